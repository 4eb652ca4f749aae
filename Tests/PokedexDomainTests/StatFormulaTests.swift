import PokedexDomain
import Testing

/// The stat formulas against Smogon's calculator's own tests (`calc/src/test/stats.test.ts`,
/// generations 3 to 9), and the export format's spreads.
@Suite struct StatFormulaTests {
    /// Base 100 in every stat, IV 31, EV 252, level 100, Adamant: 404/328/299/269/299/299.
    @Test func smogonsCalcStatCasesForGenerationsThreeToNine() {
        let expected: [BattleStat: Int] = [
            .hp: 404, .attack: 328, .defense: 299, .specialAttack: 269, .specialDefense: 299, .speed: 299,
        ]
        for stat in BattleStat.allCases {
            let value = StatFormula.stat(
                stat, base: 100, level: 100, iv: 31, ev: 252, raised: stat == .attack, lowered: stat == .specialAttack)
            #expect(value == expected[stat], "\(stat)")
        }
        // Shedinja, Jolly.
        #expect(StatFormula.stat(.hp, base: 1, level: 100, iv: 31, ev: 252) == 1)
        // No nature.
        #expect(StatFormula.stat(.attack, base: 100, level: 100, iv: 31, ev: 252) == 299)
    }

    /// Base stats and a list's facts are held in 32 bits: each stat reads back as it was given,
    /// and a number no game has (from a hostile server) is clamped, not a trap.
    @Test func baseStatsAndFactsReadBackAndClampWhatNoGameHas() {
        let stats = BaseStats(hp: 1, attack: 255, defense: 0, specialAttack: 130, specialDefense: 7, speed: 200)
        #expect(
            [stats.hp, stats.attack, stats.defense, stats.specialAttack, stats.specialDefense, stats.speed]
                == [1, 255, 0, 130, 7, 200])
        #expect(stats.total == 593)
        #expect(stats == BaseStats(hp: 1, attack: 255, defense: 0, specialAttack: 130, specialDefense: 7, speed: 200))
        #expect(stats != BaseStats(hp: 1, attack: 255, defense: 0, specialAttack: 130, specialDefense: 7, speed: 201))
        let huge = BaseStats(
            hp: Int.max, attack: Int.min, defense: 1 << 40, specialAttack: 0, specialDefense: 0, speed: 0)
        #expect(huge.hp == Int(Int32.max) && huge.attack == Int(Int32.min) && huge.defense == Int(Int32.max))
        let facts = ListFacts(
            stats: stats, heightDecimetres: 9999, weightHectograms: Int.max, isLegendary: true, isMythical: false,
            isBaby: false, isFullyEvolved: true)
        #expect(facts.heightDecimetres == 9999 && facts.weightHectograms == Int(Int32.max))
        #expect(facts.stats == stats && facts.isLegendary && facts.isFullyEvolved && !facts.isMythical)
    }

    @Test func boostsAreStagesRoundedDown() {
        #expect(StatFormula.boosted(100, stage: 1) == 150)
        #expect(StatFormula.boosted(100, stage: -1) == 66)
        #expect(StatFormula.boosted(101, stage: 2) == 202)
        #expect(StatFormula.boosted(100, stage: 6) == 400)
        #expect(StatFormula.boosted(100, stage: -6) == 25)
        #expect(StatFormula.boosted(100, stage: 9) == 400)
    }

    @Test func spreadsAreReadAsTheExportWritesThem() throws {
        let export = try StatSpread.parse("252 Atk / 4 SpD / 252 Spe", range: 0...252)
        #expect(export.values == [.attack: 252, .specialDefense: 4, .speed: 252])
        let keyed = try StatSpread.parse("atk=252,spe=252, hp = 4", range: 0...252)
        #expect(keyed.values == [.attack: 252, .speed: 252, .hp: 4])
        let boosts = try StatSpread.parse("+1 Atk / -1 Spe", range: -6...6)
        #expect(boosts.values == [.attack: 1, .speed: -1])
        #expect(try StatSpread.parse("0 Sp. Atk", range: 0...31).values == [.specialAttack: 0])
    }

    @Test(arguments: [
        ("252 Atk / 252 Atk", "Atk is given twice"), ("300 Atk", "300 in '300 Atk' is not from 0 to 252"),
        ("lots Atk", "'lots' in 'lots Atk' is not a number"),
        ("252 Luck", "unknown stat 'Luck'"), ("Atk", "is not a number and a stat"), ("", "names no stat"),
    ])
    func aBadSpreadSaysWhichPart(text: String, message: String) {
        #expect(throws: StatSpread.ParseError.self) { try StatSpread.parse(text, range: 0...252) }
        do {
            _ = try StatSpread.parse(text, range: 0...252)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}

/// The weather as players write it: the calculator's words, the forecast's, and the move or
/// ability that makes it.
@Suite struct BattleWeatherSpellingTests {
    @Test(arguments: [
        ("sun", BattleWeather.sun), ("Sunny", .sun), ("sunny day", .sun), ("RAIN", .rain), ("rainy", .rain),
        ("Sandstorm", .sand), ("snowy", .snow), ("Snowscape", .snow), ("hail", .hail),
        ("Harsh Sunshine", .harshSunshine), ("desolate land", .harshSunshine), ("primordial-sea", .heavyRain),
        ("Delta Stream", .strongWinds),
    ])
    func eachSpellingIsItsWeather(text: String, weather: BattleWeather) {
        #expect(BattleWeather(spelled: text) == weather)
    }

    @Test(arguments: ["", "sunn", "fog", "electric", "rain dancing"])
    func otherWordsAreNoWeather(text: String) {
        #expect(BattleWeather(spelled: text) == nil)
    }
}
