/// Every escape code the program writes comes from here. With styling off, each helper returns
/// its text unchanged, so a renderer never has to ask.
public struct TerminalStyle: Sendable, Equatable {
    public let isEnabled: Bool

    public static let plain = TerminalStyle(isEnabled: false)
    public static let ansi = TerminalStyle(isEnabled: true)

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Reverse video: the cursor's row.
    public func inverse(_ text: String) -> String {
        isEnabled ? wrap(text, "7") : "> " + text
    }

    /// Text in a 256-colour palette entry.
    public func color(_ text: String, _ code: Int) -> String { wrap(text, "38;5;\(code)") }

    /// A type name in its type's colour.
    public func type(_ text: String, _ typeName: String) -> String {
        color(text, Self.typeColors[typeName] ?? 250)
    }

    private func wrap(_ text: String, _ sgr: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(sgr)m\(text)\u{1B}[0m"
    }

    /// Colours close to the games' own, from the 256-colour palette.
    static let typeColors: [String: Int] = [
        "normal": 144, "fire": 208, "water": 69, "electric": 220, "grass": 77, "ice": 117,
        "fighting": 160, "poison": 134, "ground": 179, "flying": 141, "psychic": 205, "bug": 106,
        "rock": 136, "ghost": 97, "dragon": 63, "dark": 95, "steel": 146, "fairy": 218,
        "stellar": 80, "unknown": 102, "shadow": 60,
    ]
}
