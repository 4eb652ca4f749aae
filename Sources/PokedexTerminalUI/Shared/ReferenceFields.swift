import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `moves`, `move`, `ability`, `nature` and `item` as text: aligned on a terminal,
/// tab-separated rows in a pipe.
/// A move's, ability's or item's id follows its name (`Thunderbolt · move 85`): a `#` number
/// is a Pokédex number.
enum MoveText {
    // MARK: - Pieces
    /// `Level up`, `Machines`, `Egg moves`, `Tutor`, or a rare method in words.
    static func title(of method: String, labels: ScreenLabels = .english) -> String {
        methodWords[method].map { labels.say($0.title) } ?? labels.word(.learnMethod, method)
    }

    /// The usual learn methods in pokedex's words: as a learnset's section (`Machines`) and as
    /// how one Pokémon learns a move (`Machine`). The rest have PokeAPI's names.
    static let methodWords: [String: (title: Phrase, one: Phrase)] = [
        "level-up": (.levelUp, .levelUp), "machine": (.machines, .machine), "egg": (.eggMoves, .egg),
        "tutor": (.tutor, .tutor),
    ]

    /// A field label's column: 10, or wider where the language's `phrases` are.
    static func labelWidth(_ phrases: [Phrase], _ labels: ScreenLabels) -> Int {
        guard labels.language != .en else { return 10 }
        return max(10, (phrases.map { TextWidth.columns(labels.say($0)) }.max() ?? 0) + 2)
    }

    /// How one Pokémon learns a move: `Level up`, `Machine`, `Egg`, `Tutor`.
    static func how(_ method: String, labels: ScreenLabels = .english) -> String {
        methodWords[method].map { labels.say($0.one) } ?? labels.word(.learnMethod, method)
    }

    static func statName(_ stat: String) -> String {
        switch stat {
        case "hp": "HP"
        case "special-attack": "Sp. Atk"
        case "special-defense": "Sp. Def"
        default: DisplayName.titleCase(stat)
        }
    }

    static func moveCells(
        _ row: LearnsetRowModel, style: TerminalStyle, labels: ScreenLabels = .english
    ) -> [TextTable.Cell] {
        [
            TextTable.Cell(
                labels.marked(row.displayName, english: row.isEnglish),
                styled: style.bold(labels.marked(row.displayName.terminalSafe, english: row.isEnglish))),
            TextTable.Cell(labels.type(row.type), styled: style.type(labels.type(row.type), row.type)),
            TextTable.Cell(labels.damageClass(row.damageClass)),
            TextTable.Cell(dash(row.power)), TextTable.Cell(dash(row.accuracy)), TextTable.Cell(dash(row.pp)),
        ]
    }

    /// PokeAPI's effect text, wrapped; else one dim line: how to have every effect offline when
    /// it is not cached, or that PokeAPI has none in English.
    /// `Battle  Speed ×1.5; locked into the first move chosen`: what the engine models of it.
    static func battle(_ effects: [BattleEffect], into lines: inout [String], options: RenderOptions) {
        guard let summary = BattleEffectSummary.localized(effects, labels: options.labels) else { return }
        let label = options.labels.say(.battle)
        let indent = max(10, TextWidth.columns(label) + 2)
        let width = max(20, min(options.width, 100) - indent)
        for (index, line) in TextWidth.wrap(summary.terminalSafe, to: width).enumerated() {
            let head = index == 0 ? TextWidth.pad(label, to: indent) : TextWidth.spaces(indent)
            lines.append((index == 0 ? options.style.dim(head) : head) + line)
        }
    }

    /// What a pipe is told on stderr when the effect text of a move, ability or item is not
    /// cached: that `pokedex sync` fetches it, as `show` says of its entry.
    static func effectNote(_ effect: EffectProse, options: RenderOptions) -> String {
        guard options.format == .text, options.layout == .tabular, case .unavailable = effect else {
            return ""
        }
        return "pokedex: " + options.labels.say(.effectNotCached) + "\n"
    }

    static func effect(_ effect: EffectProse, into lines: inout [String], options: RenderOptions) {
        lines.append("")
        let width = min(options.width, 80)
        switch effect {
        case .text(let text): lines += TextWidth.wrap(text.terminalSafe, to: width)
        case .unavailable:
            lines += TextWidth.wrap(options.labels.say(.effectNotCached), to: width).map(options.style.dim)
        case .noEnglishEntry:
            lines += TextWidth.wrap(options.labels.say(.effectNotInEnglish), to: width).map(options.style.dim)
        }
    }

    /// Names separated by commas, wrapped to the width between names.
    static func flow(_ names: [String], options: RenderOptions) -> [String] {
        let width = max(20, min(options.width, 100)) - 2
        return TextWidth.wrap(
            names.map { TextWidth.unbreakable($0.terminalSafe, width: width) }.joined(
                separator: options.labels.separator), to: width
        )
        .map { "  " + $0 }
    }

    static func dash(_ value: Int?) -> String { value.map(String.init) ?? "—" }

    static func field(_ value: Int?) -> String { value.map(String.init) ?? "" }

    /// The name as the reader reads it, a last column when `--lang` is not English: the
    /// columns before it stay PokeAPI's, for the tools that read them.
    static func readers(_ displayName: String, _ options: RenderOptions) -> [String] {
        guard options.labels.language != .en else { return [] }
        return [displayName]
    }

    static func tabular(_ fields: [String]) -> String {
        tabular([fields]) { $0 }
    }

    /// A line of tab-separated fields for each row, written into one string: a move's
    /// hundreds of learners were each a string of their own, joined at the end.
    static func tabular<Row>(_ rows: [Row], _ fields: (Row) -> [String]) -> String {
        var text = ""
        for row in rows {
            let values = fields(row)
            for index in values.indices {
                if index > 0 { text += "\t" }
                text += values[index].terminalSafe
            }
            text += "\n"
        }
        return text
    }
}
