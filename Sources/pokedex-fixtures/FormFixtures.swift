import Foundation
import PokedexData
import PokedexDomain

/// Pokémon Showdown's names of forms (`--showdown DIR`, the Makefile's `SHOWDOWN`): every form
/// it names that PokeAPI names otherwise or not at all, as the PokeAPI Pokémon it is and the
/// item that makes it; and the forms that evolve from nothing and into nothing though their
/// species does. Facts only: names, numbers, items.
enum FormFixtures {
    /// The forms of Showdown's `pokedex.json`, against the catalog's Pokémon.
    static func forms(showdown: URL, catalog: [PokemonSummary]) throws -> [FormsIndex.Form] {
        let url = showdown.appendingPathComponent("pokedex.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let entries = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { throw GeneratorError("\(url.path): not there, or not Showdown's pokedex as JSON") }
        let known = PokemonCatalog(catalog)
        let byName = Dictionary(catalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byShowdownName = Dictionary(
            entries.values.compactMap { entry in (entry["name"] as? String).map { ($0, entry) } },
            uniquingKeysWith: { first, _ in first })
        var forms: [FormsIndex.Form] = []
        for entry in entries.values {
            guard let name = entry["name"] as? String, let number = entry["num"] as? Int, number > 0 else { continue }
            let key = NameKey.make(name)
            let base = (entry["baseSpecies"] as? String).flatMap { byShowdownName[$0] }
            // Evolves from nothing and into nothing, though its species does, and is no form
            // a Pokémon changes into (in battle, or by an item, an ability or a move).
            let changes = [
                "battleOnly", "changesFrom", "requiredItem", "requiredItems", "requiredAbility", "requiredMove",
            ]
            let alone =
                base != nil && entry["prevo"] == nil && entry["evos"] == nil && !changes.contains { entry[$0] != nil }
                && (base?["prevo"] != nil || base?["evos"] != nil)
            let item = (entry["requiredItem"] as? String).map(NameKey.make)
            if let own = byName[key] {
                if alone { forms.append(FormsIndex.Form(name: key, pokemonID: own.id, isAlone: true)) }
                continue
            }
            // Named otherwise by PokeAPI (`tauros-paldea-combat` is `…-combat-breed`), or one of
            // the species' looks PokeAPI keeps as its default Pokémon.
            let pokemon =
                NameIndex.form(key, in: known)
                ?? (entry["baseSpecies"] as? String).flatMap { species in
                    catalog.first { $0.isDefault && $0.speciesName == NameKey.make(species) }
                } ?? catalog.first { $0.isDefault && $0.speciesID == number }
            guard let pokemon else { throw GeneratorError("Showdown's \(name) is no Pokémon of PokeAPI's") }
            forms.append(FormsIndex.Form(name: key, pokemonID: pokemon.id, item: item, isAlone: alone))
        }
        return forms.sorted { $0.name < $1.name }
    }
}

extension FormFixtures {
    /// Smogon's tiers of Scarlet/Violet (Showdown's `formats-data.json`), by the PokeAPI
    /// Pokémon each Showdown entry is: its own name first, else the form `forms` maps it to.
    /// A species' tier is its default Pokémon's; a form Showdown tiers apart keeps its own.
    static func tiers(
        showdown: URL, catalog: [PokemonSummary], forms: [FormsIndex.Form]
    ) throws -> [Int: SmogonTiers] {
        func object(_ file: String) throws -> [String: [String: Any]] {
            let url = showdown.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path),
                let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
            else { throw GeneratorError("\(url.path): not there, or not Showdown's \(file) as JSON") }
            return object
        }
        let formats = try object("formats-data.json")
        let entries = try object("pokedex.json")
        let byName = Dictionary(catalog.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        let byForm = Dictionary(forms.map { ($0.name, $0.pokemonID) }, uniquingKeysWith: { first, _ in first })
        var tiers: [Int: SmogonTiers] = [:]
        for (id, row) in formats.sorted(by: { $0.key < $1.key }) {
            guard let name = entries[id]?["name"] as? String else {
                throw GeneratorError("formats-data.json: \(id) is no entry of Showdown's pokedex.json")
            }
            let key = NameKey.make(name)
            let own = byName[key]
            // Its own name wins over a form Showdown names for the same Pokémon (a cosmetic one).
            guard let pokemon = own ?? byForm[key], own != nil || tiers[pokemon] == nil else { continue }
            // A form has its species' tags (Showdown writes them on the species alone).
            let species = (entries[id]?["baseSpecies"] as? String).map {
                String($0.lowercased().filter { $0.isLetter || $0.isNumber })
            }
            let tags = entries[id]?["tags"] as? [String] ?? species.flatMap { entries[$0]?["tags"] as? [String] } ?? []
            tiers[pokemon] = SmogonTiers(
                singles: row["tier"] as? String, doubles: row["doublesTier"] as? String,
                nationalDex: row["natDexTier"] as? String, restricted: tags.contains("Restricted Legendary"))
        }
        return tiers
    }
}
