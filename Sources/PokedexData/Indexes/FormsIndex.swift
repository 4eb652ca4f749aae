import FoundationEssentials
import PokedexDomain

/// `pokedex-forms.tsv`: the names Pokémon Showdown (and Smogon's calculator, and the team
/// exports players paste) gives forms PokeAPI names otherwise or not at all, each with the
/// PokeAPI Pokémon it is and the item that makes it (`genesect-burn` is Genesect holding Burn
/// Drive, `polteageist-antique` Polteageist); and the forms that evolve from nothing and into
/// nothing though their species does (Bloodmoon Ursaluna, a cap Pikachu).
///
///     # name  pokemon_id  item  alone
///     genesect-burn  649  burn-drive  0
///     ursaluna-bloodmoon  10272    1
package enum FormsIndex {
    package static let fileName = "pokedex-forms.tsv"
    static let header = "# name\tpokemon_id\titem\talone"

    package struct Form: Sendable, Equatable {
        /// Its name key as Showdown writes it: `genesect-burn`.
        package let name: String
        package let pokemonID: Int
        /// The item it holds to be this form, by PokeAPI name: `burn-drive`.
        package let item: String?
        /// Evolves from nothing and into nothing, though its species does.
        let isAlone: Bool

        package init(name: String, pokemonID: Int, item: String? = nil, isAlone: Bool = false) {
            self.name = name
            self.pokemonID = pokemonID
            self.item = item
            self.isAlone = isAlone
        }
    }

    package static func encode(_ forms: [Form]) -> String {
        var text = header + "\n"
        for form in forms.sorted(by: { $0.name < $1.name }) {
            text += IndexRows.line([form.name, String(form.pokemonID), form.item ?? "", form.isAlone ? "1" : "0"])
        }
        return text
    }

    static func decode(_ data: Data) throws(RepositoryError) -> [Form] {
        try IndexRows.parse(data, fieldCount: 4, file: fileName, rowKind: "a form row") { fields -> Form? in
            guard let id = fields.number(1) else { return nil }
            let item = fields.string(2)
            return Form(
                name: fields.string(0), pokemonID: id, item: item.isEmpty ? nil : item, isAlone: fields.string(3) == "1"
            )
        }
    }
}
