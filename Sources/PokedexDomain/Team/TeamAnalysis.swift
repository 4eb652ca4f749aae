/// A team member as the analysis sees it: its types, its ability and its moves.
package struct TeamMember: Sendable, Equatable {
    package let spec: TeamMemberSpec
    package let pokemon: PokemonSummary
    /// Its types (a form's own, or Arceus's and Silvally's by their plate or memory).
    package let types: [String]
    /// Its ability, item and nature, when the export gives ones that are known: PokeAPI's
    /// names and the bundled display names (`Good as Gold`, `As One (Spectrier)`).
    package let ability: Term?
    package let item: Term?
    package let nature: Term?
    package var moves: [Move]
    /// Its six stats in battle, from the export's level, nature, EVs and IVs (Showdown's
    /// defaults: level 100, IVs 31, EVs 0); empty when its base stats are not known.
    package var stats: [BattleStat: Int] = [:]

    package init(
        spec: TeamMemberSpec, pokemon: PokemonSummary, types: [String], ability: Term?, item: Term?, nature: Term?,
        moves: [Move] = []
    ) {
        self.spec = spec
        self.pokemon = pokemon
        self.types = types
        self.ability = ability
        self.item = item
        self.nature = nature
        self.moves = moves
    }
}

/// How a team takes and deals damage, by type.
package struct TeamReport: Sendable, Equatable {
    package struct Defense: Sendable, Equatable {
        package let attackingType: String
        /// Each member's multiplier, in team order.
        package let multipliers: [Double]
        /// Each member's multiplier once terastallized (its Tera type alone); nil for a member
        /// with no Tera type, or Stellar (which defends as its own types).
        package var teraMultipliers: [Double?] = []
        package var weak: Int { multipliers.filter { $0 > 1 }.count }
        package var resist: Int { multipliers.filter { $0 > 0 && $0 < 1 }.count }
        package var immune: Int { multipliers.filter { $0 == 0 }.count }
        /// Three or more members are weak to it and none resists it or is immune.
        package var isFlagged: Bool { weak >= 3 && resist == 0 && immune == 0 }
    }

    package struct Offense: Sendable, Equatable {
        package let defendingType: String
        /// The members' damaging moves that hit it super-effectively, by name, without repeats.
        package let moves: [String]
        package var isFlagged: Bool { moves.isEmpty }
    }

    /// A Pokémon to race: its Speed with 252 EVs and 31 IVs, with a nature that raises it and without.
    package struct Opponent: Sendable, Equatable {
        package let pokemon: PokemonSummary
        package let fastest: Int
        package let neutral: Int

        package init(pokemon: PokemonSummary, fastest: Int, neutral: Int) {
            self.pokemon = pokemon
            self.fastest = fastest
            self.neutral = neutral
        }
    }

    package let members: [TeamMember]
    package var opponents: [Opponent] = []
    /// `--vs` with an export: each member against each Pokémon raced, both ways.
    package var matchups: [Matchup] = []

    /// A member and a Pokémon it meets: the most each does to the other with one of its moves.
    package struct Matchup: Sendable, Equatable {
        /// The member's place in the team, from 0.
        package let member: Int
        package let threat: PokemonSummary
        /// The member's best move on the threat, and the threat's on the member (nil: no move
        /// of its does damage).
        package let dealt: Hit?
        package let taken: Hit?

        package init(member: Int, threat: PokemonSummary, dealt: Hit?, taken: Hit?) {
            self.member = member
            self.threat = threat
            self.dealt = dealt
            self.taken = taken
        }
    }

    /// One move's damage as the calculator writes it: its range as a share of the target's HP,
    /// and the chance to knock it out.
    package struct Hit: Sendable, Equatable {
        package let move: String
        package let moveName: String
        package let low: Double
        package let high: Double
        package let ko: String

        package init(move: String, moveName: String, low: Double, high: Double, ko: String) {
            self.move = move
            self.moveName = moveName
            self.low = low
            self.high = high
            self.ko = ko
        }
    }
    /// The game whose rules an export was checked against, as people read it, and how many
    /// problems were found; nil for a team of names.
    package var legality: Legality?

    package struct Legality: Sendable, Equatable {
        /// `Scarlet/Violet`.
        package let game: String
        /// `scarlet-violet`: the version group, for its name in the reader's language.
        package var gameName = ""
        package let problems: Int

        package init(game: String, problems: Int, gameName: String = "") {
            self.game = game
            self.gameName = gameName
            self.problems = problems
        }
    }
    /// `--format`: the format the team was checked against and the rules it breaks (also
    /// among the warnings); nil when none was asked for.
    package var format: FormatCheck?

    package struct FormatCheck: Sendable, Equatable {
        package let format: TeamFormat
        package let problems: [String]

        package init(format: TeamFormat, problems: [String]) {
            self.format = format
            self.problems = problems
        }
    }
    package let defense: [Defense]
    package let offense: [Offense]
    /// Names in the export that match nothing (an unknown ability, item, move or nature).
    package let warnings: [String]
}

/// The type arithmetic of a team, abilities and the special moves included.
package enum TeamAnalysis {
    package static func report(
        _ members: [TeamMember], chart: [String: TypeRelations], warnings: [String] = []
    ) -> TeamReport {
        report(members, matrix: TypeMatrix(chart), warnings: warnings)
    }

    /// The same from the chart as a matrix of its types: each type by its place, looked up
    /// once (the report weighs some thousand pairs of types, and each looked up by name was a
    /// tenth of `team`).
    package static func report(_ members: [TeamMember], matrix: TypeMatrix, warnings: [String] = []) -> TeamReport {
        let ownTypes = members.map { $0.types.map(matrix.place) }
        let teraTypes = members.map { teraType(of: $0).map(matrix.place) }
        let abilities = members.map { $0.ability?.name }
        let defenses = TypeChart.attackingTypes.map { attacking in
            let place = matrix.place(attacking)
            func defense(_ index: Int, as types: [Int?]) -> Double {
                let base = types.reduce(1.0) { $0 * matrix.factor(place, $1) }
                guard let ability = abilities[index] else { return base }
                return AbilityDefense.multiplier(base, attacking: attacking, ability: ability)
            }
            var row = TeamReport.Defense(
                attackingType: attacking, multipliers: members.indices.map { defense($0, as: ownTypes[$0]) })
            row.teraMultipliers = members.indices.map { index in teraTypes[index].map { defense(index, as: [$0]) } }
            return row
        }
        let damaging = members.flatMap { member in member.moves.filter { $0.damageClass != "status" } }
        let moveTypes = damaging.map { matrix.place($0.type) }
        let offense = TypeChart.attackingTypes.map { defending in
            let place = matrix.place(defending)
            var moves: [String] = []
            // By index: each move bound whole, for each of 18 types, was 600 copies of a move.
            for index in damaging.indices
            where hit(damaging[index], type: moveTypes[index], on: defending, at: place, matrix) > 1
                && !moves.contains(damaging[index].name)
            {
                moves.append(damaging[index].name)
            }
            return TeamReport.Offense(defendingType: defending, moves: moves)
        }
        return TeamReport(members: members, defense: defenses, offense: offense, warnings: warnings)
    }

    /// What `move` does to one type, `defending`, at its place in `matrix` (`type` is the
    /// move's type's): Freeze-Dry is super-effective on Water, Flying Press is Fighting and
    /// Flying at once, and Thousand Arrows hits Flying.
    private static func hit(
        _ move: Move, type: Int?, on defending: String, at place: Int?, _ matrix: TypeMatrix
    ) -> Double {
        switch move.name {
        case "freeze-dry":
            return defending == "water" ? 2 : matrix.factor(matrix.place("ice"), place)
        case "flying-press":
            return matrix.factor(matrix.place("fighting"), place) * matrix.factor(matrix.place("flying"), place)
        case "thousand-arrows":
            return defending == "flying" ? 1 : matrix.factor(matrix.place("ground"), place)
        default:
            return matrix.factor(type, place)
        }
    }

    /// What one attacking type does to a Pokémon of `types`, before abilities (a type the
    /// chart does not know counts ×1).
    static func multiplier(_ attacking: String, on types: [String], chart: [String: TypeRelations]) -> Double {
        TypeChart.multiplier(of: attacking, against: types.compactMap { chart[$0] })
    }

    /// A member's Tera type when it defends as it: one of the eighteen (Stellar keeps its own).
    static func teraType(of member: TeamMember) -> String? {
        guard let tera = member.spec.teraType.map(NameKey.make), TypeChart.attackingTypes.contains(tera) else {
            return nil
        }
        return tera
    }

    /// What an attacking type does to a member (as `types`, when given), its ability counted.
    package static func defense(
        of member: TeamMember, as types: [String]? = nil, against attacking: String, chart: [String: TypeRelations]
    ) -> Double {
        let base = multiplier(attacking, on: types ?? member.types, chart: chart)
        guard let ability = member.ability?.name else { return base }
        return AbilityDefense.multiplier(base, attacking: attacking, ability: ability)
    }

    /// What a move does to a Pokémon of `types`: by its type, but Freeze-Dry is super-effective
    /// on Water, Flying Press is Fighting and Flying at once, and Thousand Arrows hits Flying.
    /// Type by type (each rule is one type's), as `report` weighs them.
    package static func hit(_ move: Move, on types: [String], chart: [String: TypeRelations]) -> Double {
        let matrix = TypeMatrix(chart)
        let type = matrix.place(move.type)
        return types.reduce(1.0) { $0 * hit(move, type: type, on: $1, at: matrix.place($1), matrix) }
    }
}

/// A type chart as numbers: each type's place, and what each attacking type does to each
/// defending one; ×1 for a type the chart does not know, attacking or defending. Made from the
/// chart's lists, written half, then double, then none, so that a later one wins where a type
/// is in two, as `TypeChart.multiplier` reads them (asking it for every pair made `team` 3%
/// slower; a test holds the two to the same answers).
package struct TypeMatrix: Sendable {
    private let places: [String: Int]
    private let factors: [Double]
    private let count: Int

    /// The types of `names`, by place, and what each does to each: `factors[attacking × count
    /// + defending]`, one for each pair.
    package init?(names: [String], factors: [Double]) {
        guard factors.count == names.count * names.count else { return nil }
        var places: [String: Int] = [:]
        places.reserveCapacity(names.count)
        for (place, name) in names.enumerated() where places[name] == nil { places[name] = place }
        self.places = places
        self.factors = factors
        count = names.count
    }

    package init(_ chart: [String: TypeRelations]) {
        // Places in the order the names come (the chart's own order does not matter).
        var places: [String: Int] = [:]
        places.reserveCapacity(chart.count * 2)
        func place(_ type: String) {
            if places[type] == nil { places[type] = places.count }
        }
        for (name, relations) in chart {
            place(name)
            relations.noDamageFrom.forEach(place)
            relations.doubleDamageFrom.forEach(place)
            relations.halfDamageFrom.forEach(place)
        }
        let count = places.count
        var factors = [Double](repeating: 1, count: count * count)
        for (name, relations) in chart {
            guard let defending = places[name] else { continue }
            for (attackers, factor) in [
                (relations.halfDamageFrom, 0.5), (relations.doubleDamageFrom, 2), (relations.noDamageFrom, 0),
            ] {
                for attacker in attackers {
                    if let attacking = places[attacker] { factors[attacking * count + defending] = factor }
                }
            }
        }
        self.places = places
        self.factors = factors
        self.count = count
    }

    package func place(_ type: String) -> Int? { places[type] }

    /// What the type at `attacking` does to the one at `defending`; ×1 when either is none.
    package func factor(_ attacking: Int?, _ defending: Int?) -> Double {
        guard let attacking, let defending else { return 1 }
        return factors[attacking * count + defending]
    }
}
