/// `make link-order`: the order the release `pokedex`'s functions are laid out in, so that the
/// code a command runs sits together and a start touches as few pages of the binary as it can
/// (each first touch of 64 KB of code is a page fault).
///
/// The functions are those callgrind saw each command of the bench run (`pokedex-bench
/// --callgrind`): every one, however short, where a profile's samples miss the short ones.
/// What every command runs (start-up, the parser, the renderer) comes first, then what fewer
/// commands run, those of the same commands together, so that one command's own code is one
/// run of pages rather than spread among the others'; within a group, the busiest first. The
/// functions' order is made anew each time, from the linker's map of the build that ran (the
/// variables' keeps what the last one had; see DataOrder.swift).
///
/// The linker moves a section, not a function: a function is named only if every section that
/// holds a symbol of its name holds one function (`.text.<name>`, as `-function-sections`
/// makes) or is small. Naming a function inside the standard library's 1.6 MB `.text` would
/// move all of it to the front.
package enum LinkOrder {
    /// The largest section that may be moved for one of its functions: a C library object.
    package static let smallSection: UInt64 = 8192

    /// The order, made from callgrind's records of the bench's commands (`records`, their texts
    /// in the commands' order), lld's map of the build that ran (`map`), the page faults' addresses
    /// (`faults`, see DataOrder.swift) and the order the file had (`previous`): the functions,
    /// then the variables it had that are still in the map, then those the faults add. Nil when
    /// no function of the records is in the map (a stripped binary, or records of another build).
    package static func order(records: [String], faults: String, map: String, previous: String) -> Order? {
        let runs = records.map(functions(inCallgrind:))
        let ordered = functions(ranking: runs, movable: movableSymbols(inMap: map))
        guard !ordered.isEmpty else { return nil }
        let sections = dataSections(inMap: map)
        let data = Set(sections.flatMap { $0.symbols.map(\.name) })
        let keptData = previous.split(separator: "\n").map(String.init).filter { data.contains($0) }
        let knownData = Set(keptData)
        let addedData = dataSymbols(faultedIn: faults, sections: sections).filter { !knownData.contains($0) }
        return Order(functions: ordered, commands: runs.count, keptData: keptData, addedData: addedData)
    }

    /// What `order` made: the file's lines, in order, and what they are.
    package struct Order: Equatable, Sendable {
        package let functions: [String]
        /// How many commands' records the functions came from.
        package let commands: Int
        package let keptData: [String]
        package let addedData: [String]

        /// The file: a name a line.
        package var text: String { (functions + keptData + addedData).map { $0 + "\n" }.joined() }
    }

    /// The functions of a callgrind record (`--demangle=no`, the other options as they come),
    /// each with the instructions it ran itself. A function is `fn=(12) name` the first time it
    /// is named and `fn=(12)` after (a callee's `cfn=` names it too), a recursive call's copy
    /// with `'2` after its name; its cost lines follow (`16 2841`: a line, then instructions),
    /// but for the line after `calls=`, the call's cost, counted in the callee.
    package static func functions(inCallgrind text: String) -> [String: Int] {
        var names: [Substring: String] = [:]
        var instructions: [String: Int] = [:]
        var current: String?
        var callCost = false
        for line in text.split(separator: "\n") {
            if callCost {
                callCost = false
                continue
            }
            if line.hasPrefix("fn=") || line.hasPrefix("cfn=") {
                let body = line.drop { $0 != "=" }.dropFirst()
                guard body.first == "(", let close = body.firstIndex(of: ")") else { continue }
                let id = body[body.index(after: body.startIndex)..<close]
                var name = body[body.index(after: close)...].drop { $0 == " " }
                if let quote = name.lastIndex(of: "'"), name[name.index(after: quote)...].allSatisfy(\.isNumber) {
                    name = name[..<quote]
                }
                if !name.isEmpty { names[id] = String(name) }
                // A function that ran, even one whose cost lines are all in its callees.
                if line.hasPrefix("fn="), let named = names[id] {
                    current = named
                    if instructions[named] == nil { instructions[named] = 0 }
                }
            } else if line.hasPrefix("calls=") {
                callCost = true
            } else if let current, let first = line.first, first.isNumber || "+-*".contains(first) {
                let fields = line.split(separator: " ")
                if fields.count >= 2, let count = Int(fields[1]) { instructions[current, default: 0] += count }
            }
        }
        return instructions
    }

    /// The movable functions of `runs` (one per command): those more commands run first; of as
    /// many, those of the same commands together (in the commands' order); then the busiest.
    package static func functions(ranking runs: [[String: Int]], movable: Set<String>) -> [String] {
        var commands: [String: [Int]] = [:]
        var instructions: [String: Int] = [:]
        for (index, run) in runs.enumerated() {
            for (name, count) in run where movable.contains(name) {
                commands[name, default: []].append(index)
                instructions[name, default: 0] += count
            }
        }
        return commands.keys.sorted { left, right in
            let (leftRuns, rightRuns) = (commands[left] ?? [], commands[right] ?? [])
            if leftRuns.count != rightRuns.count { return leftRuns.count > rightRuns.count }
            if leftRuns != rightRuns { return leftRuns.lexicographicallyPrecedes(rightRuns) }
            let (leftCount, rightCount) = (instructions[left] ?? 0, instructions[right] ?? 0)
            return leftCount != rightCount ? leftCount > rightCount : left < right
        }
    }

    /// One line of lld's map (`-Map`, `--no-demangle`): an address, a load address, a size and
    /// an alignment, then the output section with no indent, an input section indented by 8, a
    /// symbol by 16.
    package struct MapLine {
        package let indent: Int
        /// Without its indent.
        package let name: Substring
        package let address: UInt64?
        package let size: UInt64?
    }

    package static func mapLines(_ text: String) -> [MapLine] {
        text.split(separator: "\n").compactMap { line in
            guard line.utf8.count > 49 else { return nil }
            let named = Substring(line.utf8.dropFirst(49))
            let indent = named.prefix { $0 == " " }.count
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return MapLine(
                indent: indent, name: named.dropFirst(indent), address: fields.first.flatMap { UInt64($0, radix: 16) },
                size: fields.count > 2 ? UInt64(fields[2], radix: 16) : nil)
        }
    }

    /// The symbols of the map's `.text` whose every section may be moved for them.
    package static func movableSymbols(inMap text: String) -> Set<String> {
        var movable: Set<String> = []
        var pinned: Set<String> = []
        var inText = false
        var sectionMovable = false
        for line in mapLines(text) {
            switch line.indent {
            case 0:
                inText = line.name == ".text"
            case 8 where inText:
                sectionMovable = line.name.contains(":(.text.") || (line.size ?? .max) <= smallSection
            case 16 where inText:
                if sectionMovable { movable.insert(String(line.name)) } else { pinned.insert(String(line.name)) }
            default:
                continue
            }
        }
        return movable.subtracting(pinned)
    }
}
