/// How a Pokémon learns a move in a game.
public enum LearnMethod: Sendable, Hashable, Comparable {
    case levelUp
    case machine
    case egg
    case tutor
    /// The rare ones, by PokeAPI's name: `form-change`, `xd-purification`, `train`…
    case other(String)

    /// PokeAPI's name: `level-up`.
    public var name: String {
        switch self {
        case .levelUp: "level-up"
        case .machine: "machine"
        case .egg: "egg"
        case .tutor: "tutor"
        case .other(let name): name
        }
    }

    public init(name: String) {
        switch name {
        case "level-up": self = .levelUp
        case "machine": self = .machine
        case "egg": self = .egg
        case "tutor": self = .tutor
        default: self = .other(name)
        }
    }

    /// The four that `--method` chooses from.
    public static let common: [LearnMethod] = [.levelUp, .machine, .egg, .tutor]

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

    public static func < (lhs: LearnMethod, rhs: LearnMethod) -> Bool {
        (lhs.rank, lhs.name) < (rhs.rank, rhs.name)
    }
}

/// One way one move is learned in one game.
public struct LearnedMove: Sendable, Hashable {
    public let moveID: Int
    public let method: LearnMethod
    /// The level for level-up moves (0: on evolution, in recent games); nil otherwise.
    public let level: Int?

    public init(moveID: Int, method: LearnMethod, level: Int? = nil) {
        self.moveID = moveID
        self.method = method
        self.level = method == .levelUp ? level ?? 0 : nil
    }
}

/// What a Pokémon learns in one game (version group).
public struct Learnset: Sendable, Equatable {
    public let pokemonID: Int
    /// A version group's name: `scarlet-violet`.
    public let versionGroup: String
    /// Level-up moves by level, then machines, eggs, tutors and the rest, each in PokeAPI's order.
    public let moves: [LearnedMove]

    public init(pokemonID: Int, versionGroup: String, moves: [LearnedMove]) {
        self.pokemonID = pokemonID
        self.versionGroup = versionGroup
        self.moves = moves
    }
}

/// Who learns a move, and how, in one game or in any.
public struct MoveLearner: Sendable, Equatable {
    public let pokemonID: Int
    /// How, in the game asked about; empty when the question was "in any game".
    public let methods: [LearnMethod]

    public init(pokemonID: Int, methods: [LearnMethod] = []) {
        self.pokemonID = pokemonID
        self.methods = methods
    }
}
