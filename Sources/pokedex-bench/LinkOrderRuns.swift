import PokedexLinkLayout

#if canImport(Glibc)
    import Glibc
#endif

/// `make link-order`'s two steps in the bench: each command run once under callgrind and once
/// under lackey (`--callgrind FOLDER`), then the order written from those records
/// (`--write-link-order`). The records are `1.callgrind`, `2.callgrind`… in the folder, in the
/// commands' order, each with the places its code first ran beside it (`1.first-runs`: an
/// address a line, in hexadecimal).
extension LinkOrder {
    static func record(_ number: Int, in folder: String) -> String {
        "\(folder)/\(number).callgrind"
    }

    static func firstRunsRecord(_ number: Int, in folder: String) -> String {
        "\(folder)/\(number).first-runs"
    }

    /// The numbers of the records whose commands lead the layout (`leadsTheLayout`), a line each.
    static func leadingRecords(in folder: String) -> String {
        "\(folder)/leading"
    }

    /// What `make link-order` runs besides the bench's commands, untimed: more of what people
    /// type into the common commands (a Pokémon with a hidden ability, one with megas, one whose
    /// line branches, a nature by its name, JSON), as a person without marks runs them (the
    /// timed ones have 300), so that the code they run lies where every cold start reads it and
    /// not among the code no run saw, which a cold start reads from the disk on its own (a cold
    /// `show pikachu` took 15 ms against `show bulbasaur`'s 11).
    static func untimed(_ pokedex: String) -> [(label: String, arguments: [String])] {
        [
            ("show bulbasaur", [pokedex, "show", "bulbasaur"]),
            ("show pikachu", [pokedex, "show", "pikachu"]),
            ("show charizard", [pokedex, "show", "charizard"]),
            ("show eevee", [pokedex, "show", "eevee"]),
            ("show bulbasaur --json", [pokedex, "show", "bulbasaur", "--json"]),
            ("nature adamant", [pokedex, "nature", "adamant"]),
            ("stats pikachu", [pokedex, "stats", "pikachu"]),
        ]
    }

    /// The bench's `commands` and the untimed ones, recorded: those that lead the layout
    /// (`leadsTheLayout`, and every untimed one) written down as such, the untimed ones run
    /// with a data folder of none. Nil when all ran, else why one did not.
    static func recordRuns(
        of commands: [(label: String, arguments: [String])], pokedex: String, into folder: String
    ) -> String? {
        let extra = untimed(pokedex)
        let untimedIndices = extra.indices.map { commands.count + $0 }
        let leading = commands.indices.filter { leadsTheLayout(commands[$0].label) } + untimedIndices
        let noMarks = "/tmp/pokedex-bench-no-marks-\(getpid())"
        defer { _ = system("rm -rf '\(noMarks)'") }
        let fresh = Dictionary(uniqueKeysWithValues: untimedIndices.map { ($0, ["POKEDEX_DATA_DIR=" + noMarks]) })
        return recordRuns(of: commands + extra, leading: Set(leading), environment: fresh, into: folder)
    }

    /// Runs each command once under callgrind, then each once under lackey, whose log of the
    /// code run (some 5 MB for `show`) is read into the places it first ran, then removed; nil
    /// when all ran, else why one did not. The lackey runs follow all of callgrind's, not each
    /// its own: `caught add` then `caught remove` leave the marks as they were, where a second
    /// `caught add` straight after the first would find its mark there and write nothing. Code
    /// a call or a jump reaches is a superblock of its own (`--vex-guest-chase=no`): followed
    /// into its caller's, a function would not be seen where it first ran.
    /// `leading` are the indices of the commands whose code leads the layout (`leadsTheLayout`);
    /// `environment`, what some of them run with besides the bench's (`NAME=value`).
    static func recordRuns(
        of commands: [(label: String, arguments: [String])], leading: Set<Int>,
        environment: [Int: [String]] = [:], into folder: String
    ) -> String? {
        func ran(_ tool: String, _ options: [String], _ index: Int) -> String? {
            let command = commands[index]
            let valgrind = ["/usr/bin/env"] + (environment[index] ?? []) + ["valgrind"]
            if let ran = run(valgrind + options + command.arguments), ran.status == 0 {
                return nil
            }
            let found = run(["/usr/bin/env", "valgrind", "--version"])?.status == 0
            return "\(tool) could not run '\(command.label)': " + (found ? "it failed" : "valgrind is not installed")
        }
        let numbers = leading.sorted().map { "\($0 + 1)\n" }
        guard writeFile(leadingRecords(in: folder), numbers.joined()) else {
            return "cannot write \(leadingRecords(in: folder))"
        }
        for index in commands.indices {
            let options = [
                "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + record(index + 1, in: folder),
            ]
            if let failure = ran("callgrind", options, index) { return failure }
        }
        for index in commands.indices {
            let log = "\(folder)/\(index + 1).lackey"
            defer { unlink(log) }
            let options = ["--tool=lackey", "--trace-superblocks=yes", "--vex-guest-chase=no", "--log-file=" + log]
            if let failure = ran("lackey", options, index) { return failure }
            guard let text = readFile(log) else { return "cannot read \(log)" }
            let places = firstRuns(inLackey: text).map { String($0, radix: 16) + "\n" }.joined()
            guard writeFile(firstRunsRecord(index + 1, in: folder), places) else {
                return "cannot write \(firstRunsRecord(index + 1, in: folder))"
            }
        }
        return nil
    }

    /// `--write-link-order PATH --write-layout SCRIPT --executed FOLDER --faults PERF-SCRIPT --map
    /// LINKER-MAP`: the exit code, having said what went wrong.
    static func writeFromRecords(_ options: [String: String]) -> Int32 {
        guard let order = options["--write-link-order"], let script = options["--write-layout"],
            let executed = options["--executed"], let faults = options["--faults"], let map = options["--map"]
        else {
            complain(
                "usage: pokedex-bench --write-link-order PATH --write-layout SCRIPT --executed CALLGRIND-FOLDER "
                    + "--faults PERF-SCRIPT --map LINKER-MAP")
            return 2
        }
        var records: [String] = []
        while access(record(records.count + 1, in: executed), R_OK) == 0 {
            records.append(record(records.count + 1, in: executed))
        }
        guard !records.isEmpty else {
            complain("pokedex-bench: no callgrind record in \(executed) (make link-order writes them)")
            return 1
        }
        let firstRuns = records.indices.map { firstRunsRecord($0 + 1, in: executed) }
        // A folder made before the leading commands were written down: all of them lead.
        let leading = readFile(leadingRecords(in: executed)).map { text in
            Set(text.split(separator: "\n").compactMap { Int($0).map { $0 - 1 } })
        }
        if let failure = write(
            order: order, script: script, executed: records, firstRuns: firstRuns, faults: faults, map: map,
            leading: leading)
        {
            complain("pokedex-bench: " + failure)
            return 1
        }
        return 0
    }

    /// Writes the order `order(records:firstRuns:faults:map:previous:previousScript:)` makes of
    /// these files and the ones it replaces: the variables' to `path`, the code's script to
    /// `script`. A record's places where its code first ran may be missing (a folder made before
    /// lackey's runs): its functions are then laid out the busiest first. Nil when written, else
    /// why not.
    static func write(
        order path: String, script: String, executed: [String], firstRuns: [String], faults: String, map: String,
        leading: Set<Int>? = nil
    ) -> String? {
        guard let faultText = readFile(faults) else { return "cannot read \(faults)" }
        guard let mapText = readFile(map) else { return "cannot read \(map)" }
        var records: [String] = []
        for record in executed {
            guard let text = readFile(record) else { return "cannot read \(record)" }
            records.append(text)
        }
        let places = firstRuns.map { path in
            (readFile(path) ?? "").split(separator: "\n").compactMap { UInt64($0, radix: 16) }
        }
        guard
            let made = order(
                records: records, firstRuns: places, faults: faultText, map: mapText,
                previous: readFile(path) ?? "", previousScript: readFile(script) ?? "", leading: leading)
        else { return "no function of the records is in \(map): \(path) is left as it was" }
        print(
            "link order: \(made.code.count) code sections run by \(made.commands) commands, "
                + "\(made.read) of them read at every cold start; "
                + "\(made.keptData.count) variables kept, \(made.addedData.count) added")
        guard writeFile(script, made.script) else { return "cannot write \(script)" }
        return writeFile(path, made.text) ? nil : "cannot write \(path)"
    }

    static func readFile(_ path: String) -> String? {
        guard let handle = fopen(path, "r") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` beside `path` and renames it over it: never half a file.
    static func writeFile(_ path: String, _ text: String) -> Bool {
        let temporary = path + ".partial"
        guard let handle = fopen(temporary, "w") else { return false }
        let written = fputs(text, handle) >= 0
        guard fclose(handle) == 0, written else {
            unlink(temporary)
            return false
        }
        return rename(temporary, path) == 0
    }
}
