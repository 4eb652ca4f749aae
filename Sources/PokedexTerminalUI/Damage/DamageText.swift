import PokedexDomain
import PokedexJSON
import PokedexPresentation

/// `damage`: the calculator's line (and the rolls on request); one TSV row; JSON with each part.
enum DamageText {
    static func render(_ model: DamageViewModel, options: RenderOptions) -> String {
        let percent = { (value: Double) in DamageNotes.number(value) }
        if options.layout == .tabular {
            let fields = [
                model.description, String(model.low), String(model.high), percent(model.lowPercent),
                percent(model.highPercent), model.koText,
            ]
            return fields.map { $0.replacing("\t", with: " ") }.joined(separator: "\t") + "\n"
        }
        let style = options.style
        var text =
            model.description.terminalSafe + ": " + style.bold("\(model.low)-\(model.high)")
            + " (\(percent(model.lowPercent)) - \(percent(model.highPercent))%)"
        if !model.koText.isEmpty { text += " -- " + model.koText }
        var lines = [text]
        if model.showRolls {
            for (index, rolls) in model.rolls.enumerated() {
                let label = model.rolls.count == 1 ? "Rolls" : "Hit \(index + 1)"
                lines.append(style.dim(label + ":") + " " + rolls.map(String.init).joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ model: DamageViewModel) -> JSONValue {
        func side(_ side: DamageViewModel.Side) -> JSONValue {
            .object([
                (key: "written", value: .string(side.written)),
                (key: "name", value: .string(side.name)),
                (key: "types", value: .array(side.types.map(JSONValue.string))),
                (key: "level", value: .int(side.level)),
                (key: "item", value: side.item.map(JSONValue.string) ?? .null),
                (key: "ability", value: side.ability.map(JSONValue.string) ?? .null),
                (key: "tera_type", value: side.teraType.map(JSONValue.string) ?? .null),
                (key: "status", value: side.status.map(JSONValue.string) ?? .null),
                (key: "stats", value: .object(side.stats.map { (key: $0.key, value: .int($0.value)) })),
                (key: "boosts", value: .object(side.boosts.map { (key: $0.key, value: .int($0.value)) })),
            ])
        }
        return .object([
            (key: "description", value: .string(model.description)),
            (key: "line", value: .string(model.line)),
            (
                key: "damage",
                value: .object([(key: "min", value: .int(model.low)), (key: "max", value: .int(model.high))])
            ),
            (
                key: "percent",
                value: .object([
                    (key: "min", value: .double(model.lowPercent)), (key: "max", value: .double(model.highPercent)),
                ])
            ),
            (
                key: "ko",
                value: model.koText.isEmpty
                    ? .null
                    : .object([
                        (key: "text", value: .string(model.koText)),
                        (key: "chance", value: model.koChance.map(JSONValue.double) ?? .null),
                        (key: "hits", value: model.koHits.map(JSONValue.int) ?? .null),
                    ])
            ),
            (key: "rolls", value: .array(model.rolls.map { .array($0.map(JSONValue.int)) })),
            (
                key: "move",
                value: .object([
                    (key: "name", value: .string(model.moveName)),
                    (key: "display_name", value: .string(model.moveDisplayName)),
                    (key: "type", value: .string(model.moveType)),
                    (key: "category", value: .string(model.category)),
                    (key: "hits", value: .int(model.hits)),
                    (key: "critical", value: .bool(model.critical)),
                ])
            ),
            (key: "attacker", value: side(model.attacker)),
            (key: "defender", value: side(model.defender)),
            (
                key: "field",
                value: .object([
                    (key: "weather", value: model.weather.map(JSONValue.string) ?? .null),
                    (key: "terrain", value: model.terrain.map(JSONValue.string) ?? .null),
                    (key: "doubles", value: .bool(model.doubles)),
                ])
            ),
        ])
    }
}
