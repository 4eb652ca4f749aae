/// `make link-order`: where the release `pokedex`'s code and variables are laid out, so that the
/// code a command runs sits together and a start touches as few pages of the binary as it can
/// (each first touch of 64 KB of code is a page fault), and so that all it touches is one
/// stretch at the front of the file (Sources/pokedex/layout.ld, which this writes).
///
/// The functions are those callgrind saw each command of the bench run (`pokedex-bench
/// --callgrind`): every one, however short, where a profile's samples miss the short ones.
/// First comes the code the page faults of native runs landed in that callgrind cannot see
/// (what runs only on the machine itself, such as the set-up of the kernel's vDSO, and what
/// every command's start ran natively): placed last, as it was, it drew every command's start
/// to the end of the code that runs. Then the code of the commands that lead (the common ones,
/// held to the tightest budget, and `--version`), then the others': within each, what more
/// commands run first (start-up, the parser, the renderer), those of the same commands
/// together, so that one command's own code is one run of pages rather than spread among the
/// others'; within a group, in the order they first ran, over the commands in turn (valgrind's
/// lackey saw it), so
/// that what a start runs next lies next, where the processor reads ahead (the busiest first
/// where lackey saw none run). The order is made anew
/// each time, from the linker's map of the build that ran (the variables' keeps what the last
/// one had; see DataOrder.swift).
///
/// The linker moves a section, not a function. A function's own section (`.text.<name>`, as
/// `-function-sections` makes) or a small one (a C library object) is named for any function
/// of it that ran. A large one (the standard library's 1.6 MB `.text`, which holds most of its
/// code) is named when a function that only it holds ran: it comes with the code that runs
/// rather than wherever its library falls.
///
/// Why one stretch: the kernel reads a file ahead around each page fault in it (8 MB here), and
/// from a fault in code on to the end of its segment (Linux 6.16 and later), so a cold start
/// reads every stretch of the file it touches. The script puts the leading commands' code after
/// the variables and the runtime's metadata, and marks its end (`pokedex_read_end`): a cold
/// start asks for the file up to the mark in one go, before the C library's start (Entry.c in
/// PokedexStart), and runs as its 1 MB requests arrive, one after another from the front, so
/// what it touches early should lie early (the seeding of Swift's hashing, which every real
/// start runs first thing but none of the runs the order is made from, as they hash
/// deterministically, is named after the entry point). The other commands' code follows the
/// mark, in the same segment: read from where such a command first touches it on. Then the
/// unwinding tables (registered unread), the rest of pokedex's own code, the standard
/// library's Unicode names, and the code of the libraries nothing runs, each kind of code a
/// segment of its own: a fault in code no run saw (a rarer command's) reads on to the end of
/// its own segment, not 8 MB of the next.
package enum LinkOrder {
    /// The largest section that may be moved for any function of it: a C library object.
    package static let smallSection: UInt64 = 8192

    /// The order, made from callgrind's records of the bench's commands (`records`, their texts
    /// in the commands' order), lld's map of the build that ran (`map`), the page faults' addresses
    /// (`faults`, see DataOrder.swift) and the variables' order the file had (`previous`): the
    /// code's sections (those only the faults saw first), then the variables it had that are
    /// still in the map, then those the faults add. Nil when no function of the records is in the map (a stripped binary, or
    /// records of another build).
    package static func order(
        records: [String], firstRuns: [[UInt64]] = [], faults: String, map: String, previous: String,
        previousScript: String = "", leading: Set<Int>? = nil
    ) -> Order? {
        let runs = records.map(functions(inCallgrind:))
        let text = textSections(inMap: map)
        let leading = leading ?? Set(runs.indices)
        let ranked = code(ranking: runs, in: text, firstRuns: firstRuns, leading: leading)
        guard !ranked.isEmpty else { return nil }
        // Those the last script had first too, while the map still has them: a section laid out
        // among the code that runs shares its pages and takes no fault of its own, so the faults
        // alone would drop it from one order and bring it back in the next.
        let inMap = Set(text.filter(\.movable).compactMap(\.pattern))
        let seen = Set(ranked)
        var native: Set<String> = []
        let faulted = (nativeCode(inScript: previousScript) + codeSections(faultedIn: faults, in: text)).filter {
            inMap.contains($0) && !seen.contains($0) && native.insert($0).inserted
        }
        let sections = dataSections(inMap: map)
        let data = Set(sections.flatMap { $0.symbols.map(\.name) })
        let keptData = previous.split(separator: "\n").map(String.init).filter { data.contains($0) }
        let knownData = Set(keptData)
        let addedData = dataSymbols(faultedIn: faults, sections: sections).filter { !knownData.contains($0) }
        // What the leading commands run, and every variant of it, is read at a cold start.
        let leadingRanked = code(ranking: runs.indices.map { leading.contains($0) ? runs[$0] : [:] }, in: text)
        let laid = withVariants(faulted + ranked, in: text)
        let read = Set(withVariants(faulted + leadingRanked, in: text))
        return Order(
            code: laid, native: withVariants(faulted, in: text).count, read: laid.prefix { read.contains($0) }.count,
            commands: runs.count, keptData: keptData, addedData: addedData)
    }

    /// The script's code that only native runs' page faults saw: the lines between its two
    /// marks, as `Order.script` writes them.
    package static func nativeCode(inScript script: String) -> [String] {
        let lines = script.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        guard let start = lines.firstIndex(of: nativeMark), let end = lines.firstIndex(of: ranMark), start < end
        else { return [] }
        return lines[(start + 1)..<end].filter { !$0.isEmpty }
    }

    package static let nativeMark = "/* Seen by native runs' page faults only (kept from one order to the next): */"
    package static let ranMark = "/* Seen by callgrind: */"
    /// Where the stretch a cold start reads ends (Sources/PokedexStart/Entry.c).
    package static let readEnd = "pokedex_read_end = .;"

    /// What `order` made: the code's sections, in order, as the script names them (`*(.text.main)`),
    /// and the variables, for the symbol order.
    package struct Order: Equatable, Sendable {
        package let code: [String]
        /// How many of `code`'s first sections only native runs' page faults saw.
        package let native: Int
        /// How many of `code`'s first sections a cold start reads (`pokedex_read_end`, Entry.c):
        /// those the leading commands run.
        package let read: Int
        /// How many commands' records the code came from.
        package let commands: Int
        package let keptData: [String]
        package let addedData: [String]

        /// The symbol order's file: a variable a line.
        package var text: String { (keptData + addedData).map { $0 + "\n" }.joined() }

        /// The linker script: the code that runs in this order, in front of the rest.
        package var script: String {
            scriptHead
                + ([LinkOrder.nativeMark] + code.prefix(native) + [LinkOrder.ranMark] + code[native..<read]
                + [LinkOrder.readEnd] + code.dropFirst(read))
                .map { "    " + $0 + "\n" }.joined() + scriptTail
        }
    }

    static let scriptHead = """
        /* Written by `make link-order` (Sources/PokedexLinkLayout/LinkOrder.swift): pokedex's
           sections in the file. The code the bench's commands run goes after the variables: the
           entry point first, with the C library's set-up of the kernel's vDSO (which runs only
           outside valgrind), the functions the compiler left unnamed, and the seeding of Swift's
           hashing from the kernel (which every start does, but no run the order is made from:
           they hash deterministically), then in the order below: the common commands' code up
           to pokedex_read_end, then the others'. A cold start asks for the front of the file up
           to that mark before anything runs (pokedex_entry, in the small segment of .init and
           .fini: see Sources/PokedexStart/Entry.c) and runs as its pages arrive; the variables'
           part of the file ends on a page, so that execve faults in none of it. The unwinding tables
           (registered unread, see PokedexStart), the rest of pokedex's own code, the standard
           library's tables of Unicode names (read only for `Unicode.Scalar.Properties.name`)
           and Foundation's character sets, and the libraries' code nothing runs go after it. */
        SECTIONS {
          .text : {
            *crt1.o(.text .text.*)
            *crtbegin*.o(.text .text.*)
            *libc.a:dl-lookup.o(.text) *libc.a:dl-object.o(.text) *libc.a:dl-sort-maps.o(.text)
            *(.text..L*)
            *(.text.swift_stdlib_random) *libswiftCore.a:Random.cpp.o(.text.unlikely.swift_stdlib_random.cold.1)

        """

    static let scriptTail = """
          }
          .eh_frame : { KEEP(*(.eh_frame)) }
          .eh_frame_hdr : { *(.eh_frame_hdr) }
          .gcc_except_table : { *(.gcc_except_table .gcc_except_table.*) }
          .text.ours : { *Pokedex*.build/*.o(.text .text.*) *pokedex.build/*.o(.text .text.*) }
          .rodata.cold : {
            *(.rodata._ZL19_swift_stdlib_names .rodata._ZL27_swift_stdlib_names_scalars)
            *(.rodata._ZL19_swift_stdlib_words .rodata._ZL26_swift_stdlib_word_indices)
            *libFoundationEssentials.a:BuiltInUnicodeScalarSet.swift.o(.rodata)
          }
          .text.rest : { *(.text .text.*) }
        } INSERT AFTER .bss;
        SECTIONS {
          .pokedex_entry : { *(.pokedex_entry) }
        } INSERT AFTER .init;
        SECTIONS {
          .pokedex.variables.end (TYPE = SHT_PROGBITS) : { . = ALIGN(4096); }
        } INSERT BEFORE .bss;

        """

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

    /// The names of `runs` (one per command) that `movable` holds: those more commands run first;
    /// of as many, those of the same commands together (in the commands' order); then by
    /// `firstRun` (the place each first ran, over the commands in turn), those it has first;
    /// then the busiest.
    package static func functions(
        ranking runs: [[String: Int]], movable: Set<String>, firstRun: [String: Int] = [:], leading: Set<Int>? = nil
    ) -> [String] {
        var commands: [String: [Int]] = [:]
        var instructions: [String: Int] = [:]
        for (index, run) in runs.enumerated() {
            for (name, count) in run where movable.contains(name) {
                commands[name, default: []].append(index)
                instructions[name, default: 0] += count
            }
        }
        let leading = leading ?? Set(runs.indices)
        return commands.keys.sorted { left, right in
            let (leftRuns, rightRuns) = (commands[left] ?? [], commands[right] ?? [])
            let (leftLeads, rightLeads) = (
                leftRuns.contains(where: leading.contains), rightRuns.contains(where: leading.contains)
            )
            if leftLeads != rightLeads { return leftLeads }
            if leftRuns.count != rightRuns.count { return leftRuns.count > rightRuns.count }
            if leftRuns != rightRuns { return leftRuns.lexicographicallyPrecedes(rightRuns) }
            switch (firstRun[left], firstRun[right]) {
            case (let leftPlace?, let rightPlace?) where leftPlace != rightPlace: return leftPlace < rightPlace
            case (_?, nil): return true
            case (nil, _?): return false
            default: break
            }
            let (leftCount, rightCount) = (instructions[left] ?? 0, instructions[right] ?? 0)
            return leftCount != rightCount ? leftCount > rightCount : left < right
        }
    }

    /// The code sections the runs ran, ranked as `functions(ranking:movable:firstRun:)` ranks
    /// functions (a section by all its functions that ran), as the script names them: a
    /// function's own or a small section for any function of it, a large one for a function no
    /// other section holds.
    package static func code(
        ranking runs: [[String: Int]], in sections: [TextSection], firstRuns: [[UInt64]] = [], leading: Set<Int>? = nil
    ) -> [String] {
        var holders: [String: Int] = [:]
        for section in sections {
            for symbol in section.symbols { holders[symbol, default: 0] += 1 }
        }
        var patterns: [String: [String]] = [:]
        for section in sections {
            guard let pattern = section.pattern else { continue }
            for symbol in section.symbols where section.movable || holders[symbol] == 1 {
                patterns[symbol, default: []].append(pattern)
            }
        }
        let sectionRuns = runs.map { run in
            var counts: [String: Int] = [:]
            for (name, count) in run {
                for pattern in patterns[name] ?? [] { counts[pattern, default: 0] += count }
            }
            return counts
        }
        return functions(
            ranking: sectionRuns, movable: Set(patterns.values.joined()), firstRun: firstRun(firstRuns, in: sections),
            leading: leading)
    }

    /// Each section's place in the order the commands' code first ran (`firstRuns`, one list of
    /// addresses per command, as `firstRuns(inLackey:)` reads them), over the commands in turn:
    /// a section's place is where the first command that ran it first did.
    package static func firstRun(_ firstRuns: [[UInt64]], in sections: [TextSection]) -> [String: Int] {
        let placed = sections.filter { $0.pattern != nil }.sorted { $0.start < $1.start }
        var places: [String: Int] = [:]
        for address in firstRuns.joined() {
            guard let pattern = holder(of: address, in: placed)?.pattern, places[pattern] == nil else { continue }
            places[pattern] = places.count
        }
        return places
    }

    /// The places lackey's log of superblocks (`valgrind --tool=lackey --trace-superblocks=yes`:
    /// a line `SB 004ff4c0` each time one runs) saw code run, each once, in the order they first
    /// ran.
    package static func firstRuns(inLackey log: String) -> [UInt64] {
        var seen: Set<UInt64> = []
        var order: [UInt64] = []
        for line in log.utf8.split(separator: UInt8(ascii: "\n")) {
            guard line.starts(with: "SB ".utf8),
                let address = UInt64(Substring(line.dropFirst(3)), radix: 16), seen.insert(address).inserted
            else { continue }
            order.append(address)
        }
        return order
    }

    /// The section of `sorted` (by their starts) that holds `address`.
    static func holder(of address: UInt64, in sorted: [TextSection]) -> TextSection? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].start <= address { low = middle + 1 } else { high = middle }
        }
        guard low > 0, address - sorted[low - 1].start < sorted[low - 1].size else { return nil }
        return sorted[low - 1]
    }

    /// The code sections native page faults landed in (perf's `page-faults…:  4c1a2f` lines), the
    /// most faults first, as the script names them; a fault in a large section moves nothing
    /// (it holds far more than the code that faulted).
    package static func codeSections(faultedIn faults: String, in sections: [TextSection]) -> [String] {
        let placed = sections.filter { $0.movable && $0.pattern != nil }.sorted { $0.start < $1.start }
        var counts: [String: Int] = [:]
        for line in faults.split(separator: "\n") where line.contains("page-faults") {
            guard let field = line.split(separator: " ").last, let address = UInt64(field, radix: 16),
                let pattern = holder(of: address, in: placed)?.pattern
            else { continue }
            counts[pattern, default: 0] += 1
        }
        return counts.keys.sorted { left, right in
            let (leftCount, rightCount) = (counts[left, default: 0], counts[right, default: 0])
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

    /// One input section of the map's `.text`: where it is, its size and the symbols it holds.
    package struct TextSection: Equatable, Sendable {
        /// The map's name for it: `/path/App.o:(.text.main)`, `/path/libc.a(memchr.o):(.text)`.
        package let name: String
        package let start: UInt64
        package let size: UInt64
        package var symbols: [String] = []

        /// A function's own section (`.text.<one of its symbols>`) or a small one: it may move
        /// for any function of it.
        package var movable: Bool {
            size <= LinkOrder.smallSection || ownSection != nil
        }

        /// The section's name, when it is `.text.` and one of its symbols.
        var ownSection: Substring? {
            guard let section = sectionName, section.hasPrefix(".text."),
                symbols.contains(where: { $0.utf8.elementsEqual(section.utf8.dropFirst(6)) })
            else { return nil }
            return section
        }

        /// `(.text.main)`'s `.text.main`.
        var sectionName: Substring? {
            guard let colon, name.hasSuffix(")") else { return nil }
            return name[name.utf8.index(colon, offsetBy: 2)..<name.index(before: name.endIndex)]
        }

        /// Where the file's name ends: the last `:(`.
        var colon: String.Index? {
            let bytes = name.utf8
            var index = bytes.endIndex
            while index > bytes.startIndex {
                index = bytes.index(before: index)
                let next = bytes.index(after: index)
                if bytes[index] == UInt8(ascii: ":"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "(") {
                    return index
                }
            }
            return nil
        }

        /// The script's name for it: `*(.text.main)` for a function's own section (wherever
        /// it is: a function of that name has a section of its own in each file that holds one),
        /// else its file's too, without the file's folder: `*libc.a:memchr.o(.text)`,
        /// `*/crtbeginT.o(.text)`. Nil for a name the script cannot write: anything but letters,
        /// digits and `_.$/+~:-` (a space, a quote, a wildcard, lld's `<internal>`).
        package var pattern: String? {
            // What lld reads as a name without quotes, and no wildcard.
            func writable(_ text: Substring) -> Bool {
                text.utf8.allSatisfy { byte in
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_.$/+~:-".utf8.contains(byte)
                }
            }
            guard let section = sectionName, let colon, writable(section) else { return nil }
            if let own = ownSection { return "*(\(own))" }
            let file = name[..<colon]
            let base = file.split(separator: "/").last.map(String.init) ?? String(file)
            if let open = base.firstIndex(of: "("), base.hasSuffix(")") {
                let member = base[base.index(after: open)..<base.index(before: base.endIndex)]
                guard writable(base[..<open]), writable(member) else { return nil }
                return "*\(base[..<open]):\(member)(\(section))"
            }
            return writable(base[...]) ? "*/\(base)(\(section))" : nil
        }
    }

    /// The input sections of the map's code (`.text`, and `.text.rest` where the last order put
    /// what it did not name), in the map's order.
    package static func textSections(inMap text: String) -> [TextSection] {
        var sections: [TextSection] = []
        var inText = false
        for line in mapLines(text) {
            switch line.indent {
            case 0:
                inText = line.name == ".text" || line.name.hasPrefix(".text.")
            case 8 where inText:
                sections.append(TextSection(name: String(line.name), start: line.address ?? 0, size: line.size ?? .max))
            case 16 where inText && !sections.isEmpty:
                sections[sections.count - 1].symbols.append(String(line.name))
            default:
                continue
            }
        }
        return sections
    }

    /// The C library's string functions have a variant for each processor feature
    /// (`__memchr_sse2`, `__memchr_avx2`, `__memchr_evex`…), one chosen at start; valgrind's
    /// processor is not the machine's, so every variant of one in `code` follows it, each once.
    package static func withVariants(_ code: [String], in sections: [TextSection]) -> [String] {
        let features = ["_sse2", "_ssse3", "_sse4", "_avx", "_evex"]
        func family(_ name: String) -> Substring? {
            guard name.hasPrefix("__") else { return nil }
            let found = features.compactMap { name.firstRange(of: $0)?.lowerBound }.min()
            return found.map { name[...$0] }
        }
        var families: [String: [Substring]] = [:]
        var members: [Substring: [String]] = [:]
        for section in sections {
            guard section.movable, let pattern = section.pattern else { continue }
            let own = Set(section.symbols.compactMap(family))
            families[pattern, default: []].append(contentsOf: own)
            for name in own { members[name, default: []].append(pattern) }
        }
        var placed: Set<String> = []
        var laid: [String] = []
        for pattern in code where placed.insert(pattern).inserted {
            laid.append(pattern)
            for name in families[pattern] ?? [] {
                for sibling in (members[name] ?? []).sorted() where placed.insert(sibling).inserted {
                    laid.append(sibling)
                }
            }
        }
        return laid
    }
}
