import FoundationEssentials

/// Decodes `Decodable` types from JSON through a `JSONValue`. Failures are the standard
/// `DecodingError`s, with the coding path, and a body that is not JSON is `.dataCorrupted`.
/// Keys are PokeAPI's snake_case: a Swift name `baseStat` reads the key `base_stat`, so types
/// need no `CodingKeys` for that.
package enum JSONValueDecoder {
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, from: tree(of: data))
    }

    /// The parsed body; one that is not JSON is `.dataCorrupted`.
    static func tree(of data: Data) throws(DecodingError) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw notJSON(error)
        }
    }

    /// What a body that is not JSON is, however it was to be read.
    static func notJSON(_ error: JSONValue.SyntaxError) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: [], debugDescription: "Not valid JSON: \(error.reason) at byte \(error.offset)",
                underlyingError: error))
    }

    package static func decode<T: Decodable>(_ type: T.Type, from tree: JSONValue) throws -> T {
        try T(from: TreeDecoder(tree: tree, path: .root))
    }
}

// MARK: - The decoder

/// Where a value sits, built only as far as it is walked and turned into keys only for errors.
indirect enum CodingPath {
    case root
    case key(String, CodingPath)
    case index(Int, CodingPath)

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root: return keys.reversed()
            case .key(let name, let parent):
                keys.append(PathKey(stringValue: name))
                node = parent
            case .index(let index, let parent):
                keys.append(PathKey(intValue: index))
                node = parent
            }
        }
    }
}

struct PathKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private struct TreeDecoder: Decoder {
    let tree: JSONValue
    let path: CodingPath

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw mismatch([String: Any].self, tree, path) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = tree else { throw mismatch([Any].self, tree, path) }
        return UnkeyedContainer(elements: elements, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(tree: tree, path: path)
    }
}

// MARK: - Values

func mismatch(_ type: Any.Type, _ tree: JSONValue, _ path: CodingPath) -> DecodingError {
    if case .null = tree { return mismatch(type, isNull: true, path) }
    return mismatch(type, isNull: false, path)
}

/// The same for a value known only as null or not (`JSONReader`'s, on its tape).
func mismatch(_ type: Any.Type, isNull: Bool, _ path: CodingPath) -> DecodingError {
    if isNull {
        return .valueNotFound(type, .init(codingPath: path.keys, debugDescription: "Expected \(type), found null"))
    }
    return .typeMismatch(type, .init(codingPath: path.keys, debugDescription: "Expected \(type)"))
}

extension JSONValue {
    fileprivate func unbox(_ type: Bool.Type, _ path: CodingPath) throws -> Bool {
        guard case .bool(let value) = self else { throw mismatch(type, self, path) }
        return value
    }

    fileprivate func unbox(_ type: String.Type, _ path: CodingPath) throws -> String {
        guard case .string(let value) = self else { throw mismatch(type, self, path) }
        return value
    }

    /// Any JSON number that the type holds exactly: `3` and `3.0` are both the integer 3.
    fileprivate func unboxInteger<T: FixedWidthInteger>(_ type: T.Type, _ path: CodingPath) throws -> T {
        switch self {
        case .int(let value): if let exact = T(exactly: value) { return exact }
        case .double(let value): if let exact = T(exactly: value) { return exact }
        default: break
        }
        throw mismatch(type, self, path)
    }

    fileprivate func unboxFloat<T: BinaryFloatingPoint>(_ type: T.Type, _ path: CodingPath) throws -> T {
        switch self {
        case .int(let value): return T(value)
        case .double(let value): return T(value)
        default: throw mismatch(type, self, path)
        }
    }

    fileprivate func decode<T: Decodable>(_ type: T.Type, _ path: CodingPath) throws -> T {
        try T(from: TreeDecoder(tree: self, path: path))
    }
}

// MARK: - Containers

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONValue.Member]
    let path: CodingPath

    var codingPath: [any CodingKey] { path.keys }
    /// The keys as written: a dictionary's keys are data, not Swift names.
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    /// The key as written, else a Swift name's snake_case: `baseStat` finds `base_stat`.
    private func find(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        if let exact = members.last(where: { $0.key == name }) { return exact.value }
        let snake = JSONValueDecoder.snakeCase(name)
        return snake == name ? nil : members.last { $0.key == snake }?.value
    }

    private func value(_ key: Key) throws -> (JSONValue, CodingPath) {
        guard let value = find(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: path.keys, debugDescription: "No value for \(key.stringValue)"))
        }
        return (value, .key(key.stringValue, path))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key).0 { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let (v, p) = try value(key)
        return try v.unbox(type, p)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let (v, p) = try value(key)
        return try v.unbox(type, p)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let (v, p) = try value(key)
        return try v.unboxFloat(type, p)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let (v, p) = try value(key)
        return try v.unboxFloat(type, p)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        let (v, p) = try value(key)
        return try v.unboxInteger(type, p)
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (v, p) = try value(key)
        return try v.decode(type, p)
    }

    /// One lookup where the default would make three; absent and null are both nil.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = find(key) else { return nil }
        if case .null = value { return nil }
        return try value.decode(type, .key(key.stringValue, path))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (v, p) = try value(key)
        return try TreeDecoder(tree: v, path: p).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let (v, p) = try value(key)
        return try TreeDecoder(tree: v, path: p).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(tree: .object(members), path: path)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let (v, p) = try value(key)
        return TreeDecoder(tree: v, path: p)
    }
}

/// The unkeyed and single-value containers both decode "the next value": one list of
/// overloads serves them both.
private protocol NextValueDecoding {
    func next() throws -> (JSONValue, CodingPath)
}

extension NextValueDecoding {
    func decode(_ type: Bool.Type) throws -> Bool {
        let (v, p) = try next()
        return try v.unbox(type, p)
    }
    func decode(_ type: String.Type) throws -> String {
        let (v, p) = try next()
        return try v.unbox(type, p)
    }
    func decode(_ type: Double.Type) throws -> Double {
        let (v, p) = try next()
        return try v.unboxFloat(type, p)
    }
    func decode(_ type: Float.Type) throws -> Float {
        let (v, p) = try next()
        return try v.unboxFloat(type, p)
    }
    func decode(_ type: Int.Type) throws -> Int {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt.Type) throws -> UInt {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        let (v, p) = try next()
        return try v.unboxInteger(type, p)
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (v, p) = try next()
        return try v.decode(type, p)
    }
}

/// A class, so that taking the next element needs no `mutating` and the shared overloads fit.
private final class UnkeyedContainer: UnkeyedDecodingContainer, NextValueDecoding {
    private let elements: [JSONValue]
    private let path: CodingPath
    private(set) var currentIndex = 0

    init(elements: [JSONValue], path: CodingPath) {
        self.elements = elements
        self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    func next() throws -> (JSONValue, CodingPath) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: CodingPath.index(currentIndex, path).keys, debugDescription: "No more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], .index(currentIndex, path))
    }

    func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    {
        let (v, p) = try next()
        return try TreeDecoder(tree: v, path: p).container(keyedBy: type)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (v, p) = try next()
        return try TreeDecoder(tree: v, path: p).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let (v, p) = try next()
        return TreeDecoder(tree: v, path: p)
    }
}

private struct SingleValueContainer: SingleValueDecodingContainer, NextValueDecoding {
    let tree: JSONValue
    let path: CodingPath

    var codingPath: [any CodingKey] { path.keys }

    func next() throws -> (JSONValue, CodingPath) { (tree, path) }

    func decodeNil() -> Bool {
        if case .null = tree { return true }
        return false
    }
}

// MARK: - Key names

extension JSONValueDecoder {
    /// `baseStat` → `base_stat`; a name with no capital is returned as it is.
    package static func snakeCase(_ name: String) -> String {
        guard name.utf8.contains(where: { (65...90).contains($0) }) else { return name }
        var out = ""
        out.reserveCapacity(name.utf8.count + 4)
        for character in name {
            if character.isUppercase {
                out += "_" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }
}
