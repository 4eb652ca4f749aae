/// The program's one JSON value: what the strict parser reads (`parse`), what types are read
/// from (`JSONReader`, `JSONValueDecoder`), and what every `--json` writes
/// (`serialized`). Keys keep the order they were written in; strings are escaped as RFC 8259
/// asks (and C1 controls too).
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number without a fraction or exponent that fits in an `Int`.
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a repeated key finds its last value.
    case object([Member])

    package typealias Member = (key: String, value: JSONValue)

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Compact (one line), or pretty-printed with two-space indentation; `line` ends it with
    /// a newline, as a document on stdout is.
    package func serialized(pretty: Bool = false, line: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.text(line: line)
    }
}

/// Optional fields: a value, or null where there is none. Written as one call rather than
/// `value.map(JSONValue.string) ?? .null`, which in a long literal of members costs the type
/// checker seconds (one such literal took 17 s to compile).
extension JSONValue {
    package static func string(orNull value: String?) -> JSONValue {
        if let value { .string(value) } else { .null }
    }

    package static func int(orNull value: Int?) -> JSONValue {
        if let value { .int(value) } else { .null }
    }

    package static func double(orNull value: Double?) -> JSONValue {
        if let value { .double(value) } else { .null }
    }

    /// `.array` of strings.
    package static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }
}
