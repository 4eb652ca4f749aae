import Foundation
import Testing

@Suite struct LineModeEndToEndTests {
    func browse(_ script: String) throws -> PokedexProcess.Result {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-browse-\(UUID().uuidString).txt")
        try Data(script.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        return try PokedexProcess.shell("\"$0\" browse < '\(input.path)'")
    }

    /// Each printed screen starts with its breadcrumb line; with the line after it.
    func screens(_ output: String) -> [(String, String)] {
        let lines = output.components(separatedBy: "\n")
        return lines.indices.filter { lines[$0].hasPrefix("Pokédex") }.map {
            (lines[$0], $0 + 1 < lines.count ? lines[$0 + 1] : "")
        }
    }

    @Test func theStackAfterGoingBack() throws {
        let result = try browse("show eevee\nopen sylveon\nback\nstack\nquit\n")
        #expect(result.status == 0)
        let shown = screens(result.stdout)
        #expect(
            shown.map(\.0) == ["Pokédex › Eevee", "Pokédex › Eevee › Sylveon", "Pokédex › Eevee", "Pokédex › Eevee"])
        #expect(shown.map(\.1).prefix(3) == ["#0133 Eevee", "#0700 Sylveon", "#0133 Eevee"])
        // `stack` prints the stack alone, last.
        #expect(result.stdout.hasSuffix("\n\nPokédex › Eevee\n"))
    }

    @Test func listPagesOpenRowsAndSearch() throws {
        let result = try browse("list\nnext\nopen 3\nback\nsearch char\nopen 1\nstack\n")
        let shown = screens(result.stdout)
        #expect(
            shown.map(\.0) == [
                "Pokédex", "Pokédex", "Pokédex › Arbok", "Pokédex", "Pokédex › Search: char",
                "Pokédex › Search: char › Charmander", "Pokédex › Search: char › Charmander",
            ])
        #expect(
            shown.map(\.1).prefix(6) == [
                "> #0001  Bulbasaur                 Grass · Poison",
                "> #0022  Fearow                    Normal · Flying",
                "#0024 Arbok", "> #0022  Fearow                    Normal · Flying",
                "> #0004  Charmander                prefix",
                "#0004 Charmander",
            ])
    }

    @Test func unknownCommandsAreReportedAndSetTheExitCode() throws {
        let result = try browse("dance\nopen 99\nstack\n")
        #expect(result.status == 2)
        #expect(result.stdout.contains("browse: unknown command 'dance'"))
        #expect(result.stdout.contains("browse: nothing to open at 99"))
        #expect(result.stdout.hasSuffix("Pokédex\n"))
    }

    /// `timeout 2 pokedex browse < fifo`: line mode waiting on a pipe that stays open ends on
    /// SIGTERM or SIGINT within a second, as interrupted.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsLineModeWaitingOnAnOpenPipe(signal: Int32) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in").path
        let stdout = directory.appendingPathComponent("out").path
        let stderr = directory.appendingPathComponent("err").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Held open for writing (read-write, so that opening does not wait for a reader).
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        let pid = try PokedexProcess.spawn(
            [PokedexProcess.binary.path, "browse"], environment: PokedexProcess.baseEnvironment, stdin: fifo,
            stdout: stdout, stderr: stderr)
        _ = "show pikachu\n".withCString { write(writer, $0, strlen($0)) }
        // Answered, so it is reading again: now waiting on the open pipe.
        #expect(
            eventually { (try? String(contentsOfFile: stdout, encoding: .utf8))?.contains("Mouse Pokémon") == true })
        let sent = Date()
        kill(pid, signal)
        let code = exitCode(of: pid, within: 5)
        if code == nil { kill(pid, SIGKILL) }
        #expect(code == 130)
        #expect(Date().timeIntervalSince(sent) < 1)
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "")
    }

    @Test func noCommandOutsideATerminalIsAUsageError() throws {
        let result = try PokedexProcess.run([])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("pokedex: missing command"))
    }
}

/// The full-screen mode in a real terminal: tmux runs it, keys are sent, the pane is read as
/// a person would see it.
@Suite(.serialized, .tags(.slow)) struct FullScreenEndToEndTests {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    final class Session {
        let socket = "pokedex-test-\(UUID().uuidString.prefix(8))"
        let tmux: String

        init(tmux: String, command: String, width: Int = 100, height: Int = 30) throws {
            self.tmux = tmux
            // The server this starts lives on: it must not hold a pipe of ours open.
            try run(["new-session", "-d", "-x", String(width), "-y", String(height), command], capture: false)
        }

        deinit { _ = try? run(["kill-server"], capture: false) }

        /// Runs tmux with posix_spawn and waitpid: Foundation's Process can wait forever on a
        /// client that forks the tmux server.
        @discardableResult
        func run(_ arguments: [String], capture: Bool = true) throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pokedex-tmux-\(UUID().uuidString)"
            ).path
            defer { unlink(output) }
            let pid = try PokedexProcess.spawn(
                [tmux, "-L", socket, "-f", "/dev/null"] + arguments, stdout: capture ? output : nil)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return capture ? (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" : ""
        }

        func keys(_ keys: String...) throws { try run(["send-keys"] + keys, capture: false) }

        var screen: String { (try? run(["capture-pane", "-p"])) ?? "" }

        /// Waits (up to 10 s) until the pane shows `text`.
        func wait(for text: String) -> Bool {
            wait { $0.contains(text) }
        }

        /// Waits (up to 10 s) until what the pane shows passes `check`.
        func wait(until check: (String) -> Bool) -> Bool {
            eventually { check(screen) }
        }
    }

    @Test(
        .enabled(
            if: tmux != nil,
            "tmux is not installed here, so the full-screen test is skipped (make test tries to install it)"))
    func browsingOpensGoesBackSearchesAndRestoresTheTerminal() throws {
        let environment = PokedexProcess.baseEnvironment
        let command =
            "env POKEDEX_OFFLINE=1 POKEDEX_CACHE_DIR='\(environment["POKEDEX_CACHE_DIR"] ?? "/tmp")' TERM=xterm-256color "
            + "'\(PokedexProcess.binary.path)'; echo EXITED:$?; sleep 30"
        let session = try Session(tmux: try #require(Self.tmux), command: command)
        #expect(session.wait(for: "#0001  Bulbasaur"))
        #expect(session.screen.hasPrefix("Pokédex\n"))
        #expect(session.screen.contains("↑↓ move · ⏎ open"))
        #expect(try session.run(["display", "-p", "#{alternate_on}"]) == "1\n")

        try session.keys("j", "j", "j", "Enter")
        #expect(session.wait(for: "Pokédex › Charmander"))
        #expect(session.wait(for: "Lizard Pokémon · Generation I"))
        try session.keys("Right", "Enter")
        #expect(session.wait(for: "Pokédex › Charmander › Charizard"))
        try session.keys("BSpace")
        #expect(session.wait(for: "Pokédex › Charmander\n"))
        try session.keys("Escape")
        #expect(session.wait { $0.hasPrefix("Pokédex\n") })

        try session.keys("/", "p", "i", "k", "a")
        #expect(session.wait(for: "Pokédex › Search: pika"))
        #expect(session.wait(for: "#0025  Pikachu"))
        try session.keys("Enter")
        #expect(session.wait(for: "Mouse Pokémon"))

        // A resize redraws the whole frame at the new size.
        try session.run(["resize-window", "-x", "50", "-y", "16"], capture: false)
        #expect(
            session.wait { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return screen.contains("↑↓ scroll") && lines.prefix(16).allSatisfy { $0.count <= 50 }
                    && lines.first?.hasPrefix("Pokédex › Search: pika › Pikachu") == true
            })

        try session.keys("q")
        #expect(session.wait(for: "EXITED:0"))
        // The terminal is back: main screen, cursor shown, no leftovers of the Pokédex.
        #expect(try session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
        #expect(!session.screen.contains("Pokédex ›"))
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func sigtermRestoresTheTerminal() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-pid-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        // `exec` keeps the shell's pid, which the shell writes down first.
        let command =
            "sh -c 'echo $$ > \(pidFile); exec env POKEDEX_OFFLINE=1 \(PokedexProcess.binary.path) browse'; echo EXITED:$?; sleep 30"
        let session = try Session(tmux: try #require(Self.tmux), command: command, width: 80, height: 24)
        #expect(session.wait(for: "#0001  Bulbasaur"))
        let pid = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        #expect(session.wait(for: "EXITED:130"))
        #expect(try session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
    }
}
