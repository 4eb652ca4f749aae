import PokedexDomain

/// The games' machines where PokeAPI's are not the games': what `make fixtures` puts in place
/// of them.
package enum GameMachines {
    /// One machine: a move taught in a game by an item (`tm26`).
    package struct Entry: Sendable, Hashable {
        package let versionGroup: String
        package let item: String
        package let moveID: Int

        package init(versionGroup: String, item: String, moveID: Int) {
            self.versionGroup = versionGroup
            self.item = item
            self.moveID = moveID
        }
    }

    static let bdsp = "brilliant-diamond-shining-pearl"

    /// `entries` with Brilliant Diamond/Shining Pearl's machines as those games number them, and
    /// Mega Dimension's TMs among Legends: Z-A's.
    ///
    /// PokeAPI lists for Brilliant Diamond/Shining Pearl only the TMs that differ from
    /// Platinum's (TM10 Work Up…) and Platinum's eight HMs. The games have no HMs: their TMs are
    /// Platinum's TM01–TM92 with those changes, then the former HMs, in order, as TM93–TM100
    /// (Cut … Rock Climb). (PKHeX's list of the games' TMs, `PersonalInfo8BDSP.MachineMoves`,
    /// says the same; `make verify` holds the bundle to it.)
    ///
    /// Legends: Z-A's TM list runs on into Mega Dimension's (TM108–TM160): a player of the game
    /// with its part sees one list, and its learnsets name them all.
    package static func correcting(_ entries: [Entry]) -> [Entry] {
        let platinum = entries.filter { $0.versionGroup == "platinum" }
        let own = Dictionary(
            entries.filter { $0.versionGroup == bdsp && $0.item.hasPrefix("tm") }.map { ($0.item, $0) },
            uniquingKeysWith: { first, _ in first })
        var bdspEntries: [Entry] = []
        for machine in platinum.sorted(by: { order($0.item) < order($1.item) }) {
            if machine.item.hasPrefix("tm") {
                bdspEntries.append(
                    own[machine.item]
                        ?? Entry(versionGroup: bdsp, item: machine.item, moveID: machine.moveID))
            } else if machine.item.hasPrefix("hm"), let number = Int(machine.item.dropFirst(2)) {
                bdspEntries.append(Entry(versionGroup: bdsp, item: item(92 + number), moveID: machine.moveID))
            }
        }
        let megaDimension = entries.filter { $0.versionGroup == "mega-dimension" }.map {
            Entry(versionGroup: "legends-za", item: $0.item, moveID: $0.moveID)
        }
        return entries.filter { $0.versionGroup != bdsp } + bdspEntries + megaDimension
    }

    /// `tm07`, `tm100`: the way PokeAPI writes a TM's item.
    static func item(_ number: Int) -> String { number < 10 ? "tm0\(number)" : "tm\(number)" }

    /// HMs after TMs, each by its number.
    private static func order(_ item: String) -> Int {
        (item.hasPrefix("hm") ? 1000 : 0) + (Int(item.dropFirst(2)) ?? 0)
    }
}

/// Legends: Z-A's learnsets (`learnsets/za.tsv`) as PokeAPI-shaped learnsets of the
/// `legends-za` version group, which PokeAPI has none of.
package enum LumioseLearnsets {
    /// A form that maps to no Pokémon: the generator's error.
    struct UnmappedForms: Error, CustomStringConvertible {
        let forms: [String]
        var description: String {
            "learnsets/za.tsv: \(forms.count) species/form pairs map to no PokeAPI Pokémon: "
                + forms.joined(separator: ", ")
        }
    }

    /// `pokemon(species, form)`: the PokeAPI Pokémon of a game's form. Forms that only look
    /// different are one Pokémon: their moves are one learnset. Level-up moves by level (in the
    /// file's order within one), each with the level it turns Plus at; then TMs.
    ///
    /// The game's table has forms PokeAPI lists no Pokémon for (Dipplin 1, the Loyal Three's 1,
    /// Poltchageist's and Sinistcha's 2) whose moves are, row for row, another form's of the
    /// species: those are left out, and named in `skipped`. Any other form that maps to nothing
    /// is an error.
    package static func learnsets(
        _ rows: [LumioseLearnsetRow], pokemon: (Int, Int) -> Int?
    ) throws -> (learnsets: [Learnset], skipped: [String]) {
        var byForm: [[Int]: [String]] = [:]
        for row in rows {
            byForm[[row.species, row.form], default: []].append("\(row.method.rawValue):\(row.move):\(row.level ?? -1)")
        }
        var skipped: [String] = []
        for (key, moves) in byForm where pokemon(key[0], key[1]) == nil {
            let twin = byForm.contains { other, theirs in
                other[0] == key[0] && other[1] != key[1] && pokemon(other[0], other[1]) != nil && theirs == moves
            }
            if twin { skipped.append("\(key[0])/\(key[1])") }
        }
        let left = Set(skipped)
        var levelUp: [Int: [(level: Int, move: Int)]] = [:]
        var plus: [Int: [Int: Int]] = [:]
        var machines: [Int: [Int]] = [:]
        var unmapped: Set<String> = []
        var order: [Int] = []
        // Forms that only look different are one Pokémon: its moves are its first form's (the
        // table's forms of one may differ by a level: Spewpa 11 turns Protect Plus at 10).
        var claimed: [Int: Int] = [:]
        for row in rows where !left.contains("\(row.species)/\(row.form)") {
            guard let id = pokemon(row.species, row.form) else {
                unmapped.insert("\(row.species)/\(row.form)")
                continue
            }
            if claimed[id] == nil { claimed[id] = row.form }
            guard claimed[id] == row.form else { continue }
            if levelUp[id] == nil, plus[id] == nil, machines[id] == nil { order.append(id) }
            switch row.method {
            case .levelUp:
                let entry = (level: row.level ?? 0, move: row.move)
                if !(levelUp[id] ?? []).contains(where: { $0 == entry }) { levelUp[id, default: []].append(entry) }
            case .plus: plus[id, default: [:]][row.move] = row.level ?? 0
            case .machine: if !(machines[id] ?? []).contains(row.move) { machines[id, default: []].append(row.move) }
            }
        }
        guard unmapped.isEmpty else { throw UnmappedForms(forms: unmapped.sorted()) }
        let learnsets = order.sorted().map { id in
            let sorted = (levelUp[id] ?? []).enumerated().sorted {
                ($0.element.level, $0.offset) < ($1.element.level, $1.offset)
            }
            let moves =
                sorted.map {
                    LearnedMove(
                        moveID: $0.element.move, method: .levelUp, level: $0.element.level,
                        plusLevel: plus[id]?[$0.element.move])
                } + (machines[id] ?? []).map { LearnedMove(moveID: $0, method: .machine) }
            return Learnset(pokemonID: id, versionGroup: "legends-za", moves: moves)
        }
        return (learnsets, skipped.sorted())
    }
}
