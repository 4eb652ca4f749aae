#if canImport(Glibc)
    import Glibc
#endif

/// Output taller than the terminal, shown through a pager as git and gh show theirs: the
/// command from `POKEDEX_PAGER`, else `PAGER`, else `less -FRX` where less is installed, run by
/// `/bin/sh`, with the text on its standard input and the terminal as its output.
package enum Pager {
    /// The pager to run for `environment`; nil for none (`cat`, empty, or no less).
    package static func command(environment: [String: String]) -> String? {
        for variable in ["POKEDEX_PAGER", "PAGER"] {
            guard let value = environment[variable] else { continue }
            let command = value.trimmingCharacters(in: " \t")
            return command.isEmpty || command == "cat" ? nil : command
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where access(String(folder) + "/less", X_OK) == 0 {
            return "less -FRX"
        }
        return nil
    }

    /// The terminal's rows, or nil when it does not say.
    package static func rows(fd: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Shows `text` through `command`; false when the pager could not be run (then nothing
    /// of it was shown, and the caller prints it). While the pager runs, Ctrl-C is the
    /// pager's: this process ignores the interrupting signals, as git does, and waits.
    /// The pager gets this process's environment, with `LESS=FRX` and `LV=-c` where unset.
    package static func show(_ text: String, command: String) -> Bool {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The pager gets the signals' default actions and an empty mask, whatever this has.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGWINCH, SIGCONT] {
            sigaddset(&defaults, signal)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var envp: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            envp.append(String(cString: entry))
            cursor += 1
        }
        if !envp.contains(where: { $0.hasPrefix("LESS=") }) { envp.append("LESS=FRX") }
        if !envp.contains(where: { $0.hasPrefix("LV=") }) { envp.append("LV=-c") }
        let argv = ["/bin/sh", "-c", command]
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, argvPointers, envPointers)
            }
        }
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { Glibc.signal(signal, SIG_IGN) }
        // A pager that quits before the end closes the pipe: the rest is not wanted (SIGPIPE
        // is ignored, so the write fails with EPIPE and stops).
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(writeEnd, $0 + written, buffer.count - written) } ?? -1
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The shell could not find or run the pager (126, 127): nothing was shown.
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        return !(exited && (code == 126 || code == 127))
    }

    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
