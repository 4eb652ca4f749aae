import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex damage`: how much one move does to one Pokémon, as Smogon's calculator says it.
struct DamageCommand: PokedexCommand {
    static let name = "damage"
    var drawing: ScreenDrawing? { .damage }
    static let info = CommandInfo(
        summary: "Work out a move's damage, as Smogon's damage calculator does, from its description line.",
        usage: [
            "pokedex damage \"<attacker> <move> vs. <defender>\" [<options>]",
            "pokedex damage --attacker <set> --defender <set> --move <move> [<options>]",
            "pokedex damage --team <path> --attacker <n> --defender <n> --move <move> [<options>]",
        ],
        arguments: [
            (
                "<line>",
                "The calculator's line: [+boost] [Lvl n] [EVs and nature, 252+ Atk] [item] [ability] [burned] "
                    + "[Tera type] <Pokémon> <move> [(n hits)] vs. [+boost] [Lvl n] [252 HP / 4 Def] [item] [ability] "
                    + "[Tera type] <Pokémon> [in Sun] [and Electric Terrain] [through Reflect] [on a critical hit]."
            )
        ],
        notes: [
            "Generation IX rules, with Showdown's defaults: level 100 (or --level), IVs 31, EVs 0, a neutral nature, "
                + "no item; no ability but those the line names (the calculator names every ability that changed "
                + "the numbers); a multi-hit move of 2–5 hits hits 3 times. A result pasted after the line "
                + "(': 100-118 (…)') is ignored.",
            "The output is the calculator's own line: what changed the damage is named, the range, its percent "
                + "of the defender's HP, and the chance to knock it out, with what the end of each turn adds "
                + "(weather, Leftovers, poison, burn). docs/DAMAGE.md lists what is modelled.",
            "When stdout is not a terminal, one tab-separated row: description, least, most, least %, most %, "
                + "the chance to knock out.",
            "--survive searches the defender's HP and Def (or SpD) EVs by fours, within what its other EVs leave "
                + "of 510, for the fewest in all with which the highest roll leaves it standing (of equal totals, the "
                + "one leaving most HP), with a neutral nature and with one raising the stat hit (Impish, Careful). "
                + "Piped, two rows: neutral and raised, each with the HP EVs, the stat's EVs, the most damage and "
                + "the HP (all empty when no spread survives).",
        ],
        examples: [
            "pokedex damage \"252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran\"",
            "pokedex damage \"252 SpA Flutter Mane Moonblast vs. 4 HP / 0 SpD Dragonite\" --rolls",
            "pokedex damage --survive \"252+ Atk Kingambit Sucker Punch vs. Dragonite\"",
            "pokedex damage --team docs/examples/team.txt --attacker 4 --defender 1 --move \"Close Combat\" --json",
        ],
        completion: .none)

    /// `-1 0 Atk Garchomp …`: a lowered stage is part of the line, not an option.
    static var takesDashedWords: Bool { true }

    var request: DamageRequest
    let rolls: Bool
    let team: String?

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        request = options.request
        rolls = options.rolls
        team = options.team
        let line = input.positionals.joined(separator: " ")
        if !line.allSatisfy(\.isWhitespace) {
            guard request.attacker == nil, request.defender == nil else {
                throw input.error("damage takes a calculator line or --attacker and --defender, not both")
            }
            request.description = line
        } else {
            guard request.attacker != nil, request.defender != nil, request.move != nil else {
                throw input.error(
                    "damage needs a calculator line (\"252+ Atk Garchomp Earthquake vs. Heatran\"), or --attacker, "
                        + "--defender and --move")
            }
        }
        if team != nil, request.description != nil {
            throw input.error("--team names the sets of --attacker and --defender; a calculator line names its own")
        }
        if options.tera != nil, request.description != nil {
            throw input.error("--tera says which export sets terastallize; a calculator line writes its own Tera")
        }
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        guard let route = try route() else { return .error(.interrupted) }
        return await context.show(route)
    }

    func screenRoute() throws(UsageError) -> Route? {
        guard let route = try route() else { throw UsageError(message: "reading the team was interrupted") }
        return route
    }

    /// The damage screen's route, the sets of `--team` read; nil when a signal ended the
    /// reading.
    private func route() throws(UsageError) -> Route? {
        var request = request
        if let team {
            guard let text = try TeamExport.read(.file(team), command: Self.name) else { return nil }
            let blocks = ShowdownExport.blocks(text)
            guard blocks.count <= ShowdownExport.most else {
                throw UsageError(
                    message: "--team names a team of at most \(ShowdownExport.most), not \(blocks.count) members",
                    command: Self.name)
            }
            func member(_ place: String?, _ option: String) throws(UsageError) -> String? {
                guard let place else { return nil }
                guard let number = Int(place), number >= 1, number <= blocks.count else {
                    throw UsageError(
                        message: "\(option) takes a place in the team, 1 to \(blocks.count), not '\(place)'",
                        command: Self.name)
                }
                return blocks[number - 1]
            }
            request.attacker = try member(request.attacker, "--attacker")
            request.defender = try member(request.defender, "--defender")
        }
        return .damage(request, rolls: rolls)
    }
}
