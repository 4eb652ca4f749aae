import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex caught add|remove|list|import|export`: the player's own Pokédex, kept in a plain
/// file that no change can lose (`MarkStore`).
struct CaughtCommand: PokedexCommand {
    static let name = "caught"
    var drawing: ScreenDrawing? { .caught }
    static let info = CommandInfo(
        summary: "Mark what you have caught, in each game; list, import and export your marks.",
        label: "caught add|remove|list|import|export",
        usage: [
            "pokedex caught add|remove <pokemon>... [--game <game>] [--shiny] [--form <form>] [<options>]",
            "pokedex caught list [--game <game>] [<options>]",
            "pokedex caught import <file>|-", "pokedex caught export [--format csv|json]",
        ],
        arguments: [
            ("<pokemon>", "Pokémon by any name or number; a form by its name (alolan-vulpix) or with --form."),
            ("<file>", "A file caught export wrote (CSV or JSON); - for stdin."),
        ],
        notes: [
            "A mark is a Pokémon (a species, or a form of it), a game, shiny or not, and the day it was marked. "
                + "Without --game (or POKEDEX_GAME), the latest game with a region to catch in.",
            "Marks are kept in caught.tsv in $POKEDEX_DATA_DIR, else $XDG_DATA_HOME/pokedex, else "
                + "~/.local/share/pokedex: plain text, a mark a line, with the file before the last change beside it "
                + "as caught.tsv.bak. Each change is written whole and renamed into place, one writer at a time.",
            "import merges: it adds the marks you have not, skips those you have, and refuses each line that names "
                + "nothing, by its number (exit 2); the rest are added in one change.",
            "list --caught and --missing, and pokedex progress, read the same marks.",
        ],
        examples: [
            "pokedex caught add pikachu eevee --game sv", "pokedex caught add vulpix --form alola --shiny",
            "pokedex caught list --game sv", "pokedex caught export > marks.csv", "pokedex caught import marks.csv",
        ],
        completion: .words(Action.allCases.map(\.rawValue)))

    enum Action: String, CaseIterable, Sendable {
        case add, remove, list, `import`, export
    }

    enum Format: String, CaseIterable, Sendable {
        case csv, json
    }

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
        var shiny = false
        var form: String?
        var format: Format?
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) },
        help: "The game the marks are of: sv, scarlet-violet, legends-za… (default: the latest).")
    static let shiny = Flag(
        Options.at { $1(&$0.shiny) }, "--shiny", help: "Shiny: a mark of its own beside the plain one.")
    static let form = Option(
        Options.at { $1(&$0.form) },
        "--form", placeholder: "<form>", help: "The form of each Pokémon named: alola, galar, paldea-aqua-breed…",
        parse: OptionValues.name
    )
    static let format = Option(
        Options.at { $1(&$0.format) }, "--format", placeholder: "<format>", choosing: "What export writes",
        defaultValue: .csv)

    static let options: [OptionSpec] = [game.spec, shiny.spec, form.spec, format.spec] + OptionTable.lookup

    let action: Action
    let names: [String]
    let game: String?
    let isShiny: Bool
    let formName: String?
    let exportFormat: Format

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        guard let word = input.positionals.first else {
            throw input.error("caught takes one of: " + Action.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let action = Action(rawValue: word) else {
            let choices = Action.allCases.map(\.rawValue)
            throw UsageError.invalid(
                Self.name, takes: "one of: " + choices.joined(separator: ", "), not: word, choices: choices,
                command: Self.name)
        }
        self.action = action
        names = Array(input.positionals.dropFirst()).filter { !$0.allSatisfy(\.isWhitespace) }
        game = options.game
        isShiny = options.shiny
        formName = options.form
        exportFormat = options.format ?? .csv
        switch action {
        case .add, .remove:
            guard !names.isEmpty else { throw input.error("caught \(action.rawValue) needs one or more Pokémon") }
        case .import:
            guard names.count == 1 else { throw input.error("caught import takes one file, or - for stdin") }
        case .list, .export:
            guard names.isEmpty else { throw input.error("caught \(action.rawValue) takes no Pokémon") }
        }
        if options.format != nil, action != .export { throw input.error("--format goes with caught export") }
        if formName != nil, action != .add, action != .remove {
            throw input.error("--form goes with caught add and remove")
        }
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        guard let caught = context.container.caught else { return Presenter.present(.marks(.noFolder)) }
        let language = context.settings.language
        var parsed: (records: [MarkCSV.Record], refused: [MarkCSV.Refusal]) = ([], [])
        if action == .import {
            guard let read = try read(names[0]) else { return .error(.interrupted) }
            parsed = read
        }
        do throws(PokedexError) {
            switch action {
            case .add, .remove:
                let change = try await caught.change(
                    names, game: game, form: formName, shiny: isShiny, removing: action == .remove)
                return .content(CaughtViewModel(change, action: action == .add ? .added : .removed))
            case .list:
                let rows = try await caught.list(game: game)
                var gameName: String?
                if let game { gameName = try await caught.game(game).displayName }
                return .content(CaughtViewModel.list(marks: rows.map(MarkLine.init), game: gameName, path: caught.path))
            case .export:
                let book = try caught.book()
                // `--json` asks for JSON as `--format json` does.
                let json = exportFormat == .json || context.render.format != .text
                return .text(json ? MarkExchange.json(book) : MarkCSV.text(book))
            case .import:
                let change = try await caught.importing(parsed.records, refused: parsed.refused)
                return .content(CaughtViewModel(change, action: .imported))
            }
        } catch {
            return Presenter.present(error, language: language)
        }
    }

    /// The records of the file to import, CSV or JSON by its first character; nil when a
    /// signal ended the reading.
    private func read(_ path: String) throws(UsageError) -> (records: [MarkCSV.Record], refused: [MarkCSV.Refusal])? {
        guard
            let text = try TeamExport.read(
                path == "-" ? .standardInput : .file(path), command: Self.name, limit: MarkStore.sizeLimit,
                what: "a marks file")
        else { return nil }
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        do throws(MarkCSV.HeaderError) {
            return start == "[" || start == "{" ? try MarkExchange.records(json: text) : try MarkCSV.parse(text)
        } catch {
            throw UsageError(
                message: "cannot import '\(TerminalSafe.text(path, limit: 80))': \(error.reason)", command: Self.name)
        }
    }
}
