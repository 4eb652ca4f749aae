#if canImport(Glibc)
    import Glibc
#endif

/// Writing to the process's file descriptors. A reader that goes away (`pokedex list | head -1`,
/// a helper that died) is not an error: the write fails with EPIPE and writing stops quietly.
/// For that SIGPIPE is ignored (`ignoreBrokenPipes`), once, for the whole process.
package enum StandardStreams {
    /// SIGPIPE ignored: a write to a closed pipe returns EPIPE instead of killing the process.
    /// The disposition is reset to the default by exec, so children are not affected.
    package static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text`; false when the reader has gone away or the write failed.
    @discardableResult
    package static func write(_ text: String, to fd: Int32) -> Bool {
        guard !text.isEmpty else { return true }
        var text = text
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, base + offset, buffer.count - offset)
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
