/// How a Pokémon learns a move in a game.
package enum LearnMethod: Sendable, Hashable, Comparable {
    case levelUp
    case machine
    case egg
    case tutor
    /// The rare ones, by PokeAPI's name: `form-change`, `xd-purification`, `train`…
    case other(String)

    /// PokeAPI's name: `level-up`.
    package var name: String {
        switch self {
        case .levelUp: "level-up"
        case .machine: "machine"
        case .egg: "egg"
        case .tutor: "tutor"
        case .other(let name): name
        }
    }

    package init(name: String) {
        switch name {
        case "level-up": self = .levelUp
        case "machine": self = .machine
        case "egg": self = .egg
        case "tutor": self = .tutor
        default: self = .other(name)
        }
    }

    /// The four that `--method` chooses from.
    package static let common: [LearnMethod] = [.levelUp, .machine, .egg, .tutor]

    /// The order a learnset lists its groups in.
    private var rank: Int {
        switch self {
        case .levelUp: 0
        case .machine: 1
        case .egg: 2
        case .tutor: 3
        case .other: 4
        }
    }

    package static func < (lhs: LearnMethod, rhs: LearnMethod) -> Bool {
        (lhs.rank, lhs.name) < (rhs.rank, rhs.name)
    }
}

/// One way one move is learned in one game.
package struct LearnedMove: Sendable, Hashable {
    package let moveID: Int
    package let method: LearnMethod
    /// The level for level-up moves (0: on evolution, in recent games); nil otherwise.
    package let level: Int?
    /// Legends: Z-A: the level from which a level-up move can be used as its Plus version;
    /// nil in the other games.
    package let plusLevel: Int?

    package init(moveID: Int, method: LearnMethod, level: Int? = nil, plusLevel: Int? = nil) {
        self.moveID = moveID
        self.method = method
        self.level = method == .levelUp ? level ?? 0 : nil
        self.plusLevel = method == .levelUp ? plusLevel : nil
    }
}

/// What a Pokémon learns in one game (version group).
package struct Learnset: Sendable, Equatable {
    package let pokemonID: Int
    /// A version group's name: `scarlet-violet`.
    package let versionGroup: String
    /// Level-up moves by level, then machines, eggs, tutors and the rest, each in PokeAPI's order.
    package let moves: [LearnedMove]

    package init(pokemonID: Int, versionGroup: String, moves: [LearnedMove]) {
        self.pokemonID = pokemonID
        self.versionGroup = versionGroup
        self.moves = moves
    }
}

/// Who learns a move, and how, in one game or in any.
package struct MoveLearner: Sendable, Equatable {
    package let pokemonID: Int
    /// How, in the game asked about; empty when the question was "in any game".
    package let methods: [LearnMethod]
    /// The pre-evolution whose egg move it is, for a Pokémon that has the move only through it.
    package let from: Int?

    package init(pokemonID: Int, methods: [LearnMethod] = [], from: Int? = nil) {
        self.pokemonID = pokemonID
        self.methods = methods
        self.from = from
    }
}
