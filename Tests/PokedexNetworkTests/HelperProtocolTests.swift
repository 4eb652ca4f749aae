import PokedexHTTPProtocol
import Testing

/// The wire between pokedex and pokedex-http, without either process.
@Suite struct HelperProtocolTests {
    let answers: [HelperAnswer] = [
        .response(
            id: 7, status: 200, headers: [HelperHeader("Content-Type", "application/json")],
            body: HelperBody(Array(#"{"a":"line\nresponse 1 200 0 0\n"}"#.utf8))),
        .failure(id: 3, kind: .timedOut, message: "timed out"),
        .response(id: 12, status: 404, headers: [], body: HelperBody([])),
        .response(
            id: 8, status: 200, headers: [HelperHeader("Retry-After", "2")],
            body: HelperBody((0...255).map { UInt8($0) })),
        .failure(id: 9, kind: .redirectRefused, message: "refused a redirect\nto elsewhere"),
    ]

    /// Everything the helper would write for `answers`, its greeting first.
    var stream: [UInt8] { answers.reduce(HelperProtocol.greeting) { $0 + $1.encoded } }

    /// The answers as the decoder gives them, the line break in the message made a space.
    var expected: [HelperEvent<HelperAnswer>] {
        [.greeting(version: HelperProtocol.version)]
            + answers.map { answer in
                if case .failure(let id, let kind, let message) = answer {
                    return .message(.failure(id: id, kind: kind, message: message.replacingNewlines))
                }
                return .message(answer)
            }
    }

    @Test func answersComeBackWholeInOneRead() throws {
        var decoder = AnswerDecoder(maxBodyBytes: 1000)
        #expect(try decoder.feed(stream) == expected)
        #expect(!decoder.isMidMessage)
    }

    @Test func answersSplitAcrossReadsAtEveryByteComeBackTheSame() throws {
        let bytes = stream
        for cut in 1..<bytes.count {
            var decoder = AnswerDecoder(maxBodyBytes: 1000)
            let events = try decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
            #expect(events == expected, "cut at \(cut)")
        }
        var decoder = AnswerDecoder(maxBodyBytes: 1000)
        var events: [HelperEvent<HelperAnswer>] = []
        for byte in bytes {
            events += try decoder.feed([byte])
        }
        #expect(events == expected)
    }

    @Test func halfAnAnswerIsHeldUntilTheRestComes() throws {
        var decoder = AnswerDecoder(maxBodyBytes: 1000)
        let bytes = HelperProtocol.greeting + answers[0].encoded
        #expect(try decoder.feed(bytes.dropLast(5)) == [.greeting(version: HelperProtocol.version)])
        #expect(decoder.isMidMessage)
        #expect(try decoder.feed(bytes.suffix(5)) == [.message(answers[0])])
        #expect(!decoder.isMidMessage)
    }

    @Test func requestsRoundTripThroughTheirLines() throws {
        let requests: [HelperRequest] = [
            .get(id: 1, url: "https://pokeapi.co/api/v2/pokemon/25/", timeoutMilliseconds: 10_000),
            .cancel(id: 1),
            .get(
                id: 18_446_744, url: "http://127.0.0.1:8787/api/v2/pokemon/?limit=100000&offset=0",
                timeoutMilliseconds: 1),
        ]
        let bytes = requests.reduce(HelperProtocol.greeting) { $0 + $1.encoded }
        var decoder = RequestDecoder()
        var events: [HelperEvent<HelperRequest>] = []
        for byte in bytes { events += try decoder.feed([byte]) }
        #expect(events == [.greeting(version: HelperProtocol.version)] + requests.map { .message($0) })
    }

    @Test func theGreetingNamesTheVersion() {
        #expect(HelperProtocol.greeting == Array("pokedex-http 1\n".utf8))
        #expect(HelperProtocol.version(inGreeting: Array("pokedex-http 7".utf8)) == 7)
        for line in ["pokedex-http", "pokedex-http one", "curl 1", "pokedex-http 1 2", "", "pokedex-http -1"] {
            #expect(HelperProtocol.version(inGreeting: Array(line.utf8)) == nil, "\(line)")
        }
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\n",
        "pokedex-http 1\nresponse x 200 0 0\n",
        "pokedex-http 1\nresponse 1 200 0\n",
        "pokedex-http 1\nfailure 1 exploded boom\n",
        "pokedex-http 1\nhello 1\n",
        "pokedex-http 1\nresponse 1 200 0 999999999\n",
        "pokedex-http 1\nresponse 1 200 4 0\nNope",
    ])
    func brokenAnswersAreProtocolErrors(text: String) {
        var decoder = AnswerDecoder(maxBodyBytes: 1000)
        #expect(throws: HelperProtocolError.self) { try decoder.feed(Array(text.utf8)) }
    }

    @Test func anEndlessLineIsAnErrorBeforeItFillsMemory() {
        var decoder = AnswerDecoder(maxBodyBytes: 1000)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        #expect(throws: HelperProtocolError("a line over the limit")) {
            for _ in 0..<10 { _ = try decoder.feed(chunk) }
        }
    }

    @Test(arguments: [
        "get 1 1000 https://a b/\n", "get 1 1000\n", "get x 1000 https://a/\n", "cancel\n", "fetch 1 2 3\n",
        "get 1 -5 https://a/\n",
    ])
    func brokenRequestsAreProtocolErrors(text: String) {
        var decoder = RequestDecoder()
        #expect(throws: HelperProtocolError.self) { try decoder.feed(HelperProtocol.greeting + Array(text.utf8)) }
    }

    @Test func onlyPrintableURLsWithoutSpacesCanBeSent() {
        #expect(HelperRequest.isSendable(url: "https://pokeapi.co/api/v2/pokemon/mr-mime/"))
        for url in ["", "https://a/ b", "https://a/\nget 2 1 https://evil/", "https://a/\u{7F}", "https://a/é"] {
            #expect(!HelperRequest.isSendable(url: url), "\(url)")
        }
    }
}

extension String {
    fileprivate var replacingNewlines: String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
