#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the program can learn about the terminal it runs in.
package enum Terminal {
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Columns to fit text to: `COLUMNS` when it is a positive number, then the terminal's
    /// own width, then 80.
    package static func width(environment: [String: String], fd: Int32 = STDOUT_FILENO) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return min(columns, 1000) }
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// What one read of a terminal gave.
    package enum Read: Equatable, Sendable {
        /// This many bytes, at the buffer's start.
        case bytes(Int)
        /// A signal came first: nothing was read, and the caller looks at why.
        case interrupted
        /// The terminal has gone (its end, or an error).
        case ended
    }

    /// Reads what `fd` has, up to the buffer's size.
    package static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Read {
        let count = buffer.withUnsafeMutableBytes { bytes in
            #if canImport(Glibc)
                Glibc.read(fd, bytes.baseAddress, bytes.count)
            #else
                Darwin.read(fd, bytes.baseAddress, bytes.count)
            #endif
        }
        if count > 0 { return .bytes(count) }
        return count < 0 && errno == EINTR ? .interrupted : .ended
    }
}
