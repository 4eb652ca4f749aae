import PokedexPresentation

/// `pokedex completion bash|zsh|fish`: a completion script.
struct CompletionCommand: PokedexCommand {
    static let name = "completion"
    static let info = CommandInfo(
        summary: "Print a shell completion script (bash, zsh or fish).",
        label: "completion <shell>",
        usage: ["pokedex completion bash|zsh|fish"],
        notes: ["The script completes commands, options and their values, and every Pokémon name."],
        examples: [
            "source <(pokedex completion bash)",
            "pokedex completion fish > ~/.config/fish/completions/pokedex.fish",
        ],
        completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)))

    static let options: [OptionSpec] = []

    let shell: CompletionScript.Shell

    init(_ input: CommandInput) throws(UsageError) {
        shell = try input.choice(CompletionScript.Shell.self)
    }

    func run(_ context: CommandContext) async -> ViewState {
        // Names known without the network: the bundled data and any list fetched before.
        .text(CompletionScript.script(for: shell, names: await CompletionScript.names(in: context.container)))
    }
}
