import PokedexPlatform
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct InputLinesTests {
    /// The lines `text` gives when written whole into a pipe and closed.
    private func lines(of bytes: [UInt8]) async throws -> [String] {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let (reader, writer) = (fds[0], fds[1])
        defer { close(reader) }
        // Written from a thread of its own: the pipe holds less than the text.
        async let written: Void = onOwnThread {
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let count = write(writer, raw.baseAddress! + offset, raw.count - offset)
                    guard count > 0 else { break }
                    offset += count
                }
            }
            close(writer)
        }
        let read = try await onOwnThread { Array(InputLines(fd: reader)) }
        try await written
        return read
    }

    @Test func linesEndAtNewlinesCarriageReturnsGoAndTheLastNeedsNone() async throws {
        #expect(
            try await lines(of: Array("show pikachu\r\nback\n\nquit".utf8)) == ["show pikachu", "back", "", "quit"])
    }

    /// A 10 MB line is cut to its first `maxLineBytes` and the rest dropped as it comes: the
    /// lines after it are read as usual.
    @Test func aLineThatNeverEndsIsCutAndTheNextLinesStillCome() async throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
        let read = try await lines(of: Array("list\n".utf8) + long + Array("\nshow eevee\n".utf8) + long)
        #expect(read.count == 4)
        #expect(read[0] == "list")
        #expect(read[1] == String(repeating: "a", count: InputLines.maxLineBytes))
        #expect(read[2] == "show eevee")
        #expect(read[3] == String(repeating: "a", count: InputLines.maxLineBytes))
    }

    @Test func aLongLineThatArrivesWholeIsCutToo() async throws {
        let line = String(repeating: "b", count: InputLines.maxLineBytes + 10)
        #expect(
            try await lines(of: Array("\(line)\nnext\n".utf8)) == [
                String(line.prefix(InputLines.maxLineBytes)), "next",
            ])
    }
}
