import Foundation
import PokedexApp
import PokedexCommandTesting
import Testing

/// Every `console` example in the README and docs/, run as printed: each `$ ` line in bash on
/// a real terminal of 80 columns, offline, colours off, stdout and stderr together as a person
/// sees them. Its output must be the lines under it, to the letter.
@Suite struct DocsExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let file: String
        let line: Int
        let command: String
        let output: String

        var testDescription: String { "\(file):\(line) $ \(command)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents a newcomer reads.
    static let documents = ["README.md"] + documentsIn("docs")

    static func documentsIn(_ folder: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }

    /// The examples of every `console` block, in order.
    static let examples: [Example] = documents.flatMap { file -> [Example] in
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var inConsole = false
        var current: (line: Int, command: String, output: [String])?
        func close() {
            guard let open = current else { return }
            var output = open.output
            while output.last?.isEmpty == true { output.removeLast() }
            examples.append(
                Example(file: file, line: open.line, command: open.command, output: output.joined(separator: "\n")))
            current = nil
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if inConsole { close() }
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                close()
                current = (index + 1, String(line.dropFirst(2)), [])
            } else {
                current?.output.append(String(line))
            }
        }
        return examples
    }

    /// Every `pokedex …` line of the README's `sh` blocks (the full screen, and `sprite`,
    /// whose pictures come from the network, aside): run as printed from the project's
    /// folder (the example team is `docs/examples/team.txt`), offline, it answers with exit 0
    /// and nothing on stderr.
    static let readmeLines: [String] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else {
            return []
        }
        var lines: [String] = []
        var inShell = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            let command = (line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "")
                .trimmingCharacters(in: .whitespaces)
            if inShell, command.hasPrefix("pokedex "), !command.hasPrefix("pokedex sprite") {
                lines.append(command)
            }
        }
        return lines
    }()

    @Test(arguments: readmeLines)
    func everyReadmeCommandRuns(line: String) async throws {
        let words = try #require(try? ShellWords.split(line).get())
        let result = try await PokedexProcess.run(Array(words.dropFirst()), currentDirectory: Self.root)
        #expect(result.status == 0, "\(line): \(result.stderr)")
        // Piped and offline, a move, ability or item says where its effect text is; nothing else
        // goes on stderr.
        let effectNote =
            "pokedex: PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use.\n"
        #expect(result.stderr.isEmpty || result.stderr == effectNote, "\(line): \(result.stderr)")
        #expect(!result.stdout.isEmpty, "\(line)")
    }

    @Test func theReadmeTriesTheExampleTeam() {
        #expect(Self.readmeLines.contains { $0.contains("--file docs/examples/team.txt") })
        #expect(Self.readmeLines.contains { $0.contains("--team docs/examples/team.txt") })
        #expect(Self.readmeLines.count >= 8)
    }

    @Test func theDocumentsHaveExamples() {
        #expect(Self.documents.contains("docs/GUIDE.md"))
        #expect(Self.examples.count >= 20, "\(Self.examples.count) examples")
    }

    @Test(arguments: examples)
    func everyExampleReproducesVerbatim(example: Example) async throws {
        let path = PokedexProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let result = try await PokedexProcess.runOnTerminal(
            ["-c", example.command], environment: ["PATH": path, "NO_COLOR": "1", "COLUMNS": "80"],
            executable: URL(fileURLWithPath: "/bin/bash"), columns: 80, stderrToo: true)
        var shown = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        while shown.hasSuffix("\n") { shown.removeLast() }
        #expect(
            shown == example.output,
            "\(example.file):\(example.line)\n--- printed:\n\(shown)\n--- documented:\n\(example.output)")
    }
}

/// docs/ARCHITECTURE.md names only what exists: every file its checklist for adding a command
/// names is there, and every name in backquotes that looks like a Swift type is declared.
@Suite struct ArchitectureDocumentTests {
    static let text =
        (try? String(
            contentsOf: DocsExamplesTests.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)) ?? ""

    @Test func theChecklistNamesFilesThatExist() throws {
        let targets = [
            "App": "PokedexApp", "Interactors": "PokedexInteractors", "Presentation": "PokedexPresentation",
            "TerminalUI": "PokedexTerminalUI", "Words": "PokedexWords",
        ]
        var checked = 0
        // The source files a new command edits rather than adds.
        var edited: [String] = []
        for line in Self.text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let target = targets[cells[0]] else { continue }
            let paths = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({
                $0.offset % 2 == 1
            }).map(\.element).filter { $0.hasSuffix(".swift") }
            if !cells[1].contains("(new)") { edited += paths.map(String.init) }
            for path in paths where !path.contains("<") {
                let file = DocsExamplesTests.root.appendingPathComponent("Sources/\(target)/\(path)")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
                checked += 1
            }
        }
        #expect(checked >= 8)
        // A command's own files, a line in the one registry (the commands'), and its words
        // (the phrase and its row in ten languages): three existing files.
        #expect(edited == ["Commands/PokedexCommand.swift", "Phrase.swift", "Phrasebook/Phrasebook+<area>.swift"])
    }

    @Test func everyTypeItNamesIsDeclared() throws {
        var sources = ""
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                atPath: DocsExamplesTests.root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let file = DocsExamplesTests.root.appendingPathComponent(folder + "/" + path)
                sources += (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            }
        }
        // Targets (tests' too), and the types of the standard library and Foundation the
        // document names.
        let targets = Set(
            ["Sources", "Tests"].flatMap { folder in
                (try? FileManager.default.contentsOfDirectory(
                    atPath: DocsExamplesTests.root.appendingPathComponent(folder).path)) ?? []
            })
        let toolchain: Set = ["Codable", "Decodable", "JSONDecoder", "Int", "CaseIterable"]
        let quoted = Self.text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
            $0.offset % 2 == 1
        }.map {
            String($0.element)
        }
        let types = Set(quoted.filter { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber } })
        #expect(types.count >= 30)
        // Each word that follows a keyword that declares, read once, byte by byte (a search of
        // all sources per name and keyword, through Foundation, took seconds).
        let keywords: Set = ["enum", "struct", "class", "protocol", "actor", "case", "func", "let", "var"]
        var declared: Set<String> = []
        sources.withUTF8 { bytes in
            var afterKeyword = false
            var start: Int?
            for index in 0...bytes.count {
                if index < bytes.count && Self.isWordByte(bytes[index]) {
                    if start == nil { start = index }
                    continue
                }
                guard let from = start else { continue }
                start = nil
                let word = UnsafeBufferPointer(rebasing: bytes[from..<index])
                if afterKeyword { declared.insert(String(decoding: word, as: UTF8.self)) }
                afterKeyword = word.count <= 8 && keywords.contains(String(decoding: word, as: UTF8.self))
            }
        }
        for name in types.sorted() where !targets.contains(name) && !toolchain.contains(name) {
            let isDeclared = declared.contains(name)
            #expect(isDeclared, "docs/ARCHITECTURE.md names \(name), which no source declares")
        }
    }

    /// A byte of an identifier: a letter, a digit, `_`, or part of a letter beyond ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
