// `make bench`'s memory probe: runs a program with stdout and stderr on /dev/null and prints
// its peak resident memory in KiB. A child started with posix_spawn shares its parent's
// memory until exec, and Linux counts the parent's peak as the child's; so the bench, which
// is large, starts this small program, whose own peak is below anything it measures.
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    _ = "usage: peak-rss PROGRAM [ARGUMENT...]\n".withCString { write(2, $0, strlen($0)) }
    exit(2)
}
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
let argv = arguments.map { strdup($0) } + [nil]
var pid: pid_t = 0
guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { exit(1) }
var status: Int32 = 0
var usage = rusage()
guard wait4(pid, &status, 0, &usage) == pid else { exit(1) }
print(usage.ru_maxrss)
