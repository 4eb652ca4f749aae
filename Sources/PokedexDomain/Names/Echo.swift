/// What a person typed, as a message repeats it: cut to `limit` characters, with `…` where it
/// was cut. Every message that echoes input goes through here, so none can be flooded.
package enum Echo {
    static let limit = 60

    package static func cut(_ text: String) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
