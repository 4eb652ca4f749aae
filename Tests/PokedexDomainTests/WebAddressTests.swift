import PokedexDomain
import Testing

@Suite struct WebAddressTests {
    @Test func anAddressHasASchemeAndAHost() throws {
        let api = try #require(WebAddress("HTTPS://PokeAPI.co/api/v2"))
        #expect(api.origin == "https://pokeapi.co")
        #expect(api.isSecure)
        #expect(!api.isLoopback)
        for text in ["ftp://x", "http://", "https:///path", "http://user@host/", "http://a b/", "pokeapi.co", ""] {
            #expect(WebAddress(text) == nil, "\(text)")
        }
    }

    @Test func thisMachineIsLoopbackInEverySpelling() throws {
        for text in ["http://localhost:8787/api", "http://127.0.0.1/", "http://127.9.9.9:1", "http://[::1]:8787/"] {
            #expect(try #require(WebAddress(text)).isLoopback, "\(text)")
        }
        for text in ["http://10.0.0.1/", "http://localhost.evil.com/", "http://[::2]/", "http://128.0.0.1/"] {
            #expect(try #require(WebAddress(text)).isLoopback == false, "\(text)")
        }
        #expect(try #require(WebAddress("http://[::1]:8787")).host == "[::1]")
    }
}
