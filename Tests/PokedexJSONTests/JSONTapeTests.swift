import Foundation
import PokedexJSON
import Testing

/// `JSONReader` reads a body from its tape (where each value lies) and makes a value only when
/// a type reads it. Held here to the tree and `Decodable` (`JSONValueDecoder`), the other way
/// a body is read, on thousands of random bodies: escaped keys and strings, repeated keys,
/// `null`, values of the wrong kind, numbers of every form, bytes that are not UTF-8 and
/// whitespace anywhere. Each must read the same value, or fail with the same error at the
/// same path. The well-formed ones are held to Foundation's `JSONDecoder` too.
@Suite struct JSONTapeTests {
    struct Document: Codable, JSONReadable, Equatable {
        let count: Int
        let name: String?
        let flag: Bool?
        let items: [Item]
        let nested: Nested?

        init(json: JSONReader) throws(DecodingError) {
            count = try json.int("count")
            name = try json.optionalString("name")
            flag = try json.optionalBool("flag")
            items = try json.list("items")
            nested = try json.optionalRead("nested")
        }
    }

    struct Item: Codable, JSONReadable, Equatable {
        let label: String
        let value: Int?

        init(json: JSONReader) throws(DecodingError) {
            label = try json.string("label")
            value = try json.optionalInt("value")
        }
    }

    struct Nested: Codable, JSONReadable, Equatable {
        let items: [Item]
        let flag: Bool

        init(json: JSONReader) throws(DecodingError) {
            items = try json.list("items")
            flag = try json.bool("flag")
        }
    }

    /// What reading gave: the value, or the error's kind and path.
    static func outcome(_ read: () throws -> Document) -> String {
        do {
            return "value \(try read())"
        } catch let error as DecodingError {
            return JSONReaderTests.describe(error)
        } catch {
            return "other \(error)"
        }
    }

    @Test func randomBodiesReadAsTheTreeReadsThem() throws {
        let random = SystemRandomNumberGenerator()
        var read = 0
        var failed = 0
        for _ in 0..<4_000 {
            var body = Body(random: random)
            let bytes = body.document()
            let data = Data(bytes)
            let tape = Self.outcome { try JSONReader.read(Document.self, from: data) }
            let tree = Self.outcome { try JSONValueDecoder.decode(Document.self, from: data) }
            #expect(tape == tree, "\(String(decoding: bytes, as: UTF8.self))")
            if tape.hasPrefix("value") {
                read += 1
                if body.wellFormed {
                    let foundation = Self.outcome { try JSONDecoder().decode(Document.self, from: data) }
                    #expect(tape == foundation, "\(String(decoding: bytes, as: UTF8.self))")
                }
            } else {
                failed += 1
            }
        }
        // Both outcomes are common: the bodies are neither all right nor all wrong.
        #expect(read > 500 && failed > 500, "\(read) read, \(failed) failed")
    }

    @Test func escapesAndBrokenBytesReadAsTheTreeHasThem() throws {
        let data =
            Data(
                #"{"c\u006funt": 7, "items": [{"label": "a\"b\\c\u00e9\ud83d\ude00\n", "value": -0}], "name": "x"#.utf8)
            + Data([0xFF, 0x22, 0x7D])
        let document = try JSONReader.read(Document.self, from: data)
        #expect(document.count == 7)
        #expect(document.items == [try JSONValueDecoder.decode(Document.self, from: data).items[0]])
        #expect(document.items[0].label == "a\"b\\c\u{e9}\u{1F600}\n")
        #expect(document.name == "x\u{FFFD}")
    }

    /// A random body of `Document`'s shape, each part sometimes wrong.
    struct Body {
        var random: SystemRandomNumberGenerator
        var wellFormed = true
        var text: [UInt8] = []

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }

        mutating func space() {
            if chance(30) { text += Array(pick([" ", "\n  ", "\t", "\r\n"]).utf8) }
        }

        mutating func key(_ name: String) {
            space()
            // A key may be written with an escape: it is still the key.
            if chance(15), let first = name.unicodeScalars.first {
                let hex = String(first.value, radix: 16)
                text += Array(("\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                text += Array(name.unicodeScalars.dropFirst().map(String.init).joined().utf8) + [0x22]
            } else {
                text += Array("\"\(name)\"".utf8)
            }
            space()
            text.append(UInt8(ascii: ":"))
            space()
        }

        mutating func string() {
            text.append(0x22)
            for _ in 0..<Int(random.next() % 4) {
                let piece = pick([
                    "plain", "é", "ポケモン", #"\""#, #"\\"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\n"#, #"\/"#,
                    "a much longer piece of text than fifteen bytes", "",
                ])
                text += Array(piece.utf8)
            }
            if chance(3) {
                text.append(0xFE)
                wellFormed = false
            }
            text.append(0x22)
        }

        mutating func number() {
            text += Array(
                pick([
                    "0", "7", "-12", "3.0", "1e2", "-0", "1.5", "2.5e-3", "123456789012345678",
                    "12345678901234567890", "-9223372036854775808", "1E+1",
                ]).utf8)
        }

        /// A value where a `kind` is wanted: mostly one, sometimes `null` or another kind.
        mutating func value(_ kind: String, depth: Int) {
            space()
            let roll = random.next() % 100
            if roll < 3 {
                text += Array("null".utf8)
            } else if roll < 6 {
                switch random.next() % 4 {
                case 0: string()
                case 1: number()
                case 2: text += Array("[]".utf8)
                default: text += Array("true".utf8)
                }
            } else {
                switch kind {
                case "int": number()
                case "string": string()
                case "bool": text += Array(pick(["true", "false"]).utf8)
                case "items": items(depth: depth)
                case "nested": object(["items": "items", "flag": "bool"], depth: depth + 1)
                default: object(["label": "string", "value": "int"], depth: depth + 1)
                }
            }
            space()
        }

        mutating func items(depth: Int) {
            text.append(UInt8(ascii: "["))
            let count = depth > 2 ? 0 : Int(random.next() % 4)
            for index in 0..<count {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                value("item", depth: depth)
            }
            space()
            text.append(UInt8(ascii: "]"))
        }

        mutating func object(_ fields: KeyValuePairs<String, String>, depth: Int) {
            text.append(UInt8(ascii: "{"))
            var members: [(String, String)] = []
            for (name, kind) in fields {
                if chance(4) { continue }  // absent
                members.append((name, kind))
                if chance(6) {  // given twice: the last counts (where Foundation takes the first)
                    members.append((name, kind))
                    wellFormed = false
                }
            }
            if chance(10) { members.append(("other", "string")) }
            if chance(30) { members.shuffle(using: &random) }
            for (index, (name, kind)) in members.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                key(name)
                value(kind, depth: depth)
            }
            space()
            text.append(UInt8(ascii: "}"))
        }

        mutating func document() -> [UInt8] {
            space()
            object(
                ["count": "int", "name": "string", "flag": "bool", "items": "items", "nested": "nested"], depth: 0)
            space()
            return text
        }
    }
}
