import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket bound to a port on 127.0.0.1.
package enum LoopbackSocket {
    /// Binds a socket to `port`, or to one the system picks when it is 0; returns it with its port.
    package static func bind(reusingAddress: Bool, port: UInt16 = 0) throws -> (fd: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        if reusingAddress {
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }
}

/// A port on 127.0.0.1 that refuses every connection for as long as this lives: bound, never
/// listening, and not shared, so no other server of the test run can be given it (a stopped
/// server's port can be, and then answers in its place).
package final class RefusingPort: Sendable {
    private let fd: Int32
    package let port: UInt16
    package var baseURL: String { "http://127.0.0.1:\(port)" }

    package init() throws { (fd, port) = try LoopbackSocket.bind(reusingAddress: false) }

    deinit { close(fd) }
}
