import Testing

@testable import PokedexTerminalUI

/// Tables at a width too short for their rows: the conditions wrap rather than being cut, a
/// word marked as English is cut with its mark, and no line is wider than the width.
@Suite struct TextTableTests {
    let table = TextTable(
        header: ["Place", "How", "When"], alignments: [.left, .left, .left], shrinks: 2, wraps: true)

    @Test func longConditionsWrapUnderTheirColumn() throws {
        let lines = table.render(
            [
                [
                    TextTable.Cell("South Province (Area One)"), TextTable.Cell("Overworld"),
                    TextTable.Cell("Not at night, Normal weather, Overcast, Rain, Thunderstorm"),
                ]
            ],
            style: .plain, width: 60)
        #expect(lines.allSatisfy { TextWidth.columns($0) <= 60 }, "\(lines)")
        #expect(!lines.joined().contains("…"))
        #expect(lines.count > 2)
        // The place gives the conditions columns (to 24) and wraps too.
        let when = try #require(lines.first?.range(of: "When")).lowerBound
        let column = lines[0].distance(from: lines[0].startIndex, to: when)
        let how = try #require(lines.first?.range(of: "How")).lowerBound
        let placeEnd = lines[0].distance(from: lines[0].startIndex, to: how)
        #expect(lines[1].hasPrefix("  South Province (Area"), "\(lines)")
        #expect(lines[1].contains("Overworld  Not at night, Normal"), "\(lines)")
        #expect(lines[2].hasPrefix("  One)"))
        // Continuation lines have only the columns' words, under them.
        let joined = lines.dropFirst().map { $0.dropFirst(column).trimmingSpaces }.joined(separator: " ")
        #expect(joined == "Not at night, Normal weather, Overcast, Rain, Thunderstorm")
        let place = lines.dropFirst().map { $0.prefix(placeEnd).dropFirst(2).trimmingSpaces }.filter { !$0.isEmpty }
        #expect(place.joined(separator: " ") == "South Province (Area One)")
    }

    @Test func aWordMarkedAsEnglishIsCutWithItsMark() {
        let lines = table.render(
            [
                [
                    TextTable.Cell("Route 1"), TextTable.Cell("Walking"),
                    TextTable.Cell("Other Caught Articuno in a long English phrase (en)"),
                ]
            ],
            style: .plain, width: 40)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(TextWidth.columns(lines[1]) <= 40)
    }

    @Test func withoutWrappingTheColumnIsCut() {
        var cutting = table
        cutting.wraps = false
        let lines = cutting.render(
            [
                [
                    TextTable.Cell("Route 1"), TextTable.Cell("Walking"),
                    TextTable.Cell(String(repeating: "word ", count: 20)),
                ]
            ],
            style: .plain, width: 40)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
