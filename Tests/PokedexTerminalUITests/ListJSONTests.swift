import Foundation
import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords
import Testing

@testable import PokedexTerminalUI

/// A list's rows as JSON: each row's type names are its own, however often its types came
/// before in the list.
@Suite struct ListJSONTests {
    static let rows = [
        PokemonRow(id: 1, name: "bulbasaur", displayName: "Bulbasaur", types: ["grass", "poison"]),
        PokemonRow(id: 4, name: "charmander", displayName: "Charmander", types: ["fire"]),
        PokemonRow(id: 43, name: "oddish", displayName: "Oddish", types: ["grass", "poison"]),
        PokemonRow(id: 6, name: "charizard", displayName: "Charizard", types: ["fire", "flying"]),
        PokemonRow(id: 16, name: "pidgey", displayName: "Pidgey", types: ["normal", "flying"]),
        PokemonRow(id: 69, name: "bellsprout", displayName: "Bellsprout", types: ["grass", "poison"]),
        // Of the same length and first letter as `grass`: told apart by its name.
        PokemonRow(id: 92, name: "gastly", displayName: "Gastly", types: ["ghost", "poison"]),
        PokemonRow(id: 0, name: "missingno", displayName: "MissingNo.", types: []),
    ]

    @Test func eachRowNamesItsOwnTypesInTheReadersLanguage() throws {
        let model = ListViewModel(rows: Self.rows, offset: 0, limit: 10, count: Self.rows.count, nextOffset: nil)
        let names = LabelNames([
            .type: [
                "grass": [.fr: "Plante"], "poison": [.fr: "Poison"], "fire": [.fr: "Feu"], "ghost": [.fr: "Spectre"],
            ]
        ])
        for labels in [ScreenLabels(), ScreenLabels(language: .fr, names: names)] {
            var writer = JSONWriter()
            writer.beginArray()
            JSONViews.writeResults(model, labels: labels, into: &writer)
            writer.endArray()
            let parsed = try #require(
                try JSONSerialization.jsonObject(with: Data(writer.text().utf8)) as? [[String: Any]])
            #expect(parsed.count == Self.rows.count)
            for (row, object) in zip(Self.rows, parsed) {
                #expect(object["types"] as? [String] == row.types, "\(row.name)")
                #expect(object["type_names"] as? [String] == row.types.map(labels.type), "\(row.name)")
            }
        }
    }

    /// A list with every kind of row: with stats and without, in a regional Pokédex and not,
    /// marked, shiny and not, a name that needs escaping, no types.
    static var everyKindOfRow: ListViewModel {
        var rows = Self.rows
        rows.append(PokemonRow(id: 10_001, name: "mr-\"mime\"", displayName: "Mr. \u{2028}Mime", types: ["psychic"]))
        var model = ListViewModel(rows: rows, offset: 3, limit: rows.count, count: 1351, nextOffset: 12)
        model.rowStats = rows.indices.map { index in
            index % 3 == 1
                ? nil
                : BaseStats(
                    hp: index, attack: 10 * index, defense: 100 * index, specialAttack: 1000 * index,
                    specialDefense: 255, speed: 1_000_000_000 + index)
        }
        model.regionalDexes = rows.indices.map { $0 % 2 == 0 ? "paldea" : nil }
        model.regionalNumbers = rows.indices.map { $0 % 2 == 0 || $0 == 3 ? $0 * 7 : nil }
        model.marks = rows.indices.dropLast().map { [ListMark.none, .caught, .shiny][$0 % 3] }
        return model
    }

    /// The compact list's rows, spelled as fragments, are the bytes the writer's own keys and
    /// values make of them, whole or streamed through a buffer smaller than a row.
    @Test func aCompactListIsWhatTheWriterWritesOfItsValues() throws {
        let model = Self.everyKindOfRow
        let labels = ScreenLabels(language: .fr, names: LabelNames([.type: ["grass": [.fr: "Plante"]]]))
        // The general way: the list as a tree of values, serialized.
        let expected = JSONViews.list(model, labels: labels).serialized(pretty: false, line: false)
        var compact = JSONWriter()
        JSONViews.writeList(model, labels: labels, into: &compact)
        #expect(compact.text() == expected)
        var streamed: [UInt8] = []
        var small = JSONWriter(buffering: 16) { bytes in
            streamed += bytes
            return true
        }
        JSONViews.writeList(model, labels: labels, into: &small)
        small.finish()
        #expect(String(decoding: streamed, as: UTF8.self) == expected)
        // And it is JSON: every row read back.
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? [String: Any])
        #expect((parsed["results"] as? [[String: Any]])?.count == model.rows.count)
    }

    /// Pretty, a list is written by the writer's own keys: the same document, laid out.
    @Test func aPrettyListIsTheCompactOneLaidOut() throws {
        let model = Self.everyKindOfRow
        var compact = JSONWriter()
        JSONViews.writeList(model, labels: ScreenLabels(), into: &compact)
        var pretty = JSONWriter(pretty: true)
        JSONViews.writeList(model, labels: ScreenLabels(), into: &pretty)
        let text = pretty.text()
        #expect(text.contains("\n  \"results\": ["))
        // Read back and written compact, the pretty document is the compact one, byte for byte
        // (the parser tells `true` from `1`).
        #expect(try JSONValue.parse(Data(text.utf8)).serialized() == compact.text())
    }

    /// `--jsonl`: each row a line, the bytes the tree of its values serializes to; none for a
    /// list with no rows.
    @Test func jsonLinesAreEachRowOnALine() {
        let model = Self.everyKindOfRow
        let options = RenderOptions(format: .jsonLines, layout: .tabular)
        let rendered = Renderer.render(.content(model), options: options)
        let expected = ListView.jsonLines(model, options: options).map { $0.serialized(line: true) }.joined()
        #expect(rendered.stdout == expected)
        #expect(rendered.stdout.split(separator: "\n").count == model.rows.count && expected.hasSuffix("}\n"))
        let empty = ListViewModel(rows: [], offset: 0, limit: 20, count: 0, nextOffset: nil)
        #expect(Renderer.render(.content(empty), options: options).stdout.isEmpty)
    }
}
