import FoundationEssentials
import PokedexDomain

/// The generated index of what `list --where` and `--sort` read (`pokedex-stats.tsv`): every
/// Pokémon's base stats, height, weight and its species' status.
///
///     # id  hp  attack  defense  special_attack  special_defense  speed  height  weight  flags
///     150   106  110  90  154  90  130  20  1220  LF
///
/// Flags: `L` legendary, `M` mythical, `B` baby, `F` fully evolved.
package enum StatsIndex {
    package static let fileName = "pokedex-stats.tsv"
    static let header =
        "# id\thp\tattack\tdefense\tspecial_attack\tspecial_defense\tspeed\theight\tweight\tflags"

    package static func encode(_ facts: [Int: ListFacts]) -> String {
        var text = header + "\n"
        for id in facts.keys.sorted() {
            guard let facts = facts[id] else { continue }
            let stats = facts.stats
            let flags = [
                facts.isLegendary ? "L" : "", facts.isMythical ? "M" : "", facts.isBaby ? "B" : "",
                facts.isFullyEvolved ? "F" : "",
            ].joined()
            text += IndexRows.line(
                [
                    id, stats.hp, stats.attack, stats.defense, stats.specialAttack, stats.specialDefense, stats.speed,
                    facts.heightDecimetres, facts.weightHectograms,
                ].map(String.init) + [flags])
        }
        return text
    }

    /// Every row, or (with `ids`) only those of these Pokémon: the other lines are passed over
    /// at their first field.
    package static func decode(_ data: Data, ids: Set<Int>? = nil) throws(RepositoryError) -> [Int: ListFacts] {
        let keep = ids.map(IndexRows.keeping(ids:))
        // Straight into the table, made at its size (the first row of an id kept): no list of
        // rows first, whose memory a start-up pays for in page faults.
        var facts = [Int: ListFacts](minimumCapacity: ids?.count ?? 1400)
        _ = try IndexRows.parse(
            data, fieldCount: 10, file: fileName, rowKind: "a stats row", reserving: ids?.count ?? 1400, keep: keep
        ) { fields -> Bool? in
            guard let id = fields.number(0), let hp = fields.number(1), let attack = fields.number(2),
                let defense = fields.number(3), let specialAttack = fields.number(4),
                let specialDefense = fields.number(5), let speed = fields.number(6), let height = fields.number(7),
                let weight = fields.number(8)
            else { return nil }
            let flags = fields.bytes(9)
            guard facts[id] == nil else { return true }
            facts[id] = ListFacts(
                stats: BaseStats(
                    hp: hp, attack: attack, defense: defense, specialAttack: specialAttack,
                    specialDefense: specialDefense, speed: speed),
                heightDecimetres: height, weightHectograms: weight,
                isLegendary: flags.contains(UInt8(ascii: "L")), isMythical: flags.contains(UInt8(ascii: "M")),
                isBaby: flags.contains(UInt8(ascii: "B")), isFullyEvolved: flags.contains(UInt8(ascii: "F")))
            return true
        }
        return facts
    }
}
