import PokedexLinkLayout
import PokedexTestSupport

// `make bench`: the release `pokedex` on typical commands, timed as a person feels it (wall
// time from exec to exit), each run paired with a run of the lightest Swift program, a "hello"
// that only prints with FoundationEssentials and the Swift runtime linked statically (the floor
// the budgets are set against). The median of the pairs' ratios, with the median wall and CPU
// times beside it, first with the page cache warm, then cold (every page of the binaries and
// the data dropped before each run). The other floors (Foundation linked dynamically, the
// fully static hello, C) are measured the same way, as context; every command is also paired
// with hello-static, the floor the issues' own budgets were first set against (its column).
// The table names the machine.
//
//     pokedex-bench --pokedex .build/release/pokedex --print-floor .build/release/hello-print
//                   --floor .build/release/hello-floor --static-floor .build/release/hello-static
//                   --full-floor .build/release/hello-full --c-floor .build/release/hello-c
//                   --probe .build/release/peak-rss [--runs 40] [--cold-runs 40] [--fixtures Fixtures]
//                   [--frames .build/release/browse-frames]
//
// Peak memory is taken through the small peak-rss program (see there why), in runs of its own.
//
// With --callgrind FOLDER it times nothing: it runs each command once under valgrind's
// callgrind, then once under its lackey, for `make link-order`
// (Sources/PokedexLinkLayout/LinkOrder.swift). With --profile FOLDER it runs each command once,
// a pokedex built to count what it runs writing its counts there, for `make profile`.
//
// With --fixtures it then measures the network path against a loopback PokeAPI serving the
// fixtures with added latency: a cold-cache show, list --refresh --limit 100, and a sync.
#if canImport(Glibc)
    import Glibc
#endif

var options: [String: String] = ["--runs": "40", "--cold-runs": "40"]
var rest = CommandLine.arguments.dropFirst()
while let flag = rest.popFirst() {
    guard let value = rest.popFirst() else { break }
    options[flag] = value
}
// `make link-order`: the release binary's layout, from callgrind's records of this bench.
if options["--write-link-order"] != nil { exit(LinkOrder.writeFromRecords(options)) }
// `make profile`: every run of a pokedex built to count what its code runs writes its counts
// into the folder, the set-up's import of marks too (see below).
if let folder = options["--profile"] { setenv("LLVM_PROFILE_FILE", folder + "/%p.profraw", 1) }
guard let pokedex = options["--pokedex"], let printFloor = options["--print-floor"], let floor = options["--floor"],
    let staticFloor = options["--static-floor"],
    let fullFloor = options["--full-floor"], let cFloor = options["--c-floor"], let probe = options["--probe"],
    let runs = options["--runs"].flatMap(Int.init), runs > 0,
    let coldRuns = options["--cold-runs"].flatMap(Int.init), coldRuns >= 0,
    options["--check"].map({ Double($0).map { $0 >= 1 } ?? false }) ?? true
else {
    complain(
        "usage: pokedex-bench --pokedex PATH --print-floor PATH --floor PATH --static-floor PATH --full-floor PATH "
            + "--c-floor PATH --probe PATH [--runs N] [--cold-runs N] [--check FACTOR] [--budget off] [--fixtures PATH] "
            + "[--frames PATH] [--callgrind FOLDER] [--profile FOLDER]")
    exit(2)
}

setenv("POKEDEX_OFFLINE", "1", 1)
let benchCache = "/tmp/pokedex-bench-offline-\(getpid())"
setenv("POKEDEX_CACHE_DIR", benchCache, 1)
// A warm picture cache for `sprite` and `random`: every species' front sprite, a 96×96 palette
// PNG with a transparent index made here (as PokeAPI's are), so that nothing is fetched.
let spriteFolder = benchCache + "/v1/sprites/front-default"
_ = system("mkdir -p '\(spriteFolder)'")
let benchSprite = BenchInputs.sprite()
for id in 1...1025 {
    if let handle = fopen("\(spriteFolder)/\(id).png", "w") {
        fwrite(benchSprite, 1, benchSprite.count, handle)
        fclose(handle)
    }
}
defer { _ = system("rm -rf '\(benchCache)'") }
// A team of six as Pokémon Showdown exports it, for `team --file`.
let teamFile = "/tmp/pokedex-bench-team-\(getpid()).txt"
let team = BenchInputs.team
if let handle = fopen(teamFile, "w") {
    fputs(team, handle)
    fclose(handle)
}
defer { unlink(teamFile) }

// A player's marks: three hundred, in Scarlet/Violet, for `caught` and `list --missing`.
let benchData = "/tmp/pokedex-bench-data-\(getpid())"
_ = system("mkdir -p '\(benchData)'")
setenv("POKEDEX_DATA_DIR", benchData, 1)
// Made the way a player would: an import of a CSV naming them by number.
let benchMarks = benchData + "/import.csv"
if let handle = fopen(benchMarks, "w") {
    fputs("species,game\n" + (1...300).map { "\($0),sv\n" }.joined(), handle)
    fclose(handle)
}
_ = system("'\(pokedex)' caught import '\(benchMarks)' > /dev/null")
defer { _ = system("rm -rf '\(benchData)'") }

/// The other floors, measured as the commands are, for context.
let floors: [(label: String, arguments: [String])] = [
    ("hello, FoundationEssentials, static runtime, a Data and a String", [staticFloor]),
    ("hello, FoundationEssentials, fully static", [fullFloor]),
    ("hello, Foundation, dynamic", [floor]),
    ("hello, C", [cFloor]),
]
let commands: [(label: String, arguments: [String])] = [
    ("--version (no data)", [pokedex, "--version"]),
    ("show bulbasaur", [pokedex, "show", "bulbasaur"]),
    ("list --limit 20", [pokedex, "list", "--limit", "20"]),
    ("list --limit 1351 --json", [pokedex, "list", "--limit", "1351", "--json"]),
    ("search char", [pokedex, "search", "char"]),
    ("sprite pikachu (warm cache, half blocks)", [pokedex, "sprite", "pikachu", "--color", "always"]),
    ("random (warm cache, half blocks)", [pokedex, "random", "--color", "always"]),
    ("moves pikachu", [pokedex, "moves", "pikachu"]),
    ("move thunderbolt", [pokedex, "move", "thunderbolt"]),
    ("ability levitate", [pokedex, "ability", "levitate"]),
    ("compare garchomp salamence dragonite", [pokedex, "compare", "garchomp", "salamence", "dragonite"]),
    (
        "compare of six",
        [pokedex, "compare", "garchomp", "salamence", "dragonite", "pikachu", "gengar", "snorlax"]
    ),
    ("where pikachu", [pokedex, "where", "pikachu"]),
    ("location \"route 1\"", [pokedex, "location", "route 1"]),
    ("search thunder", [pokedex, "search", "thunder"]),
    ("type fire", [pokedex, "type", "fire"]),
    ("nature", [pokedex, "nature"]),
    ("team --file (six, from a Showdown export)", [pokedex, "team", "--file", teamFile]),
    (
        "stats garchomp --level 50 --nature jolly --evs",
        [pokedex, "stats", "garchomp", "--level", "50", "--nature", "jolly", "--evs", "252 Atk / 4 SpD / 252 Spe"]
    ),
    (
        "damage (Smogon's line)",
        [pokedex, "damage", "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"]
    ),
    // Run one after the other, these two write the file each time (300 marks).
    ("caught add (300 marks)", [pokedex, "caught", "add", "sprigatito", "--game", "sv"]),
    ("caught remove (300 marks)", [pokedex, "caught", "remove", "sprigatito", "--game", "sv"]),
    ("list --missing --game sv (300 marks)", [pokedex, "list", "--missing", "--game", "sv"]),
    (
        "list --where speed>=100 --sort total --desc",
        [pokedex, "list", "--where", "speed>=100", "--sort", "total", "--desc", "--limit", "1351"]
    ),
    // In another language a screen reads the phrasebook, and a search every language's names.
    ("show bulbasaur --lang fr", [pokedex, "show", "bulbasaur", "--lang", "fr"]),
    ("search char --lang fr", [pokedex, "search", "char", "--lang", "fr"]),
    ("where pikachu --lang ja", [pokedex, "where", "pikachu", "--lang", "ja"]),
]

/// What a cold run drops first: the binary it starts, and for pokedex its data and caches
/// (listed once: the caches' files are written before the runs).
let share = String(pokedex[..<(pokedex.lastIndex(of: "/") ?? pokedex.startIndex)]) + "/../share/pokedex"
let pokedexFiles = [pokedex, share, benchCache, benchData].flatMap(regularFiles(under:))
func coldFiles(_ arguments: [String]) -> [String] {
    arguments[0] == pokedex ? pokedexFiles : [arguments[0]]
}

// `make link-order`: each command run once under callgrind and once under lackey, and nothing
// timed.
if let folder = options["--callgrind"] {
    let failure = LinkOrder.recordRuns(of: commands, pokedex: pokedex, into: folder)
    if let failure { complain("pokedex-bench: " + failure) }
    finish(failure == nil ? 0 : 1)
}

// `make profile`: each command run once by a pokedex built to count what its code runs, and
// nothing timed. Each run must have written its counts (the set-up's import too): a pokedex
// not built to count writes none, and a profile of some of the commands would pass for one of
// all of them.
if let folder = options["--profile"] {
    let failed = commands.filter { run($0.arguments)?.status != 0 }.map(\.label)
    if !failed.isEmpty { complain("pokedex-bench: these failed: " + failed.joined(separator: ", ")) }
    let counted = regularFiles(under: folder).filter { $0.hasSuffix(".profraw") }.count
    if counted < commands.count + 1 {
        complain("pokedex-bench: \(counted) runs wrote their counts into \(folder), of \(commands.count + 1)")
    }
    finish(failed.isEmpty && counted >= commands.count + 1 ? 0 : 1)
}

print("Machine: \(machineDescription())")
print("Floor: hello-print, `print(\"hello\")` with FoundationEssentials and the Swift runtime linked statically")
guard
    let (warm, warmFloor) = measurePaired(
        floors + commands, floor: [printFloor], pairs: runs, state: .warm, evict: coldFiles)
else {
    complain("pokedex-bench: cannot run \(printFloor), \(pokedex) or a floor")
    exit(1)
}
var peaks: [String: Int] = [:]
for command in commands {
    guard let peak = peakKilobytes(command.arguments, probe: probe) else {
        complain("pokedex-bench: cannot measure the peak memory of '\(command.label)' through \(probe)")
        exit(1)
    }
    peaks[command.label] = peak
}

print(
    "\nWarm page cache: \(runs) pairs of each (the command and the floor back to back, in turn first), "
        + "round-robin; stdout to /dev/null; offline (fixtures only); peak RSS the largest of 5 more runs. "
        + "The floor took \(format(warmFloor.milliseconds, decimals: 2)) ms (CPU \(format(warmFloor.cpuMilliseconds, decimals: 2)) ms).\n"
)
// The issues' own budgets (`where` within 1.5× "the static hello", `show` 1.2×) were set
// against hello-static, the floor before this one: each command paired with it too. (Dividing
// the two ratios instead is no pairing: it was a tenth off.) Not with `--budget off` (`make
// smoke`, `make link-order`), which hold nothing to a budget.
let budgeted = options["--budget"] != "off"
guard
    let (againstStatic, _) =
        budgeted
        ? measurePaired(commands, floor: [staticFloor], pairs: runs, state: .warm, evict: coldFiles)
        : ([], Paired(label: "floor", milliseconds: 0, cpuMilliseconds: 0, readMegabytes: 0, ratio: 1, status: 0))
else {
    complain("pokedex-bench: cannot run \(staticFloor) or \(pokedex)")
    exit(1)
}
let staticRatios = Dictionary(againstStatic.map { ($0.label, $0.ratio) }, uniquingKeysWith: { first, _ in first })
func staticRatio(of row: Paired) -> Double { staticRatios[row.label] ?? .nan }
print("| command | wall ms | CPU ms | × hello | budget | 15% under | × hello-static | peak RSS MiB | exit |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for row in warm {
    let isFloor = peaks[row.label] == nil
    let within = row.ratio <= headroom(row.label) ? "yes" : "no"
    print(
        "| \(row.label) | \(format(row.milliseconds, decimals: 2)) | \(format(row.cpuMilliseconds, decimals: 2)) "
            + "| \(format(row.ratio, decimals: 2)) | \(isFloor ? "" : format(budget(row.label), decimals: 1)) "
            + "| \(isFloor ? "" : within) | \(isFloor || !budgeted ? "" : format(staticRatio(of: row), decimals: 2)) "
            + "| \(peaks[row.label].map { format(Double($0) / 1024) } ?? "") "
            + "| \(row.status) |")
}
fflush(nil)  // the table before the complaints
let measured = Array(warm.dropFirst(floors.count))
// A command that failed was not measured: its time says nothing, and the release build it ran
// is broken (`make smoke` runs this once per command for that).
let failures = measured.filter { $0.status != 0 }
for failure in failures { complain("pokedex-bench: '\(failure.label)' exited with \(failure.status)") }
if !failures.isEmpty { exit(1) }

// pokedex's commands measured cold (none with `--cold-runs 0`).
var measuredCold: [Paired] = []
if coldRuns > 0 {
    sync()
    dropFromPageCache([pokedex])
    let left = pageCacheShare(of: pokedex)
    print(
        "\nCold page cache: \(coldRuns) pairs of each; before every run the pages of its binary, and for pokedex "
            + "of its data and caches, are dropped from the page cache (posix_fadvise DONTNEED, after a sync; "
            + "\(format(100 * (left ?? .nan), decimals: 0))% of pokedex's pages were still cached after a drop).\n")
    guard
        let (cold, coldFloor) = measurePaired(
            Array(floors.prefix(2)) + commands, floor: [printFloor], pairs: coldRuns, state: .cold, evict: coldFiles)
    else {
        complain("pokedex-bench: cannot run \(printFloor) or \(pokedex) cold")
        exit(1)
    }
    print(
        "The floor took \(format(coldFloor.milliseconds, decimals: 2)) ms cold (CPU "
            + "\(format(coldFloor.cpuMilliseconds, decimals: 2)) ms, \(format(coldFloor.readMegabytes)) MB read from "
            + "the disk).\n")
    print("| command | wall ms | CPU ms | MB read | × hello |")
    print("|---|---:|---:|---:|---:|")
    for row in cold {
        print(
            "| \(row.label) | \(format(row.milliseconds, decimals: 2)) | \(format(row.cpuMilliseconds, decimals: 2)) "
                + "| \(format(row.readMegabytes)) | \(format(row.ratio, decimals: 2)) |")
    }
    measuredCold = Array(cold.dropFirst(2))
}

// The budget: every command of pokedex against its target, the peak memory under 16 MB.
let over = measured.filter { $0.ratio > budget($0.label) || (peaks[$0.label] ?? 0) > 16 * 1024 }
let short = measured.filter { $0.ratio > headroom($0.label) }
print("\nBudget (warm, × the lightest hello: 1.2 for the common commands, 2 for the whole dex as JSON, 1.5")
print("for the rest; peak memory under 16 MB): " + (over.isEmpty ? "every command within it." : "over it:"))
for row in over {
    print(
        "- \(row.label): \(format(row.ratio, decimals: 2))× (budget \(format(budget(row.label), decimals: 1))×), "
            + "\(format(Double(peaks[row.label] ?? 0) / 1024)) MiB")
}
let staticOver = measured.filter { staticRatio(of: $0) > budget($0.label) }
if budgeted {
    print(
        "Against hello-static, as the issues first set the budgets: "
            + (staticOver.isEmpty
                ? "every command within its budget."
                : "over it: "
                    + staticOver.map { "\($0.label) \(format(staticRatio(of: $0), decimals: 2))×" }.joined(
                        separator: "; ")
                    + "."))
}
/// The rows named with their ratios, or `none` when there are none.
func listed(_ rows: [Paired], none: String) -> String {
    rows.isEmpty ? none : rows.map { "\($0.label) \(format($0.ratio, decimals: 2))×" }.joined(separator: "; ")
}
print("Headroom (15% under the budget: 1.05, 1.7 and 1.3): " + listed(short, none: "every command has it."))
// Cold, the same budgets and headroom, on the cold table's medians; a command that fails cold
// (its status) fails the bench as one over budget does.
for row in measuredCold where row.status != 0 {
    complain("pokedex-bench: '\(row.label)' exited with \(row.status), cold")
}
let overCold = measuredCold.filter { $0.ratio > budget($0.label) || $0.status != 0 }
if !measuredCold.isEmpty {
    print(
        "Cold, the budget: "
            + (overCold.isEmpty ? "every command within it." : "over it: " + listed(overCold, none: "")))
    let shortCold = measuredCold.filter { $0.ratio > headroom($0.label) }
    print("Cold, the headroom: " + listed(shortCold, none: "every command has it."))
}
// `--check FACTOR` (CI's `make bench-check`): only a gross regression fails, a command over
// FACTOR times its budget, so that a machine's noise never does; the rest is not measured. When
// a command is over it, every command is measured again, as before but with three times the
// pairs (all of them: `caught add` and `caught remove` undo each other, each alone would write
// nothing), and only a command over it on that measure fails (one under it on the first may):
// 21 pairs in a busy minute of a shared machine once put a command at 1.55 times its budget
// that stands at 1.45-1.5 hour to hour.
if let check = options["--check"].flatMap(Double.init) {
    var gross = measured.filter { $0.ratio > budget($0.label) * check }
    if !gross.isEmpty {
        print(
            "\nOver \(format(check, decimals: 1))× the budget: "
                + gross.map { "\($0.label) \(format($0.ratio, decimals: 2))×" }.joined(separator: "; ")
                + ". Every command measured again with \(runs * 3) pairs.")
        fflush(nil)
        guard
            let (again, _) = measurePaired(
                commands, floor: [printFloor], pairs: runs * 3, state: .warm, evict: coldFiles)
        else {
            complain("pokedex-bench: cannot run \(printFloor) or \(pokedex) again")
            finish(1)
        }
        // A command that fails now (its status, not its time) is a regression too.
        gross = again.filter { $0.ratio > budget($0.label) * check || $0.status != 0 }
    }
    for row in gross where row.status != 0 { complain("pokedex-bench: '\(row.label)' exited with \(row.status)") }
    for row in gross where row.status == 0 {
        complain(
            "pokedex-bench: '\(row.label)' is \(format(row.ratio, decimals: 2))× the lightest hello, over "
                + "\(format(check, decimals: 1))× its budget of \(format(budget(row.label), decimals: 1))×")
    }
    print(gross.isEmpty ? "\nWithin \(format(check, decimals: 1))× every budget." : "")
    finish(gross.isEmpty ? 0 : 1)
}
// Over budget, warm or cold, `make bench` fails, after it has said all it measures (`--budget off`: `make
// smoke`, which runs each command once to see it exit 0, and times nothing).
let overBudget = !(over.isEmpty && overCold.isEmpty) && budgeted

/// Ends the bench with `code`, its files removed first (`exit` runs no `defer`).
func finish(_ code: Int32) -> Never {
    _ = system("rm -rf '\(benchCache)'")
    _ = system("rm -rf '\(benchData)'")
    unlink(teamFile)
    exit(code)
}

print("\nShared libraries pokedex loads (ldd; a fully static pokedex loads none):")
fflush(nil)  // every stream: print's buffer before ldd writes
_ = system("ldd '\(pokedex)' | sed -e 's/ (0x[0-9a-f]*)//' -e 's/^/    /'")

// MARK: - Starting the HTTP helper

/// Milliseconds from starting `pokedex-http` to reading its greeting, and its exit after its
/// input closes: what the first network request of a command pays.
func helperStart(_ helper: String) -> Double? {
    var toHelper: [Int32] = [0, 0]
    var fromHelper: [Int32] = [0, 0]
    guard pipe(&toHelper) == 0, pipe(&fromHelper) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toHelper[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromHelper[1], 1)
    for fd in toHelper + fromHelper { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = [strdup(helper), nil]
    defer { free(argv[0]) }
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    guard posix_spawn(&pid, helper, &actions, nil, argv, environ) == 0 else { return nil }
    close(toHelper[0])
    close(fromHelper[1])
    let greeting = "pokedex-http 1\n"
    _ = greeting.withCString { write(toHelper[1], $0, strlen($0)) }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(fromHelper[0], &buffer, buffer.count)
    clock_gettime(CLOCK_MONOTONIC, &end)
    close(toHelper[1])
    close(fromHelper[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard count > 0 else { return nil }
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
}

let helper = String(pokedex[..<(pokedex.lastIndex(of: "/") ?? pokedex.startIndex)]) + "/pokedex-http"
let helperTimes = (0..<runs).compactMap { _ in helperStart(helper) }.sorted()
if !helperTimes.isEmpty {
    print(
        "\nStarting the HTTP helper (pokedex-http, beside pokedex) up to its greeting, median of \(helperTimes.count): "
            + "\(format(helperTimes[helperTimes.count / 2])) ms")
}

// MARK: - The network path, against a loopback PokeAPI with added latency

/// Runs `arguments` `runs` times, each with a new empty cache; median milliseconds.
func medianCold(_ arguments: [String], runs: Int, cacheParent: String) -> Double? {
    var times: [Double] = []
    for index in 0..<runs {
        let cache = "\(cacheParent)/cold-\(index)-\(arguments.count)"
        setenv("POKEDEX_CACHE_DIR", cache, 1)
        guard let result = run(arguments), result.status == 0 else { return nil }
        times.append(result.milliseconds)
    }
    times.sort()
    return times[times.count / 2]
}

guard let fixtures = options["--fixtures"] else { finish(overBudget ? 1 : 0) }

// The full screen's frame time, in process (`browse-frames`, beside pokedex), over the same
// picture cache.
if let frames = options["--frames"] {
    print("")
    fflush(nil)
    _ = system("'\(frames)' --fixtures '\(fixtures)' --cache '\(benchCache)'")
}

// The full screen left alone for 20 s on a real pseudo-terminal: what waiting costs.
if let idle = idleCPUSeconds(pokedex, seconds: 20, columns: 200, rows: 50) {
    print("\nThe full screen (`pokedex browse`, 200×50, a pseudo-terminal) left alone for 20 s: ")
    print("\(format(idle, decimals: 2)) s of CPU (target: under 0.05 s)")
}
let cacheParent = "/tmp/pokedex-bench-\(getpid())"
defer { _ = system("rm -rf '\(cacheParent)'") }
let concurrency = 8
setenv("POKEDEX_OFFLINE", "0", 1)

func startServer(latency: Double) -> LoopbackHTTPServer? {
    let api = FixtureAPI(root: fixtures)
    let box = PortBox()
    let server = LoopbackHTTPServer(latency: latency) { request in
        api.respond(to: request, base: "http://127.0.0.1:\(box.port)")
    }
    guard (try? server.start()) != nil else { return nil }
    box.port = server.port
    return server
}

print(
    "\nAgainst a loopback PokeAPI (the project's fixtures over HTTP), concurrency \(concurrency), new empty cache each run\n"
)
print("| command | latency | median ms | round trips | target ms |")
print("|---|---:|---:|---:|---:|")
if let server = startServer(latency: 0) {
    // No latency: what is left is the helper's start and the work around the requests.
    setenv("POKEDEX_API_URL", server.baseURL + "/api/v2", 1)
    if let show = medianCold([pokedex, "show", "bulbasaur", "--refresh"], runs: 20, cacheParent: cacheParent) {
        print("| show bulbasaur --refresh (helper start, 5 requests) | 0 ms | \(format(show)) | | |")
    }
    server.stop()
}
if let server = startServer(latency: 0.05) {
    setenv("POKEDEX_API_URL", server.baseURL + "/api/v2", 1)
    let rtt = 50.0
    if let show = medianCold([pokedex, "show", "bulbasaur"], runs: 10, cacheParent: cacheParent) {
        print(
            "| show bulbasaur (cold cache) | 50 ms | \(format(show)) | \(format(show / rtt, decimals: 2)) | \(format(2 * rtt + 50)) |"
        )
    }
    if let show = medianCold([pokedex, "show", "bulbasaur", "--refresh"], runs: 10, cacheParent: cacheParent) {
        print(
            "| show bulbasaur --refresh | 50 ms | \(format(show)) | \(format(show / rtt, decimals: 2)) | \(format(2 * rtt + 50)) |"
        )
    }
    let pages = 1 + (100 + concurrency - 1) / concurrency
    if let list = medianCold([pokedex, "list", "--refresh", "--limit", "100"], runs: 5, cacheParent: cacheParent) {
        print(
            "| list --refresh --limit 100 | 50 ms | \(format(list)) | \(format(list / rtt, decimals: 2)) | \(format(Double(pages) * rtt + 100)) |"
        )
    }
    server.stop()
}
if let server = startServer(latency: 0.02) {
    setenv("POKEDEX_API_URL", server.baseURL + "/api/v2", 1)
    // Eight list indexes and every pokemon, species, type, chain, generation, move, ability and item.
    let resources = 6488.0
    if let sync = medianCold([pokedex, "sync"], runs: 1, cacheParent: cacheParent) {
        let ideal = resources * 20 / Double(concurrency)
        print(
            "| sync (\(Int(resources)) resources) | 20 ms | \(format(sync)) | \(format(sync / 20, decimals: 0)) | \(format(1.3 * ideal)) |"
        )
    }
    server.stop()
}

final class PortBox: @unchecked Sendable {
    var port: UInt16 = 0
}

finish(overBudget ? 1 : 0)
