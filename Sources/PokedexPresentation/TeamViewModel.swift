import PokedexDomain
import PokedexInteractors

/// `pokedex team`.
public struct TeamViewModel: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        /// The nickname, else the Pokémon's name as people read it.
        public let name: String
        /// PokeAPI's name of the Pokémon: `garchomp`, `rotom-wash`.
        public let species: String
        public let displayName: String
        public let types: [String]
        public let ability: String?
        public let item: String?
        public let nature: String?
        public let teraType: String?
        public let moves: [String]
        /// The moves as people write them: `Will-O-Wisp`.
        public let moveDisplayNames: [String]
    }

    public struct Defense: Sendable, Equatable {
        public let type: String
        public let multipliers: [Double]
        public let weak: Int
        public let resist: Int
        public let immune: Int
        public let isFlagged: Bool
    }

    public struct Offense: Sendable, Equatable {
        public let type: String
        public let moves: [String]
        public var isFlagged: Bool { moves.isEmpty }
    }

    public let members: [Member]
    public let defense: [Defense]
    public let offense: [Offense]
    public let warnings: [String]
}

extension Presenter {
    public static func present(_ report: TeamReport) -> ViewState {
        .team(
            TeamViewModel(
                members: report.members.map { member in
                    TeamViewModel.Member(
                        name: member.spec.nickname ?? member.pokemon.displayName,
                        species: member.pokemon.name,
                        displayName: member.pokemon.displayName, types: member.types, ability: member.ability,
                        item: member.item, nature: member.nature,
                        teraType: member.spec.teraType.map { NameKey.make($0) }, moves: member.moves.map(\.name),
                        moveDisplayNames: member.moves.map(\.displayName))
                },
                defense: report.defense.map {
                    TeamViewModel.Defense(
                        type: $0.attackingType, multipliers: $0.multipliers, weak: $0.weak, resist: $0.resist,
                        immune: $0.immune, isFlagged: $0.isFlagged)
                },
                offense: report.offense.map { TeamViewModel.Offense(type: $0.defendingType, moves: $0.moves) },
                warnings: report.warnings))
    }
}
