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
    /// kernel gives resolved, else `argv[0]` through `realpath` (as given when that fails).
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let given = CommandLine.arguments.first else { return nil }
        guard let resolved = realpath(given, nil) else { return given }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
