import Testing

@testable import PokedexTerminalUI

/// Tables at a width too short for their rows: the conditions wrap rather than being cut, a
/// word marked as English is cut with its mark, and no line is wider than the width.
@Suite struct TextTableTests {
    let table = TextTable(
        header: ["Place", "How", "When"], alignments: [.left, .left, .left], shrinks: 2, wraps: true)

    @Test func longConditionsWrapUnderTheirColumn() {
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
        #expect(lines[1].hasPrefix("  South Province (Area One)  Overworld  Not at night,"))
        // Continuation lines have only the column's words, under it.
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix(String(repeating: " ", count: 40)) })
        let joined = lines.dropFirst().map { $0.dropFirst(40).trimmingSpaces }.joined(separator: " ")
        #expect(joined == "Not at night, Normal weather, Overcast, Rain, Thunderstorm")
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
