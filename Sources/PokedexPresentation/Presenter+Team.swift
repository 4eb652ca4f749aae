import PokedexDomain
import PokedexInteractors

/// `team`: the members, how the team takes and deals damage, and the warnings.
extension Presenter {
    package static func present(_ report: TeamReport) -> ViewState {
        let moveNames = Dictionary(
            report.members.flatMap(\.moves).map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        return .team(
            TeamViewModel(
                members: report.members.map { member in
                    var model = TeamViewModel.Member(
                        name: member.spec.nickname ?? member.pokemon.displayName,
                        species: member.pokemon.name,
                        displayName: member.pokemon.displayName, types: member.types, ability: member.ability?.name,
                        item: member.item?.name, nature: member.nature?.name,
                        abilityDisplayName: member.ability?.displayName, itemDisplayName: member.item?.displayName,
                        natureDisplayName: member.nature?.displayName,
                        teraType: member.spec.teraType.map { NameKey.make($0) }, moves: member.moves.map(\.name),
                        moveDisplayNames: member.moves.map(\.displayName))
                    model.id = member.pokemon.id
                    model.nickname = member.spec.nickname
                    return model
                },
                defense: report.defense.map {
                    TeamViewModel.Defense(
                        type: $0.attackingType, multipliers: $0.multipliers, weak: $0.weak, resist: $0.resist,
                        immune: $0.immune, isFlagged: $0.isFlagged)
                },
                offense: report.offense.map { row in
                    TeamViewModel.Offense(
                        type: row.defendingType, moves: row.moves,
                        moveDisplayNames: row.moves.map { moveNames[$0] ?? DisplayName.titleCase($0) })
                },
                warnings: report.warnings))
    }
}
