import PokedexDomain
import PokedexJSON
import PokedexPresentation

/// `damage`: the calculator's line (and the rolls on request); one TSV row; JSON with each part.
enum DamageText {
    static func render(_ model: DamageViewModel, options: RenderOptions) -> String {
        let percent = { (value: Double) in DamageNotes.number(value) }
        if options.layout == .tabular, let survive = model.survive {
            // The answer alone: `neutral` and `raised`, each with its HP EVs, the stat's EVs, the
            // most damage and the HP (empty: none survives).
            // Typed step by step: as one expression, this took the type checker 1.8 s.
            let answers: [(name: String, spread: BulkSolver.Spread?)] = [
                ("neutral", survive.neutral), ("raised", survive.raised),
            ]
            var text = ""
            for (name, spread) in answers {
                var fields: [String] = [name]
                if let spread {
                    fields += [spread.hpEVs, spread.statEVs, spread.maxDamage, spread.hp].map { String($0) }
                } else {
                    fields += ["", "", "", ""]
                }
                text += fields.joined(separator: "\t") + "\n"
            }
            return text
        }
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
        if let survive = model.survive { lines += [""] + Self.survive(survive, options: options) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--survive`: a row for each kind of nature, with its EVs and what the attack can take.
    static func survive(_ answer: DamageViewModel.Survive, options: RenderOptions) -> [String] {
        let labels = options.labels
        let style = options.style
        let statName = labels.stat(answer.stat, english: answer.stat == "defense" ? "Defense" : "Sp. Def")
        let table = TextTable(
            header: [
                "", labels.say(.evsCount, labels.shortStat("hp", english: "HP")),
                labels.say(.evsCount, labels.shortStat(answer.stat, english: answer.statLabel)),
                labels.say(.mostDamage),
            ], alignments: [.left, .right, .right, .left], shrinks: 0)
        let rows = [
            (labels.say(.plainNature), answer.neutral),
            (labels.say(.natureRaising, statName), answer.raised),
        ].map { label, spread -> [TextTable.Cell] in
            guard let spread else {
                let none = labels.say(.noSpreadSurvives)
                return [
                    TextTable.Cell(label), TextTable.Cell(""), TextTable.Cell(""),
                    TextTable.Cell(none, styled: style.dim(none)),
                ]
            }
            let share = DamageNotes.number(Double(spread.maxDamage * 1000 / max(1, spread.hp)) / 10)
            return [
                TextTable.Cell(label), TextTable.Cell(String(spread.hpEVs)), TextTable.Cell(String(spread.statEVs)),
                TextTable.Cell(labels.say(.damageOfHP, String(spread.maxDamage), String(spread.hp), share)),
            ]
        }
        return [style.bold(labels.say(.surviveHeading))] + table.render(rows, style: style, width: options.width)
    }

    static func json(_ model: DamageViewModel) -> JSONValue {
        func side(_ side: DamageViewModel.Side) -> JSONValue {
            .object([
                (key: "written", value: .string(side.written)),
                (key: "name", value: .string(side.name)),
                (key: "types", value: .strings(side.types)),
                (key: "level", value: .int(side.level)),
                (key: "item", value: .string(orNull: side.item)),
                (key: "ability", value: .string(orNull: side.ability)),
                (key: "tera_type", value: .string(orNull: side.teraType)),
                (key: "status", value: .string(orNull: side.status)),
                (key: "stats", value: .object(side.stats.map { (key: $0.key, value: .int($0.value)) })),
                (key: "boosts", value: .object(side.boosts.map { (key: $0.key, value: .int($0.value)) })),
            ])
        }
        return .object(
            [
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
                            (key: "chance", value: .double(orNull: model.koChance)),
                            (key: "hits", value: .int(orNull: model.koHits)),
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
                        (key: "weather", value: .string(orNull: model.weather)),
                        (key: "terrain", value: .string(orNull: model.terrain)),
                        (key: "doubles", value: .bool(model.doubles)),
                    ])
                ),
            ] + (model.survive.map { [(key: "survive", value: survive($0))] } ?? []))
    }

    static func survive(_ answer: DamageViewModel.Survive) -> JSONValue {
        func spread(_ spread: BulkSolver.Spread?) -> JSONValue {
            guard let spread else { return .null }
            return .object([
                (key: "hp_evs", value: .int(spread.hpEVs)), (key: "stat_evs", value: .int(spread.statEVs)),
                (key: "max_damage", value: .int(spread.maxDamage)), (key: "hp", value: .int(spread.hp)),
            ])
        }
        return .object([
            (key: "stat", value: .string(answer.stat)),
            (key: "neutral", value: spread(answer.neutral)),
            (key: "raised", value: spread(answer.raised)),
            (key: "raising_nature", value: .string(answer.raisingNature)),
        ])
    }
}
