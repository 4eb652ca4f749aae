import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension GamesViewModel: DrawnModel { typealias View = GamesView }
extension ScreenDrawing { package static var games: ScreenDrawing { ScreenDrawing(GamesView.self) } }

/// `games`: a table of every game, with what `--game` takes for each; a downloadable part
/// stands under its game, marked `↳`. A long name gives way before the names `--game` takes.
enum GamesView: ScreenView {
    static func text(_ model: GamesViewModel, options: RenderOptions) -> String {
        let labels = options.labels
        if options.layout == .tabular {
            return model.games.map { game in
                MoveText.tabular(
                    [
                        game.name, String(game.generation), game.versions.joined(separator: ","),
                        game.shortNames.joined(separator: ","), game.partOf?.name ?? "",
                    ] + MoveText.readers(labels.game(game.name, english: game.displayName), options))
            }.joined()
        }
        let style = options.style
        let table = TextTable(
            header: [labels.say(.game), labels.say(.generationColumn), "--game"], alignments: [.left, .right, .left],
            shrinks: 0)
        var lines = table.render(
            model.games.map { game in
                let name = (game.partOf == nil ? "" : "↳ ") + labels.game(game.name, english: game.displayName)
                return [
                    TextTable.Cell(name, styled: style.bold(name.terminalSafe)),
                    TextTable.Cell(String(game.generation)),
                    TextTable.Cell(([game.name] + game.shortNames).joined(separator: ", ")),
                ]
            }, style: style, width: options.width, indent: "")
        if model.single, let game = model.games.first, let base = game.partOf {
            let names = (
                labels.game(game.name, english: game.displayName), labels.game(base.name, english: base.displayName)
            )
            lines.append("")
            lines += TextWidth.wrap(labels.say(.partOf, names.0, names.1), to: max(20, options.width)).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ model: GamesViewModel, options: RenderOptions) -> JSONValue {
        model.single && model.games.count == 1
            ? game(model.games[0], labels: options.labels) : .array(jsonLines(model, options: options))
    }

    static func jsonLines(_ model: GamesViewModel, options: RenderOptions) -> [JSONValue] {
        model.games.map { game($0, labels: options.labels) }
    }

    private static func game(_ game: GamesViewModel.Game, labels: ScreenLabels) -> JSONValue {
        .object([
            ("name", .string(game.name)),
            ("display_name", .string(labels.game(game.name, english: game.displayName))),
            ("generation", .int(game.generation)),
            ("versions", .strings(game.versions)),
            (
                "version_names",
                .array(zip(game.versions, game.versionNames).map { .string(labels.version($0, english: $1)) })
            ),
            ("short_names", .strings(game.shortNames)),
            ("part_of", game.partOf.map { .string($0.name) } ?? .null),
        ])
    }
}
