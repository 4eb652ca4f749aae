import FoundationEssentials

/// A body parsed once into where each of its values lies, with nothing built: `JSONReader`
/// makes a string or a number only when a type reads it. Parsed into a tree, the three bodies
/// of an entry (a Pokémon, its species, its evolution chain) made a string for every key and
/// value and an array for every object: a fifth of `show`.
///
/// The entries are the values in document order, an object's key before each of its values.
/// A string's entry spans its bytes between the quotes; a number's or a literal's, its bytes;
/// an array's or an object's `end` is the place of the entry after its last value, so that a
/// value is passed over in one step. The parse is the tree's own, as strict, within the same
/// budget: a body one refuses, the other refuses.
package final class JSONTape: Sendable {
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    struct Entry {
        let kind: Kind
        /// Whether the string holds an escape, to be undone when it is read.
        let escaped: Bool
        /// Where it starts in the body (a string: after its opening quote).
        let start: UInt32
        /// Where a string, a number or a literal ends in the body; for an array or an object,
        /// the place of the entry after it.
        var end: UInt32
    }

    /// The body, copied once: read through `Data` at each lookup instead, an entry's three
    /// bodies cost `show` 117 000 instructions more than the copy.
    private let bytes: [UInt8]
    let entries: [Entry]

    /// Parses `data` as `JSONValue.parse` does; a body that is not JSON is `.dataCorrupted`
    /// with the same description. (A body of 4 GB or more, whose places a tape cannot hold, is
    /// refused as too large; the largest any source gives is some megabytes.)
    init(_ data: Data) throws(DecodingError) {
        guard data.count < Int(UInt32.max) else {
            throw JSONValueDecoder.notJSON(
                JSONValue.SyntaxError(offset: 0, reason: "too large to read", isTooLarge: true))
        }
        let bytes = [UInt8](data)
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<[Entry], JSONValue.SyntaxError> in
            var parser = JSONParser(bytes: buffer, budget: JSONValue.treeBudget, output: .tape)
            // Room for a value every eight bytes, about a body's own count, up to a large one's.
            parser.entries.reserveCapacity(min(buffer.count / 8, 1 << 16))
            do throws(JSONValue.SyntaxError) {
                _ = try parser.document()
                return .success(parser.entries)
            } catch {
                return .failure(error)
            }
        }
        switch parsed {
        case .success(let entries):
            self.bytes = bytes
            self.entries = entries
        case .failure(let error):
            throw JSONValueDecoder.notJSON(error)
        }
    }

    /// The place of the value after the one at `index`, and all it holds.
    func next(after index: Int) -> Int {
        switch entries[index].kind {
        case .array, .object: Int(entries[index].end)
        default: index + 1
        }
    }

    /// The string at `index`, its escapes undone; bytes that are not UTF-8 become U+FFFD, as
    /// the tree has them.
    func text(at index: Int) -> String {
        let entry = entries[index]
        return bytes.withUnsafeBufferPointer { buffer in
            guard entry.escaped else {
                return String(
                    decoding: UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)]), as: UTF8.self)
            }
            // Parsed once already: undoing its escapes cannot fail.
            var parser = JSONParser(bytes: buffer, budget: .max)
            parser.position = Int(entry.start) - 1
            return (try? parser.string()) ?? ""
        }
    }

    /// Whether the string at `index` is `key`, byte for byte (JSON's rule for a member's name),
    /// its escapes undone first.
    func isKey(_ index: Int, _ key: String) -> Bool {
        let entry = entries[index]
        if entry.escaped { return text(at: index).utf8.elementsEqual(key.utf8) }
        let start = Int(entry.start)
        let count = Int(entry.end) - start
        let same = key.utf8.withContiguousStorageIfAvailable { name in
            name.count == count
                && bytes.withUnsafeBufferPointer { buffer in
                    var offset = 0
                    while offset < count, buffer[start + offset] == name[offset] { offset += 1 }
                    return offset == count
                }
        }
        return same ?? (text(at: index) == key)
    }

    /// The number at `index`, as the tree has it: an `Int` when it has no fraction or exponent
    /// and at most eighteen digits, else a `Double`.
    func number(at index: Int) -> JSONValue {
        let entry = entries[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let text = buffer[Int(entry.start)..<Int(entry.end)]
            let negative = text.first == UInt8(ascii: "-")
            let digits = text.dropFirst(negative ? 1 : 0)
            if digits.count <= 18, !digits.contains(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }) {
                return JSONParser.integer(digits, negative: negative)
            }
            return JSONParser.double(text).map(JSONValue.double) ?? .null
        }
    }

    /// Where the value at `target` sits, for an error: the keys and places from the top.
    func path(to target: Int) -> CodingPath {
        var path = CodingPath.root
        var at = 0
        descending: while at != target, at < entries.count {
            let container = entries[at]
            var child = at + 1
            var position = 0
            while child < Int(container.end) {
                // An object's member is its key's entry, then its value's.
                let value = container.kind == .object ? child + 1 : child
                let next = self.next(after: value)
                if (value..<next).contains(target) {
                    path = container.kind == .object ? .key(text(at: child), path) : .index(position, path)
                    at = value
                    continue descending
                }
                child = next
                position += 1
            }
            break
        }
        return path
    }
}
