/// Base power, attack, defence and the final modifiers, each a chain of 4096ths.
extension DamageCalculation {
    /// The move's power for this hit, after every modifier (at least 1).
    mutating func basePower(hit: Int) -> Int {
        var power = Double(move.power)
        let faster = attacker.boosted(.speed) > defender.boosted(.speed)
        func noted(_ value: Double) -> Double {
            notes.movePower = value
            return value
        }
        switch move.name {
        case "payback": power = noted(power * (faster ? 1 : 2))
        case "pursuit":
            power = noted(power * (field.defenderSide.switchingOut ? 2 : 1))
            notes.switching = field.defenderSide.switchingOut
        case "bolt-beak", "fishious-rend": power = noted(power * (faster ? 2 : 1))
        case "electro-ball":
            let ratio = defender.boosted(.speed) == 0 ? 0 : attacker.boosted(.speed) / defender.boosted(.speed)
            power = noted(ratio >= 4 ? 150 : ratio >= 3 ? 120 : ratio >= 2 ? 80 : ratio >= 1 ? 60 : 40)
        case "gyro-ball":
            let speed = attacker.boosted(.speed)
            power = noted(speed == 0 ? 1 : Double(min(150, 25 * defender.boosted(.speed) / speed + 1)))
        case "punishment":
            power = noted(Double(min(200, 60 + 20 * Self.positiveBoosts(defender))))
        case "low-kick", "grass-knot":
            let weight = weightKilograms(of: defender)
            power = noted(
                weight >= 200
                    ? 120 : weight >= 100 ? 100 : weight >= 50 ? 80 : weight >= 25 ? 60 : weight >= 10 ? 40 : 20)
        case "heavy-slam", "heat-crash":
            let ratio = weightKilograms(of: attacker) / max(0.1, weightKilograms(of: defender))
            power = noted(ratio >= 5 ? 120 : ratio >= 4 ? 100 : ratio >= 3 ? 80 : ratio >= 2 ? 60 : 40)
        case "hex", "infernal-parade": power = noted(power * (defender.status == nil ? 1 : 2))
        case "barb-barrage":
            power = noted(power * (defender.status == .poisoned || defender.status == .badlyPoisoned ? 2 : 1))
        case "stored-power", "power-trip": power = noted(Double(20 + 20 * Self.positiveBoosts(attacker)))
        case "acrobatics": power = noted(power * (attacker.item == nil || attacker.has(item: "flying-gem") ? 2 : 1))
        case "wake-up-slap": power = noted(power * (defender.status == .asleep ? 2 : 1))
        case "smelling-salts": power = noted(power * (defender.status == .paralyzed ? 2 : 1))
        case "weather-ball":
            var doubled = field.weather != nil && field.weather != .strongWinds
            if let weather = field.weather, weather.isSunny || weather.isRainy, attacker.has(item: "utility-umbrella") {
                doubled = false
            }
            power = noted(power * (doubled ? 2 : 1))
        case "terrain-pulse": power = noted(power * (attacker.isGrounded(in: field) && field.terrain != nil ? 2 : 1))
        case "rising-voltage":
            power = noted(power * (defender.isGrounded(in: field) && field.terrain == .electric ? 2 : 1))
        case "psyblade":
            if field.terrain == .electric {
                power = noted(power * 1.5)
                notes.terrain = .electric
            }
        case "eruption", "water-spout", "dragon-energy": power = noted(150)
        case "flail", "reversal": power = noted(20)
        case "crush-grip", "wring-out": power = noted(120)
        case "hard-press": power = noted(100)
        case "return", "frustration": power = 102
        case "water-shuriken":
            power = noted(attacker.isNamed("greninja-ash") && attacker.has(ability: "battle-bond") ? 20 : 15)
        case "triple-axel":
            power = Double(hit * 20)
            notes.movePower = move.hits == 2 ? 60 : move.hits == 3 ? 120 : 20
        case "triple-kick":
            power = Double(hit * 10)
            notes.movePower = move.hits == 2 ? 30 : move.hits == 3 ? 60 : 10
        case "tera-blast": power = noted(attacker.teraType == "stellar" ? 100 : 80)
        default: break
        }
        let teraFloor = teraRaisesWeakMoves
        // A line's `(97.5 BP)` is the power the calculator used, with what it depends on that
        // the line does not write (an item held, a status): it stands for pokedex's own. But a
        // weak move's `(60 BP)` under Tera is the floor itself, with its modifiers under it.
        let writtenFloor = teraFloor && move.writtenPower == 60 && move.power < 60
        if let written = move.writtenPower, !move.isNamed("triple-axel", "triple-kick"), !writtenFloor {
            power = noted(written)
        }
        guard power > 0 else { return 0 }
        let mods = powerModifiers(power: power, hit: hit, faster: faster)
        var result = DamageMath.overflow16(
            max(1, DamageMath.pokeRound(power * Double(DamageMath.chain(mods, lower: 41, upper: 2_097_152)) / 4096)))
        if teraFloor, result < 60 || writtenFloor {
            result = 60
            notes.movePower = 60
        }
        return result
    }

    /// Kilograms, with Heavy Metal, Light Metal and Float Stone.
    private mutating func weightKilograms(of pokemon: Combatant) -> Double {
        var weight = Double(pokemon.weightHectograms) / 10
        if pokemon.has(ability: "heavy-metal") {
            weight *= 2
        } else if pokemon.has(ability: "light-metal") {
            weight = (weight * 5).rounded(.down) / 10
        }
        if pokemon.has(item: "float-stone") { weight = (weight * 5).rounded(.down) / 10 }
        return max(0.1, weight)
    }

    static func positiveBoosts(_ pokemon: Combatant) -> Int {
        BattleStat.allCases.reduce(0) { $0 + max(0, pokemon.boost($1)) }
    }

    private mutating func powerModifiers(power: Double, hit: Int, faster: Bool) -> [Int] {
        var mods: [Int] = []
        let status = attacker.status
        func boost(_ mod: Int, shown: Double) {
            // A written power has this in it already.
            guard move.writtenPower == nil else { return }
            mods.append(mod)
            notes.movePower = shown
        }
        let knockable =
            defender.item.map {
                !BattleItems.isBound($0.name, to: defender.pokemonName, megaStone: defender.itemIsMegaStone)
            } ?? false
        if (move.isNamed("facade") && [.burned, .paralyzed, .poisoned, .badlyPoisoned].contains(status))
            || (move.isNamed("venoshock") && [.poisoned, .badlyPoisoned].contains(defender.status))
        {
            boost(8192, shown: power * 2)
        } else if move.isNamed("expanding-force"), attacker.isGrounded(in: field), field.terrain == .psychic {
            move.target = "all-opponents"
            boost(6144, shown: power * 1.5)
        } else if (move.isNamed("knock-off") && knockable && hit == 1)
            || (move.isNamed("misty-explosion") && attacker.isGrounded(in: field) && field.terrain == .misty)
            || (move.isNamed("grav-apple") && field.gravity)
        {
            boost(6144, shown: power * 1.5)
        } else if move.isNamed("solar-beam", "solar-blade"),
            let weather = field.weather, [.rain, .heavyRain, .sand, .hail, .snow].contains(weather)
        {
            boost(2048, shown: power / 2)
            notes.weather = weather
        } else if move.isNamed("collision-course", "electro-drift"),
            typeEffectiveness(against: defender.defendingTypes) >= 2
        {
            boost(5461, shown: power * 5461 / 4096)
        }
        if field.attackerSide.helpingHand {
            mods.append(6144)
            notes.helpingHand = true
        }
        if attacker.isGrounded(in: field), let terrain = field.terrain,
            (terrain == .electric && move.type == "electric") || (terrain == .grassy && move.type == "grass")
                || (terrain == .psychic && move.type == "psychic")
        {
            mods.append(5325)
            notes.terrain = terrain
        }
        if defender.isGrounded(in: field), let terrain = field.terrain,
            (terrain == .misty && move.type == "dragon")
                || (terrain == .grassy && move.isNamed("earthquake", "bulldoze"))
        {
            mods.append(2048)
            notes.terrain = terrain
        }
        let ability = attacker.ability?.name ?? ""
        if (ability == "technician" && power <= 60)
            || (ability == "flare-boost" && (status == .burned || attacker.abilityWasActive)
                && move.category == .special)
            || (ability == "toxic-boost" && ([.poisoned, .badlyPoisoned].contains(status) || attacker.abilityWasActive)
                && move.category == .physical)
            || (ability == "steely-spirit" && move.type == "steel")
            || (ability == "mega-launcher" && MoveFlags.pulse.contains(move.term.name))
            || (ability == "strong-jaw" && MoveFlags.bite.contains(move.term.name))
            || (ability == "sharpness" && MoveFlags.slicing.contains(move.term.name))
        {
            mods.append(6144)
            notes.attackerAbility = attacker.ability?.displayName
        }
        chargeModifier(&mods)
        auraModifier(&mods)
        if (ability == "sheer-force" && (move.hasSecondaryEffect || move.isNamed("electro-shot", "order-up")))
            || (ability == "sand-force" && (field.weather == .sand || attacker.abilityWasActive)
                && ["rock", "ground", "steel"].contains(move.type))
            || (ability == "analytic" && (!faster || attacker.abilityWasActive))
            || (ability == "punk-rock" && MoveFlags.sound.contains(move.term.name))
            || (ability == "tough-claws" && makesContact)
        {
            mods.append(5325)
            notes.attackerAbility = attacker.ability?.displayName
        }
        allyPowerModifiers(&mods)
        // Rivalry depends on genders, which a line gives as the calculator's words for it.
        if ability == "rivalry", let rivalry = attacker.rivalry {
            mods.append(rivalry == .buffed ? 5120 : 3072)
            notes.attackerAbility = (attacker.ability?.displayName ?? "Rivalry") + " " + rivalry.rawValue
        }
        if changedByAteAbility { mods.append(4915) }
        if (ability == "reckless"
            && (move.drain < 0 || move.isNamed("jump-kick", "high-jump-kick", "axe-kick", "supercell-slam")))
            || (ability == "iron-fist" && MoveFlags.punch.contains(move.term.name))
        {
            mods.append(4915)
            notes.attackerAbility = attacker.ability?.displayName
        }
        if defender.has(ability: "dry-skin"), move.type == "fire" {
            mods.append(5120)
            notes.defenderAbility = defender.ability?.displayName
        }
        if ability == "supreme-overlord", attacker.alliesFainted > 0 {
            mods.append([4096, 4506, 4915, 5325, 5734, 6144][min(5, attacker.alliesFainted)])
            notes.attackerAbility = attacker.ability?.displayName
            notes.alliesFainted = attacker.alliesFainted
        }
        itemPowerModifier(&mods)
        return mods
    }

    private mutating func auraModifier(_ mods: inout [Int]) {
        let aura = move.type == "fairy" ? "fairy-aura" : move.type == "dark" ? "dark-aura" : nil
        guard let aura, attacker.has(ability: aura) || defender.has(ability: aura) else { return }
        let broken = attacker.has(ability: "aura-break") || defender.has(ability: "aura-break")
        mods.append(broken ? 3072 : 5448)
        if attacker.has(ability: aura) || broken { notes.attackerAbility = attacker.ability?.displayName }
        if defender.has(ability: aura) || broken { notes.defenderAbility = defender.ability?.displayName }
    }

    private mutating func itemPowerModifier(_ mods: inout [Int]) {
        guard let item = attacker.item else { return }
        if BattleItems.gemType(item.name) == move.type {
            mods.append(5325)
        } else if BattleItems.typeBoost[item.name] == move.type
            || BattleItems.speciesBoost(item.name, pokemon: attacker.pokemonName, type: move.type)
        {
            mods.append(4915)
        } else if (item.name == "muscle-band" && move.category == .physical)
            || (item.name == "wise-glasses" && move.category == .special)
        {
            mods.append(4505)
        } else if item.name == "punching-glove", MoveFlags.punch.contains(move.term.name) {
            mods.append(4506)
        } else {
            return
        }
        notes.attackerItem = item.displayName
    }

    /// The attacking stat: Attack or Special Attack (the target's for Foul Play, Defense for
    /// Body Press), with boosts and modifiers.
    mutating func attackStat() -> Int {
        let foulPlay = move.isNamed("foul-play")
        let source = foulPlay ? defender : attacker
        let bodyPress = move.isNamed("body-press")
        let stat: BattleStat =
            bodyPress
            ? (field.wonderRoom ? .specialDefense : .defense) : move.category == .special ? .specialAttack : .attack
        // Power Trick and Wonder Room put another stat's value in its place, with its boost.
        let powerTrick = foulPlay ? field.defenderSide.powerTrick : field.attackerSide.powerTrick
        let value = stat.source(wonderRoom: field.wonderRoom, powerTrick: powerTrick)
        notes.attackStat = source.statText(value, standingFor: stat)
        notes.attackerPowerTrick =
            field.attackerSide.powerTrick && ((move.category == .physical && !foulPlay) || bodyPress)
        let stage = source.boost(stat)
        var attack: Int
        if stage == 0 || (isCritical && stage < 0) {
            attack = source.raw(value)
        } else if defender.has(ability: "unaware") {
            attack = source.raw(value)
            notes.defenderAbility = defender.ability?.displayName
        } else {
            attack = StatFormula.boosted(source.raw(value), stage: stage)
            notes.attackBoost = stage
        }
        if attacker.has(ability: "hustle"), move.category == .physical {
            attack = DamageMath.pokeRound(Double(attack) * 3 / 2)
            notes.attackerAbility = attacker.ability?.displayName
        }
        return DamageMath.modified(attack, by: attackModifiers(), lower: 410, upper: 131_072)
    }

    private mutating func attackModifiers() -> [Int] {
        var mods: [Int] = []
        let physical = move.category == .physical
        let ability = attacker.ability?.name ?? ""
        func own(_ mod: Int) {
            mods.append(mod)
            notes.attackerAbility = attacker.ability?.displayName
        }
        if ability == "solar-power", field.weather?.isSunny == true, !physical {
            own(6144)
            notes.weather = field.weather
        } else if (ability == "gorilla-tactics" && physical)
            || (ability == "guts" && (attacker.status != nil || attacker.abilityWasActive) && physical)
        {
            own(6144)
        } else if (ability == "steelworker" && move.type == "steel")
            || (ability == "dragons-maw" && move.type == "dragon")
            || (ability == "rocky-payload" && move.type == "rock")
        {
            own(6144)
        } else if ability == "transistor", move.type == "electric" {
            own(5325)
        } else if (ability == "water-bubble" && move.type == "water")
            || (["huge-power", "pure-power"].contains(ability) && physical)
        {
            own(8192)
        }
        allyAttackModifiers(&mods)
        let defenderAbility = defender.ability?.name ?? ""
        if (defenderAbility == "thick-fat" && (move.type == "fire" || move.type == "ice"))
            || (defenderAbility == "water-bubble" && move.type == "fire")
            || (defenderAbility == "purifying-salt" && move.type == "ghost")
            || (defenderAbility == "heatproof" && move.type == "fire")
        {
            mods.append(2048)
            notes.defenderAbility = defender.ability?.displayName
        }
        let ruin = physical ? "tablets-of-ruin" : "vessel-of-ruin"
        if defender.has(ability: ruin), !attacker.has(ability: ruin) {
            mods.append(3072)
            notes.defenderAbility = defender.ability?.displayName
        }
        if attacker.paradoxBoostActive(in: field), attacker.paradoxStat == (physical ? .attack : .specialAttack) {
            own(5325)
        }
        if (ability == "hadron-engine" && !physical && (field.terrain == .electric || attacker.abilityWasActive))
            || (ability == "orichalcum-pulse" && physical
                && ((field.weather?.isSunny == true && !attacker.has(item: "utility-umbrella"))
                    || attacker.abilityWasActive))
        {
            own(5461)
        }
        let item = attacker.item?.name ?? ""
        if (item == "thick-club" && physical && attacker.pokemonName.hasPrefix("marowak")
            || item == "thick-club" && physical && attacker.isNamed("cubone"))
            || (item == "deep-sea-tooth" && !physical && attacker.isNamed("clamperl"))
            || (item == "light-ball" && attacker.pokemonName.hasPrefix("pikachu"))
        {
            mods.append(8192)
            notes.attackerItem = attacker.item?.displayName
        } else if item.hasPrefix("choice-"),
            BattleItems.statBoosts[item]?.stats.contains(physical ? .attack : .specialAttack) == true
        {
            mods.append(6144)
            notes.attackerItem = attacker.item?.displayName
        }
        return mods
    }

    /// Psyshock, Psystrike and Secret Sword hit Defense with a special attack.
    var hitsPhysical: Bool { move.category == .physical || move.isNamed("psyshock", "psystrike", "secret-sword") }

    /// The defending stat, with boosts, weather and modifiers.
    mutating func defenseStat() -> Int {
        let physical = hitsPhysical
        let stat: BattleStat = physical ? .defense : .specialDefense
        // In Wonder Room the other defence's value stands in, with this one's boost (and with
        // Power Trick, Attack's for Defense's).
        let source = stat.source(wonderRoom: field.wonderRoom, powerTrick: field.defenderSide.powerTrick)
        notes.defenseStat = defender.statText(source, standingFor: stat)
        notes.wonderRoom = field.wonderRoom
        notes.defenderPowerTrick = field.defenderSide.powerTrick && field.wonderRoom != physical
        let stage = defender.boost(stat)
        var defense: Int
        if stage == 0 || (isCritical && stage > 0) || move.isNamed("chip-away", "sacred-sword", "darkest-lariat") {
            defense = defender.raw(source)
        } else if attacker.has(ability: "unaware") {
            defense = defender.raw(source)
            notes.attackerAbility = attacker.ability?.displayName
        } else {
            defense = StatFormula.boosted(defender.raw(source), stage: stage)
            notes.defenseBoost = stage
        }
        if (field.weather == .sand && defender.has(type: "rock") && !physical)
            || (field.weather == .snow && defender.has(type: "ice") && physical)
        {
            defense = DamageMath.pokeRound(Double(defense) * 3 / 2)
            notes.weather = field.weather
        }
        return DamageMath.modified(defense, by: defenseModifiers(physical: physical), lower: 410, upper: 131_072)
    }

    private mutating func defenseModifiers(physical: Bool) -> [Int] {
        var mods: [Int] = []
        let ability = defender.ability?.name ?? ""
        if (ability == "marvel-scale" && (defender.status != nil || defender.abilityWasActive) && physical)
            || (ability == "grass-pelt" && field.terrain == .grassy && physical)
        {
            mods.append(6144)
            notes.defenderAbility = defender.ability?.displayName
        } else if let allyFlowerGift = allyFlowerGiftDefense(physical: physical) {
            mods.append(allyFlowerGift)
        } else if ability == "fur-coat", physical {
            mods.append(8192)
            notes.defenderAbility = defender.ability?.displayName
        }
        let ruin = physical ? "sword-of-ruin" : "beads-of-ruin"
        if attacker.has(ability: ruin), !defender.has(ability: ruin) {
            mods.append(3072)
            notes.attackerAbility = attacker.ability?.displayName
        }
        if defender.paradoxBoostActive(in: field), defender.paradoxStat == (physical ? .defense : .specialDefense) {
            mods.append(5324)
            notes.defenderAbility = defender.ability?.displayName
        }
        let item = defender.item?.name ?? ""
        if let boost = BattleItems.statBoosts[item], !boost.locksMove,
            boost.stats.contains(physical ? .defense : .specialDefense), item != "eviolite" || defender.canEvolve
        {
            mods.append(6144)
            notes.defenderItem = defender.item?.displayName
        } else if (item == "metal-powder" && defender.isNamed("ditto") && physical)
            || (item == "deep-sea-scale" && defender.isNamed("clamperl") && !physical)
        {
            mods.append(8192)
            notes.defenderItem = defender.item?.displayName
        }
        return mods
    }

    /// Screens, damage-changing abilities, Expert Belt, Life Orb and resist berries.
    mutating func finalModifiers(effectiveness: Double, hit: Int) -> [Int] {
        var mods: [Int] = []
        let screen = field.doubles ? 2732 : 2048
        let side = field.defenderSide
        if !isCritical {
            if side.reflect, move.category == .physical, !side.auroraVeil {
                mods.append(screen)
                notes.reflect = true
            } else if side.lightScreen, move.category == .special, !side.auroraVeil {
                mods.append(screen)
                notes.lightScreen = true
            }
            if side.auroraVeil {
                mods.append(screen)
                notes.auroraVeil = true
            }
        }
        let ability = attacker.ability?.name ?? ""
        if (ability == "neuroforce" && effectiveness > 1) || (ability == "sniper" && isCritical)
            || (ability == "tinted-lens" && effectiveness < 1)
        {
            mods.append(ability == "neuroforce" ? 5120 : ability == "sniper" ? 6144 : 8192)
            notes.attackerAbility = attacker.ability?.displayName
        }
        let defenderAbility = defender.ability?.name ?? ""
        func defenderOwn(_ mod: Int) {
            mods.append(mod)
            notes.defenderAbility = defender.ability?.displayName
        }
        if ["multiscale", "shadow-shield"].contains(defenderAbility), hit == 1, !isParentalChild { defenderOwn(2048) }
        if defenderAbility == "fluffy", makesContact, !attacker.has(ability: "long-reach") {
            defenderOwn(2048)
        } else if (defenderAbility == "ice-scales" && move.category == .special)
            || (defenderAbility == "punk-rock" && MoveFlags.sound.contains(move.term.name))
        {
            defenderOwn(2048)
        }
        if ["solid-rock", "filter", "prism-armor"].contains(defenderAbility), effectiveness > 1 { defenderOwn(3072) }
        if side.friendGuard {
            mods.append(3072)
            notes.friendGuard = true
        }
        if defenderAbility == "fluffy", move.type == "fire" { defenderOwn(8192) }
        if attacker.has(item: "expert-belt"), effectiveness > 1 {
            mods.append(4915)
            notes.attackerItem = attacker.item?.displayName
        } else if attacker.has(item: "life-orb") {
            mods.append(5324)
            notes.attackerItem = attacker.item?.displayName
        }
        if let berry = defender.item, BattleItems.resistBerries[berry.name] == move.type,
            effectiveness > 1 || move.type == "normal", hit == 1, !attacker.has(ability: "unnerve")
        {
            mods.append(defender.has(ability: "ripen") ? 1024 : 2048)
            notes.defenderItem = berry.displayName
        }
        return mods
    }

    /// Whether the move makes contact as it is used: a Punching Glove keeps punches off.
    var makesContact: Bool {
        MoveFlags.makesContact(move.term.name, category: move.category)
            && !(attacker.has(item: "punching-glove") && MoveFlags.punch.contains(move.term.name))
    }

    /// Whether Tera raises this move to at least 60 power: a single-hit move of the Tera type
    /// (and of the user's own), or a Stellar first use, without priority.
    private var teraRaisesWeakMoves: Bool {
        guard let tera = attacker.teraType,
            (move.type == tera && attacker.has(type: tera)) || (tera == "stellar" && move.stellarFirstUse)
        else { return false }
        return move.hits == 1 && move.priority <= 0 && move.power > 0
            && !move.isNamed("dragon-energy", "eruption", "water-spout")
    }
}
