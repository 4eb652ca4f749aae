/// The damage one move does: the sixteen rolls of each hit, and what the description says.
package struct DamageResult: Sendable, Hashable {
    /// One row of rolls per hit (a second row for Parental Bond's second strike); a single
    /// value for fixed damage; `[[0]]` when the move does none.
    package var hits: [[Int]]
    package var notes: DamageNotes
    package var attacker: Combatant
    package var defender: Combatant
    package var move: BattleMove
    package var field: BattleField

    /// The least and most damage in all: each hit's lowest roll added, and its highest.
    package var range: ClosedRange<Int> {
        let low = hits.reduce(0) { $0 + ($1.first ?? 0) }
        let high = hits.reduce(0) { $0 + ($1.last ?? 0) }
        return low...max(low, high)
    }

    var doesDamage: Bool { range.upperBound > 0 }
}

/// How much damage a move does, as the games of generation IX compute it and as Smogon's
/// damage calculator reproduces them: base power, attack and defence with their modifiers,
/// the base damage, then each of the sixteen random rolls with STAB, type effectiveness,
/// burn and the final modifiers.
package struct DamageCalculator: Sendable {
    /// Attacking type → defending type → multiplier, for the eighteen types.
    let matchups: [String: [String: Double]]

    package init(chart: [String: TypeRelations]) {
        var matchups: [String: [String: Double]] = [:]
        for (defending, relations) in chart {
            for attacking in relations.doubleDamageFrom { matchups[attacking, default: [:]][defending] = 2 }
            for attacking in relations.halfDamageFrom { matchups[attacking, default: [:]][defending] = 0.5 }
            for attacking in relations.noDamageFrom { matchups[attacking, default: [:]][defending] = 0 }
        }
        self.matchups = matchups
    }

    /// Moves whose power PokeAPI leaves empty and the calculation works out.
    package static let variablePower: Set<String> = [
        "low-kick", "grass-knot", "heavy-slam", "heat-crash", "electro-ball", "gyro-ball", "stored-power",
        "power-trip", "flail", "reversal", "eruption", "water-spout", "dragon-energy", "crush-grip", "wring-out",
        "hard-press", "return", "frustration", "seismic-toss", "night-shade", "dragon-rage", "sonic-boom",
        "punishment",
    ]
    /// Moves that return the damage the user took, which no line gives: the calculator
    /// answers 0, and so does pokedex.
    package static let returnsDamageTaken: Set<String> = [
        "counter", "mirror-coat", "metal-burst", "comeuppance", "bide",
    ]
    /// Moves that take half the target's HP (at full HP, as a line has it).
    package static let halvesHP: Set<String> = ["super-fang", "ruination", "natures-madness"]

    package func calculate(
        attacker: Combatant, defender: Combatant, move: BattleMove, field: BattleField
    ) -> DamageResult {
        var calculation = DamageCalculation(
            attacker: attacker, defender: defender, move: move, field: field, matchups: matchups)
        let hits = calculation.run()
        return DamageResult(
            hits: hits, notes: calculation.notes, attacker: calculation.attacker, defender: calculation.defender,
            move: calculation.move, field: calculation.field)
    }
}

/// One calculation's state: the Pokémon, move and field as the rules change them, and the notes.
struct DamageCalculation {
    var attacker: Combatant
    var defender: Combatant
    var move: BattleMove
    var field: BattleField
    let matchups: [String: [String: Double]]
    var notes = DamageNotes()
    /// Parental Bond's second strike, at a quarter of the damage.
    var isParentalChild = false
    var changedByAteAbility = false
    var isCritical = false

    static let zero = [[0]]

    /// Abilities Mold Breaker, Teravolt and Turboblaze ignore (those that change damage).
    static let breakable: Set<String> = [
        "armor-tail", "battle-armor", "bulletproof", "dazzling", "dry-skin", "earth-eater", "filter", "flash-fire",
        "fluffy", "fur-coat", "grass-pelt", "heatproof", "heavy-metal", "ice-scales", "levitate", "light-metal",
        "lightning-rod", "marvel-scale", "motor-drive", "multiscale", "prism-armor", "punk-rock", "purifying-salt",
        "queenly-majesty", "sap-sipper", "shell-armor", "solid-rock", "soundproof", "storm-drain", "tera-shell",
        "thick-fat", "unaware", "volt-absorb", "water-absorb", "water-bubble", "well-baked-body", "wind-rider",
        "wonder-guard", "simple", "contrary", "sturdy",
    ]

    mutating func run() -> [[Int]] {
        forecast(&attacker)
        forecast(&defender)
        // A calculator's line writes the boost after the rise; a line with none written is
        // one a person typed, before it (the calculator always writes the rise), unless it ends
        // with the calculator's result: then the rise was from −1 to none.
        if move.isNamed("meteor-beam", "electro-shot"),
            !move.fromCalculatorLine || (attacker.boost(.specialAttack) == 0 && move.printedDamage == nil)
        {
            let rise = attacker.has(ability: "simple") ? 2 : attacker.has(ability: "contrary") ? -1 : 1
            attacker.boosts.values[.specialAttack] = max(-6, min(6, attacker.boost(.specialAttack) + rise))
        }
        notes.attackerName = attacker.name
        notes.defenderName = defender.name
        notes.moveName = move.term.displayName
        notes.attackerLevel = attacker.level
        notes.defenderLevel = defender.level
        if let tera = attacker.teraType, tera != "stellar" || move.isNamed("tera-blast") || move.stellarFirstUse {
            notes.attackerTera = tera
            notes.stellarFirstUse =
                tera == "stellar" && move.isNamed("tera-blast") && move.stellarFirstUse
                && !attacker.isNamed("terapagos-stellar")
        }
        if let tera = defender.teraType, tera != "stellar" { notes.defenderTera = tera }
        if move.isNamed("photon-geyser") || (move.isNamed("tera-blast") && attacker.teraType != nil) {
            // A calculator's line writes the stat it attacked with (`0 Atk`), and not the other's
            // boost that decided it.
            let written = (attacker.evs.values[.attack] != nil, attacker.evs.values[.specialAttack] != nil)
            if move.fromCalculatorLine, written.0 != written.1 {
                move.category = written.0 ? .physical : .special
            } else {
                move.category =
                    attacker.boosted(.attack) > attacker.boosted(.specialAttack) ? .physical : .special
            }
        }
        guard move.category != .status else { return Self.zero }
        if move.isNamed("shell-side-arm") {
            // As the calculator chooses: stats without boosts, each against the defence it hits.
            let defense = defender.raw(field.wonderRoom ? .specialDefense : .defense)
            let specialDefense = defender.raw(field.wonderRoom ? .defense : .specialDefense)
            let physical = Double(attacker.raw(.attack)) / Double(max(1, defense))
            let special = Double(attacker.raw(.specialAttack)) / Double(max(1, specialDefense))
            move.category = physical > special ? .physical : .special
        }
        if field.defenderSide.protected {
            notes.protected = true
            return Self.zero
        }
        if Self.breakable.contains(defender.ability?.name ?? ""),
            attacker.has(ability: "mold-breaker", "teravolt", "turboblaze")
                || move.isNamed("moongeist-beam", "sunsteel-strike", "photon-geyser")
        {
            if attacker.has(ability: "mold-breaker", "teravolt", "turboblaze") {
                notes.attackerAbility = attacker.ability?.displayName
            }
            defender.ability = nil
        }
        isCritical = move.isCritical && !defender.has(ability: "battle-armor", "shell-armor")
        move.type = moveType()
        var effectiveness = typeEffectiveness(against: defender.defendingTypes)
        if effectiveness == 0, move.type == "ground", defender.has(item: "iron-ball") { effectiveness = 1 }
        if effectiveness == 0, move.isNamed("thousand-arrows") { effectiveness = 1 }
        guard effectiveness > 0, !failsOutright() else { return Self.zero }
        if field.weather == .strongWinds, defender.has(type: "flying"), (matchups[move.type]?["flying"] ?? 1) > 1 {
            effectiveness /= 2
            notes.weather = field.weather
        }
        if move.type == "stellar" {
            notes.defenderTera = defender.teraType
            effectiveness = defender.teraType == nil ? 1 : 2
        }
        if defender.has(ability: "tera-shell") {
            effectiveness = 0.5
            notes.defenderAbility = defender.ability?.displayName
        }
        guard !isBlocked(effectiveness: effectiveness) else { return Self.zero }
        notes.hpStat = defender.statText(.hp)
        if let fixed = fixedDamage() {
            if attacker.has(ability: "parental-bond") {
                notes.attackerAbility = attacker.ability?.displayName
                return [[fixed], [fixed]]
            }
            return [[fixed]]
        }
        if move.hits > 1 { notes.hits = move.hits }
        var rows = [hitRolls(hit: 1, effectiveness: effectiveness)]
        guard rows[0].last ?? 0 > 0 else { return Self.zero }
        if attacker.has(ability: "parental-bond"), move.hits == 1, !(field.doubles && move.isSpread) {
            var child = self
            child.isParentalChild = true
            rows.append(child.hitRolls(hit: 1, effectiveness: effectiveness))
            notes.attackerAbility = attacker.ability?.displayName
        }
        if move.hits > 1 {
            let boosts = (notes.attackBoost, notes.defenseBoost)
            var defenderUsedItem = false
            for hit in 2...move.hits {
                betweenHits(defenderUsedItem: &defenderUsedItem)
                rows.append(hitRolls(hit: hit, effectiveness: effectiveness))
            }
            (notes.attackBoost, notes.defenseBoost) = boosts
        }
        return rows
    }

    /// Castform takes the weather's type.
    private func forecast(_ pokemon: inout Combatant) {
        guard pokemon.isNamed("castform"), pokemon.has(ability: "forecast") else { return }
        switch field.weather {
        case .sun?, .harshSunshine?: pokemon.types = ["fire"]
        case .rain?, .heavyRain?: pokemon.types = ["water"]
        case .hail?, .snow?: pokemon.types = ["ice"]
        default: pokemon.types = ["normal"]
        }
    }

    /// The sixteen rolls of one hit (`hit` counts from 1).
    mutating func hitRolls(hit: Int, effectiveness: Double) -> [Int] {
        let power = basePower(hit: hit)
        guard power > 0 else { return [0] }
        let attack = attackStat()
        let defense = defenseStat()
        var base = DamageMath.baseDamage(level: attacker.level, power: power, attack: attack, defense: defense)
        if field.doubles, move.isSpread { base = DamageMath.apply(base, 3072) }
        if isParentalChild { base = DamageMath.apply(base, 1024) }
        base = weathered(base)
        if isCritical {
            base = base * 3 / 2
            notes.critical = true
        }
        let stab = stabModifier()
        let burned =
            attacker.status == .burned && move.category == .physical && !attacker.has(ability: "guts")
            && !move.isNamed("facade")
        notes.burned = burned
        let finalMod = DamageMath.chain(
            finalModifiers(effectiveness: effectiveness, hit: hit), lower: 41, upper: 131_072)
        return (0..<16).map { roll in
            DamageMath.finalDamage(
                base, roll: roll, effectiveness: effectiveness, burned: burned, stab: stab, finalMod: finalMod)
        }
    }

    /// Sun and rain on Fire and Water moves (not through a Utility Umbrella).
    private mutating func weathered(_ base: Int) -> Int {
        guard let weather = field.weather, !defender.has(item: "utility-umbrella") else { return base }
        if move.isNamed("hydro-steam"), weather == .sun, !attacker.has(item: "utility-umbrella") {
            notes.weather = weather
            return DamageMath.apply(base, 6144)
        }
        if (weather.isSunny && move.type == "fire") || (weather.isRainy && move.type == "water") {
            notes.weather = weather
            return DamageMath.apply(base, 6144)
        }
        if (weather == .sun && move.type == "water") || (weather == .rain && move.type == "fire") {
            notes.weather = weather
            return DamageMath.apply(base, 2048)
        }
        return base
    }

    /// Same-type attack bonus, with Tera and Adaptability.
    private mutating func stabModifier() -> Int {
        var stab = 4096
        if attacker.hasOriginal(type: move.type) {
            stab += 2048
        } else if attacker.has(ability: "protean", "libero"), attacker.teraType == nil {
            stab += 2048
            notes.attackerAbility = attacker.ability?.displayName
        }
        if let tera = attacker.teraType, tera == move.type, tera != "stellar" {
            stab += 2048
            notes.attackerTera = tera
        }
        if attacker.has(ability: "adaptability"), attacker.has(type: move.type) {
            stab += attacker.teraType.map { attacker.hasOriginal(type: $0) } == true ? 1024 : 2048
            notes.attackerAbility = attacker.ability?.displayName
        }
        // Stellar: its first use of each type, every use for Terapagos-Stellar.
        if attacker.teraType == "stellar", move.stellarFirstUse || attacker.isNamed("terapagos-stellar") {
            stab = attacker.hasOriginal(type: move.type) ? stab + 2048 : 4915
        }
        return stab
    }

    /// The move's multiplier against these types, with the moves and abilities that bend it.
    func typeEffectiveness(against types: [String]) -> Double {
        types.reduce(1.0) { product, type in
            let revealed = attacker.has(ability: "scrappy", "minds-eye")
            if revealed, type == "ghost", move.type == "normal" || move.type == "fighting" { return product }
            if field.gravity, type == "flying", move.type == "ground" { return product }
            if move.isNamed("freeze-dry"), type == "water" { return product * 2 }
            var value = matchups[move.type]?[type] ?? 1
            if value == 0, defender.has(item: "ring-target") { value = 1 }
            if move.isNamed("flying-press") { value *= matchups["flying"]?[type] ?? 1 }
            return product * value
        }
    }

    /// Moves that fail against this defender whatever the roll.
    private mutating func failsOutright() -> Bool {
        // A calculator writes neither the target's item nor a terrain that leaves the damage
        // as it is: its line may have had them.
        if move.isNamed("poltergeist"), defender.item == nil, move.unsaidMeansAbsent { return true }
        if move.isNamed("steel-roller"), field.terrain == nil, move.unsaidMeansAbsent { return true }
        if move.isNamed("dream-eater"), defender.status != .asleep { return true }
        if (field.weather == .harshSunshine && move.type == "water")
            || (field.weather == .heavyRain && move.type == "fire")
        {
            notes.weather = field.weather
            return true
        }
        return false
    }

    /// Abilities, a balloon and Psychic Terrain that stop the hit.
    private mutating func isBlocked(effectiveness: Double) -> Bool {
        let ability = defender.ability?.name ?? ""
        let absorbs: [String: [String]] = [
            "grass": ["sap-sipper"], "fire": ["flash-fire", "well-baked-body"],
            "water": ["dry-skin", "storm-drain", "water-absorb"],
            "electric": ["lightning-rod", "motor-drive", "volt-absorb"], "ground": ["earth-eater"],
        ]
        let levitating =
            move.type == "ground" && !field.gravity && !move.isNamed("thousand-arrows")
            && !defender.has(item: "iron-ball") && ability == "levitate"
        if (ability == "wonder-guard" && effectiveness <= 1) || absorbs[move.type]?.contains(ability) == true
            || levitating
            || (move.priority > 0 && ["queenly-majesty", "dazzling", "armor-tail"].contains(ability))
            || (ability == "soundproof" && MoveFlags.sound.contains(move.term.name))
            || (ability == "bulletproof" && MoveFlags.bullet.contains(move.term.name))
        {
            notes.defenderAbility = defender.ability?.displayName
            return true
        }
        if move.type == "ground", !move.isNamed("thousand-arrows"), !field.gravity, defender.has(item: "air-balloon") {
            notes.defenderItem = defender.item?.displayName
            return true
        }
        if move.priority > 0, field.terrain == .psychic, defender.isGrounded(in: field) {
            notes.terrain = .psychic
            return true
        }
        return false
    }

    /// Seismic Toss and Night Shade do the user's level; Dragon Rage 40, Sonic Boom 20.
    private func fixedDamage() -> Int? {
        if move.isNamed("seismic-toss", "night-shade") { return attacker.level }
        if move.isNamed("dragon-rage") { return 40 }
        if move.isNamed("sonic-boom") { return 20 }
        if DamageCalculator.returnsDamageTaken.contains(move.name) { return 0 }
        if DamageCalculator.halvesHP.contains(move.name) { return max(1, defender.maxHP / 2) }
        return nil
    }

    /// The move's type as used: by weather, item, form, Tera or an -ate ability.
    private mutating func moveType() -> String {
        var type = move.type
        switch move.name {
        case "weather-ball":
            let umbrella = attacker.has(item: "utility-umbrella")
            switch field.weather {
            case .sun?, .harshSunshine?: type = umbrella ? "normal" : "fire"
            case .rain?, .heavyRain?: type = umbrella ? "normal" : "water"
            case .sand?: type = "rock"
            case .hail?, .snow?: type = "ice"
            default: type = "normal"
            }
            notes.weather = field.weather
            notes.moveType = type
        case "judgment", "techno-blast", "multi-attack", "revelation-dance", "aura-wheel", "raging-bull", "ivy-cudgel":
            let held = HeldMoveType.type(
                of: move.name, holder: attacker.pokemonName, types: attacker.types, item: attacker.item?.name,
                teraType: attacker.teraType)
            if let held {
                type = held
                if move.isNamed("techno-blast", "multi-attack") { notes.moveType = type }
            }
            if move.isNamed("raging-bull") { breakScreens() }
        case "terrain-pulse":
            if attacker.isGrounded(in: field), let terrain = field.terrain {
                let types = ["Electric": "electric", "Grassy": "grass", "Misty": "fairy", "Psychic": "psychic"]
                type = types[terrain.rawValue] ?? type
                notes.terrain = terrain
            }
        case "brick-break", "psychic-fangs": breakScreens()
        default: break
        }
        let keepsType =
            [
                "revelation-dance", "judgment", "techno-blast", "multi-attack", "weather-ball", "terrain-pulse",
                "struggle",
            ].contains(move.name) || (move.isNamed("tera-blast") && attacker.teraType != nil)
        if !keepsType {
            let ate = ["aerilate": "flying", "galvanize": "electric", "pixilate": "fairy", "refrigerate": "ice"]
            if type == "normal", let ability = attacker.ability, let changed = ate[ability.name] {
                type = changed
                changedByAteAbility = true
                notes.attackerAbility = ability.displayName
            } else if attacker.has(ability: "liquid-voice"), MoveFlags.sound.contains(move.name) {
                type = "water"
                notes.attackerAbility = attacker.ability?.displayName
            } else if attacker.has(ability: "normalize") {
                type = "normal"
                changedByAteAbility = true
                notes.attackerAbility = attacker.ability?.displayName
            }
        }
        if move.isNamed("tera-blast"), let tera = attacker.teraType { type = tera }
        if move.isNamed("struggle") { type = "typeless" }
        return type
    }

    private mutating func breakScreens() {
        field.defenderSide.reflect = false
        field.defenderSide.lightScreen = false
        field.defenderSide.auroraVeil = false
    }
}
