import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex team`: how each type hits a team, and which types its moves hit hard.
struct TeamCommand: PokedexCommand {
    static let name = "team"
    var drawing: ScreenDrawing? { .team }
    static let info = CommandInfo(
        summary: "Check a team: how each type hits it, and which types its moves hit hard.",
        usage: [
            "pokedex team <pokemon> … [<options>]", "pokedex team --file <path> [<options>]",
            "pokedex team - [<options>]   (a Pokémon Showdown export on stdin)",
        ],
        arguments: [
            ("<pokemon>", "One to six names or numbers, as Showdown writes them too (Rotom-Wash, Meowstic-F)."),
            ("-", "Read a Pokémon Showdown export from stdin."),
        ],
        notes: [
            "An export is blocks separated by blank lines, each starting 'Nickname (Species) (M) @ Item', "
                + "'Species (F) @ Item' or 'Species', then any of 'Ability:', 'Level:', 'Shiny:', "
                + "'Tera Type:', 'EVs:', 'IVs:', '<Nature> Nature' and '- Move' lines.",
            "Defence counts abilities (Levitate, Flash Fire, Water Absorb, Thick Fat, Wonder Guard…) and "
                + "flags a type three or more members are weak to and none resists. Offence lists the "
                + "damaging moves that hit each type super-effectively (Freeze-Dry, Flying Press and "
                + "Thousand Arrows by their own rules) and flags the types none does. Names that match "
                + "nothing are warnings on stderr; the rest is still analysed.",
            "An export is checked against the rules of --game, or of the latest game every member is in: the "
                + "ability is one of the species', every move is learnable there (by any method, through its "
                + "pre-evolutions and their egg moves), EVs at most 252 each and 510 in all, IVs 0–31, level "
                + "1–100, at most four moves and none twice, a known item, a Tera type that is a type. Each problem "
                + "is a warning on stderr naming the member and the line.",
            "With a Tera type, the defence table adds the member terastallized (its Tera type alone) beside it. "
                + "Judgment, Multi-Attack, Techno Blast, Ivy Cudgel, Raging Bull, Revelation Dance, Aura Wheel and "
                + "Tera Blast take the type their holder gives them.",
            "--vs adds Pokémon to the speed tiers at the team's usual level, with 252 Speed EVs and 31 IVs: "
                + "with a nature that raises Speed (+) and without. With an export, it adds the matchups too: each "
                + "member against each of them, both ways, by the damage calculator: the member's best move on it "
                + "and its best on the member (each a blank set at the team's level: no EVs, a neutral nature, its "
                + "first ability, attacking with the strongest move of each of its types it learns in the game), "
                + "as the most damage's share of HP and the chance to knock out. Piped, the matchups alone: member, "
                + "Pokémon, then for each way the move, least %, most % and the chance.",
            "When stdout is not a terminal, one tab-separated row per attacking type: type, each "
                + "member's multiplier, weak, resist, immune.",
        ],
        examples: [
            "pokedex team garchomp rotom-wash ferrothorn",
            "pokedex team --file docs/examples/team.txt --game sv --json",
            "pokedex team --file docs/examples/team.txt --vs dragapult,flutter-mane",
        ],
        completion: .pokemonNames)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var file: String?
        var game: String?
        var versus: [String] = []
        var format: TeamFormat?
    }

    static let file = Option(
        Options.at { $1(&$0.file) },
        "--file", placeholder: "<path>", help: "Read the team from a Pokémon Showdown export (- for stdin)."
    ) { value, source throws(UsageError) in
        guard !value.isEmpty else { throw UsageError(message: "\(source) needs a path") }
        return value
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) },
        help: "Check an export against this game's rules (else the latest game every member is in).")

    static let versus = Repeated(
        Options.at { $1(&$0.versus) },
        "--vs", placeholder: "<pokemon,…>",
        help: "Pokémon to race in the speed tiers (comma-separated); with an export, the matchups against them too."
    ) { value, source, earlier throws(UsageError) in
        let names = value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw UsageError(message: "\(source) needs Pokémon names, as in dragapult,flutter-mane")
        }
        guard earlier.count + names.count <= 12 else { throw UsageError(message: "\(source) takes at most 12 Pokémon") }
        return earlier + names
    }

    static let format = Option(
        Options.at { $1(&$0.format) },
        "--format", placeholder: "<format>",
        help: "Check the team against a format's rules: a Smogon singles tier (ou, uu, ubers, lc…) or vgc "
            + "(VGC 2025 Regulation I); exit 6 when it breaks one.",
        completions: TeamFormat.spellings
    ) { value, source throws(UsageError) in
        guard let format = TeamFormat(parsing: value) else {
            throw .invalid(
                source, takes: "a format (ou, uu, ru, nu, pu, zu, ubers, lc, ag or vgc)", not: value,
                choices: TeamFormat.spellings)
        }
        return format
    }

    static let options: [OptionSpec] = [file.spec, game.spec, versus.spec, format.spec] + OptionTable.lookup

    /// Where the team comes from.
    enum Source: Sendable, Equatable {
        case names([String])
        /// A Pokémon Showdown export in a file (`--file`) or on stdin (`-`).
        case export(TeamSource)
    }

    let source: Source
    let game: String?
    let versus: [String]
    let format: TeamFormat?

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        game = options.game
        versus = options.versus
        format = options.format
        if let file = options.file {
            try input.rejectArguments()
            // `-` is stdin, as `team -` and most tools have it.
            source = .export(file == "-" ? .standardInput : .file(file))
        } else if input.positionals == ["-"] {
            source = .export(.standardInput)
        } else {
            guard (1...ShowdownExport.most).contains(input.names.count) else {
                throw input.error("team takes one to six Pokémon, --file <path>, or - for stdin")
            }
            source = .names(input.names)
        }
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        guard let route = try route() else { return .error(.interrupted) }
        return await context.show(route)
    }

    /// The team screen's route, the export read; nil when a signal ended the reading.
    private func route() throws(UsageError) -> Route? {
        switch source {
        case .names(let names):
            var request = TeamRequest(names: names)
            request.versus = versus
            request.format = format
            return .team(request)
        case .export(let from):
            guard let text = try TeamExport.read(from) else { return nil }
            return .team(Self.request(export: text, game: game, versus: versus, format: format))
        }
    }

    /// `:team garchomp rotom-wash`, `:team --file team.txt`; stdin is the terminal's there, so
    /// an export comes pasted after `team` instead (`ScreenCommand`).
    func screenRoute() throws(UsageError) -> Route? {
        if case .export(.standardInput) = source {
            throw UsageError(message: "stdin is the screen's here: paste the export after 'team', or use --file")
        }
        guard let route = try route() else { throw UsageError(message: "reading the team was interrupted") }
        return route
    }

    static func request(export: String, game: String?, versus: [String], format: TeamFormat? = nil) -> TeamRequest {
        var request = TeamRequest(export: export)
        request.game = game
        request.versus = versus
        request.format = format
        return request
    }
}
