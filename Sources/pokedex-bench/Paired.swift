import PokedexTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A command measured beside the floor, run by run: each of its runs is paired with a run of
/// the floor just before or after it (the order alternates), so that the machine's slow and
/// fast moments fall on both alike; the ratio is the median of the pairs' ratios.
struct Paired {
    let label: String
    let milliseconds: Double
    let cpuMilliseconds: Double
    let readMegabytes: Double
    let ratio: Double
    let status: Int32
}

/// The state of the page cache a run starts in.
enum CacheState {
    /// The binary and its data were read by the run before.
    case warm
    /// Their pages were dropped from the page cache first, as after a reboot.
    case cold
}

/// Runs each command `pairs` times, each time beside a run of `floor`, in `state`; commands
/// round-robin. `evict` names the files whose pages a cold run drops before it starts. The
/// floor's own row is the medians of all its runs (its ratio 1).
func measurePaired(
    _ commands: [(label: String, arguments: [String])], floor: [String], pairs: Int, state: CacheState,
    evict: ([String]) -> [String]
) -> (rows: [Paired], floor: Paired)? {
    // Warm, each binary runs as one of its copies in turn (the floor's turn changing at every
    // round of the command's): a copy lies in the page cache in the folios its writes happened
    // to get, and identical copies of pokedex paired 0.986 to 1.046 against each other.
    var copies: [String: [String]] = [:]
    defer { for paths in copies.values { for path in paths.dropFirst() { unlink(path) } } }
    if state == .warm {
        for binary in Set((commands.map(\.arguments) + [floor]).map { $0[0] }) {
            // Beside the file itself (a link's target), where pokedex finds its data.
            let real =
                realpath(binary, nil).map { path in
                    defer { free(path) }
                    return String(cString: path)
                } ?? binary
            copies[binary] = [binary] + (1..<copiesEach).compactMap { copy(real, to: "\(real).copy\($0)") }
        }
        for command in commands + [("floor", floor)] {
            for turn in 0..<copiesEach { _ = run(inTurn(command.arguments, turn, of: copies)) }
        }
    }
    var runs = Array(repeating: [Run](), count: commands.count)
    var ratios = Array(repeating: [Double](), count: commands.count)
    var floorRuns: [Run] = []
    for pair in 0..<pairs {
        for (index, command) in commands.enumerated() {
            let floor = inTurn(floor, pair / copiesEach, of: copies)
            let command = (label: command.label, arguments: inTurn(command.arguments, pair, of: copies))
            let order = pair % 2 == 0 ? [floor, command.arguments] : [command.arguments, floor]
            var timed: [Run] = []
            for arguments in order {
                if state == .cold { dropFromPageCache(evict(arguments)) }
                guard let result = run(arguments) else { return nil }
                timed.append(result)
            }
            let (floorRun, commandRun) = pair % 2 == 0 ? (timed[0], timed[1]) : (timed[1], timed[0])
            runs[index].append(commandRun)
            floorRuns.append(floorRun)
            ratios[index].append(commandRun.milliseconds / floorRun.milliseconds)
        }
    }
    let rows = commands.indices.map { index in
        Paired(
            label: commands[index].label, milliseconds: median(runs[index].map(\.milliseconds)),
            cpuMilliseconds: median(runs[index].map(\.cpuMilliseconds)),
            readMegabytes: median(runs[index].map(\.readMegabytes)), ratio: median(ratios[index]),
            status: runs[index].last?.status ?? 0)
    }
    let floorRow = Paired(
        label: "floor", milliseconds: median(floorRuns.map(\.milliseconds)),
        cpuMilliseconds: median(floorRuns.map(\.cpuMilliseconds)),
        readMegabytes: median(floorRuns.map(\.readMegabytes)), ratio: 1, status: floorRuns.last?.status ?? 0)
    return (rows, floorRow)
}

/// How many copies of each binary the warm runs take in turn (the binary itself the first).
let copiesEach = 3

/// `arguments` with their binary replaced by its copy of `turn`.
func inTurn(_ arguments: [String], _ turn: Int, of copies: [String: [String]]) -> [String] {
    guard let paths = copies[arguments[0]], !paths.isEmpty else { return arguments }
    return [paths[turn % paths.count]] + arguments.dropFirst()
}

/// Copies the executable `source` to `destination` beside it, with its mode, as `cp` would;
/// nil (and a warning: the runs then take one copy fewer) when it cannot, or when a file is
/// there already, which is left alone. A copy left by a bench that was killed is replaced
/// only by hand.
func copy(_ source: String, to destination: String) -> String? {
    func fail(_ reason: String) -> String? {
        complain("pokedex-bench: no copy of \(source) at \(destination): \(reason)")
        return nil
    }
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { return fail("it cannot be read") }
    defer { close(input) }
    var status = stat()
    guard fstat(input, &status) == 0 else { return fail("it cannot be read") }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o777)
    guard output >= 0 else { return fail(errno == EEXIST ? "a file is there" : "it cannot be written") }
    var buffer = [UInt8](repeating: 0, count: 1 << 17)
    var copied = true
    reading: while true {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            copied = false
            break
        }
        var done = 0
        while done < count {
            let written = buffer.withUnsafeBytes { raw in write(output, raw.baseAddress.map { $0 + done }, count - done)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                copied = false
                break reading
            }
            done += written
        }
    }
    guard close(output) == 0, copied else {
        unlink(destination)
        return fail("it could not be written whole")
    }
    return destination
}

// MARK: - A cold page cache without root

/// `path` if it is a file, or every regular file under it (symbolic links followed).
func regularFiles(under path: String) -> [String] {
    var status = stat()
    guard stat(path, &status) == 0 else { return [] }
    guard status.st_mode & S_IFMT == S_IFDIR else { return status.st_mode & S_IFMT == S_IFREG ? [path] : [] }
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var files: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name != ".", name != ".." else { continue }
        files += regularFiles(under: path + "/" + name)
    }
    return files
}

// MARK: - The machine

/// One line naming the machine the table was measured on: its processor, cores, memory and
/// kernel.
func machineDescription() -> String {
    let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "an unknown processor"
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let memory = firstValue(in: "/proc/meminfo", key: "MemTotal").flatMap { Int($0.split(separator: " ")[0]) }
    var names = utsname()
    uname(&names)
    let kernel = withUnsafeBytes(of: names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let gibibytes = memory.map { format(Double($0) / 1024 / 1024) + " GiB" } ?? "unknown memory"
    return "\(cpu), \(cores) cores, \(gibibytes), Linux \(kernel)"
}

/// The value of the first `key: value` line of a /proc file.
func firstValue(in file: String, key: String) -> String? {
    guard let handle = fopen(file, "r") else { return nil }
    defer { fclose(handle) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, handle) > 0, let line {
        let text = String(cString: line)
        guard text.hasPrefix(key), let colon = text.firstIndex(of: ":") else { continue }
        return trimmed(text[text.index(after: colon)...])
    }
    return nil
}

/// `text` without the blanks and line ends around it.
func trimmed(_ text: Substring) -> String {
    let blanks: Set<Character> = [" ", "\t", "\n"]
    var text = text
    while let first = text.first, blanks.contains(first) { text = text.dropFirst() }
    while let last = text.last, blanks.contains(last) { text = text.dropLast() }
    return String(text)
}
