#if canImport(Glibc)
    import Glibc
#endif

/// One run of a command: its wall time from `posix_spawn` to its exit, the CPU time it spent
/// (user and system, from `wait4`), and its exit code.
struct Run {
    let milliseconds: Double
    let cpuMilliseconds: Double
    /// What the kernel read from the disk for it (`ru_inblock`, in 512-byte blocks), in MB:
    /// its page faults' and system calls' reads, and the reads ahead they started.
    let readMegabytes: Double
    let status: Int32
}

/// Starts `arguments` with stderr on /dev/null and stdout on `stdout` (or /dev/null), waits
/// for it and returns how it ran (its exit code 128 + the signal that killed it, if one did).
func run(_ arguments: [String], stdout: Int32? = nil) -> Run? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdout {
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addclose(&actions, stdout)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0
    if let stdout { close(stdout) }
    guard spawned else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    // Killed by a signal (a crash traps with SIGILL): 128 plus its number, as a shell says.
    let signal = status & 0x7F
    return Run(
        milliseconds: milliseconds(from: start, to: end),
        cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
        readMegabytes: Double(usage.ru_inblock) * 512 / 1_048_576,
        status: signal != 0 ? 128 + signal : (status >> 8) & 0xFF)
}

func milliseconds(from start: timespec, to end: timespec) -> Double {
    Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
}

func milliseconds(_ time: timeval) -> Double {
    Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The peak RSS of `arguments` in KiB, the largest of `runs` runs through `probe`.
func peakKilobytes(_ arguments: [String], probe: String, runs: Int = 5) -> Int? {
    var peak = 0
    for _ in 0..<runs {
        // The probe prints the number on a pipe, read once it has exited: a few bytes fit.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        guard run([probe] + arguments, stdout: ends[1])?.status == 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        guard count > 0, let kilobytes = Int(String(decoding: buffer[0..<count], as: UTF8.self).filter(\.isNumber))
        else {
            return nil
        }
        peak = max(peak, kilobytes)
    }
    return peak
}
