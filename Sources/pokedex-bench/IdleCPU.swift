#if canImport(Glibc)
    import Glibc
#endif

/// The full screen left alone: the CPU time (user and system, every thread) the real `pokedex
/// browse` spends over `seconds` on a pseudo-terminal `columns`×`rows`, from once its first
/// frame is drawn; read from `/proc/<pid>/stat`. Then `q`, and the process is waited for.
func idleCPUSeconds(_ pokedex: String, seconds: Int, columns: UInt16, rows: UInt16) -> Double? {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
    defer { close(master) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
    posix_spawn_file_actions_addclose(&actions, slave)
    posix_spawn_file_actions_addclose(&actions, master)
    let words: [String] = [pokedex, "browse"]
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, pokedex, &actions, nil, argv, environ) == 0
    close(slave)
    guard spawned else { return nil }
    defer {
        _ = "q".withCString { write(master, $0, 1) }
        drain(master, forMilliseconds: 2000, until: { waitpid(pid, nil, WNOHANG) == pid })
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
    }
    // The first frame, and what it loads, drawn: output, then a quiet second.
    drain(master, forMilliseconds: 10_000, until: { false }, quietFor: 1000)
    guard let before = cpuTicks(pid) else { return nil }
    drain(master, forMilliseconds: seconds * 1000, until: { false })
    guard let after = cpuTicks(pid) else { return nil }
    return Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Reads and drops what `descriptor` says for up to `milliseconds`, until `done` holds or it
/// has been quiet for `quietFor` ms after saying something.
private func drain(_ descriptor: Int32, forMilliseconds: Int, until done: () -> Bool, quietFor: Int? = nil) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var waited = 0
    var quiet = 0
    var heard = false
    while waited < forMilliseconds, !done() {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 100) > 0 {
            guard read(descriptor, &buffer, buffer.count) > 0 else { return }
            heard = true
            quiet = 0
        } else {
            quiet += 100
            if let quietFor, heard, quiet >= quietFor { return }
        }
        waited += 100
    }
}

/// utime + stime of `pid`, in clock ticks: fields 14 and 15 of `/proc/<pid>/stat`, counted
/// after the command name's closing parenthesis.
private func cpuTicks(_ pid: pid_t) -> Int? {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let close = line.lastIndex(of: ")") else { return nil }
    let fields = line[line.index(after: close)...].split(separator: " ")
    // After ")": state is field 3, so utime (14) and stime (15) are at 11 and 12.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}
