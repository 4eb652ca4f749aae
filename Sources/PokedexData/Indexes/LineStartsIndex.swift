import FoundationEssentials

/// Where each id's lines start in a generated file in id order (`pokedex-encounter-runs.tsv`,
/// `pokedex-learnsets.tsv`, `pokedex-encounters.tsv`), in a file of its own beside it,
/// `<name>-starts.tsv`:
///
///     # width  starts_by_id
///     7        0000021,0000021,0000890,…
///
/// for every id from 0 to one past the last, the start of the first line with that id or a
/// greater one (what halving the file finds), `width` digits each, read where it lies. An id's
/// lines are then `start(id)..<start(id + 1)`, which a command asks the kernel to read in one
/// go. Halving a 3.5 MB file touched pages all over it, and a cold start read all of it: the
/// kernel reads up to 8 MB around a page fault here.
package enum LineStartsIndex {
    static let header = "# width\tstarts_by_id"

    /// `pokedex-learnsets.tsv`'s is `pokedex-learnsets-starts.tsv`.
    package static func fileName(for file: String) -> String {
        (file.hasSuffix(".tsv") ? String(file.dropLast(4)) : file) + "-starts.tsv"
    }

    /// The index of `text`, a generated file in id order.
    package static func encode(_ text: String) -> String {
        let data = Data(text.utf8)
        let last = data.withUnsafeBytes { raw -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            var largest = 0
            var start = 0
            while start < bytes.count {
                let end = IndexRows.lineEnd(from: start, before: bytes.count, in: bytes)
                if let id = IndexRows.firstNumber(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    largest = max(largest, id)
                }
                start = end + 1
            }
            return largest
        }
        let width = String(data.count).count
        let starts = (0...(last + 1)).map { id in
            let digits = String(IndexRows.start(ofID: id, in: data))
            return String(repeating: "0", count: width - digits.count) + digits
        }
        return header + "\n" + String(width) + "\t" + starts.joined(separator: ",") + "\n"
    }

    /// The bytes of `id`'s lines in the file `index` is the starts of; nil when the index does
    /// not say (it is not one, or ends before `id`).
    package static func lines(ofID id: Int, index: UnsafeRawBufferPointer) -> Range<Int>? {
        let bytes = index.bindMemory(to: UInt8.self)
        guard id >= 0, let newline = bytes.firstIndex(of: 0x0A),
            let tab = bytes[(newline + 1)...].firstIndex(of: 0x09),
            let width = number(bytes[(newline + 1)..<tab]), width > 0, width < 19
        else { return nil }
        let (offset, tooFar) = id.multipliedReportingOverflow(by: width + 1)
        let (at, overflow) = offset.addingReportingOverflow(tab + 1)
        guard !tooFar, !overflow, at <= bytes.count - (2 * width + 1), bytes[at + width] == UInt8(ascii: ","),
            let start = number(bytes[at..<(at + width)]),
            let end = number(bytes[(at + width + 1)..<(at + 2 * width + 1)]), start <= end
        else { return nil }
        return start..<end
    }

    /// Decimal digits, every one of them; nil for anything else.
    private static func number(_ digits: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
