/// The file the marks are kept in: plain text a person can read, diff and back up. A version
/// line, comments, a header, then a mark a line, tab-separated:
///
///     pokedex-marks 1
///     # …
///     species	form	game	shiny	date
///     pikachu		scarlet-violet	no	2026-11-28
///     vulpix	alola	scarlet-violet	yes	2026-11-28
package enum MarkFile {
    package static let version = 1
    package static let columns = ["species", "form", "game", "shiny", "date"]
    /// The header line: `columns`, tab-separated (a literal, so that reading joins nothing).
    static let header = "species\tform\tgame\tshiny\tdate"

    /// Why a file is not a marks file, at which line (from 1).
    package struct ParseError: Error, Sendable, Equatable {
        package let line: Int
        package let reason: String
    }

    /// The book `text` holds. Read as bytes, a line and a field at a time, with no copy but
    /// the five fields kept: every list reads the file, so it costs little more than its bytes.
    package static func parse(_ text: String) throws(ParseError) -> MarkBook {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(ParseError) in try parse(bytes) } }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> MarkBook {
        // A mark a line of some 40 bytes: room for them all at once.
        var book = MarkBook([], capacity: bytes.count / 32)
        var number = 0
        var start = 0
        // The game and day of the line before, taken again when a line's are the same bytes:
        // a file's marks are by game, and marked on a few days.
        var shared = SharedNames()
        while start <= bytes.count {
            number += 1
            let (line, next) = Self.line(at: start, in: bytes)
            start = next
            if number == 1 {
                try checkVersion(String(decoding: line, as: UTF8.self), number: number)
                continue
            }
            if let mark = try mark(line, number: number, shared: &shared) { book.add(mark) }
        }
        return book
    }

    /// The marks of `species` alone, as `parse` reads them: the version line is checked and the
    /// lines of that species are read, found by their first field; the others are not looked at
    /// (an entry shows a Pokémon's marks, and reading 300 of them was a fifth of `show`), so a
    /// line damaged elsewhere goes unseen here.
    package static func marks(ofSpecies species: String, in text: String) throws(ParseError) -> MarkBook {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(ParseError) in try marks(ofSpecies: species, bytes) }
        }
        return try result.get()
    }

    private static func marks(ofSpecies species: String, _ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError)
        -> MarkBook
    {
        try checkVersion(String(decoding: line(at: 0, in: bytes).line, as: UTF8.self), number: 1)
        var marks: [CaughtMark] = []
        let wanted = Array("\n\(species)\t".utf8)
        var shared = SharedNames()
        var from = 0
        while true {
            let found = ByteSearch.firstIndex(of: wanted, in: bytes, from: from)
            guard found < bytes.count else { break }
            let (line, next) = line(at: found + 1, in: bytes)
            from = next - 1
            do throws(ParseError) {
                if let mark = try mark(line, number: 0, shared: &shared) { marks.append(mark) }
            } catch {
                // The line's number, counted only for the message.
                let number = bytes[...found].count { $0 == 0x0A } + 1
                throw ParseError(line: number, reason: error.reason)
            }
        }
        return MarkBook(marks)
    }

    /// The line from `start`, without its line break (a carriage return before the newline
    /// too), and where the next line starts.
    private static func line(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        line: UnsafeBufferPointer<UInt8>, next: Int
    ) {
        var end = ByteSearch.firstIndex(of: 0x0A, or: 0x0A, in: bytes, from: start)
        let next = end + 1
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return (UnsafeBufferPointer(rebasing: bytes[start..<end]), next)
    }

    /// The mark a line (at `number`) holds; nil for a comment, an empty line or the header.
    /// `shared`: strings a line before made, taken again for the same bytes.
    private static func mark(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, shared: inout SharedNames
    ) throws(ParseError) -> CaughtMark? {
        if line.isEmpty || line[0] == 0x23 || (line.count == header.utf8.count && line.elementsEqual(header.utf8)) {
            return nil
        }
        // The four tabs, in one pass over the line: a line with any other number is refused.
        var tabs = (0, 0, 0, 0)
        var count = 0
        for position in line.indices where line[position] == 0x09 {
            switch count {
            case 0: tabs.0 = position
            case 1: tabs.1 = position
            case 2: tabs.2 = position
            case 3: tabs.3 = position
            default: break
            }
            count += 1
        }
        guard count == columns.count - 1 else {
            throw ParseError(line: number, reason: "\(count + 1) fields where a mark has \(columns.count)")
        }
        func field(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: line[range]) }
        let species = field(0..<tabs.0)
        let form = field((tabs.0 + 1)..<tabs.1)
        let game = field((tabs.1 + 1)..<tabs.2)
        let shinyField = field((tabs.2 + 1)..<tabs.3)
        let day = field((tabs.3 + 1)..<line.count)
        guard isName(species), form.isEmpty || isName(form), isName(game) else {
            throw ParseError(line: number, reason: "a species, form or game that is no PokeAPI name")
        }
        let shiny: Bool
        if isWord(shinyField, "yes") {
            shiny = true
        } else if isWord(shinyField, "no") {
            shiny = false
        } else {
            let written = String(decoding: shinyField, as: UTF8.self)
            throw ParseError(line: number, reason: "shiny is '\(Echo.cut(written))', not yes or no")
        }
        guard isDay(day) else {
            let written = String(decoding: day, as: UTF8.self)
            throw ParseError(line: number, reason: "the date '\(Echo.cut(written))' is not YYYY-MM-DD")
        }
        return CaughtMark(
            species: String(decoding: species, as: UTF8.self),
            form: form.isEmpty ? "" : String(decoding: form, as: UTF8.self), game: shared.game(game), shiny: shiny,
            date: shared.day(day))
    }

    /// The game and day of the last line read, as bytes and as the strings made of them. The
    /// bytes are where they lie in the text being read: one of these lives only while it is.
    private struct SharedNames {
        private var gameBytes: UnsafeBufferPointer<UInt8>?
        private var gameName = ""
        private var dayBytes: UnsafeBufferPointer<UInt8>?
        private var dayName = ""

        mutating func game(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            Self.taken(bytes, &gameBytes, &gameName)
        }

        mutating func day(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            Self.taken(bytes, &dayBytes, &dayName)
        }

        private static func taken(
            _ bytes: UnsafeBufferPointer<UInt8>, _ last: inout UnsafeBufferPointer<UInt8>?, _ name: inout String
        ) -> String {
            if let before = last, MarkFile.same(before, bytes) {
                return name
            }
            last = bytes
            name = String(decoding: bytes, as: UTF8.self)
            return name
        }
    }

    /// Whether `bytes` are `word`'s, compared as bytes.
    private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        same(bytes, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// Whether two runs of bytes are the same, by index (`elementsEqual`'s generic walk was a
    /// tenth of reading the file).
    static func same(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        for index in one.indices where one[index] != other[index] { return false }
        return true
    }

    private static func checkVersion(_ line: String, number: Int) throws(ParseError) {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "pokedex-marks", let version = Int(words[1]), version >= 1 else {
            throw ParseError(line: number, reason: "it does not start with 'pokedex-marks \(Self.version)'")
        }
        guard version <= Self.version else {
            throw ParseError(
                line: number,
                reason: "it is version \(version), written by a newer pokedex (this one reads \(Self.version))")
        }
    }

    /// The file for `book`, put together as bytes: a `String` appended to piece by piece cost
    /// 380 instructions a piece, a third of `caught add`.
    package static func text(_ book: MarkBook) -> String {
        let preamble = """
            pokedex-marks \(version)
            # What you have caught, a mark a line, tab-separated: the species, its form (empty for the
            # default), the game, shiny (yes or no) and the day it was marked. `pokedex caught` writes
            # this file whole and keeps the one before beside it as caught.tsv.bak.
            \(header)

            """
        // Its length first, then every piece copied into a string of exactly that length.
        var total = preamble.utf8.count
        for mark in book.sorted {
            total += mark.species.utf8.count + mark.form.utf8.count + mark.game.utf8.count + mark.date.utf8.count
            total += mark.shiny ? 8 : 7
        }
        return String(unsafeUninitializedCapacity: total) { text in
            var writer = UTF8Writer(text)
            writer.copy(preamble.utf8)
            for mark in book.sorted {
                writer.copy(mark.species.utf8)
                writer.put(UInt8(ascii: "\t"))
                writer.copy(mark.form.utf8)
                writer.put(UInt8(ascii: "\t"))
                writer.copy(mark.game.utf8)
                writer.copy((mark.shiny ? "\tyes\t" : "\tno\t").utf8)
                writer.copy(mark.date.utf8)
                writer.put(UInt8(ascii: "\n"))
            }
            return writer.count
        }
    }

    /// A PokeAPI name: lower-case letters, digits and dashes.
    static func isName(_ bytes: some Collection<UInt8>) -> Bool {
        // Wrapping differences: a byte below the range's first wraps past its count.
        !bytes.isEmpty && bytes.count <= 80
            && bytes.allSatisfy { $0 &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == 0x2D }
    }

    /// `YYYY-MM-DD`.
    package static func isDay(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isDay($0) }
    }

    static func isDay(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard digits.count == 10, digits[4] == 0x2D, digits[7] == 0x2D else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(digits[index]) else { return nil }
                value = value * 10 + Int(digits[index] - 0x30)
            }
            return value
        }
        guard number(0..<4) != nil, let month = number(5..<7), let day = number(8..<10) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}

/// Marks as CSV, for export and import: a header naming the columns, then a mark a line.
package enum MarkCSV {
    /// One line of an imported file: the words as the person wrote them, resolved later.
    package struct Record: Sendable, Equatable {
        package let line: Int
        package let species: String
        package let form: String
        package let game: String
        package let shiny: Bool
        /// Nil when the line gives none: today.
        package let date: String?

        package init(line: Int, species: String, form: String, game: String, shiny: Bool, date: String?) {
            self.line = line
            self.species = species
            self.form = form
            self.game = game
            self.shiny = shiny
            self.date = date
        }
    }

    /// A line that cannot be read, by its number.
    package struct Refusal: Sendable, Equatable {
        package let line: Int
        package let reason: String

        package init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// The header is wrong: nothing of the file can be read.
    package struct HeaderError: Error, Sendable, Equatable {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }
    }

    /// `book` as CSV, in the book's order.
    package static func text(_ book: MarkBook) -> String {
        var text = MarkFile.columns.joined(separator: ",") + "\n"
        for mark in book.sorted {
            let fields = [mark.species, mark.form, mark.game, mark.shiny ? "yes" : "no", mark.date]
            text += fields.map(quoted).joined(separator: ",") + "\n"
        }
        return text
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }

    /// The records of a CSV file, and the lines refused, each with why. The header names the
    /// columns in any order; `species` and `game` are needed, `form`, `shiny` and `date` not.
    package static func parse(_ text: String) throws(HeaderError) -> (records: [Record], refused: [Refusal]) {
        // "\r\n" is one Character: a line ends at either (Excel and RFC 4180 write CRLF).
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        if lines.first?.hasPrefix("\u{FEFF}") == true { lines[0] = lines[0].dropFirst() }
        guard let header = lines.first, let names = fields(header) else {
            throw HeaderError(reason: "it has no header line")
        }
        let columns = names.map { $0.trimmingWhitespace().lowercased() }
        var position: [String: Int] = [:]
        for (index, name) in columns.enumerated() {
            guard MarkFile.columns.contains(name) else {
                throw HeaderError(
                    reason: "its header names a column '\(Echo.cut(name))'; the columns are "
                        + MarkFile.columns.joined(separator: ", "))
            }
            position[name] = index
        }
        guard position["species"] != nil, position["game"] != nil else {
            throw HeaderError(reason: "its header names no species or no game column")
        }
        var records: [Record] = []
        var refused: [Refusal] = []
        for (offset, line) in lines.enumerated().dropFirst() where !line.allSatisfy(\.isWhitespace) {
            let number = offset + 1
            guard let values = fields(line) else {
                refused.append(Refusal(line: number, reason: "a quote is not closed"))
                continue
            }
            guard values.count == columns.count else {
                refused.append(
                    Refusal(line: number, reason: "\(values.count) fields where the header names \(columns.count)"))
                continue
            }
            func value(_ name: String) -> String {
                position[name].map { values[$0].trimmingWhitespace() } ?? ""
            }
            guard !value("species").isEmpty, !value("game").isEmpty else {
                refused.append(Refusal(line: number, reason: "no species or no game"))
                continue
            }
            guard let shiny = shinyValue(value("shiny")) else {
                refused.append(
                    Refusal(line: number, reason: "shiny is '\(Echo.cut(value("shiny")))', not yes or no"))
                continue
            }
            let date = value("date")
            guard date.isEmpty || MarkFile.isDay(date) else {
                refused.append(Refusal(line: number, reason: "the date '\(Echo.cut(date))' is not YYYY-MM-DD"))
                continue
            }
            records.append(
                Record(
                    line: number, species: value("species"), form: value("form"), game: value("game"), shiny: shiny,
                    date: date.isEmpty ? nil : date))
        }
        return (records, refused)
    }

    private static func shinyValue(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "", "no", "false", "0", "n": false
        case "yes", "true", "1", "y", "shiny": true
        default: nil
        }
    }

    /// A line's fields, with RFC 4180's quotes; nil when a quote is left open.
    static func fields(_ line: Substring) -> [String]? {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = line.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" && field.isEmpty {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        guard !quoted else { return nil }
        fields.append(field)
        return fields
    }
}
