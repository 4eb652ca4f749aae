import Foundation
import PokedexDomain
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

/// Every table, whatever its words and width: each header stands over its column (a column of
/// words starts under its header, a column of numbers ends under it), every row has its cells
/// where the header says, a cut cell ends in `…`, and no line is wider than the width a table
/// can be drawn in. Tables of random words in three scripts, at random widths.
@Suite struct TextTablePropertyTests {
    static let words = [
        "Thunderbolt", "Iron", "Sandy Shocks", "ピカチュウ", "でんきショック", "十万伏特", "Plaine Verdoyante (Main Area)",
        "Tutti gli altri Pokémon", "A", "Route 1",
    ]

    @Test func everyHeaderStandsOverItsColumn() {
        var random = SeededRandom(seed: 34)
        var drawn = 0
        for _ in 0..<400 {
            let count = Int.random(in: 2...6, using: &random)
            let alignments = (0..<count).map { _ in Bool.random(using: &random) ? TextTable.Alignment.left : .right }
            let header = (0..<count).map { column in
                alignments[column] == .right ? "N\(column)" : ["Name", "名前", "Lieu", "条件"][column % 4] + "\(column)"
            }
            let rows = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                alignments.map { alignment in
                    TextTable.Cell(
                        alignment == .right
                            ? String(Int.random(in: 0...99_999, using: &random))
                            : Self.words.randomElement(using: &random) ?? "")
                }
            }
            let width = Int.random(in: 30...160, using: &random)
            let table = TextTable(
                header: header, alignments: alignments, shrinks: Int.random(in: 0..<count, using: &random))
            let lines = table.render(rows, style: .plain, width: width)
            drawn += 1
            // A header's span: where its label starts and ends, in columns.
            func span(_ label: String, in line: String) -> (start: Int, end: Int)? {
                guard let range = line.range(of: label) else { return nil }
                let start = TextWidth.columns(String(line[..<range.lowerBound]))
                return (start, start + TextWidth.columns(label))
            }
            let spans = header.compactMap { span($0, in: lines[0]) }
            #expect(spans.count == count, "\(lines)")
            // What a table can be drawn in: its columns of numbers whole, its columns of words at 6.
            let least =
                2 + 2 * (count - 1)
                + zip(header, alignments).map { label, alignment in
                    alignment == .right
                        ? max(TextWidth.columns(label), rows.map { _ in 5 }.max() ?? 0) : 6
                }.reduce(0, +)
            if width >= least {
                #expect(lines.allSatisfy { TextWidth.columns($0) <= width }, "\(width): \(lines)")
            }
            #expect(lines.count == rows.count + 1, "without wrapping, a row is a line")
            for (row, line) in zip(rows, lines.dropFirst()) {
                // The row's cells, as separated by two spaces or more, each with where it starts.
                var cells: [(text: String, start: Int)] = []
                var current = ""
                var spaces = 0
                var position = 0
                var cellStart = 0
                for character in line {
                    if character == " " {
                        spaces += 1
                    } else {
                        if spaces >= 2 || cells.isEmpty && current.isEmpty {
                            if !current.isEmpty { cells.append((current, cellStart)) }
                            current = ""
                            cellStart = position
                        } else if spaces == 1 {
                            current += " "
                        }
                        spaces = 0
                        current.append(character)
                    }
                    position += TextWidth.columns(String(character))
                }
                if !current.isEmpty { cells.append((current, cellStart)) }
                #expect(cells.count == count, "every row has a cell for every header: \(lines)")
                for (column, (cell, shown)) in zip(row, cells).enumerated() {
                    if alignments[column] == .left {
                        #expect(shown.start == spans[column].start, "a word starts under its header: \(lines)")
                    } else {
                        #expect(
                            shown.start + TextWidth.columns(shown.text) == spans[column].end,
                            "a number ends under its header: \(lines)")
                    }
                    #expect(
                        shown.text == cell.plain
                            || (shown.text.hasSuffix("…") && cell.plain.hasPrefix(shown.text.dropLast())),
                        "a cut is marked: '\(cell.plain)' shown as '\(shown.text)' in \(lines)")
                }
            }
        }
        #expect(drawn == 400)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// A name held whole that is wider than its line is cut, but never so that a line begins with
/// `、`, `ー` or a small kana: the character before comes down with it.
@Test func aNameCutByItsWidthLeavesNoLineBeginningWithClosingPunctuation() {
    let held = TextWidth.unbreakable("つうじょうの てんき", width: 40) + "、" + TextWidth.unbreakable("くもり", width: 40)
    let lines = TextWidth.wrap(held, to: 10)
    #expect(lines == ["つうじょう", "の てん", "き、くもり"])
    let katakana = TextWidth.wrap("ウルトラムーン", to: 10)
    #expect(katakana == ["ウルトラ", "ムーン"])
    let bracketed = TextWidth.wrap(TextWidth.unbreakable("黑曜原野（大志坡）", width: 40) + "、黑曜原野", to: 18)
    #expect(bracketed.allSatisfy { !"）、".contains($0.first ?? " ") }, "\(bracketed)")
}
