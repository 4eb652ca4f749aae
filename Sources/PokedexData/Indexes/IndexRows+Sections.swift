import FoundationEssentials
import PokedexDomain

extension IndexRows {
    /// A section of a file of sections: its name (`move`, `fr`), the rows its header counts, the
    /// bytes of its rows, and its header's line number (counted from 1).
    struct Section {
        let name: Slice<UnsafeBufferPointer<UInt8>>
        let count: Int
        let lines: Range<Int>
        let line: Int

        /// Whether it is named `name`.
        func isNamed(_ name: String) -> Bool {
            self.name.elementsEqual(name.utf8)
        }
    }

    /// Each section of a file of sections, in order, until `body` answers false: the file's
    /// header and other comments passed over, each section a header `# <name> <rows> <bytes>`
    /// and then its rows, passed over by their size (the search keys, the labels, the names'
    /// offsets). The number of the first line that is neither a comment nor a section's header
    /// (a row outside a section), or of a header whose numbers are not numbers, whose bytes
    /// are not there, or that counts more rows than it has bytes (a row takes one at least);
    /// nil when there is none before `body` stops.
    static func sections(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Section) -> Bool) -> Int? {
        var start = 0
        var line = 0
        while start < bytes.count {
            line += 1
            let end = lineEnd(from: start, before: bytes.count, in: bytes)
            let text = bytes[start..<end]
            guard text.first == UInt8(ascii: "#") else { return line }
            start = min(end + 1, bytes.count)
            // A comment of other than four words: the file's header.
            guard let words = fourWords(text), words.0.count == 1 else { continue }
            guard let count = Int(String(decoding: bytes[words.2], as: UTF8.self)),
                let size = Int(String(decoding: bytes[words.3], as: UTF8.self)), count >= 0, size >= 0,
                size <= bytes.count - start, count <= size
            else { return line }
            guard body(Section(name: bytes[words.1], count: count, lines: start..<(start + size), line: line)) else {
                return nil
            }
            start += size
            line += count
        }
        return nil
    }

    /// Where the words of `text` (between runs of spaces) lie, when it has four: found in place
    /// (split into an array, each section's header took three allocations).
    private static func fourWords(
        _ text: Slice<UnsafeBufferPointer<UInt8>>
    ) -> (Range<Int>, Range<Int>, Range<Int>, Range<Int>)? {
        var words = (0..<0, 0..<0, 0..<0, 0..<0)
        var count = 0
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] != UInt8(ascii: " ") else {
                index += 1
                continue
            }
            var end = index
            while end < text.endIndex, text[end] != UInt8(ascii: " ") { end += 1 }
            switch count {
            case 0: words.0 = index..<end
            case 1: words.1 = index..<end
            case 2: words.2 = index..<end
            case 3: words.3 = index..<end
            default: return nil
            }
            count += 1
            index = end
        }
        return count == 4 ? words : nil
    }

    /// The bytes of the rows of the section named `name`, nil when the file has none before a
    /// header that is not one, or its bytes are not whole lines.
    static func lines(ofSection name: String, in data: Data) -> Range<Int>? {
        data.withUnsafeBytes { raw -> Range<Int>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var found: Range<Int>?
            _ = sections(bytes) { section in
                guard section.isNamed(name) else { return true }
                if !section.lines.isEmpty, bytes[section.lines.upperBound - 1] == 0x0A { found = section.lines }
                return false
            }
            return found
        }
    }
}
