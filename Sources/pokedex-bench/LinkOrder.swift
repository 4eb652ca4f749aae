#if canImport(Glibc)
    import Glibc
#endif

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
enum LinkOrder {
    /// The largest section that may be moved for one of its functions: a C library object.
    static let smallSection: UInt64 = 8192

    /// Writes the order: the functions (from `executed`, callgrind's records of the bench's
    /// commands in its order), then the data (from `faults`, the addresses of the page faults;
    /// see DataOrder.swift), keeping the data `path` had. Nil when written, else why not.
    static func write(order path: String, executed: [String], faults: String, map: String) -> String? {
        guard let faultText = readFile(faults) else { return "cannot read \(faults)" }
        guard let mapText = readFile(map) else { return "cannot read \(map)" }
        var runs: [[String: Int]] = []
        for record in executed {
            guard let text = readFile(record) else { return "cannot read \(record)" }
            runs.append(functions(inCallgrind: text))
        }
        let movable = movableSymbols(inMap: mapText)
        let ordered = functions(ranking: runs, movable: movable)
        // None in the map: a stripped binary, or records of another build. No order is written.
        guard !ordered.isEmpty else { return "no function of the records is in \(map): \(path) is left as it was" }
        let previous = (readFile(path) ?? "").split(separator: "\n").map(String.init)
        let sections = dataSections(inMap: mapText)
        let data = Set(sections.flatMap { $0.symbols.map(\.name) })
        let keptData = previous.filter { data.contains($0) }
        let knownData = Set(keptData)
        let addedData = dataSymbols(faultedIn: faultText, sections: sections).filter { !knownData.contains($0) }
        let text = (ordered + keptData + addedData).map { $0 + "\n" }.joined()
        print(
            "link order: \(ordered.count) functions run by \(runs.count) commands; "
                + "\(keptData.count) variables kept, \(addedData.count) added")
        return writeFile(path, text) ? nil : "cannot write \(path)"
    }

    /// The functions of a callgrind record (`--demangle=no`, the other options as they come),
    /// each with the instructions it ran itself. A function is `fn=(12) name` the first time it
    /// is named and `fn=(12)` after (a callee's `cfn=` names it too), a recursive call's copy
    /// with `'2` after its name; its cost lines follow (`16 2841`: a line, then instructions),
    /// but for the line after `calls=`, the call's cost, counted in the callee.
    static func functions(inCallgrind text: String) -> [String: Int] {
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
    static func functions(ranking runs: [[String: Int]], movable: Set<String>) -> [String] {
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
    struct MapLine {
        let indent: Int
        /// Without its indent.
        let name: Substring
        let address: UInt64?
        let size: UInt64?
    }

    static func mapLines(_ text: String) -> [MapLine] {
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
    static func movableSymbols(inMap text: String) -> Set<String> {
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

    static func readFile(_ path: String) -> String? {
        guard let handle = fopen(path, "r") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` beside `path` and renames it over it: never half a file.
    static func writeFile(_ path: String, _ text: String) -> Bool {
        let temporary = path + ".partial"
        guard let handle = fopen(temporary, "w") else { return false }
        let written = fputs(text, handle) >= 0
        guard fclose(handle) == 0, written else {
            unlink(temporary)
            return false
        }
        return rename(temporary, path) == 0
    }
}
