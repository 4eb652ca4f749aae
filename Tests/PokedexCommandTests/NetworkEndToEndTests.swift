import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

/// A fresh, empty cache folder.
private func newCacheFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-e2e-cache-\(UUID().uuidString)").path
}

/// Online against `api`, with `cache`.
private func online(_ api: StubPokeAPI, cache: String) -> [String: String] {
    ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL, "POKEDEX_CACHE_DIR": cache]
}

/// Online, at a port that refuses every connection (a stopped server's port may be given to
/// another test's server, which would then answer).
private func online(_ refusing: RefusingPort, cache: String) -> [String: String] {
    ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": refusing.baseURL + "/api/v2", "POKEDEX_CACHE_DIR": cache]
}

/// Every cache entry below `cache` parses as a JSON object; returns how many there are.
private func verifiedEntries(in cache: String) throws -> Int {
    var count = 0
    let enumerator = FileManager.default.enumerator(atPath: cache)
    while let relative = enumerator?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        guard name.hasSuffix(".json"), !name.hasPrefix(".") else { continue }
        let data = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + relative))
        #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any], "broken entry \(relative)")
        count += 1
    }
    return count
}

@Suite(.tags(.slow)) struct NetworkEndToEndTests {
    /// A whole `sync` runs against a PokeAPI whose lists name the first hundred of each
    /// resource: every part of a sync, at a tenth of the requests.
    static let listed = 100
    /// What such a sync caches: a hundred Pokémon, species, evolution chains, moves, abilities
    /// and items, the 21 types, the 9 generations, and the eight lists themselves.
    static let synced = 6 * listed + 21 + 9 + 8

    @Test func aColdCacheFetchesThePokedexEntryAndAWarmCacheMakesNoRequest() async throws {
        let api = try StubPokeAPI()
        let cache = newCacheFolder()
        let first = try await PokedexProcess.run(["show", "pikachu"], environment: online(api, cache: cache))
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(first.stdout.contains("Pokédex entry · Test Version\n\(StubPokeAPI.entryText(for: 25))\n"))
        // The Pokémon itself came from the fixtures; only the species (with its entry) was fetched.
        #expect(api.server.stats.byPath == ["/api/v2/pokemon-species/25/": 1])

        api.server.resetStats()
        let second = try await PokedexProcess.run(
            ["show", "pikachu", "--json"], environment: online(api, cache: cache))
        #expect(api.server.stats.total == 0)
        let json = try #require(try parseJSON(second.stdout) as? [String: Any])
        #expect(json["flavor_text"] as? String == StubPokeAPI.entryText(for: 25))
        #expect(json["flavor_text_version"] as? String == "test-version")
    }

    @Test func showIsTwoRoundTripsDeep() async throws {
        let api = try StubPokeAPI(latency: 0.3)
        let result = try await PokedexProcess.run(
            ["show", "charizard", "--refresh"], environment: online(api, cache: newCacheFolder()))
        #expect(result.status == 0)
        // The Pokémon and its species together; then its evolution chain and both types together.
        let waves = api.server.stats.waves(gap: 0.15).map { Set($0) }
        #expect(
            waves == [
                ["/api/v2/pokemon/6/", "/api/v2/pokemon-species/6/"],
                ["/api/v2/evolution-chain/2/", "/api/v2/type/10/", "/api/v2/type/3/"],
            ])
    }

    @Test func offlineMakesNoConnection() async throws {
        let api = try StubPokeAPI()
        for environment in [["POKEDEX_OFFLINE": "1"], ["POKEDEX_OFFLINE": "0"]] {
            let arguments = environment["POKEDEX_OFFLINE"] == "1" ? ["show", "25"] : ["show", "25", "--offline"]
            let result = try await PokedexProcess.run(
                arguments,
                environment: ["POKEDEX_API_URL": api.apiURL, "POKEDEX_CACHE_DIR": newCacheFolder()].merging(environment)
                { $1 })
            #expect(result.status == 0)
            #expect(result.stdout.contains("#0025 Pikachu"))
        }
        #expect(api.server.stats.total == 0)
    }

    @Test func aFailingServerFallsBackToAStaleEntryWithANote() async throws {
        let api = try StubPokeAPI()
        let cache = newCacheFolder()
        _ = try await PokedexProcess.run(["show", "25"], environment: online(api, cache: cache))
        api.fail { _ in .text("down", status: 500) }
        let result = try await PokedexProcess.run(
            ["show", "25", "--max-age", "0"], environment: online(api, cache: cache))
        #expect(result.status == 0)
        #expect(result.stdout.contains(StubPokeAPI.entryText(for: 25)))
        #expect(result.stderr.hasPrefix("note: Using a cached copy of pokemon-species/25 from "))
        #expect(result.stderr.contains("PokeAPI could not be reached (HTTP 500)"))
    }

    @Test func anUnreachableServerStillShowsEverythingElse() async throws {
        let refusing = try RefusingPort()
        let environment = online(refusing, cache: newCacheFolder())
        let result = try await PokedexProcess.run(["show", "bulbasaur"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Total     318"))
        #expect(!result.stdout.contains("Pokédex entry"))
        #expect(
            result.stderr.hasPrefix(
                "note: The Pokédex entry needs a connection to PokeAPI: PokeAPI could not be reached"))
        withExtendedLifetime(refusing) {}
    }

    /// A refused connection reaches pokedex as "could not connect", which is not retried and
    /// marks PokeAPI unreachable for the rest of the run (`RetryPolicyTests`,
    /// `anUnreachableAPIIsAskedOnceInARun` count the attempts); end to end, the answer comes
    /// from the bundled data with that reason. No wall-clock comparison: a loaded machine
    /// starts the helper slower than any backoff.
    @Test func aRefusedConnectionIsReportedAsOneAndAnsweredFromTheBundle() async throws {
        let refusing = try RefusingPort()
        let environment = online(refusing, cache: newCacheFolder())
        let result = try await PokedexProcess.run(["show", "bulbasaur", "--timeout", "10"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Bulbasaur"))
        #expect(result.stderr.hasSuffix("PokeAPI could not be reached (could not connect).\n"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        withExtendedLifetime(refusing) {}
    }

    /// Asked to be offline, the run says nothing of what it did not fetch; the JSON's null does.
    @Test func anExplicitlyOfflineRunWritesNoNote() async throws {
        for environment in [
            ["POKEDEX_OFFLINE": "1"], ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": "http://127.0.0.1:9/api/v2"],
        ] {
            let arguments =
                environment["POKEDEX_OFFLINE"] == "1" ? ["show", "1", "--json"] : ["show", "1", "--json", "--offline"]
            let result = try await PokedexProcess.run(arguments, environment: environment)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            let json = try #require(try parseJSON(result.stdout) as? [String: Any])
            #expect(json["flavor_text"] is NSNull)
        }
    }

    /// `--timeout 1`, not the default 10 s, is what ends the wait. The bound leaves room for a
    /// loaded machine (one core, the whole suite beside it) to start pokedex and its helper:
    /// there `show` has taken 4.1 s, on a quiet one under 2 s.
    @Test func aServerThatNeverAnswersEndsSoonAfterTheTimeout() async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let result = try await PokedexProcess.run(
            ["show", "25", "--timeout", "1"], environment: online(api, cache: newCacheFolder()))
        #expect(result.seconds < 8)
        #expect(result.status == 0)
        #expect(result.stderr.contains("timed out"))
    }

    @Test func malformedAnswersAreReportedAndNeverCached() async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .json(Data("{\"id\": 25, \"na".utf8)) }
        let cache = newCacheFolder()
        let result = try await PokedexProcess.run(["show", "25"], environment: online(api, cache: cache))
        #expect(result.status == 0)
        #expect(result.stderr.contains("unreadable data for \(api.apiURL)/pokemon-species/25/"))
        #expect(try verifiedEntries(in: cache) == 0)
    }

    @Test func aRefreshedListShowsPokemonTheFixturesLack() async throws {
        let api = try StubPokeAPI(extraPokemon: true)
        let cache = newCacheFolder()
        let list = try await PokedexProcess.run(
            ["list", "--refresh", "--offset", "1025", "--limit", "2"], environment: online(api, cache: cache))
        #expect(list.status == 0, "stderr: \(list.stderr)")
        #expect(list.stdout.hasPrefix("1026\ttestmon\tfairy\n10001\tdeoxys-attack\tpsychic\n"))
        // One list request, then the page's two Pokémon at once.
        #expect(api.server.stats.total == 3)

        api.server.resetStats()
        let search = try await PokedexProcess.run(
            ["search", "testmon", "--json"], environment: online(api, cache: cache))
        let json = try #require(try parseJSON(search.stdout) as? [String: Any])
        #expect((json["results"] as? [[String: Any]])?.first?["id"] as? Int == 1026)
        #expect(api.server.stats.total == 0)
        let show = try await PokedexProcess.run(["show", "testmon"], environment: online(api, cache: cache))
        #expect(show.stdout.contains("#1026 Testmon"))
    }

    @Test func aMovesEffectComesFromPokeAPIOnceAndThenFromTheCache() async throws {
        let api = try StubPokeAPI()
        let cache = newCacheFolder()
        let first = try await PokedexProcess.run(
            ["move", "thunderbolt", "--json"], environment: online(api, cache: cache))
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let json = try #require(try parseJSON(first.stdout) as? [String: Any])
        #expect(json["effect"] as? String == "Effect of thunderbolt, 10% of the time.")
        #expect(api.server.stats.byPath["/api/v2/move/85"] == 1 || api.server.stats.byPath["/api/v2/move/85/"] == 1)
        api.server.resetStats()
        let again = try await PokedexProcess.run(
            ["ability", "levitate", "--json"], environment: online(api, cache: cache))
        #expect(again.stdout.contains("\"effect\":\"Effect of levitate, % of the time.\""))
        let cached = try await PokedexProcess.run(
            ["move", "thunderbolt", "--json"], environment: online(api, cache: cache))
        #expect(cached.stdout.contains("\"effect\":\"Effect of thunderbolt, 10% of the time.\""))
        #expect(api.server.stats.total == 1)
        // PokeAPI down and nothing cached: the entry without its effect, and a note saying why.
        let down = try await PokedexProcess.run(
            ["item", "leftovers", "--json"],
            environment: [
                "POKEDEX_API_URL": "http://127.0.0.1:9/api/v2", "POKEDEX_CACHE_DIR": cache, "POKEDEX_OFFLINE": "0",
            ])
        #expect(down.status == 0)
        #expect((try parseJSON(down.stdout) as? [String: Any])?["effect"] is NSNull)
        #expect(down.stderr.hasPrefix("note: The effect text needs a connection to PokeAPI"))
    }

    @Test func syncFillsTheCacheResumesAndMakesEverythingWorkOffline() async throws {
        let api = try StubPokeAPI(listed: Self.listed)
        let cache = newCacheFolder()
        let sync = try await PokedexProcess.run(
            ["sync", "--json", "--concurrency", "16"], environment: online(api, cache: cache))
        #expect(sync.status == 0)
        let summary = try #require(try parseJSON(sync.stdout) as? [String: Any])
        #expect(summary["total"] as? Int == Self.synced)
        #expect(summary["fetched"] as? Int == Self.synced)
        #expect((summary["failed"] as? [Any])?.isEmpty == true)
        #expect(api.server.stats.maxInFlight <= 16)
        #expect(try verifiedEntries(in: cache) == Self.synced)

        api.server.resetStats()
        let again = try await PokedexProcess.run(["sync"], environment: online(api, cache: cache))
        #expect(again.status == 0)
        #expect(again.stdout.contains("0 fetched, \(Self.synced) already fresh, 0 failed."))
        #expect(api.server.stats.total == 0)

        let offline = try await PokedexProcess.run(
            ["show", "25", "--offline"], environment: ["POKEDEX_CACHE_DIR": cache])
        #expect(offline.stdout.contains(StubPokeAPI.entryText(for: 25)))
        #expect(offline.stderr == "")
        // The effects came with the sync: filled in with the move's chance.
        let move = try await PokedexProcess.run(
            ["move", "thunderbolt", "--offline", "--json"], environment: ["POKEDEX_CACHE_DIR": cache])
        let moveJSON = try #require(try parseJSON(move.stdout) as? [String: Any])
        #expect(moveJSON["effect"] as? String == "Effect of thunderbolt, 10% of the time.")

        let info = try await PokedexProcess.run(["cache", "info", "--json"], environment: ["POKEDEX_CACHE_DIR": cache])
        let infoJSON = try #require(try parseJSON(info.stdout) as? [String: Any])
        #expect(infoJSON["entries"] as? Int == Self.synced)
        let clear = try await PokedexProcess.run(["cache", "clear"], environment: ["POKEDEX_CACHE_DIR": cache])
        #expect(clear.stdout == "Removed \(Self.synced) entries from \(cache).\n")
        #expect(try verifiedEntries(in: cache) == 0)
    }

    @Test func syncDrawsAProgressBarOnATerminal() async throws {
        let api = try StubPokeAPI(listed: Self.listed)
        let result = try await PokedexProcess.runOnTerminal(
            ["sync"], environment: online(api, cache: newCacheFolder()), stderrToo: true)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\r["))
        #expect(result.stdout.contains("\(Self.synced)/\(Self.synced)"))
        #expect(result.stdout.contains("Synced \(Self.synced) resources in "))
    }

    @Test func twoSyncsAtOnceLeaveAValidCache() async throws {
        let api = try StubPokeAPI(latency: 0.002, listed: Self.listed)
        let cache = newCacheFolder()
        let runs = try (0..<2).map { index in
            try PokedexProcess.start(
                ["sync", "--max-age", "0"], environment: online(api, cache: cache),
                directory: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "pokedex-twice-\(index)-\(UUID().uuidString)"))
        }
        for process in runs {
            await process.finish(within: PokedexProcess.timeLimit)
            #expect(process.terminationStatus == 0)
        }
        #expect(try verifiedEntries(in: cache) == Self.synced)
        let leftovers =
            FileManager.default.enumerator(atPath: cache)?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".tmp") } ?? []
        #expect(leftovers.isEmpty)
    }

    @Test func syncFailuresAreListedAndSetTheExitCode() async throws {
        let api = try StubPokeAPI(listed: Self.listed)
        api.fail { request in
            request.path.hasPrefix("/api/v2/generation/") && request.path != "/api/v2/generation/"
                ? .text("no", status: 500) : nil
        }
        let cache = newCacheFolder()
        let sync = try await PokedexProcess.run(["sync"], environment: online(api, cache: cache))
        #expect(sync.status == 4)
        #expect(sync.stdout.contains("\(Self.synced - 9) fetched, 0 already fresh, 9 failed."))
        // Nine for one reason: one line, naming the first three.
        #expect(sync.stdout.contains("  failed: 9 for HTTP 500: generation/"), "\(sync.stdout)")
        #expect(sync.stdout.split(separator: "\n").count == 2)
        // The JSON names every one (the rest is fresh in the cache now: only they are asked again).
        let json = try await PokedexProcess.run(["sync", "--json"], environment: online(api, cache: cache))
        let failures = try #require((try parseJSON(json.stdout) as? [String: Any])?["failed"] as? [[String: Any]])
        #expect(failures.count == 9)
    }

    @Test func syncKilledAtRandomMomentsLeavesAValidCache() async throws {
        let api = try StubPokeAPI(latency: 0.005, listed: Self.listed)
        let cache = newCacheFolder()
        for requests in [5, 40, 150] {
            api.server.resetStats()
            let process = try PokedexProcess.start(
                ["sync"], environment: online(api, cache: cache),
                directory: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "pokedex-kill-\(UUID().uuidString)"))
            // Killed at three points of the run: a few requests in, some way in, well in.
            // (A run that ends first has fetched the rest: nothing to wait for.)
            _ = await eventually { api.server.stats.total >= requests || process.termination != nil }
            process.signal(SIGKILL)
            await process.finish(within: 10)
            _ = try verifiedEntries(in: cache)
        }
        // A broken entry and a leftover temporary file, as a crash or a disk error would leave them.
        try Data("{\"id\": 1, \"na".utf8).write(to: URL(fileURLWithPath: cache + "/v1/pokemon/1.json"))
        try Data("{".utf8).write(to: URL(fileURLWithPath: cache + "/v1/pokemon/.2.999.1.tmp"))
        let verify = try await PokedexProcess.run(
            ["cache", "verify", "--json"], environment: ["POKEDEX_CACHE_DIR": cache])
        let report = try #require(try parseJSON(verify.stdout) as? [String: Any])
        #expect(report["removed"] as? [String] == ["v1/pokemon/1.json"])
        #expect((report["leftovers"] as? Int ?? 0) >= 1)
        let finish = try await PokedexProcess.run(["sync"], environment: online(api, cache: cache))
        #expect(finish.status == 0)
        #expect(try verifiedEntries(in: cache) == Self.synced)
        let clean = try await PokedexProcess.run(["cache", "verify"], environment: ["POKEDEX_CACHE_DIR": cache])
        #expect(
            clean.stdout
                == "Checked \(Self.synced) entries: \(Self.synced) good, 0 broken and removed, 0 leftover temporary files removed.\n"
        )
    }

    /// `--timeout` bounds the whole command's wait on a silent server: `sync` asks for eight
    /// lists one after another and `show --refresh` asks in three steps, and each used to wait
    /// the whole timeout at every step (16 s and 6 s for `--timeout 2`).
    @Test(arguments: [["sync"], ["show", "25", "--refresh"]])
    func theTimeoutBoundsTheWholeCommand(arguments: [String]) async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let result = try await PokedexProcess.run(
            arguments + ["--timeout", "2"], environment: online(api, cache: newCacheFolder()))
        #expect((result.stdout + result.stderr).contains("timed out after 2 s"), "\(result.stdout)\(result.stderr)")
        #expect(result.seconds >= 2 && result.seconds < 4, "took \(result.seconds) s")
    }

    /// Waiting costs nothing: a command that waits 4 s on a server that never answers uses
    /// under 0.1 s of CPU, the HTTP helper's included (pokedex reaps it before it exits).
    @Test func waitingOnASilentServerCostsNoCPU() async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-cpu-\(UUID().uuidString)")
        let process = try PokedexProcess.start(
            ["ability", "levitate", "--timeout", "4"], environment: online(api, cache: newCacheFolder()),
            directory: directory)
        #expect(await process.finish(within: 30) == 0)
        #expect(try #require(process.seconds(from: process.started)) >= 4)
        let cpu = try #require(process.cpuSeconds)
        #expect(cpu < 0.1, "\(cpu) s of CPU")
        let stderr = String(decoding: try Data(contentsOf: directory.appendingPathComponent("stderr")), as: UTF8.self)
        #expect(stderr.contains("timed out after 4 s"))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsAWaitingCommandWithinASecond(signal: Int32) async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-sig-\(UUID().uuidString)")
        let process = try PokedexProcess.start(
            ["show", "25", "--refresh", "--timeout", "120"], environment: online(api, cache: newCacheFolder()),
            directory: directory)
        #expect(await eventually { api.server.stats.inFlight > 0 })
        let sent = ContinuousClock.now
        process.signal(signal)
        await process.finish(within: 10)
        #expect(try #require(process.seconds(from: sent)) < 1)
        #expect(process.terminationStatus == 130)
        let stderr = String(decoding: try Data(contentsOf: directory.appendingPathComponent("stderr")), as: UTF8.self)
        #expect(stderr == "pokedex: Interrupted.\n")
    }

    @Test func aSecondCtrlCExitsAtOnce() async throws {
        let api = try StubPokeAPI(latency: 0.2)
        let process = try PokedexProcess.start(
            ["sync"], environment: online(api, cache: newCacheFolder()),
            directory: FileManager.default.temporaryDirectory.appendingPathComponent(
                "pokedex-twice-int-\(UUID().uuidString)"))
        #expect(await eventually { api.server.stats.total > 5 })
        let sent = ContinuousClock.now
        process.signal(SIGINT)
        process.signal(SIGINT)
        await process.finish(within: 10)
        #expect(try #require(process.seconds(from: sent)) < 1)
        #expect(process.terminationStatus == 130)
    }

    @Test func ctrlCStopsSyncPromptlyAndLeavesNoPartialFile() async throws {
        // Slow enough that the sync cannot end before this test's waiting task next runs, on a
        // machine whose two cores the other suites keep busy (it once did, at 20 ms a request).
        let api = try StubPokeAPI(latency: 0.2)
        let cache = newCacheFolder()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-int-\(UUID().uuidString)")
        let process = try PokedexProcess.start(["sync"], environment: online(api, cache: cache), directory: directory)
        #expect(await eventually { api.server.stats.total > 20 })
        let interrupted = ContinuousClock.now
        process.signal(SIGINT)
        await process.finish(within: 10)
        #expect(try #require(process.seconds(from: interrupted)) < 1)
        #expect(process.terminationStatus == 130)
        let stdout = String(decoding: try Data(contentsOf: directory.appendingPathComponent("stdout")), as: UTF8.self)
        #expect(stdout.hasPrefix("Interrupted after "))
        let leftovers =
            FileManager.default.enumerator(atPath: cache)?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".tmp") } ?? []
        #expect(leftovers.isEmpty)
        _ = try verifiedEntries(in: cache)
    }
}

/// Signals as a parent process may hand them down: blocked, or ignored. The commands wait on a
/// server that never answers, with a deadline (`--timeout 120`) no test waits out: on a loaded
/// machine the signal, not the deadline, must be what ends them.
@Suite(.serialized) struct InheritedSignalTests {
    /// Starts `argv` with stderr in a file, SIGINT and SIGTERM blocked when `blocking`.
    private func spawn(_ argv: [String], environment: [String: String], blocking: Bool) throws -> (ChildProcess, String)
    {
        let stderrPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-sig-\(UUID().uuidString)"
        ).path
        let child = try ChildProcess(
            argv, environment: PokedexProcess.baseEnvironment.merging(environment) { $1 }, stderr: stderrPath,
            blocking: blocking ? [SIGINT, SIGTERM] : [])
        return (child, stderrPath)
    }

    /// After a signal: `pid` exits with 130 within a second, saying only "pokedex: Interrupted."
    /// (and is killed if it does not).
    private func expectInterrupted(
        _ pid: ChildProcess, stderr path: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        let code = await pid.exitCode(within: 1)
        #expect(code == 130, sourceLocation: sourceLocation)
        let stderr = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(stderr == "pokedex: Interrupted.\n", sourceLocation: sourceLocation)
    }

    @Test func aSignalBlockedByTheParentStillInterrupts() async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let (pid, stderrPath) = try spawn(
            [PokedexProcess.binary.path, "show", "25", "--refresh", "--timeout", "120"],
            environment: online(api, cache: newCacheFolder()),
            blocking: true)
        #expect(await eventually { api.server.stats.inFlight > 0 })
        pid.signal(SIGINT)
        try await expectInterrupted(pid, stderr: stderrPath)
    }

    @Test func aSignalIgnoredWhenStartedStaysIgnored() async throws {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        // As a script's background job: the shell ignores SIGINT, and exec keeps that.
        let (pid, stderrPath) = try spawn(
            ["/bin/sh", "-c", "trap '' INT; exec \"$0\" show 25 --refresh --timeout 120", PokedexProcess.binary.path],
            environment: online(api, cache: newCacheFolder()), blocking: false)
        #expect(await eventually { api.server.stats.inFlight > 0 })
        pid.signal(SIGINT)
        #expect(await !eventually(within: .milliseconds(500)) { pid.termination != nil })
        pid.signal(SIGTERM)
        try await expectInterrupted(pid, stderr: stderrPath)
    }
}
