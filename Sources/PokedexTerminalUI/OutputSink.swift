#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where rendered text goes: stdout for data, stderr for diagnostics.
public protocol OutputSink: Sendable {
    func write(_ output: RenderedOutput)
}

/// Writes straight to file descriptors 1 and 2. A reader that goes away (`pokedex list | head
/// -1`) is not an error: writing stops quietly, with no message and no crash. SIGPIPE must be
/// ignored for that (`ignoreBrokenPipeSignal()`), so that a closed pipe is an EPIPE we can see.
public struct StandardOutputSink: OutputSink {
    public init() {}

    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    public func write(_ output: RenderedOutput) {
        Self.write(output.stdout, to: STDOUT_FILENO)
        Self.write(output.stderr, to: STDERR_FILENO)
    }

    /// Writes all of `text`; false when the reader has gone away or the write failed.
    @discardableResult
    public static func write(_ text: String, to fd: Int32) -> Bool {
        guard !text.isEmpty else { return true }
        var text = text
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false  // EPIPE and friends: the reader is gone; nothing more to say.
                }
                offset += written
            }
            return true
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
