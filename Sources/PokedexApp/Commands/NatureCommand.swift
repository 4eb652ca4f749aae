import PokedexPresentation

/// `pokedex nature`: every nature, or one.
struct NatureCommand: RouteCommand {
    static let name = "nature"
    static let info = CommandInfo(
        summary: "Show every nature, or one: the stat it raises and lowers, the flavours it likes.",
        usage: ["pokedex nature [<name>] [<options>]"],
        arguments: [("<name>", "A nature in any spelling or language; without one, all 25.")],
        notes: ["The five neutral natures (Hardy, Docile, Serious, Bashful, Quirky) change no stat."],
        examples: ["pokedex nature", "pokedex nature adamant --json"],
        completion: .terms(.nature))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String?

    init(_ input: CommandInput) throws(UsageError) {
        name = input.positionals.isEmpty ? nil : try input.words(what: "a nature name")
    }

    var route: Route { .nature(name: name) }
}
