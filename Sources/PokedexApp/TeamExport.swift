import PokedexPlatform
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the Pokémon Showdown export `team` was given: a file, or stdin to its end. A signal
/// ends the wait on a pipe that stays open.
enum TeamExport {
    /// Far more than six members' text; anything bigger is not an export.
    static let limit = 256 * 1024

    /// The export's text; nil when SIGINT, SIGTERM or SIGHUP ended the reading.
    /// `limit` and `what`: for another kind of file (`caught import`'s marks).
    static func read(
        _ source: TeamSource, command: String = TeamCommand.name, limit: Int = limit, what: String = "a team export"
    ) throws(UsageError) -> String? {
        let fd: Int32
        let name: String
        switch source {
        case .standardInput:
            fd = STDIN_FILENO
            name = "stdin"
        case .file(let path):
            fd = open(path, O_RDONLY | O_CLOEXEC)
            name = "'" + TerminalSafe.text(path, limit: 80) + "'"
            // Opening a FIFO waits for a writer; a signal ends that wait.
            if fd < 0, errno == EINTR, Signals.interrupts > 0 { return nil }
            guard fd >= 0 else {
                throw UsageError(
                    message: "cannot read \(name): \(String(cString: strerror(errno)))", command: command)
            }
        }
        defer { if case .file = source { close(fd) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            if Signals.interrupts > 0 { return nil }
            // Wait on the descriptor and the signals together: a pipe left open must not keep
            // the command from hearing Ctrl-C or SIGTERM.
            guard Signals.wait(for: fd) == .ready else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count >= 0 else {
                throw UsageError(
                    message: "cannot read \(name): \(String(cString: strerror(errno)))", command: command)
            }
            // The writer may end because the same Ctrl-C reached it: the text is cut short.
            if count == 0 { return Signals.interrupts > 0 ? nil : try decoded() }
            bytes += buffer[0..<count]
            guard bytes.count <= limit else {
                throw UsageError(message: "\(name) is larger than \(what) can be", command: command)
            }
        }
        func decoded() throws(UsageError) -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UsageError(message: "\(name) is not UTF-8 text", command: command)
            }
            return text
        }
    }
}
