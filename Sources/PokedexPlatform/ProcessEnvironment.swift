#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment and executable path, read straight from libc. Foundation's
/// `ProcessInfo` builds far more than this on first use, and start-up time is the floor of
/// every command.
package enum ProcessEnvironment {
    /// Those of `names` that are set, looked up one by one rather than copying the whole
    /// environment.
    package static func variables(named names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { result[name] = String(cString: value) }
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
