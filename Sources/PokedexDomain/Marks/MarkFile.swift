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

    /// Why a file is not a marks file, at which line (from 1).
    package struct ParseError: Error, Sendable, Equatable {
        package let line: Int
        package let reason: String
    }

    /// The book `text` holds.
    package static func parse(_ text: String) throws(ParseError) -> MarkBook {
        var book = MarkBook()
        var number = 0
        var sawVersion = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if !sawVersion {
                try checkVersion(line, number: number)
                sawVersion = true
                continue
            }
            if line.isEmpty || line.hasPrefix("#") || line == columns.joined(separator: "\t") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns.count else {
                throw ParseError(line: number, reason: "\(fields.count) fields where a mark has \(columns.count)")
            }
            guard isName(fields[0]), fields[1].isEmpty || isName(fields[1]), isName(fields[2]) else {
                throw ParseError(line: number, reason: "a species, form or game that is no PokeAPI name")
            }
            guard let shiny = ["no": false, "yes": true][fields[3]] else {
                throw ParseError(line: number, reason: "shiny is '\(Echo.cut(fields[3]))', not yes or no")
            }
            guard isDay(fields[4]) else {
                throw ParseError(line: number, reason: "the date '\(Echo.cut(fields[4]))' is not YYYY-MM-DD")
            }
            book.add(CaughtMark(species: fields[0], form: fields[1], game: fields[2], shiny: shiny, date: fields[4]))
        }
        return book
    }

    private static func checkVersion(_ line: Substring, number: Int) throws(ParseError) {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "pokedex-marks", let version = Int(words[1]) else {
            throw ParseError(line: number, reason: "it does not start with 'pokedex-marks \(Self.version)'")
        }
        guard version <= Self.version else {
            throw ParseError(
                line: number,
                reason: "it is version \(version), written by a newer pokedex (this one reads \(Self.version))")
        }
    }

    /// The file for `book`.
    package static func text(_ book: MarkBook) -> String {
        var text = """
            pokedex-marks \(version)
            # What you have caught, a mark a line, tab-separated: the species, its form (empty for the
            # default), the game, shiny (yes or no) and the day it was marked. `pokedex caught` writes
            # this file whole and keeps the one before beside it as caught.tsv.bak.
            \(columns.joined(separator: "\t"))

            """
        for mark in book.sorted {
            text += [mark.species, mark.form, mark.game, mark.shiny ? "yes" : "no", mark.date].joined(separator: "\t")
            text += "\n"
        }
        return text
    }

    /// A PokeAPI name: lower-case letters, digits and dashes.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 80
            && text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// `YYYY-MM-DD`.
    package static func isDay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return false }
        let digits = bytes.enumerated().filter { $0.offset != 4 && $0.offset != 7 }
        guard digits.allSatisfy({ (0x30...0x39).contains($0.element) }) else { return false }
        guard let month = Int(text.dropFirst(5).prefix(2)), let day = Int(text.suffix(2)) else { return false }
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
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
