#if canImport(Glibc)
    import Glibc
#endif

/// The lines of a file descriptor (standard input for line mode), read as they are consumed.
/// It ends at the end of input, and when an interrupting signal comes: a blocked read of a
/// pipe that never closes does not keep the program alive after Ctrl-C or SIGTERM.
package struct InputLines: Sequence, IteratorProtocol {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    package init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    package mutating func next() -> String? {
        while true {
            if Signals.interrupts > 0 { return nil }
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
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
