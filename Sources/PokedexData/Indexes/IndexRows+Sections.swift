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
            let words = text.split(separator: UInt8(ascii: " "))
            // A comment of other than four words: the file's header.
            guard words.count == 4, words[0].count == 1 else { continue }
            guard let count = Int(String(decoding: words[2], as: UTF8.self)),
                let size = Int(String(decoding: words[3], as: UTF8.self)), count >= 0, size >= 0,
                size <= bytes.count - start, count <= size
            else { return line }
            guard body(Section(name: words[1], count: count, lines: start..<(start + size), line: line)) else {
                return nil
            }
            start += size
            line += count
        }
        return nil
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
