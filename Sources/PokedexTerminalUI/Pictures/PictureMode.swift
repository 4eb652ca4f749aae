/// How pictures are drawn, decided once at start-up from the terminal and `--image-protocol`.
package enum PictureMode: Sendable, Equatable {
    /// No pictures: colour is off, or `--image-protocol none`.
    case none
    /// Unicode half blocks in colour.
    case blocks(ColorDepth)
    /// kitty's graphics protocol: the PNG itself, drawn by the terminal.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm

    package var drawsPictures: Bool { self != .none }
}

package enum ColorDepth: Sendable, Equatable {
    /// 24-bit colour (`COLORTERM=truecolor`).
    case trueColor
    /// The xterm 256-colour palette.
    case palette256

    /// 24-bit when `COLORTERM` says so, else 256 colours.
    static func of(environment: [String: String]) -> ColorDepth {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") ? .trueColor : .palette256
    }
}

/// `--image-protocol`: what the person asked for.
package enum ImageProtocolChoice: String, Sendable, CaseIterable {
    case auto, kitty, iterm, blocks, none

    /// The mode for this terminal: no pictures at all without colour; with `auto`, kitty's
    /// protocol in kitty, iTerm2's in iTerm2 and WezTerm, half blocks elsewhere.
    package func mode(environment: [String: String], style: TerminalStyle) -> PictureMode {
        guard style.isEnabled else { return .none }
        switch self {
        case .none: return .none
        case .blocks: return .blocks(ColorDepth.of(environment: environment))
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .auto:
            if environment["TERM"] == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty {
                return .kitty
            }
            if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") { return .iterm }
            return .blocks(ColorDepth.of(environment: environment))
        }
    }
}
