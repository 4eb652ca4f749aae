#if canImport(Glibc)
    import Glibc
#endif

/// `make link-order`: the order the release `pokedex`'s functions are laid out in, so that the
/// code a command runs sits together and a start touches as few pages of the binary as it can
/// (each first touch of 64 KB of code is a page fault).
///
/// It reads what `perf report` made of a `perf record` of the bench (CPU samples with their
/// call chains, and every page fault with the code that took it) and the linker's map of the
/// build that ran. A function is ranked by the share of samples it was on the stack of: what
/// every command runs (start-up, the parser, the renderer) first, one command's own code after. Functions already
/// in the order keep their places, so that a run of the bench over a laid-out binary only adds
/// what the last one missed (a function too short to be sampled shows up as a page fault once
/// its neighbours have moved away).
///
/// The linker moves a section, not a function: a function is named only if every section that
/// holds a symbol of its name holds one function (`.text.<name>`, as `-function-sections`
/// makes) or is small. Naming a function inside the standard library's 1.6 MB `.text` would
/// move all of it to the front.
enum LinkOrder {
    /// The largest section that may be moved for one of its functions: a C library object.
    static let smallSection: UInt64 = 8192

    /// Writes the order: the functions (from `report`), then the data (from `faults`, the
    /// addresses of the page faults; see DataOrder.swift), each keeping what `path` had.
    static func write(order path: String, report: String, faults: String, map: String) -> Bool {
        guard let reportText = readFile(report), let faultText = readFile(faults), let mapText = readFile(map) else {
            return false
        }
        let movable = movableSymbols(inMap: mapText)
        let shares = shares(inReport: reportText)
        let previous = (readFile(path) ?? "").split(separator: "\n").map(String.init)
        let kept = previous.filter { movable.contains($0) }
        let known = Set(kept)
        let added = shares.keys.filter { movable.contains($0) && !known.contains($0) }.sorted { left, right in
            let (leftShare, rightShare) = (shares[left, default: 0], shares[right, default: 0])
            return leftShare != rightShare ? leftShare > rightShare : left < right
        }
        let sections = dataSections(inMap: mapText)
        let data = Set(sections.flatMap { $0.symbols.map(\.name) })
        let keptData = previous.filter { data.contains($0) }
        let knownData = Set(keptData)
        let addedData = dataSymbols(faultedIn: faultText, sections: sections).filter { !knownData.contains($0) }
        let text = (kept + added + keptData + addedData).map { $0 + "\n" }.joined()
        print(
            "link order: \(kept.count) functions kept, \(added.count) added, \(kept.count + added.count) in all; "
                + "\(keptData.count) variables kept, \(addedData.count) added")
        return writeFile(path, text)
    }

    /// For each function of pokedex that `perf report --children --sort sym` lists (every
    /// function on a sampled stack, and every one that took a page fault), the largest share
    /// of the samples it was on the stack of: 100% for what every run starts with.
    static func shares(inReport text: String) -> [String: Double] {
        var shares: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            // `    32.00%     0.00%  [.] pokedex_main`
            guard let marker = line.firstIndex(of: "["), line[marker...].hasPrefix("[.] "),
                let percent = line.split(separator: "%").first, let share = Double(percent.filter { $0 != " " })
            else { continue }
            let symbol = String(line[line.index(marker, offsetBy: 4)...])
            guard !symbol.isEmpty, !symbol.contains(" ") else { continue }
            shares[symbol] = Swift.max(shares[symbol] ?? 0, share)
        }
        return shares
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
