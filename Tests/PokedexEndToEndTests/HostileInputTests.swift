import Foundation
import PokedexCommandTesting
import PokedexDomain
import PokedexPresentation
import PokedexTestSupport
import Testing

@testable import PokedexApp

/// Every hostile argument, fed to every command (in process: a crash would end the whole
/// run): a clear one-line error and a documented exit code, never a crash, and nothing
/// outside the API or the cache.
@Suite struct HostileInputTests {
    static let hostile: [String] = [
        "/", "../etc/passwd", "..", "%2e%2e", "%2e%2e%2fetc", "a/b", "?", "#", "&", "pika chu?x=1#y&z",
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}]0;title\u{07}", "\u{07}", "\n", "\tx", "\u{0}", "\u{9B}2J",
        String(repeating: "a", count: 10_000), String(repeating: "ピ", count: 10_000), "", " ", "   \t ",
        "0", "-1", "99999", "9223372036854775808", "-9223372036854775809", "1e9", "0x19", "+25", "25.0",
    ]

    @Test(arguments: hostile)
    func everyCommandAnswersWithAClearErrorOrAResult(argument: String) async throws {
        let commands: [[String]] = [
            ["show", argument], ["search", argument], ["type", argument],
            ["list", "--limit", argument], ["list", "--offset", argument], ["list", "--type", argument],
            ["list", "--generation", argument], ["show", "1", "--lang", argument],
            ["show", "1", "--max-age", argument],
            ["show", "1", "--timeout", argument], ["show", "1", "--api-url", argument], [argument],
        ]
        for arguments in commands {
            let result = try await InProcessPokedex.run(arguments)
            let shown = arguments.map { $0.count > 20 ? String($0.prefix(20)) + "…" : $0 }.joined(separator: " ")
            // Exit codes are the documented ones; a signal (a crash) would show as another number.
            #expect([0, 1, 2, 3].contains(result.status), "\(shown): exit \(result.status)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(shown)")
            #expect(result.stderr.count < 400, "\(shown): \(result.stderr.count) characters on stderr")
            if result.status != 0 {
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(shown): \(result.stderr)")
                #expect(result.stdout.isEmpty || arguments[0] == "search", "\(shown)")
            }
        }
    }

    @Test func invalidUTF8IsJustAnotherUnknownName() async throws {
        let result = try await PokedexProcess.shell(#""$0" show "$(printf '\377\376pika')"; echo "exit=$?" >&2"#)
        #expect(result.stderr.hasPrefix("pokedex: No Pokémon named '"))
        #expect(result.stderr.hasSuffix("exit=1\n"))
    }

    @Test func numbersAtTheEdges() async throws {
        let huge = try await InProcessPokedex.run(["list", "--limit", "1000000"])
        #expect(huge.status == 0)
        #expect(huge.stdout.split(separator: "\n").count == 1351)
        let past = try await InProcessPokedex.run(["list", "--offset", "1351", "--json"])
        #expect(past.status == 0)
        #expect(past.stderr == "Offset 1351 is past the end: there are 1351 Pokémon.\n")
        // A number is a National Dex number; what only looks like one is a name.
        for (id, message) in [
            ("0", "pokedex: No Pokémon numbered 0."), ("#099999", "pokedex: No Pokémon numbered 99999."),
            ("-1", "pokedex: No Pokémon named '-1'."),
            ("9223372036854775808", "pokedex: No Pokémon named '9223372036854775808'."),
        ] {
            let result = try await InProcessPokedex.run(["show", id])
            #expect(result.status == 1, "show \(id)")
            #expect(result.stderr.hasPrefix(message), "show \(id)")
        }
        #expect(try await InProcessPokedex.run(["move", "9999"]).stderr.hasPrefix("pokedex: No move numbered 9999."))
        // Types have no number a person would type.
        #expect(try await InProcessPokedex.run(["type", "5"]).stderr.hasPrefix("pokedex: No type named '5'."))
    }

    @Test func hostileNamesNeverLeaveTheAPIOrTheCache() async throws {
        let api = try StubPokeAPI()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-hostile-cache-\(UUID().uuidString)"
        ).path
        let environment = ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL, "POKEDEX_CACHE_DIR": cache]
        for argument in Self.hostile.prefix(20) {
            _ = try await InProcessPokedex.run(["show", argument, "--refresh"], environment: environment)
            _ = try await InProcessPokedex.run(["type", argument, "--refresh"], environment: environment)
        }
        let paths = api.server.stats.arrivals.map(\.path)
        // Names that fold to a real one (or to nothing) are still asked for: the check below
        // has requests to look at.
        #expect(!paths.isEmpty)
        let allowed = try Regex(#"^/api/v2/(pokemon|pokemon-species|type|evolution-chain|generation)/([a-z0-9-]+/)?$"#)
        for path in paths { #expect(path.wholeMatch(of: allowed) != nil, "requested \(path)") }
        let files = FileManager.default.enumerator(atPath: cache)?.allObjects.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".json") {
            #expect(
                file.wholeMatch(
                    of: try Regex(#"^v1/(pokemon|pokemon-species|type|evolution-chain|generation)/[a-z0-9-]+\.json$"#))
                    != nil, "wrote \(file)")
        }
    }
}

/// Thousands of generated command lines thrown at the parser in-process: it must answer
/// every one with an invocation or a usage error, never trap.
@Suite struct ParserFuzzTests {
    /// A small deterministic generator (xorshift), so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let tokens = [
        "list", "show", "search", "type", "sync", "cache", "help", "info", "clear", "--", "-", "-h", "--help",
        "--version", "--json", "--jsonl", "--color", "--color=always", "--color=", "--limit", "--limit=0", "--offset",
        "--offset=-1", "--type", "--type=fire", "--generation", "--generation=kanto", "--lang", "--lang=ja",
        "--offline",
        "--refresh", "--api-url", "--api-url=http://x", "--max-age", "--max-age=7d", "--timeout", "--timeout=0.5",
        "--concurrency", "--concurrency=65", "pikachu", "25", "#25", "-1", "0", "99999999999999999999", "ピカ", "",
        " ", "\u{1B}[2J", "..", "%2e", "fire", "kanto", "ix", "Mr. Mime", "--unknown", "-x", "=", "--=", "—",
    ]

    @Test func tenThousandCommandLinesNeverTrap() async throws {
        try await onOwnThread {
            var generator = Generator(state: 0x5EED_1234_ABCD_0001)
            var parsed = 0
            var refused = 0
            for _ in 0..<10_000 {
                let count = Int(generator.next() % 7)
                var arguments: [String] = []
                for _ in 0..<count {
                    if generator.next() % 5 == 0 {
                        // A random string of random scalars, control characters included.
                        let length = Int(generator.next() % 12)
                        let scalars = (0..<length).compactMap { _ in Unicode.Scalar(UInt32(generator.next() % 0x3000)) }
                        arguments.append(String(String.UnicodeScalarView(scalars)))
                    } else {
                        arguments.append(generator.pick(Self.tokens))
                    }
                }
                do throws(UsageError) {
                    let invocation = try CommandLineParser.parse(arguments)
                    let command = try invocation.command()
                    let settings = DataSettings.resolve(invocation.network, environment: [:], executablePath: nil)
                    // What was taken holds what the option table allows.
                    #expect((1...64).contains(settings.concurrency))
                    #expect(settings.timeout > 0 && settings.timeout <= 3600)
                    if let list = (command as? ListCommand)?.route.screenRoute as? ListRoute {
                        #expect(list.offset >= 0 && list.limit >= 1)
                    }
                    parsed += 1
                } catch {
                    // Refused with one clean line that points at help.
                    #expect(error.line.hasPrefix("pokedex: ") && error.line.hasSuffix(" --help'."), "\(error.line)")
                    #expect(!error.line.contains(where: { $0.isNewline || $0 == "\u{1B}" }))
                    refused += 1
                }
            }
            // The generator reaches both sides: a fuzz that only ever parses (or only refuses) tests nothing.
            #expect(parsed > 200 && refused > 200, "parsed \(parsed), refused \(refused)")
        }
    }

    @Test func searchAndResolutionTakeAnyText() {
        var generator = Generator(state: 42)
        let catalog = PokemonCatalog(
            (1...50).map {
                PokemonSummary(
                    id: $0, name: "mon-\($0)", speciesID: $0, speciesName: "mon-\($0)", displayName: "Mon \($0)",
                    types: ["normal"], isDefault: true)
            })
        let index = NameIndex(catalog)
        for _ in 0..<10_000 {
            let length = Int(generator.next() % 20)
            let scalars = (0..<length).compactMap { _ in Unicode.Scalar(UInt32(generator.next() % 0x11000)) }
            let text = String(String.UnicodeScalarView(scalars))
            _ = index.resolve(text)
            #expect(index.search(text, limit: 5).count <= 5)
            #expect(index.suggestions(for: text).count <= 3)
        }
    }

    /// A cache entry larger than anything pokedex writes (a sparse 200 MB file) is not read:
    /// the answer comes from the bundled data, and the peak stays small.
    @Test func aHugeCacheEntryIsNotReadWhole() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-huge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        for file in ["pokemon/25.json", "pokemon-species/25.json", "sprites/front-default/25.png"] {
            let path = cache.appendingPathComponent("v1/" + file)
            try FileManager.default.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path.path, contents: Data("{".utf8)))
            #expect(truncate(path.path, 200 << 20) == 0)
        }
        let probe = PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("peak-rss")
        for command in [["show", "25"], ["sprite", "pikachu"]] {
            let measured = try await PokedexProcess.run(
                [PokedexProcess.binary.path] + command, environment: ["POKEDEX_CACHE_DIR": cache.path],
                executable: probe)
            let kilobytes = try #require(Int(measured.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(kilobytes < 64 * 1024, "\(command): \(kilobytes) KiB at peak")
        }
        let shown = try await PokedexProcess.run(["show", "25"], environment: ["POKEDEX_CACHE_DIR": cache.path])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Pikachu"))
    }
}
