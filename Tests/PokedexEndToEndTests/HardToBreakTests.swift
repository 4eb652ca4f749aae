import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Numbers at the ends of `Int`'s range, values that mean nothing, cache folders that cannot
/// be written, a server's costly bodies and interrupted input: each an answer or one line
/// with a documented exit code, never a trap.
@Suite struct IntegerTrapTests {
    @Test(arguments: [
        ["list", "--offset", "9223372036854775788"], ["list", "--offset", "9223372036854775807", "--json"],
        ["list", "--offset", "9223372036854775807", "--type", "fire", "--where", "speed>=100"],
    ])
    func anOffsetPastAnyEndIsAnEmptyPage(arguments: [String]) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("Offset 9223372036854775") && result.stderr.hasSuffix("Pokémon.\n"))
        if arguments.contains("--json") { #expect(result.stdout.contains("\"next_offset\":null")) }
    }

    @Test(arguments: [[], ["--type", "fire"], ["--where", "speed>=100"], ["--json"]])
    func theLargestLimitListsToTheEnd(more: [String]) async throws {
        let result = try await InProcessPokedex.run(["list", "--offset", "1", "--limit", "9223372036854775807"] + more)
        #expect(result.status == 0 && result.stderr == "")
        #expect(!result.stdout.isEmpty)
        if more == ["--json"] { #expect(result.stdout.contains("\"next_offset\":null")) }
    }
}

@Suite struct MeaninglessValueTests {
    @Test(arguments: [
        (["list", "--generation", "-1"], "--generation takes 1 to 9"),
        (["list", "--generation", "-5"], "--generation takes 1 to 9"),
        (["type", "fire", ""], "an argument is empty"),
        (["show", "Pika\u{1}chu"], "holds a control character"),
        (["list", "--move", "thunder\u{1B}[2Jbolt"], "holds a control character"),
        (["damage", "+99 Atk Garchomp Earthquake vs. Heatran"], "The attacker's boost '+99' is not from -6 to +6"),
        (["damage", "+7 Garchomp Earthquake vs. Heatran"], "The attacker's boost '+7' is not from -6 to +6"),
        (["damage", "252 Atk / 252 Atk / 252 Atk Garchomp Earthquake vs. Heatran"], "Atk EVs are given twice"),
        (["damage", "Garchomp Earthquake vs. 252 HP / 252 HP Heatran"], "HP EVs are given twice"),
    ])
    func isAUsageErrorInOneLine(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("pokedex: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1)
    }

    /// A team's places are its members: a file of 10 000 members is no team, and 7 is no place.
    @Test func placesInATeamAreThoseOfATeam() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.txt")
        try Data(Array(repeating: "Pikachu\n- Thunderbolt", count: 10_000).joined(separator: "\n\n").utf8).write(
            to: huge)
        let refused = try await InProcessPokedex.run(
            ["damage", "--team", huge.path, "--attacker", "9999", "--defender", "1", "--move", "Thunderbolt"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--team names a team of at most 6, not 10000 members"))
        let team = folder.appendingPathComponent("team.txt")
        try Data("Pikachu\n- Thunderbolt\n\nGyarados\n- Waterfall".utf8).write(to: team)
        for place in ["7", "0", "-9223372036854775808", "9223372036854775807"] {
            let result = try await InProcessPokedex.run(
                ["damage", "--team", team.path, "--attacker", place, "--defender", "2", "--move", "Thunderbolt"])
            #expect(result.status == 2, "\(place)")
            #expect(result.stderr.contains("--attacker takes a place in the team, 1 to 2"), "\(result.stderr)")
        }
        let fine = try await InProcessPokedex.run(
            ["damage", "--team", team.path, "--attacker", "1", "--defender", "2", "--move", "Thunderbolt"])
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    /// An export's names hold no control characters: `\e[31mSteel` is no Tera type and a
    /// nickname that would retitle the terminal is refused, naming its line.
    @Test(arguments: [
        "Pikachu\nTera Type: \u{1B}[31mSteel\n- Thunderbolt",
        "\u{1B}]0;PWNED\u{07} Evil\u{1B}[2J (Pikachu)\n- Thunderbolt",
        "Pika\u{0}chu\n- Thunderbolt",
    ])
    func anExportWithAControlCharacterIsRefused(export: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-ctl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("team.txt")
        try Data(export.utf8).write(to: file)
        let result = try await InProcessPokedex.run(["team", "--file", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("holds a control character"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && result.stdout == "")
    }
}

/// Every file operation checked: a cache that cannot be written or read as a cache is exit 3
/// with the reason, never a success that did not happen.
@Suite struct CacheFailureTests {
    @Test func aCacheFolderThatIsAFileIsExitThreeForEveryCacheCommand() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-cf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: file)
        for action in ["info", "verify", "clear"] {
            let result = try await InProcessPokedex.run(
                ["cache", action], environment: ["POKEDEX_CACHE_DIR": file.path])
            #expect(result.status == 3, "\(action)")
            #expect(
                result.stderr == "pokedex: Pokédex data unavailable: the cache folder \(file.path) is not a folder.\n")
        }
        let server = try StubPokeAPI()
        let synced = try await InProcessPokedex.run(
            ["sync", "--api-url", server.apiURL],
            environment: ["POKEDEX_CACHE_DIR": file.path, "POKEDEX_OFFLINE": ""])
        #expect(synced.status == 3, "\(synced.stderr)")
        #expect(synced.stderr.contains("is not a folder"))
        // Nothing was asked of PokeAPI: the sync stopped before its first request.
        #expect(server.server.stats.total == 0)
    }

    /// A broken entry that cannot be removed is said, and the command fails; the good ones
    /// stay counted as good.
    @Test func whatCannotBeRemovedIsSaidAndFails() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-ro-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let pokemon = cache.appendingPathComponent("v1/pokemon")
        try FileManager.default.createDirectory(
            at: pokemon.appendingPathComponent("25.json/stuck"), withIntermediateDirectories: true)
        // A sound entry (a move's body is any JSON object; a Pokémon's must be one a screen shows).
        let moves = cache.appendingPathComponent("v1/move")
        try FileManager.default.createDirectory(at: moves, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: moves.appendingPathComponent("1.json"))
        let verified = try await InProcessPokedex.run(
            ["cache", "verify"], environment: ["POKEDEX_CACHE_DIR": cache.path])
        #expect(verified.status == 3)
        #expect(verified.stdout.contains("Checked 2 entries: 1 good, 0 broken and removed"))
        #expect(verified.stderr.contains("pokedex: could not remove v1/pokemon/25.json: Is a directory\n"))
        let cleared = try await InProcessPokedex.run(
            ["cache", "clear"], environment: ["POKEDEX_CACHE_DIR": cache.path])
        #expect(cleared.status == 3)
        #expect(cleared.stdout.hasPrefix("Removed 1 of 2 entries from"))
        #expect(!FileManager.default.fileExists(atPath: moves.appendingPathComponent("1.json").path))
    }

    /// A cache on a folder this user may not write (run as nobody where the tests are root):
    /// `clear` and `verify` say what stayed; `sync` stops at the first write, exit 3.
    @Test func aReadOnlyCacheIsSaidNotCleared() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-rw-\(UUID().uuidString)")
        defer {
            _ = chmod(cache.appendingPathComponent("v1/pokemon").path, 0o755)
            try? FileManager.default.removeItem(at: cache)
        }
        let pokemon = cache.appendingPathComponent("v1/pokemon")
        try FileManager.default.createDirectory(at: pokemon, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: pokemon.appendingPathComponent("1.json"))
        try Data("{".utf8).write(to: pokemon.appendingPathComponent("2.json"))
        for folder in [cache, cache.appendingPathComponent("v1"), pokemon] { chmod(folder.path, 0o555) }
        // Root writes anywhere: run the binary as nobody, when there is a way to.
        let asNobody: [String] =
            getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        guard asNobody.isEmpty || FileManager.default.isExecutableFile(atPath: asNobody[0]) else { return }
        func run(_ arguments: [String]) async throws -> PokedexProcess.Result {
            let command = asNobody + [PokedexProcess.binary.path] + arguments
            return try await PokedexProcess.run(
                Array(command.dropFirst()), environment: ["POKEDEX_CACHE_DIR": cache.path],
                executable: URL(fileURLWithPath: command[0]))
        }
        let cleared = try await run(["cache", "clear"])
        #expect(cleared.status == 3, "\(cleared.stdout) \(cleared.stderr)")
        #expect(cleared.stdout.hasPrefix("Removed 0 of 2 entries"))
        #expect(cleared.stderr.contains("pokedex: could not remove v1/pokemon/1.json: Permission denied\n"))
        #expect(!cleared.stdout.contains("could not remove"))
        let verified = try await run(["cache", "verify"])
        #expect(verified.status == 3)
        #expect(verified.stderr.contains("pokedex: could not remove v1/pokemon/2.json: Permission denied\n"))
        #expect(FileManager.default.fileExists(atPath: pokemon.appendingPathComponent("2.json").path))
    }
}

/// What a server may send: a Pokémon with 64 types, bodies within the size limit whose shape
/// would take hundreds of megabytes to hold.
@Suite struct HostileBodyTests {
    /// Pikachu as the server gives it, its types list grown to 64.
    static func sixtyFourTypes(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response? {
        guard request.path == "/api/v2/pokemon/25/",
            let body = FixtureAPI(root: fixturesRoot.path).read("pokemon/25.json"),
            var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let types = object["types"] as? [[String: Any]], let first = types.first
        else { return nil }
        object["types"] = (1...64).map { slot in first.merging(["slot": slot]) { $1 } }
        return .json((try? JSONSerialization.data(withJSONObject: object)) ?? body)
    }

    @Test(arguments: [["show", "25", "--refresh", "--json"], ["compare", "25", "26", "--refresh"]])
    func aPokemonWithSixtyFourTypesHasAtMostTwo(arguments: [String]) async throws {
        let server = try StubPokeAPI()
        server.fail(Self.sixtyFourTypes)
        let result = try await InProcessPokedex.run(
            arguments + ["--api-url", server.apiURL], environment: ["POKEDEX_OFFLINE": ""])
        #expect(result.status == 0, "\(result.stderr)")
        if arguments.contains("--json") {
            let json = try #require(try parseJSON(result.stdout) as? [String: Any])
            #expect(json["types"] as? [String] == ["electric"])
        } else {
            // Piped: a row per Pokémon, its types as PokeAPI names them.
            #expect(result.stdout.hasPrefix("25\tpikachu\telectric\t"))
        }
    }

    /// `{"x":[1,1,1,…]}`, 8 MB: 4 million values.
    static let wideBody = wide("1", count: 3_999_000)

    /// Every answer the costly shape: `show --refresh`, `move --refresh` and `sync` stay under
    /// 64 MB and refuse it as too large, and so does `show` reading it from the cache offline.
    @Test(.tags(.slow)) func aCostlyBodyIsRefusedWithinTheMemoryBudget() async throws {
        let server = try StubPokeAPI()
        server.fail { _ in .json(Self.wideBody) }
        let probe = PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("peak-rss")
        for command in [["show", "pikachu", "--refresh"], ["move", "thunderbolt", "--refresh"], ["sync"]] {
            let measured = try await PokedexProcess.run(
                [PokedexProcess.binary.path] + command + ["--api-url", server.apiURL],
                environment: ["POKEDEX_OFFLINE": ""], executable: probe)
            let kilobytes = try #require(Int(measured.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(kilobytes < 64 * 1024, "\(command): \(kilobytes) KiB at peak")
        }
        let told = try await PokedexProcess.run(
            ["show", "pikachu", "--refresh", "--api-url", server.apiURL], environment: ["POKEDEX_OFFLINE": ""])
        #expect(told.stderr.contains("too large: it would take more than 8 MB to hold"), "\(told.stderr)")
        // Nothing of it was cached.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-wide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        for file in ["pokemon/25.json", "pokemon-species/25.json"] {
            let path = cache.appendingPathComponent("v1/" + file)
            try FileManager.default.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.wideBody.write(to: path)
        }
        let measured = try await PokedexProcess.run(
            [PokedexProcess.binary.path, "show", "pikachu"], environment: ["POKEDEX_CACHE_DIR": cache.path],
            executable: probe)
        let kilobytes = try #require(Int(measured.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kilobytes < 64 * 1024, "offline from the cache: \(kilobytes) KiB at peak")
    }
}

/// An interrupted command prints nothing but its one line.
@Suite struct InterruptedInputTests {
    /// `team --file` on a FIFO no one writes: the wait in open() ends with the signal.
    @Test(arguments: [SIGTERM, SIGINT])
    func aFIFOWithNoWriterEndsInOneLine(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("team").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let child = try PokedexProcess.start(["team", "--file", fifo], environment: [:], directory: directory)
        #expect(await !eventually(within: .milliseconds(300)) { child.termination != nil })
        child.signal(signal)
        #expect(await child.exitCode(within: 5) == 130)
        #expect(
            try String(contentsOfFile: directory.appendingPathComponent("stderr").path, encoding: .utf8)
                == "pokedex: Interrupted.\n")
        #expect(try String(contentsOfFile: directory.appendingPathComponent("stdout").path, encoding: .utf8) == "")
    }

    /// Nothing typed yet on an open pipe: the interruption, not "the team is empty".
    @Test func nothingTypedYetIsInterruptedNotEmpty() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in").path
        let stderr = directory.appendingPathComponent("err").path
        let stdout = directory.appendingPathComponent("out").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        let child = try ChildProcess(
            [PokedexProcess.binary.path, "team", "-"], environment: PokedexProcess.baseEnvironment, stdin: fifo,
            stdout: stdout, stderr: stderr)
        #expect(await !eventually(within: .milliseconds(300)) { child.termination != nil })
        child.signal(SIGINT)
        #expect(await child.exitCode(within: 5) == 130)
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "pokedex: Interrupted.\n")
        #expect(try String(contentsOfFile: stdout, encoding: .utf8) == "")
    }
}
