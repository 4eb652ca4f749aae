import FoundationEssentials
import PokedexDomain

/// The generated index of every move's facts (`pokedex-moves.tsv`), machines included.
///
///     # id  name  display_name  type  damage_class  power  accuracy  pp  priority  target
///     #     generation  effect_chance  machines
///     85    thunderbolt  Thunderbolt  electric  special  90  100  15  0  selected-pokemon  1  10
///           red-blue:tm24,yellow:tm24,…
package enum MoveIndex {
    package static let fileName = "pokedex-moves.tsv"
    static let header =
        "# id\tname\tdisplay_name\ttype\tdamage_class\tpower\taccuracy\tpp\tpriority\ttarget\tgeneration"
        + "\teffect_chance\tmachines"

    package static func encode(_ moves: [Move]) -> String {
        var text = header + "\n"
        for move in moves.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(move.id), move.name, move.displayName, move.type, move.damageClass,
                IndexRows.field(move.power), IndexRows.field(move.accuracy), IndexRows.field(move.pp),
                String(move.priority), move.target, String(move.generation), IndexRows.field(move.effectChance),
                move.machines.map { "\($0.versionGroup):\($0.item)" }.joined(separator: ","),
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [Move] {
        try table.decode(data, reserving: 1000)
    }

    /// The rows of `ids` alone: the other lines are passed over at their first field.
    static func decode(_ data: Data, ids: Set<Int>) throws(RepositoryError) -> [Move] {
        try table.decode(data, keep: IndexRows.keeping(ids: ids))
    }

    static let table = IndexRows.Table<Move>(file: fileName, fieldCount: 13, rowKind: "a move row") { fields in
        guard let id = fields.number(0), let power = fields.optionalNumber(5),
            let accuracy = fields.optionalNumber(6), let pp = fields.optionalNumber(7),
            let priority = fields.signedNumber(8), let generation = fields.number(10),
            let chance = fields.optionalNumber(11)
        else { return nil }
        // The machines are checked here and unpacked only when asked for.
        guard MachineList.isPacked(fields.bytes(12)) else { return nil }
        return Move(
            id: id, name: fields.string(1), displayName: fields.string(2), type: fields.string(3),
            damageClass: fields.string(4), power: power, accuracy: accuracy, pp: pp, priority: priority,
            target: fields.string(9), generation: generation, effectChance: chance,
            machineList: MachineList(packed: fields.string(12)))
    }
}
