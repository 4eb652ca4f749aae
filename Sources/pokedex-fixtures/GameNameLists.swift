import Foundation
import PokedexDomain

/// The games' own names in ten languages, from PKHeX's lists (`--pkhex DIR`: `names/text_<List>_<lang>.txt`,
/// one name a line, the line number the game's number): what PokeAPI lacks (`Trailblaze` in
/// German is `Wegbereiter`), and in Chinese what PokeAPI writes in the other script
/// (`負电拍拍` for 负电拍拍): the games' text is the authority there.
struct GameNameLists {
    enum List: String {
        case species = "Species"
        case moves = "Moves"
        case abilities = "Abilities"
        case natures = "Natures"
        case types = "Types"
        case items = "Items"
        case games = "Games"
        case forms = "Forms"
    }

    /// PKHeX's language of each of ours. PKHeX's Japanese is the kana games' (`ja-Hrkt`); its
    /// Spanish `es` is Spain's, as PokeAPI's.
    static let codes: [Language: String] = [
        .jaHrkt: "ja", .ko: "ko", .zhHans: "zh-Hans", .zhHant: "zh-Hant", .fr: "fr", .de: "de", .es: "es", .it: "it",
    ]

    private let folder: URL?
    private var cache: [String: [String]] = [:]

    /// No folder: no lists, and every name stays PokeAPI's.
    init(pkhex: URL?) {
        folder = pkhex?.appendingPathComponent("names")
    }

    /// The lines of one list in one language (`en` for matching by English name).
    mutating func lines(_ list: List, _ code: String) throws -> [String] {
        let key = list.rawValue + "_" + code
        if let lines = cache[key] { return lines }
        guard let folder else { return [] }
        let url = folder.appendingPathComponent("text_\(key).txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GeneratorError("\(url.path): not there or not UTF-8 (the games' names are read from --pkhex)")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == "\u{FEFF}" }).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        cache[key] = lines
        return lines
    }

    /// The names of the `index`th entry of `list`, in each language that has one.
    mutating func names(_ list: List, index: Int) throws -> [Language: String] {
        let english = try lines(list, "en")
        var names: [Language: String] = [:]
        for (language, code) in Self.codes {
            let lines = try lines(list, code)
            guard lines.indices.contains(index), Self.isName(lines[index], english: english[safe: index], in: language)
            else { continue }
            names[language] = lines[index]
        }
        return names
    }

    /// Whether a line is a name in `language`: not empty, not beginning with a small kana (a
    /// cut word, as `ャンピオンズ`), and in Japanese, Korean and Chinese not the English name
    /// standing in for one the list does not have yet.
    static func isName(_ line: String, english: String?, in language: Language) -> Bool {
        guard let first = line.unicodeScalars.first else { return false }
        if "ぁぃぅぇぉゃゅょっゎァィゥェォャュョッヮ".unicodeScalars.contains(first) { return false }
        let latin: Set<Language> = [.fr, .de, .es, .it]
        return latin.contains(language) || line != english
    }

    /// The names of the entry whose English name is `english` (items, natures and types are
    /// numbered otherwise than PokeAPI's ids); the bracketed variants of a list of games
    /// (`Blue [INT]/Green [JP]`) are matched part by part.
    mutating func names(_ list: List, english: String) throws -> [Language: String] {
        let wanted = english.lowercased()
        for (index, line) in try lines(list, "en").enumerated() {
            let parts = Self.parts(line)
            guard let part = parts.firstIndex(where: { $0.lowercased() == wanted }) else { continue }
            guard parts.count > 1 else { return try names(list, index: index) }
            var names: [Language: String] = [:]
            for (language, code) in Self.codes {
                let lines = try lines(list, code)
                guard lines.indices.contains(index) else { continue }
                let theirs = Self.parts(lines[index])
                if theirs.count == parts.count, Self.isName(theirs[part], english: parts[part], in: language) {
                    names[language] = theirs[part]
                }
            }
            return names
        }
        return [:]
    }

    /// `Blue [INT]/Green [JP]` → `Blue`, `Green`; a plain name is itself.
    private static func parts(_ line: String) -> [String] {
        guard line.contains("[") else { return [line] }
        return line.split(separator: "/").map {
            String($0.prefix { $0 != "[" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// PokeAPI's names with the games' where PokeAPI has none, and in Chinese the games' where
    /// they differ (PokeAPI mixes the two scripts there).
    static func merged(_ pokeAPI: [Language: String], games: [Language: String]) -> [Language: String] {
        var names = pokeAPI
        for (language, name) in games where names[language] == nil || language == .zhHans || language == .zhHant {
            names[language] = name
        }
        return names
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
