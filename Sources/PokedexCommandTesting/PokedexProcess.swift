import Foundation
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `pokedex` binary, as a user or a script would, and keeps stdout, stderr and
/// the exit status apart.
package struct PokedexProcess {
    package struct Result: Sendable {
        package let stdout: String
        package let stderr: String
        package let status: Int32
        /// From the start of the process to its end: not the wait for a place to run it.
        package let seconds: Double

        package init(stdout: String, stderr: String, status: Int32, seconds: Double = 0) {
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
            self.seconds = seconds
        }
    }

    /// The binary SwiftPM built beside this test bundle.
    package static let binary: URL = {
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

    /// A prefix of its own with the built binary copied into `bin` and an empty `share/pokedex`,
    /// as `make install` lays them out: `(prefix, prefix/bin/pokedex, prefix/share/pokedex)`.
    /// The copy is written through a descriptor closed on exec: a child another test starts
    /// meanwhile must not inherit it open for writing, or running the copy fails with ETXTBSY.
    package static func installedCopy() throws -> (prefix: URL, binary: URL, share: URL) {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-prefix-\(UUID().uuidString)")
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/pokedex")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("pokedex")
        let bytes = try Data(contentsOf: binary)
        let descriptor = open(copy.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw POSIXError(.EIO) }
        return (prefix, copy, share)
    }

    /// The environment a test starts from: this one without what changes the output, offline
    /// unless a test says otherwise, with a cache folder of its own.
    package static var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("POKEDEX_") || key == "XDG_CACHE_HOME" || key == "XDG_DATA_HOME"
        {
            environment[key] = nil
        }
        for key in ["NO_COLOR", "COLUMNS", "TERM"] { environment[key] = nil }
        environment["TERM"] = "xterm-256color"
        environment["POKEDEX_OFFLINE"] = "1"
        // A long answer on a terminal is printed, not paged (the pager's own tests set one).
        environment["POKEDEX_PAGER"] = "cat"
        environment["POKEDEX_CACHE_DIR"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("pokedex-e2e-cache-\(UUID().uuidString)").path
        // No test reads or writes the marks of whoever runs the tests: a folder of its own,
        // made only when a test marks something.
        // Nor the settings of whoever runs them: a config folder that does not exist.
        environment["XDG_CONFIG_HOME"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("pokedex-e2e-config-\(UUID().uuidString)").path
        environment["POKEDEX_DATA_DIR"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("pokedex-e2e-data-\(UUID().uuidString)").path
        return environment
    }

    /// Runs `executable` and waits for it. The environment is `baseEnvironment` with
    /// `environment` on top, or `environment` alone when `exactly`.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], exactly: Bool = false,
        executable: URL = binary, currentDirectory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path
        let environment = exactly ? environment : baseEnvironment.merging(environment) { $1 }
        let clock = ContinuousClock()
        let (status, elapsed) = try await ChildSlots.shared.run {
            let start = clock.now
            var started: ChildProcess?
            // A program just copied may be busy for a moment: try again until it is not.
            _ = try await eventually {
                do {
                    started = try ChildProcess(
                        [executable.path] + arguments, environment: environment, stdout: outPath, stderr: errPath,
                        directory: currentDirectory?.path)
                    return true
                } catch let error as POSIXError where error.code == .ETXTBSY {
                    return false
                }
            }
            let child = try #require(started)
            let status = await child.finish(within: timeLimit, sourceLocation: sourceLocation)
            return (status, start.duration(to: child.ended ?? clock.now))
        }
        return Result(
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self),
            status: status, seconds: elapsed.seconds)
    }

    /// Runs `script` in bash with `$0` naming the binary (`"$0" list | head -1`), stdout and
    /// stderr kept apart.
    package static func shell(_ script: String, environment: [String: String] = [:]) async throws -> Result {
        try await run(
            ["-c", script, binary.path], environment: environment, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    /// Starts the binary and returns at once, with stdout and stderr going to files in `directory`.
    package static func start(_ arguments: [String], environment: [String: String], directory: URL) throws
        -> ChildProcess
    {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try ChildProcess(
            [binary.path] + arguments, environment: baseEnvironment.merging(environment) { $1 },
            stdout: directory.appendingPathComponent("stdout").path,
            stderr: directory.appendingPathComponent("stderr").path)
    }

    /// Runs with stdout on a real pseudo-terminal of `columns` columns; returns what the terminal received.
    /// With `stderrToo`, stderr goes to the same terminal and `stderr` of the result is empty.
    package static func runOnTerminal(
        _ arguments: [String], environment: [String: String] = [:], executable: URL = binary, columns: UInt16 = 80,
        stderrToo: Bool = false
    ) async throws -> Result {
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
        defer { close(master) }
        let terminal = "/dev/pts/\(number)"
        let slave = open(terminal, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        // Keep the terminal from turning "\n" into "\r\n", so output compares as written.
        var attributes = termios()
        tcgetattr(slave, &attributes)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(slave, TCSANOW, &attributes)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let errPath = directory.appendingPathComponent("stderr").path
        let clock = ContinuousClock()
        let (received, status, elapsed) = try await ChildSlots.shared.run {
            () async throws -> ([UInt8], Int32, Duration) in
            let start = clock.now
            let spawned = Swift.Result {
                try ChildProcess(
                    [executable.path] + arguments, environment: baseEnvironment.merging(environment) { $1 },
                    stdout: terminal, stderr: stderrToo ? terminal : errPath)
            }
            // Only the child holds the terminal now: its end closes when the child ends.
            close(slave)
            let child = try spawned.get()
            // Read on a thread of its own until EIO: the child has closed its end.
            let received = try await onOwnThread { () -> [UInt8] in
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = read(master, &buffer, buffer.count)
                    if count <= 0 { break }
                    received += buffer[0..<count]
                }
                return received
            }
            let status = await child.finish(within: timeLimit)
            return (received, status, start.duration(to: child.ended ?? clock.now))
        }
        let stderr = stderrToo ? Data() : try Data(contentsOf: URL(fileURLWithPath: errPath))
        return Result(
            stdout: String(decoding: received, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            status: status, seconds: elapsed.seconds)
    }
}

/// Parses JSON output, failing the test when it is not JSON.
package func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

extension Tag {
    /// Suites that take seconds: real servers with latency, a real terminal, the whole dex.
    @Tag package static var slow: Self
}

extension PokedexProcess {
    /// No run of the binary in a test takes longer; one that does is killed and fails the test.
    package static let timeLimit = 60.0
}

extension ChildProcess {
    /// Waits for the child to end; one still running after `timeout` seconds is killed, and
    /// the test fails. Its status as a shell reports it.
    @discardableResult
    package func finish(within timeout: Double, sourceLocation: SourceLocation = #_sourceLocation) async -> Int32 {
        guard let ended = await exit(within: .seconds(timeout)) else {
            Issue.record("still running after \(timeout) s: killed", sourceLocation: sourceLocation)
            return 128 + SIGKILL
        }
        return ended.status
    }

    /// How it ended, as a shell reports it; -1 while it runs.
    package var terminationStatus: Int32 { termination?.status ?? -1 }

    /// Waits up to `seconds` for the child; its exit status, or nil if it was still running
    /// (it is then killed).
    package func exitCode(within seconds: Double) async -> Int32? {
        await exit(within: .seconds(seconds))?.status
    }
}
