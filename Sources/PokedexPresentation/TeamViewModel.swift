import PokedexDomain
import PokedexInteractors

/// `pokedex team`.
package struct TeamViewModel: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        /// The nickname, else the Pokémon's name as people read it.
        package let name: String
        /// PokeAPI's name of the Pokémon: `garchomp`, `rotom-wash`.
        package let species: String
        package let displayName: String
        package let types: [String]
        package let ability: String?
        package let item: String?
        package let nature: String?
        /// The ability, item and nature as people write them (`Good as Gold`), from the bundled names.
        package let abilityDisplayName: String?
        package let itemDisplayName: String?
        package let natureDisplayName: String?
        package let teraType: String?
        package let moves: [String]
        /// The moves as people write them: `Will-O-Wisp`.
        package let moveDisplayNames: [String]
    }

    package struct Defense: Sendable, Equatable {
        package let type: String
        package let multipliers: [Double]
        package let weak: Int
        package let resist: Int
        package let immune: Int
        package let isFlagged: Bool
    }

    package struct Offense: Sendable, Equatable {
        package let type: String
        package let moves: [String]
        /// The moves as people write them: `U-turn`.
        package let moveDisplayNames: [String]
        package var isFlagged: Bool { moves.isEmpty }
    }

    package let members: [Member]
    package let defense: [Defense]
    package let offense: [Offense]
    package let warnings: [String]
}

extension Presenter {
    package static func present(_ report: TeamReport) -> ViewState {
        let moveNames = Dictionary(
            report.members.flatMap(\.moves).map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        return .team(
            TeamViewModel(
                members: report.members.map { member in
                    TeamViewModel.Member(
                        name: member.spec.nickname ?? member.pokemon.displayName,
                        species: member.pokemon.name,
                        displayName: member.pokemon.displayName, types: member.types, ability: member.ability?.name,
                        item: member.item?.name, nature: member.nature?.name,
                        abilityDisplayName: member.ability?.displayName, itemDisplayName: member.item?.displayName,
                        natureDisplayName: member.nature?.displayName,
                        teraType: member.spec.teraType.map { NameKey.make($0) }, moves: member.moves.map(\.name),
                        moveDisplayNames: member.moves.map(\.displayName))
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
