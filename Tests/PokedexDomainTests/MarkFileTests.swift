import PokedexDomain
import Testing

@Suite struct MarkFileTests {
    let pikachu = CaughtMark(species: "pikachu", game: "scarlet-violet", date: "2026-11-28")
    let vulpix = CaughtMark(species: "vulpix", form: "alola", game: "scarlet-violet", shiny: true, date: "2026-11-01")

    @Test func theFileReadsBackAsTheBookItWasWrittenFrom() throws {
        let book = MarkBook([vulpix, pikachu])
        let text = MarkFile.text(book)
        #expect(
            text == """
                pokedex-marks 1
                # What you have caught, a mark a line, tab-separated: the species, its form (empty for the
                # default), the game, shiny (yes or no) and the day it was marked. `pokedex caught` writes
                # this file whole and keeps the one before beside it as caught.tsv.bak.
                species\tform\tgame\tshiny\tdate
                pikachu\t\tscarlet-violet\tno\t2026-11-28
                vulpix\talola\tscarlet-violet\tyes\t2026-11-01

                """)
        #expect(try MarkFile.parse(text) == book)
        // In a fixed order, whatever order the marks came in: a file that diffs well.
        #expect(MarkFile.text(MarkBook([pikachu, vulpix])) == text)
    }

    @Test func aMarkIsOneOfAKindWhateverItsDayAndShinyIsAMarkOfItsOwn() {
        var book = MarkBook([pikachu])
        var later = pikachu
        later.date = "2027-01-01"
        let addedAgain = book.add(later)
        #expect(!addedAgain)
        #expect(book.sorted.map(\.date) == ["2026-11-28"])
        var shiny = pikachu
        shiny.shiny = true
        let addedShiny = book.add(shiny)
        #expect(addedShiny)
        #expect(book.count == 2)
        let removed = book.remove(later)
        #expect(removed)
        #expect(book.sorted == [shiny])
    }

    /// Marks in any order, repeated, added and removed, make the book sorting them would: by
    /// game, species and form byte by byte, plain before shiny; the first day of each kept.
    @Test func theBookKeepsItsOrderWhateverOrderMarksComeIn() {
        let games = ["scarlet-violet", "sword-shield", "legends-za"]
        let species = ["vulpix", "pikachu", "mr-mime", "eevee"]
        var marks: [CaughtMark] = []
        for game in games {
            for name in species {
                for form in ["", "alola"] {
                    for shiny in [false, true] {
                        marks.append(
                            CaughtMark(species: name, form: form, game: game, shiny: shiny, date: "2026-01-01"))
                    }
                }
            }
        }
        var generator = SeededRandom(seed: 57)
        let shuffled = marks.shuffled(using: &generator)
        var book = MarkBook(
            shuffled
                + shuffled.map { mark in
                    var later = mark
                    later.date = "2027-01-01"
                    return later
                })
        let expected = marks.sorted { $0.key < $1.key }
        #expect(book.sorted == expected)
        #expect(book.sorted.allSatisfy { $0.date == "2026-01-01" })
        for mark in shuffled.prefix(20) { book.remove(mark) }
        #expect(book.sorted == expected.filter { mark in !shuffled.prefix(20).contains(mark) })
        #expect(shuffled.dropFirst(20).allSatisfy(book.contains))
        #expect(!shuffled.prefix(20).contains(where: book.contains))
    }

    /// Random books, their names and days drawn from few (so that lines share a game or a day
    /// with the line before, and not), written and read back: the text is the one joined field
    /// by field here, and reads back as the book. The order is held to byte order, names not
    /// ASCII and names that begin others included.
    @Test func randomBooksAreWrittenAsTheirLinesAndReadBackInByteOrder() throws {
        var generator = SeededRandom(seed: 61)
        let species = ["pikachu", "pika", "pikachu-x", "mr-mime", "zz", "a", "ho-oh", "type-null", "porygon2"]
        let forms = ["", "", "alola", "galar", "x"]
        let games = ["scarlet-violet", "sword-shield", "x-y", "legends-za"]
        let days = ["2026-11-28", "2026-12-05", "2027-01-01"]
        for _ in 0..<200 {
            var marks: [CaughtMark] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                marks.append(
                    CaughtMark(
                        species: species.randomElement(using: &generator) ?? "",
                        form: forms.randomElement(using: &generator) ?? "",
                        game: games.randomElement(using: &generator) ?? "", shiny: Bool.random(using: &generator),
                        date: days.randomElement(using: &generator) ?? ""))
            }
            let book = MarkBook(marks)
            let text = MarkFile.text(book)
            // Joined with `+`, not with `joined`, which shares the file's writer.
            let lines = book.sorted.map { mark in
                mark.species + "\t" + mark.form + "\t" + mark.game + "\t" + (mark.shiny ? "yes" : "no") + "\t"
                    + mark.date
            }
            #expect(text.hasSuffix(lines.reduce("species\tform\tgame\tshiny\tdate\n") { $0 + $1 + "\n" }))
            #expect(try MarkFile.parse(text) == book)
            #expect(zip(book.sorted, book.sorted.dropFirst()).allSatisfy { Self.inByteOrder($0, $1) })
        }
        // Keys of any text: by bytes where Swift's strings differ (strings it calls equal, `é`
        // written whole and as `e` and an accent, are equal: see `CaughtMark.Key`).
        let words = ["é", "e\u{301}", "z", "ä", "a", "", "😀", "ab", "a\u{0}", "Z"]
        for one in words {
            for other in words {
                let left = CaughtMark(species: "s", game: one, date: "2026-01-01")
                let right = CaughtMark(species: "s", game: other, date: "2026-01-01")
                #expect((left.key < right.key) == Self.inByteOrder(left, right), "\(one) \(other)")
            }
        }
    }

    /// By game, species and form as bytes, then plain before shiny; equal strings are equal.
    static func inByteOrder(_ one: CaughtMark, _ other: CaughtMark) -> Bool {
        for (left, right) in [(one.game, other.game), (one.species, other.species), (one.form, other.form)] {
            if left == right { continue }
            return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
        }
        return !one.shiny && other.shiny
    }

    @Test func theHeaderIsTheColumns() {
        #expect(MarkFile.text(MarkBook()).contains("\n" + MarkFile.columns.joined(separator: "\t") + "\n"))
    }

    @Test func aFileThatIsNotOneNamesTheLineThatIsWrong() {
        let good = MarkFile.text(MarkBook([pikachu]))
        let cases: [(String, Int, String)] = [
            ("", 1, "pokedex-marks"),
            ("species\tform\n", 1, "pokedex-marks"),
            ("pokedex-marks 2\n", 1, "newer pokedex"),
            ("pokedex-marks 0\n", 1, "pokedex-marks 1"),
            (good + "eevee\t\tscarlet-violet\tno\n", 7, "4 fields"),
            (good + "eevee\t\tscarlet-violet\tmaybe\t2026-11-28\n", 7, "not yes or no"),
            (good + "eevee\t\tscarlet-violet\tye\t2026-11-28\n", 7, "not yes or no"),
            (good + "eevee\t\tscarlet-violet\tyess\t2026-11-28\n", 7, "not yes or no"),
            (good + "eevee\t\tscarlet-violet\tNo\t2026-11-28\n", 7, "not yes or no"),
            (good + "eevee\t\tscarlet-violet\t\t2026-11-28\n", 7, "not yes or no"),
            (good + "eevee\t\tscarlet-violet\tno\t2026-11-28\textra\n", 7, "6 fields"),
            (good + "eevee\t\tscarlet-violet\tno\t28/11/2026\n", 7, "YYYY-MM-DD"),
            (good + "Eevee!\t\tscarlet-violet\tno\t2026-11-28\n", 7, "no PokeAPI name"),
        ]
        for (text, line, words) in cases {
            #expect(throws: MarkFile.ParseError.self) { try MarkFile.parse(text) }
            do {
                _ = try MarkFile.parse(text)
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.reason.contains(words), "\(error.reason)")
            }
        }
    }

    @Test func holdingsCountASpeciesByAnyFormAndAFormOnlyByItself() {
        let holdings = MarkBook([vulpix]).holdings(in: "scarlet-violet")
        let plain = PokemonSummary(
            id: 37, name: "vulpix", speciesID: 37, speciesName: "vulpix", displayName: "Vulpix", types: ["fire"],
            isDefault: true, generation: 1)
        let alolan = PokemonSummary(
            id: 10103, name: "vulpix-alola", speciesID: 37, speciesName: "vulpix", displayName: "Vulpix (Alola)",
            types: ["ice"], isDefault: false, generation: 7)
        #expect(holdings.has(plain) && holdings.has(alolan) && holdings.hasShiny(alolan))
        #expect(MarkBook([vulpix]).holdings(in: "sword-shield").species.count == 0)
        #expect(!MarkBook([pikachu]).holdings(in: nil, shiny: true).has(plain))
        #expect(CaughtMark.form(of: alolan) == "alola" && CaughtMark.form(of: plain).isEmpty)
    }

    @Test func csvRoundTripsAndReadsQuotesAnyColumnOrderAndRefusesLineByLine() throws {
        let book = MarkBook([pikachu, vulpix])
        let (records, refused) = try MarkCSV.parse(MarkCSV.text(book))
        #expect(refused.isEmpty)
        #expect(records.map(\.species) == ["pikachu", "vulpix"] && records.map(\.line) == [2, 3])
        #expect(records[1].form == "alola" && records[1].shiny && records[1].date == "2026-11-01")

        let typed = """
            \u{FEFF}game,species,shiny
            sv,"Mr. Mime, Galarian",yes
            sv,"open quote,no
            sv,pikachu,perhaps
            sv,eevee

            sv,,no
            Scarlet,eevee,1
            """
        let read = try MarkCSV.parse(typed)
        #expect(read.records.map(\.species) == ["Mr. Mime, Galarian", "eevee"])
        #expect(read.records.map(\.game) == ["sv", "Scarlet"])
        #expect(read.records.allSatisfy { $0.shiny && $0.date == nil && $0.form.isEmpty })
        #expect(read.refused.map(\.line) == [3, 4, 5, 7])
        #expect(read.refused[0].reason.contains("quote") && read.refused[1].reason.contains("perhaps"))

        #expect(throws: MarkCSV.HeaderError.self) { try MarkCSV.parse("pokemon,game\npikachu,sv\n") }
        #expect(throws: MarkCSV.HeaderError.self) { try MarkCSV.parse("form,shiny\n,no\n") }
    }

    @Test func daysAreCheckedAsDays() {
        #expect(MarkFile.isDay("2026-11-28"))
        for bad in ["2026-13-01", "2026-00-10", "2026-1-1", "26-11-28xx", "２０２６-11-28", "2026-11-32"] {
            #expect(!MarkFile.isDay(bad), "\(bad)")
        }
    }

    @Test func homeBoxesLeaveOutFormsTakenOnlyInBattle() {
        func form(_ name: String) -> PokemonSummary {
            PokemonSummary(
                id: 10000, name: name, speciesID: 6, speciesName: "charizard", displayName: name, types: [],
                isDefault: false, generation: 1)
        }
        #expect(!HomeBoxes.storable(form("charizard-mega-x")))
        #expect(!HomeBoxes.storable(form("charizard-gmax")))
        #expect(!HomeBoxes.storable(form("charizard-female-mega")))
        #expect(HomeBoxes.storable(form("charizard-starter")))
    }
}

/// One species' marks, read alone, are those of reading the whole file, over random books
/// written and edited by hand (lines out of order, repeated, with Windows' line ends); a line
/// of that species that is wrong is an error at its number, one of another species unseen.
@Suite struct SpeciesMarksTests {
    @Test func aSpeciesMarksAreThoseOfTheWholeFile() throws {
        let species = ["pikachu", "pichu", "raichu", "mr-mime", "eevee", "species"]
        let games = ["scarlet-violet", "sword-shield", "red-blue"]
        var random = SeededRandom(seed: 20_261_204)
        for round in 0..<60 {
            let marks = (0..<random.below(25)).map { _ in
                CaughtMark(
                    species: random.pick(species), form: random.pick(["", "alola", "galar"]), game: random.pick(games),
                    shiny: random.below(2) == 0, date: "2026-12-0\(1 + random.below(9))")
            }
            var text = MarkFile.text(MarkBook(marks))
            // By hand: a line moved to the end, one repeated with another day, Windows' ends.
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.count > 7 {
                lines.append(lines.remove(at: 5))
                lines.insert(lines[6].replacing("2026-12-0", with: "2025-01-0"), at: lines.count - 1)
            }
            text = lines.joined(separator: round % 3 == 0 ? "\r\n" : "\n")
            let whole = try MarkFile.parse(text)
            for name in species + ["pika", "chu"] {
                let alone = try MarkFile.marks(ofSpecies: name, in: text)
                #expect(alone.sorted == whole.sorted.filter { $0.species == name }, "\(name) in \(text)")
            }
        }
    }

    @Test func aWrongLineCountsOnlyWhenItIsTheSpecies() throws {
        let text = MarkFile.text(
            MarkBook([
                CaughtMark(species: "pikachu", game: "scarlet-violet", date: "2026-12-01"),
                CaughtMark(species: "eevee", game: "scarlet-violet", date: "2026-12-01"),
            ]))
        let damaged = text + "eevee\t\tscarlet-violet\tmaybe\t2026-12-02\n"
        #expect(try MarkFile.marks(ofSpecies: "pikachu", in: damaged).count == 1)
        do {
            _ = try MarkFile.marks(ofSpecies: "eevee", in: damaged)
            Issue.record("a wrong line of eevee's read")
        } catch {
            #expect(error.line == 8 && error.reason == "shiny is 'maybe', not yes or no", "\(error)")
        }
        #expect(throws: MarkFile.ParseError.self) {
            try MarkFile.marks(
                ofSpecies: "pikachu",
                in: "pokedex-marks 9\n" + text.split(separator: "\n").dropFirst().joined(separator: "\n"))
        }
        #expect(try MarkFile.marks(ofSpecies: "pikachu", in: "pokedex-marks 1").isEmpty)
    }
}
