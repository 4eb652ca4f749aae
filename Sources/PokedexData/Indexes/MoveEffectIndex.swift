import FoundationEssentials
import PokedexDomain

/// The generated index of what every move does, as facts (`pokedex-move-effects.tsv`): read
/// only by `move`, so the commands that list moves do not pay for it.
///
///     # id  category  ailment  ailment_chance  drain  healing  crit_rate  flinch_chance
///     #     stat_chance  stat_changes  hits  turns  past_values
///     85    damage-ailment  paralysis  10  0  0  0  0  0      x-y:95::::
///     14    net-good-stats   0  0  0  0  0  0  attack:2
///
/// `stat_changes` is `stat:stages,…`; `hits` and `turns` are `low-high`; `past_values` is
/// `game:power:accuracy:pp:type:effect_chance,…` with an empty part for what did not change.
package enum MoveEffectIndex {
    package static let fileName = "pokedex-move-effects.tsv"
    static let header =
        "# id\tcategory\tailment\tailment_chance\tdrain\thealing\tcrit_rate\tflinch_chance\tstat_chance"
        + "\tstat_changes\thits\tturns\tpast_values"

    package static func encode(_ effects: [MoveEffect]) -> String {
        var text = header + "\n"
        func range(_ range: ClosedRange<Int>?) -> String {
            range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? ""
        }
        for effect in effects.sorted(by: { $0.moveID < $1.moveID }) {
            let past = effect.pastValues.map { past in
                [
                    past.changedIn, IndexRows.field(past.power), IndexRows.field(past.accuracy),
                    IndexRows.field(past.pp), past.type ?? "", IndexRows.field(past.effectChance),
                ].joined(separator: ":")
            }
            text += IndexRows.line([
                String(effect.moveID), effect.category ?? "", effect.ailment ?? "", String(effect.ailmentChance),
                String(effect.drain), String(effect.healing), String(effect.critRate), String(effect.flinchChance),
                String(effect.statChance),
                effect.statChanges.map { "\($0.stat):\($0.change)" }.joined(separator: ","),
                range(effect.hits), range(effect.turns), past.joined(separator: ","),
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [MoveEffect] {
        try IndexRows.parse(data, fieldCount: 13, file: fileName, rowKind: "a move effect row") { fields in
            row(fields)
        }
    }

    /// One move's row alone; the lines of others are passed over at their first field, and
    /// reading stops at the first past it (the file is in id order).
    package static func effect(of moveID: Int, in data: Data) throws(RepositoryError) -> MoveEffect? {
        let key = Array(String(moveID).utf8)
        return try IndexRows.parse(
            data, fieldCount: 13, file: fileName, rowKind: "a move effect row",
            keep: { IndexRows.firstField(of: $0, is: key) },
            stop: IndexRows.stopping(past: moveID), row: row
        ).first
    }

    private static func row(_ fields: IndexRows.Fields) -> MoveEffect? {
        guard let id = fields.number(0), let ailmentChance = fields.number(3), let drain = fields.signedNumber(4),
            let healing = fields.signedNumber(5), let critRate = fields.number(6),
            let flinchChance = fields.number(7), let statChance = fields.number(8)
        else { return nil }
        var changes: [MoveEffect.StatChange] = []
        for part in fields.list(9) {
            let pair = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pair.count == 2, let change = Int(pair[1]) else { return nil }
            changes.append(MoveEffect.StatChange(stat: String(pair[0]), change: change))
        }
        var past: [MoveEffect.PastValues] = []
        for part in fields.list(12) {
            let values = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard values.count == 6 else { return nil }
            func number(_ text: String) -> Int?? { text.isEmpty ? .some(nil) : Int(text).map { .some($0) } }
            guard let power = number(values[1]), let accuracy = number(values[2]), let pp = number(values[3]),
                let chance = number(values[5])
            else { return nil }
            past.append(
                MoveEffect.PastValues(
                    changedIn: values[0], power: power, accuracy: accuracy, pp: pp,
                    type: values[4].isEmpty ? nil : values[4], effectChance: chance))
        }
        guard let hits = range(fields, 10), let turns = range(fields, 11) else { return nil }
        func text(_ field: Int) -> String? { fields.isEmpty(field) ? nil : fields.string(field) }
        return MoveEffect(
            moveID: id, category: text(1), ailment: text(2), ailmentChance: ailmentChance, drain: drain,
            healing: healing, critRate: critRate, flinchChance: flinchChance, statChance: statChance,
            statChanges: changes, hits: hits, turns: turns, pastValues: past)
    }

    /// `2-5` → 2...5; `.some(nil)` for an empty field; nil for anything else.
    private static func range(_ fields: IndexRows.Fields, _ field: Int) -> ClosedRange<Int>?? {
        guard !fields.isEmpty(field) else { return .some(nil) }
        let bounds = fields.string(field).split(separator: "-").compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] <= bounds[1] else { return nil }
        return .some(bounds[0]...bounds[1])
    }
}
