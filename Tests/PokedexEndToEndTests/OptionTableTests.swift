import Foundation
import PokedexDomain
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexWords
import Testing

@testable import PokedexApp

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every command's options, and everything made from them.
@Suite struct OptionTableTests {
    /// A value each option takes, for the table-driven checks.
    static func sampleValue(_ option: OptionSpec) -> String? {
        guard option.takesValue else { return nil }
        // An expression's completions are its fields, not whole values.
        if option.name == "--where" { return "speed>=100" }
        if let first = option.completions.first { return first }
        switch option.name {
        case "--api-url", "--sprite-url": return "http://127.0.0.1:9/api/v2"
        case "--max-age": return "1d"
        case "--evs", "--ivs": return "4 Atk"
        case "--boosts": return "+1 Spe"
        default: return "5"
        }
    }

    static func arguments(for command: any PokedexCommand.Type) -> [String] {
        switch command.name {
        case "show", "moves", "sprite", "stats": ["25"]
        case "compare": ["25", "26"]
        case "team": ["garchomp"]
        case "move": ["thunderbolt"]
        case "ability": ["levitate"]
        case "nature": ["adamant"]
        case "item": ["leftovers"]
        case "search": ["pika"]
        case "type": ["fire"]
        case "where": ["pikachu"]
        case "location": ["viridian-forest"]
        case "cache": ["info"]
        case "completion": ["bash"]
        case "caught": ["add", "pikachu"]
        default: []
        }
    }

    @Test func everyCommandTakesExactlyTheOptionsItDeclares() {
        for option in OptionTable.all
        where !["--help", "--version", "--refresh", "--offline"].contains(option.name) {
            for command in Commands.all {
                var line = [command.name] + Self.arguments(for: command) + [option.name]
                // A list scoped to a game needs a move to scope.
                if option.name == "--game", ["list", "random"].contains(command.name) {
                    line = [command.name, "--move", "tackle", "--game"]
                }
                // Shiny marks narrow a list of marks; an export's format is an export's.
                if option.name == "--shiny", command.name == "list" { line = ["list", "--caught", "--shiny"] }
                if option.name == "--format", command.name == "caught" { line = ["caught", "export", "--format"] }
                // An export from a file is the whole team: no names beside it.
                if option.name == "--file", command.name == "team" { line = ["team", "--file"] }
                // A calculation from sets: its options beside them.
                if command.name == "damage" {
                    line = [
                        "damage", "--attacker", "Garchomp", "--defender", "Heatran", "--move", "tackle", option.name,
                    ]
                }
                // The value this command's own declaration of the name takes.
                let own = command.options.first { $0 == option } ?? option
                if let value = Self.sampleValue(own) { line.append(value) }
                let result = Result { () throws(UsageError) in try CommandLineParser.parse(line).command() }
                if command.takes(option) {
                    #expect(throws: Never.self, "\(line)") { try result.get() }
                } else {
                    #expect(
                        throws: UsageError(
                            message: "\(command.name) does not take \(option.name)", command: command.name),
                        "\(line)"
                    ) { try result.get() }
                }
            }
        }
    }

    @Test func everyOptionIsInTheHelpOfTheCommandsThatTakeIt() {
        for command in Commands.all {
            let help = HelpText.text(for: command)
            for option in OptionTable.all where option.group != .program {
                #expect(
                    help.contains("  " + option.label) == command.takes(option),
                    "\(command.name) --help and \(option.name)")
            }
            // Each of its options described for it, as it declares it.
            for option in command.options { #expect(help.contains(option.help.prefix(40)), "\(option.name)") }
        }
    }

    /// Help that lists an option's choices lists the ones completion offers, all and in order,
    /// as `OptionValues.either` writes them: a choice added is never left out of either.
    @Test func choicesListedInHelpAreTheCompletions() {
        #expect(OptionValues.either(["auto", "always", "never"]) == "auto, always or never")
        #expect(OptionValues.either(["one"]) == "one")
        #expect(OptionValues.either([]) == "")
        let specs = OptionTable.all + Commands.all.flatMap { $0.options }
        let listing = ["--lang", "--color", "--weather", "--terrain", "--method", "--kind"]
        for name in listing {
            let option = specs.first { $0.name == name }
            #expect(option != nil, "\(name) is an option")
            guard let option else { continue }
            #expect(option.completions.count > 1, "\(name) completes its choices")
            #expect(option.help.contains(OptionValues.either(option.completions)), "\(name): \(option.help)")
        }
    }

    /// A command's help describes its options for it alone: `damage --help` says what `--move`
    /// does in a damage line, and offers nothing that goes online, which it never does.
    @Test func aCommandsHelpIsAboutThatCommand() {
        let damage = HelpText.text(for: DamageCommand.self)
        #expect(damage.contains("The move the attacker uses."))
        #expect(!damage.contains("list:") && !damage.contains("learn this move"))
        for online in ["--sprite-url", "--refresh", "--api-url", "--offline"] { #expect(!damage.contains(online)) }
        let list = HelpText.text(for: ListCommand.self)
        #expect(list.contains("Only Pokémon that learn this move") && !list.contains("The move the attacker uses."))
        #expect(HelpText.text(for: SearchCommand.self).contains("How many results to show. (default: 20)"))
        #expect(list.contains("How many Pokémon to show. (default: 20)"))
    }

    /// Options of one name agree on whether they take a value: the parser reads an option given
    /// before its command by any command's declaration.
    @Test func optionsOfOneNameAgreeOnTakingAValue() throws {
        for option in OptionTable.all {
            let same = OptionTable.all.filter { $0.names == option.names }
            #expect(same.allSatisfy { $0.takesValue == option.takesValue }, "\(option.name)")
        }
        #expect(try CommandLineParser.parse(["--game", "sv", "moves", "garchomp"]).command() != nil)
        #expect(try CommandLineParser.parse(["--limit=3", "list", "--json"]).command() != nil)
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func everyOptionAndItsValuesAreInEveryCompletionScript(shell: CompletionScript.Shell) {
        let script = CompletionScript.script(
            for: shell, names: CompletionScript.Names(pokemon: ["bulbasaur"], terms: [.move: ["thunderbolt"]]))
        for option in OptionTable.all {
            let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
            #expect(script.contains(spelled), "\(shell) lacks \(option.name)")
            for value in option.completions { #expect(script.contains(value), "\(shell) lacks \(value)") }
        }
        #expect(script.contains("thunderbolt"), "\(shell) lacks the move names")
    }

    @Test func theCacheFolderFollowsTheEnvironment() {
        #expect(DataSettings.cacheFolder(environment: ["POKEDEX_CACHE_DIR": "/x", "HOME": "/h"]) == "/x")
        #expect(DataSettings.cacheFolder(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/h"]) == "/xdg/pokedex")
        #expect(DataSettings.cacheFolder(environment: ["HOME": "/h"]) == "/h/.cache/pokedex")
        #expect(DataSettings.cacheFolder(environment: [:]) == nil)
    }

    @Test func theEnvironmentReaderPassesOnEveryVariableOfTheTable() {
        let read = Set(OptionTable.all.compactMap(\.environment) + OptionTable.environmentOnly.map(\.name))
        #expect(Set(OptionTable.environmentNames) == read)
        #expect(OptionTable.environmentNames.count == read.count, "each once")
    }

    @Test func theCommandLineWinsOverTheEnvironment() async throws {
        let environment = ["POKEDEX_LANG": "ja", "POKEDEX_MAX_AGE": "1h", "POKEDEX_OFFLINE": "yes"]
        let fromEnvironment = try CommandLineParser.parse(["show", "25"]).resolvingEnvironment(environment)
        #expect(fromEnvironment.network.language == .ja)
        #expect(fromEnvironment.network.maxAge == 3600)
        #expect(fromEnvironment.network.offline)
        let overridden = try CommandLineParser.parse(["show", "25", "--lang", "fr", "--refresh"])
            .resolvingEnvironment(environment)
        #expect(overridden.network.language == .fr)
        #expect(!overridden.network.offline)
        #expect(
            throws: UsageError(
                message: "POKEDEX_LANG takes one of en, ja, ja-hrkt, fr, de, es, it, ko, zh-hans, zh-hant, not 'xx'")
        ) {
            try CommandLineParser.parse(["show", "25"]).resolvingEnvironment(["POKEDEX_LANG": "xx"])
        }
    }

    /// The man page is made from the tables; the committed one must be what they make.
    @Test func theManPageIsTheOneTheTablesMake() {
        assertFile(repositoryRoot.appendingPathComponent("Sources/pokedex/pokedex.1"), holds: ReferenceText.manPage())
    }

    @Test func theReadmeListsExactlyTheTablesEntries() async throws {
        let url = repositoryRoot.appendingPathComponent("docs/GUIDE.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        for name in ["options", "environment", "exit-codes"] {
            #expect(readme.contains("<!-- generated: \(name) -->\n"), "docs/GUIDE.md lacks the \(name) block")
        }
        assertFile(url, holds: ReferenceText.updatingReadme(readme))
    }
}

/// The full screen's `:` line reads a command as the command line does.
@Suite struct ScreenCommandTests {
    /// A command about one Pokémon that names none is about the one in view; one that names
    /// one, or is about something else, or is wrong for another reason, is read as written.
    @Test func aMissingPokemonIsTheOneInView() {
        #expect(
            ScreenCommand.route("moves --game sv", inView: "garchomp")
                == .screen(.moves(pokemon: "garchomp", game: "sv")))
        #expect(ScreenCommand.route("where", inView: "dreepy") == .screen(.where(pokemon: "dreepy")))
        #expect(ScreenCommand.route("moves pikachu", inView: "garchomp") == .screen(.moves(pokemon: "pikachu")))
        #expect(ScreenCommand.route("games", inView: "garchomp") == .screen(.games(name: nil)))
        #expect(ScreenCommand.route("moves --gmae sv", inView: "garchomp") == ScreenCommand.route("moves --gmae sv"))
        guard case .error = ScreenCommand.route("moves") else {
            Issue.record("moves with nothing in view is a usage error")
            return
        }
    }

    @Test func aCommandIsItsScreensRoute() {
        #expect(ScreenCommand.route("moves garchomp --game sv") == .screen(.moves(pokemon: "garchomp", game: "sv")))
        #expect(
            ScreenCommand.route("  compare  garchomp salamence ")
                == .screen(.compare(names: ["garchomp", "salamence"])))
        #expect(ScreenCommand.route("show 'mr mime'") == .screen(.show(name: "mr mime")))
        #expect(ScreenCommand.route("move thunderbolt --json") == .screen(.move(name: "thunderbolt")))
        #expect(
            ScreenCommand.route("team garchomp rotom-wash")
                == .screen(.team(TeamRequest(names: ["garchomp", "rotom-wash"]))))
        guard case .screen(let damage) = ScreenCommand.route("damage 'Garchomp Earthquake vs. Heatran' --rolls"),
            let damage = damage.screenRoute as? DamageRoute, damage.rolls
        else {
            Issue.record("damage has a screen, with its rolls")
            return
        }
        #expect(damage.request.description == "Garchomp Earthquake vs. Heatran")
        guard case .screen(let random) = ScreenCommand.route("random --type fire --seed 7"),
            let random = (random.screenRoute as? RandomRoute)?.request
        else {
            Issue.record("random has a screen")
            return
        }
        #expect(random.filter.types == ["fire"] && random.seed == 7)
    }

    /// A team pasted after `team` keeps its lines, however the terminal ended them; stdin is
    /// the screen's, so `team -` says to paste or name a file instead, and a file is read.
    @Test func aTeamIsPastedOrReadFromAFile() throws {
        let export = "Garchomp @ Choice Band\r\nAbility: Rough Skin\r- Earthquake\n\nRotom-Wash\n"
        #expect(
            ScreenCommand.route("team " + export)
                == .screen(
                    .team(
                        TeamRequest(export: "Garchomp @ Choice Band\nAbility: Rough Skin\n- Earthquake\n\nRotom-Wash\n")
                    )))
        #expect(ScreenCommand.route("show pikachu\nmore") == .error("only 'team' takes lines pasted after it"))
        guard case .error(let stdin) = ScreenCommand.route("team -") else {
            Issue.record("stdin is the screen's")
            return
        }
        #expect(stdin.contains("paste the export after 'team'"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).txt")
        try Data("Ferrothorn\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(
            ScreenCommand.route("team --file '\(file.path)' --game sv")
                == .screen(.team(TeamCommand.request(export: "Ferrothorn\n", game: "sv", versus: []))))
        guard case .error(let missing) = ScreenCommand.route("team --file /nonexistent/team.txt") else {
            Issue.record("a missing file is an error")
            return
        }
        #expect(missing.contains("cannot read '/nonexistent/team.txt'"))
    }

    @Test func anythingElseIsOneLineSayingWhy() {
        guard case .error(let typo) = ScreenCommand.route("shwo pikachu") else {
            Issue.record("a typo is an error")
            return
        }
        #expect(typo.contains("did you mean 'show'?"))
        #expect(ScreenCommand.route("show \"mr mime") == .error("a quote is not closed"))
        #expect(ScreenCommand.route("   ") == .error("type a command: moves garchomp, compare a b, …"))
        #expect(ScreenCommand.route("cache info") == .error("'cache' has no screen here"))
        #expect(ScreenCommand.route("show --help") == .error("'show' has no screen here"))
    }

    /// The reasons the `:` line gives itself are in the reader's words.
    @Test(arguments: [
        (Language.ja, "shwo pikachu", "コマンド「shwo」はない。「show」のこと？"),
        (.fr, "show \"mr mime", "un guillemet n’est pas fermé"),
        (.de, "sync", "„sync“ hat hier keinen Bildschirm"),
        (.ko, "   ", "명령을 입력: moves garchomp, compare a b, …"),
        (.zhHans, "dance", "没有命令“dance”"),
    ])
    func theLinesOwnReasonsAreInTheReadersWords(language: Language, line: String, reason: String) {
        #expect(ScreenCommand.route(line, labels: ScreenLabels(language: language)) == .error(reason))
    }
}
