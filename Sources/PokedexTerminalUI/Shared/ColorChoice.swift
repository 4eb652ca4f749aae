/// `--color auto|always|never`, and the one decision of whether to style output.
package enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// `--color always|never` wins; then `NO_COLOR` (set and not empty) turns styling off; then
    /// `TERM=dumb`; then styling is on only when stdout is a terminal.
    package func style(environment: [String: String], stdoutIsTerminal: Bool) -> TerminalStyle {
        switch self {
        case .always: return .ansi
        case .never: return .plain
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
            if environment["TERM"] == "dumb" { return .plain }
            return stdoutIsTerminal ? .ansi : .plain
        }
    }
}
