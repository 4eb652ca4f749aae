import PokedexDomain
import PokedexInteractors

/// `stats`: the six stats, with what made each.
extension Presenter {
    package static func present(
        _ result: StatsResult, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        let request = result.request
        var model = StatsViewModel(
            pokemon: row(result.pokemon, names: pokemonNames, language: language), level: request.level,
            nature: result.nature?.name,
            natureDisplayName: result.nature.map { localized(.nature, $0.id, $0.displayName, language, names) },
            lines: BattleStat.allCases.map { stat in
                let stage = request.boosts[stat, default: 0]
                var mark = ""
                if result.nature?.increasedStat == stat.rawValue, result.nature?.decreasedStat != stat.rawValue {
                    mark = "+"
                } else if result.nature?.decreasedStat == stat.rawValue,
                    result.nature?.increasedStat != stat.rawValue
                {
                    mark = "−"
                }
                return StatsViewModel.Line(
                    stat: stat.rawValue, key: stat.snakeName, label: stat.short,
                    base: stat.base(in: result.base), iv: request.ivs[stat, default: 31],
                    ev: request.evs[stat, default: 0], value: result.values[stat] ?? 0, natureMark: mark,
                    stage: stage, boosted: stage == 0 ? nil : result.boosted[stat])
            })
        if let answer = result.outspeed {
            func spread(_ evs: Int?, _ speed: Int?) -> StatsViewModel.Outspeed.Spread? {
                guard let evs, let speed else { return nil }
                return StatsViewModel.Outspeed.Spread(evs: evs, speed: speed)
            }
            model.outspeed = StatsViewModel.Outspeed(
                set: answer.set, pokemon: row(answer.pokemon, names: pokemonNames, language: language),
                speed: answer.speed, neutral: spread(answer.neutralEVs, answer.neutralSpeed),
                raised: spread(answer.raisedEVs, answer.raisedSpeed))
        }
        return .content(model)
    }
}

extension Presenter {
    /// `stats`: a Pokémon's six stats at a level, with a nature, EVs, IVs and boosts.
    func stats(_ request: StatsRequest) async throws(PokedexError) -> ViewState {
        let result = try await StatsInteractor(sources).stats(request)
        guard language != .en else { return Self.present(result) }
        return Self.present(
            result, language: language, names: await termNames(), pokemonNames: await pokemonNames)
    }
}
