import PokedexDomain

/// Finds one Pokémon by any name (in any supported language) or id a person types, and
/// loads its full entry.
package struct DetailInteractor: Sendable {
    private let repository: any PokedexRepository
    private let sprites: (any SpriteRepository)?

    /// How long past the start a picture may still arrive once the entry is in: a slow or
    /// hanging image host costs at most this, never the request's whole timeout.
    static let pictureGrace: Double = 0.5

    package init(repository: any PokedexRepository, sprites: (any SpriteRepository)? = nil) {
        self.repository = repository
        self.sprites = sprites
    }

    /// The entry of the Pokémon `query` names; with `picture`, its picture too, fetched at
    /// the same time as the entry (and left out if it cannot be had in time). Without
    /// `entryText`, PokeAPI's prose is not asked for (`compare` shows none).
    /// `language`: the evolution chain's species by their names in it.
    package func detail(
        for query: String, picture: SpriteVariant? = nil, entryText: Bool = true, language: Language = .en
    ) async throws(PokedexError) -> DetailResult {
        let summary = try await PokemonResolver(repository: repository).summary(query)
        await repository.readAhead(entryOf: summary, in: language)
        // Arceus and Silvally by their type, as Showdown writes them (`Arceus-Fire`), are shown as it.
        let typed = TypedForm.parse(query).flatMap { $0.base == summary.name ? $0.type : nil }
        let (loaded, sprite) = await entryAndPicture(of: summary, picture: picture, entryText: entryText)
        var detail = try await PokedexError.wrap { () async throws(RepositoryError) in try loaded.get() }
        if let typed {
            let relations = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.type(named: typed)
            }
            detail = TypedForm.apply(typed, relations: relations, to: detail)
        }
        var names = await speciesNames(detail.evolution?.allSpecies ?? [])
        // The forms of a line that differs by form (Paldean Wooper's), each as the catalog has it.
        var forms: [String: PokemonSummary] = [:]
        for form in (detail.evolution?.allSpecies ?? []).compactMap(\.form) where forms[form] == nil {
            forms[form] = await repository.summary(directly: form)
        }
        // In another language, the species' names and the games' words for the forms shown.
        var formWords: [Int: String] = [:]
        if language != .en, let localized = await bestEffort({ try await repository.localizedNames(in: language) }) {
            for id in names.keys {
                if let name = localized.name(ofSpecies: id, in: language) { names[id] = name }
            }
            for form in [detail.summary] + forms.values where !form.isDefault {
                formWords[form.id] = localized.name(ofSpecies: form.id, in: language)
            }
        }
        var result = DetailResult(detail: detail, speciesDisplayNames: names, sprite: sprite)
        result.forms = forms
        result.formWords = formWords
        result.tiers = await repository.tiers(of: detail.summary.id)
        return result
    }

    /// The chain's species by their default forms' names. A species' default form has its
    /// number, so each is one row; the catalog is loaded only for one that is not.
    private func speciesNames(_ species: [EvolutionNode]) async -> [Int: String] {
        var names: [Int: String] = [:]
        var catalog: PokemonCatalog?
        for node in species {
            if let direct = await repository.summary(directly: String(node.speciesID)), direct.isDefault,
                direct.speciesID == node.speciesID
            {
                names[node.speciesID] = direct.displayName
                continue
            }
            if catalog == nil { catalog = await bestEffort { try await repository.knownCatalog() } }
            names[node.speciesID] =
                catalog?.all.first { $0.speciesID == node.speciesID && $0.isDefault }?.displayName
        }
        return names
    }

    private enum Part: Sendable {
        case entry(Result<PokemonDetail, RepositoryError>)
        case picture(Sprite?)
        case deadline
    }

    /// The entry and, at once, the picture; once the entry is in, the picture gets until
    /// `pictureGrace` after the start, then is cancelled.
    private func entryAndPicture(
        of summary: PokemonSummary, picture variant: SpriteVariant?, entryText: Bool
    ) async -> (Result<PokemonDetail, RepositoryError>, Sprite?) {
        let repository = self.repository
        let started = ContinuousClock.now
        return await withTaskGroup(of: Part.self) { group in
            group.addTask {
                do throws(RepositoryError) {
                    return .entry(.success(try await repository.detail(of: summary, entryText: entryText)))
                } catch {
                    return .entry(.failure(error))
                }
            }
            if let variant, let sprites {
                group.addTask { .picture(try? await sprites.sprite(of: summary, variant: variant)) }
            }
            var entry: Result<PokemonDetail, RepositoryError>?
            var sprite: Sprite?
            var pictureDone = variant == nil || sprites == nil
            while let part = await group.next() {
                switch part {
                case .entry(let result):
                    entry = result
                    if !pictureDone {
                        group.addTask {
                            try? await Task.sleep(until: started + .milliseconds(Int(Self.pictureGrace * 1000)))
                            return .deadline
                        }
                    }
                case .picture(let loaded):
                    sprite = loaded
                    pictureDone = true
                case .deadline:
                    pictureDone = true
                }
                if entry != nil, pictureDone {
                    group.cancelAll()
                    break
                }
            }
            return (entry ?? .failure(.cancelled), sprite)
        }
    }
}

/// A Pokémon's entry and what is needed to show it.
package struct DetailResult: Sendable {
    package let detail: PokemonDetail
    /// Species id → the display name of its default form, for the evolution chain.
    package let speciesDisplayNames: [Int: String]
    /// The forms its evolution line names (`wooper-paldea`), by PokeAPI name.
    package var forms: [String: PokemonSummary] = [:]
    /// A form's own words in the language asked for, by the form's Pokémon id (`ハードロック`).
    package var formWords: [Int: String] = [:]
    /// Its picture, when one was asked for and could be had.
    package let sprite: Sprite?
    /// Smogon's tiers of it in Scarlet/Violet, when it has some.
    package var tiers: SmogonTiers?

    package init(detail: PokemonDetail, speciesDisplayNames: [Int: String] = [:], sprite: Sprite? = nil) {
        self.detail = detail
        self.speciesDisplayNames = speciesDisplayNames
        self.sprite = sprite
    }
}

/// Arceus and Silvally take the type of their plate or memory; Showdown names them by it.
enum TypedForm {
    /// `Arceus-Fire` → (`arceus`, `fire`); nil for any other name.
    static func parse(_ query: String) -> (base: String, type: String)? {
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

extension DetailInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex, sprites: sources.sprites)
    }
}
