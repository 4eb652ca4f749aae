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
}
