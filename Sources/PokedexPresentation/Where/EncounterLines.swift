import PokedexDomain
import PokedexInteractors

// One version's lines, worked out from its encounters: slots of the same method and
// conditions are one line, and lines that differ only in one condition of a kind are one line
// with those conditions. The work is done on ids; names are put on the lines at the end.

extension Presenter {
    /// One version's lines: slots of the same method and conditions are one line, their levels'
    /// span and their chances added, as the games' guides count them; then lines that differ
    /// only in one condition of the same kind (morning, day, night; a den's rarity) are one line
    /// with those conditions, and with every value of the kind, with none.
    /// `positions`: the version's entries among `entries`.
    static func lines(of positions: [Int], in entries: [EncounterEntry], names: inout LineNames) -> [EncounterLine] {
        let drafts = DraftLine.merged(
            DraftLine.slots(of: positions, in: entries, names: &names), entries: entries, names: names)
        return drafts.map { draft in
            let method = names.method(draft.method)
            let conditions = names.conditions(draft.conditions)
            // The entry's names read in place: bound whole, the entry (its group too) is copied.
            var line = EncounterLine(
                place: entries[draft.entry].place, area: entries[draft.entry].area,
                pokemon: entries[draft.entry].pokemon, method: method.name, methodDisplayName: method.display,
                minLevel: draft.minLevel, maxLevel: draft.maxLevel, chance: draft.chance, conditions: conditions.names,
                conditionDisplayNames: conditions.displays)
            line.location = entries[draft.entry].location
            line.qualifier = entries[draft.entry].qualifier
            return line
        }
    }
}

/// A line while it is worked out: numbers only, so that comparing and merging copy no names.
struct DraftLine {
    /// The entry it came from: its place, area and Pokémon.
    let entry: Int
    let method: Int
    var minLevel: Int
    var maxLevel: Int
    var chance: Int
    /// Its conditions' ids, and each one's kind (`time`; nil for none).
    var conditions: [Int]
    var kinds: [String?]

    /// Slots of the same place, Pokémon, method and conditions are one line: those of the
    /// entries at `positions`.
    static func slots(of positions: [Int], in entries: [EncounterEntry], names: inout LineNames) -> [DraftLine] {
        /// Where and who: the lines of one place and Pokémon are few, and are compared by how
        /// and when one by one, rather than hashing every slot's conditions.
        struct Key: Hashable {
            let area: Int
            let pokemon: Int
        }
        var lines: [DraftLine] = []
        var lineSpots: [Key: [Int]] = [:]
        lineSpots.reserveCapacity(positions.count)
        for index in positions {
            // Read in place: an entry bound whole is copied, its names retained.
            let key = Key(area: entries[index].areaID, pokemon: entries[index].pokemon?.id ?? 0)
            // The entry's place's lines looked up once, not for each of its slots, and kept
            // back once after them when it added one.
            var spots = lineSpots[key] ?? []
            let known = spots.count
            defer { if spots.count != known { lineSpots[key] = spots } }
            for detail in entries[index].group.details {
                // A table with no rates (the games' own) keeps its level bands apart, the
                // story's and the post-game's: only levels that meet are one line.
                let same = spots.first { position in
                    lines[position].method == detail.methodID && lines[position].conditions == detail.conditionIDs
                        && (detail.chance != 0
                            || (detail.minLevel <= lines[position].maxLevel + 1
                                && detail.maxLevel + 1 >= lines[position].minLevel))
                }
                if let same {
                    lines[same].minLevel = min(lines[same].minLevel, detail.minLevel)
                    lines[same].maxLevel = max(lines[same].maxLevel, detail.maxLevel)
                    lines[same].chance += detail.chance
                } else {
                    spots.append(lines.count)
                    lines.append(
                        DraftLine(
                            entry: index, method: detail.methodID, minLevel: detail.minLevel,
                            maxLevel: detail.maxLevel, chance: detail.chance, conditions: detail.conditionIDs,
                            kinds: names.conditions(detail.conditionIDs).kinds))
                }
            }
        }
        return lines
    }

    /// Lines that differ only in one condition of the same kind are one line with those
    /// conditions; with every value of the kind (`EncounterNames.wholes`), with none. A line is
    /// compared only with the lines of its own area.
    static func merged(_ lines: [DraftLine], entries: [EncounterEntry], names: LineNames) -> [DraftLine] {
        var merged: [DraftLine] = []
        var ofArea = PositionsInRuns()
        for line in lines {
            let area = entries[line.entry].areaID
            guard !line.conditions.isEmpty,
                let (index, kind) = match(for: line, among: ofArea.positions(of: area), in: merged, entries: entries)
            else {
                if !line.conditions.isEmpty { ofArea.append(merged.count, to: area) }
                merged.append(line)
                continue
            }
            var values: [Int] = []
            var others: [Int] = []
            var otherKinds: [String?] = []
            for (condition, of) in zip(merged[index].conditions, merged[index].kinds) {
                if of == kind {
                    values.append(condition)
                } else {
                    others.append(condition)
                    otherKinds.append(of)
                }
            }
            for (condition, of) in zip(line.conditions, line.kinds) where of == kind { values.append(condition) }
            let whole = EncounterNames.isWhole(values.map { names.names.conditionName($0) })
            merged[index].conditions = others + (whole ? [] : values)
            merged[index].kinds = otherKinds + (whole ? [] : values.map { _ in kind })
        }
        return merged
    }

    /// The merged line `line` joins, and the kind of the one condition they differ in: the
    /// same Pokémon, method, levels and chance, and the same conditions but one of that kind.
    private static func match(
        for line: DraftLine, among candidates: [Int], in merged: [DraftLine], entries: [EncounterEntry]
    ) -> (index: Int, kind: String)? {
        let pokemon = entries[line.entry].pokemon?.id
        for (offset, kind) in line.kinds.enumerated() {
            // One condition of its kind, the others the same.
            guard let kind, line.kinds.count(where: { $0 == kind }) == 1 else { continue }
            for index in candidates {
                let other = merged[index]
                guard other.method == line.method, other.minLevel == line.minLevel,
                    other.maxLevel == line.maxLevel, other.chance == line.chance,
                    entries[other.entry].pokemon?.id == pokemon, other.kinds.contains(kind),
                    sameConditions(other, without: kind, as: line, without: offset)
                else { continue }
                return (index, kind)
            }
        }
        return nil
    }

    /// Whether `other`'s conditions but those of `kind` are `line`'s but the one at `offset`,
    /// in order.
    private static func sameConditions(
        _ other: DraftLine, without kind: String, as line: DraftLine, without offset: Int
    ) -> Bool {
        var next = 0
        for (condition, of) in zip(other.conditions, other.kinds) where of != kind {
            if next == offset { next += 1 }
            guard next < line.conditions.count, line.conditions[next] == condition else { return false }
            next += 1
        }
        if next == offset { next += 1 }
        return next == line.conditions.count
    }
}

/// Positions by key, asked for in runs of one key (an area's lines, then the next area's): a
/// run's positions are held aside, and the table asked once a run rather than once a line
/// (for Pikachu's `where`, 419 hashes of 1 764).
struct PositionsInRuns {
    private var table: [Int: [Int]] = [:]
    private var key: Int?
    private var run: [Int] = []
    /// How many of `run` the table has: the rest are kept when the run ends.
    private var kept = 0

    /// The positions kept for `key`, in the order kept.
    mutating func positions(of key: Int) -> [Int] {
        select(key)
        return run
    }

    mutating func append(_ position: Int, to key: Int) {
        select(key)
        run.append(position)
    }

    private mutating func select(_ key: Int) {
        guard key != self.key else { return }
        if let held = self.key, run.count != kept { table[held] = run }
        self.key = key
        run = table[key] ?? []
        kept = run.count
    }
}

/// One group of encounters to show, with its place already named.
struct EncounterEntry {
    let areaID: Int
    let area: String
    let place: String
    let pokemon: PokemonRow?
    let group: EncounterGroup
    /// Its location's name, and what the area's name adds to it (`from Casseroya Lake`), when
    /// the area is a part of its location.
    var location: String?
    var qualifier: String?
}

/// Each method's and each set of conditions' names, worked out once for all lines.
struct LineNames {
    let names: EncounterNames
    private var methods: [Int: (name: String, display: String)] = [:]
    private var conditionSets: [[Int]: (names: [String], displays: [String], kinds: [String?])] = [:]
    /// The same by `packed(_:)`'s number, where there is one: hashing a number rather than an
    /// array was half of looking a set up, for each of hundreds of lines.
    private var packedSets: [Int: (names: [String], displays: [String], kinds: [String?])] = [:]

    init(names: EncounterNames) {
        self.names = names
    }

    mutating func method(_ id: Int) -> (name: String, display: String) {
        if let known = methods[id] { return known }
        let method = (names.methodName(id), names.methodDisplayName(id))
        methods[id] = method
        return method
    }

    private var versions: [Int: String] = [:]

    /// A group as PokeAPI writes it, by name: what JSON shows.
    mutating func record(_ group: EncounterGroup) -> EncounterRecord.Version {
        let version = versions[group.versionID] ?? names.version(group.versionID).name
        versions[group.versionID] = version
        return EncounterRecord.Version(
            version: version, maxChance: group.maxChance,
            details: group.details.map { detail in
                EncounterRecord.Version.Detail(
                    method: method(detail.methodID).name, minLevel: detail.minLevel, maxLevel: detail.maxLevel,
                    chance: detail.chance, conditions: conditions(detail.conditionIDs).names)
            })
    }

    mutating func conditions(_ ids: [Int]) -> (names: [String], displays: [String], kinds: [String?]) {
        // Most slots have none: nothing to hash.
        if ids.isEmpty { return ([], [], []) }
        let packed = Self.packed(ids)
        if let packed, let known = packedSets[packed] { return known }
        if packed == nil, let known = conditionSets[ids] { return known }
        let terms = ids.map(names.condition)
        let found = (
            terms.map(\.name), terms.map { EncounterNames.shortConditions[$0.name] ?? $0.displayName },
            terms.map { $0.group.isEmpty ? nil : $0.group }
        )
        if let packed { packedSets[packed] = found } else { conditionSets[ids] = found }
        return found
    }

    /// Up to four ids below 2¹⁵ (every condition's), in order, as one number: their count,
    /// then fifteen bits each. Nil for any other list.
    static func packed(_ ids: [Int]) -> Int? {
        guard ids.count <= 4 else { return nil }
        var key = ids.count
        for id in ids {
            guard id >= 0, id < 1 << 15 else { return nil }
            key = key << 15 | id
        }
        return key
    }
}
