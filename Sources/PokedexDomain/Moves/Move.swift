/// A move's facts, as every game's data agrees on them today.
package struct Move: Sendable, Equatable {
    package let id: Int
    /// PokeAPI's name: `thunderbolt`.
    package let name: String
    /// The English name: `Thunderbolt`, `U-turn`, `10,000,000 Volt Thunderbolt`.
    package let displayName: String
    package let type: String
    /// `physical`, `special` or `status`.
    package let damageClass: String
    package let power: Int?
    package let accuracy: Int?
    package let pp: Int?
    package let priority: Int
    /// `selected-pokemon`, `all-opponents`…
    package let target: String
    package let generation: Int
    /// The percent chance of the secondary effect, when there is one.
    package let effectChance: Int?
    /// The machines that teach it, one per game that has one.
    package var machines: [Machine]

    package init(
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

extension Move {
    /// The same move of another type: Judgment with a plate, Tera Blast terastallized.
    package func retyped(_ type: String) -> Move {
        Move(
            id: id, name: name, displayName: displayName, type: type, damageClass: damageClass, power: power,
            accuracy: accuracy, pp: pp, priority: priority, target: target, generation: generation,
            effectChance: effectChance, machines: machines)
    }
}

/// A TM, TR or HM in one game: `tm085` in `scarlet-violet`.
package struct Machine: Sendable, Equatable, Hashable {
    /// A version group's name.
    package let versionGroup: String
    /// The machine's item name: `tm085`, `hm01`, `tr08`.
    package let item: String

    package init(versionGroup: String, item: String) {
        self.versionGroup = versionGroup
        self.item = item
    }
}

/// PokeAPI's English short effect of a move, ability or item, as far as it could be had.
package enum EffectProse: Sendable, Equatable {
    /// Ready to show, the effect chance filled in.
    case text(String)
    /// PokeAPI's answer holds no English entry.
    case noEnglishEntry
    /// Neither cached nor fetched: the run is offline, or PokeAPI could not be reached.
    case unavailable

    package var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}

/// Effect texts as PokeAPI writes them, made ready to show.
package enum EffectText {
    /// `$effect_chance` replaced by the chance; white space (PokeAPI's line breaks and double
    /// spaces) made single spaces.
    package static func clean(_ text: String, effectChance: Int?) -> String {
        let filled = text.replacing("$effect_chance", with: effectChance.map(String.init) ?? "")
        return filled.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
