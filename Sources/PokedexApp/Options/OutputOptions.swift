import PokedexDomain
import PokedexTerminalUI

/// How an answer is written, shared by the commands that take them.
extension OptionTable {
    static let json = OptionSpec(
        names: ["--json"], help: "Print JSON (schema in docs/JSON.md).", group: .output
    ) { options, _, _ in options.format = .json }

    static let jsonl = OptionSpec(
        names: ["--jsonl"], help: "Print one compact JSON object per line.", group: .output
    ) { options, _, _ in options.format = .jsonLines }

    static let lang = OptionSpec(
        names: ["--lang"], placeholder: "<code>",
        help: "Names, words and titles in \(OptionValues.either(Language.allCases.map(\.rawValue))).",
        defaultValue: "en",
        group: .output, environment: "POKEDEX_LANG",
        completions: Language.allCases.map(\.rawValue)
    ) { options, value, source throws(UsageError) in
        options.network.language = try OptionValues.language(value, source: source)
    }

    static let color = OptionSpec.choice(
        names: ["--color"], aliases: ["--colour"], placeholder: "<when>", help: "When to colour the output",
        defaultValue: ColorChoice.auto, group: .output, environment: "POKEDEX_COLOR"
    ) { options, choice, _ in options.color = choice }

    static let imageProtocol = OptionSpec.choice(
        names: ["--image-protocol"], placeholder: "<protocol>",
        help: "How to draw pictures", defaultValue: ImageProtocolChoice.auto, group: .output,
        environment: "POKEDEX_IMAGE_PROTOCOL"
    ) { options, choice, _ in options.imageProtocol = choice }

    static let noPager = OptionSpec(
        names: ["--no-pager"], help: "Print on the terminal however long the answer, not through a pager.",
        group: .output, environment: "POKEDEX_NO_PAGER"
    ) { options, _, _ in options.noPager = true }

    static let noSprite = OptionSpec(
        names: ["--no-sprite"], help: "Show entries without their picture.", group: .output,
        environment: "POKEDEX_NO_SPRITE"
    ) { options, _, _ in options.noSprite = true }

    static let noMouse = OptionSpec(
        names: ["--no-mouse"], help: "Leave the mouse to the terminal (no clicks or wheel in browse).",
        group: .output, environment: "POKEDEX_NO_MOUSE"
    ) { options, _, _ in options.noMouse = true }

    static let help = OptionSpec(
        names: ["-h", "--help"], help: "Show help information.", group: .output
    ) { options, _, _ in options.help = true }

    static let version = OptionSpec(
        names: ["--version"], help: "Show the version.", group: .program
    ) { options, _, _ in options.version = true }
}
