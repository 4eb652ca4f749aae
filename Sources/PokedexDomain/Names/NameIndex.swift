/// Every spelling of every name in a catalog: resolving what a person typed, ranked search,
/// and suggestions for names that match nothing.
package struct NameIndex: Sendable {
    package let catalog: PokemonCatalog
    /// Per Pokémon, the keys it answers to (own name first).
    private let keys: NameKeys

    /// `names` (read whole: a lookup's dictionary is empty) adds every Pokémon's species name
    /// in other languages as further spellings.
    package init(_ catalog: PokemonCatalog, names: LocalizedNames = .empty) {
        self.catalog = catalog
        keys = NameKeys(catalog.all.map { Self.spellings(of: $0, names: names) })
    }

    /// A Pokémon's English spellings and, for a species' default form, the species' names in
    /// `names`' languages (read whole: a lookup's dictionary is empty).
    package static func spellings(of summary: PokemonSummary, names: LocalizedNames) -> [String] {
        var spellings = spellings(of: summary)
        if summary.isDefault, let localized = names.bySpecies[summary.speciesID] {
            spellings += Language.allCases.compactMap { localized[$0] }
        }
        return spellings
    }

    private var all: [PokemonSummary] { catalog.all }

    /// The English names a Pokémon answers to: its own, its display name, and its species'
    /// when it is the species' default form; a form also as people write it, its form's first
    /// word first (`mega-charizard-x`, `wash-rotom`, `gmax-pikachu`), a region as the adjective
    /// players say (`alolan-vulpix`, `galarian-slowking`).
    static func spellings(of summary: PokemonSummary) -> [String] {
        var spellings = [summary.name, summary.displayName, summary.isDefault ? summary.speciesName : ""]
        guard !summary.isDefault, summary.name.hasPrefix(summary.speciesName + "-") else { return spellings }
        let words = summary.name.dropFirst(summary.speciesName.count + 1).split(separator: "-").map(String.init)
        guard let first = words.first else { return spellings }
        let rest = words.dropFirst().map { "-" + $0 }.joined()
        spellings.append(first + "-" + summary.speciesName + rest)
        if let adjective = regionAdjectives.first(where: { $0.value == first })?.key {
            spellings.append(adjective + "-" + summary.speciesName + rest)
        }
        if first == "gmax" { spellings.append("gigantamax-" + summary.speciesName + rest) }
        return spellings
    }

    /// The adjectives players put before a regional form, and the region PokeAPI names it by.
    static let regionAdjectives = [
        "alolan": "alola", "galarian": "galar", "hisuian": "hisui", "paldean": "paldea", "gigantamax": "gmax",
    ]

    /// The most words a Pokémon's name has, form words included (`tauros-paldea-combat-breed`,
    /// `pikachu-alola-cap`); a longer name names none, and is not looked at further.
    package static let mostWords = 8

    /// `resolve` without building an index, for the common case: an id, or a Pokémon's own
    /// PokeAPI name in any case (PokeAPI names are their own name keys). Nil means "ask a
    /// `NameIndex`", not "unknown".
    package static func quickResolve(_ query: String, in catalog: PokemonCatalog) -> PokemonSummary? {
        let trimmed = query.trimmingWhitespace()
        if let id = parseID(trimmed) { return catalog.pokemon(id: id) }
        let key = NameKey.make(trimmed)
        guard !key.isEmpty else { return nil }
        return catalog.all.first { $0.name == key }
    }

    /// The Pokémon a person means by `query`: an id (`25`, `#25`, `025`) or any spelling of a
    /// Pokémon, display or species name.
    package func resolve(_ query: String) -> PokemonSummary? {
        if let id = Self.parseID(query.trimmingWhitespace()) { return catalog.pokemon(id: id) }
        if let position = keys.position(of: query) { return all[position] }
        return Self.form(NameKey.make(query), in: catalog)
    }

    /// What Pokémon Showdown calls a form, as PokeAPI names it: `Tauros-Paldea-Combat` is
    /// `tauros-paldea-combat-breed`, `Pikachu-Original` `pikachu-original-cap`, `Meowstic-F`
    /// `meowstic-female`, `Necrozma-Dusk-Mane` `necrozma-dusk`, `Ogerpon-Wellspring`
    /// `ogerpon-wellspring-mask`, `Minior-Meteor` `minior-red-meteor`. The species is the longest
    /// start of the name that is one; of its forms, one whose own words are the ones asked for
    /// wins, then one whose words start with them, then one whose words they start with, then
    /// one whose words end with them; ties go to the lower id.
    package static func form(_ key: String, in catalog: PokemonCatalog) -> PokemonSummary? {
        form(key) { species in catalog.all.filter { $0.name.hasPrefix(species + "-") } }
    }

    /// `form(_:in:)` where `named` gives the Pokémon whose PokeAPI name starts with a prefix
    /// (`meowstic-`): a source that can find those alone need not read the catalog.
    package static func form(_ key: String, named: (_ prefix: String) -> [PokemonSummary]) -> PokemonSummary? {
        let words = key.split(separator: "-").map { regionAdjectives[String($0)] ?? String($0) }
        guard words.count >= 2, words.count <= mostWords else { return nil }
        if let found = form(words, lead: [], named: named) { return found }
        // The form's words before the species: `mega charizard x`, `wash rotom`, `alolan vulpix`.
        for lead in 1...min(2, words.count - 1) {
            if let found = form(Array(words[lead...]), lead: Array(words[..<lead]), named: named) { return found }
        }
        return nil
    }

    /// The form of the species `words` start with whose own words are `lead` and the words
    /// after the species.
    private static func form(
        _ words: [String], lead: [String], named: (_ prefix: String) -> [PokemonSummary]
    ) -> PokemonSummary? {
        for split in stride(from: words.count - (lead.isEmpty ? 1 : 0), through: 1, by: -1) {
            let species = words[..<split].joined(separator: "-")
            let forms = named(species).filter { $0.speciesName == species && $0.name.hasPrefix(species + "-") }
            guard !forms.isEmpty else { continue }
            let asked = (lead + words[split...]).map { formAliases[$0] ?? $0 }
            func rank(_ pokemon: PokemonSummary) -> Int? {
                let own = pokemon.name.dropFirst(species.count + 1).split(separator: "-").map(String.init)
                if own == asked { return 0 }
                if own.starts(with: asked) { return 1 }
                if asked.starts(with: own) { return 2 }
                // `Minior-Meteor`: the colour PokeAPI puts first is not written.
                if own.count > asked.count, Array(own.suffix(asked.count)) == asked { return 3 }
                return nil
            }
            let ranked = forms.compactMap { pokemon in rank(pokemon).map { ($0, pokemon) } }
            if let best = ranked.min(by: { ($0.0, $0.1.id) < ($1.0, $1.1.id) }) { return best.1 }
        }
        return nil
    }

    /// Showdown's short form words.
    static let formAliases = ["f": "female", "m": "male"]

    /// `25`, `#25` and `025` are ids; anything else is not.
    package static func parseID(_ text: String) -> Int? {
        // Full-width digits (`＃２５`) are digits too.
        let text = text.utf8.allSatisfy { $0 < 0x80 } ? text : NameKey.normalized(text).trimmingWhitespace()
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(digits)
    }

    /// Every Pokémon matching `query`, best first: exact, then prefix, then substring (each in
    /// dex order), then close misspellings (nearest first).
    package func search(_ query: String, limit: Int) -> [SearchHit] {
        keys.search(query, limit: limit).map { SearchHit(pokemon: all[$0.position], match: $0.match) }
    }

    /// Up to `limit` names close to an unknown `query`, nearest first, for "Did you mean".
    package func suggestions(for query: String, limit: Int = 3) -> [PokemonSummary] {
        keys.suggestions(for: query, limit: limit).map { all[$0] }
    }
}

package struct SearchHit: Sendable, Hashable {
    package enum Match: String, Sendable, Hashable, CaseIterable {
        case exact, prefix, substring, fuzzy
    }

    package let pokemon: PokemonSummary
    package let match: Match

    package init(pokemon: PokemonSummary, match: Match) {
        self.pokemon = pokemon
        self.match = match
    }
}

extension String {
    /// The text without white space at either end.
    package func trimmingWhitespace() -> String {
        // Printable ASCII at both ends, the usual case, is settled by its bytes, without
        // Unicode's tables; so is ASCII white space beside printable ASCII (`- Earthquake`'s
        // move, where walking characters cost 3 000 instructions a line): no character joins
        // ASCII white space to printable ASCII.
        func printable(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
        func space(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, space(bytes[start]) { bytes.formIndex(after: &start) }
        while start < end, space(bytes[bytes.index(before: end)]) { bytes.formIndex(before: &end) }
        if start == end { return "" }
        if printable(bytes[start]), printable(bytes[bytes.index(before: end)]) {
            return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

extension Substring {
    /// Where `text` stands, left to right and not overlapping, found byte for byte: what the
    /// string-processing library's `ranges(of:)` finds for the ASCII separators the parsers
    /// look for, without its generic setup on first use (7–9% of `damage`).
    package func ranges(ofText text: String) -> [Range<String.Index>] {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return [] }
        let bytes = utf8
        var found: [Range<String.Index>] = []
        var start = bytes.startIndex
        while let candidate = bytes[start...].firstIndex(of: first) {
            var end = candidate
            var matched = 0
            while matched < needle.count, end < bytes.endIndex, bytes[end] == needle[matched] {
                end = bytes.index(after: end)
                matched += 1
            }
            if matched == needle.count {
                found.append(candidate..<end)
                start = end
            } else {
                start = bytes.index(after: candidate)
            }
        }
        return found
    }

    /// The last place `text` stands, overlapping ones counted (`lastIndexOf`'s answer), found
    /// byte for byte from the end.
    package func lastRange(ofText text: String) -> Range<String.Index>? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return nil }
        let bytes = utf8
        var start = bytes.endIndex
        while start > bytes.startIndex {
            start = bytes.index(before: start)
            if bytes[start...].starts(with: needle) { return start..<bytes.index(start, offsetBy: needle.count) }
        }
        return nil
    }

    /// The parts between each `separator`, empty ones kept (`split(separator:omittingEmptySubsequences: false)`).
    package func split(byText separator: String) -> [Substring] {
        var parts: [Substring] = []
        var start = startIndex
        for range in ranges(ofText: separator) {
            parts.append(self[start..<range.lowerBound])
            start = range.upperBound
        }
        parts.append(self[start...])
        return parts
    }
}

extension String {
    package func ranges(ofText text: String) -> [Range<String.Index>] { Substring(self).ranges(ofText: text) }
    package func split(byText separator: String) -> [Substring] { Substring(self).split(byText: separator) }
    package func lastRange(ofText text: String) -> Range<String.Index>? { Substring(self).lastRange(ofText: text) }
}
