import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

/// PokeAPI's sprite host, on a loopback port of its own: a 4×4 PNG (made here) for each id in
/// `served`, plain and shiny, each in a colour of its own; a 404 for anything else.
final class StubSpriteHost: @unchecked Sendable {
    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var fault: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?)?
    }

    private let shared = Shared()
    private(set) var server: LoopbackHTTPServer!
    var url: String { server.baseURL }

    init(served: Set<Int>) throws {
        server = LoopbackHTTPServer { [shared] request in
            if let fault = shared.lock.withLock({ shared.fault }), let response = fault(request) { return response }
            let parts = request.path.split(separator: "/")
            guard parts.count >= 3, parts[0] == "sprites", parts[1] == "pokemon", let file = parts.last,
                file.hasSuffix(".png"), let id = Int(file.dropLast(4)), served.contains(id)
            else {
                return .text("Not Found", status: 404)
            }
            let shiny = parts.count == 4 && parts[2] == "shiny"
            guard parts.count == 3 || shiny else { return .text("Not Found", status: 404) }
            return .reply(
                status: 200, headers: ["Content-Type": "image/png"], body: Data(Self.png(id: id, shiny: shiny)))
        }
        try server.start()
    }

    deinit { server.stop() }

    func fail(_ handler: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?)?) {
        shared.lock.withLock { shared.fault = handler }
    }

    /// The colour of a Pokémon's picture: `38;2;r;g;b` in 24-bit output.
    static func color(id: Int, shiny: Bool) -> (red: Int, green: Int, blue: Int) {
        (id * 37 % 256, shiny ? 240 : 16, 100)
    }

    /// A 4×4 picture: a 2×2 square of the Pokémon's colour in a transparent margin.
    static func png(id: Int, shiny: Bool) -> [UInt8] {
        let color = color(id: id, shiny: shiny)
        var samples: [[Int]] = []
        for y in 0..<4 {
            for x in 0..<4 {
                samples.append(
                    (1...2).contains(x) && (1...2).contains(y)
                        ? [color.red, color.green, color.blue, 255] : [0, 0, 0, 0])
            }
        }
        return TestPNG(width: 4, height: 4, colorType: 6, bitDepth: 8, samples: samples).encoded()
    }

    static func escape(id: Int, shiny: Bool = false) -> String {
        let color = color(id: id, shiny: shiny)
        return "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
    }
}

@Suite(.tags(.slow)) struct PictureEndToEndTests {
    static func cacheFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-e2e-cache-\(UUID().uuidString)").path
    }

    /// Online, with pictures from `host`, drawn in 24-bit half blocks.
    static func drawing(_ host: StubSpriteHost, cache: String, api: String = "http://127.0.0.1:9/api/v2")
        -> [String: String]
    {
        [
            "POKEDEX_OFFLINE": "0", "POKEDEX_SPRITE_URL": host.url, "POKEDEX_API_URL": api, "POKEDEX_CACHE_DIR": cache,
            "COLORTERM": "truecolor", "POKEDEX_IMAGE_PROTOCOL": "blocks", "COLUMNS": "80",
        ]
    }

    @Test func spriteDrawsThePicturesSideBySideAndTheCacheServesThemWithTheHostGone() async throws {
        var host: StubSpriteHost? = try StubSpriteHost(served: [1, 4])
        let cache = Self.cacheFolder()
        let environment = Self.drawing(try #require(host), cache: cache)
        let first = try await PokedexProcess.run(
            ["sprite", "bulbasaur", "4", "--color", "always"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        // One row: each 2×2 square is one line of upper halves, over the captions.
        #expect(lines.count == 2)
        #expect(lines[0].contains(StubSpriteHost.escape(id: 1) + "\u{1B}[48;2;37;16;100m▀▀"))
        #expect(lines[0].contains(StubSpriteHost.escape(id: 4)))
        #expect(lines[1].contains("Bulbasaur") && lines[1].contains("Charmander"))
        #expect(host?.server.stats.byPath == ["/sprites/pokemon/1.png": 1, "/sprites/pokemon/4.png": 1])

        host = nil  // the host is gone: the cache answers
        let again = try await PokedexProcess.run(
            ["sprite", "bulbasaur", "4", "--color", "always"], environment: environment)
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        let info = try await PokedexProcess.run(["cache", "info", "--json"], environment: ["POKEDEX_CACHE_DIR": cache])
        #expect((try parseJSON(info.stdout) as? [String: Any])?["pictures"] as? Int == 2)
    }

    @Test func shinyPicturesAndPipedCaptions() async throws {
        let host = try StubSpriteHost(served: [25])
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        let shiny = try await PokedexProcess.run(
            ["sprite", "pikachu", "--shiny", "--color", "always"], environment: environment)
        #expect(shiny.stdout.contains(StubSpriteHost.escape(id: 25, shiny: true)))
        #expect(shiny.stdout.contains("✦ shiny"))
        let piped = try await PokedexProcess.run(["sprite", "pikachu"], environment: environment)
        #expect(piped.status == 0)
        #expect(piped.stdout == "Pikachu #0025\n")
        // Captions speak the language asked for, as list and show do.
        let japanese = try await PokedexProcess.run(["sprite", "pikachu", "--lang", "ja"], environment: environment)
        #expect(japanese.stdout == "ピカチュウ #0025\n")
        let json = try await PokedexProcess.run(["sprite", "pikachu", "--json"], environment: environment)
        let card = try #require(((try parseJSON(json.stdout) as? [String: Any])?["pokemon"] as? [[String: Any]])?.first)
        #expect(card["sprite_url"] as? String == host.url + "/sprites/pokemon/25.png")
    }

    @Test func aPictureTheHostHasNotIsExitOneAndRemembered() async throws {
        let host = try StubSpriteHost(served: [])
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        let missing = try await PokedexProcess.run(
            ["sprite", "gholdengo", "--color", "always"], environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "pokedex: PokeAPI has no sprite of Gholdengo.\n")
        #expect(host.server.stats.total == 1)
        let again = try await PokedexProcess.run(["sprite", "gholdengo"], environment: environment)
        #expect(again.status == 1)
        #expect(host.server.stats.total == 1)
        // PokeAPI lists no female picture of Bulbasaur: nothing is asked.
        let female = try await PokedexProcess.run(["sprite", "bulbasaur", "--female"], environment: environment)
        #expect(female.status == 1)
        #expect(female.stderr == "pokedex: PokeAPI has no female sprite of Bulbasaur.\n")
        #expect(host.server.stats.total == 1)
    }

    /// A 404 is remembered for the address that gave it: once `--sprite-url` is mended, the
    /// picture is asked for, and drawn, at once.
    @Test func aMissingPictureIsRememberedForItsAddressOnly() async throws {
        let host = try StubSpriteHost(served: [1])
        let cache = Self.cacheFolder()
        var wrong = Self.drawing(host, cache: cache)
        wrong["POKEDEX_SPRITE_URL"] = host.url + "/wrong"
        for _ in 1...2 {
            let missing = try await PokedexProcess.run(["sprite", "bulbasaur"], environment: wrong)
            #expect(missing.status == 1)
            #expect(missing.stderr == "pokedex: PokeAPI has no sprite of Bulbasaur.\n")
        }
        #expect(host.server.stats.total == 1)
        // A day later the 404 is not believed any more, though a picture would still be fresh.
        let mark = cache + "/v1/sprites/front-default/1.missing"
        #expect(try String(contentsOfFile: mark, encoding: .utf8) == host.url + "/wrong/sprites/pokemon/1.png")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -25 * 3600)], ofItemAtPath: mark)
        #expect(try await PokedexProcess.run(["sprite", "bulbasaur"], environment: wrong).status == 1)
        #expect(host.server.stats.total == 2)
        let mended = try await PokedexProcess.run(
            ["sprite", "bulbasaur", "--color", "always"], environment: Self.drawing(host, cache: cache))
        #expect(mended.status == 0)
        #expect(mended.stdout.contains(StubSpriteHost.escape(id: 1)))
        #expect(host.server.stats.total == 3)
    }

    @Test func picturesThatCanBeHadAreDrawnAndTheMissingOnesNamed() async throws {
        let host = try StubSpriteHost(served: [1, 7])
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        let result = try await PokedexProcess.run(
            ["sprite", "1", "gholdengo", "7", "--color", "always"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Bulbasaur") && result.stdout.contains("Squirtle"))
        #expect(!result.stdout.contains("Gholdengo"))
        #expect(result.stderr == "pokedex: PokeAPI has no sprite of Gholdengo.\n")
        // None to be had: the error, as for one.
        let none = try await PokedexProcess.run(["sprite", "gholdengo", "kingambit"], environment: environment)
        #expect(none.status == 1)
        #expect(none.stderr == "pokedex: PokeAPI has no sprite of Gholdengo.\n")
    }

    @Test func aHostThatHangsOrSendsAnHTMLPageEndsInOneLine() async throws {
        let host = try StubSpriteHost(served: [1])
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        host.fail { _ in .reply(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)) }
        let html = try await PokedexProcess.run(["sprite", "1"], environment: environment)
        #expect(html.status == 4)
        #expect(html.stderr.hasSuffix("expected a PNG image, got text/html.\n"))
        #expect(html.stderr.split(separator: "\n").count == 1)
        host.fail { _ in .reply(status: 200, headers: ["Content-Type": "image/png"], body: Data("<html>".utf8)) }
        #expect(
            try await PokedexProcess.run(["sprite", "1"], environment: environment).stderr.hasSuffix(
                "not a PNG image.\n"))
        let bomb =
            [137, 80, 78, 71, 13, 10, 26, 10]
            + TestPNG.chunk("IHDR", TestPNG.bigEndian(96) + TestPNG.bigEndian(96) + [8, 6, 0, 0, 0])
            + TestPNG.chunk("IDAT", TestPNG.zlibZeros(count: 64 << 20)) + TestPNG.chunk("IEND", [])
        host.fail { _ in .reply(status: 200, headers: ["Content-Type": "image/png"], body: Data(bomb)) }
        let bombed = try await PokedexProcess.run(["sprite", "1"], environment: environment)
        #expect(bombed.status == 4)
        #expect(bombed.stderr.hasSuffix("the image data inflates to more than its size (36960 bytes).\n"))

        host.fail { _ in .hang }
        let hung = try await PokedexProcess.run(["sprite", "1", "--timeout", "1"], environment: environment)
        #expect(hung.status == 4)
        #expect(hung.stderr.hasSuffix("timed out after 1 s.\n"))
    }

    @Test func hostilePicturesKeepPeakMemoryUnder64MB() async throws {
        let host = try StubSpriteHost(served: [1])
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        let probe = PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("peak-rss")
        func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
            TestPNG.bigEndian(width) + TestPNG.bigEndian(height) + [8, 6, 0, 0, 0]
        }
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        // The largest picture allowed, whole; a stream that would inflate to a gigabyte; a
        // header claiming 100000×100000; the 4 MB body cap filled with a stored deflate block.
        let largest = TestPNG(
            width: 1024, height: 1024, colorType: 6, bitDepth: 8,
            samples: (0..<(1024 * 1024)).map { [$0 % 256, $0 / 4096, 128, 255] }
        ).encoded()
        let hostile: [(String, [UInt8])] = [
            ("largest", largest),
            (
                "bomb",
                signature + TestPNG.chunk("IHDR", header(1024, 1024))
                    + TestPNG.chunk("IDAT", TestPNG.zlibZeros(count: 1 << 28)) + TestPNG.chunk("IEND", [])
            ),
            (
                "huge header",
                signature + TestPNG.chunk("IHDR", header(100_000, 100_000))
                    + TestPNG.chunk("IDAT", TestPNG.zlib([0])) + TestPNG.chunk("IEND", [])
            ),
            (
                "4 MB of chunks",
                signature + TestPNG.chunk("IHDR", header(96, 96))
                    + TestPNG.chunk("tEXt", [UInt8](repeating: 65, count: (4 << 20) - 100)) + TestPNG.chunk("IEND", [])
            ),
        ]
        for (name, png) in hostile {
            host.fail { _ in .reply(status: 200, headers: ["Content-Type": "image/png"], body: Data(png)) }
            let measured = try await PokedexProcess.run(
                [PokedexProcess.binary.path, "sprite", "1", "--color", "always", "--refresh"], environment: environment,
                executable: probe)
            let kilobytes = try #require(
                Int(measured.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(name)")
            #expect(kilobytes < 64 * 1024, "\(name): \(kilobytes) KiB at peak")
            if name == "largest" {
                // It is a picture like any other, only large: it draws.
                let drawn = try await PokedexProcess.run(
                    ["sprite", "1", "--color", "always"], environment: environment)
                #expect(drawn.status == 0, "\(drawn.stderr)")
            }
        }
    }

    @Test func randomPicksTheSameForTheSameSeedAndDrawsIt() async throws {
        let host = try StubSpriteHost(served: Set(1...1025))
        let environment = Self.drawing(host, cache: Self.cacheFolder())
        let json = try await PokedexProcess.run(["random", "--seed", "7", "--json"], environment: environment)
        let picked = try #require(try parseJSON(json.stdout) as? [String: Any])
        let id = try #require(picked["id"] as? Int)
        #expect(picked["shiny"] as? Bool == false)
        #expect(picked["sprite_url"] as? String == host.url + "/sprites/pokemon/\(id).png")
        // --json gives the URL: no picture is fetched for it.
        #expect(host.server.stats.total == 0)
        let again = try await PokedexProcess.run(["random", "--seed", "7", "--json"], environment: environment)
        #expect(again.stdout == json.stdout)

        let drawn = try await PokedexProcess.run(
            ["random", "--seed", "7", "--color", "always"], environment: environment)
        #expect(drawn.status == 0)
        #expect(drawn.stdout.contains(StubSpriteHost.escape(id: id)))
        #expect(drawn.stdout.contains("#" + String(format: "%04d", id)))

        let fire = try await PokedexProcess.run(
            ["random", "--type", "fire", "--generation", "1", "--shiny-chance", "1", "--json"], environment: environment
        )
        let fiery = try #require(try parseJSON(fire.stdout) as? [String: Any])
        #expect((fiery["types"] as? [String])?.contains("fire") == true)
        #expect((fiery["id"] as? Int).map { (1...151).contains($0) } == true)
        #expect(fiery["shiny"] as? Bool == true)
    }

    @Test func randomOfflineWithoutAPictureAtHandPrintsTheNameLineAlone() async throws {
        let result = try await PokedexProcess.run(
            ["random", "--seed", "7", "--color", "always"],
            environment: ["COLORTERM": "truecolor", "POKEDEX_IMAGE_PROTOCOL": "blocks"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(!result.stdout.contains("▀"))
    }

    @Test func showDrawsThePictureBesideTheEntryOnAWideTerminalOnly() async throws {
        let host = try StubSpriteHost(served: [1])
        let environment = Self.drawing(host, cache: Self.cacheFolder()).merging(["COLUMNS": "100"]) { $1 }
        let wide = try await PokedexProcess.runOnTerminal(
            ["show", "bulbasaur"], environment: environment, columns: 100)
        #expect(wide.status == 0)
        let first = try #require(wide.stdout.split(separator: "\n").first)
        #expect(first.contains(StubSpriteHost.escape(id: 1)))
        #expect(first.contains("Bulbasaur"))
        let narrow = try await PokedexProcess.runOnTerminal(
            ["show", "bulbasaur"], environment: environment.merging(["COLUMNS": "79"]) { $1 }, columns: 79)
        #expect(!narrow.stdout.contains("▀"))
        let off = try await PokedexProcess.runOnTerminal(
            ["show", "bulbasaur", "--no-sprite"], environment: environment, columns: 100)
        #expect(!off.stdout.contains("▀"))
        let piped = try await PokedexProcess.run(["show", "bulbasaur", "--color", "always"], environment: environment)
        #expect(!piped.stdout.contains("▀"))
        // Only the wide terminal's run asked for the picture (the others never wanted one).
        #expect(host.server.stats.byPath == ["/sprites/pokemon/1.png": 1])
    }

    @Test func showDoesNotWaitForAHangingPictureHost() async throws {
        let host = try StubSpriteHost(served: [1])
        host.fail { _ in .hang }
        let environment = Self.drawing(host, cache: Self.cacheFolder()).merging(["COLUMNS": "100"]) { $1 }
        let result = try await PokedexProcess.runOnTerminal(
            ["show", "bulbasaur", "--timeout", "30"], environment: environment, columns: 100)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Bulbasaur"))
        #expect(!result.stdout.contains("▀"))
        // The picture's whole timeout (30 s) was not waited for.
        #expect(result.seconds < 15)
    }

    @Test func syncSpritesFetchesEveryPictureOnceAndRemembersTheMissingOnes() async throws {
        let host = try StubSpriteHost(served: [1, 2, 3])
        let cache = Self.cacheFolder()
        let environment = Self.drawing(host, cache: cache)
        let sync = try await PokedexProcess.run(["sync", "--sprites", "--concurrency", "16"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(host.server.stats.byPath["/sprites/pokemon/shiny/2.png"] == 1)
        let asked = host.server.stats.total
        #expect(asked > 1000)
        // Six pictures came; the rest PokeAPI has none of, which is no failure.
        let summary = try #require(sync.stdout.firstMatch(of: /^Synced (\d+) pictures in [\d.]+ s: (.*)\n$/))
        let total = try #require(Int(summary.output.1))
        #expect(summary.output.2 == "6 fetched, 0 already fresh, \(total - 6) PokeAPI has none of, 0 failed.")
        host.server.resetStats()
        let again = try await PokedexProcess.run(["sync", "--sprites", "--json"], environment: environment)
        #expect(again.status == 0)
        #expect(host.server.stats.total == 0)
        let counts = try #require(try parseJSON(again.stdout) as? [String: Any])
        #expect(counts["fetched"] as? Int == 0)
        #expect(counts["skipped"] as? Int == 6)
        #expect(counts["missing"] as? Int == total - 6)
        // Offline, the synced pictures draw.
        let offline = try await PokedexProcess.run(
            ["sprite", "3", "--shiny", "--color", "always", "--offline"], environment: environment)
        #expect(offline.stdout.contains(StubSpriteHost.escape(id: 3, shiny: true)))
        // A damaged picture is found and removed by cache verify.
        let file = cache + "/v1/sprites/front-default/2.png"
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
        let verify = try await PokedexProcess.run(["cache", "verify"], environment: ["POKEDEX_CACHE_DIR": cache])
        #expect(verify.stdout.contains("removed: v1/sprites/front-default/2.png"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
