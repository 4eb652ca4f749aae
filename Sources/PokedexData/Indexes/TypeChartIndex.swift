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

    private static func row(_ fields: IndexRows.Fields) -> TypeRelations? {
        TypeRelations(
            name: fields.string(0), doubleDamageFrom: fields.list(1), halfDamageFrom: fields.list(2),
            noDamageFrom: fields.list(3), doubleDamageTo: fields.list(4), halfDamageTo: fields.list(5),
            noDamageTo: fields.list(6))
    }
}
