import FoundationEssentials

/// A type read from a JSON value by hand, field by field under PokeAPI's own keys.
///
/// `Decodable` costs a short-lived process more than the decoding itself: every type it meets
/// instantiates generic containers by mangled name and looks up protocol conformances by
/// scanning the binary's whole conformance table — a third of `show`'s time beyond a "hello".
/// The types every command reads (a Pokémon, its species, its evolution chain, a type, a list)
/// are read through `JSONReader` instead; they stay `Codable` too, so the tests can hold each
/// reader to what `JSONDecoder` makes of every bundled body.
package protocol JSONReadable {
    init(json: JSONReader) throws(DecodingError)
}

/// One value of a parsed body and where it sits. Failures are the `DecodingError`s
/// `JSONValueDecoder` throws, with the same paths, so a malformed body is reported the same
/// way whichever way it was read: a key that is absent is `keyNotFound`; `null` where a value
/// is required is `valueNotFound`; the wrong kind of value is `typeMismatch`. An optional
/// field is nil when absent or `null`; a repeated key finds its last value.
package struct JSONReader {
    let value: JSONValue
    let path: CodingPath

    init(_ value: JSONValue) {
        self.init(value, path: .root)
    }

    init(_ value: JSONValue, path: CodingPath) {
        self.value = value
        self.path = path
    }

    /// Parses `data` and reads a `T` from it; a body that is not JSON is `.dataCorrupted`.
    /// `keep` is given the parsed tree once it is read (a process that exits soon keeps it
    /// rather than take its thousand values apart).
    package static func read<T: JSONReadable>(
        _ type: T.Type, from data: Data, keeping keep: ((JSONValue) -> Void)? = nil
    ) throws(DecodingError) -> T {
        let tree = try JSONValueDecoder.tree(of: data)
        defer { keep?(tree) }
        return try T(json: JSONReader(tree))
    }

    // MARK: Fields

    /// The member `key`, which must be there (it may be `null`).
    package func field(_ key: String) throws(DecodingError) -> JSONReader {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, value, path) }
        guard let member = Self.last(key, in: members) else {
            throw DecodingError.keyNotFound(
                PathKey(stringValue: key), .init(codingPath: path.keys, debugDescription: "No value for \(key)"))
        }
        return JSONReader(member.value, path: .key(key, path))
    }

    /// The member `key`, or nil where it is absent or `null`.
    func optionalField(_ key: String) throws(DecodingError) -> JSONReader? {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, value, path) }
        guard let member = Self.last(key, in: members) else { return nil }
        if case .null = member.value { return nil }
        return JSONReader(member.value, path: .key(key, path))
    }

    /// The last member named `key` (JSON's rule for a name given twice). Keys of another length
    /// in bytes are passed over first: a species' fields looked up one by one compared a
    /// thousand keys, most of them in the standard library's slow path for unequal strings. So a
    /// name is found only as its bytes are written (JSON's own rule), not as an equivalent
    /// spelling of other length; the keys a DTO reads are ASCII. (Comparing the bytes
    /// themselves through the UTF-8 views, rather than as strings, cost `show` 160 000
    /// instructions.)
    private static func last(_ key: String, in members: [JSONValue.Member]) -> JSONValue.Member? {
        let length = key.utf8.count
        return members.last { $0.key.utf8.count == length && $0.key == key }
    }

    package func string(_ key: String) throws(DecodingError) -> String { try field(key).string() }
    package func int(_ key: String) throws(DecodingError) -> Int { try field(key).int() }
    package func bool(_ key: String) throws(DecodingError) -> Bool { try field(key).bool() }
    package func read<T: JSONReadable>(_ key: String) throws(DecodingError) -> T { try T(json: field(key)) }
    package func list<T: JSONReadable>(_ key: String) throws(DecodingError) -> [T] { try field(key).list() }

    package func optionalString(_ key: String) throws(DecodingError) -> String? { try optionalField(key)?.string() }
    package func optionalInt(_ key: String) throws(DecodingError) -> Int? { try optionalField(key)?.int() }
    package func optionalBool(_ key: String) throws(DecodingError) -> Bool? { try optionalField(key)?.bool() }
    package func optionalRead<T: JSONReadable>(_ key: String) throws(DecodingError) -> T? {
        guard let field = try optionalField(key) else { return nil }
        return try T(json: field)
    }
    package func optionalList<T: JSONReadable>(_ key: String) throws(DecodingError) -> [T]? {
        try optionalField(key)?.list()
    }

    // MARK: Values

    package func string() throws(DecodingError) -> String {
        guard case .string(let text) = value else { throw mismatch(String.self, value, path) }
        return text
    }

    /// Any JSON number that is exactly an `Int`: `3` and `3.0` are both 3.
    package func int() throws(DecodingError) -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number): if let exact = Int(exactly: number) { return exact }
        default: break
        }
        throw mismatch(Int.self, value, path)
    }

    func bool() throws(DecodingError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, path) }
        return flag
    }

    /// An array, each element read as a `T`.
    func list<T: JSONReadable>() throws(DecodingError) -> [T] {
        guard case .array(let elements) = value else { throw mismatch([Any].self, value, path) }
        var items: [T] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            items.append(try T(json: JSONReader(element, path: .index(index, path))))
        }
        return items
    }
}
