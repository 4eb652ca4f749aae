import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// pokedex as `make install` lays it out, with its HTTP helper, a stale one, or none, and the
/// helper's life tied to pokedex's.
@Suite(.serialized, .tags(.slow)) struct HelperEndToEndTests {
    enum Helper {
        case built
        case script(String)
        case none
    }

    /// `PREFIX/bin/pokedex`, `PREFIX/lib/pokedex/pokedex-http` and
    /// `PREFIX/share/pokedex/Fixtures` in a fresh folder; the path of `bin/pokedex`.
    func install(_ helper: Helper) throws -> URL {
        let files = FileManager.default
        let prefix = files.temporaryDirectory.appendingPathComponent("pokedex-prefix-\(UUID().uuidString)")
        let bin = prefix.appendingPathComponent("bin")
        let lib = prefix.appendingPathComponent("lib/pokedex")
        let share = prefix.appendingPathComponent("share/pokedex")
        for directory in [bin, lib, share] {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let built = PokedexProcess.binary.deletingLastPathComponent()
        try place(PokedexProcess.binary, at: bin.appendingPathComponent("pokedex"))
        try files.createSymbolicLink(at: share.appendingPathComponent("Fixtures"), withDestinationURL: Self.fixtures)
        let helperURL = lib.appendingPathComponent("pokedex-http")
        switch helper {
        case .built:
            try place(built.appendingPathComponent("pokedex-http"), at: helperURL)
        case .script(let script):
            try writeExecutable("#!/bin/sh\n" + script, to: helperURL.path)
        case .none:
            break
        }
        return bin.appendingPathComponent("pokedex")
    }

    /// A hard link where it can be (a copy's write descriptor, inherited by a process another
    /// test starts meanwhile, would make running it fail with ETXTBSY); a copy otherwise.
    func place(_ file: URL, at destination: URL) throws {
        do {
            try FileManager.default.linkItem(at: file, to: destination)
        } catch {
            try FileManager.default.copyItem(at: file, to: destination)
        }
    }

    static let fixtures = fixturesRoot

    /// Online against `api` with an empty cache of its own, and nothing of this machine's
    /// environment but PATH: no toolchain paths, no POKEDEX_FIXTURES.
    func environment(_ api: StubPokeAPI?) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "TERM": "xterm-256color",
            "HOME": FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)").path,
        ]
        if let api {
            environment["POKEDEX_API_URL"] = api.apiURL
        } else {
            environment["POKEDEX_OFFLINE"] = "1"
        }
        return environment
    }

    /// Runs `binary` with exactly `environment`.
    func run(_ binary: URL, _ arguments: [String], environment: [String: String]) async throws -> PokedexProcess.Result
    {
        try await PokedexProcess.run(arguments, environment: environment, exactly: true, executable: binary)
    }

    @Test func theInstalledLayoutWorksOfflineFromAnyDirectory() async throws {
        let pokedex = try install(.built)
        let result = try await run(pokedex, ["show", "25", "--json"], environment: environment(nil))
        #expect(result.status == 0, "\(result.stderr)")
        let entry = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(entry["name"] as? String == "pikachu")
        #expect(result.stderr == "")
    }

    @Test func theInstalledHelperFetchesFromPokeAPI() async throws {
        let api = try StubPokeAPI()
        let pokedex = try install(.built)
        let result = try await run(pokedex, ["show", "25", "--refresh", "--json"], environment: environment(api))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(api.server.stats.byPath["/api/v2/pokemon/25/"] == 1)
    }

    @Test func withNoHelperInstalledOfflineCommandsWorkAndOnlineOnesSayWhatIsMissing() async throws {
        let api = try StubPokeAPI()
        let pokedex = try install(.none)
        let offline = try await run(pokedex, ["list", "--limit", "3"], environment: environment(nil))
        #expect(offline.status == 0)
        #expect(offline.stderr == "")
        let online = try await run(pokedex, ["show", "25", "--refresh"], environment: environment(api))
        let lib = pokedex.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/pokedex")
        let reason =
            "PokeAPI could not be reached (the HTTP helper pokedex-http was not found (looked in "
            + "\(pokedex.deletingLastPathComponent().path), \(lib.path)))"
        #expect(online.status == 0)
        #expect(
            online.stderr == "note: Using the bundled copies of evolution-chain/10, pokemon-species/25, pokemon/25 and "
                + "type/13: \(reason)\nnote: The Pokédex entry needs a connection to PokeAPI: \(reason).\n")
        #expect(api.server.stats.total == 0)
    }

    @Test func aStaleHelperEndsTheCommandWithOneLineNamingIt() async throws {
        let api = try StubPokeAPI()
        let pokedex = try install(.script("printf 'pokedex-http 0\\n'\nwhile read line; do :; done\n"))
        let result = try await run(pokedex, ["sync"], environment: environment(api))
        let helper = pokedex.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "lib/pokedex/pokedex-http")
        #expect(result.status == 4)
        #expect(
            result.stderr.hasSuffix(
                "Cannot reach PokeAPI: the HTTP helper \(helper.path) speaks protocol 0, this pokedex speaks 1: "
                    + "reinstall pokedex.\n"), "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(api.server.stats.total == 0)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aHungHelpersChildrenEndWithPokedex(signal: Int32) async throws {
        let api = try StubPokeAPI()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-group-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let childFile = directory.appendingPathComponent("child").path
        // A helper that greets, starts a child of its own, and then never answers.
        let pokedex = try install(
            .script("sleep 300 &\necho $! > '\(childFile)'\nprintf 'pokedex-http 1\\n'\nexec sleep 300\n"))
        let process = try ChildProcess(
            [pokedex.path, "show", "25", "--refresh", "--timeout", "120"], environment: environment(api),
            stderr: directory.appendingPathComponent("stderr").path)
        #expect(
            await eventually {
                (try? String(contentsOfFile: childFile, encoding: .utf8)).flatMap {
                    Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
                } != nil
            })
        let child = try #require(
            Int32(
                try String(contentsOfFile: childFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(child, SIGKILL) }
        process.signal(signal)
        #expect(await process.exit(within: .seconds(10)) == .exited(130))
        #expect(await eventually { isGone(child) }, "the helper's child \(child) outlived pokedex")
    }

    /// The pids of `parent`'s children named `name`.
    func children(of parent: Int32, named name: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return stat[stat.index(after: open)..<close] == name && fields.count > 2 && Int32(fields[1]) == parent
        }
    }

    /// Whether `pid` is gone (or a zombie waiting for a parent that is not us).
    func isGone(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// `show 25 --refresh` of the built pokedex (with a deadline no test waits out), waiting on
    /// a server that never answers, once
    /// its request is in flight; with its output folder and its helpers' pids. The caller keeps
    /// the server to the end: stopped, it would close the connections, and the command would
    /// end on its own (from the bundled data) before the test's signal.
    func waitingShow() async throws -> (api: StubPokeAPI, process: ChildProcess, directory: URL, helpers: [Int32]) {
        let api = try StubPokeAPI()
        api.fail { _ in .hang }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-helper-\(UUID().uuidString)")
        let process = try PokedexProcess.start(
            ["show", "25", "--refresh", "--timeout", "120"],
            environment: ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL],
            directory: directory)
        #expect(await eventually { api.server.stats.inFlight > 0 })
        return (api, process, directory, children(of: process.pid, named: "pokedex-http"))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringARequestEndsTheHelperToo(signal: Int32) async throws {
        let (api, process, _, helpers) = try await waitingShow()
        defer { withExtendedLifetime(api) {} }
        #expect(helpers.count == 1)
        process.signal(signal)
        await process.finish(within: 10)
        #expect(process.terminationStatus == 130)
        // Killed and reaped before pokedex exited: gone already, not soon.
        for helper in helpers { #expect(isGone(helper), "helper \(helper) outlived pokedex") }
    }

    @Test func aSecondCtrlCExitsAtOnceAndTheHelperFollows() async throws {
        let (api, process, directory, helpers) = try await waitingShow()
        defer { withExtendedLifetime(api) {} }
        #expect(helpers.count == 1)
        process.signal(SIGINT)
        process.signal(SIGINT)
        await process.finish(within: 10)
        // An exit with 130, not a death by the signal's default action.
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        #expect(
            process.termination == .exited(130), "\(String(describing: process.termination)): \(stderr)")
        // Whichever way out pokedex took, the helper's input has ended: it exits.
        for helper in helpers { #expect(await eventually { isGone(helper) }, "helper \(helper) outlived pokedex") }
    }

    @Test func aHelperKilledMidRequestIsANetworkErrorWithAClearLine() async throws {
        let (api, process, directory, helpers) = try await waitingShow()
        defer { withExtendedLifetime(api) {} }
        let helper = try #require(helpers.first)
        kill(helper, SIGKILL)
        await process.finish(within: 10)
        let stderr = String(decoding: try Data(contentsOf: directory.appendingPathComponent("stderr")), as: UTF8.self)
        let helperPath = PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("pokedex-http").path
        #expect(
            stderr.hasSuffix(
                "note: The Pokédex entry needs a connection to PokeAPI: PokeAPI could not be reached (the HTTP helper "
                    + "\(helperPath) was killed by signal 9).\n"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 2)
        // The bundled entry still answers, as when PokeAPI is down.
        let stdout = String(decoding: try Data(contentsOf: directory.appendingPathComponent("stdout")), as: UTF8.self)
        #expect(stdout.contains("Pikachu"))
    }
}
