import Foundation
import PokedexData
import PokedexJSON
import PokedexTestSupport
import Testing

/// `JSONReader`, which reads the bodies every command reads without `Codable`.
@Suite struct JSONReaderTests {
    private struct Sample: JSONReadable, Equatable {
        let count: Int
        let ratio: Int
        let name: String?
        let flag: Bool?
        let tags: [Tag]

        init(json: JSONReader) throws(DecodingError) {
            count = try json.int("count")
            ratio = try json.field("ratio").int()
            name = try json.optionalString("name")
            flag = try json.optionalBool("flag")
            tags = try json.list("tags")
        }
    }

    private struct Tag: JSONReadable, Equatable {
        let label: String

        init(json: JSONReader) throws(DecodingError) {
            label = try json.string("label")
        }
    }

    private func read(_ text: String) throws(DecodingError) -> Sample {
        try JSONReader.read(Sample.self, from: Data(text.utf8))
    }

    @Test func readsFieldsAsTheDecoderWould() throws {
        let sample = try read(#"{"count": 3.0, "ratio": 2, "name": null, "count": 4, "tags": [{"label": "a"}]}"#)
        // 3.0 is an integer; a repeated key finds its last value; null and absent are both nil.
        #expect(sample.count == 4)
        #expect(sample.ratio == 2)
        #expect(sample.name == nil && sample.flag == nil)
        #expect(sample.tags.map(\.label) == ["a"])
    }

    @Test func failuresNameWhereTheyAre() {
        func path(_ text: String) -> String? {
            do {
                _ = try read(text)
                return nil
            } catch {
                return Self.describe(error, corrupted: false)
            }
        }
        #expect(path(#"{"count": 1, "ratio": 1, "tags": [{"label": "a"}, {}]}"#) == "missing tags.1.label")
        #expect(path(#"{"count": 1.5, "ratio": 1, "tags": []}"#) == "mismatch count")
        #expect(path(#"{"count": 1, "ratio": "1", "tags": []}"#) == "mismatch ratio")
        #expect(path(#"{"count": 1, "ratio": 1, "flag": 1, "tags": []}"#) == "mismatch flag")
        #expect(path(#"{"count": null, "ratio": 1, "tags": []}"#) == "null count")
        #expect(path(#"{"count": 1, "ratio": 1, "tags": {}}"#) == "mismatch tags")
        #expect(path(#"[1]"#) == "mismatch ")
        #expect(path(#"{"count": 1"#) == "corrupted")
        #expect(path(#"{"count": 1, "ratio": 1, "tags": []}"#) == nil)
    }

    /// A failure's kind and where it is (`missing tags.1.label`); a body that is not JSON is
    /// `corrupted`, with why when `corrupted` says so.
    static func describe(_ error: DecodingError, corrupted: Bool = true) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing " + (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
        case .typeMismatch(_, let context):
            return "mismatch " + context.codingPath.map(\.stringValue).joined(separator: ".")
        case .valueNotFound(_, let context):
            return "null " + context.codingPath.map(\.stringValue).joined(separator: ".")
        case .dataCorrupted(let context): return corrupted ? "corrupted " + context.debugDescription : "corrupted"
        @unknown default: return "other"
        }
    }

    /// The learnsets of the sample Pokémon bodies (PokeAPI's, trimmed), read by hand and by
    /// `JSONDecoder`: the same, field for field.
    @Test func learnsetsReadAsFoundationDecodesThem() throws {
        let folder = fixturesRoot.appendingPathComponent("samples/pokemon")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 4)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(
                try encoder.encode(JSONReader.read(PokemonMovesDTO.self, from: data))
                    == encoder.encode(foundation.decode(PokemonMovesDTO.self, from: data)), "\(file)")
        }
    }
}
