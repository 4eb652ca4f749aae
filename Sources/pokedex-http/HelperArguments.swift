import PokedexHTTPProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// `pokedex-http [--max-bytes N] [--connections N]`: what pokedex passes when it starts us.
struct HelperArguments {
    var maxBytes = 8_000_000
    var maxConnections = 8

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                Self.fail("\(name) needs a positive number")
            }
            switch name {
            case "--max-bytes": maxBytes = value
            case "--connections": maxConnections = value
            default: Self.fail("unknown option \(name)")
            }
        }
    }

    /// One line on standard error, then exit 2: this is not a conversation we can have.
    static func fail(_ message: String) -> Never {
        let line = Array("\(HelperProtocol.name): \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
}

/// Writes each answer whole.
struct AnswerWriter {
    let fd: Int32

    /// The head, then a response's body from its own memory: no copy of the body is made.
    func write(_ answer: HelperAnswer) {
        write(answer.head)
        if case .response(_, _, _, let body) = answer { body.withUnsafeBytes(write) }
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(write)
    }

    private func write(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            if written < 0, errno == EINTR { continue }
            // pokedex is gone: nobody is left to answer.
            guard written > 0 else { exit(0) }
            offset += written
        }
    }
}
