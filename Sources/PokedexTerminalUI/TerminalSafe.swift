/// Text made safe to write to a terminal: control characters (escape sequences included) are
/// shown as `\u{1b}` rather than obeyed, and, when asked, very long text is cut.
extension String {
    /// This text with control characters made visible: every string that came from PokeAPI
    /// (names, genera, entries) passes through here before it reaches a terminal.
    package var terminalSafe: String { TerminalSafe.text(self) }
}

package enum TerminalSafe {
    package static func text(_ raw: String, limit: Int = .max) -> String {
        // Printable ASCII, the most of what is shown, is safe as it is.
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return raw.utf8.count > limit ? String(raw.prefix(limit)) + "…" : raw
        }
        var out = ""
        for scalar in raw.unicodeScalars {
            // C0 and C1 controls, and the Unicode line and paragraph separators, which some
            // terminals and log viewers break a line at.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029
            {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return limit != .max && out.count > limit ? String(out.prefix(limit)) + "…" : out
    }
}
