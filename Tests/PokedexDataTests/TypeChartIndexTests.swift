import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// A few types' rows of the bundled chart, read alone, are the whole chart's rows of them; a
/// name that is only the start of one, or none, finds nothing.
@Suite struct TypeChartIndexTests {
    @Test func aFewTypesRowsAreTheWholeChartsRowsOfThem() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(TypeChartIndex.fileName))
        let whole = try TypeChartIndex.decode(data)
        #expect(whole.count >= 18)
        for first in whole.keys {
            #expect(try TypeChartIndex.decode(data, types: [first]) == [first: whole[first]])
            for second in whole.keys where second > first {
                #expect(
                    try TypeChartIndex.decode(data, types: [first, second])
                        == [first: whole[first], second: whole[second]])
            }
        }
        #expect(try TypeChartIndex.decode(data, types: ["fir", "fire-", "shade", "Fire", ""]).isEmpty)
        #expect(try TypeChartIndex.decode(data, types: []).isEmpty)
        // Held to the file's own line for fire, split as text.
        let line = try #require(
            String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("fire\t") })
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let fire = try #require(try TypeChartIndex.decode(data, types: ["fire"])["fire"])
        #expect(fire.doubleDamageFrom == fields[1].split(separator: ",").map(String.init))
        #expect(fire.noDamageTo == fields[6].split(separator: ",").map(String.init))
    }

    /// The matrix read on the chart's bytes says what each type does to each as the chart read
    /// by name does (`TypeChart.multiplier`): the bundled chart, and random ones with names of
    /// any length, a name in two lists of a row, empty lists, rows of a name given twice (the
    /// first counts) and names no row has.
    @Test func theMatrixReadOnTheBytesIsTheChartReadByName() throws {
        var texts = [
            try String(contentsOf: fixturesRoot.appendingPathComponent(TypeChartIndex.fileName), encoding: .utf8)
        ]
        let pool = ["fire", "water", "grass", "a", "eightbyt", "ninebytes", "a-very-long-type-name", "épée", "ice"]
        var random = SeededRandom(seed: 57)
        for _ in 0..<100 {
            var lines = [TypeChartIndex.header]
            for _ in 0..<random.below(8) {
                let lists = (0..<6).map { _ in
                    (0..<random.below(4)).map { _ in random.pick(pool) }.joined(separator: ",")
                }
                lines.append(([random.pick(pool)] + lists).joined(separator: "\t"))
            }
            texts.append(lines.joined(separator: "\n") + "\n")
        }
        for text in texts {
            let data = Data(text.utf8)
            let chart = try TypeChartIndex.decode(data)
            let matrix = try TypeChartIndex.matrix(data)
            for attacking in pool + TypeChart.attackingTypes {
                for defending in pool + TypeChart.attackingTypes {
                    let expected = TypeChart.multiplier(of: attacking, against: chart[defending].map { [$0] } ?? [])
                    #expect(
                        matrix.factor(matrix.place(attacking), matrix.place(defending)) == expected,
                        "\(attacking) on \(defending) in \(text)")
                }
            }
        }
        #expect(throws: RepositoryError.self) {
            try TypeChartIndex.matrix(Data((TypeChartIndex.header + "\nfire\twater\t\t\t\t\n").utf8))
        }
    }

    /// A team's report, which weighs the types by their places in the chart, says what each
    /// type does to each member and which moves hit each type as the chart read by name does:
    /// every type alone and in pairs, types the chart lacks, Tera types, abilities that change
    /// a type's damage, and the moves with rules of their own.
    @Test func aTeamReportIsTheChartReadByName() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(TypeChartIndex.fileName))
        let chart = try TypeChartIndex.decode(data)
        let types = TypeChart.attackingTypes + ["shadow", "no-such-type"]
        func move(_ name: String, _ type: String, _ damageClass: String = "special") -> Move {
            Move(
                id: 1, name: name, displayName: name, type: type, damageClass: damageClass, power: 90, accuracy: 100,
                pp: 10, priority: 0, target: "selected-pokemon", generation: 1, effectChance: nil)
        }
        let moves =
            [
                move("freeze-dry", "ice"), move("flying-press", "fighting", "physical"),
                move("thousand-arrows", "ground", "physical"), move("thunder-wave", "electric", "status"),
                move("odd", "no-such-type"),
            ] + types.map { move("a-\($0)-move", $0) }
        let abilities: [String?] = [nil, "levitate", "wonder-guard", "thick-fat", "dry-skin", "filter", "tera-shell"]
        var random = SeededRandom(seed: 7)
        var members: [TeamMember] = []
        for index in 0..<60 {
            let first = types[index % types.count]
            let own = random.below(3) == 0 ? [first] : [first, types[random.below(types.count)]]
            var spec = TeamMemberSpec(species: "x")
            spec.teraType = random.below(2) == 0 ? types[random.below(types.count)] : "stellar"
            let ability = abilities[random.below(abilities.count)]
            members.append(
                TeamMember(
                    spec: spec,
                    pokemon: PokemonSummary(
                        id: index + 1, name: "x", speciesID: 1, speciesName: "x", displayName: "X", types: own,
                        isDefault: true),
                    types: own, ability: ability.map { Term(kind: .ability, id: 1, name: $0, displayName: $0) },
                    item: nil, nature: nil, moves: (0..<4).map { _ in moves[random.below(moves.count)] }))
        }
        for team in stride(from: 0, to: members.count, by: 6).map({ Array(members[$0..<min($0 + 6, members.count)]) }) {
            let report = TeamAnalysis.report(team, chart: chart)
            #expect(report.defense.map(\.attackingType) == TypeChart.attackingTypes)
            for row in report.defense {
                #expect(
                    row.multipliers
                        == team.map { TeamAnalysis.defense(of: $0, against: row.attackingType, chart: chart) })
                let tera = team.map { member in
                    member.spec.teraType.flatMap { TypeChart.attackingTypes.contains($0) ? $0 : nil }.map {
                        TeamAnalysis.defense(of: member, as: [$0], against: row.attackingType, chart: chart)
                    }
                }
                #expect(row.teraMultipliers == tera)
            }
            for row in report.offense {
                var hitting: [String] = []
                for move in team.flatMap(\.moves) where move.damageClass != "status" && !hitting.contains(move.name) {
                    if TeamAnalysis.hit(move, on: [row.defendingType], chart: chart) > 1 { hitting.append(move.name) }
                }
                #expect(row.moves == hitting, "\(row.defendingType)")
            }
        }
    }
}
