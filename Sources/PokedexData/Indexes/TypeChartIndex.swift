import FoundationEssentials
import PokedexDomain

/// Every type's damage relations in one small generated file (`pokedex-type-chart.tsv`), for
/// the commands that need them all at once (`team`, `chart`) and for `show`'s defences:
///
///     # type  double_from  half_from  none_from  double_to  half_to  none_to
///     fire    ground,rock,water  bug,steel,fire,grass,ice,fairy  …
package enum TypeChartIndex {
    package static let fileName = "pokedex-type-chart.tsv"
    static let header = "# type\tdouble_from\thalf_from\tnone_from\tdouble_to\thalf_to\tnone_to"

    package static func encode(_ chart: [TypeRelations]) -> String {
        var text = header + "\n"
        for type in chart.sorted(by: { $0.name < $1.name }) {
            text += IndexRows.line(
                [type.name]
                    + [
                        type.doubleDamageFrom, type.halfDamageFrom, type.noDamageFrom, type.doubleDamageTo,
                        type.halfDamageTo, type.noDamageTo,
                    ].map { $0.joined(separator: ",") })
        }
        return text
    }

    static func decode(_ data: Data) throws(RepositoryError) -> [String: TypeRelations] {
        let rows = try IndexRows.parse(data, fieldCount: 7, file: fileName, rowKind: "a type row", row: row)
        return Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The rows of `types` alone (`show`'s defences need a Pokémon's own one or two, of
    /// eighteen): the other lines are looked at, not read. By name, the first row of a name.
    static func decode(_ data: Data, types: Set<String>) throws(RepositoryError) -> [String: TypeRelations] {
        let wanted = types.map { Array($0.utf8) }
        let rows = try IndexRows.parse(
            data, fieldCount: 7, file: fileName, rowKind: "a type row",
            keep: { line in
                let name = line.prefix { $0 != UInt8(ascii: "\t") }
                return wanted.contains { name.elementsEqual($0) }
            }, row: row)
        return Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The chart as a matrix of what each type does to each, read on the bytes: no list of
    /// names is made, and each name is found among the few read before by its bytes (decoded
    /// and hashed, the chart and its matrix were 290 000 instructions of `team`'s 5 million).
    /// As `TypeMatrix(decode(data))`: the first row of a name counts, and of a name in two of a
    /// row's lists, no damage over double over half. Names are the same when their bytes are
    /// (the generated chart's are ASCII); two spellings of one name in other normal forms
    /// would be two types here.
    static func matrix(_ data: Data) throws(RepositoryError) -> TypeMatrix {
        var names: [[UInt8]] = []
        var rows: [(defending: Int, half: [Int], double: [Int], none: [Int])] = []
        var defended = Set<Int>()
        var ranges: [Range<Int>] = []
        var malformedLine: Int?
        func place(_ name: UnsafeBufferPointer<UInt8>) -> Int {
            if let found = names.firstIndex(where: { known in known.withUnsafeBufferPointer { IndexRows.same($0, name) }
            }) {
                return found
            }
            names.append(Array(name))
            return names.count - 1
        }
        func places(_ list: UnsafeBufferPointer<UInt8>) -> [Int] {
            list.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true).map {
                place(UnsafeBufferPointer(rebasing: $0))
            }
        }
        IndexRows.forEachLine(data) { line, number in
            IndexRows.split(line, into: &ranges)
            guard ranges.count == 7 else {
                malformedLine = number
                return false
            }
            let fields = IndexRows.Fields(line: line, ranges: ranges)
            let defending = place(fields.bytes(0))
            // A row of a name read before is left out whole, as the chart leaves it.
            guard defended.insert(defending).inserted else { return true }
            let lists = (1...3).map { places(fields.bytes($0)) }
            rows.append((defending, half: lists[1], double: lists[0], none: lists[2]))
            return true
        }
        if let malformedLine { throw .malformed(resource: fileName, reason: "line \(malformedLine) is not a type row") }
        let count = names.count
        var factors = [Double](repeating: 1, count: count * count)
        for row in rows {
            for (attackers, factor) in [(row.half, 0.5), (row.double, 2), (row.none, 0)] {
                for attacking in attackers { factors[attacking * count + row.defending] = factor }
            }
        }
        guard let matrix = TypeMatrix(names: names.map { String(decoding: $0, as: UTF8.self) }, factors: factors)
        else { throw .malformed(resource: fileName, reason: "its types do not make a square") }
        return matrix
    }

    private static func row(_ fields: IndexRows.Fields) -> TypeRelations? {
        TypeRelations(
            name: fields.string(0), doubleDamageFrom: fields.list(1), halfDamageFrom: fields.list(2),
            noDamageFrom: fields.list(3), doubleDamageTo: fields.list(4), halfDamageTo: fields.list(5),
            noDamageTo: fields.list(6))
    }
}
