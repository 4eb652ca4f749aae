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
    /// JSON, and finding each field's end apart, then reading it, took twice as long; a loop
    /// over every byte asking which field it is in, a quarter more than this one, which reads
    /// each number to its tab. Nil for a line of other than ten fields, or with a number that
    /// is not one.
    static func row(_ line: UnsafeBufferPointer<UInt8>) -> (id: Int, facts: ListFacts)? {
        var index = 0
        /// The number from `index` to its tab, `index` moved past the tab.
        func number() -> Int? {
            var value = 0
            var digits = 0
            while index < line.count {
                let byte = line[index]
                index &+= 1
                if byte == UInt8(ascii: "\t") { return digits > 0 ? value : nil }
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10, digits < 9 else { return nil }
                value = value &* 10 &+ Int(digit)
                digits &+= 1
            }
            return nil
        }
        guard let id = number(), let hp = number(), let attack = number(), let defense = number(),
            let specialAttack = number(), let specialDefense = number(), let speed = number(),
            let height = number(), let weight = number()
        else { return nil }
        var flags: (legendary: Bool, mythical: Bool, baby: Bool, fullyEvolved: Bool) = (false, false, false, false)
        for byte in line[index...] {
            switch byte {
            case UInt8(ascii: "\t"): return nil
            case UInt8(ascii: "L"): flags.legendary = true
            case UInt8(ascii: "M"): flags.mythical = true
            case UInt8(ascii: "B"): flags.baby = true
            case UInt8(ascii: "F"): flags.fullyEvolved = true
            default: break
            }
        }
        let facts = ListFacts(
            stats: BaseStats(
                hp: hp, attack: attack, defense: defense, specialAttack: specialAttack,
                specialDefense: specialDefense, speed: speed),
            heightDecimetres: height, weightHectograms: weight, isLegendary: flags.legendary,
            isMythical: flags.mythical, isBaby: flags.baby, isFullyEvolved: flags.fullyEvolved)
        return (id, facts)
    }
}
