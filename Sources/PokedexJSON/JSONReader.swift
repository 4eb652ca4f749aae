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

/// One value of a parsed body and where it sits (on its `JSONTape`). Failures are the
/// `DecodingError`s `JSONValueDecoder` throws, with the same paths, so a malformed body is
/// reported the same way whichever way it was read: a key that is absent is `keyNotFound`;
/// `null` where a value is required is `valueNotFound`; the wrong kind of value is
/// `typeMismatch`. An optional field is nil when absent or `null`; a repeated key finds its
/// last value. A path is worked out only for an error.
package struct JSONReader {
    let tape: JSONTape
    let index: Int

    /// Parses `data` and reads a `T` from it; a body that is not JSON is `.dataCorrupted`.
    /// `keep` is given the parsed body once it is read (a process that exits soon keeps it
    /// rather than free it).
    package static func read<T: JSONReadable>(
        _ type: T.Type, from data: Data, keeping keep: ((JSONTape) -> Void)? = nil
    ) throws(DecodingError) -> T {
        let tape = try JSONTape(data)
        defer { keep?(tape) }
        return try T(json: JSONReader(tape: tape, index: 0))
    }

    // MARK: Fields

    /// The member `key`, which must be there (it may be `null`).
    package func field(_ key: String) throws(DecodingError) -> JSONReader {
        guard let member = try member(key) else {
            throw DecodingError.keyNotFound(
                PathKey(stringValue: key),
                .init(codingPath: tape.path(to: index).keys, debugDescription: "No value for \(key)"))
        }
        return JSONReader(tape: tape, index: member)
    }

    /// The member `key`, or nil where it is absent or `null`.
    func optionalField(_ key: String) throws(DecodingError) -> JSONReader? {
        guard let member = try member(key), tape.entries[member].kind != .null else { return nil }
        return JSONReader(tape: tape, index: member)
    }

    /// The place of the last member named `key` (JSON's rule for a name given twice), found as
    /// its bytes are written; nil when there is none. Names of another length are passed over
    /// on their entries alone.
    private func member(_ key: String) throws(DecodingError) -> Int? {
        let entries = tape.entries
        let object = entries[index]
        guard object.kind == .object else { throw mismatch([String: Any].self) }
        let length = key.utf8.count
        var found: Int?
        var child = index + 1
        while child < Int(object.end) {
            let name = entries[child]
            if name.escaped || Int(name.end - name.start) == length, tape.isKey(child, key) { found = child + 1 }
            let value = entries[child + 1]
            child = value.kind == .array || value.kind == .object ? Int(value.end) : child + 2
        }
        return found
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
        guard tape.entries[index].kind == .string else { throw mismatch(String.self) }
        return tape.text(at: index)
    }

    /// Any JSON number that is exactly an `Int`: `3` and `3.0` are both 3.
    package func int() throws(DecodingError) -> Int {
        if tape.entries[index].kind == .number {
            switch tape.number(at: index) {
            case .int(let number): return number
            case .double(let number): if let exact = Int(exactly: number) { return exact }
            default: break
            }
        }
        throw mismatch(Int.self)
    }

    func bool() throws(DecodingError) -> Bool {
        switch tape.entries[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self)
        }
    }

    /// An array, each element read as a `T`.
    func list<T: JSONReadable>() throws(DecodingError) -> [T] {
        let array = tape.entries[index]
        guard array.kind == .array else { throw mismatch([Any].self) }
        var items: [T] = []
        var element = index + 1
        while element < Int(array.end) {
            items.append(try T(json: JSONReader(tape: tape, index: element)))
            element = tape.next(after: element)
        }
        return items
    }

    /// `null` where a `type` is wanted is `valueNotFound`; another kind of value, `typeMismatch`.
    private func mismatch(_ type: Any.Type) -> DecodingError {
        PokedexJSON.mismatch(type, isNull: tape.entries[index].kind == .null, tape.path(to: index))
    }
}
