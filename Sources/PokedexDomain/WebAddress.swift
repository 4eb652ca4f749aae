/// An `http://` or `https://` address, parsed once by the one rule the program has for them:
/// the API's (`--api-url`) and the pictures' (`--sprite-url`) alike.
package struct WebAddress: Sendable, Equatable {
    /// `https://` or `http://`.
    let scheme: String
    /// `host[:port]`, lowercased; IPv6 hosts in brackets: `[::1]:8787`.
    let authority: String

    /// Nil for anything but an http(s) address with a host: no user part, no spaces, no
    /// control characters.
    package init?(_ text: String) {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return nil }
        let authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty,
            !authority.contains(where: { $0 == "@" || $0.isWhitespace || ($0.asciiValue.map { $0 < 0x20 } ?? false) })
        else { return nil }
        self.scheme = scheme
        self.authority = String(authority)
    }

    /// `scheme://host[:port]`.
    package var origin: String { scheme + authority }

    package var isSecure: Bool { scheme == "https://" }

    /// The host without the port: `127.0.0.1`, `[::1]`, `pokeapi.co`.
    package var host: String {
        authority.hasPrefix("[")
            ? String(authority.prefix { $0 != "]" }) + "]" : String(authority.prefix { $0 != ":" })
    }

    /// Whether it is this machine: `localhost`, `127.x.x.x` or `[::1]`.
    package var isLoopback: Bool {
        host == "localhost" || host.hasPrefix("127.") || host == "[::1]"
    }
}
