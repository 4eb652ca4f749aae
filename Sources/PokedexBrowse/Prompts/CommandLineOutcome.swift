import PokedexPresentation

/// What the `:` line (and line mode) made of a command: the route of its screen, or why not,
/// in a line.
package enum CommandLineOutcome: Sendable, Equatable {
    case screen(Route)
    case error(String)
}

/// What reads a `:` line (or line mode's) as a route: `inView` is the Pokémon in view (the
/// entry shown, the row highlighted), which a command that names none is about.
package typealias CommandRoute = @Sendable (_ line: String, _ inView: String?) -> CommandLineOutcome
