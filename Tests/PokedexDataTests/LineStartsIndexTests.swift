import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// Each id's lines in a file in id order, as its starts index gives them: held to reading the
/// file line by line as text, and to halving it.
@Suite struct LineStartsIndexTests {
    /// The byte offset of the first line whose first field is a number of `id` or more, read
    /// as text line by line (a comment or a line with no number comes first); the end when none.
    static func naiveStart(of id: Int, in text: String) -> Int {
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let first = line.split(separator: "\t", omittingEmptySubsequences: false).first.flatMap { Int($0) }
            if let first, first >= id { return offset }
            offset += line.utf8.count + 1
        }
        return text.utf8.count
    }

    /// Random files in id order (a header, ids with gaps, several lines of one id, each with
    /// fields after its id: a number alone on a line is no row to halving, in any index): every
    /// id's lines, up to the last, are those reading finds; past it, none is said.
    @Test func everyIdsLinesAreWhereReadingLineByLineFindsThem() {
        var random = SeededRandom(seed: 0x57A2_75)
        var checked = 0
        for _ in 0..<200 {
            var lines = ["# id\tvalue"]
            var id = random.below(3)
            for _ in 0..<(1 + random.below(30)) {
                id += random.below(4)
                let words = (0..<(1 + random.below(4))).map { _ in random.pick(["a", "bb", "12", "c c", ""]) }
                lines.append(([String(id)] + words).joined(separator: "\t"))
            }
            let text = lines.joined(separator: "\n") + "\n"
            let index = Data(LineStartsIndex.encode(text).utf8)
            let found = index.withUnsafeBytes { raw in
                (0...(id + 3)).map { LineStartsIndex.lines(ofID: $0, index: raw) }
            }
            for (wanted, lines) in found.enumerated() {
                if wanted > id {
                    #expect(lines == nil, "\(wanted) past \(id)")
                } else {
                    let expected = Self.naiveStart(of: wanted, in: text)..<Self.naiveStart(of: wanted + 1, in: text)
                    #expect(lines == expected, "\(wanted) in \(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked > 2000)
    }

    /// Random files in kind and id order: every kind's ids' lines are those reading finds (the
    /// lines of that kind and id, where the next ones start when there are none, past a kind's
    /// last id too); a kind the file has not is not said.
    @Test func everyKindsIdsLinesAreWhereReadingFindsThem() {
        var random = SeededRandom(seed: 0xB1_4B_1D)
        var checked = 0
        for _ in 0..<150 {
            var lines = ["# kind\tid\tlanguage\tname"]
            let kinds = ["move", "ability", "item"].filter { _ in random.below(3) != 0 }
            var last: [String: Int] = [:]
            for kind in kinds {
                var id = random.below(3)
                for _ in 0..<(1 + random.below(12)) {
                    id += random.below(4)
                    let languages = ["fr", "de", "ja"].filter { _ in random.below(3) != 0 }
                    for language in languages.isEmpty ? ["de"] : languages {
                        lines.append(
                            [kind, String(id), language, random.pick(["a", "b c", "12"])].joined(separator: "\t"))
                    }
                    last[kind] = id
                }
            }
            let text = lines.joined(separator: "\n") + "\n"
            let index = Data(LineStartsIndex.encode(byKind: text).utf8)
            // Each kind and id's lines read as text; where there are none, where the next start.
            func expected(_ kind: String, _ id: Int) -> Range<Int> {
                var offset = 0
                var found: Range<Int>?
                var after: Int?
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    defer { offset += line.utf8.count + 1 }
                    let fields = line.split(separator: "\t")
                    guard fields.count == 4, !line.hasPrefix("#") else { continue }
                    let ordered = (kinds.firstIndex(of: String(fields[0])) ?? 0, Int(fields[1]) ?? 0)
                    let wanted = (kinds.firstIndex(of: kind) ?? 0, id)
                    if ordered == wanted {
                        found = (found?.lowerBound ?? offset)..<(offset + line.utf8.count + 1)
                    } else if ordered > wanted, after == nil {
                        after = offset
                    }
                }
                return found ?? (after ?? text.utf8.count)..<(after ?? text.utf8.count)
            }
            let said = index.withUnsafeBytes { raw in
                kinds.flatMap { kind in
                    (0...((last[kind] ?? 0) + 2)).map {
                        (kind, $0, LineStartsIndex.lines(ofKind: kind, id: $0, index: raw))
                    }
                } + [("nature", 0, LineStartsIndex.lines(ofKind: "nature", id: 0, index: raw))]
            }
            for (kind, id, lines) in said {
                if kind == "nature" {
                    #expect(lines == nil, "\(kind) \(id)")
                } else {
                    #expect(lines == expected(kind, id), "\(kind) \(id) in \(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    /// Every term's name in every language, looked up in its lines as the bundled index gives
    /// them, is what halving the whole file finds; lines that are not the term's (its second
    /// line on, another term's, a header) are not believed.
    @Test func aTermsNameInItsLinesIsTheWholeFilesHalving() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(TermNamesIndex.fileName))
        let starts = try Data(
            contentsOf: fixturesRoot.appendingPathComponent(LineStartsIndex.fileName(for: TermNamesIndex.fileName)))
        #expect(
            String(decoding: starts, as: UTF8.self)
                == LineStartsIndex.encode(byKind: String(decoding: data, as: UTF8.self)))
        let all = try TermNamesIndex.decode(data)
        var looked = 0
        var alone = 0
        var random = SeededRandom(seed: 0x7E_2A5)
        for kind in TermKind.allCases {
            for id in 0...1_100 where random.below(4) == 0 || id < 30 {
                let lines = starts.withUnsafeBytes { LineStartsIndex.lines(ofKind: kind.rawValue, id: id, index: $0) }
                for language in Language.allCases where language != .en {
                    let whole = TermNamesIndex.name(of: kind, id: id, in: language, data: data)
                    #expect(whole == all.name(of: kind, id: id, in: language), "\(kind) \(id) \(language)")
                    #expect(TermNamesIndex.name(of: kind, id: id, in: language, data: data, lines: lines) == whole)
                    guard let lines else { continue }
                    // Only the range and the lines around it left: the name is found in them (a
                    // sample: each look copies the file).
                    if language == .fr, random.below(6) == 0 {
                        alone += 1
                        #expect(
                            TermNamesIndex.name(
                                of: kind, id: id, in: language, data: Self.junkedOutside(lines, of: data), lines: lines)
                                == whole, "\(kind) \(id) \(language) alone")
                    }
                    guard lines.count > 2 else { continue }
                    looked += 1
                    // Not the term's lines: its second on, the next term's, the file's start.
                    let second = (data[lines].firstIndex(of: 0x0A) ?? lines.lowerBound) + 1
                    for wrong in [
                        second..<lines.upperBound, lines.upperBound..<(lines.upperBound + 40), 0..<lines.upperBound,
                    ] {
                        #expect(
                            TermNamesIndex.name(of: kind, id: id, in: language, data: data, lines: wrong) == whole,
                            "\(kind) \(id) \(language) \(wrong)")
                    }
                }
            }
        }
        #expect(looked > 1000 && alone > 40)
    }

    /// `data` with every line but those of `lines`, the line before and the line after made
    /// junk of the same length (no longer rows): a lookup that reads anything else misses.
    static func junkedOutside(_ lines: Range<Int>, of data: Data) -> Data {
        var bytes = [UInt8](data)
        let before = (bytes[..<lines.lowerBound].dropLast().lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        let afterEnd = bytes[lines.upperBound...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
        for index in bytes.indices where (index < before || index >= afterEnd) && bytes[index] != 0x0A {
            bytes[index] = UInt8(ascii: "~")
        }
        return Data(bytes)
    }

    /// An index that is not one, or ends before the id, says nothing: the reader halves.
    @Test func aDamagedIndexSaysNothing() {
        let good = "# width\tstarts_by_id\n2\t00,05,05,12\n"
        func lines(_ index: String, _ id: Int) -> Range<Int>? {
            Data(index.utf8).withUnsafeBytes { LineStartsIndex.lines(ofID: id, index: $0) }
        }
        #expect(lines(good, 0) == 0..<5 && lines(good, 1) == 5..<5 && lines(good, 2) == 5..<12)
        #expect(lines(good, 3) == nil && lines(good, -1) == nil && lines(good, .max) == nil)
        for damaged in [
            "", "# width", "# width\n", "# width\n2", "# width\n0\t00,05\n", "# width\nx\t00,05\n",
            "# width\n2\t0x,05\n", "# width\n2\t00;05\n", "# width\n2\t00,5\n", "# width\n2\t05,00\n",
            "# width\n99999999999999999999\t00,05\n",
        ] {
            #expect(lines(damaged, 0) == nil, "\(damaged.debugDescription)")
        }
    }

    /// A start the index gives is taken only where it is a line's start and the line is the
    /// id's; else the file is halved, as without an index.
    @Test func aStartThatDoesNotHoldIsHalvedFor() {
        let text = "# id\tvalue\n1\ta\n3\tb\n3\tc\n5\t3\tx\n7\td\n"
        let data = Data(text.utf8)
        let three = Self.naiveStart(of: 3, in: text)
        let five = Self.naiveStart(of: 5, in: text)
        // 3's second line; a 3 inside 5's line, where a line of 3 would read, but not a line's start.
        let second = three + 4
        let inside = five + 2
        #expect(IndexRows.start(ofID: 3, in: data, known: three..<five) == three)
        for known: Range<Int>? in [
            nil, 0..<4, (three + 1)..<five, second..<five, inside..<(inside + 6), three..<second, 11..<15,
            three..<999, -2..<3, three..<three, five..<five,
        ] {
            #expect(IndexRows.start(ofID: 3, in: data, known: known) == three, "\(String(describing: known))")
        }
        // No line of 4: an empty range before 5's line holds; one elsewhere does not.
        #expect(IndexRows.start(ofID: 4, in: data, known: five..<five) == five)
        for known in [three..<three, second..<second, inside..<inside, (five + 1)..<(five + 1)] {
            #expect(IndexRows.start(ofID: 4, in: data, known: known) == five, "\(known)")
        }
        // Past the last id: the end, with or without a range there.
        #expect(IndexRows.start(ofID: 8, in: data, known: data.count..<data.count) == data.count)
    }

    /// The bundled starts are what `make fixtures` makes of their files, and each Pokémon's
    /// encounters and learnsets read where they say are those halving the file finds.
    @Test func theBundledStartsAreTheFilesOwnAndReadAsHalvingReads() throws {
        for name in [EncounterRunsIndex.fileName, LearnsetIndex.fileName, EncounterIndex.fileName] {
            let file = try Data(contentsOf: fixturesRoot.appendingPathComponent(name))
            let starts = try Data(contentsOf: fixturesRoot.appendingPathComponent(LineStartsIndex.fileName(for: name)))
            #expect(
                String(decoding: starts, as: UTF8.self) == LineStartsIndex.encode(String(decoding: file, as: UTF8.self))
            )
        }
        let bundled = BundledData(root: fixturesRoot.path)
        let runs = try bundled.data(EncounterRunsIndex.fileName, mapped: true)
        let learnsets = try bundled.data(LearnsetIndex.fileName, mapped: true)
        var met = 0
        for pokemon in Array(1...1025) + Array(10_001...10_280) {
            let areas = try EncounterRunsIndex.decode(runs, pokemon: pokemon)
            // The index says for every Pokémon up to the last one met anywhere (a form); a
            // Pokémon it gives no line is met nowhere, and its start holds.
            if let runLines = bundled.lines(ofID: pokemon, in: EncounterRunsIndex.fileName) {
                #expect(try EncounterRunsIndex.decode(runs, pokemon: pokemon, lines: runLines) == areas, "#\(pokemon)")
                #expect(runLines.isEmpty == areas.isEmpty, "#\(pokemon)")
                #expect(IndexRows.start(ofID: pokemon, in: runs, known: runLines) == runLines.lowerBound)
            } else {
                #expect(pokemon > 10_000 && areas.isEmpty, "#\(pokemon)")
            }
            if !areas.isEmpty { met += 1 }
            let learned = try #require(bundled.lines(ofID: pokemon, in: LearnsetIndex.fileName), "#\(pokemon)")
            #expect(IndexRows.start(ofID: pokemon, in: learnsets, known: learned) == learned.lowerBound)
            #expect(
                try LearnsetIndex.learnsets(of: pokemon, data: learnsets, lines: learned)
                    == LearnsetIndex.learnsets(of: pokemon, data: learnsets), "#\(pokemon)")
        }
        #expect(met > 500)
    }

    /// A place's areas read where the encounters' starts index puts each are those of reading
    /// the file from its start; with no index (older data), the file is read so.
    @Test func areasReadWhereTheirStartsSayAreTheFilesReadFromItsStart() async throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(EncounterIndex.fileName))
        let all = try EncounterIndex.decode(data)
        let indexed = BundledData(root: fixturesRoot.path)
        let withIndex = PokeAPIEncountersRepository(bundled: indexed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent(EncounterIndex.fileName))
        let without = PokeAPIEncountersRepository(bundled: BundledData(root: folder.path))
        var random = SeededRandom(seed: 0xA2EA5)
        let ids = all.map(\.areaID)
        for _ in 0..<60 {
            // Neighbours, far ones, one twice, and ids no area has.
            let first = random.pick(ids)
            var wanted = (0..<(1 + random.below(6))).map { first + $0 } + [random.pick(ids), first]
            if random.below(4) == 0 { wanted += [0, 99_999] }
            let expected = all.filter { Set(wanted).contains($0.areaID) }
            // The index says for every area it has (those past its last id, it does not).
            #expect((indexed.lines(ofIDs: wanted, in: EncounterIndex.fileName) != nil) == !wanted.contains(99_999))
            #expect(try await withIndex.areas(wanted) == expected, "\(wanted)")
            #expect(try await without.areas(wanted) == expected, "\(wanted)")
        }
    }
}
