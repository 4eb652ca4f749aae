extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined` makes
    /// them. That one is generic: at its first call in a process the runtime looks up its
    /// associated types by name, each a scan of the binary's conformance records, a
    /// twentieth of a short command's time. This one is concrete, and array-of-strings calls
    /// in every module that imports PokedexDomain resolve to it.
    package func joined(separator: String = "") -> String {
        var length = separator.utf8.count * Swift.max(0, count - 1)
        for element in self { length += element.utf8.count }
        guard length > 0 else { return "" }
        // Each piece copied into a string of the whole length: appended one by one, a string
        // checked and grew at every piece (some 360 instructions each; `team`'s table of types
        // joined 340 of them).
        return String(unsafeUninitializedCapacity: length) { buffer in
            var writer = UTF8Writer(buffer)
            for index in indices {
                if index > 0 { writer.copy(separator.utf8) }
                writer.copy(self[index].utf8)
            }
            return writer.count
        }
    }
}

extension ArraySlice where Element == String {
    /// The same for a slice of strings (`words[..<end]`), which would take the generic one.
    package func joined(separator: String = "") -> String {
        Array(self).joined(separator: separator)
    }
}

extension Array where Element == Substring {
    /// The same for substrings (the words `split` gives), each copied once.
    package func joined(separator: String = "") -> String {
        map(String.init).joined(separator: separator)
    }
}

/// Bytes written one piece after another into a buffer long enough for them all, each string's
/// copied where it lies (through its view, a byte at a time, they cost several times more).
package struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    package private(set) var count = 0

    package init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// `piece`'s bytes written next: there must be room for them.
    package mutating func copy(_ piece: String.UTF8View) {
        let end = piece.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let from = bytes.baseAddress, let to = buffer.baseAddress else { return nil }
            precondition(count + bytes.count <= buffer.count, "no room for the piece")
            (to + count).initialize(from: from, count: bytes.count)
            return count + bytes.count
        }
        count = end.flatMap { $0 } ?? buffer[count...].initialize(fromContentsOf: piece)
    }

    /// `byte` written next: there must be room for it.
    package mutating func put(_ byte: UInt8) {
        // Checked as `copy` is: a buffer's own subscript is not, in an optimized build.
        precondition(count < buffer.count, "no room for the byte")
        buffer[count] = byte
        count += 1
    }
}
