/// What JSON is written into, a value at a time: bytes (`JSONWriter`) or a tree
/// (`JSONTreeBuilder`). A view that writes thousands of rows writes them once, for either (a
/// compact list's rows are fragments, into bytes only: `JSONWriter.fragment`).
package protocol JSONOutput: ~Copyable {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The next member's key, in an object; its value follows.
    mutating func key(_ key: String)
    /// A key this program spells (`"id"`): plain ASCII, with nothing to escape.
    mutating func key(literal key: StaticString)
    /// A whole value: an array's next item, or the value of the key before it.
    mutating func value(_ value: JSONValue)
    /// A number, a string, a truth or null as the next value, as `value` writes it: the whole
    /// dex as JSON is twenty thousand of them, each a `JSONValue` made and taken apart before.
    mutating func int(_ value: Int)
    mutating func string(_ value: String)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// `["grass","poison"]`, with no array of values made.
    mutating func strings(_ strings: [String])
    /// A member whose key this program spells and whose value is a number or a string, in one
    /// call: the whole dex as JSON is twelve thousand of them.
    mutating func member(literal key: StaticString, int value: Int)
    mutating func member(literal key: StaticString, string value: String)
}

extension JSONOutput where Self: ~Copyable {
    package mutating func key(literal key: StaticString) { self.key(key.description) }

    package mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    package mutating func member(literal key: StaticString, _ value: JSONValue) {
        self.key(literal: key)
        self.value(value)
    }

    package mutating func int(_ value: Int) { self.value(.int(value)) }
    package mutating func string(_ value: String) { self.value(.string(value)) }
    package mutating func bool(_ value: Bool) { self.value(.bool(value)) }
    package mutating func null() { self.value(.null) }

    package mutating func strings(_ strings: [String]) {
        beginArray()
        for string in strings { self.string(string) }
        endArray()
    }

    package mutating func member(literal key: StaticString, int value: Int) {
        self.key(literal: key)
        int(value)
    }

    package mutating func member(literal key: StaticString, string value: String) {
        self.key(literal: key)
        string(value)
    }
}

/// JSON written into a tree: the values a view writes, as `JSONValue`s (a list's rows as the
/// tests hold its fragments to them, a test's look at them).
package struct JSONTreeBuilder: JSONOutput {
    /// Each open container, with the key its value waits for in the one around it.
    private var open: [(key: String?, isObject: Bool, items: [JSONValue], members: [JSONValue.Member])] = []
    private var pendingKey: String?
    /// The values written at the top, in order.
    package private(set) var values: [JSONValue] = []

    package init() {}

    /// The values `write` writes at the top.
    package static func values(_ write: (inout JSONTreeBuilder) -> Void) -> [JSONValue] {
        var builder = JSONTreeBuilder()
        write(&builder)
        return builder.values
    }

    package mutating func beginObject() { begin(isObject: true) }
    package mutating func beginArray() { begin(isObject: false) }
    package mutating func endObject() { end() }
    package mutating func endArray() { end() }

    package mutating func key(_ key: String) { pendingKey = key }

    package mutating func value(_ value: JSONValue) {
        let key = pendingKey
        pendingKey = nil
        guard let last = open.indices.last else {
            values.append(value)
            return
        }
        if open[last].isObject {
            open[last].members.append((key: key ?? "", value: value))
        } else {
            open[last].items.append(value)
        }
    }

    private mutating func begin(isObject: Bool) {
        open.append((key: pendingKey, isObject: isObject, items: [], members: []))
        pendingKey = nil
    }

    private mutating func end() {
        guard let closed = open.popLast() else { return }
        pendingKey = closed.key
        value(closed.isObject ? .object(closed.members) : .array(closed.items))
    }
}
