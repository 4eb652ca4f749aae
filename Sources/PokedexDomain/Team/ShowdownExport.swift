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
        var current: TeamMemberSpec?
        for (index, raw) in lines(of: text).enumerated() {
            let number = index + 1
            // No name in an export holds a control character: `\e[31mSteel` is no Tera type.
            guard !raw.containsControlCharacter(besides: ["\t"]) else {
                throw ParseError(message: "line \(number): holds a control character")
            }
            let line = String(raw).trimmingWhitespace()
            if line.isEmpty {
                if let member = current { members.append(member) }
                current = nil
                continue
            }
            guard var member = current else {
                current = try header(line, number: number)
                current?.lines["header"] = number
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("~ ") || line == "-" {
                let move = String(line.dropFirst(1)).trimmingWhitespace()
                guard !move.isEmpty else { throw ParseError(message: "line \(number): a move line names no move") }
                member.moves.append(move)
                member.moveLines.append(number)
            } else if line.hasSuffix(" Nature"), !line.contains(":") {
                member.nature = String(line.dropLast(" Nature".count)).trimmingWhitespace()
                member.lines["nature"] = number
            } else if let colon = line.firstIndex(of: ":") {
                let field = String(line[..<colon]).trimmingWhitespace().lowercased()
                let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
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
            current = member
        }
        if let member = current { members.append(member) }
        guard !members.isEmpty else { throw ParseError(message: "the team is empty") }
        guard members.count <= most else {
            throw ParseError(message: "a team has at most \(most) members, not \(members.count)")
        }
        return members
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
    /// at the end leaves an empty last line), but on its scalars: every line break is a whole
    /// character, or CR LF, so the lines are the same, and splitting on characters was half of
    /// reading an export.
    package static func lines(of text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(Substring(scalars[start..<index]))
                index = scalars.index(after: index)
                if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                    index = scalars.index(after: index)
                }
                start = index
            default:
                index = scalars.index(after: index)
            }
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
        guard !species.isEmpty, !species.hasPrefix("-"), !species.contains(":") else {
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
