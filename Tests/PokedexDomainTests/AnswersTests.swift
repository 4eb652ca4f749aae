import PokedexDomain
import Testing

/// Answers kept by question: each question worked out once, a nil answer too, and each
/// question its own answer.
@Suite struct AnswersTests {
    @Test func eachQuestionIsWorkedOutOnce() {
        let answers = Answers<String, Int?>()
        var asked: [String] = []
        func work(_ question: String) -> Int? {
            asked.append(question)
            return question == "none" ? nil : question.count
        }
        #expect(answers.answer("sv", work) == 2)
        #expect(answers.answer("sv", work) == 2)
        #expect(answers.answer("scarlet", work) == 7)
        #expect(answers.answer("none", work) == nil)
        #expect(answers.answer("none", work) == nil)
        #expect(answers.answer("scarlet", work) == 7)
        #expect(asked == ["sv", "scarlet", "none"])
    }

    /// A catalog of games answers as before when asked the same name again, whatever else
    /// was asked between.
    @Test func aGameAskedAgainIsTheSame() {
        let games = GameCatalog([
            VersionGroup(
                id: 25, name: "scarlet-violet", order: 27, generation: 9, versions: ["scarlet", "violet"],
                displayName: "Scarlet/Violet"),
            VersionGroup(
                id: 26, name: "the-teal-mask", order: 28, generation: 9,
                versions: ["the-teal-mask-scarlet", "the-teal-mask-violet"], displayName: "The Teal Mask"),
            VersionGroup(
                id: 1, name: "red-blue", order: 1, generation: 1, versions: ["red", "blue"], displayName: "Red/Blue"),
        ])
        for _ in 0..<2 {
            #expect(games.resolve("sv")?.name == "scarlet-violet")
            #expect(games.resolve("tm")?.name == "scarlet-violet")
            #expect(games.downloadablePart("tm")?.name == "the-teal-mask")
            #expect(games.downloadablePart("sv") == nil)
            #expect(games.versions("violet") == ["violet", "the-teal-mask-violet"])
            #expect(games.resolve("Pokémon Red")?.name == "red-blue")
            #expect(games.resolve("gold") == nil)
        }
    }
}
