import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `team`: a team's members, defence, offence, legality and speed.
enum TeamView: ScreenView {
    static func text(_ model: TeamViewModel, options: RenderOptions) -> String {
        TeamText.render(model, options: options)
    }
    static func json(_ model: TeamViewModel, options: RenderOptions) -> JSONValue {
        TeamText.json(model, labels: options.labels)
    }
    /// Names the export gave that match nothing: the rest of the team is analysed.
    static func notes(_ model: TeamViewModel) -> String {
        model.warnings.map { "warning: " + TerminalSafe.text($0) + "\n" }.joined()
    }
}
