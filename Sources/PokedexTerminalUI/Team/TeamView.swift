import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension TeamViewModel: DrawnModel { typealias View = TeamView }
extension ScreenDrawing { package static var team: ScreenDrawing { ScreenDrawing(TeamView.self) } }

/// `team`: a team's members, defence, offence, legality and speed.
enum TeamView: ScreenView {
    static func text(_ model: TeamViewModel, options: RenderOptions) -> String {
        TeamText.render(model, options: options)
    }
    static func json(_ model: TeamViewModel, options: RenderOptions) -> JSONValue {
        TeamText.json(model, labels: options.labels)
    }
    /// Names the export gave that match nothing (the rest of the team is analysed), and the
    /// problems with the rules; in the full screen the text lists them itself.
    static func notes(_ model: TeamViewModel, options: RenderOptions) -> String {
        guard !options.notesInline else { return "" }
        return model.warnings.map { "warning: " + TerminalSafe.text($0) + "\n" }.joined()
    }
}
