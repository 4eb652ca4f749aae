import Foundation
import PokedexCommandTesting
import Testing

@Suite struct StartupTests {
    /// Full Foundation brings CoreFoundation and ICU with it: about 3 ms of loading at every
    /// start. The binary needs only FoundationEssentials; the HTTP library, loaded when a
    /// command first goes online, brings the rest.
    @Test func theBinaryLinksFoundationEssentialsButNotFullFoundation() async throws {
        let binary = try Data(contentsOf: PokedexProcess.binary)
        func links(_ library: String) -> Bool { binary.range(of: Data("\0\(library)\0".utf8)) != nil }
        #expect(links("libFoundationEssentials.so"))
        #expect(!links("libFoundation.so"))
        #expect(!links("libFoundationNetworking.so"))
    }
}
