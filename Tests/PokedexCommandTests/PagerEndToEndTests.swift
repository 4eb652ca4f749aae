import Foundation
import PokedexCommandTesting
import Testing

/// A long answer on a terminal goes through the pager; a pipe never does. The real binary on
/// a real pseudo-terminal of 24 rows, the pager a shell command that keeps what it was given.
@Suite struct PagerEndToEndTests {
    let kept = FileManager.default.temporaryDirectory.appendingPathComponent("paged-\(UUID().uuidString)").path

    var pager: [String: String] { ["POKEDEX_PAGER": "cat > '\(kept)'; echo PAGED"] }

    @Test func aTallAnswerOnATerminalGoesThroughThePager() async throws {
        defer { try? FileManager.default.removeItem(atPath: kept) }
        let result = try await PokedexProcess.runOnTerminal(["moves", "pikachu"], environment: pager)
        #expect(result.status == 0)
        let paged = try String(contentsOfFile: kept, encoding: .utf8)
        #expect(paged.contains("Thunderbolt") && paged.split(separator: "\n").count > 24)
        #expect(result.stdout.contains("PAGED") && !result.stdout.contains("Thunderbolt"))
        // Colours are kept for the pager (less -R shows them).
        #expect(paged.contains("\u{1B}["))
    }

    @Test func aPipeAShortAnswerNoPagerAndCatNeverPage() async throws {
        defer { try? FileManager.default.removeItem(atPath: kept) }
        let piped = try await PokedexProcess.run(["moves", "pikachu"], environment: pager)
        #expect(piped.stdout.contains("thunderbolt") && !FileManager.default.fileExists(atPath: kept))
        let short = try await PokedexProcess.runOnTerminal(["nature", "adamant"], environment: pager)
        #expect(short.stdout.contains("Adamant") && !FileManager.default.fileExists(atPath: kept))
        for (arguments, environment) in [
            (["moves", "pikachu", "--no-pager"], pager),
            (["moves", "pikachu"], pager.merging(["POKEDEX_NO_PAGER": "1"]) { $1 }),
            (["moves", "pikachu"], ["POKEDEX_PAGER": "cat"]), (["moves", "pikachu"], ["POKEDEX_PAGER": ""]),
        ] {
            let result = try await PokedexProcess.runOnTerminal(arguments, environment: environment)
            #expect(result.stdout.contains("Thunderbolt"), "\(arguments) \(environment)")
            #expect(!FileManager.default.fileExists(atPath: kept))
        }
    }

    @Test func aPagerThatCannotRunFallsBackToPrinting() async throws {
        let result = try await PokedexProcess.runOnTerminal(
            ["moves", "pikachu"], environment: ["POKEDEX_PAGER": "/nonexistent/pager"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Thunderbolt"))
    }
}
