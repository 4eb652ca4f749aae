import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// The names in byte order with where their rows are (`pokedex-name-offsets.tsv`): made from
/// the bundled indexes, and finding what reading the keys and the rows finds.
@Suite struct NameOffsetsTests {
    func data(_ name: String) throws -> Data {
        try Data(contentsOf: fixturesRoot.appendingPathComponent(name))
    }

    @Test func theBundledOffsetsAreThoseOfTheBundledIndexes() throws {
        let english = try SearchKeysIndex.decode(try data(SearchKeysIndex.fileName), Set(SearchKeysIndex.kinds))
        let made = try NameOffsetsIndex.encode(indexesIn: fixturesRoot.path, keys: english)
        #expect(made == String(decoding: try data(NameOffsetsIndex.fileName), as: UTF8.self))
    }

    /// Names a team uses, found through the offsets, are PokeAPI's own ids (read off PokeAPI's
    /// bodies, not off the bundled indexes the offsets are made from), the Showdown forms too.
    @Test func namesFoundThroughTheOffsetsAreThoseOfPokeAPI() async throws {
        let repository = fixtureMovesRepository()
        let moves = try await repository.namedTerms(.move).named(["Thunderbolt", "Earthquake"])
        #expect(moves.map { $0?.id } == [85, 89])
        let abilities = try await repository.namedTerms(.ability).named(["Levitate", "Rough Skin"])
        #expect(abilities.map { $0?.id } == [26, 24])
        let items = try await repository.namedTerms(.item).named(["Choice Scarf", "Leftovers"])
        #expect(items.map { $0?.id } == [264, 211])
        let pokedex = fixtureRepository()
        for (name, id) in [("Rotom-Wash", 10009), ("Meowstic-F", 10025), ("Tauros-Paldea-Combat", 10250)] {
            #expect(await pokedex.summary(directly: name)?.id == id, "\(name)")
        }
    }

    /// A move whose offset lands on another move's row is found through the keys, not as that
    /// other move: the offsets of Thunderbolt and Earthquake swapped in a copy of the bundle.
    @Test func aTermWhoseOffsetLandsOnAnotherRowIsFoundInTheKeys() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in try FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)
        where name != NameOffsetsIndex.fileName {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/" + name, withDestinationPath: fixturesRoot.appendingPathComponent(name).path)
        }
        var lines = String(decoding: try data(NameOffsetsIndex.fileName), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let thunderbolt = try #require(lines.firstIndex { $0.hasPrefix("thunderbolt\t") })
        let earthquake = try #require(lines.firstIndex { $0.hasPrefix("earthquake\t") })
        func offset(_ line: String) -> Substring { line.split(separator: "\t")[2] }
        let (one, other) = (offset(lines[thunderbolt]), offset(lines[earthquake]))
        lines[thunderbolt] = "thunderbolt\t85\t" + other
        lines[earthquake] = "earthquake\t89\t" + one
        try Data(lines.joined(separator: "\n").utf8).write(
            to: URL(fileURLWithPath: folder + "/" + NameOffsetsIndex.fileName))
        let moves = try await fixtureMovesRepository(root: folder).namedTerms(.move)
        #expect(moves.named(["Thunderbolt", "Earthquake", "Surf"]).map { $0?.id } == [85, 89, 57])
    }

    /// Every English key of every move, ability and item, the same key in other cases and
    /// spacings, Showdown's dashless ids, numbers and names of nothing: each names through the
    /// offsets what it names through the keys and the rows at their positions.
    @Test func everyTermNamedThroughItsOffsetIsTheOneItsKeysName() async throws {
        let repository = fixtureMovesRepository()
        let keys = try SearchKeysIndex.decode(try data(SearchKeysIndex.fileName), Set(SearchKeysIndex.kinds))
        func plain<Row>(_ kind: TermKind, _ table: IndexRows.Table<Row>, term: @escaping @Sendable (Row) -> Term)
            throws -> NamedList<Term>
        {
            let rows = try data(table.file)
            return NamedList(keys: try #require(keys[kind])) { positions throws(RepositoryError) in
                try table.rows(rows, at: positions).map(term)
            }
        }
        let lists: [(TermKind, NamedList<Term>)] = [
            (.move, try plain(.move, MoveIndex.table) { Term(kind: .move, $0) }),
            (.ability, try plain(.ability, AbilityIndex.table) { Term(kind: .ability, $0) }),
            (.item, try plain(.item, ItemIndex.table) { Term(kind: .item, $0) }),
        ]
        var random = SeededRandom(seed: 0x0FF5_E75)
        for (kind, plain) in lists {
            let spellings = plain.keys.lines.split(separator: UInt8(ascii: "\n")).flatMap {
                $0.split(separator: UInt8(ascii: "\t")).map { String(decoding: $0, as: UTF8.self) }
            }
            #expect(spellings.count > 300, "\(kind)")
            var texts = spellings
            for spelling in spellings where random.below(4) == 0 {
                texts += [
                    spelling.uppercased(), " " + spelling.replacingOccurrences(of: "-", with: " ") + " ",
                    spelling.replacingOccurrences(of: "-", with: ""), spelling + "x",
                ]
            }
            texts += ["12", "", "   ", "no-such-\(kind.rawValue)", "\u{1}"]
            // The offsets are there to be used (else both lists would read the keys).
            #expect(NameOffsetsIndex.lines(of: kind, in: try data(NameOffsetsIndex.fileName)) != nil, "\(kind)")
            let offsets = try await repository.namedTerms(kind)
            for dashless in [false, true] {
                // In batches, as a team asks (and each batch's rows read together).
                for start in stride(from: 0, to: texts.count, by: 40) {
                    let batch = Array(texts[start..<min(start + 40, texts.count)])
                    #expect(
                        offsets.named(batch, dashless: dashless) == plain.named(batch, dashless: dashless), "\(batch)")
                }
            }
        }
    }

    /// Every Pokémon's name, and Showdown's forms of several words, find through the offsets
    /// the rows a scan of the index finds, in the file's order.
    @Test func everyPokemonFoundThroughItsOffsetIsTheOneAScanFinds() throws {
        let catalog = try data(CatalogIndex.fileName)
        let names = try data(NameOffsetsIndex.fileName)
        let lines = try #require(NameOffsetsIndex.lines(of: .pokemon, in: names))
        var queries = try CatalogIndex.decode(catalog).map(\.name)
        queries += ["meowstic-f", "tauros-paldea-combat", "ogerpon-wellspring", "rotom-w", "mr-mime", "zzz-zzz", "a-b"]
        for name in queries {
            let words = name.split(separator: "-").map(String.init)
            let prefixes = words.count < 2 ? [] : (1..<words.count).map { words[..<$0].joined(separator: "-") + "-" }
            let found = CatalogIndex.rows(catalog, name: name, namePrefixes: prefixes, names: names, lines: lines)
            let scanned = try CatalogIndex.rows(catalog, name: name, namePrefixes: prefixes)
            // Where the names know none, the scan is left to say so.
            #expect((found ?? []) == scanned && (found != nil || scanned.isEmpty), "\(name)")
        }
        #expect(
            NameOffsetsIndex.offsets(withPrefix: "rotom-", in: names, lines: lines).count == 5,
            "Rotom's five forms")
        #expect(NameOffsetsIndex.entry("pikachu", in: names, lines: lines)?.id == 25)
        #expect(NameOffsetsIndex.entry("pikach", in: names, lines: lines) == nil)
    }

    /// Offsets into another index than their own find nothing rather than other rows: each
    /// row read is checked to have the id named; a section cut short, or missing, is none.
    @Test func offsetsIntoAnotherIndexFindNoRow() throws {
        let catalog = try data(CatalogIndex.fileName)
        let names = try data(NameOffsetsIndex.fileName)
        let lines = try #require(NameOffsetsIndex.lines(of: .pokemon, in: names))
        // The same rows, one fewer at the start: every offset after it lands on another row.
        let first = try #require(catalog.firstIndex(of: UInt8(ascii: "\n")))
        let second = try #require(catalog[(first + 1)...].firstIndex(of: UInt8(ascii: "\n")))
        var shifted = catalog
        shifted.removeSubrange((first + 1)...second)
        #expect(
            CatalogIndex.rows(shifted, name: "rotom-wash", namePrefixes: ["rotom-"], names: names, lines: lines) == nil)
        #expect(
            CatalogIndex.rows(catalog, name: "rotom-wash", namePrefixes: ["rotom-"], names: names, lines: lines)?
                .map(\.name).contains("rotom-wash") == true)
        // Offsets at other rows' starts: each row is read, and is not the one named.
        let pikachu = "25\tpikachu\t25\tpikachu\tPikachu\t1\telectric\t1\n"
        let raichu = "26\traichu\t26\traichu\tRaichu\t1\telectric\t1\n"
        let two = Data((pikachu + raichu).utf8)
        for (entries, found) in [
            ("pikachu\t25\t0\npikachu-x\t26\t\(pikachu.utf8.count)\n", ["pikachu", "raichu"]),
            ("pikachu\t25\t\(pikachu.utf8.count)\npikachu-x\t26\t0\n", nil),
        ] {
            let crossed = Data((NameOffsetsIndex.header + "\n# pokemon 2 \(entries.utf8.count)\n" + entries).utf8)
            let section = try #require(NameOffsetsIndex.lines(of: .pokemon, in: crossed))
            #expect(
                CatalogIndex.rows(two, name: "pikachu", namePrefixes: ["pikachu-"], names: crossed, lines: section)?
                    .map(\.name) == found)
        }
        // Names that know none of the rows asked for leave them to be sought.
        let raichuOnly = "raichu\t26\t\(pikachu.utf8.count)\n"
        let older = Data((NameOffsetsIndex.header + "\n# pokemon 1 \(raichuOnly.utf8.count)\n" + raichuOnly).utf8)
        let olderLines = try #require(NameOffsetsIndex.lines(of: .pokemon, in: older))
        #expect(
            CatalogIndex.rows(two, name: "pikachu", namePrefixes: ["pikachu-"], names: older, lines: olderLines) == nil)
        let header = NameOffsetsIndex.header + "\n"
        #expect(
            NameOffsetsIndex.lines(of: .pokemon, in: Data((header + "# pokemon 1 99\npikachu\t25\t0\n").utf8)) == nil)
        #expect(NameOffsetsIndex.lines(of: .move, in: Data((header + "# pokemon 1 13\npikachu\t25\t0\n").utf8)) == nil)
        let broken = Data((header + "# pokemon 2 22\nabra\t63\t0\npikachu\tx\t0\n").utf8)
        let brokenLines = try #require(NameOffsetsIndex.lines(of: .pokemon, in: broken))
        #expect(NameOffsetsIndex.entry("abra", in: broken, lines: brokenLines)?.id == 63)
        #expect(NameOffsetsIndex.entry("pikachu", in: broken, lines: brokenLines) == nil)
        #expect(NameOffsetsIndex.offsets(withPrefix: "p", in: broken, lines: brokenLines).isEmpty)
    }
}
