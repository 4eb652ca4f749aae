import PokedexDomain

/// A Pokémon with its picture, when there is one to show.
package struct PokemonPicture: Sendable, Equatable {
    package let pokemon: PokemonSummary
    package let variant: SpriteVariant
    package let sprite: Sprite?
    /// Where the picture is (known without fetching it); nil when PokeAPI has none.
    package let url: String?

    package init(pokemon: PokemonSummary, variant: SpriteVariant, sprite: Sprite?, url: String? = nil) {
        self.pokemon = pokemon
        self.variant = variant
        self.sprite = sprite
        self.url = url ?? sprite?.url
    }
}

/// What `pokedex random` asks for.
package struct RandomRequest: Sendable, Hashable {
    package var filter = ListFilter()
    /// Always shiny.
    package var shiny = false
    /// One in this many is shiny; nil: none (unless `shiny`).
    package var shinyChance: Int?
    /// The same seed picks the same Pokémon (and shininess); nil: a new pick each run.
    package var seed: UInt64?
    /// Forms (megas, regional forms…) as well as each species' default.
    package var includeForms = false
    /// The whole entry instead of the picture.
    package var showEntry = false
    /// Whether the picture itself is wanted (not for `--json`, which gives its URL).
    package var fetchesPicture = true

    package init() {}
}

/// Pictures: of the Pokémon named, or of one picked at random.
package struct SpriteInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let sprites: any SpriteRepository
    private let moves: (any MovesRepository)?
    private let dexes: (any EncountersRepository)?

    package init(
        pokedex: any PokedexRepository, sprites: any SpriteRepository, moves: (any MovesRepository)? = nil,
        dexes: (any EncountersRepository)? = nil
    ) {
        self.pokedex = pokedex
        self.sprites = sprites
        self.moves = moves
        self.dexes = dexes
    }

    /// The pictures of several Pokémon: those that could be had, in the order named, and why
    /// each of the others could not.
    package struct PictureSet: Sendable {
        package let pictures: [PokemonPicture]
        package let missing: [PokedexError]
    }

    /// Each Pokémon's picture, fetched at once, in the order named. One that cannot be had (no
    /// such picture, or it could not be fetched) is left out and said why; only when none can
    /// be had is that the command's error.
    package func pictures(of names: [String], variant: SpriteVariant) async throws(PokedexError) -> PictureSet {
        guard !names.isEmpty else { throw .invalidArgument("name at least one Pokémon") }
        let resolver = PokemonResolver(repository: pokedex)
        var pokemon: [PokemonSummary] = []
        for name in names { pokemon.append(try await resolver.summary(name)) }
        // One picture, the shell start-up line's case, needs no task group (nor its set-up).
        if pokemon.count == 1 {
            do throws(SpriteError) {
                let sprite = try await sprites.sprite(of: pokemon[0], variant: variant)
                return PictureSet(
                    pictures: [PokemonPicture(pokemon: pokemon[0], variant: variant, sprite: sprite)], missing: [])
            } catch {
                throw Self.failure(error, of: pokemon[0], variant: variant)
            }
        }
        var pictures: [PokemonPicture] = []
        var missing: [PokedexError] = []
        for (index, result) in await fetchAll(pokemon, variant: variant) {
            switch result {
            case .success(let sprite):
                pictures.append(PokemonPicture(pokemon: pokemon[index], variant: variant, sprite: sprite))
            case .failure(let error):
                let failure = Self.failure(error, of: pokemon[index], variant: variant)
                if failure == .repository(.cancelled) { throw failure }
                missing.append(failure)
            }
        }
        if pictures.isEmpty, let first = missing.first { throw first }
        return PictureSet(pictures: pictures, missing: missing)
    }

    private static func failure(
        _ error: SpriteError, of pokemon: PokemonSummary, variant: SpriteVariant
    ) -> PokedexError {
        switch error {
        case .noImage: .noPicture(pokemon: pokemon.displayName, variant: variant.description)
        case .repository(let cause): .repository(cause)
        case .host(let cause): .pictureHost(cause)
        }
    }

    /// Every picture at once, by position.
    private func fetchAll(
        _ pokemon: [PokemonSummary], variant: SpriteVariant
    ) async -> [(Int, Result<Sprite, SpriteError>)] {
        let sprites = self.sprites
        return await withTaskGroup(of: (Int, Result<Sprite, SpriteError>).self) { group in
            for (index, summary) in pokemon.enumerated() {
                group.addTask { (index, await Self.fetch(summary, variant: variant, from: sprites)) }
            }
            var collected: [(Int, Result<Sprite, SpriteError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }
        }
    }

    /// One picture, as a result. A function of its own: with this `do throws` inside the task's
    /// closure, Swift 6.3.1's optimiser returned a wrong index from the task and the release
    /// build trapped (`make smoke` catches that kind of thing).
    private static func fetch(
        _ pokemon: PokemonSummary, variant: SpriteVariant, from sprites: any SpriteRepository
    ) async -> Result<Sprite, SpriteError> {
        do throws(SpriteError) {
            return .success(try await sprites.sprite(of: pokemon, variant: variant))
        } catch {
            return .failure(error)
        }
    }

    /// One Pokémon picked at random among those the filter lets through, with its picture
    /// when one can be had (none offline without a cached one: the pick still stands).
    package func random(_ request: RandomRequest) async throws(PokedexError) -> PokemonPicture {
        var generator = SeededRandom(seed: request.seed ?? UInt64.random(in: 0...UInt64.max))
        let picked: PokemonSummary
        if request.filter.isEmpty, !request.includeForms,
            let direct = await pokedex.defaultPokemon(pick: { generator.below($0) })
        {
            // Any species at all, the start-up line's case: one row, not the whole catalog.
            picked = direct
        } else {
            let candidates = try await ListInteractor(repository: pokedex, moves: moves, dexes: dexes).matching(
                request.filter
            )
            .filter { request.includeForms || $0.isDefault }
            guard !candidates.isEmpty else { throw .invalidArgument("no Pokémon matches those filters") }
            picked = candidates[generator.below(candidates.count)]
        }
        let shiny = request.shiny || request.shinyChance.map { generator.below($0) == 0 } ?? false
        let variant = SpriteVariant(shiny: shiny)
        guard request.fetchesPicture, !request.showEntry else {
            return PokemonPicture(
                pokemon: picked, variant: variant, sprite: nil, url: await sprites.url(of: picked, variant: variant))
        }
        do {
            return PokemonPicture(
                pokemon: picked, variant: variant, sprite: try await sprites.sprite(of: picked, variant: variant))
        } catch {
            if case .repository(let cause) = error {
                switch cause {
                case .cancelled, .misconfigured: throw .repository(cause)
                default: break
                }
            }
            return PokemonPicture(
                pokemon: picked, variant: variant, sprite: nil, url: await sprites.url(of: picked, variant: variant))
        }
    }

    /// The names to caption pictures with in `language`; none are read for English.
    package func localizedNames(in language: Language) async -> LocalizedNames {
        language == .en ? .empty : await bestEffort { try await pokedex.localizedNames(in: language) } ?? .empty
    }

    /// A picture for an entry on screen: nil when there is none to be had.
    func picture(of pokemon: PokemonSummary, variant: SpriteVariant) async -> Sprite? {
        try? await sprites.sprite(of: pokemon, variant: variant)
    }
}

extension SpriteInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, sprites: sources.sprites, moves: sources.moves, dexes: sources.encounters)
    }
}
