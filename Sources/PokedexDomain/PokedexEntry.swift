/// A Pokédex entry: the flavour text of one game, as PokeAPI serves it at run time. Never
/// bundled: the fixtures hold facts only.
package struct PokedexEntry: Sendable, Hashable {
    package let text: String
    /// PokeAPI's version name: `shield`, `scarlet`.
    package let version: String

    package init(text: String, version: String) {
        self.text = text
        self.version = version
    }

    /// The API's text made into one clean paragraph: a soft hyphen at a line end joins the
    /// word; other soft hyphens go; form feeds, line breaks and other controls become spaces;
    /// runs of spaces become one.
    package static func clean(_ raw: String) -> String {
        var out = ""
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        var lookahead: Unicode.Scalar? = scalars.next()
        while let scalar = lookahead {
            lookahead = scalars.next()
            switch scalar {
            case "\u{AD}":
                // A soft hyphen ending a line: drop it and the break, joining the word.
                if let next = lookahead, next == "\n" || next == "\u{0C}" || next == "\r" {
                    lookahead = scalars.next()
                }
            case _ where scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                pendingSpace = !out.isEmpty
            default:
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
