#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment and executable path, read straight from libc. Foundation's
/// `ProcessInfo` builds far more than this on first use, and start-up time is the floor of
/// every command.
package enum ProcessEnvironment {
    /// Those of `names` that are set, read in one pass over the environment rather than copying
    /// it whole (`getenv` for each of thirty names scanned it thirty times: 13 000 instructions
    /// more of `--version`).
    package static func variables(named names: [String]) -> [String: String] {
        variables(named: names, in: environ)
    }

    /// The same from `environment`, `NAME=value` strings up to a null (as `environ` is): the
    /// first of each name, as `getenv` finds it. A variable is passed over on its first byte
    /// when no name starts with it (`SHELL`, `LANG`, `SSH_…`), then on its name's length and
    /// first byte together.
    static func variables(
        named names: [String], in environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> [String: String] {
        // Room for the few a command is given (`HOME`, `PATH`, `TERM`…): grown one at a time,
        // the table was rehashed three times.
        var result = [String: String](minimumCapacity: 8)
        guard var entry = environment else { return result }
        // Each name as its length and first byte in one number: compared for every variable,
        // a name's own length cost the look at its representation each time.
        let keys = names.map { name in name.utf8.count << 8 | Int(name.utf8.first ?? 0) }
        // Which bytes from 64 to 127 (capitals, `_`, small letters) start a name; every byte
        // may when a name starts with another.
        var starts: UInt64 = 0
        var filtering = true
        for key in keys {
            let first = key & 0xFF
            if (64..<128).contains(first) { starts |= 1 << (first - 64) } else { filtering = false }
        }
        while let variable = entry.pointee {
            entry += 1
            let first = Int(UInt8(bitPattern: variable[0]))
            guard !filtering || (64..<128).contains(first) && starts & 1 << (first - 64) != 0 else { continue }
            var length = 0
            while variable[length] != 0, variable[length] != 0x3D { length += 1 }  // =
            guard length > 0, variable[length] == 0x3D else { continue }
            let key = length << 8 | first
            for index in keys.indices where keys[index] == key {
                var offset = 0
                for byte in names[index].utf8 {
                    guard UInt8(bitPattern: variable[offset]) == byte else { break }
                    offset += 1
                }
                if offset == length, result[names[index]] == nil {
                    result[names[index]] = String(cString: variable + length + 1)
                }
            }
        }
        return result
    }

    /// This process's executable with its symbolic links resolved: `/proc/self/exe`, which the
    /// kernel gives resolved; else (no `/proc`, as in a bare chroot) `argv[0]`, looked for on
    /// `PATH` when it names no folder (as a shell found it), through `realpath` (as given when
    /// that fails).
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let given = CommandLine.arguments.first else { return nil }
        let found = located(given, path: getenv("PATH").map { String(cString: $0) }) ?? given
        guard let resolved = realpath(found, nil) else { return found }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a shell finds the program `name` on `path` (`PATH`'s folders, an empty one the
    /// current folder): the first executable file of that name. A name with a slash is a path
    /// already, taken as it is.
    package static func located(_ name: String, path: String?) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return name }
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}
