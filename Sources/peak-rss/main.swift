// `make bench`'s memory probe: runs a program with stdout and stderr on /dev/null and prints
// its peak resident memory in KiB. A child started with posix_spawn shares its parent's
// memory until exec, and Linux counts the parent's peak as the child's; so the bench, which
// is large, starts this small program, whose own peak is below anything it measures.
#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    _ = "\(message)\n".withCString { write(2, $0, strlen($0)) }
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else { fail("usage: peak-rss PROGRAM [ARGUMENT...]", status: 2) }
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
let argv = arguments.map { strdup($0) } + [nil]
var pid: pid_t = 0
guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
    fail("peak-rss: cannot start \(arguments[0])", status: 1)
}
var status: Int32 = 0
var usage = rusage()
guard wait4(pid, &status, 0, &usage) == pid else { fail("peak-rss: lost \(arguments[0])", status: 1) }
print(usage.ru_maxrss)
