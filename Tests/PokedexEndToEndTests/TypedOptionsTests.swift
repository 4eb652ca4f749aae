import PokedexDomain
import Testing

@testable import PokedexApp

/// A command's options are parsed into a value of the command's own type, a property an
/// option, whatever order, spelling or source they came in.
@Suite struct TypedOptionsTests {
    /// The command line's input, as the command's `init` reads it.
    func input(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandInput {
        let invocation = try CommandLineParser.parse(arguments).resolvingEnvironment(environment)
        guard case .run(let input) = invocation.action else {
            Issue.record("\(arguments) runs no command")
            throw UsageError(message: "no command")
        }
        return input
    }

    @Test func aCommandsOptionsAreItsOwnTypeWithAPropertyEach() throws {
        let input = try input(["list", "--limit", "5", "--desc", "--sort", "speed", "--pokedex", "paldea"])
        let options = input.own(ListCommand.Options.self)
        #expect(options.limit == 5 && options.offset == nil)
        #expect(options.desc && !options.caught && !options.missing)
        #expect(options.sort == ListSort(spelled: "speed") && options.pokedex == "paldea")
        // Another command's type is none of these.
        #expect(input.own(WhereCommand.Options.self).game == nil)
    }

    @Test func aSharedGroupFillsItsPartOfEachCommandThatTakesIt() throws {
        let arguments = [
            "--type", "fire", "--type", "water", "--not-legendary", "--where", "speed>=100", "--tier", "OU",
        ]
        for command in ["list", "random"] {
            let input = try input([command] + arguments)
            let filter =
                command == "list"
                ? input.own(ListCommand.Options.self).filter : input.own(RandomCommand.Options.self).filter
            #expect(filter.type == ["fire", "water"], "\(command)")
            #expect(filter.notLegendary && !filter.legendary, "\(command)")
            #expect(filter.condition.count == 1 && filter.tier.count == 1, "\(command)")
        }
        // Its values go through the command's own checks: both of a pair is refused.
        #expect(throws: UsageError.self) { try ListCommand(try input(["list", "--legendary", "--not-legendary"])) }
    }

    @Test func anOptionBeforeTheCommandAndOneFromTheEnvironmentLandInTheSameProperty() throws {
        let before = try input(["--game", "sv", "where", "pikachu", "--all"])
        #expect(before.own(WhereCommand.Options.self).game == "sv")
        #expect(before.own(WhereCommand.Options.self).all)
        #expect(before.source(of: WhereCommand.game) == "--game")

        let fromEnvironment = try input(["where", "pikachu"], environment: ["POKEDEX_GAME": "red"])
        #expect(fromEnvironment.own(WhereCommand.Options.self).game == "red")
        #expect(fromEnvironment.source(of: WhereCommand.game) == "POKEDEX_GAME")
        // The command line wins over the environment.
        let both = try input(["where", "pikachu", "--game", "sv"], environment: ["POKEDEX_GAME": "red"])
        #expect(both.own(WhereCommand.Options.self).game == "sv")
    }

    @Test func repeatedValuesAddUpAndFlagsStayOffUnlessGiven() throws {
        let team = try input(["team", "garchomp", "--vs", "dragonite", "--vs", "salamence"])
        #expect(team.own(TeamCommand.Options.self).versus == ["dragonite", "salamence"])
        let damage = try input(["damage", "--attacker", "Garchomp", "--defender", "Heatran", "--move", "earthquake"])
        let options = damage.own(DamageCommand.Options.self)
        #expect(options.attacker == "Garchomp" && options.move == "earthquake")
        #expect(!options.crit && !options.doubles && options.weather == nil)
    }
}
