import FoundationEssentials
import PokedexDomain

#if canImport(Glibc)
    import Glibc
#endif

// The generated indexes of where Pokémon are found: encounters by area (and each Pokémon's
// encounters by Pokémon), the names of versions, methods and conditions, and the regional
// Pokédexes (the places are in PlaceIndexes.swift). Facts only, by id; read only by the
// commands that need them.

/// `pokedex-encounters.tsv`: one line per location area with encounters, in id order:
/// `# area_id  groups`. Groups are separated by commas; a group is `pokemon.version.max_chance`
/// and then its details, each after a `|`: `method.min_level.max_level.chance`, and
/// `.condition+condition` when it has conditions.
///
///     283   25.1.10|1.3.5.5|1.3.5.5,25.2.10|1.3.5.5|1.3.5.5
package enum EncounterIndex {
    package static let fileName = "pokedex-encounters.tsv"
    static let header = "# area_id\tgroups"

    package static func encode(_ areas: [AreaEncounters]) -> String {
        var text = header + "\n"
        for area in areas.sorted(by: { $0.areaID < $1.areaID }) where !area.groups.isEmpty {
            // A Pokémon's groups together, in their order: one run, which the encounters by
            // Pokémon copy whole.
            let order = Dictionary(
                area.groups.enumerated().map { ($1.pokemonID, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = area.groups.enumerated().sorted {
                (order[$0.element.pokemonID] ?? 0, $0.offset) < (order[$1.element.pokemonID] ?? 0, $1.offset)
            }.map(\.element)
            let groups = sorted.map { group in
                (["\(group.pokemonID).\(group.versionID).\(group.maxChance)"]
                    + group.details.map { detail in
                        var text = "\(detail.methodID).\(detail.minLevel).\(detail.maxLevel).\(detail.chance)"
                        if !detail.conditionIDs.isEmpty {
                            text += "." + detail.conditionIDs.map(String.init).joined(separator: "+")
                        }
                        return text
                    }).joined(separator: "|")
            }
            text += IndexRows.line([String(area.areaID), groups.joined(separator: ",")])
        }
        return text
    }

    /// Every area, or those `ids` names; with `pokemon`, only that Pokémon's groups are read
    /// (the others are passed over at their first number). From `offset`, a line's start.
    static func decode(
        _ data: Data, ids: Set<Int>? = nil, pokemon: Int? = nil, from offset: Int = 0
    ) throws(RepositoryError) -> [AreaEncounters] {
        func row(_ fields: IndexRows.Fields) -> AreaEncounters? {
            guard let id = fields.number(0), let groups = groups(fields.bytes(1), only: pokemon) else { return nil }
            return AreaEncounters(areaID: id, groups: groups)
        }
        // The file is in id order: reading ends past the last area wanted.
        return try IndexRows.parse(
            data, from: offset, fieldCount: 2, file: fileName, rowKind: "an encounters row",
            keep: ids.map(IndexRows.keeping(ids:)),
            stop: ids?.max().map(IndexRows.stopping(past:)), row: row)
    }

    /// Where each Pokémon's run of groups lies in each area's line of the encoded `bytes`:
    /// `[pokemon: [(area, byte range)]]`, areas in id order.
    static func runs(in bytes: [UInt8]) -> [Int: [(area: Int, range: Range<Int>)]] {
        var runs: [Int: [(area: Int, range: Range<Int>)]] = [:]
        var index = 0
        while index < bytes.count {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            defer { index = lineEnd + 1 }
            guard bytes[index] != UInt8(ascii: "#"), let tab = bytes[index..<lineEnd].firstIndex(of: 0x09),
                let area = Int(String(decoding: bytes[index..<tab], as: UTF8.self))
            else { continue }
            var start = tab + 1
            // The run being read: the next group of its Pokémon lengthens it, another's ends it.
            var run: (pokemon: Int, range: Range<Int>)?
            while start < lineEnd {
                let dot = bytes[start..<lineEnd].firstIndex(of: UInt8(ascii: ".")) ?? lineEnd
                let end = bytes[start..<lineEnd].firstIndex(of: UInt8(ascii: ",")) ?? lineEnd
                if let pokemon = Int(String(decoding: bytes[start..<dot], as: UTF8.self)) {
                    if let open = run, open.pokemon == pokemon {
                        run = (pokemon, open.range.lowerBound..<end)
                    } else {
                        if let open = run { runs[open.pokemon, default: []].append((area, open.range)) }
                        run = (pokemon, start..<end)
                    }
                }
                start = end + 1
            }
            if let open = run { runs[open.pokemon, default: []].append((area, open.range)) }
        }
        return runs
    }

    /// The groups of one line, read on the bytes: `pokemon.version.max|method.min.max.chance[.c+c]|…,…`.
    /// Nil when the bytes are not that. With `pokemon`, another Pokémon's groups are passed over.
    static func groups(_ bytes: UnsafeBufferPointer<UInt8>, only pokemon: Int?) -> [EncounterGroup]? {
        var groups: [EncounterGroup] = []
        var index = 0
        let count = bytes.count
        let dot = UInt8(ascii: ".")
        let bar = UInt8(ascii: "|")
        let comma = UInt8(ascii: ",")
        let plus = UInt8(ascii: "+")
        /// A decimal number at `index`, moving past it; nil when there is none.
        func number() -> Int? {
            var value = 0
            let start = index
            while index < count, bytes[index] >= 48, bytes[index] <= 57, index - start < 9 {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return index > start ? value : nil
        }
        /// How many `byte`s lie ahead before `end` or the group's end (a comma, or the bytes' end).
        func ahead(_ byte: UInt8, before end: UInt8) -> Int {
            var found = 0
            var ahead = index
            while ahead < count, bytes[ahead] != end, bytes[ahead] != comma {
                if bytes[ahead] == byte { found += 1 }
                ahead += 1
            }
            return found
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        while index < count {
            guard let who = number(), expect(dot), let version = number(), expect(dot), let maxChance = number() else {
                return nil
            }
            if let pokemon, who != pokemon {
                // Another Pokémon's group: passed over whole.
                while index < count, bytes[index] != comma { index += 1 }
                if index < count { index += 1 }
                continue
            }
            // Arrays made at their size: grown one append at a time, they were a thousand
            // reallocations for Pikachu.
            var details: [EncounterDetail] = []
            details.reserveCapacity(ahead(bar, before: comma))
            while expect(bar) {
                guard let method = number(), expect(dot), let low = number(), expect(dot), let high = number(),
                    expect(dot), let chance = number()
                else { return nil }
                var conditions: [Int] = []
                if expect(dot) {
                    conditions.reserveCapacity(ahead(plus, before: bar) + 1)
                    repeat {
                        guard let condition = number() else { return nil }
                        conditions.append(condition)
                    } while expect(plus)
                }
                details.append(
                    EncounterDetail(
                        methodID: method, minLevel: low, maxLevel: high, chance: chance, conditionIDs: conditions))
            }
            groups.append(EncounterGroup(pokemonID: who, versionID: version, maxChance: maxChance, details: details))
            if index < count, !expect(comma) { return nil }
        }
        return groups
    }
}

/// `pokedex-encounter-runs.tsv`: `# pokemon_id  runs`, one line per Pokémon in id order, and
/// on it each area it is met in, in area order, with its run of groups copied from that area's
/// line of `pokedex-encounters.tsv`: `area_id groups`, a field each.
///
///     25   281 25.12.60|5.20.30.60,25.13.60|5.20.30.60   285 25.12.5|…
///
/// `where` reads one line. Read through the areas' lines instead, a Pokémon met in a hundred
/// areas touched most of that 3.5 MB file, a page fault for each 64 KB (some 60 for Pikachu).
package enum EncounterRunsIndex {
    package static let fileName = "pokedex-encounter-runs.tsv"
    static let header = "# pokemon_id\truns"

    /// From `encounters`, `EncounterIndex.encode`'s text.
    package static func encode(encounters: String) -> String {
        let bytes = Array(encounters.utf8)
        let runs = EncounterIndex.runs(in: bytes)
        var text = header + "\n"
        for id in runs.keys.sorted() {
            let areas = (runs[id] ?? []).map { "\($0.area) " + String(decoding: bytes[$0.range], as: UTF8.self) }
            text += IndexRows.line([String(id)] + areas)
        }
        return text
    }

    /// The areas `pokemon` is met in, with its groups in each; empty when none. Its line is
    /// `lines`, from the file's starts index, else found by halving.
    static func decode(_ data: Data, pokemon: Int, lines: Range<Int>? = nil) throws(RepositoryError)
        -> [AreaEncounters]
    {
        let start = IndexRows.start(ofID: pokemon, in: data, known: lines)
        var failure: RepositoryError?
        let areas = data.withUnsafeBytes { raw -> [AreaEncounters] in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard start < bytes.count else { return [] }
            let lineEnd = IndexRows.lineEnd(from: start, before: bytes.count, in: bytes)
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            guard IndexRows.firstNumber(of: line) == pokemon else { return [] }
            // Its line has an area at least: one without is damage, not a Pokémon met nowhere.
            guard var field = line.firstIndex(of: UInt8(ascii: "\t")).map({ $0 + 1 }), field < line.count else {
                failure = .malformed(resource: fileName, reason: "#\(pokemon)'s line has no area")
                return []
            }
            var areas: [AreaEncounters] = []
            while field < line.count {
                let fieldEnd = line[field...].firstIndex(of: UInt8(ascii: "\t")) ?? line.count
                defer { field = fieldEnd + 1 }
                guard let space = line[field..<fieldEnd].firstIndex(of: UInt8(ascii: " ")),
                    let area = IndexRows.Fields.decimal(UnsafeBufferPointer(rebasing: line[field..<space])),
                    // Read whole: a group of another Pokémon anywhere in it is damage.
                    let groups = EncounterIndex.groups(
                        UnsafeBufferPointer(rebasing: line[(space + 1)..<fieldEnd]), only: nil),
                    !groups.isEmpty, groups.allSatisfy({ $0.pokemonID == pokemon })
                else {
                    failure = .malformed(
                        resource: fileName, reason: "#\(pokemon)'s line has no area and groups at byte \(start + field)"
                    )
                    return []
                }
                areas.append(AreaEncounters(areaID: area, groups: groups))
            }
            return areas
        }
        if let failure { throw failure }
        return areas
    }
}

/// `pokedex-encounter-terms.tsv`: the versions, encounter methods and condition values
/// encounters name by id: `# kind  id  name  display_name  group`.
package enum EncounterTermsIndex {
    package static let fileName = "pokedex-encounter-terms.tsv"
    static let header = "# kind\tid\tname\tdisplay_name\tgroup"

    package static func encode(_ terms: [EncounterTerm]) -> String {
        var text = header + "\n"
        let order = Dictionary(uniqueKeysWithValues: EncounterTerm.Kind.allCases.enumerated().map { ($1, $0) })
        for term in terms.sorted(by: { (order[$0.kind] ?? 0, $0.id) < (order[$1.kind] ?? 0, $1.id) }) {
            text += IndexRows.line([term.kind.rawValue, String(term.id), term.name, term.displayName, term.group])
        }
        return text
    }

    /// Every term, or (with `methods` and `conditions`) every version and only those.
    static func decode(
        _ data: Data, methods: Set<Int>? = nil, conditions: Set<Int>? = nil
    ) throws(RepositoryError) -> [EncounterTerm] {
        // The ids asked about as bits: each of the 440 lines of methods and conditions is
        // looked up, and hashing its id was a quarter of the reading.
        let (methodBits, conditionBits) = (methods.map(IDBits.init), conditions.map(IDBits.init))
        let keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? =
            methods == nil && conditions == nil
            ? nil
            : { line in
                // `kind  id  …`: every version; methods and conditions by id.
                guard let first = line.first, first != UInt8(ascii: "v"),
                    let id = IndexRows.number(inField: 1, of: line)
                else { return true }
                return (first == UInt8(ascii: "m") ? methodBits : conditionBits)?.contains(id) ?? true
            }
        return try IndexRows.parse(data, fieldCount: 5, file: fileName, rowKind: "an encounter term row", keep: keep) {
            fields -> EncounterTerm? in
            let kind: EncounterTerm.Kind? =
                fields.is(0, "method")
                ? .method : fields.is(0, "condition") ? .condition : fields.is(0, "version") ? .version : nil
            guard let kind, let id = fields.number(1) else {
                return nil
            }
            return EncounterTerm(
                kind: kind, id: id, name: fields.string(2), displayName: fields.string(3), group: fields.string(4))
        }
    }
}

/// `pokedex-dexes.tsv`: the regional Pokédexes, `# id  name  display_name  region
/// version_groups  entries`, the entries `number:species_id` in the dex's order.
package enum DexIndex {
    package static let fileName = "pokedex-dexes.tsv"
    static let header = "# id\tname\tdisplay_name\tregion\tversion_groups\tentries"

    package static func encode(_ dexes: [RegionalDex]) -> String {
        var text = header + "\n"
        for dex in dexes.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(dex.id), dex.name, dex.displayName, dex.region ?? "", dex.versionGroups.joined(separator: ","),
                dex.entries.map { "\($0.number):\($0.speciesID)" }.joined(separator: ","),
            ])
        }
        return text
    }

    /// The version groups of the Pokédexes that have `speciesID`, read on the bytes: no entry
    /// is built. An entry `number:species` is the species' where `:species` ends at a comma or
    /// the list's end: `:species,` is found eight bytes at a time (`ByteSearch`), the last
    /// entry looked at apart. (Sought as `:species` alone, species 1 stopped at every `:1…`
    /// of every Pokédex, a thousand times: 5% of `show bulbasaur`.)
    static func versionGroups(containing speciesID: Int, in data: Data) throws(RepositoryError) -> [String] {
        let wanted = Array(":\(speciesID),".utf8)
        let last = wanted.dropLast()
        var groups: [String] = []
        _ = try IndexRows.parse(data, fieldCount: 6, file: fileName, rowKind: "a Pokédex row") { fields -> Bool? in
            let entries = fields.bytes(5)
            if ByteSearch.firstIndex(of: wanted, in: entries, from: 0) < entries.count
                || entries.reversed().starts(with: last.reversed())
            {
                groups += fields.list(4)
            }
            return true
        }
        return groups
    }

    /// Every Pokédex, or (with `versionGroup`) only those of that game: the other lines are
    /// passed over by their fifth field, their entries unread.
    static func decode(_ data: Data, versionGroup: String? = nil) throws(RepositoryError) -> [RegionalDex] {
        // `id  name  display_name  region  version_groups  entries`: the games compared as bytes.
        let keep = versionGroup.map { game in
            let wanted = Array(game.utf8)
            return { (line: UnsafeBufferPointer<UInt8>) in IndexRows.field(4, of: line, lists: wanted) }
        }
        return try IndexRows.parse(data, fieldCount: 6, file: fileName, rowKind: "a Pokédex row", keep: keep) {
            fields -> RegionalDex? in
            guard let id = fields.number(0), let entries = fields.pairs(5, RegionalDex.Entry.init) else { return nil }
            return RegionalDex(
                id: id, name: fields.string(1), displayName: fields.string(2),
                region: fields.isEmpty(3) ? nil : fields.string(3), versionGroups: fields.list(4), entries: entries)
        }
    }
}
