/// A JSON document with its keys in the order they were written, and its writer. Output keys
/// keep the documented order; strings are escaped as RFC 8259 asks (and C1 controls too).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Compact (one line), or pretty-printed with two-space indentation.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            writeContainer(items, open: "[", close: "]", to: &out, pretty: pretty, indent: indent) { item, out in
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &out, pretty: pretty, indent: indent) { member, out in
                Self.writeString(member.0, to: &out)
                out += pretty ? ": " : ":"
                member.1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Item>(
        _ items: [Item], open: String, close: String, to out: inout String, pretty: Bool, indent: Int,
        writeItem: (Item, inout String) -> Void
    ) {
        out += open
        guard !items.isEmpty else { out += close; return }
        let inner = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        for (index, item) in items.enumerated() {
            if index > 0 { out += "," }
            out += inner
            writeItem(item, &out)
        }
        out += pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        out += close
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
