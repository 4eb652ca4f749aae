/// Where the bundled data comes from: each source's repository and the commit of its snapshot,
/// with the snapshot's date where the source says it. `make fixtures` writes it from the
/// sources it reads; `pokedex --version` names them.
package enum SourcesIndex {
    package static let fileName = "pokedex-sources.tsv"

    package struct Source: Sendable, Equatable {
        /// `PokeAPI`, `PKHeX`, `Pokémon Showdown`.
        package let name: String
        /// `PokeAPI/api-data`.
        package let repository: String
        let commit: String
        /// `YYYY-MM-DD`; empty when the source does not say.
        let date: String

        init(name: String, repository: String, commit: String, date: String = "") {
            self.name = name
            self.repository = repository
            self.commit = commit
            self.date = date
        }

        /// `PokeAPI/api-data 9b35175 (2026-08-08)`: the commit shortened as git shortens it.
        package var line: String {
            repository + " " + String(commit.prefix(7)) + (date.isEmpty ? "" : " (\(date))")
        }
    }

    package static func encode(_ sources: [Source]) -> String {
        "# name\trepository\tcommit\tdate\n"
            + sources.map { [$0.name, $0.repository, $0.commit, $0.date].joined(separator: "\t") + "\n" }.joined()
    }

    /// The sources `text` lists; a line that is not one is left out.
    package static func decode(_ text: String) -> [Source] {
        text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
            return Source(name: fields[0], repository: fields[1], commit: fields[2], date: fields[3])
        }
    }

    /// `owner/name COMMIT` (a `SOURCE` file's line, as PKHeX's and Showdown's folders have it).
    package static func source(named name: String, sourceLine text: String) -> Source? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, words[0].contains("/") else { return nil }
        return Source(name: name, repository: String(words[0]), commit: String(words[1]))
    }

    /// PokeAPI's data as its README describes it: `(PokeAPI/api-data, commit 9b35…, 2026-08-08)`.
    package static func pokeAPI(readme text: String) -> Source? {
        let marker = "(PokeAPI/api-data, commit "
        guard let start = text.firstRange(of: marker) else { return nil }
        let rest = text[start.upperBound...].prefix { $0 != ")" }
        let parts = rest.split(separator: ",").map { String($0).trimmingWhitespace() }
        guard let commit = parts.first, !commit.isEmpty else { return nil }
        return Source(
            name: "PokeAPI", repository: "PokeAPI/api-data", commit: commit, date: parts.dropFirst().first ?? "")
    }
}
