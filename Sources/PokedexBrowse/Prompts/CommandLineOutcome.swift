import PokedexPresentation

/// What the `:` line (and line mode) made of a command: the route of its screen, or why not,
/// in a line.
package enum CommandLineOutcome: Sendable, Equatable {
    case screen(Route)
    case error(String)
}
