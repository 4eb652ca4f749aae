import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes, built from view models. Key order here is the output order.
enum JSONViews {
    /// A Pokémon as every command refers to one: `{id, name, display_name, types, type_names}`.
    static func row(_ row: PokemonRow, labels: ScreenLabels = .english) -> JSONValue {
        .object(reference(row, labels: labels))
    }

    /// A reference's fields, for an object that adds its own after them.
    static func reference(_ row: PokemonRow, labels: ScreenLabels = .english) -> [(String, JSONValue)] {
        pokemon(id: row.id, name: row.name, displayName: row.displayName, types: row.types, labels: labels)
    }

    /// `id, name, display_name, types, type_names`: how every Pokémon starts in JSON. `types`
    /// are PokeAPI's names; `type_names` the same as the reader reads them (`--lang`).
    static func pokemon(
        id: Int, name: String, displayName: String, types: [String], labels: ScreenLabels = .english
    ) -> [JSONValue.Member] {
        [
            (key: "id", value: .int(id)), (key: "name", value: .string(name)),
            (key: "display_name", value: .string(displayName)),
            (key: "types", value: .strings(types)), (key: "type_names", value: typeNames(types, labels)),
        ]
    }

    /// A list of types as the reader reads them.
    static func typeNames(_ types: [String], _ labels: ScreenLabels) -> JSONValue {
        .array(types.map { .string(labels.type($0)) })
    }

    /// 2 and 4 as integers, 0.5 and 0.25 as decimals.
    static func number(_ value: Double) -> JSONValue {
        value.wholeNumber.map(JSONValue.int) ?? .double(value)
    }
}
