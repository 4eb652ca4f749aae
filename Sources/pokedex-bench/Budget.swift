#if canImport(Glibc)
    import Glibc
#endif

// What the bench holds each command to, and how it writes numbers and complaints.

/// The budget each command is held to, as a multiple of the lightest hello: the common ones
/// 1.2, the whole dex as JSON 2, every other 1.5. `make bench` fails on any over it.
func budget(_ label: String) -> Double {
    let common = [
        "show bulbasaur", "list --limit 20", "search char", "search thunder", "type fire", "nature",
        "show bulbasaur --lang fr", "search char --lang fr",
    ]
    if common.contains(label) || label.hasPrefix("stats ") { return 1.2 }
    return label == "list --limit 1351 --json" ? 2 : 1.5
}

/// Whether a command's code is laid out where every cold start reads it (`make link-order`,
/// Sources/PokedexStart/Entry.c): the common commands, held to the tightest budget, and
/// `--version`, the start they all share. The others' code follows, read when they first run it.
func leadsTheLayout(_ label: String) -> Bool {
    budget(label) == 1.2 || label.hasPrefix("--version")
}

/// The headroom asked of each command: 15% under its budget, as 1.05, 1.3 and 1.7.
func headroom(_ label: String) -> Double {
    switch budget(label) {
    case 1.2: 1.05
    case 2: 1.7
    default: 1.3
    }
}

func complain(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

func format(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
}
