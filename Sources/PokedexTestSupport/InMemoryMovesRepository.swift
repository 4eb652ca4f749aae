import PokedexDomain

/// Moves, abilities, items, natures and learnsets held in memory, for the interactors' tests:
/// a small world of made-up games and moves, with an optional failure for every call.
package struct InMemoryMovesRepository: MovesRepository {
    package var gameList: [VersionGroup]
    package var moveList: [Move]
    var abilityList: [Ability] = []
    var itemList: [Item] = []
    var natureList: [Nature] = []
    var groups: [String: [Int]] = [:]
    /// Pokémon id → its learnsets.
    var learnsetsByPokemon: [Int: [Learnset]] = [:]
    package var effects: [String: EffectProse] = [:]
    /// The names in other languages (none unless a test gives them).
    package var localizedTermNames = LocalizedTermNames.empty
    var moveEffects: [Int: MoveEffect] = [:]
    package var failure: RepositoryError?

    init(games: [VersionGroup], moves: [Move], failure: RepositoryError? = nil) {
        gameList = games
        moveList = moves
        self.failure = failure
    }

    /// Two games (`old-game`, then `new-game`), three moves (`tackle`, `ember`, `swords-dance`),
    /// `mon-1` learning tackle in the old game and ember by level and swords-dance by machine in
    /// the new one, `mon-2` learning only tackle in the old game; an ability, an item and two
    /// natures.
    package static func small() -> InMemoryMovesRepository {
        let games = [
            VersionGroup(
                id: 1, name: "old-game", order: 1, generation: 1, versions: ["old"], displayName: "Old Game"),
            VersionGroup(
                id: 2, name: "new-game", order: 2, generation: 9, versions: ["new-red", "new-blue"],
                displayName: "New Game"),
        ]
        func move(_ id: Int, _ name: String, _ type: String, _ damageClass: String, _ power: Int?) -> Move {
            Move(
                id: id, name: name, displayName: DisplayName.titleCase(name), type: type, damageClass: damageClass,
                power: power, accuracy: power == nil ? nil : 100, pp: 35, priority: 0, target: "selected-pokemon",
                generation: 1, effectChance: nil)
        }
        var repository = InMemoryMovesRepository(
            games: games,
            moves: [
                move(33, "tackle", "normal", "physical", 40), move(52, "ember", "fire", "special", 40),
                Move(
                    id: 14, name: "swords-dance", displayName: "Swords Dance", type: "normal", damageClass: "status",
                    power: nil, accuracy: nil, pp: 20, priority: 0, target: "user", generation: 1, effectChance: nil,
                    machines: [Machine(versionGroup: "new-game", item: "tm088")]),
            ])
        repository.learnsetsByPokemon = [
            1: [
                Learnset(
                    pokemonID: 1, versionGroup: "old-game", moves: [LearnedMove(moveID: 33, method: .levelUp, level: 1)]
                ),
                Learnset(
                    pokemonID: 1, versionGroup: "new-game",
                    moves: [
                        LearnedMove(moveID: 14, method: .machine), LearnedMove(moveID: 33, method: .levelUp, level: 1),
                        LearnedMove(moveID: 52, method: .levelUp, level: 9),
                    ]),
            ],
            2: [
                Learnset(
                    pokemonID: 2, versionGroup: "old-game", moves: [LearnedMove(moveID: 33, method: .levelUp, level: 5)]
                )
            ],
        ]
        repository.abilityList = [
            Ability(
                id: 26, name: "levitate", displayName: "Levitate", generation: 3,
                holders: [.init(pokemonID: 2, isHidden: false), .init(pokemonID: 1, isHidden: true)])
        ]
        repository.itemList = [
            Item(
                id: 234, name: "leftovers", displayName: "Leftovers", category: "held-items", cost: 4000, flingPower: 10
            )
        ]
        repository.natureList = [
            Nature(
                id: 3, name: "adamant", displayName: "Adamant", increasedStat: "attack",
                decreasedStat: "special-attack", likesFlavor: "spicy", hatesFlavor: "dry"),
            Nature(
                id: 1, name: "hardy", displayName: "Hardy", increasedStat: "attack", decreasedStat: "attack",
                likesFlavor: "spicy", hatesFlavor: "spicy"),
        ]
        repository.groups = ["monster": [1]]
        return repository
    }

    private func check() throws(RepositoryError) {
        if let failure { throw failure }
    }

    package func games() async throws(RepositoryError) -> GameCatalog {
        try check()
        return GameCatalog(gameList)
    }

    package func moves() async throws(RepositoryError) -> [Move] {
        try check()
        return moveList
    }

    package func abilities() async throws(RepositoryError) -> [Ability] {
        try check()
        return abilityList
    }

    package func items() async throws(RepositoryError) -> [Item] {
        try check()
        return itemList
    }

    package func natures() async throws(RepositoryError) -> [Nature] {
        try check()
        return natureList
    }

    package func termNames() async throws(RepositoryError) -> LocalizedTermNames {
        localizedTermNames
    }

    package func eggGroups() async throws(RepositoryError) -> [String: [Int]] {
        try check()
        return groups
    }

    package func learnsets(of pokemonID: Int) async throws(RepositoryError) -> [Learnset] {
        try check()
        return learnsetsByPokemon[pokemonID] ?? []
    }

    package func learners(ofMove moveID: Int, in versionGroup: String?) async throws(RepositoryError) -> [MoveLearner] {
        try check()
        return learnsetsByPokemon.keys.sorted().compactMap { id in
            let sets = (learnsetsByPokemon[id] ?? []).filter { versionGroup == nil || $0.versionGroup == versionGroup }
            let methods = sets.flatMap(\.moves).filter { $0.moveID == moveID }.map(\.method)
            guard !methods.isEmpty else { return nil }
            return MoveLearner(pokemonID: id, methods: versionGroup == nil ? [] : Array(Set(methods)).sorted())
        }
    }

    package func moveEffect(of moveID: Int) async throws(RepositoryError) -> MoveEffect? {
        try check()
        return moveEffects[moveID]
    }

    package func effect(of kind: TermKind, id: Int) async throws(RepositoryError) -> EffectProse {
        effects["\(kind.rawValue)/\(id)"] ?? .unavailable
    }
}
