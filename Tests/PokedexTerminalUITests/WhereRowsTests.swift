import PokedexDomain
import Testing

@testable import PokedexPresentation
@testable import PokedexTerminalUI

/// `where` and `location` piped: a row per line and version of each section, in order, with the
/// Pokémon after the version on a location's rows.
@Suite struct WhereRowsTests {
    static func line(
        _ area: String, pokemon: PokemonRow? = nil, method: String = "walk", levels: ClosedRange<Int>,
        chance: Int, conditions: [String] = []
    ) -> EncounterLine {
        EncounterLine(
            place: area, area: area, pokemon: pokemon, method: method, methodDisplayName: method,
            minLevel: levels.lowerBound, maxLevel: levels.upperBound, chance: chance, conditions: conditions,
            conditionDisplayNames: conditions)
    }

    /// The rows as a reader of the format would write them: the fields of each, joined by tabs.
    static func expected(_ sections: [EncounterSection], pokemon: Bool) -> String {
        var text = ""
        for section in sections {
            for version in section.versions {
                for line in section.lines {
                    var fields = [version]
                    if pokemon { fields += [String(line.pokemon?.id ?? 0), line.pokemon?.name ?? ""] }
                    fields += [
                        line.area, line.method, String(line.minLevel), String(line.maxLevel), String(line.chance),
                        line.conditions.joined(separator: ","),
                    ]
                    text += fields.map { TerminalSafe.text($0) }.joined(separator: "\t") + "\n"
                }
            }
        }
        return text
    }

    static let pikachu = PokemonRow(id: 25, name: "pikachu", displayName: "Pikachu", types: ["electric"])

    static let sections = [
        EncounterSection(
            versions: ["red", "blue"], versionDisplayNames: ["Red", "Blue"],
            lines: [
                line("viridian-forest-area", pokemon: pikachu, levels: 3...5, chance: 5),
                line("route-1-area", levels: 2...2, chance: 40, conditions: ["time-morning", "time-day"]),
                // Bytes, not characters, are counted: a name from a server may be in any script.
                line("ハクタイの森-été", levels: 10...12, chance: 20, conditions: ["時間-夜", "ñ"]),
                // A server's name with an escape in it is written safe, as every field is.
                line(
                    "power\u{1B}[31mplant", method: "surf\u{7}", levels: 20...24, chance: 25,
                    conditions: ["swarm\u{1B}"]),
            ]),
        EncounterSection(versions: ["yellow"], versionDisplayNames: ["Yellow"], lines: []),
        EncounterSection(
            versions: ["scarlet"], versionDisplayNames: ["Scarlet"],
            lines: [line("casseroya-lake-area", pokemon: pikachu, method: "overworld", levels: 50...56, chance: 0)]),
    ]

    @Test func everyVersionOfASectionHasEachOfItsLines() {
        for pokemon in [false, true] {
            var out = ""
            WhereText.rows(Self.sections, pokemon: pokemon, into: &out)
            #expect(out == Self.expected(Self.sections, pokemon: pokemon))
            #expect(out.split(separator: "\n").count == 2 * 4 + 1)
        }
    }

    @Test func rowsFollowWhatIsWrittenAlreadyAndNoLinesWriteNothing() {
        var out = "before\n"
        WhereText.rows(Self.sections, pokemon: false, into: &out)
        #expect(out == "before\n" + Self.expected(Self.sections, pokemon: false))
        var empty = ""
        WhereText.rows([Self.sections[1]], pokemon: true, into: &empty)
        #expect(empty.isEmpty)
    }

    /// A number's digits, as `String` writes them: every count of digits, the edges of each,
    /// and numbers no row has (negative, the largest).
    @Test func digitsAreWhatStringWrites() {
        var numbers = [0, 1, 9, 10, 99, 100, 999, 1000, -1, -250, Int.max, Int.min]
        var generator = SystemRandomNumberGenerator()
        numbers += (0..<500).map { _ in Int.random(in: 0...Int.max, using: &generator) >> Int.random(in: 0...62) }
        for number in numbers {
            var bytes: [UInt8] = [1]
            TabularRow.appendDigits(number, to: &bytes)
            #expect(bytes == [1] + Array(String(number).utf8), "\(number)")
        }
    }
}
