import Foundation
import PokedexCommandTesting
import PokedexDomain
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The player's own Pokédex: `caught`, `list --caught`/`--missing`, `progress`, and the safety
/// of the marks file under concurrent, killed and failing writers.
@Suite struct CaughtEndToEndTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("caught-\(UUID().uuidString)").path
    var environment: [String: String] { ["POKEDEX_DATA_DIR": folder] }
    var file: String { folder + "/caught.tsv" }

    func run(_ arguments: String...) async throws -> PokedexProcess.Result {
        try await InProcessPokedex.run(arguments, environment: environment)
    }

    func json(_ arguments: String...) async throws -> [String: Any] {
        let result = try await InProcessPokedex.run(arguments + ["--json"], environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try parseJSON(result.stdout) as? [String: Any])
    }

    func names(_ list: [String: Any]) -> [String] {
        (list["results"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    /// The marks the file holds, read as the program reads it.
    func marks() throws -> MarkBook {
        try MarkFile.parse(try String(contentsOfFile: file, encoding: .utf8))
    }

    @Test func caughtAndMissingListExactlyWhatIsMarkedInTheGame() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let added = try await run("caught", "add", "pikachu", "eevee", "--game", "sv")
        #expect(added.status == 0, "\(added.stderr)")
        let caught = try await json("list", "--caught", "--game", "sv", "--limit", "2000")
        #expect(names(caught) == ["pikachu", "eevee"])
        #expect((caught["results"] as? [[String: Any]])?.allSatisfy { $0["caught"] as? Bool == true } == true)
        let whole = try await json("list", "--game", "sv", "--limit", "2000")
        let missing = try await json("list", "--missing", "--game", "sv", "--limit", "2000")
        #expect(missing["count"] as? Int == (whole["count"] as? Int).map { $0 - 2 })
        #expect(Set(names(missing)) == Set(names(whole)).subtracting(["pikachu", "eevee"]))
        // Another game's list has none of them.
        #expect(names(try await json("list", "--caught", "--game", "swsh")).isEmpty)
        // Every row of a list says whether it is had, once there are marks.
        let rows = try await run("list", "--limit", "30")
        let pikachu = try #require(rows.stdout.split(separator: "\n").first { $0.hasPrefix("25\t") })
        #expect(pikachu.hasSuffix("\tcaught"))
        #expect(rows.stdout.split(separator: "\n").first?.hasSuffix("\t") == true)
    }

    /// The warning names exactly the Pokémon the game's own list (`list --game`, read another
    /// way) leaves out, one numbered past every entry of its Pokédexes too (Pecharunt in
    /// Sword/Shield), and they are marked all the same.
    @Test func marksOutsideTheGamesPokedexesAreNamedInTheWarningAndKept() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let every = try await json("list", "--limit", "2000")
        var displayNames: [String: String] = [:]
        for row in every["results"] as? [[String: Any]] ?? [] {
            if let name = row["name"] as? String, let shown = row["display_name"] as? String {
                displayNames[name] = shown
            }
        }
        let asked = [
            "sv": ["pikachu", "mewtwo", "nidoran-f", "bulbasaur", "pecharunt", "charmander"],
            // Each game's largest id in its Pokédexes too (Pecharunt's 1025, Calyrex's 898).
            "swsh": ["pikachu", "pecharunt", "bulbasaur", "grookey", "terapagos", "calyrex"],
        ]
        for (game, species) in asked {
            let listed = Set(names(try await json("list", "--game", game, "--limit", "2000")))
            let outside = species.filter { !listed.contains($0) }
            #expect(!outside.isEmpty && outside.count < species.count, "\(game): \(outside)")
            let added = try await InProcessPokedex.run(
                ["caught", "add"] + species + ["--game", game], environment: environment)
            #expect(added.status == 0, "\(added.stderr)")
            let warning = added.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warning.count == 1, "\(added.stderr)")
            for name in species {
                let shown = try #require(displayNames[name])
                #expect(warning.first?.contains(shown) == outside.contains(name), "\(game) \(name): \(added.stderr)")
            }
        }
        #expect(try marks().count == asked.values.map(\.count).reduce(0, +))
    }

    @Test func progressCountsEachPokedexAndShinyMarksAreTheirOwn() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await run("caught", "add", "pikachu", "eevee", "--game", "sv")
        _ = try await run("caught", "add", "pikachu", "--game", "sv", "--shiny")
        let progress = try await json("progress", "--game", "sv")
        let dexes = try #require(progress["pokedexes"] as? [[String: Any]])
        #expect(dexes.map { $0["name"] as? String } == ["paldea", "kitakami", "blueberry"])
        let paldea = try #require(dexes.first)
        #expect(paldea["caught"] as? Int == 2 && paldea["shiny"] as? Int == 1 && paldea["total"] as? Int == 400)
        #expect(names(try await json("list", "--caught", "--shiny", "--game", "sv")) == ["pikachu"])
        // Removing the plain mark leaves the shiny one.
        _ = try await run("caught", "remove", "pikachu", "--game", "sv")
        #expect(try marks().sorted.map { "\($0.species) \($0.shiny)" } == ["eevee false", "pikachu true"])
        // The entry says which games it is caught in, shiny marked.
        let entry = try await run("show", "pikachu")
        #expect(entry.stdout.contains("\nCaught     Scarlet/Violet ★\n"))
        let caughtIn = try #require(try await json("show", "pikachu")["caught"] as? [[String: Any]])
        #expect(caughtIn.map { $0["game"] as? String } == ["scarlet-violet"] && caughtIn[0]["shiny"] as? Bool == true)
        let (eevee, bulbasaur) = (try await json("show", "eevee"), try await json("show", "bulbasaur"))
        #expect(eevee["caught"] != nil && bulbasaur["caught"] == nil)
        // A game with no Pokédex of its own counts every species caught in it.
        _ = try await run("caught", "add", "espeon", "--game", "colosseum")
        let colosseum = try #require(
            (try await json("progress", "--game", "colosseum")["pokedexes"] as? [[String: Any]])?.first)
        #expect(colosseum["name"] as? String == "national" && colosseum["caught"] as? Int == 1)
        _ = try await run("caught", "remove", "espeon", "--game", "colosseum")
        let national = try await json("progress")
        let all = try #require((national["pokedexes"] as? [[String: Any]])?.first)
        #expect(all["name"] as? String == "national" && all["caught"] as? Int == 2)
    }

    @Test func anExportImportedOnANewMachineGivesTheSameMarks() async throws {
        let other = folder + "-other"
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: other)
        }
        _ = try await run("caught", "add", "pikachu", "charizard", "--game", "sv")
        _ = try await run("caught", "add", "vulpix", "--form", "alola", "--shiny", "--game", "sm")
        _ = try await run("caught", "add", "alolan raichu", "--game", "usum")
        #expect(try await run("caught", "export", "--json").stdout.hasPrefix("[\n"))
        for format in ["csv", "json"] {
            try? FileManager.default.removeItem(atPath: other)
            let exported = try await run("caught", "export", "--format", format)
            #expect(exported.status == 0)
            let path = folder + "-export." + format
            defer { try? FileManager.default.removeItem(atPath: path) }
            try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            let imported = try await InProcessPokedex.run(
                ["caught", "import", path], environment: ["POKEDEX_DATA_DIR": other])
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.split(separator: "\n").count == 4)
            let mine = try String(contentsOfFile: file, encoding: .utf8)
            #expect(try String(contentsOfFile: other + "/caught.tsv", encoding: .utf8) == mine)
        }
        #expect(
            try marks().sorted.contains {
                $0.species == "raichu" && $0.form == "alola" && $0.game == "ultra-sun-ultra-moon"
            })
    }

    @Test func anImportAddsWhatItCanSkipsWhatIsHadAndNamesEachRefusedLine() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await run("caught", "add", "eevee", "--game", "sv")
        let path = folder + "-import.csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        species,game,shiny
        pikachu,sv,no
        eevee,Scarlet,no
        pikachuu,sv,no
        bulbasaur,swrd,no
        mew,sv,perhaps
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try await InProcessPokedex.runOnTerminal(["caught", "import", path], environment: environment)
        #expect(result.status == 2)
        #expect(result.stdout.contains("1 added, 1 skipped (already marked), 3 refused"))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("pokedex: line 4: no Pokémon named 'pikachuu'"))
        #expect(lines[1].hasPrefix("pokedex: line 5: no game named 'swrd'"))
        #expect(lines[2].hasPrefix("pokedex: line 6: shiny is 'perhaps'"))
        #expect(try marks().sorted.map(\.species) == ["eevee", "pikachu"])
        // A file with no header imports nothing, and says why.
        try "pikachu,sv\n".write(toFile: path, atomically: true, encoding: .utf8)
        let headless = try await run("caught", "import", path)
        #expect(headless.status == 2 && headless.stderr.contains("header"))
    }

    @Test func windowsLineEndingsImportAsAnyOther() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "-crlf.csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "species,form,game,shiny,date\r\npikachu,,sv,no,\r\nvulpix,alola,sv,yes,2026-11-01\r\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try await run("caught", "import", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try marks().sorted.map(\.pokemonName) == ["pikachu", "vulpix-alola"])
    }

    /// Waiting for another writer's lock, Ctrl-C ends the command at once with nothing changed.
    @Test func ctrlCWhileWaitingForTheLockChangesNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await run("caught", "add", "eevee", "--game", "sv")
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let lock = open(folder + "/caught.lock", O_RDWR)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }
        let outputs = URL(fileURLWithPath: folder + "-out")
        defer { try? FileManager.default.removeItem(at: outputs) }
        let child = try PokedexProcess.start(
            ["caught", "add", "pikachu"], environment: environment, directory: outputs)
        // It waits in flock: its own lock request shows in /proc/locks (`-> FLOCK … <pid> …`; other
        // tests' waiting writers show there too, and a signal before its wait began would be early).
        let pid = Substring(String(child.pid))
        #expect(
            await eventually {
                let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
                return locks.split(separator: "\n").contains {
                    $0.contains("->") && $0.split(separator: " ").contains(pid)
                }
            })
        child.signal(SIGINT)
        let ended = await child.exit(within: .seconds(5))
        #expect(ended?.status == 130)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    @Test func aCorruptedFileIsLeftAsItWasWithExitThreeNamingIt() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await run("caught", "add", "eevee", "--game", "sv")
        _ = try await run("caught", "add", "pikachu", "--game", "sv")
        let broken = Data((try String(contentsOfFile: file, encoding: .utf8) + "eevee\tsv\n").utf8)
        try broken.write(to: URL(fileURLWithPath: file))
        for arguments in [["caught", "add", "bulbasaur"], ["caught", "list"], ["list", "--caught"], ["progress"]] {
            let result = try await InProcessPokedex.run(arguments, environment: environment)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderr.hasPrefix("pokedex: \(file):8 is not a marks file"), "\(result.stderr)")
            #expect(result.stderr.contains("cp \(file).bak \(file)"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == broken)
        // A list that does not ask for marks still lists.
        #expect(try await run("list", "--limit", "1").status == 0)
    }

    @Test func aFolderThatCannotBeMadeIsExitThreeAndNamesUnknownsAsUsage() async throws {
        let blocker = folder + "-file"
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let result = try await InProcessPokedex.run(
            ["caught", "add", "eevee"], environment: ["POKEDEX_DATA_DIR": blocker + "/pokedex"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("Not a directory; nothing was changed"))
        #expect(try await run("caught", "add", "pikachuu").status == 1)
        #expect(try await run("caught", "add", "pikachu", "--game", "swrd").stderr.contains("sword-shield"))
        #expect(try await run("caught", "add", "vulpix", "--form", "hisui").stderr.contains("alola"))
        #expect(try await run("list", "--caught", "--missing").status == 2)
        #expect(try await run("caught", "export", "--format", "xml").status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func homeBoxesPutEachPokemonInItsBoxAndSlot() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await run("caught", "add", "bulbasaur", "vulpix-alola", "--game", "sv")
        let boxes = try await json("progress", "--boxes")
        let slots = try #require(boxes["slots"] as? [[String: Any]])
        #expect(slots.first?["pokemon"] as? String == "bulbasaur" && slots.first?["caught"] as? Bool == true)
        let alolan = try #require(slots.firstIndex { $0["pokemon"] as? String == "vulpix-alola" })
        #expect(slots[alolan - 1]["pokemon"] as? String == "vulpix")
        #expect(slots[alolan]["caught"] as? Bool == true && slots[alolan - 1]["caught"] as? Bool == false)
        #expect(slots.allSatisfy { ($0["slot"] as? Int).map { (1...30).contains($0) } ?? false })
        #expect(!slots.contains { ($0["pokemon"] as? String)?.hasSuffix("-mega") == true })
        let text = try await InProcessPokedex.runOnTerminal(["progress", "--boxes"], environment: environment)
        #expect(text.stdout.contains("Box 1") && text.stdout.contains("● Bulbasaur"))
    }

    /// Processes, as people and scripts start them: 160 at once, each adding one Pokémon.
    @Test func oneHundredSixtyConcurrentAddsKeepAllOneHundredSixty() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await PokedexProcess.shell(
            #"for i in $(seq 1 160); do "$0" caught add "$i" --game sv > /dev/null & done; wait"#,
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        // Only warnings (Nidoran♀ is in none of Scarlet/Violet's Pokédexes), no failure.
        #expect(!result.stderr.contains("pokedex:"), "\(result.stderr)")
        let book = try marks()
        #expect(book.count == 160)
        let list = try await json("list", "--caught", "--limit", "2000")
        #expect(list["count"] as? Int == 160)
    }

    /// Adds one after another, every third killed at a moment drawn at random: the file always
    /// reads, holds every add that finished, and no temporary file is left once a change ends.
    @Test func killedWritersLeaveAFileThatAlwaysReadsAndHoldsEveryFinishedAdd() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var random = SeededRandom(seed: 52)
        var finished: Set<String> = []
        var killed = 0
        var lifetime = 0.05
        let list = try await json("list", "--limit", "121")
        var species: [String: String] = [:]
        for row in list["results"] as? [[String: Any]] ?? [] {
            if let id = row["id"] as? Int, let name = row["name"] as? String { species[String(id)] = name }
        }
        let outputs = URL(fileURLWithPath: folder + "-out")
        defer { try? FileManager.default.removeItem(at: outputs) }
        for number in 1...120 {
            let child = try PokedexProcess.start(
                ["caught", "add", String(number), "--game", "sv"], environment: environment,
                directory: outputs.appendingPathComponent(String(number)))
            if number % 3 == 0 {
                // Anywhere in an add's life: within the time the last one that finished took
                // (which a loaded machine makes longer for both).
                // On a thread of its own: a busy test pool must not make the moment late.
                let delay = useconds_t(random.next() % UInt64(lifetime * 1e6 + 1))
                let sent = try await onOwnThread { () -> Bool in
                    usleep(delay)
                    return child.signal(SIGKILL)
                }
                if sent { killed += 1 }
            }
            let ended = await child.exit()
            if ended == .exited(0) {
                finished.insert(String(number))
                lifetime = child.ended.map { child.started.duration(to: $0).seconds } ?? lifetime
            }
            if FileManager.default.fileExists(atPath: file) {
                let had = Set(try marks().sorted.map(\.species))
                #expect(Set(finished.compactMap { species[$0] }).isSubset(of: had), "after add \(number)")
            }
        }
        #expect(killed >= 10 && finished.count >= 80, "\(killed) killed, \(finished.count) finished")
        let last = try await run("caught", "add", "121", "--game", "sv")
        #expect(last.status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty)
        #expect(try marks().count >= finished.count + 1)
    }
}
