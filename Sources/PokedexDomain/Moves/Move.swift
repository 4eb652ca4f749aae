/// A move's facts, as every game's data agrees on them today.
public struct Move: Sendable, Equatable {
    public let id: Int
    /// PokeAPI's name: `thunderbolt`.
    public let name: String
    /// The English name: `Thunderbolt`, `U-turn`, `10,000,000 Volt Thunderbolt`.
    public let displayName: String
    public let type: String
    /// `physical`, `special` or `status`.
    public let damageClass: String
    public let power: Int?
    public let accuracy: Int?
    public let pp: Int?
    public let priority: Int
    /// `selected-pokemon`, `all-opponents`…
    public let target: String
    public let generation: Int
    /// The percent chance of the secondary effect, when there is one.
    public let effectChance: Int?
    /// The machines that teach it, one per game that has one.
    public var machines: [Machine]

    public init(
        id: Int, name: String, displayName: String, type: String, damageClass: String, power: Int?, accuracy: Int?,
        pp: Int?, priority: Int, target: String, generation: Int, effectChance: Int?, machines: [Machine] = []
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.type = type
        self.damageClass = damageClass
        self.power = power
        self.accuracy = accuracy
        self.pp = pp
        self.priority = priority
        self.target = target
        self.generation = generation
        self.effectChance = effectChance
        self.machines = machines
    }
}

/// A TM, TR or HM in one game: `tm085` in `scarlet-violet`.
public struct Machine: Sendable, Equatable, Hashable {
    /// A version group's name.
    public let versionGroup: String
    /// The machine's item name: `tm085`, `hm01`, `tr08`.
    public let item: String

    public init(versionGroup: String, item: String) {
        self.versionGroup = versionGroup
        self.item = item
    }
}

/// A move with the prose PokeAPI writes about it, when that could be had.
public struct MoveEntry: Sendable, Equatable {
    public let move: Move
    /// The English short effect with the effect chance filled in; nil offline without a cache.
    public let effect: String?

    public init(move: Move, effect: String?) {
        self.move = move
        self.effect = effect
    }
}

/// Effect texts as PokeAPI writes them, made ready to show.
public enum EffectText {
    /// `$effect_chance` replaced by the chance; white space (PokeAPI's line breaks and double
    /// spaces) made single spaces.
    public static func clean(_ text: String, effectChance: Int?) -> String {
        let filled = text.replacing("$effect_chance", with: effectChance.map(String.init) ?? "")
        return filled.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
