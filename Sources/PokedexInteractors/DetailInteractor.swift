import PokedexDomain

/// Finds one Pokémon by any name (in any supported language) or id a person types, and
/// loads its full entry.
public struct DetailInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func detail(for query: String) async throws(PokedexError) -> DetailResult {
        let (summary, catalog) = try await PokemonResolver(repository: repository).resolve(query)
        // Arceus and Silvally by their type, as Showdown writes them (`Arceus-Fire`), are shown as it.
        let typed = TypedForm.parse(query).flatMap { $0.base == summary.name ? $0.type : nil }
        var detail = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.detail(of: summary)
        }
        if let typed {
            let relations = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.type(named: typed)
            }
            detail = TypedForm.apply(typed, relations: relations, to: detail)
        }
        // The chain's species by their default forms' names.
        var speciesNames: [Int: String] = [:]
        for node in detail.evolution?.allSpecies ?? [] {
            speciesNames[node.speciesID] =
                catalog.all.first { $0.speciesID == node.speciesID && $0.isDefault }?.displayName
        }
        return DetailResult(detail: detail, speciesDisplayNames: speciesNames)
    }
}

/// A Pokémon's entry and what is needed to show it.
public struct DetailResult: Sendable {
    public let detail: PokemonDetail
    /// Species id → the display name of its default form, for the evolution chain.
    public let speciesDisplayNames: [Int: String]

    public init(detail: PokemonDetail, speciesDisplayNames: [Int: String] = [:]) {
        self.detail = detail
        self.speciesDisplayNames = speciesDisplayNames
    }
}

/// Arceus and Silvally take the type of their plate or memory; Showdown names them by it.
public enum TypedForm {
    /// `Arceus-Fire` → (`arceus`, `fire`); nil for any other name.
    public static func parse(_ query: String) -> (base: String, type: String)? {
        let words = NameKey.make(query).split(separator: "-").map(String.init)
        guard words.count == 2, ["arceus", "silvally"].contains(words[0]), TypeChart.attackingTypes.contains(words[1])
        else { return nil }
        return (words[0], words[1])
    }

    /// The entry as that type: its types, name and defences.
    static func apply(_ type: String, relations: TypeRelations, to detail: PokemonDetail) -> PokemonDetail {
        let base = detail.summary
        let summary = PokemonSummary(
            id: base.id, name: base.name, speciesID: base.speciesID, speciesName: base.speciesName,
            displayName: "\(base.displayName) (\(DisplayName.titleCase(type)))", types: [type],
            isDefault: base.isDefault, generation: base.generation)
        var typed = PokemonDetail(
            summary: summary, genus: detail.genus, generation: detail.generation,
            heightDecimetres: detail.heightDecimetres, weightHectograms: detail.weightHectograms,
            abilities: detail.abilities, stats: detail.stats, entry: detail.entry)
        typed.facts = detail.facts
        typed.forms = detail.forms
        typed.evolution = detail.evolution
        typed.localizedNames = detail.localizedNames
        typed.localizedGenera = detail.localizedGenera
        typed.typeDefenses = TypeChart.defenses(of: [relations])
        return typed
    }
}
