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

    /// This process's executable, from `/proc/self/exe`, else `argv[0]`.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return CommandLine.arguments.first
    }
}
