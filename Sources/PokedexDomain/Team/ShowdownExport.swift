/// One member of a team as Pokémon Showdown exports it.
package struct TeamMemberSpec: Sendable, Equatable {
    package var nickname: String?
    package var species: String
    package var gender: String?
    package var item: String?
    package var ability: String?
    package var level: Int?
    package var shiny = false
    package var teraType: String?
    package var nature: String?
    /// `EVs: 252 Atk / 4 SpD / 252 Spe` and `IVs: 0 Atk`, as read.
    package var evs = StatSpread()
    package var ivs = StatSpread()
    package var moves: [String] = []
    /// The line each field was read from (`level`, `evs`, `ivs`, `ability`, `tera`, `nature`,
    /// and `header` for the species and item), for warnings that name it.
    package var lines: [String: Int] = [:]
    /// The line of each move, in order.
    package var moveLines: [Int] = []

    package init(species: String) {
        self.species = species
    }
}

/// Pokémon Showdown's export format: blocks separated by blank lines, each starting
/// `Nickname (Species) (M) @ Item`, `Species (F) @ Item` or `Species`, then any of
/// `Ability:`, `Level:`, `Shiny:`, `Tera Type:`, `EVs:`, `IVs:`, `<Nature> Nature` and
/// `- Move` lines.
package enum ShowdownExport {
    package static let most = 6

    /// Why an export cannot be read, naming the line.
    package struct ParseError: Error, Sendable, Equatable {
        package let message: String
    }

    /// The lines Showdown writes that say nothing a team analysis uses.
    static let ignoredFields: Set<String> = [
        "happiness", "gigantamax", "dynamax level", "pokeball", "hidden power",
    ]

    package static func parse(_ text: String) throws(ParseError) -> [TeamMemberSpec] {
        var members: [TeamMemberSpec] = []
        // Whether the last member is still being read: its lines are read into it in place
        // (a member copied out and back for each line was a sixth of reading an export).
        var reading = false
        let tab: Set<Unicode.Scalar> = ["\t"]
        for (index, raw) in lines(of: text).enumerated() {
            let number = index + 1
            // No name in an export holds a control character: `\e[31mSteel` is no Tera type.
            guard !raw.containsControlCharacter(besides: tab) else {
                throw ParseError(message: "line \(number): holds a control character")
            }
            let line = String(raw).trimmingWhitespace()
            if line.isEmpty {
                reading = false
            } else if reading {
                try read(line, number: number, into: &members[members.count - 1])
            } else {
                members.append(try header(line, number: number))
                members[members.count - 1].lines["header"] = number
                reading = true
            }
        }
        guard !members.isEmpty else { throw ParseError(message: "the team is empty") }
        guard members.count <= most else {
            throw ParseError(message: "a team has at most \(most) members, not \(members.count)")
        }
        return members
    }

    /// A line after a member's first: a move, its nature, or a field (`Ability: Levitate`).
    private static func read(_ line: String, number: Int, into member: inout TeamMemberSpec) throws(ParseError) {
        if line.hasPrefix("- ") || line.hasPrefix("~ ") || line == "-" {
            let move = String(line.dropFirst(1)).trimmingWhitespace()
            guard !move.isEmpty else { throw ParseError(message: "line \(number): a move line names no move") }
            member.moves.append(move)
            member.moveLines.append(number)
        } else if line.hasSuffix(" Nature"), colon(in: line) == nil {
            member.nature = String(line.dropLast(" Nature".count)).trimmingWhitespace()
            member.lines["nature"] = number
        } else if let at = colon(in: line) {
            let field = String(line[..<at]).trimmingWhitespace().lowercased()
            let value = String(line[line.utf8.index(after: at)...]).trimmingWhitespace()
            switch field {
            case "ability":
                member.ability = value
                member.lines["ability"] = number
            case "tera type":
                member.teraType = value
                member.lines["tera"] = number
            case "shiny": member.shiny = value.lowercased() == "yes"
            case "level":
                // A level out of 1–100 is read, and a legality warning; a word is no level.
                guard let level = Int(value), (-9999...9999).contains(level) else {
                    throw ParseError(message: "line \(number): the level must be a number, not '\(quoted(value))'")
                }
                member.level = level
                member.lines["level"] = number
            case "evs", "ivs":
                // Numbers beyond the games' limits are read, and legality warnings.
                do throws(StatSpread.ParseError) {
                    let spread = try StatSpread.parse(
                        value, range: 0...9999, games: field == "evs" ? "EVs are 0 to 252" : "IVs are 0 to 31")
                    if field == "evs" { member.evs = spread } else { member.ivs = spread }
                    member.lines[field] = number
                } catch {
                    throw ParseError(message: "line \(number): \(error.message)")
                }
            default:
                guard ignoredFields.contains(field) else {
                    throw ParseError(message: "line \(number): '\(quoted(line))' is not part of a Showdown export")
                }
            }
        } else {
            throw ParseError(message: "line \(number): '\(quoted(line))' is not part of a Showdown export")
        }
    }

    /// Where `line`'s first colon is, as a search of its characters finds it: found on the
    /// bytes (a character search walks grapheme clusters), and taken where ASCII or the line's
    /// ends stand either side of it, which no character joins to it; else the characters are
    /// searched (a colon with a combining mark is another character).
    package static func colon(in line: String) -> String.Index? {
        let bytes = line.utf8
        guard let at = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let next = bytes.index(after: at)
        if (at == bytes.startIndex || bytes[bytes.index(before: at)] < 0x80)
            && (next == bytes.endIndex || bytes[next] < 0x80)
        {
            return at
        }
        return line.firstIndex(of: ":")
    }

    /// Each member's block of lines, in order.
    package static func blocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring] = []
        for line in lines(of: text) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        return blocks
    }

    /// `text`'s lines, split as `Character.isNewline` splits them ("\r\n" one break; a break
    /// at the end leaves an empty last line), but on its UTF-8 bytes: every line break is a
    /// whole character, or CR LF, so the lines are the same, and splitting on characters was
    /// half of reading an export. The breaks are LF, VT, FF and CR, NEL (C2 85), and the line
    /// and paragraph separators (E2 80 A8, E2 80 A9).
    package static func lines(of text: String) -> [Substring] {
        var text = text
        // Where each line ends and the next starts, in bytes.
        let breaks = text.withUTF8 { bytes -> [(end: Int, next: Int)] in
            var breaks: [(end: Int, next: Int)] = []
            var index = 0
            while index < bytes.count {
                let rest = bytes.count - index
                let length: Int
                switch bytes[index] {
                case 0x0A, 0x0B, 0x0C: length = 1
                case 0x0D: length = rest > 1 && bytes[index + 1] == 0x0A ? 2 : 1
                case 0xC2: length = rest > 1 && bytes[index + 1] == 0x85 ? 2 : 0
                case 0xE2:
                    length = rest > 2 && bytes[index + 1] == 0x80 && (bytes[index + 2] | 1) == 0xA9 ? 3 : 0
                default: length = 0
                }
                if length > 0 { breaks.append((index, index + length)) }
                index += max(length, 1)
            }
            return breaks
        }
        // Cut on the scalars: a string's own subscript finds the characters' bounds.
        let utf8 = text.utf8
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for found in breaks {
            lines.append(Substring(scalars[start..<utf8.index(utf8.startIndex, offsetBy: found.end)]))
            start = utf8.index(utf8.startIndex, offsetBy: found.next)
        }
        lines.append(Substring(scalars[start...]))
        return lines
    }

    /// `Nickname (Species) (M) @ Item`, `Species (F) @ Item`, `Species @ Item`, `Species`.
    static func header(_ line: String, number: Int) throws(ParseError) -> TeamMemberSpec {
        var rest = line
        var item: String?
        // The last ` @ `, overlapping ones too, as Showdown's `lastIndexOf` finds it.
        if let at = rest.lastRange(ofText: " @ ") {
            item = String(rest[at.upperBound...]).trimmingWhitespace()
            rest = String(rest[..<at.lowerBound])
        } else if rest.hasSuffix(" @") {
            rest = String(rest.dropLast(2))
        }
        rest = rest.trimmingWhitespace()
        var gender: String?
        for mark in ["(M)", "(F)"] where rest.hasSuffix(mark) {
            gender = String(mark.dropFirst().dropLast())
            rest = String(rest.dropLast(mark.count)).trimmingWhitespace()
        }
        var nickname: String?
        var species = rest
        if rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
            let inside = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]).trimmingWhitespace()
            let before = String(rest[..<open]).trimmingWhitespace()
            if !inside.isEmpty {
                species = inside
                nickname = before.isEmpty ? nil : before
            }
        }
        guard !species.isEmpty, !species.hasPrefix("-"), colon(in: species) == nil else {
            throw ParseError(message: "line \(number): '\(quoted(line))' does not start a member (Species @ Item)")
        }
        var member = TeamMemberSpec(species: species)
        member.nickname = nickname
        member.gender = gender
        member.item = item.flatMap { $0.isEmpty ? nil : $0 }
        return member
    }

    private static func quoted(_ text: String) -> String {
        Echo.cut(text)
    }
}
