import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a hostile round found (round 5): output that could not be written, descriptors closed
/// at start, a reader gone from line mode, a FIFO and a poisoned or future-dated entry in the
/// cache, names no Pokémon has of any length. Each a clear answer, never a hang or a wrong 0.
@Suite struct HardToBreakRound5Tests {
    /// A cache folder of the test's own, removed after.
    private func cacheFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-r5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [["list", "--json"], ["show", "pikachu"], ["where", "pikachu"], ["moves", "garchomp"]])
    func outputThatCannotBeWrittenIsNoSuccess(arguments: [String]) async throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let full = try await PokedexProcess.shell("\"$0\" \(quoted) > /dev/full; echo \"status $?\" >&2")
        #expect(full.stderr.contains("pokedex: Could not write the output: No space left on device."), "\(full.stderr)")
        #expect(full.stderr.hasSuffix("status 5\n"), "\(full.stderr)")
        let closed = try await PokedexProcess.shell("\"$0\" \(quoted) >&-; echo \"status $?\" >&2")
        #expect(closed.stderr.contains("pokedex: Could not write the output: Bad file descriptor."), "\(closed.stderr)")
        #expect(closed.stderr.hasSuffix("status 5\n"))
        // A reader that goes away is no failure.
        let head = try await PokedexProcess.shell(
            "\"$0\" list --limit 200 | head -1 > /dev/null; echo \"${PIPESTATUS[0]}\"")
        #expect(head.stdout == "0\n")
    }

    /// With stdin closed, what reads it sees its end; nothing waits on a descriptor of its own.
    @Test func aClosedStandardInputIsAnEmptyOne() async throws {
        let team = try await PokedexProcess.shell("timeout 20 \"$0\" team - <&-; echo \"status $?\"")
        #expect(!team.stdout.contains("status 124"), "\(team.stdout)")
        let browse = try await PokedexProcess.shell("timeout 20 \"$0\" browse <&- > /dev/null; echo \"status $?\"")
        #expect(browse.stdout.hasSuffix("status 0\n"), "\(browse.stdout)")
        let helper = PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("pokedex-http").path
        let started = try await PokedexProcess.shell("timeout 20 '\(helper)' <&-; echo \"status $?\"")
        #expect(started.stdout.hasSuffix("status 0\n"), "\(started.stdout)")
    }

    /// Line mode stops when nobody reads what it prints (`head -1` had its line).
    @Test func lineModeEndsWhenItsReaderIsGone() async throws {
        let result = try await PokedexProcess.shell(
            "yes 'show eevee' | timeout 30 \"$0\" browse | head -1; echo \"status ${PIPESTATUS[1]}\"")
        #expect(result.stdout.hasSuffix("status 0\n"), "\(result.stdout.suffix(200))")
    }

    @Test func aFIFOInTheCacheIsNoEntryAndVerifyRemovesIt() async throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("v1/pokemon-species")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("25.json").path, 0o644) == 0)
        let environment = ["POKEDEX_CACHE_DIR": cache.path]
        let show = try await PokedexProcess.shell(
            "timeout 20 \"$0\" show pikachu --offline --json > /dev/null; echo $?", environment: environment)
        #expect(show.stdout == "0\n", "\(show.stdout)")
        let verify = try await PokedexProcess.shell("timeout 20 \"$0\" cache verify; echo $?", environment: environment)
        #expect(verify.stdout.hasSuffix("0\n") && verify.stdout.contains("pokemon-species/25.json"), "\(verify.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("25.json").path))
    }

    /// A cached Pokémon a screen cannot show (valid JSON, no stats) is dropped: the bundled
    /// data answers, and `cache verify` finds it.
    @Test func aPoisonedEntryIsDroppedAndTheBundleAnswers() async throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("v1/pokemon")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let poisoned =
            #"{"id":25,"name":"pikachu","height":4,"weight":60,"is_default":true,"#
            + #""species":{"name":"pikachu","url":"/api/v2/pokemon-species/25/"},"types":[],"abilities":[],"stats":[]}"#
        let entry = folder.appendingPathComponent("25.json")
        try Data(poisoned.utf8).write(to: entry)
        let environment = ["POKEDEX_CACHE_DIR": cache.path]
        let show = try await PokedexProcess.run(["show", "pikachu", "--offline", "--json"], environment: environment)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("\"hp\":35"))
        try Data(poisoned.utf8).write(to: entry)
        let verify = try await PokedexProcess.run(["cache", "verify"], environment: environment)
        #expect(verify.stdout.contains("pokemon/25.json"), "\(verify.stdout)")
        #expect(!FileManager.default.fileExists(atPath: entry.path))
    }

    /// An entry dated in the future is stale, not fresh forever.
    @Test func anEntryFromTheFutureIsStale() async throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("v1/pokemon-species")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entry = folder.appendingPathComponent("25.json")
        try Data(#"{"id": 25}"#.utf8).write(to: entry)
        var times = [
            timespec(tv_sec: time(nil) + 86_400 * 365, tv_nsec: 0),
            timespec(tv_sec: time(nil) + 86_400 * 365, tv_nsec: 0),
        ]
        #expect(utimensat(AT_FDCWD, entry.path, &times, 0) == 0)
        let info = try await PokedexProcess.run(
            ["cache", "info", "--json"], environment: ["POKEDEX_CACHE_DIR": cache.path])
        #expect(info.status == 0)
        // Read through the store: stale, so PokeAPI (refused here: offline) or the bundle answers.
        let show = try await PokedexProcess.run(
            ["show", "pikachu", "--offline", "--max-age", "1s", "--json"],
            environment: ["POKEDEX_CACHE_DIR": cache.path])
        #expect(show.status == 0 && show.stdout.contains("\"genus\":\"Mouse Pokémon\""), "\(show.stderr)")
    }

    /// A cached effect text with no English entry is said to be that, not "not cached".
    @Test func anEffectWithNoEnglishEntryIsSaidSo() async throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = cache.appendingPathComponent("v1/move")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let german =
            #"{"id":33,"name":"tackle","effect_chance":null,"effect_entries":[{"effect":"Greift an.","#
            + #""short_effect":"Greift an.","language":{"name":"de","url":"/api/v2/language/6/"}}]}"#
        try Data(german.utf8).write(to: folder.appendingPathComponent("33.json"))
        let move = try await InProcessPokedex.runOnTerminal(
            ["move", "tackle", "--offline"], environment: ["POKEDEX_CACHE_DIR": cache.path], columns: 200)
        #expect(move.status == 0, "\(move.stderr)")
        #expect(move.stdout.contains("PokeAPI has no English effect text for it."), "\(move.stdout)")
        #expect(!move.stdout.contains("not cached"))
        let uncached = try await InProcessPokedex.runOnTerminal(
            ["ability", "static", "--offline"], environment: ["POKEDEX_CACHE_DIR": cache.path], columns: 200)
        #expect(uncached.stdout.contains("PokeAPI’s effect text is not cached"))
    }

    /// A name longer than any is refused at once, in one line, with nothing matched in it.
    @Test func aNameOfThousandsOfWordsIsRefusedAtOnce() async throws {
        let long = String(repeating: "a-", count: 8000)
        let result = try await InProcessPokedex.run(["show", long])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("pokedex: No Pokémon named 'a-a-a-") && result.stderr.filter(\.isNewline).count == 1
        )
    }

    /// Twenty thousand words on `team -` (a 100 KB line, within the export's limit) are one
    /// name no Pokémon has, refused at once: every path that reads a name bounds it first.
    @Test func twentyThousandWordsOnTeamAreRefusedAtOnce() async throws {
        let folder = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = ["garchomp", "pikachu", "mega", "alola", "x", "rotom", "wash"]
        let line = (0..<20_000).map { words[$0 * 7919 % words.count] }.joined(separator: " ")
        let file = folder.appendingPathComponent("team.txt")
        try Data((line + "\n").utf8).write(to: file)
        let result = try await PokedexProcess.shell("timeout 20 \"$0\" team - < '\(file.path)'; echo \"status $?\"")
        #expect(result.stdout.hasSuffix("status 1\n"), "\(result.stdout.suffix(100))")
        #expect(result.stderr.hasPrefix("pokedex: No Pokémon named 'garchomp "), "\(result.stderr.prefix(200))")
    }
}
