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
        // Straight into the table, made at its size (the first row of an id kept): no list of
        // rows first, whose memory a start-up pays for in page faults.
        var facts = [Int: ListFacts](minimumCapacity: ids?.count ?? 1400)
        var malformedLine: Int?
        let asked = ids.map(IDBits.init)
        // The rows are in id order: a row after the last kept is new, and kept at one lookup
        // (whether its id is kept already was one more for each of the 1 351 rows).
        var last = Int.min
        IndexRows.forEachLine(data) { line, number in
            if let asked, let id = IndexRows.firstNumber(of: line), !asked.contains(id) { return true }
            guard let (id, row) = Self.row(line) else {
                malformedLine = number
                return false
            }
            if id > last {
                facts[id] = row
                last = id
            } else if facts[id] == nil {
                facts[id] = row
            }
            return true
        }
        if let malformedLine {
            throw .malformed(resource: fileName, reason: "line \(malformedLine) is not a stats row")
        }
        return facts
    }

    /// One line's nine numbers (of up to nine digits each) and its flags, read in one pass over
    /// its bytes: the whole dex's stats are read for every filtered list and every list in
    /// JSON, and finding each field's end apart, then reading it, took twice as long. Nil for
    /// a line of other than ten fields, or with a number that is not one.
    static func row(_ line: UnsafeBufferPointer<UInt8>) -> (id: Int, facts: ListFacts)? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 9) { numbers -> (id: Int, facts: ListFacts)? in
            var field = 0
            var value = 0
            var digits = 0
            var flags: (legendary: Bool, mythical: Bool, baby: Bool, fullyEvolved: Bool) = (false, false, false, false)
            for byte in line {
                if field == 9 {
                    switch byte {
                    case UInt8(ascii: "\t"): return nil
                    case UInt8(ascii: "L"): flags.legendary = true
                    case UInt8(ascii: "M"): flags.mythical = true
                    case UInt8(ascii: "B"): flags.baby = true
                    case UInt8(ascii: "F"): flags.fullyEvolved = true
                    default: break
                    }
                } else if byte == UInt8(ascii: "\t") {
                    guard digits > 0 else { return nil }
                    numbers[field] = value
                    field += 1
                    (value, digits) = (0, 0)
                } else {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                }
            }
            guard field == 9 else { return nil }
            let facts = ListFacts(
                stats: BaseStats(
                    hp: numbers[1], attack: numbers[2], defense: numbers[3], specialAttack: numbers[4],
                    specialDefense: numbers[5], speed: numbers[6]),
                heightDecimetres: numbers[7], weightHectograms: numbers[8], isLegendary: flags.legendary,
                isMythical: flags.mythical, isBaby: flags.baby, isFullyEvolved: flags.fullyEvolved)
            return (numbers[0], facts)
        }
    }
}
