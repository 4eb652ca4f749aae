import Synchronization

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

    /// Writes all of `text`; false when the reader has gone away or the write failed. A failure
    /// to write standard output other than a reader gone (a full disk, a closed or unwritable
    /// descriptor) is kept, the first of them: the command reports it and exits non-zero
    /// (`outputFailure`), as coreutils does.
    @discardableResult
    package static func write(_ text: String, to fd: Int32) -> Bool {
        guard !text.isEmpty else { return true }
        var text = text
        return text.withUTF8 { write(bytes: $0, to: fd) }
    }

    /// The same for bytes (a document streamed a buffer at a time).
    @discardableResult
    package static func write(bytes buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                // EPIPE: the reader is gone; nothing more to say, and nothing wrong.
                if fd == STDOUT_FILENO { errno == EPIPE ? readerLeft() : failed(errno) }
                return false
            }
            offset += written
        }
        return true
    }

    private static let failure = Mutex<Int32?>(nil)
    private static let gone = Atomic<Bool>(false)

    private static func readerLeft() { gone.store(true, ordering: .relaxed) }

    /// Whether standard output's reader has gone away, or it cannot be written at all: what a
    /// loop that writes as it reads (line mode) stops on.
    package static var outputClosed: Bool { gone.load(ordering: .relaxed) || outputFailure != nil }

    private static func failed(_ code: Int32) {
        failure.withLock { if $0 == nil { $0 = code } }
    }

    /// Why standard output could not be written (`No space left on device`); nil when it could.
    package static var outputFailure: String? {
        failure.withLock { $0 }.map { String(cString: strerror($0)) }
    }

    /// Descriptors 0, 1 and 2 kept taken: one closed when the program started is opened on
    /// /dev/null, so that no file or pipe the program opens later takes its number (a signal
    /// pipe on 0 would be read as stdin). A closed standard output is still a failure to write it.
    package static func reserveStandardDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
            if fd == STDOUT_FILENO { failed(EBADF) }
        }
    }
}
