import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `damage`: a calculation's report as the screen shows it.
extension Presenter {
    package static func present(_ report: DamageReport, rolls: Bool = false) -> ViewState {
        let result = report.result
        func side(_ pokemon: Combatant) -> DamageViewModel.Side {
            DamageViewModel.Side(
                written: pokemon.name, name: pokemon.pokemonName, types: pokemon.types, level: pokemon.level,
                item: pokemon.item?.name, ability: pokemon.ability?.name, teraType: pokemon.teraType,
                status: pokemon.status?.rawValue,
                stats: BattleStat.allCases.map {
                    (key: $0.snakeName, value: $0 == .hp ? pokemon.maxHP : pokemon.boosted($0))
                },
                boosts: BattleStat.allCases.filter { $0 != .hp }.map { (key: $0.snakeName, value: pokemon.boost($0)) })
        }
        let (low, high) = report.percents
        return .content(
            DamageViewModel(
                description: report.description, line: report.line, low: result.range.lowerBound,
                high: result.range.upperBound, lowPercent: low, highPercent: high, koText: report.koChance?.text ?? "",
                koChance: report.koChance?.chance, koHits: report.koChance?.hits, rolls: result.hits, showRolls: rolls,
                attacker: side(result.attacker), defender: side(result.defender), moveName: result.move.name,
                moveDisplayName: result.move.term.displayName, moveType: result.move.type,
                category: result.move.category.rawValue, hits: result.move.hits, critical: result.notes.critical,
                weather: result.field.weather.map { NameKey.make($0.rawValue) },
                terrain: result.field.terrain.map { NameKey.make($0.rawValue) }, doubles: result.field.doubles))
    }
}

extension Presenter {
    /// `damage`: a move's damage to one Pokémon.
    func damage(_ request: DamageRequest, rolls: Bool) async throws(PokedexError) -> ViewState {
        var state: ViewState
        let report: DamageReport
        if request.survive {
            let answer = try await DamageInteractor(sources).survive(request)
            report = answer.report
            state = Self.present(report, rolls: rolls)
            if var model = state.model(DamageViewModel.self) {
                model.survive = DamageViewModel.Survive(
                    stat: answer.stat.rawValue, statLabel: answer.stat.short, raisingNature: answer.raisingNature,
                    neutral: answer.neutral, raised: answer.raised)
                state = .content(model)
            }
        } else {
            report = try await DamageInteractor(sources).damage(request)
            state = Self.present(report, rolls: rolls)
        }
        // Smogon's line is Smogon's, in English; the move's name beside it is the reader's.
        guard language != .en, var model = state.model(DamageViewModel.self),
            let name = await termNames().name(of: .move, id: report.result.move.term.id, in: language)
        else { return state }
        model.moveDisplayName = name
        return .content(model)
    }
}
