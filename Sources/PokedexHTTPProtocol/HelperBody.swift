/// An answer's body: its bytes in memory of their own, written once as they come (off the
/// network in the helper, off the pipe in pokedex) and never copied after; each side hands it
/// on as it is. A body of 8 MB is 8 MB on each side, not the copies a queue, a slice, an array
/// and a concatenation would make of it.
///
/// `@unchecked Sendable`: it is written only by whoever made it, before the answer holding it
/// is handed out; from then on it is read only.
package final class HelperBody: @unchecked Sendable, Equatable {
    package private(set) var count = 0
    private var storage: UnsafeMutableRawBufferPointer
    /// How many bytes it was made to hold, when that was known (a frame's count); else it grows.
    private let expected: Int?

    /// Room for `count` bytes, to be filled (a frame whose size is known).
    init(count: Int) {
        expected = count
        storage = .allocate(byteCount: max(1, count), alignment: 1)
    }

    /// An empty body that grows as bytes come; `capacity` when their number is announced.
    package init(capacity: Int = 0) {
        expected = nil
        storage = .allocate(byteCount: max(1, capacity), alignment: 1)
    }

    /// A body of these bytes (tests).
    package convenience init(_ bytes: [UInt8]) {
        self.init(count: bytes.count)
        _ = bytes.withUnsafeBytes { fill(from: $0) }
    }

    deinit { storage.deallocate() }

    /// Whether a frame's body has all its bytes.
    var isFull: Bool { count == expected }

    /// Copies what of `source` still fits a frame's body; how many bytes that was.
    @discardableResult
    func fill(from source: UnsafeRawBufferPointer) -> Int {
        let taken = min(source.count, (expected ?? .max) - count)
        guard taken > 0 else { return 0 }
        append(UnsafeRawBufferPointer(rebasing: source[..<taken]))
        return taken
    }

    /// Adds `source` at the end, growing (twice as large) where it must.
    package func append(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        if count + source.count > storage.count {
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: max(count + source.count, storage.count * 2), alignment: 1)
            if count > 0, let old = storage.baseAddress, let new = grown.baseAddress {
                new.copyMemory(from: old, byteCount: count)
            }
            storage.deallocate()
            storage = grown
        }
        if let to = storage.baseAddress { (to + count).copyMemory(from: from, byteCount: source.count) }
        count += source.count
    }

    /// Where its bytes are, for as long as it lives.
    package var baseAddress: UnsafeMutableRawPointer? { count == 0 ? nil : storage.baseAddress }

    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(rebasing: storage[..<count]))
    }

    /// A copy, as an array.
    var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    package static func == (lhs: HelperBody, rhs: HelperBody) -> Bool {
        lhs.count == rhs.count && lhs.withUnsafeBytes { a in rhs.withUnsafeBytes { b in a.elementsEqual(b) } }
    }
}
