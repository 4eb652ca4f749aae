/// The data half of `make link-order`: the variables a command writes first (the runtime's
/// metadata caches, lazy globals, the C library's state) gathered at the front of `.data` and
/// `.bss`, as the functions are at the front of `.text`. Each first touch of a page of them is
/// a page fault of its own (a zero page for `.bss`, a copy for `.data`): no fault-around.
///
/// perf records the address every page fault was taken at (`perf record -d`); each address in
/// the map's data sections names the variable there. Variables are ranked by how many faults
/// they took over the whole bench: what every command touches first. Swift emits no section
/// for each variable (there is no `-fdata-sections`), so the linker moves a file's whole
/// `.bss`: a section larger than `largestDataSection` stays where it is, so as not to push the
/// small ones it would stand in front of apart.
extension LinkOrder {
    package static let dataSections: Set<Substring> = [".data.rel.ro", ".data", ".bss"]
    package static let largestDataSection: UInt64 = 16384

    /// One input section of a data section of the map, and the symbols in it by address.
    package struct DataSection {
        package let start: UInt64
        package let end: UInt64
        package var symbols: [(address: UInt64, name: String)] = []
    }

    /// The movable data sections of lld's map, by address.
    package static func dataSections(inMap text: String) -> [DataSection] {
        var sections: [DataSection] = []
        var inData = false
        var current: DataSection?
        for line in mapLines(text) {
            switch line.indent {
            case 0:
                if let section = current.take() { sections.append(section) }
                inData = dataSections.contains(line.name)
            case 8 where inData:
                if let section = current.take() { sections.append(section) }
                if let start = line.address, let size = line.size, size <= largestDataSection {
                    current = DataSection(start: start, end: start + size)
                }
            case 16 where inData:
                if let address = line.address { current?.symbols.append((address, String(line.name))) }
            default:
                continue
            }
        }
        if let section = current { sections.append(section) }
        return sections.filter { !$0.symbols.isEmpty }.sorted { $0.start < $1.start }
    }

    /// The data symbols page faults landed in, the most faults first, from `perf script -F
    /// event,addr`'s lines (`page-faults…:  1585af0`).
    package static func dataSymbols(faultedIn faults: String, sections: [DataSection]) -> [String] {
        var counts: [String: Int] = [:]
        for line in faults.split(separator: "\n") where line.contains("page-faults") {
            guard let field = line.split(separator: " ").last, let address = UInt64(field, radix: 16),
                let symbol = symbol(at: address, in: sections)
            else { continue }
            counts[symbol, default: 0] += 1
        }
        return counts.keys.sorted { left, right in
            let (leftCount, rightCount) = (counts[left, default: 0], counts[right, default: 0])
            return leftCount != rightCount ? leftCount > rightCount : left < right
        }
    }

    /// The symbol of the section holding `address`: the last one at or before it, else the
    /// section's first (moving either moves the section).
    package static func symbol(at address: UInt64, in sections: [DataSection]) -> String? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].start <= address { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let section = sections[low - 1]
        guard address < section.end else { return nil }
        return (section.symbols.last { $0.address <= address } ?? section.symbols.first)?.name
    }
}
