import Foundation
import PokedexData
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import Testing

@Suite struct JSONValueParsingTests {
    private func parse(_ text: String) throws(JSONValue.SyntaxError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8))
    }

    @Test func swiftNamesReadSnakeCaseKeys() throws {
        #expect(JSONValueDecoder.snakeCase("baseStat") == "base_stat")
        #expect(JSONValueDecoder.snakeCase("frontShinyFemale") == "front_shiny_female")
        #expect(JSONValueDecoder.snakeCase("official-artwork") == "official-artwork")
        struct Stat: Decodable, Equatable {
            let baseStat: Int
            let isHidden: Bool
        }
        let stat = try JSONValueDecoder.decode(Stat.self, from: Data(#"{"base_stat": 45, "is_hidden": true}"#.utf8))
        #expect(stat == Stat(baseStat: 45, isHidden: true))
        // A dictionary's keys are data: as written, capitals included.
        let names = try JSONValueDecoder.decode([String: Int].self, from: Data(#"{"ja-Hrkt": 1, "base_stat": 2}"#.utf8))
        #expect(names == ["ja-Hrkt": 1, "base_stat": 2])
    }

    @Test func parsesEveryKindOfValue() throws {
        let tree = try parse(#" { "a" : [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d"}, "e": [] , "f": {} } "#)
        #expect(
            tree
                == .object([
                    (
                        key: "a",
                        value: .array([
                            .int(1), .int(-2), .double(3.5), .double(1000), .bool(true), .bool(false), .null,
                        ])
                    ),
                    (key: "b", value: .object([(key: "c", value: .string("d"))])),
                    (key: "e", value: .array([])),
                    (key: "f", value: .object([])),
                ]))
        #expect(tree["b"]?["c"] == .string("d"))
        #expect(tree["missing"] == nil)
    }

    @Test func aRepeatedKeyFindsItsLastValue() throws {
        #expect(try parse(#"{"a": 1, "a": 2}"#)["a"] == .int(2))
    }

    @Test func integersTooLongForAnIntBecomeDoubles() throws {
        #expect(try parse("123456789012345678") == .int(123_456_789_012_345_678))
        #expect(try parse("-0") == .int(0))
        #expect(try parse("12345678901234567890") == .double(try #require(Double("12345678901234567890"))))
    }

    @Test func stringEscapesAndNonASCIITextAreDecoded() throws {
        #expect(
            try parse(#""Farfetch’d \"quoted\" \\ \/ \b\f\n\r\t""#)
                == .string("Farfetch’d \"quoted\" \\ / \u{8}\u{C}\n\r\t"))
        #expect(try parse(#""Nidoran\u2640 Flab\u00E9b\u00e9""#) == .string("Nidoran♀ Flabébé"))
        #expect(try parse(#""\ud83d\ude00 and \u0000""#) == .string("😀 and \u{0}"))
    }

    /// A string's end, escapes and control characters are found eight bytes at a time: each at
    /// every offset from the opening quote, after text of one to four bytes a character (and
    /// DEL and U+00A0, which end nothing).
    @Test func aStringEndsWhereItsQuoteIsWhateverItsOffset() throws {
        let pieces = ["a", "é", "\u{7F}", "夜", "\u{A0}", "😀", "z"]
        for length in 0..<26 {
            let prefix = (0..<length).map { pieces[$0 % pieces.count] }.joined()
            let opened = 1 + prefix.utf8.count
            #expect(try parse("\"\(prefix)\"") == .string(prefix))
            #expect(
                try parse("[\"\(prefix)\",\"\(prefix)\\\"\\\\q\"]")
                    == .array([.string(prefix), .string(prefix + "\"\\q")]))
            for control in ["\u{1}", "\n", "\u{1F}"] {
                #expect(throws: JSONValue.SyntaxError(offset: opened, reason: "control character in a string")) {
                    try parse("\"\(prefix)\(control)\"")
                }
            }
            #expect(throws: JSONValue.SyntaxError(offset: opened, reason: "unterminated string")) {
                try parse("\"\(prefix)")
            }
        }
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() throws {
        let tree = try JSONValue.parse(Data([0x22, 0x61, 0xFF, 0x62, 0x22]))
        #expect(tree == .string("a\u{FFFD}b"))
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "{a:1}", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
        "[1 2]", #""unterminated"#, "\"tab\there\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00 low first""#,
        #""\ud800\u0041""#, "{} {}", "[] x", "NaN", "Infinity", "1e999", "// comment\n1",
    ])
    func rejectsWhatIsNotStrictJSON(_ text: String) {
        #expect(throws: JSONValue.SyntaxError.self) { try parse(text) }
    }

    @Test func reportsWhereTheSyntaxBroke() {
        #expect(throws: JSONValue.SyntaxError(offset: 6, reason: "expected ',' or ']'")) { try parse("[1, 2 3]") }
    }

    @Test func refusesNestingDeeperThanTheLimitInsteadOfExhaustingTheStack() throws {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        _ = try parse(deepest)
        let tooDeep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONValue.SyntaxError.self) { try parse(tooDeep) }
        #expect(throws: JSONValue.SyntaxError.self) {
            try parse(String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300))
        }
    }
}

/// The writer every `--json` goes through: into one reservation and from there into a string,
/// or streamed a buffer at a time; the text must be exactly what the escaping rules give.
@Suite struct JSONValueWritingTests {
    @Test func escapesControlsQuotesAndC1AndKeepsTheRest() {
        let value = JSONValue.object([
            ("q", .string("a\"b\\c/")), ("c0", .string("\u{0}\u{1F}\n\t\r\u{8}\u{C}\u{7F}")),
            ("c1", .string("x\u{85}y\u{9F}")), ("latin", .string("é°·\u{A0}")), ("short", .string("ab")),
            (
                "n",
                .array([.int(-12), .int(0), .int(1_234_567_890), .double(0.5), .double(.infinity), .bool(true), .null])
            ),
        ])
        let expected =
            #"{"q":"a\"b\\c/","c0":"\u0000\u001f\n\t\r\b\f\u007f","c1":"x\u0085y\u009f","latin":"é°·\#u{A0}","short":"ab","n":[-12,0,1234567890,0.5,null,true,null]}"#
        #expect(value.serialized() == expected)
        #expect(value.serialized(line: true) == expected + "\n")
    }

    /// Each character that must be escaped, and characters beyond ASCII that need not be, at
    /// every place in strings of 1 to 24 bytes (the writer looks at eight at a time): what is
    /// written reads back as the same string, and holds no control byte, no C1 control and no
    /// separator as it is; a string with none of them is written as it is, between quotes.
    @Test func everyCharacterIsEscapedOrNotWhereverItStands() throws {
        let escaped: [String] = [
            "\"", "\\", "\u{0}", "\u{1F}", "\n", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
        ]
        let kept: [String] = [" ", "/", "~", "é", "\u{A0}", "\u{2027}", "ポ", "\u{1F600}"]
        for length in 1...24 {
            for position in 0..<length {
                for character in escaped + kept {
                    let text =
                        String(repeating: "a", count: position) + character
                        + String(repeating: "b", count: length - position - 1)
                    let written = JSONValue.string(text).serialized()
                    #expect(try JSONValue.parse(Data(written.utf8)) == .string(text), "\(length) \(position)")
                    let scalars = written.unicodeScalars
                    #expect(
                        !scalars.contains {
                            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028
                                || $0.value == 0x2029
                        },
                        "\(written)")
                    if kept.contains(character) { #expect(written == "\"\(text)\"") }
                }
            }
        }
    }

    /// A document larger than the writer's reservation moves to a larger one, written whole.
    @Test func aDocumentLargerThanTheReservationIsWrittenWhole() {
        let long = String(repeating: "a\u{85}", count: JSONWriter.reservedBytes / 4)
        let text = JSONValue.array([.string(long), .string(long)]).serialized(line: true)
        // Each C1 control is written as six bytes: 7 a pair, two strings, quotes, a comma, brackets.
        #expect(text.utf8.count == 2 * (JSONWriter.reservedBytes / 4 * 7 + 2) + 1 + 2 + 1)
        #expect(text.hasPrefix(#"["a\u0085a"#) && text.hasSuffix("a\\u0085\"]\n"))
    }

    /// A streaming writer hands on, a buffer at a time, the bytes a writer into memory writes:
    /// strings longer than its buffer (plain ones handed on whole, escaped ones byte by byte),
    /// escapes cut across two buffers, pretty or compact.
    @Test(arguments: [false, true]) func aStreamedDocumentIsTheSameBytesABufferAtATime(pretty: Bool) {
        let long = String(repeating: "é\u{85}\"x", count: 40)
        let value = JSONValue.object([
            ("rows", .array((0..<30).map { .object([("id", .int($0)), ("name", .string("row \($0) ü"))]) })),
            ("long", .string(long)), ("plain", .string(String(repeating: "abcd", count: 10))), ("none", .null),
            ("weight", .double(6.9)),
        ])
        var handed: [[UInt8]] = []
        var writer = JSONWriter(pretty: pretty, buffering: 16) { bytes in
            handed.append(Array(bytes))
            return true
        }
        writer.value(value)
        let accepted = writer.finish(line: true)
        #expect(accepted)
        #expect(handed.count > 20 && handed.allSatisfy { !$0.isEmpty })
        #expect(String(decoding: handed.joined(), as: UTF8.self) == value.serialized(pretty: pretty, line: true))
    }

    /// A sink that refuses (a reader gone) is handed nothing more, and the writer says so.
    @Test func aRefusingSinkIsHandedNothingMore() {
        var calls = 0
        var writer = JSONWriter(buffering: 16) { _ in
            calls += 1
            return false
        }
        writer.value(.array((0..<100).map { .int($0) }))
        let accepted = writer.finish(line: true)
        #expect(!accepted)
        #expect(calls == 1)
    }

    /// The line and paragraph separators, which terminals and viewers break lines at, are
    /// escaped: written JSON holds no byte a terminal would obey, and stays the same text.
    @Test func lineAndParagraphSeparatorsAreEscaped() throws {
        let value = JSONValue.string("a\u{2028}b\u{2029}c\u{2027}")
        let text = value.serialized()
        #expect(text == #""a\u2028b\u2029c\#u{2027}""#)
        #expect(try JSONValue.parse(Data(text.utf8)) == value)
    }

    @Test func prettyIndentsByTwoAndLeavesEmptyContainersClosed() {
        let value = JSONValue.object([("a", .array([.int(1), .object([])])), ("b", .array([]))])
        #expect(value.serialized(pretty: true, line: true) == "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}\n")
    }

    /// Every bundled body parsed and written back parses to the same tree, compact and pretty.
    @Test func everyFixtureRoundTrips() throws {
        var checked = 0
        for resource in ["pokemon", "pokemon-species", "evolution-chain", "type"] {
            let folder = fixturesRoot.appendingPathComponent(resource)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).prefix(40) {
                let tree = try JSONValue.parse(try Data(contentsOf: folder.appendingPathComponent(file)))
                for pretty in [false, true] {
                    #expect(
                        try JSONValue.parse(Data(tree.serialized(pretty: pretty).utf8)) == tree, "\(resource)/\(file)")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// Keys and strings of every length the writer copies apart (none, one, two or three,
    /// four to seven, eight to sixteen, more) come out whole: as a tree of the same calls is
    /// written (keys given as literals against keys given as strings), and as the parser, which
    /// shares no code with the writer, reads them back. Keys repeat: an object keeps its members
    /// in order.
    @Test func keysAndStringsOfEveryLengthAreWrittenWhole() throws {
        func write<Out: JSONOutput & ~Copyable>(_ out: inout Out) {
            out.beginObject()
            out.member(literal: "", string: "")
            out.member(literal: "a", string: "b")
            out.member(literal: "abc", string: "abcdefg")
            out.member(literal: "abcd", int: 1)
            out.member(literal: "abcdefgh", string: "abcdefghijklmnop")
            out.member(literal: "abcdefghijklmnop", string: "abcdefghijklmnopq")
            out.member(literal: "qrstuvwxyzabcdefg", string: String(repeating: "xyz", count: 9))
            for length in 0...40 {
                let text = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
                out.key(text)
                out.string(text + "é")
                out.key(literal: "next")
                out.string(text)
            }
            out.endObject()
        }
        var builder = JSONTreeBuilder()
        write(&builder)
        for pretty in [false, true] {
            var writer = JSONWriter(pretty: pretty)
            write(&writer)
            #expect(writer.text() == builder.values.map { $0.serialized(pretty: pretty) }.joined())
        }
        #expect(builder.values.first?.serialized().hasPrefix(#"{"":"","a":"b","abc":"abcdefg","abcd":1,"#) == true)
        // Read back by the parser, which shares no code with the writer: every text is whole.
        var writer = JSONWriter()
        write(&writer)
        let read = try JSONValue.parse(Data(writer.text().utf8))
        #expect(read == builder.values.first)
        #expect(read["qrstuvwxyzabcdefg"] == .string(String(repeating: "xyz", count: 9)))
    }

    /// The same calls, made to a writer and to a tree builder, give the same JSON: what a view
    /// writes as it goes is what its tree would be, compact and pretty, empty containers too,
    /// keys given as strings or as literals.
    @Test func aWriterWritesWhatATreeOfTheSameCallsWouldBe() {
        func write<Out: JSONOutput & ~Copyable>(_ out: inout Out) {
            out.beginObject()
            out.member(literal: "count", .int(2))
            out.key(literal: "results")
            out.beginArray()
            for id in 1...2 {
                out.beginObject()
                out.member("id", .int(id))
                out.key("types")
                out.strings(id == 1 ? ["grass", "poison"] : [])
                out.key("stats")
                out.beginObject()
                if id == 1 { out.member(literal: "hp", .int(45)) }
                out.endObject()
                out.member("note", id == 1 ? .string("a \"b\"\n") : .null)
                out.endObject()
            }
            out.endArray()
            out.key("empty")
            out.beginArray()
            out.endArray()
            out.member(literal: "z", .bool(true))
            // Members in one call each: a key and its value, first in their object and after.
            out.key(literal: "members")
            out.beginObject()
            out.member(literal: "n", int: 12)
            out.member(literal: "m", int: -3)
            out.member(literal: "s", string: "x\t\"y\"")
            out.member(literal: "big", int: 1_000_000_000)
            out.endObject()
            // Values given one by one, as the whole dex's rows are.
            out.key(literal: "one by one")
            out.beginArray()
            out.int(0)
            out.int(-7)
            for value in [9, 10, 99, 100, 999, 1000, 9999, 10000] { out.int(value) }
            out.int(999_999_999)
            out.int(1_000_000_000)
            out.string("é \"q\"\u{85}")
            out.bool(false)
            out.null()
            out.strings(["a", "b"])
            out.endArray()
            // Deeper than the writer keeps as bits: each container still knows its items.
            out.key("deep")
            for _ in 0..<70 { out.beginArray() }
            out.int(1)
            out.int(2)
            out.beginObject()
            out.member(literal: "k", int: 5)
            out.member(literal: "t", string: "u")
            out.endObject()
            for level in 0..<70 {
                out.int(level)
                out.endArray()
            }
            out.endObject()
            out.value(.array([.int(3)]))
        }
        var builder = JSONTreeBuilder()
        write(&builder)
        #expect(builder.values.count == 2)
        for pretty in [false, true] {
            let expected = builder.values.map { $0.serialized(pretty: pretty) }.joined()
            var writer = JSONWriter(pretty: pretty)
            write(&writer)
            #expect(writer.text() == expected)
            // From a reservation of a few bytes: every key, number and string written where
            // there is no room for it, and the document moved to larger ones.
            var small = JSONWriter(pretty: pretty, reserving: 1)
            write(&small)
            #expect(small.text() == expected)
        }
        // The deep arrays, innermost first: [1,2,{…},0], then each in the next with its level.
        var deep = #"[1,2,{"k":5,"t":"u"},0]"#
        for level in 1..<70 { deep = "[\(deep),\(level)]" }
        #expect(
            builder.values.first?.serialized()
                == #"{"count":2,"results":[{"id":1,"types":["grass","poison"],"stats":{"hp":45},"note":"a \"b\"\n"},{"id":2,"types":[],"stats":{},"note":null}],"empty":[],"z":true,"#
                + #""members":{"n":12,"m":-3,"s":"x\t\"y\"","big":1000000000},"#
                + #""one by one":[0,-7,9,10,99,100,999,1000,9999,10000,999999999,1000000000,"é \"q\"\u0085",false,null,["a","b"]],"deep":"#
                + deep + "}"
        )
        var writer = JSONWriter()
        write(&writer)
        #expect(writer.text().hasSuffix(#""deep":"# + deep + "}[3]"))
    }
}

@Suite struct JSONValueDecoderTests {
    private struct Sample: Codable, Equatable {
        let count: Int
        let ratio: Double
        let small: UInt8
        let name: String
        let flag: Bool
        let missing: String?
        let null: Int?
        let list: [Int]
        let nested: [String: [Int]]
    }

    @Test func decodesWhatJSONDecoderDecodes() throws {
        let text =
            #"{"count": 3.0, "ratio": 2, "small": 255, "name": "x", "flag": true, "null": null, "list": [1, 2], "nested": {"a": [3]}}"#
        let ours = try JSONValueDecoder.decode(Sample.self, from: Data(text.utf8))
        #expect(
            ours
                == Sample(
                    count: 3, ratio: 2, small: 255, name: "x", flag: true, missing: nil, null: nil, list: [1, 2],
                    nested: ["a": [3]]))
        #expect(ours == (try JSONDecoder().decode(Sample.self, from: Data(text.utf8))))
    }

    @Test func numbersThatDoNotFitTheTypeAreMismatches() {
        for text in [#"{"v": 3.5}"#, #"{"v": 256}"#, #"{"v": -1}"#, #"{"v": "1"}"#] {
            #expect(throws: DecodingError.self) {
                try JSONValueDecoder.decode([String: UInt8].self, from: Data(text.utf8))
            }
        }
    }

    @Test func failuresNameThePathForTheRepository() throws {
        let path = APIPath.item(.pokemon, id: 1)
        let missing =
            #"{"id": 1, "name": "bulbasaur", "height": 7, "weight": 69, "is_default": true, "species": {"name": "bulbasaur", "url": "/1/"}, "types": [], "abilities": [], "stats": [{"stat": {"name": "hp", "url": "/1/"}}]}"#
        let mismatch = missing.replacingOccurrences(of: #""height": 7"#, with: #""height": "tall""#)
        let null = missing.replacingOccurrences(of: #""height": 7"#, with: #""height": null"#)
        // Read by hand (what the commands do) or decoded, a broken body is reported alike.
        for byHand in [false, true] {
            func read(_ text: String) throws(RepositoryError) {
                if byHand {
                    _ = try JSONValueDecoder.read(PokemonDTO.self, from: Data(text.utf8), at: path)
                } else {
                    _ = try JSONValueDecoder.decode(PokemonDTO.self, from: Data(text.utf8), at: path)
                }
            }
            #expect(throws: RepositoryError.malformed(resource: "pokemon/1", reason: "missing stats.0.base_stat")) {
                try read(missing)
            }
            #expect(throws: RepositoryError.malformed(resource: "pokemon/1", reason: "unexpected value at height")) {
                try read(mismatch)
            }
            #expect(throws: RepositoryError.malformed(resource: "pokemon/1", reason: "unexpected value at height")) {
                try read(null)
            }
            #expect(throws: RepositoryError.malformed(resource: "pokemon/1", reason: "not valid JSON")) {
                try read(#"{"id": 1"#)
            }
        }
    }

    /// Every bundled resource, decoded by both decoders and written back out: the same bytes.
    @Test(arguments: ["pokemon", "pokemon-species", "evolution-chain", "type", "generation"])
    func everyFixtureDecodesAsFoundationDecodesIt(resource: String) async throws {
        try await onOwnThread {
            let folder = fixturesRoot.appendingPathComponent(resource)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".json")
            }
            #expect(files.count > 8)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // PokeAPI's keys are snake_case; the DTOs name them in camelCase, as both decoders map.
            let foundation = JSONDecoder()
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            func same<T: Codable>(_ type: T.Type, _ data: Data) throws -> Bool {
                try encoder.encode(JSONValueDecoder.decode(type, from: data))
                    == encoder.encode(foundation.decode(type, from: data))
            }
            // What every command reads is read by hand: the same again, field for field.
            func same<T: Codable & JSONReadable>(_ type: T.Type, _ data: Data) throws -> Bool {
                let expected = try encoder.encode(foundation.decode(type, from: data))
                return try encoder.encode(JSONValueDecoder.decode(type, from: data)) == expected
                    && encoder.encode(JSONReader.read(type, from: data)) == expected
            }
            for file in files {
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                let agrees: Bool =
                    switch resource {
                    case _ where file == "index.json": try same(ResourceListDTO.self, data)
                    case "pokemon": try same(PokemonDTO.self, data)
                    case "pokemon-species": try same(SpeciesDTO.self, data)
                    case "evolution-chain": try same(EvolutionChainDTO.self, data)
                    case "type": try same(TypeDTO.self, data)
                    default: try same(AnyJSON.self, data)
                    }
                #expect(agrees, "\(resource)/\(file)")
            }
        }
    }

    /// Any JSON at all, through single-value and keyed containers: the generation fixtures
    /// compared whole.
    private enum AnyJSON: Codable, Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([AnyJSON])
        case object([String: AnyJSON])

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? value.decode(Int.self) {
                self = .int(int)
            } else if let double = try? value.decode(Double.self) {
                self = .double(double)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let array = try? value.decode([AnyJSON].self) {
                self = .array(array)
            } else {
                self = .object(try value.decode([String: AnyJSON].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var value = encoder.singleValueContainer()
            switch self {
            case .null: try value.encodeNil()
            case .bool(let bool): try value.encode(bool)
            case .int(let int): try value.encode(int)
            case .double(let double): try value.encode(double)
            case .string(let string): try value.encode(string)
            case .array(let array): try value.encode(array)
            case .object(let object): try value.encode(object)
            }
        }
    }
}
