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
        let defenses = TypeChart.attackingTypes.map { attacking in
            var row = TeamReport.Defense(
                attackingType: attacking,
                multipliers: members.map { Self.defense(of: $0, against: attacking, chart: chart) })
            row.teraMultipliers = members.map { member in
                Self.teraType(of: member).map { Self.defense(of: member, as: [$0], against: attacking, chart: chart) }
            }
            return row
        }
        let offense = TypeChart.attackingTypes.map { defending in
            var moves: [String] = []
            for member in members {
                for move in member.moves where move.damageClass != "status" {
                    if hit(move, on: [defending], chart: chart) > 1, !moves.contains(move.name) {
                        moves.append(move.name)
                    }
                }
            }
            return TeamReport.Offense(defendingType: defending, moves: moves)
        }
        return TeamReport(members: members, defense: defenses, offense: offense, warnings: warnings)
    }

    /// What one attacking type does to a Pokémon of `types`, before abilities.
    static func multiplier(_ attacking: String, on types: [String], chart: [String: TypeRelations]) -> Double {
        types.reduce(1.0) { product, type in
            guard let relations = chart[type] else { return product }
            if relations.noDamageFrom.contains(attacking) { return 0 }
            if relations.doubleDamageFrom.contains(attacking) { return product * 2 }
            if relations.halfDamageFrom.contains(attacking) { return product * 0.5 }
            return product
        }
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
    package static func hit(_ move: Move, on types: [String], chart: [String: TypeRelations]) -> Double {
        switch move.name {
        case "freeze-dry":
            return types.reduce(1.0) { product, type in
                type == "water" ? product * 2 : product * multiplier("ice", on: [type], chart: chart)
            }
        case "flying-press":
            return multiplier("fighting", on: types, chart: chart) * multiplier("flying", on: types, chart: chart)
        case "thousand-arrows":
            return types.reduce(1.0) { product, type in
                type == "flying" ? product : product * multiplier("ground", on: [type], chart: chart)
            }
        default:
            return multiplier(move.type, on: types, chart: chart)
        }
    }
}
