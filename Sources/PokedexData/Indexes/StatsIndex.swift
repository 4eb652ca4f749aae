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

    package static func encode(_ facts: ListFactsTable) -> String {
        var text = header + "\n"
        for id in facts.ids {
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
    package static func decode(_ data: Data, ids: Set<Int>? = nil) throws(RepositoryError) -> ListFactsTable {
        // A few Pokémon (a team, a comparison, a damage line) are found by halving the file.
        if let ids, ids.count <= 32, let found = halved(data, ids: ids) { return found }
        // Straight into the table, made at its size (the first row of an id kept): no list of
        // rows first, whose memory a start-up pays for in page faults. The rows are in id
        // order, each appended.
        var facts = ListFactsTable(minimumCapacity: ids?.count ?? 1400)
        var malformedLine: Int?
        let asked = ids.map(IDBits.init)
        IndexRows.forEachLine(data) { line, number in
            if let asked, let id = IndexRows.firstNumber(of: line), !asked.contains(id) { return true }
            guard let (id, row) = Self.row(line) else {
                malformedLine = number
                return false
            }
            facts.insert(row, for: id)
            return true
        }
        if let malformedLine {
            throw .malformed(resource: fileName, reason: "line \(malformedLine) is not a stats row")
        }
        return facts
    }

    /// The rows of `ids`, found by halving the file, which `encode` writes in id order with one
    /// row an id: some eleven lines read for each, where reading every line's id took 190 000
    /// instructions for a team of six. Nil when a line met is not a row, when the row of an id
    /// asked for has a neighbour out of order (of the same id, or none), or when an id is not
    /// found: then every line is read, and such a line reported as `decode` reports it. So a
    /// file in id order reads as every line would read it; one both out of order and with an
    /// id twice may give that id's other row; and a line that is not a row elsewhere, which
    /// reading every line reports, is not met.
    static func halved(_ data: Data, ids: Set<Int>) -> ListFactsTable? {
        data.withUnsafeBytes { raw -> ListFactsTable? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let newline = UInt8(ascii: "\n")
            let first =
                bytes.first == UInt8(ascii: "#") ? (bytes.firstIndex(of: newline).map { $0 + 1 } ?? bytes.count) : 0
            /// The id of the line from `start` to `end`, nil for a line that is not a row's.
            func id(from start: Int, to end: Int) -> Int? {
                IndexRows.firstNumber(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
            var facts = ListFactsTable(minimumCapacity: ids.count)
            for asked in ids {
                var (low, high) = (first, bytes.count)
                while low < high {
                    let start = IndexRows.lineStart(containing: low + (high - low) / 2, notBefore: low, in: bytes)
                    let end = IndexRows.lineEnd(from: start, before: high, in: bytes)
                    guard let found = id(from: start, to: end) else { return nil }
                    if found < asked {
                        low = end + 1
                    } else if found > asked {
                        high = start
                    } else {
                        guard let (_, stats) = row(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
                            return nil
                        }
                        if start > first {
                            let before = IndexRows.lineStart(containing: start - 1, notBefore: first, in: bytes)
                            guard let other = id(from: before, to: start - 1), other < asked else { return nil }
                        }
                        if end + 1 < bytes.count {
                            let after = IndexRows.lineEnd(from: end + 1, before: bytes.count, in: bytes)
                            guard let other = id(from: end + 1, to: after), other > asked else { return nil }
                        }
                        facts.insert(stats, for: asked)
                        break
                    }
                }
            }
            return facts.count == ids.count ? facts : nil
        }
    }

    /// One line's nine numbers (of up to nine digits each) and its flags, read in one loop over
    /// its bytes: the whole dex's stats are read for every filtered list and every list in
    /// JSON. Each number was read to its tab by a call of its own, 700 instructions a line; the
    /// loop that takes each byte as a digit or a number's end, 250. Nil for a line of other
    /// than ten fields, or with a number that is not one.
    static func row(_ line: UnsafeBufferPointer<UInt8>) -> (id: Int, facts: ListFacts)? {
        var numbers: (Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
        let flagsStart = withUnsafeMutableBytes(of: &numbers) { raw -> Int? in
            let slots = raw.assumingMemoryBound(to: Int.self)
            var (field, value, digits) = (0, 0, 0)
            for index in line.indices {
                let digit = line[index] &- UInt8(ascii: "0")
                if digit < 10 {
                    // Wrapping costs nothing: more than nine digits is no number.
                    value = value &* 10 &+ Int(digit)
                    digits &+= 1
                    continue
                }
                guard line[index] == UInt8(ascii: "\t"), digits > 0, digits <= 9 else { return nil }
                slots[field] = value
                field &+= 1
                if field == slots.count { return index &+ 1 }
                (value, digits) = (0, 0)
            }
            return nil
        }
        guard let flagsStart else { return nil }
        let (id, hp, attack, defense, specialAttack, specialDefense, speed, height, weight) = numbers
        var flags: (legendary: Bool, mythical: Bool, baby: Bool, fullyEvolved: Bool) = (false, false, false, false)
        for byte in line[flagsStart...] {
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
