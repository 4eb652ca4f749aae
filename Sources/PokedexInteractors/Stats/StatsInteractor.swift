import PokedexDomain

/// What `pokedex stats` asks: a Pokémon at a level, with a nature, EVs, IVs and boosts.
package struct StatsRequest: Sendable, Hashable {
    package var pokemon: String
    package var level = 100
    package var nature: String?
    package var evs = StatSpread()
    package var ivs = StatSpread()
    package var boosts = StatSpread()
    /// `--outspeed`: a set to be faster than, as one side of a damage line writes it.
    package var outspeed: String?

    package init(pokemon: String) {
        self.pokemon = pokemon
    }
}

/// A Pokémon's six stats in battle, from its bundled base stats.
package struct StatsInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let moves: any MovesRepository

    package init(pokedex: any PokedexRepository, moves: any MovesRepository) {
        self.pokedex = pokedex
        self.moves = moves
    }

    package func stats(_ request: StatsRequest) async throws(PokedexError) -> StatsResult {
        // An id or a PokeAPI name needs no catalog; any other spelling resolves through it.
        let pokemon = try await PokemonResolver(repository: pokedex).summary(request.pokemon)
        let facts = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await pokedex.listFacts(of: [pokemon.id])
        }
        guard let base = facts[pokemon.id]?.stats else {
            throw .repository(.unavailable(reason: "no base stats bundled for \(pokemon.name)"))
        }
        var nature: Nature?
        if let query = request.nature {
            let natures = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.natures() }
            let keys = NameKeys(natures.map { [$0.name, $0.displayName] })
            guard let position = keys.position(of: query) else {
                throw .unknownFilter(
                    filter: "nature", kind: "nature", query: query,
                    suggestions: keys.suggestions(for: query).map { natures[$0].name })
            }
            nature = natures[position]
        }
        var values: [BattleStat: Int] = [:]
        var boosted: [BattleStat: Int] = [:]
        for stat in BattleStat.allCases {
            let value = StatFormula.stat(
                stat, base: stat.base(in: base), level: request.level, iv: request.ivs[stat, default: 31],
                ev: request.evs[stat, default: 0], raised: nature?.increasedStat == stat.rawValue,
                lowered: nature?.decreasedStat == stat.rawValue)
            values[stat] = value
            if stat != .hp { boosted[stat] = StatFormula.boosted(value, stage: request.boosts[stat, default: 0]) }
        }
        var result = StatsResult(
            pokemon: pokemon, base: base, request: request, nature: nature, values: values, boosted: boosted)
        if let set = request.outspeed {
            result.outspeed = try await outspeed(set, base: base.speed, request: request)
        }
        return result
    }

    /// The fewest Speed EVs with which this Pokémon, at the request's level, IVs and boosts, is
    /// faster than `set`: with a neutral nature and with one raising Speed.
    private func outspeed(_ set: String, base: Int, request: StatsRequest) async throws(PokedexError)
        -> OutspeedAnswer
    {
        let (target, combatant) = try await DamageInteractor(pokedex: pokedex, repository: moves)
            .combatant(ofSet: set, level: request.level)
        let speed = BattleSpeed.of(combatant)
        func own(_ evs: Int, raised: Bool) -> Int {
            let value = StatFormula.stat(
                .speed, base: base, level: request.level, iv: request.ivs[.speed, default: 31], ev: evs,
                raised: raised)
            return StatFormula.boosted(value, stage: request.boosts[.speed, default: 0])
        }
        // Within what the other EVs given leave of 510.
        let left = 510 - BattleStat.allCases.filter { $0 != .speed }.reduce(0) { $0 + request.evs[$1, default: 0] }
        let neutral = BattleSpeed.fewestEVs(toBeat: speed, most: left) { own($0, raised: false) }
        let raised = BattleSpeed.fewestEVs(toBeat: speed, most: left) { own($0, raised: true) }
        return OutspeedAnswer(
            set: set, pokemon: target, speed: speed, neutralEVs: neutral, raisedEVs: raised,
            neutralSpeed: neutral.map { own($0, raised: false) }, raisedSpeed: raised.map { own($0, raised: true) })
    }
}

package struct StatsResult: Sendable {
    package let pokemon: PokemonSummary
    package let base: BaseStats
    package let request: StatsRequest
    package let nature: Nature?
    package let values: [BattleStat: Int]
    /// After the boosts (every stat but HP).
    package let boosted: [BattleStat: Int]
    /// `--outspeed`'s answer, when asked.
    package var outspeed: OutspeedAnswer?
}

extension StatsInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, moves: sources.moves)
    }
}
