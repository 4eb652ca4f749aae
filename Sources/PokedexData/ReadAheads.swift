import PokedexDomain

// What each use case is about to read, asked of the disk at once (`LocalFile.ReadAhead`): the
// interactors say what they will read, these name its files. A cold command read its files
// one after another, waiting on the disk for each.

extension PokeAPIRepository {
    /// The Pokémon's and its species' bodies; from the bundle, the type chart and the tiers,
    /// and the games and the species' games (which of the player's games have it); in another
    /// language, the species' names and where each term's names start (the terms' names
    /// themselves, 900 KB of which a screen reads a few lines, are asked for line by line). A
    /// cold `show` read these files one after another, waiting on the disk for each.
    package func readAhead(entryOf pokemon: PokemonSummary, in language: Language) async {
        store.readAhead([.item(.pokemon, id: pokemon.id)])
        // An entry's species is asked of PokeAPI first, for its Pokédex text (`species(_:entryText:)`).
        if pokemon.speciesID > 0 {
            store.readAhead([.item(.pokemonSpecies, id: pokemon.speciesID)], for: .skippingFixtures)
        }
        guard !store.policy.refresh else { return }
        let names = [NamesIndex.fileName, LineStartsIndex.fileName(for: TermNamesIndex.fileName)]
        bundled?.readAhead(
            [TypeChartIndex.fileName, TiersIndex.fileName, GameIndex.fileName, SpeciesGamesIndex.fileName]
                + (language == .en ? [] : names))
    }

    /// The bundled index and the keys of `scope`; in another language, the species' names.
    package func readAhead(namesIn scope: NameScope, shownIn language: Language) async {
        guard !store.policy.refresh else { return }
        bundled?.readAhead(
            [CatalogIndex.fileName, SearchKeysIndex.fileName(scope)] + (language == .en ? [] : [NamesIndex.fileName]))
    }
}

extension PokeAPIMovesRepository {
    /// The keys of `scope`, the offsets of English names, and the tables of `kinds`: what a
    /// search reads; in another language, where each term's names start (the names themselves
    /// are asked for line by line). A cold `search` read its six files one after another.
    package func readAhead(namesOf kinds: [TermKind], in scope: NameScope, shownIn language: Language) async {
        guard let bundled else { return }
        let tables = kinds.compactMap { kind in
            switch kind {
            case .move: MoveIndex.fileName
            case .ability: AbilityIndex.fileName
            case .item: ItemIndex.fileName
            case .pokemon, .nature: nil
            }
        }
        guard !tables.isEmpty else { return }
        bundled.readAhead(
            [SearchKeysIndex.fileName(scope)] + (scope == .english ? [NameOffsetsIndex.fileName] : []) + tables
                + (language == .en ? [] : [LineStartsIndex.fileName(for: TermNamesIndex.fileName)]))
    }

    /// The Pokémon's index, the names of moves, abilities and items, the natures, the stats
    /// and the type chart; with `legality`, the games, where each Pokémon's learnsets start,
    /// and the families. A cold `team` read its dozen files one after another.
    package func readAhead(team legality: Bool) async {
        guard let bundled else { return }
        await readAhead(namesOf: [.move, .ability, .item], in: .english, shownIn: .en)
        let legal = [GameIndex.fileName, LineStartsIndex.fileName(for: LearnsetIndex.fileName), FamilyIndex.fileName]
        bundled.readAhead(
            [CatalogIndex.fileName, NatureIndex.fileName, StatsIndex.fileName, TypeChartIndex.fileName]
                + (legality ? legal : []))
    }

    /// The games, the moves, their effects' facts, the Pokémon's index, and who learns the move:
    /// in any game the inverted index, in one the learnsets (all of them read) and the
    /// families. A cold `move` read them one after another.
    package func readAheadForMove(inOneGame: Bool) async {
        let learners = inOneGame ? [LearnsetIndex.fileName, FamilyIndex.fileName] : [LearnersIndex.fileName]
        bundled?.readAhead(
            [GameIndex.fileName, MoveIndex.fileName, MoveEffectIndex.fileName, CatalogIndex.fileName] + learners)
    }

    /// The Pokémon's index, the games, where each Pokémon's learnsets start, the families and
    /// the moves: a cold `moves` read them one after another.
    package func readAheadForLearnset() async {
        bundled?.readAhead([
            CatalogIndex.fileName, GameIndex.fileName, LineStartsIndex.fileName(for: LearnsetIndex.fileName),
            FamilyIndex.fileName, MoveIndex.fileName,
        ])
    }
}

extension PokeAPIEncountersRepository {
    /// The games, the starts of the Pokémon's encounter lines, the terms, the places (their
    /// offsets, and the whole file of them: a Pokémon's hundred areas lie all over its 800 KB,
    /// and each page fault there waited on the disk alone), the species' games and the
    /// families: a cold `where` read them one after another.
    package func readAhead(encountersOf pokemonID: Int) async {
        bundled?.readAhead([
            GameIndex.fileName, LineStartsIndex.fileName(for: EncounterRunsIndex.fileName),
            EncounterTermsIndex.fileName, PlaceOffsetsIndex.fileName, PlaceIndex.fileName, SpeciesGamesIndex.fileName,
            FamilyIndex.fileName,
        ])
    }

    /// The games, the places' keys, the places and their offsets, the terms, where each area's
    /// encounter lines start, and the Pokémon's index: a cold `location` read them one after
    /// another.
    package func readAheadForPlaces() async {
        bundled?.readAhead([
            GameIndex.fileName, PlaceKeysIndex.fileName, PlaceIndex.fileName, PlaceOffsetsIndex.fileName,
            EncounterTermsIndex.fileName, LineStartsIndex.fileName(for: EncounterIndex.fileName), CatalogIndex.fileName,
        ])
    }
}
