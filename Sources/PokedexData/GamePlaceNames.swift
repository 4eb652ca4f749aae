import FoundationEssentials
import PokedexDomain

/// The games' own names of places in the ten languages, from PKHeX's location lists
/// (`locations/<generation>/text_<game>_<range>_<language>.txt`, one name a line): what
/// `make fixtures` fills in where PokeAPI names a place only in English (Japanese has a
/// quarter of them). A place is matched by its English name within its region's games, and
/// only a name the games agree on is taken; PokeAPI's own names always come first.
package struct GamePlaceNames: Sendable {
    /// One game's lists: each language's names, line for line.
    package struct GameList: Sendable {
        package let names: [Language: [String]]

        package init(names: [Language: [String]]) {
            self.names = names
        }

        /// One game's lists under `folder` (PKHeX's `locations`), `game` as `gen9/text_sv`, of
        /// its `range` of names (`00000` the places, `30000` those met in links and events);
        /// nil when it has no English list.
        package init?(folder: URL, game: String, range: String = "00000") {
            var names: [Language: [String]] = [:]
            for (language, suffix) in GamePlaceNames.fileLanguage {
                let file = folder.appendingPathComponent("\(game)_\(range)_\(suffix).txt")
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                var text = String(decoding: data, as: UTF8.self)
                if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
                names[language] = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
                    .map(String.init)
            }
            guard names[.en] != nil else { return nil }
            self.names = Self.unmarkingGames(game.hasSuffix("_cxd") ? Self.splittingShared(names) : names)
        }

        /// A name the list marks with the games it is in (`Altering Cave (E)`, `Altering Cave
        /// (FRLG)`; `(S)` in Italian, `(绿宝石)` in Chinese) is the place's name unmarked, in
        /// every language: the mark is no part of the name, and kept it would match an area
        /// PokeAPI names the same way (its Altering Cave's area E).
        static func unmarkingGames(_ names: [Language: [String]]) -> [Language: [String]] {
            guard let english = names[.en] else { return names }
            var unmarked = names
            for (line, text) in english.enumerated() where isMarked(text) {
                for (language, list) in names where line < list.count {
                    unmarked[language]?[line] = Self.unmarked(list[line])
                }
            }
            return unmarked
        }

        /// Whether an English name ends with a mark of games: capitals and slashes in brackets.
        private static func isMarked(_ text: String) -> Bool {
            guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return false }
            let mark = text[text.index(after: open)...].dropLast()
            return !mark.isEmpty && mark.allSatisfy { ($0.isUppercase && $0.isASCII) || $0 == "/" }
        }

        /// Colosseum and XD's list names both games' place on one line, each marked
        /// (`Phenac City (C) / Cipher Lab (XD)`, `硅铍市 (圆竞) / 暗影研究所 (XD)`): each a line
        /// of its own, unmarked, where every language has as many as the English.
        static func splittingShared(_ names: [Language: [String]]) -> [Language: [String]] {
            guard let english = names[.en] else { return names }
            var split: [Language: [String]] = [:]
            for (line, text) in english.enumerated() {
                let parts = text.components(separatedBy: " / ")
                for (language, list) in names {
                    let own = line < list.count ? list[line].components(separatedBy: " / ") : []
                    for index in parts.indices {
                        let marked = isMarked(parts[index])
                        split[language, default: []].append(
                            own.count == parts.count ? (marked ? unmarked(own[index]) : own[index]) : "")
                    }
                }
            }
            return split
        }

        /// `Phenac City (C)` → `Phenac City`: the game's mark, a last bracket, taken off.
        private static func unmarked(_ text: String) -> String {
            guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
                text[text.index(before: open)] == " "
            else { return text }
            return String(text[..<text.index(before: open)])
        }

        /// Line `line`'s name in `language`, trimmed; nil when the line is blank or missing.
        /// Kana-only Japanese is the `ja-hrkt` name too.
        package func name(_ line: Int, in language: Language) -> String? {
            let source = language == .jaHrkt ? Language.ja : language
            guard let list = names[source], line >= 0, line < list.count else { return nil }
            let text = list[line].trimmingWhitespace()
            guard !text.isEmpty, language != .jaHrkt || GamePlaceNames.isKana(text) else { return nil }
            return text
        }
    }

    /// Region → the games whose lists name its places, newest first.
    static let gamesOfRegion: [String: [String]] = [
        "kanto": ["gen7/text_gg", "gen4/text_hgss", "gen3/text_rsefrlg", "gen2/text_gsc"],
        "johto": ["gen4/text_hgss", "gen2/text_gsc"],
        "hoenn": ["gen6/text_xy", "gen3/text_rsefrlg"],
        "sinnoh": ["gen8b/text_bdsp", "gen4/text_hgss"],
        "unova": ["gen5/text_bw2"],
        "kalos": ["gen6/text_xy"],
        "alola": ["gen7/text_sm"],
        "galar": ["gen8/text_swsh"],
        "hisui": ["gen8a/text_la"],
        "paldea": ["gen9/text_sv"],
        "orre": ["gen3/text_cxd"],
    ]

    /// PKHeX's file suffix of each language; `ja-hrkt` takes the Japanese list where it is
    /// written in kana alone.
    static let fileLanguage: [Language: String] = [
        .en: "en", .ja: "ja", .fr: "fr", .de: "de", .es: "es", .it: "it", .ko: "ko", .zhHans: "zh-Hans",
        .zhHant: "zh-Hant",
    ]

    /// Region → English name (folded) → the names in other languages.
    private let byRegion: [String: [String: [Language: String]]]

    package init(lists: [String: [GameList]]) {
        var byRegion: [String: [String: [Language: String]]] = [:]
        for (region, games) in lists {
            var found: [String: [Language: String]] = [:]
            var disputed: Set<String> = []
            for game in games {
                guard let english = game.names[.en] else { continue }
                // A name repeated within one game with other translations is left alone.
                var seen: [String: [Language: String]] = [:]
                for (line, name) in english.enumerated() where !name.isEmpty {
                    let key = Self.fold(name)
                    var names: [Language: String] = [:]
                    for (language, list) in game.names where language != .en && line < list.count {
                        let text = list[line].trimmingWhitespace()
                        if !text.isEmpty { names[language] = text }
                    }
                    if let japanese = names[.ja], Self.isKana(japanese) { names[.jaHrkt] = japanese }
                    if let earlier = seen[key], earlier != names { disputed.insert(key) }
                    seen[key] = names
                }
                // The newest game's name stands; older games fill what it leaves out.
                for (key, names) in seen where !disputed.contains(key) {
                    found[key, default: [:]].merge(names) { newer, _ in newer }
                }
            }
            byRegion[region] = found.filter { !disputed.contains($0.key) }
        }
        self.byRegion = byRegion
    }

    /// Reads the lists under `folder` (PKHeX's `locations`); a game with no files is left out.
    package init(folder: URL) {
        var lists: [String: [GameList]] = [:]
        for (region, games) in Self.gamesOfRegion {
            lists[region] = games.compactMap { GameList(folder: folder, game: $0) }
        }
        self.init(lists: lists)
    }

    /// `places` with the names PokeAPI lacks filled from the games' lists. An area is looked
    /// for in its location's region.
    package func filling(_ places: [Place]) -> [Place] {
        let regionOfLocation = Dictionary(
            places.compactMap { place in place.kind == .location ? place.region.map { (place.id, $0) } : nil },
            uniquingKeysWith: { first, _ in first })
        return places.map { place in
            guard let region = place.region ?? place.locationID.flatMap({ regionOfLocation[$0] }),
                let english = place.names[.en], let known = byRegion[region],
                let games = known[Self.fold(english)] ?? Self.unprefixed(english, region: region).flatMap({ known[$0] })
            else { return place }
            var names = place.names
            for (language, name) in games where names[language, default: ""].isEmpty { names[language] = name }
            return Place(
                kind: place.kind, id: place.id, name: place.name, locationID: place.locationID, region: place.region,
                names: names)
        }
    }

    /// The key of a name PokeAPI writes with a word the games leave out: `Sea Route 220` is
    /// the games' `Route 220`, `Kanto Power Plant` Kanto's `Power Plant`.
    static func unprefixed(_ english: String, region: String) -> String? {
        for prefix in ["Sea ", region.prefix(1).uppercased() + region.dropFirst() + " "] where english.hasPrefix(prefix)
        {
            return fold(String(english.dropFirst(prefix.count)))
        }
        return nil
    }

    /// `Mt. Moon` and `mt moon`, `Pokémon League` and `Pokemon League`: one key.
    package static func fold(_ name: String) -> String {
        String(name.lowercased().map { $0 == "é" ? "e" : $0 }.filter { $0.isLetter || $0.isNumber || $0 == " " })
            .split(separator: " ").joined(separator: " ")
    }

    /// Whether Japanese text is written without kanji.
    static func isKana(_ text: String) -> Bool {
        !text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }
}
