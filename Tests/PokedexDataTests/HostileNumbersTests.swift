import Foundation
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import Testing

@testable import PokedexData

/// The DTO → entity boundary given any number at all: every numeric field (and every link's
/// id) of a Pokémon, its species, a move and a type set to extremes and to random 64-bit
/// values, and type lists grown to 64 entries. Mapping, the stat total, the type defences and
/// the facts must never trap, and what comes out is in the games' ranges.
@Suite struct HostileNumbersTests {
    /// How many hostile bodies of each kind: `FUZZ_CASES` (default 2 500; `make test` keeps
    /// its time, a longer run goes deeper).
    static let cases = Int(ProcessInfo.processInfo.environment["FUZZ_CASES"] ?? "") ?? 2_500

    static let extremes: [Int] = [Int.min, Int.min + 1, -1, 0, 1, 255, 256, 1 << 31, 1 << 61, Int.max - 1, Int.max]

    /// Every whole number in `value` replaced by the generator's pick; a `types` array grown
    /// by up to 64 copies of its first entry.
    static func mutate(_ value: JSONValue, _ random: inout SeededRandom) -> JSONValue {
        switch value {
        case .int:
            return .int(
                random.below(3) == 0 ? extremes[random.below(extremes.count)] : Int(truncatingIfNeeded: random.next()))
        case .string(let text) where text.hasPrefix("https://") && text.hasSuffix("/") && random.below(2) == 0:
            // A link's id, where a DTO reads one (`…/generation/1/`).
            let number =
                random.below(2) == 0 ? extremes[random.below(extremes.count)] : Int(truncatingIfNeeded: random.next())
            return .string(text.split(separator: "/").dropLast().joined(separator: "/") + "/\(number)/")
        case .array(let items):
            return .array(items.map { mutate($0, &random) })
        case .object(let members):
            return .object(
                members.map { member in
                    var field = mutate(member.value, &random)
                    if member.key == "types", case .array(let types) = field, let first = types.first {
                        field = .array(Array(repeating: first, count: 1 + random.below(64)) + types)
                    }
                    return (key: member.key, value: field)
                })
        default:
            return value
        }
    }

    @Test func hostileBodiesMapWithoutATrap() async throws {
        try await onOwnThread {
            let pokemonJSON = try JSONValue.parse(
                Data(contentsOf: fixturesRoot.appendingPathComponent("pokemon/25.json")))
            let speciesJSON = try JSONValue.parse(
                Data(contentsOf: fixturesRoot.appendingPathComponent("pokemon-species/25.json")))
            let everything = TypeRelations(
                name: "any", doubleDamageFrom: TypeChart.attackingTypes, halfDamageFrom: [], noDamageFrom: [],
                doubleDamageTo: [], halfDamageTo: [], noDamageTo: [])
            var random = SeededRandom(seed: 20_261_123)
            var mapped = 0
            for _ in 0..<Self.cases {
                let pokemonData = Data(Self.mutate(pokemonJSON, &random).serialized().utf8)
                let speciesData = Data(Self.mutate(speciesJSON, &random).serialized().utf8)
                guard let pokemon = try? JSONReader.read(PokemonDTO.self, from: pokemonData),
                    let species = try? JSONReader.read(SpeciesDTO.self, from: speciesData)
                else { continue }
                let summary = PokemonMapper.summary(pokemon: pokemon, species: species)
                #expect(summary.types.count <= 2)
                guard var detail = try? PokemonMapper.detail(summary: summary, pokemon: pokemon, species: species)
                else {
                    continue
                }
                PokemonMapper.enrich(&detail, species: species)
                #expect((0...6_000).contains(detail.stats.total))
                #expect(
                    (0...100_000).contains(detail.heightDecimetres) && (0...100_000).contains(detail.weightHectograms))
                #expect((-1...8).contains(detail.facts.genderRate) && (0...255).contains(detail.facts.captureRate))
                let defenses = TypeChart.defenses(of: summary.types.map { _ in everything })
                #expect(defenses.allSatisfy { $0.multiplier <= 4 })
                mapped += 1
            }
            // Most bodies still decode (numbers stay numbers): the mapping was exercised.
            #expect(mapped > Self.cases / 10, "only \(mapped) of \(Self.cases) hostile bodies got as far as the mapper")
        }
    }

    /// A move as PokeAPI writes one, made here (the fixtures hold moves as facts, not bodies).
    static let moveBody = """
        {"id": 85, "name": "thunderbolt", "names": [{"name": "Thunderbolt", "language": {"name": "en",
        "url": "https://pokeapi.co/api/v2/language/9/"}}], "type": {"name": "electric",
        "url": "https://pokeapi.co/api/v2/type/13/"}, "damage_class": {"name": "special",
        "url": "https://pokeapi.co/api/v2/move-damage-class/3/"}, "power": 90, "accuracy": 100, "pp": 15,
        "priority": 0, "target": {"name": "selected-pokemon", "url": "https://pokeapi.co/api/v2/move-target/10/"},
        "generation": {"name": "generation-i", "url": "https://pokeapi.co/api/v2/generation/1/"},
        "effect_chance": 10, "machines": [], "effect_entries": [],
        "meta": {"ailment": {"name": "paralysis", "url": "/api/v2/move-ailment/1/"}, "ailment_chance": 10,
        "category": {"name": "damage-ailment", "url": "/api/v2/move-category/4/"}, "crit_rate": 1, "drain": -33,
        "flinch_chance": 30, "healing": 50, "max_hits": 5, "max_turns": 3, "min_hits": 2, "min_turns": 2,
        "stat_chance": 10}, "stat_changes": [{"change": 2, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}}],
        "past_values": [{"accuracy": 70, "effect_chance": 30, "power": 95, "pp": 10,
        "type": {"name": "normal", "url": "/api/v2/type/1/"}, "version_group": {"name": "x-y",
        "url": "/api/v2/version-group/15/"}}]}
        """

    @Test func hostileMovesAndTypesMapWithoutATrap() async throws {
        try await onOwnThread {
            let moveJSON = try JSONValue.parse(Data(Self.moveBody.utf8))
            let typeJSON = try JSONValue.parse(Data(contentsOf: fixturesRoot.appendingPathComponent("type/13.json")))
            var random = SeededRandom(seed: 20_261_124)
            var moves = 0
            var types = 0
            for _ in 0..<Self.cases {
                if let dto = try? JSONValueDecoder.decode(
                    MoveDTO.self, from: Data(Self.mutate(moveJSON, &random).serialized().utf8))
                {
                    let move = MoveMapper.move(dto, machines: [])
                    #expect(move.power.map { (0...1_000).contains($0) } ?? true)
                    #expect(move.accuracy.map { (0...100).contains($0) } ?? true)
                    #expect(move.pp.map { (0...100).contains($0) } ?? true)
                    #expect((-8...8).contains(move.priority) && (0...99).contains(move.generation))
                    #expect(move.effectChance.map { (0...100).contains($0) } ?? true)
                    // What it does, as facts: every number in the games' ranges, and back through
                    // the bundled index's row unchanged.
                    let effect = MoveMapper.effect(dto)
                    let percents = [effect.ailmentChance, effect.flinchChance, effect.statChance]
                    #expect(percents.allSatisfy { (0...100).contains($0) })
                    #expect((-100...100).contains(effect.drain) && (-100...100).contains(effect.healing))
                    #expect((0...6).contains(effect.critRate))
                    #expect(effect.statChanges.allSatisfy { (-6...6).contains($0.change) })
                    #expect([effect.hits, effect.turns].allSatisfy { $0.map { $0.upperBound <= 99 } ?? true })
                    // (An id the index cannot hold, negative or of ten digits, makes a row it refuses.)
                    if (0..<1_000_000_000).contains(effect.moveID) {
                        #expect(try MoveEffectIndex.decode(Data(MoveEffectIndex.encode([effect]).utf8)) == [effect])
                    }
                    moves += 1
                }
                var body = Self.mutate(typeJSON, &random)
                // Relation lists grown with copies, as a hostile server might send them.
                if case .object(var members) = body,
                    let index = members.firstIndex(where: { $0.key == "damage_relations" }),
                    case .object(let relations) = members[index].value
                {
                    members[index].value = .object(
                        relations.map { relation in
                            guard case .array(let list) = relation.value, let first = list.first else {
                                return relation
                            }
                            return (
                                key: relation.key,
                                value: .array(list + Array(repeating: first, count: random.below(64)))
                            )
                        })
                    body = .object(members)
                }
                if let dto = try? JSONReader.read(TypeDTO.self, from: Data(body.serialized().utf8)) {
                    let relations = PokemonMapper.relations(dto)
                    let defenses = TypeChart.defenses(of: [relations, relations])
                    #expect(defenses.allSatisfy { (0...4).contains($0.multiplier) })
                    types += 1
                }
            }
            #expect(
                moves > Self.cases / 10 && types > Self.cases / 10,
                "\(moves) moves and \(types) types got as far as the mapper")
        }
    }
}
