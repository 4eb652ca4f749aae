import Foundation
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import Testing

@testable import PokedexData

/// The DTO → entity boundary given any number at all: every numeric field of a Pokémon and
/// its species set to extremes and to random 64-bit values, and its type list grown to 64
/// entries. Mapping, the stat total, the type defences and the facts must never trap, and
/// what comes out is in the games' ranges.
@Suite struct HostileNumbersTests {
    static let extremes: [Int] = [Int.min, Int.min + 1, -1, 0, 1, 255, 256, 1 << 31, 1 << 61, Int.max - 1, Int.max]

    /// Every whole number in `value` replaced by the generator's pick; a `types` array grown
    /// by up to 64 copies of its first entry.
    static func mutate(_ value: JSONValue, _ random: inout SeededRandom) -> JSONValue {
        switch value {
        case .int:
            return .int(
                random.below(3) == 0 ? extremes[random.below(extremes.count)] : Int(truncatingIfNeeded: random.next()))
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

    @Test func tenThousandHostileBodiesMapWithoutATrap() async throws {
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
            for _ in 0..<10_000 {
                let pokemonData = Data(Self.mutate(pokemonJSON, &random).serialized().utf8)
                let speciesData = Data(Self.mutate(speciesJSON, &random).serialized().utf8)
                guard let pokemon = try? JSONValueDecoder.decode(PokemonDTO.self, from: pokemonData),
                    let species = try? JSONValueDecoder.decode(SpeciesDTO.self, from: speciesData)
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
            #expect(mapped > 1_000, "only \(mapped) of 10 000 hostile bodies got as far as the mapper")
        }
    }
}
