import Foundation
import PokedexCommandTesting
import Testing

/// Output into a pipe whose reader goes away early ends quietly: no error text, exit 0 or 141.
@Suite struct PipeTests {
    @Test(arguments: [
        "list --limit 1351 | head -1", "list --jsonl | head -1", "show 1 --json | head -c 10",
        "list --limit 1351 --json | head -c 10", "search a --limit 1351 | head -1", "show eevee | head -1",
        "type fire | head -1", "--help | head -1", "list --help | head -1", "cache info | head -1",
        "list --limit 1351 --color always | head -1",
    ])
    func aClosedPipeEndsQuietly(pipeline: String) async throws {
        // The reader closes at once; pokedex's exit status comes back through PIPESTATUS.
        let result = try await PokedexProcess.shell(
            "\"$0\" \(pipeline) > /dev/null; echo \"status=${PIPESTATUS[0]}\" >&2")
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("note:") }
        #expect(lines == ["status=0"] || lines == ["status=141"], "\(pipeline): \(result.stderr)")
    }
}
