/// What legality needs to know of one member beyond its export, looked up by the interactor.
package struct LegalityFacts: Sendable, Equatable {
    /// The game checked, as people read it: `Scarlet/Violet`.
    package var game: String
    /// Abilities its species can have (PokeAPI names): its own ability among them when it can
    /// have it (the rest may be left out); nil when none is known.
    var abilities: Set<String>?
    /// The moves it can know in the game (by id): its own by any method, its pre-evolutions',
    /// and their egg moves; nil when it is not in the game.
    package var learnable: Set<Int>?
    /// The Tera type as written is one of the types.
    package var teraIsType = true
    /// Its moves as the export names them, found (ids and names; those not found are warned
    /// of apart).
    package var moves: [Term] = []

    package init(game: String, abilities: Set<String>? = nil, learnable: Set<Int>? = nil) {
        self.game = game
        self.abilities = abilities
        self.learnable = learnable
    }
}

/// The rules a set must keep to be played: each problem is a warning naming the member and the
/// line, and the analysis goes on.
package enum TeamLegality {
    static let mostEVs = 252
    static let allEVs = 510
    static let mostMoves = 4

    /// `Chompy (Garchomp), line 5: …` for each rule the member breaks.
    package static func problems(of member: TeamMember, label: String, facts: LegalityFacts) -> [String] {
        let spec = member.spec
        var problems: [String] = []
        func add(_ field: String?, _ message: String, line: Int? = nil) {
            let line = line ?? field.flatMap { spec.lines[$0] }
            problems.append(label + (line.map { ", line \($0)" } ?? "") + ": " + message)
        }
        if let level = spec.level, !(1...100).contains(level) {
            add("level", "the level must be 1 to 100, not \(level)")
        }
        for stat in BattleStat.allCases {
            if let ev = spec.evs.values[stat], ev > mostEVs {
                add("evs", "\(ev) EVs in \(stat.short), more than \(mostEVs)")
            }
        }
        let total = spec.evs.values.values.reduce(0, +)
        if total > allEVs { add("evs", "the EVs add up to \(total), more than \(allEVs)") }
        for stat in BattleStat.allCases {
            if let iv = spec.ivs.values[stat], iv > 31 { add("ivs", "\(iv) IVs in \(stat.short), more than 31") }
        }
        if !facts.teraIsType, let tera = spec.teraType { add("tera", "'\(Echo.cut(tera))' is not a Tera type") }
        if let abilities = facts.abilities, let ability = member.ability, !abilities.contains(ability.name) {
            add("ability", "\(member.pokemon.displayName) cannot have \(ability.displayName)")
        }
        if spec.moves.count > mostMoves {
            add(
                nil, "\(spec.moves.count) moves; a Pokémon knows at most \(mostMoves)",
                line: spec.moveLines.dropFirst(mostMoves).first)
        }
        var seen: Set<String> = []
        for (index, move) in spec.moves.enumerated() where !seen.insert(NameKey.make(move)).inserted {
            add(
                nil, "\(Echo.cut(move)) is there twice",
                line: index < spec.moveLines.count ? spec.moveLines[index] : nil)
        }
        guard let learnable = facts.learnable else {
            add("header", "\(member.pokemon.displayName) is not in \(facts.game)")
            return problems
        }
        for move in facts.moves where !learnable.contains(move.id) {
            let index = spec.moves.firstIndex {
                NameKey.make($0) == move.name || NameKey.make($0) == NameKey.make(move.displayName)
            }
            add(
                nil, "\(member.pokemon.displayName) cannot learn \(move.displayName) in \(facts.game)",
                line: index.flatMap { $0 < spec.moveLines.count ? spec.moveLines[$0] : nil })
        }
        return problems
    }
}
