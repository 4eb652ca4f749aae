import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `team`: the members, how the team takes and deals damage, and the warnings.
extension Presenter {
    /// `language`, `names`, `pokemonNames`: the members, their moves, abilities, items and
    /// natures, and the Pokémon raced, by their names in the reader's language.
    package static func present(
        _ report: TeamReport, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        let moveNames = Dictionary(
            report.members.flatMap(\.moves).map { ($0.name, localized(.move, $0.id, $0.displayName, language, names)) },
            uniquingKeysWith: { first, _ in first })
        func pokemon(_ summary: PokemonSummary) -> String {
            DisplayName.localized(summary, names: pokemonNames, language: language)
        }
        var model =
            TeamViewModel(
                members: report.members.map { member in
                    var model = TeamViewModel.Member(
                        name: member.spec.nickname ?? pokemon(member.pokemon),
                        species: member.pokemon.name,
                        displayName: pokemon(member.pokemon), types: member.types, ability: member.ability?.name,
                        item: member.item?.name, nature: member.nature?.name,
                        abilityDisplayName: member.ability.map {
                            localized(.ability, $0.id, $0.displayName, language, names)
                        },
                        itemDisplayName: member.item.map { localized(.item, $0.id, $0.displayName, language, names) },
                        natureDisplayName: member.nature.map {
                            localized(.nature, $0.id, $0.displayName, language, names)
                        },
                        teraType: member.spec.teraType.map { NameKey.make($0) }, moves: member.moves.map(\.name),
                        moveDisplayNames: member.moves.map { moveNames[$0.name] ?? $0.displayName })
                    model.id = member.pokemon.id
                    model.nickname = member.spec.nickname
                    model.stats = member.stats.isEmpty ? [] : BattleStat.allCases.map { member.stats[$0] ?? 0 }
                    return model
                },
                defense: report.defense.map {
                    var row = TeamViewModel.Defense(
                        type: $0.attackingType, multipliers: $0.multipliers, weak: $0.weak, resist: $0.resist,
                        immune: $0.immune, isFlagged: $0.isFlagged)
                    row.teraMultipliers = $0.teraMultipliers
                    return row
                },
                offense: report.offense.map { row in
                    TeamViewModel.Offense(
                        type: row.defendingType, moves: row.moves,
                        moveDisplayNames: row.moves.map { moveNames[$0] ?? DisplayName.titleCase($0) })
                },
                warnings: report.warnings)
        model.legalityGame = report.legality?.game
        model.legalityGameName = report.legality?.gameName
        model.legalityProblems = report.legality?.problems ?? 0
        model.formatName = report.format?.format.name
        model.formatDisplayName = report.format?.format.displayName
        model.formatProblems = report.format?.problems ?? []
        // Choice Scarf ×1.5, a stage up ×3/2 or down ×2/3, Tailwind ×2, paralysis ×½, each rounded down.
        func tier(_ name: String, _ speed: Int, opponent: String? = nil) -> TeamViewModel.SpeedTier {
            var tier = TeamViewModel.SpeedTier(
                name: name, speed: speed, scarf: BattleItems.statBoosts["choice-scarf"]?.raised(speed) ?? speed,
                plusOne: StatFormula.boosted(speed, stage: 1),
                minusOne: StatFormula.boosted(speed, stage: -1), tailwind: speed * 2, paralysis: speed / 2)
            tier.opponentNature = opponent
            return tier
        }
        let members = report.members.compactMap { member -> TeamViewModel.SpeedTier? in
            member.stats[.speed].map { tier(member.spec.nickname ?? pokemon(member.pokemon), $0) }
        }
        let opponents = report.opponents.flatMap { opponent in
            [
                tier(pokemon(opponent.pokemon), opponent.fastest, opponent: "+"),
                tier(pokemon(opponent.pokemon), opponent.neutral, opponent: ""),
            ]
        }
        model.speedTiers = (members + opponents).enumerated()
            .sorted { ($1.element.speed, $0.offset) < ($0.element.speed, $1.offset) }.map(\.element)
        model.matchups = report.matchups.map { matchup in
            TeamViewModel.Matchup(
                member: model.members.indices.contains(matchup.member) ? model.members[matchup.member].name : "",
                threat: pokemon(matchup.threat), threatName: matchup.threat.name, dealt: matchup.dealt,
                taken: matchup.taken)
        }
        return .content(model)
    }
}

extension Presenter {
    /// `team`: a team's defences, offence, legality and speed.
    func team(_ request: TeamRequest) async throws(PokedexError) -> ViewState {
        var request = request
        request.defencesOnly = rowsForTools
        let report = try await TeamInteractor(sources).team(request)
        guard language != .en else { return Self.present(report) }
        return Self.present(
            report, language: language, names: await termNames(), pokemonNames: await pokemonNames)
    }
}
