import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `pokedex` binary, as a user or a script would, and keeps stdout, stderr and
/// the exit status apart.
struct PokedexProcess {
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        let selfPath =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
        // On some platforms the runner lives inside a bundle folder.
        for _ in 0..<4
        where !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("pokedex").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("pokedex")
    }()

    /// The environment a test starts from: this one without what changes the output, offline
    /// unless a test says otherwise, with a cache folder of its own.
    static var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("POKEDEX_") || key == "XDG_CACHE_HOME" {
            environment[key] = nil
        }
        for key in ["NO_COLOR", "COLUMNS", "TERM"] { environment[key] = nil }
        environment["TERM"] = "xterm-256color"
        environment["POKEDEX_OFFLINE"] = "1"
        environment["POKEDEX_CACHE_DIR"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("pokedex-e2e-cache-\(UUID().uuidString)").path
        return environment
    }

    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = binary,
        currentDirectory: URL? = nil
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        try process.run()
        process.finish(within: PokedexProcess.timeLimit)
        try out.close()
        try err.close()
        return Result(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs `script` in bash with `$0` naming the binary (`"$0" list | head -1`), stdout and
    /// stderr kept apart.
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> Result {
        try run(["-c", script, binary.path], environment: environment, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    /// Starts the binary and returns at once, with stdout and stderr going to files in `directory`.
    static func start(_ arguments: [String], environment: [String: String], directory: URL) throws -> Process {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        return process
    }

    /// Runs with stdout on a real pseudo-terminal of `columns` columns; returns what the terminal received.
    /// With `stderrToo`, stderr goes to the same terminal and `stderr` of the result is empty.
    static func runOnTerminal(
        _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 80, stderrToo: Bool = false
    ) throws -> Result {
        // posix_openpt and friends are not visible from Swift's Glibc module; the Linux ioctls are.
        let ptyNumberRequest: UInt = 0x8004_5430  // TIOCGPTN
        let ptyUnlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, ptyUnlockRequest, &unlock) == 0, ioctl(master, ptyNumberRequest, &number) == 0
        else {
            throw POSIXError(.ENOTTY)
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        // Keep the terminal from turning "\n" into "\r\n", so output compares as written.
        var attributes = termios()
        tcgetattr(slave, &attributes)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(slave, TCSANOW, &attributes)

        let errPipe = Pipe()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardError = stderrToo ? FileHandle(fileDescriptor: slave, closeOnDealloc: false) : errPipe
        try process.run()
        close(slave)
        if stderrToo { try errPipe.fileHandleForWriting.close() }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }  // EIO once the child has closed its end
            received.append(contentsOf: buffer[0..<count])
        }
        process.waitUntilExit()
        close(master)
        let stderr = errPipe.fileHandleForReading.readDataToEndOfFile()
        return Result(
            stdout: String(decoding: received, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus)
    }
}

/// Parses JSON output, failing the test when it is not JSON.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

extension Tag {
    /// Suites that take seconds: real servers with latency, a real terminal, the whole dex.
    @Tag static var slow: Self
}

extension PokedexProcess {
    /// No run of the binary in a test takes longer; one that does is killed and fails the test.
    static let timeLimit = 60.0
}

/// Checks `condition` every 10 ms until it holds or `timeout` seconds pass; whether it held.
/// For waiting on what a process or a server did, instead of sleeping a guessed time.
func eventually(within timeout: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        usleep(10_000)
    }
}

extension Process {
    /// Waits for the process to end; one still running after `timeout` seconds is killed, and
    /// the test fails.
    func finish(within timeout: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        if !eventually(within: timeout, { !isRunning }) {
            Issue.record("still running after \(timeout) s: killed", sourceLocation: sourceLocation)
            kill(processIdentifier, SIGKILL)
        }
        waitUntilExit()
    }
}

/// Waits up to `seconds` for `pid`; its exit code, or nil if it is still running.
func exitCode(of pid: pid_t, within seconds: Double) -> Int32? {
    var status: Int32 = 0
    var code: Int32?
    _ = eventually(within: seconds) {
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        code = (status >> 8) & 0xFF
        return true
    }
    return code
}

extension PokedexProcess {
    /// Starts `argv` with posix_spawn, stdin from /dev/null and stdout and stderr into the given
    /// files (nil: /dev/null), with `blocked` signals blocked; the environment is this process's
    /// unless given. For what Foundation's Process cannot do: set the signal mask, or wait for a
    /// program that forks a server (tmux) without waiting forever.
    static func spawn(
        _ argv: [String], environment: [String: String]? = nil, stdin: String? = nil, stdout: String? = nil,
        stderr: String? = nil, blocking blocked: [Int32] = []
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blocked { sigaddset(&mask, signal) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let arguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in arguments { free(pointer) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in variables ?? [] { free(pointer) } }
        var pid: pid_t = 0
        let status =
            variables.map { posix_spawn(&pid, argv[0], &actions, &attributes, arguments, $0) }
            ?? posix_spawn(&pid, argv[0], &actions, &attributes, arguments, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ECHILD) }
        return pid
    }
}
