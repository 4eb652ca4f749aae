#if canImport(Glibc)
    import Glibc
#endif

/// The lines of a file descriptor (standard input for line mode), read as they are consumed.
/// It ends at the end of input, and when an interrupting signal comes: a blocked read of a
/// pipe that never closes does not keep the program alive after Ctrl-C or SIGTERM.
///
/// A line is at most `maxLineBytes` long: the rest of a longer one is read and dropped, so
/// that neither memory nor time grows with a line that never ends.
package struct InputLines: Sequence, IteratorProtocol {
    /// Far more than any command; a longer line is cut here.
    package static let maxLineBytes = 4096

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline.
    private var scanned = 0
    /// Dropping the rest of a line that was too long, up to its newline.
    private var dropping = false
    private var ended = false

    package init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    package mutating func next() -> String? {
        while true {
            if Signals.interrupts > 0 { return nil }
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                defer {
                    buffer.removeSubrange(...newline)
                    scanned = 0
                }
                if dropping {
                    dropping = false
                    continue
                }
                return String(decoding: line.prefix(Self.maxLineBytes), as: UTF8.self)
            }
            scanned = buffer.count
            if buffer.count > Self.maxLineBytes {
                // The line is too long: keep its beginning, and drop the rest as it comes.
                defer {
                    buffer = []
                    scanned = 0
                    dropping = true
                }
                if !dropping { return String(decoding: buffer.prefix(Self.maxLineBytes), as: UTF8.self) }
                continue
            }
            if ended {
                guard !buffer.isEmpty, !dropping else { return nil }
                defer {
                    buffer = []
                    scanned = 0
                }
                return String(decoding: buffer, as: UTF8.self)
            }
            guard Signals.wait(for: fd) == .ready else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                ended = true
            }
        }
    }
}
