import PokedexApp
import PokedexCommandTesting
import PokedexSnapshotTesting
import Testing

/// Every command that opens a screen, through its help's first example that `:` takes (the
/// guide's table of `:` commands): drawn for a terminal 80 and 120 columns wide, piped as plain
/// text, and as JSON (laid out a value a line), each against its golden file. The renderings
/// `sameAs` lists read the same as another of their screen (120 columns as 80): each is held to
/// that one, byte for byte, and has no file of its own. A screen added to the registry gets its
/// goldens the first time `RECORD_SNAPSHOTS=1` runs.
@Suite struct ScreenGoldenTests {
    /// The examples, `random` held still by a seed.
    static func arguments(of command: String) -> [String]? {
        guard let example = ReferenceText.screenExamples().first(where: { $0.command == command }),
            case .success(var words) = ShellWords.split(example.line)
        else { return nil }
        if command == "random" { words += ["--seed", "7"] }
        return words
    }

    /// `sprite` is its pictures alone: `PictureEndToEndTests` holds its goldens.
    static let commands: [String] = ReferenceText.screenExamples().map { $0.command }.filter { $0 != "sprite" }

    /// The renderings that are another's of the same screen, written down: a rendering that
    /// stops being the same fails here (and then gets a golden of its own), and one that
    /// becomes the same fails against its own golden, never quietly dropped.
    static let sameAs = [
        "chart-120": "80", "compare-120": "80", "damage-120": "80", "item-120": "80", "list-120": "80",
        "nature-120": "80",
        "random-120": "80", "random-piped": "80", "search-120": "80", "show-120": "80", "stats-120": "80",
        "team-120": "80", "type-120": "80", "type-piped": "80",
    ]

    @Test func everyScreenHasAnExample() {
        #expect(Self.commands.count >= 16, "\(Self.commands)")
    }

    @Test(arguments: commands)
    func theScreenMatchesItsGoldens(command: String) async throws {
        let arguments = try #require(Self.arguments(of: command))
        var earlier: [String: String] = [:]
        func check(_ text: String, _ name: String) {
            earlier[name] = text
            guard let same = Self.sameAs["\(command)-\(name)"] else {
                assertSnapshot(text, named: "screens/\(command)-\(name)")
                return
            }
            #expect(
                text == earlier[same],
                "\(command)-\(name) no longer reads as \(command)-\(same): take it out of `sameAs` and record it")
            assertNoSnapshot(named: "screens/\(command)-\(name)", sameAs: "\(command)-\(same)")
        }
        for columns in [80, 120] {
            let drawn = try await InProcessPokedex.runOnTerminal(
                arguments + ["--color", "never"], columns: columns)
            #expect(drawn.status == 0, "\(arguments): \(drawn.stderr)")
            check(drawn.stdout, String(columns))
        }
        let piped = try await InProcessPokedex.run(arguments)
        // Piped, the one note is where an item's or ability's effect text is (`pokedex sync`).
        #expect(
            piped.status == 0 && (piped.stderr == "" || piped.stderr.contains("`pokedex sync` fetches every effect")),
            "\(arguments): \(piped.stderr)")
        check(piped.stdout, "piped")
        let json = try await InProcessPokedex.run(arguments + ["--json"])
        #expect(json.status == 0 && json.stderr == "", "\(arguments): \(json.stderr)")
        #expect((try? parseJSON(json.stdout)) != nil, "\(command) --json is not JSON")
        assertJSONSnapshot(json.stdout, named: "screens/\(command)-json")
    }
}
