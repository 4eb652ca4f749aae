import Foundation
import PokedexCommandTesting
import PokedexTerminalUI
import PokedexTestSupport
import Testing

@Suite struct LineModeEndToEndTests {
    func browse(_ script: String) async throws -> PokedexProcess.Result {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-browse-\(UUID().uuidString).txt")
        try Data(script.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        return try await PokedexProcess.shell("\"$0\" browse < '\(input.path)'")
    }

    /// Each printed screen starts with its breadcrumb line; with the line after it.
    func screens(_ output: String) -> [(String, String)] {
        let lines = output.components(separatedBy: "\n")
        return lines.indices.filter { lines[$0].hasPrefix("Pokédex") }.map {
            (lines[$0], $0 + 1 < lines.count ? lines[$0 + 1] : "")
        }
    }

    @Test func theStackAfterGoingBack() async throws {
        let result = try await browse("show eevee\nopen sylveon\nback\nstack\nquit\n")
        #expect(result.status == 0)
        let shown = screens(result.stdout)
        #expect(
            shown.map(\.0) == ["Pokédex › Eevee", "Pokédex › Eevee › Sylveon", "Pokédex › Eevee", "Pokédex › Eevee"])
        #expect(shown.map(\.1).prefix(3) == ["#0133 Eevee", "#0700 Sylveon", "#0133 Eevee"])
        // `stack` prints the stack alone, last.
        #expect(result.stdout.hasSuffix("\n\nPokédex › Eevee\n"))
    }

    @Test func listPagesOpenRowsAndSearch() async throws {
        let result = try await browse("list\nnext\nopen 3\nback\nsearch char\nopen 1\nstack\n")
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

    @Test func unknownCommandsAreReportedAndSetTheExitCode() async throws {
        let result = try await browse("dance\nopen 99\nstack\n")
        #expect(result.status == 2)
        #expect(result.stdout.contains("browse: unknown command 'dance'"))
        #expect(result.stdout.contains("browse: nothing to open at 99"))
        #expect(result.stdout.hasSuffix("Pokédex\n"))
    }

    /// `timeout 2 pokedex browse < fifo`: line mode waiting on a pipe that stays open ends on
    /// SIGTERM or SIGINT within a second, as interrupted.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsLineModeWaitingOnAnOpenPipe(signal: Int32) async throws {
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
        let child = try ChildProcess(
            [PokedexProcess.binary.path, "browse"], environment: PokedexProcess.baseEnvironment, stdin: fifo,
            stdout: stdout, stderr: stderr)
        _ = "show pikachu\n".withCString { write(writer, $0, strlen($0)) }
        // Answered, so it is reading again: now waiting on the open pipe.
        #expect(
            await eventually {
                (try? String(contentsOfFile: stdout, encoding: .utf8))?.contains("Mouse Pokémon") == true
            })
        let sent = ContinuousClock.now
        child.signal(signal)
        let code = await child.exitCode(within: 5)
        #expect(code == 130)
        #expect(try #require(child.seconds(from: sent)) < 1)
        // An interrupted command says so in its one line, and nothing else.
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "pokedex: Interrupted.\n")
    }

    /// A 10 MB line and then a hundred and fifty `show`s: line mode stays under 64 MB, cuts the
    /// line (it is an unknown command, echoed short) and answers every `show`.
    @Test func aHugeLineAndManyShowsKeepLineModeSmall() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in")
        let text = String(repeating: "x", count: 10_000_000) + "\n" + String(repeating: "show pikachu\n", count: 70)
        try Data(text.utf8).write(to: input)
        let stdout = directory.appendingPathComponent("out").path
        let child = try ChildProcess(
            [PokedexProcess.binary.path, "browse"], environment: PokedexProcess.baseEnvironment, stdin: input.path,
            stdout: stdout)
        // Exit 2: one line was not a command.
        #expect(await child.exitCode(within: 120) == 2)
        let output = try String(contentsOfFile: stdout, encoding: .utf8)
        #expect(output.components(separatedBy: "Mouse Pokémon").count - 1 == 70)
        #expect(output.contains("browse: unknown command '\(String(repeating: "x", count: 40))…'"))
        // Measured by a small program of its own: a child spawned by this large test process
        // would be charged this process's peak too (see peak-rss).
        let probe = directory.appendingPathComponent("peak").path
        let measured = try ChildProcess(
            [
                PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("peak-rss").path,
                PokedexProcess.binary.path, "browse",
            ],
            environment: PokedexProcess.baseEnvironment, stdin: input.path, stdout: probe)
        #expect(await measured.exitCode(within: 120) == 0)
        let kilobytes = try #require(
            Int(try String(contentsOfFile: probe, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kilobytes > 1024 && kilobytes < 64 << 10, "peak \(kilobytes >> 10) MB")
    }

    @Test func noCommandOutsideATerminalIsAUsageError() async throws {
        let result = try await PokedexProcess.run([])
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

        private init(tmux: String) {
            self.tmux = tmux
        }

        static func start(tmux: String, command: String, width: Int = 100, height: Int = 30) async throws -> Session {
            let session = Session(tmux: tmux)
            // The server this starts lives on: it must not hold a pipe of ours open.
            try await session.run(
                ["new-session", "-d", "-x", String(width), "-y", String(height), command], capture: false)
            return session
        }

        // Not waited for: the child's own waiter thread reaps it.
        deinit { _ = try? ChildProcess([tmux, "-L", socket, "-f", "/dev/null", "kill-server"]) }

        /// Runs tmux with posix_spawn, awaited: Foundation's Process can wait forever on a
        /// client that forks the tmux server. In the tests' environment, which the server and
        /// so every pane take: no pane's pokedex reads the marks, settings or cache of whoever
        /// runs the tests.
        @discardableResult
        func run(_ arguments: [String], capture: Bool = true) async throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pokedex-tmux-\(UUID().uuidString)"
            ).path
            defer { unlink(output) }
            let child = try ChildProcess(
                [tmux, "-L", socket, "-f", "/dev/null"] + arguments, environment: PokedexProcess.baseEnvironment,
                stdout: capture ? output : nil)
            _ = await child.exit()
            return capture ? (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" : ""
        }

        func keys(_ keys: String...) async throws { try await run(["send-keys"] + keys, capture: false) }

        var screen: String {
            get async { (try? await run(["capture-pane", "-p"])) ?? "" }
        }

        /// Waits (up to 10 s) until the pane shows `text`.
        func wait(for text: String) async -> Bool {
            await wait { $0.contains(text) }
        }

        /// Waits (up to 10 s) until what the pane shows passes `check`.
        func wait(until check: (String) -> Bool) async -> Bool {
            await eventually { check(await screen) }
        }
    }

    /// The shell command a pane runs: pokedex offline with an empty cache of its own and
    /// these arguments, then its exit code, then a pause so the pane stays to be read.
    static func pokedexInPane(_ arguments: String) -> String {
        let cache = PokedexProcess.baseEnvironment["POKEDEX_CACHE_DIR"] ?? "/tmp"
        return "env POKEDEX_OFFLINE=1 POKEDEX_CACHE_DIR='\(cache)' TERM=xterm-256color "
            + "'\(PokedexProcess.binary.path)' \(arguments); echo EXITED:$?; sleep 30"
    }

    @Test(
        .enabled(
            if: tmux != nil,
            "tmux is not installed here, so the full-screen test is skipped (make test tries to install it)"))
    func browsingOpensGoesBackSearchesAndRestoresTheTerminal() async throws {
        let command = Self.pokedexInPane("")
        let session = try await Session.start(tmux: try #require(Self.tmux), command: command)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        #expect((await session.screen).hasPrefix("Pokédex\n"))
        #expect((await session.screen).contains("↑↓ move · ⏎ open"))
        #expect(try await session.run(["display", "-p", "#{alternate_on}"]) == "1\n")

        try await session.keys("j", "j", "j", "Enter")
        #expect(await session.wait(for: "Pokédex › Charmander"))
        #expect(await session.wait(for: "Lizard Pokémon · Generation I"))
        try await session.keys("Right", "Enter")
        #expect(await session.wait(for: "Pokédex › Charmander › Charizard"))
        try await session.keys("BSpace")
        #expect(await session.wait(for: "Pokédex › Charmander\n"))
        try await session.keys("Escape")
        #expect(await session.wait { $0.hasPrefix("Pokédex\n") })

        try await session.keys("/", "p", "i", "k", "a")
        #expect(await session.wait(for: "Pokédex › Search: pika"))
        #expect(await session.wait(for: "#0025  Pikachu"))
        try await session.keys("Enter")
        #expect(await session.wait(for: "Mouse Pokémon"))

        // A resize redraws the whole frame at the new size.
        try await session.run(["resize-window", "-x", "50", "-y", "16"], capture: false)
        #expect(
            await session.wait { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return screen.contains("↑↓ scroll") && lines.prefix(16).allSatisfy { $0.count <= 50 }
                    && lines.first?.hasPrefix("Pokédex › Search: pika › Pikachu") == true
            })

        try await session.keys("q")
        #expect(await session.wait(for: "EXITED:0"))
        // The terminal is back: main screen, cursor shown, no leftovers of the Pokédex.
        #expect(try await session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
        #expect(!(await session.screen).contains("Pokédex ›"))
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func theListUsesTheWholeScreenAtEachWidth() async throws {
        let command = Self.pokedexInPane("browse")
        let session = try await Session.start(
            tmux: try #require(Self.tmux), command: command, width: 200, height: 40)
        func rows(_ screen: String) -> [Substring] { screen.split(separator: "\n", omittingEmptySubsequences: false) }
        // Three panes: the list, Bulbasaur's entry, and where its picture goes (none offline
        // with an empty cache, or none drawn without colours: a framed placeholder, not a hole).
        #expect(
            await session.wait {
                $0.contains("│ #0001 Bulbasaur") && ($0.contains("no picture") || $0.contains("pictures are off"))
            })
        var screen = await session.screen
        #expect(rows(screen)[1].contains("#0001  Bulbasaur"))
        #expect(screen.contains("Seed Pokémon · Generation I"))
        #expect(screen.contains("┌" + String(repeating: "─", count: 38) + "┐"))
        #expect(screen.contains("⇥ entry"))
        // The cursor moves; the entry follows it.
        try await session.keys("j", "j", "j")
        #expect(await session.wait(for: "│ #0004 Charmander"))
        // Tab gives the keys to the entry: ↓ scrolls it, the list stays on Charmander.
        try await session.keys("Tab", "j")
        #expect(await session.wait { $0.contains("⇥ list") && !$0.contains("│ #0004 Charmander") })
        // 160 and 120 columns: three panes, then two; 90: the list alone.
        for (width, panes) in [(160, 3), (120, 2), (90, 1)] {
            try await session.run(["resize-window", "-x", String(width), "-y", "40"], capture: false)
            #expect(
                await session.wait { screen in
                    let lines = rows(screen).prefix(40)
                    return lines.allSatisfy { $0.count <= width }
                        && lines.dropFirst().first.map { $0.split(separator: "│").count == panes } == true
                }, "\(width) columns")
        }
        screen = await session.screen
        #expect(screen.contains("#0004  Charmander"))
        #expect(!screen.contains("⇥"))
        try await session.keys("q")
        #expect(await session.wait(for: "EXITED:0"))
        #expect(try await session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
    }

    /// The full screen in a real terminal at the three sizes: a burst of digits and Enter
    /// opens that number, a paste into search is one query, `:` opens a team, bad `:` input is
    /// one status line, the help fits, and nothing drawn is wider than the terminal.
    @Test(
        .enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"),
        arguments: [(80, 24), (120, 40), (200, 60)])
    func everyPointAtEachSize(width: Int, height: Int) async throws {
        let session = try await Session.start(
            tmux: try #require(Self.tmux), command: Self.pokedexInPane("browse"), width: width, height: height)
        func fits(_ screen: String) -> Bool {
            screen.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy {
                TextWidth.columns(String($0)) <= width
            }
        }
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        // Digits and Enter in one burst, at the top of the list.
        try await session.run(["send-keys", "-l", "445\r"], capture: false)
        #expect(await session.wait(for: "Pokédex › Garchomp"))
        try await session.keys("Escape")
        #expect(await session.wait { $0.hasPrefix("Pokédex\n") })
        // A paste into search: one query.
        try await session.keys("/")
        try await session.run(["set-buffer", "pikachu"], capture: false)
        try await session.run(["paste-buffer", "-p"], capture: false)
        #expect(await session.wait { $0.contains("pikachu▏") && $0.contains("Pikachu") })
        try await session.keys("Escape", "Escape")
        // `:team` opens a team's screen.
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "team garchomp rotom-wash gholdengo"], capture: false)
        try await session.keys("Enter")
        #expect(await session.wait(for: "Team"))
        #expect(fits(await session.screen))
        // Bad input: one status line, the screen stays.
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "shwo pikachu"], capture: false)
        try await session.keys("Enter")
        #expect(await session.wait(for: "Not run: unknown command 'shwo'"))
        #expect((await session.screen).hasPrefix("Pokédex › Team"))
        // The help, within the terminal.
        try await session.keys("?")
        #expect(await session.wait { $0.contains("quit") })
        #expect(fits(await session.screen))
        try await session.keys("Escape", "q")
        #expect(await session.wait(for: "EXITED:0"))
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func colonRunsACommandOntoTheStack() async throws {
        let command = Self.pokedexInPane("browse")
        let session = try await Session.start(tmux: try #require(Self.tmux), command: command, width: 90, height: 30)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "moves bulbasaur --game red-blue"], capture: false)
        #expect(await session.wait(for: ":moves bulbasaur --game red-blue▏"))
        try await session.keys("Enter")
        #expect(await session.wait(for: "moves in Red/Blue"))
        #expect((await session.screen).hasPrefix("Pokédex › "))
        // The mouse is reported to the Pokédex (SGR mode), and a click on a row selects it.
        #expect(try await session.run(["display", "-p", "#{mouse_sgr_flag}"]) == "1\n")
        try await session.keys("Escape")
        #expect(await session.wait { $0.hasPrefix("Pokédex\n") })
        try await session.run(["send-keys", "-l", "\u{1B}[<0;5;5M"], capture: false)
        #expect(await session.wait { $0.contains("#0004  Charmander") && !$0.contains("moves in Red/Blue") })
        try await session.run(["send-keys", "-l", "\u{1B}[<0;5;5M"], capture: false)
        #expect(await session.wait(for: "Pokédex › Charmander"))
        // A click on a link under the entry opens it.
        #expect(await session.wait { $0.contains("Open: ") && $0.contains(" Charmeleon ") })
        let lines = (await session.screen).components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.hasPrefix("Open: ") && $0.contains(" Charmeleon ") })
        let link = try #require(lines[row].range(of: "Charmeleon"))
        let column = lines[row].distance(from: lines[row].startIndex, to: link.lowerBound) + 1
        try await session.run(["send-keys", "-l", "\u{1B}[<0;\(column);\(row + 1)M"], capture: false)
        #expect(await session.wait(for: "Pokédex › Charmander › Charmeleon"))
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "moves bulbasaur --game red-blue"], capture: false)
        try await session.keys("Enter")
        #expect(await session.wait(for: "moves in Red/Blue"))
        // A typo is one line on the status line; the screen stays.
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "compare bulbasaur pikachuu"], capture: false)
        try await session.keys("Enter")
        #expect(await session.wait(for: "No Pokémon named 'pikachuu'. Did you mean: pikachu?"))
        #expect((await session.screen).contains("moves in Red/Blue"))
        // ↑ brings the last command back.
        try await session.keys(":", "Up")
        #expect(await session.wait(for: ":compare bulbasaur pikachuu▏"))
        try await session.keys("Escape", "q")
        #expect(await session.wait(for: "EXITED:0"))
        #expect(try await session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
        #expect(
            try await session.run(["display", "-p", "#{mouse_sgr_flag}"]) == "0\n", "the mouse is the terminal's again")
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func gPicksTheGameOfAnEntrysMovesAndPlaces() async throws {
        let session = try await Session.start(
            tmux: try #require(Self.tmux), command: Self.pokedexInPane("browse"), width: 90, height: 40)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        try await session.keys(":")
        try await session.run(["send-keys", "-l", "show pikachu"], capture: false)
        try await session.keys("Enter")
        #expect(await session.wait(for: "Pokédex › Pikachu"))
        try await session.keys("g")
        #expect(await session.wait(for: "Moves of Pikachu in which game?"))
        // The first game: Red and Green.
        try await session.keys("Home", "Enter")
        try await session.keys("6")
        #expect(await session.wait(for: "Met at     Viridian Forest, Kanto Power Plant (Red/Green)"))
        try await session.keys("7")
        #expect(await session.wait(for: "#0025 Pikachu · moves in Red/Green"))
        try await session.keys("q")
        #expect(await session.wait(for: "EXITED:0"))
    }

    /// The full-screen Pokédex in Japanese on a real terminal: the list and the entry beside
    /// it, the footer, the help, the link prompt, the game picker and an evolution's condition.
    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func everyScreenOfTheBrowserIsInTheChosenLanguage() async throws {
        let session = try await Session.start(
            tmux: try #require(Self.tmux), command: Self.pokedexInPane("browse --lang ja"), width: 160, height: 45)
        #expect(await session.wait(for: "#0001  フシギダネ"))
        #expect(await session.wait(for: "↑↓ 移動 · ⏎ 開く"))
        #expect(await session.wait(for: "種族値"), "the entry beside the list")
        try await session.keys("?")
        #expect(await session.wait(for: "Ctrl-C  q"))
        #expect(await session.wait(for: "終了"))
        try await session.keys("Escape", "Enter")
        #expect(await session.wait(for: "Pokédex › フシギダネ"))
        #expect(await session.wait(for: "フシギソウ · レベル16"))
        try await session.keys("f")
        #expect(await session.wait(for: "開く：▏ （リンクの文字を入力。Esc：やめる）"))
        try await session.keys("Escape", "g")
        #expect(await session.wait(for: "フシギダネの技：どのゲーム？"))
        try await session.keys("Escape", "q")
        #expect(await session.wait(for: "EXITED:0"))
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func noMouseLeavesTheMouseToTheTerminal() async throws {
        let command = Self.pokedexInPane("browse --no-mouse")
        let session = try await Session.start(tmux: try #require(Self.tmux), command: command, width: 90, height: 30)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        #expect(try await session.run(["display", "-p", "#{mouse_any_flag}"]) == "0\n")
        try await session.keys("q")
        #expect(await session.wait(for: "EXITED:0"))
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"))
    func sigtermRestoresTheTerminal() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-pid-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        // `exec` keeps the shell's pid, which the shell writes down first.
        let command =
            "sh -c 'echo $$ > \(pidFile); exec env POKEDEX_OFFLINE=1 \(PokedexProcess.binary.path) browse'; echo EXITED:$?; sleep 30"
        let session = try await Session.start(tmux: try #require(Self.tmux), command: command, width: 80, height: 24)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        let pid = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        #expect(await session.wait(for: "EXITED:130"))
        #expect(try await session.run(["display", "-p", "#{alternate_on}"]) == "0\n")
    }

    /// Ctrl-Z (a key in raw mode) and `kill -TSTP` stop the full screen as the shell expects:
    /// the terminal is put back first (main screen, cursor shown, no mouse reports), and after
    /// `fg` raw mode is taken again and the whole screen drawn anew: one `q`, with no Enter
    /// after it, quits.
    @Test(
        .enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"),
        arguments: ["key", "signal"])
    func aStopPutsTheTerminalBackAndFgTakesItAgain(how: String) async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-pid-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        let session = try await Session.start(
            tmux: try #require(Self.tmux), command: "env PS1='$ ' bash --norc --noprofile -i", width: 80, height: 24)
        let cache = PokedexProcess.baseEnvironment["POKEDEX_CACHE_DIR"] ?? "/tmp"
        try await session.keys(
            "sh -c 'echo $$ > \(pidFile); exec env POKEDEX_OFFLINE=1 POKEDEX_CACHE_DIR=\(cache) TERM=xterm-256color "
                + "\(PokedexProcess.binary.path) browse'",
            "Enter")
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        let flags = ["display", "-p", "#{alternate_on} #{mouse_sgr_flag} #{cursor_flag}"]
        #expect(try await session.run(flags) == "1 1 0\n")
        if how == "key" {
            try await session.keys("C-z")
        } else {
            let pid = try #require(
                Int32(
                    try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
                ))
            kill(pid, SIGTSTP)
        }
        #expect(await session.wait(for: "Stopped"))
        #expect(try await session.run(flags) == "0 0 1\n")
        #expect(!(await session.screen).contains("Bulbasaur"))

        try await session.keys("fg", "Enter")
        #expect(await session.wait { $0.hasPrefix("Pokédex\n") && $0.contains("#0001  Bulbasaur") })
        #expect(try await session.run(flags) == "1 1 0\n")
        try await session.keys("q")
        #expect(await session.wait { !$0.contains("#0001  Bulbasaur") })
        try await session.keys("echo EXITED:$?", "Enter")
        #expect(await session.wait(for: "EXITED:0"))
    }

    /// A crash while the screen is held (here a signal that a trap or a bad access would
    /// raise) puts the terminal back — main screen, cursor shown, no mouse reports, the line
    /// discipline as it was — and the process still dies of that signal.
    @Test(
        .enabled(if: tmux != nil, "tmux is not installed here, so the full-screen test is skipped"),
        arguments: [SIGABRT, SIGSEGV, SIGILL])
    func aCrashStillRestoresTheTerminal(signal: Int32) async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-pid-\(UUID().uuidString)")
            .path
        defer { unlink(pidFile) }
        let command =
            "sh -c 'echo $$ > \(pidFile); exec env SWIFT_BACKTRACE=enable=no POKEDEX_OFFLINE=1 "
            + "\(PokedexProcess.binary.path) browse'; echo EXITED:$?; stty -a | grep -o -- ' -\\?icanon'; sleep 30"
        let session = try await Session.start(tmux: try #require(Self.tmux), command: command, width: 80, height: 24)
        #expect(await session.wait(for: "#0001  Bulbasaur"))
        #expect(
            try await session.run(["display", "-p", "#{alternate_on} #{mouse_sgr_flag} #{cursor_flag}"]) == "1 1 0\n")
        let pid = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, signal)
        #expect(await session.wait(for: "EXITED:\(128 + signal)"))
        #expect(
            try await session.run(["display", "-p", "#{alternate_on} #{mouse_sgr_flag} #{cursor_flag}"]) == "0 0 1\n")
        #expect(await session.wait { $0.contains(" icanon") && !$0.contains("-icanon") })
    }
}
