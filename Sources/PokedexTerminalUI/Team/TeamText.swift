import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `team`: the members, then each attacking type against each member with how many are weak,
/// resist or are immune, then which types the members' moves hit super-effectively.
enum TeamText {
    static func render(_ model: TeamViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular, !model.matchups.isEmpty {
            // With --vs and an export, the matchups alone: a row for each member and Pokémon raced.
            return TeamMatchupsText.rows(model)
        }
        if options.layout == .tabular {
            // One row per attacking type: type, each member's multiplier as a number a script
            // reads (0.5, not ×½), weak, resist, immune.
            return model.defense.map { row in
                ([row.type] + row.multipliers.map(Self.decimal)
                    + [row.weak, row.resist, row.immune].map(String.init))
                    .joined(separator: "\t") + "\n"
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        var lines = [style.bold(labels.say(.team)) + style.dim(labels.parenthesized(String(model.members.count)))]
        func label(_ member: TeamViewModel.Member) -> String {
            (member.name == member.displayName ? member.name : "\(member.name) (\(member.displayName))").terminalSafe
        }
        let nameWidth = min(28, model.members.map { TextWidth.columns(label($0)) }.max() ?? 8)
        for member in model.members {
            var parts = [Renderer.types(member.types, style: style, labels: labels)]
            if let ability = member.abilityDisplayName { parts.append(ability.terminalSafe) }
            if let item = member.itemDisplayName { parts.append("@ " + item.terminalSafe) }
            if let nature = member.natureDisplayName { parts.append(nature.terminalSafe) }
            if let tera = member.teraType { parts.append(TextWidth.keptWhole(labels.say(.tera, labels.type(tera)))) }
            lines.append(
                "  " + style.bold(TextWidth.pad(TextWidth.truncate(label(member), to: nameWidth), to: nameWidth))
                    + "  " + parts.joined(separator: style.dim(" · ")))
            if member.stats.count == 6 {
                let names = BattleStat.allCases.map { labels.shortStat($0.snakeName, english: $0.short) }
                let text = zip(names, member.stats).map { "\($0) \($1)" }.joined(separator: "  ")
                lines.append(TextWidth.spaces(nameWidth + 4) + style.dim(text))
            }
            if !member.moves.isEmpty {
                lines += TextWidth.wrap(
                    member.moveDisplayNames.joined(separator: labels.separator).terminalSafe,
                    to: max(20, options.width - nameWidth - 6)
                ).map { TextWidth.spaces(nameWidth + 4) + style.dim($0) }
            }
        }
        if let english = model.legalityGame {
            let game = labels.game(model.legalityGameName ?? "", english: english)
            let problems = model.legalityProblems
            let counted: Phrase =
                options.notesInline
                ? (labels.isOne(problems) ? .oneProblemBelow : .problemsBelow)
                : (labels.isOne(problems) ? .oneProblem : .problems)
            let verdict = problems == 0 ? labels.say(.keepsRules, game) : labels.say(counted, String(problems), game)
            lines.append("")
            lines.append(
                style.bold(labels.say(.legality)) + "  " + (problems == 0 ? verdict : style.color(verdict, 203)))
        }
        if let format = model.formatDisplayName {
            let problems = model.formatProblems.count
            let counted: Phrase =
                options.notesInline
                ? (labels.isOne(problems) ? .oneProblemBelow : .problemsBelow)
                : (labels.isOne(problems) ? .oneProblem : .problems)
            let verdict =
                problems == 0 ? labels.say(.keepsRules, format) : labels.say(counted, String(problems), format)
            if model.legalityGame == nil { lines.append("") }
            lines.append(
                style.bold(labels.say(Word.format)) + "  " + (problems == 0 ? verdict : style.color(verdict, 203)))
        }
        if options.notesInline {
            for warning in model.warnings {
                lines += TextWidth.wrap(warning.terminalSafe, to: max(20, options.width - 2)).map {
                    "  " + style.color($0, 203)
                }
            }
        }
        if !model.speedTiers.isEmpty {
            lines.append("")
            let speed = labels.stat("speed", english: "Speed")
            let order = labels.say(.speedOrder)
            lines.append(style.bold(speed) + style.dim((order.hasPrefix("（") ? "" : " ") + order))
            let table = TextTable(
                header: ["", speed, labels.say(.scarf), "+1", "−1", labels.say(.tailwind), labels.say(.paralysed)],
                alignments: [.left, .right, .right, .right, .right, .right, .right], shrinks: 0)
            lines += table.render(
                model.speedTiers.map { tier in
                    // A Pokémon raced with --vs: dim, with its spread.
                    let name =
                        (tier.opponentNature.map { "vs " + tier.name + " (252\($0) Spe)" } ?? tier.name).terminalSafe
                    return [TextTable.Cell(name, styled: tier.opponentNature == nil ? name : style.dim(name))]
                        + [tier.speed, tier.scarf, tier.plusOne, tier.minusOne, tier.tailwind, tier.paralysis].map {
                            TextTable.Cell(String($0))
                        }
                }, style: style, width: options.width)
        }
        lines += TeamMatchupsText.lines(model, options: options)
        lines.append("")
        lines.append(style.bold(labels.say(.defence)))
        // A member with a Tera type has a second column: itself terastallized (`✦Ste`, `✦はが`).
        // Where the two do not fit the width together, the Tera columns are a table of their own.
        struct Column {
            let header: String
            /// Its member's name, short: the Tera table's header.
            let member: String
            let value: (TeamViewModel.Defense) -> Double?
            let isTera: Bool
        }
        var columns: [Column] = []
        for (index, member) in model.members.enumerated() {
            columns.append(
                Column(
                    header: TextWidth.truncate(member.displayName.terminalSafe, to: 5),
                    member: TextWidth.truncate(member.displayName.terminalSafe, to: 5),
                    value: { index < $0.multipliers.count ? $0.multipliers[index] : nil }, isTera: false))
            if model.defense.first?.teraMultipliers.indices.contains(index) == true,
                model.defense.first?.teraMultipliers[index] != nil, let tera = member.teraType
            {
                columns.append(
                    Column(
                        header: TextWidth.truncate("✦" + labels.type(tera), to: 5, ellipsis: false),
                        member: TextWidth.truncate(member.displayName.terminalSafe, to: 5),
                        value: { index < $0.teraMultipliers.count ? $0.teraMultipliers[index] : nil }, isTera: true))
            }
        }
        func table(_ shown: [Column], counts: Bool, byMember: Bool = false) -> [String] {
            let header =
                [""] + shown.map { byMember ? $0.member : $0.header }
                + (counts ? [Phrase.weak, .resistShort, .immuneShort].map(labels.say) : [])
            let table = TextTable(
                header: header, alignments: [.left] + Array(repeating: .right, count: header.count - 1), shrinks: 0,
                tightens: true)
            return table.render(
                model.defense.map { row in
                    let flag = row.isFlagged ? " ⚠" : ""
                    return [
                        TextTable.Cell(
                            labels.type(row.type) + flag,
                            styled: style.type(labels.type(row.type), row.type) + style.color(flag, 203))
                    ]
                        + shown.map { column in
                            let text = column.value(row).map(CompareText.label) ?? ""
                            return TextTable.Cell(text, styled: column.value(row) == 1 ? style.dim(text) : text)
                        }
                        + (counts ? [row.weak, row.resist, row.immune].map { TextTable.Cell(String($0)) } : [])
                }, style: style, width: options.width)
        }
        let together = table(columns, counts: true)
        let hasTera = columns.contains(where: \.isTera)
        if hasTera, together.contains(where: { FittedLines.visibleColumns($0[...]) > options.width }) {
            lines += table(columns.filter { !$0.isTera }, counts: true)
            lines.append(style.dim("  " + labels.say(.afterTerastallizing)))
            lines += table(columns.filter(\.isTera), counts: false, byMember: true)
        } else {
            lines += together
            if hasTera { lines.append(style.dim("  " + labels.say(.afterTerastallizing))) }
        }
        let flagged = model.defense.filter(\.isFlagged).map { labels.type($0.type) }
        if !flagged.isEmpty {
            lines.append(style.dim(labels.say(.flaggedWeak, flagged.joined(separator: labels.separator))))
        }
        lines.append("")
        lines.append(style.bold(labels.say(.offence)) + style.dim(" " + labels.say(.offenceNote)))
        let typeWidth = max(10, (model.offense.map { TextWidth.columns(labels.type($0.type)) }.max() ?? 0) + 2)
        for row in model.offense {
            let label = TextWidth.pad(labels.type(row.type), to: typeWidth)
            let moves =
                row.moves.isEmpty
                ? style.color("— ⚠", 203)
                : row.moveDisplayNames.joined(separator: labels.separator).terminalSafe
            lines.append("  " + style.type(label, row.type) + moves)
        }
        return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    /// `0.5`, `2`, `0.25`: a multiplier as a script reads it.
    static func decimal(_ value: Double) -> String {
        value.wholeNumber.map(String.init) ?? String(value)
    }

    static func json(_ model: TeamViewModel, labels: ScreenLabels = .english) -> JSONValue {
        // Each piece typed on its own: as one literal of closures this took the type checker 1.6 s.
        let members: [JSONValue] = model.members.map { member(of: $0, labels: labels) }
        let defense: [JSONValue.Member] = model.defense.map { row -> JSONValue.Member in
            let tera: [JSONValue] = row.teraMultipliers.map { multiplier -> JSONValue in
                multiplier.map(JSONViews.number) ?? .null
            }
            let fields: [JSONValue.Member] = [
                (key: "multipliers", value: .array(row.multipliers.map(JSONViews.number))),
                (key: "tera_multipliers", value: .array(tera)),
                (key: "weak", value: .int(row.weak)),
                (key: "resist", value: .int(row.resist)), (key: "immune", value: .int(row.immune)),
            ]
            return (key: row.type, value: .object(fields))
        }
        let offense: [JSONValue.Member] = model.offense.map { row -> JSONValue.Member in
            (key: row.type, value: .strings(row.moves))
        }
        let speedTiers: [JSONValue] = model.speedTiers.map { tier -> JSONValue in
            let versus: String? = tier.opponentNature.map { $0 == "+" ? "fastest" : "neutral" }
            let fields: [JSONValue.Member] = [
                (key: "name", value: .string(tier.name)),
                (key: "versus", value: .string(orNull: versus)),
                (key: "speed", value: .int(tier.speed)), (key: "scarf", value: .int(tier.scarf)),
                (key: "plus_one", value: .int(tier.plusOne)), (key: "minus_one", value: .int(tier.minusOne)),
                (key: "tailwind", value: .int(tier.tailwind)), (key: "paralysis", value: .int(tier.paralysis)),
            ]
            return .object(fields)
        }
        let fields: [JSONValue.Member] = [
            (key: "members", value: .array(members)),
            (key: "defense", value: .object(defense)),
            (key: "offense", value: .object(offense)),
            (key: "warnings", value: .strings(model.warnings)),
            (key: "legality_game", value: .string(orNull: model.legalityGame)),
            (key: "format", value: formatJSON(model)),
            (key: "speed_tiers", value: .array(speedTiers)),
            (key: "matchups", value: TeamMatchupsText.json(model)),
        ]
        return .object(fields)
    }

    private static func member(of member: TeamViewModel.Member, labels: ScreenLabels) -> JSONValue {
        let stats: JSONValue
        if member.stats.count == 6 {
            let pairs: [JSONValue.Member] = zip(BattleStat.allCases, member.stats).map { stat, value in
                (key: stat.snakeName, value: .int(value))
            }
            stats = .object(pairs)
        } else {
            stats = .null
        }
        let identity: [JSONValue.Member] = JSONViews.pokemon(
            id: member.id, name: member.species, displayName: member.displayName, types: member.types, labels: labels)
        let fields: [JSONValue.Member] = [
            (key: "nickname", value: .string(orNull: member.nickname)),
            (key: "ability", value: .string(orNull: member.ability)),
            (key: "item", value: .string(orNull: member.item)), (key: "nature", value: .string(orNull: member.nature)),
            (key: "tera_type", value: .string(orNull: member.teraType)),
            (key: "stats", value: stats),
            (key: "moves", value: .strings(member.moves)),
        ]
        return .object(identity + fields)
    }

    /// `--format`'s check: the format and the rules broken; null when none was asked for.
    private static func formatJSON(_ model: TeamViewModel) -> JSONValue {
        guard let name = model.formatName else { return .null }
        return .object([
            ("name", .string(name)), ("display_name", .string(model.formatDisplayName ?? name)),
            ("problems", .strings(model.formatProblems)),
        ])
    }
}
