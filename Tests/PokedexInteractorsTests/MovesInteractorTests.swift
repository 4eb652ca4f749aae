import PokedexDomain
import PokedexInteractors
import PokedexTestSupport
import Synchronization
import Testing

/// The moves use cases over an in-memory world of two games and three moves.
@Suite struct MovesInteractorTests {
    let interactor = MovesInteractor(
        pokedex: InMemoryRepository.numbered(3), repository: InMemoryMovesRepository.small())

    @Test func withoutAGameALearnsetIsTheLatestGameItLearnsAnythingIn() async throws {
        let learnset = try await interactor.learnset(of: "mon-1", game: nil, method: nil)
        #expect(learnset.game.name == "new-game")
        #expect(learnset.games.map(\.name) == ["old-game", "new-game"])
        // Level-up first, as the repository lists them; then machines, with the game's machine.
        #expect(learnset.rows.map(\.move.name) == ["tackle", "ember", "swords-dance"])
        #expect(learnset.rows.last?.machine == "tm088")
    }

    @Test func aGameAndAMethodNarrowTheLearnset() async throws {
        let old = try await interactor.learnset(of: "1", game: "old", method: nil)
        #expect(old.game.name == "old-game")
        #expect(old.rows.map(\.move.name) == ["tackle"])
        let machines = try await interactor.learnset(of: "mon-1", game: "new-game", method: .machine)
        #expect(machines.rows.map(\.move.name) == ["swords-dance"])
    }

    @Test func aGameThatNamesNothingIsAnUnknownFilterWithSuggestions() async {
        await #expect(
            throws: PokedexError.unknownFilter(
                filter: "game", kind: "game", query: "new-gam", suggestions: ["new-game"])
        ) {
            try await interactor.learnset(of: "mon-1", game: "new-gam", method: nil)
        }
    }

    @Test func aPokemonWithNoMovesInTheGameNamesTheGamesItHasMovesIn() async throws {
        let empty = try await interactor.learnset(of: "mon-2", game: "new-game", method: nil)
        #expect(empty.rows.isEmpty && empty.game.name == "new-game" && !empty.gameIsDefault)
        #expect(empty.games.map(\.name) == ["old-game"])
        await #expect(throws: PokedexError.nothingLearned(pokemon: "Mon 3", game: "", games: [])) {
            try await interactor.learnset(of: "mon-3", game: nil, method: nil)
        }
    }

    @Test func aMoveSaysWhoLearnsItInAnyGameOrInOneWithHow() async throws {
        let anywhere = try await interactor.move("Tackle", game: nil)
        #expect(anywhere.move.id == 33)
        #expect(anywhere.learnedBy.map(\.pokemon.name) == ["mon-1", "mon-2"])
        #expect(anywhere.learnedBy.allSatisfy { $0.methods.isEmpty })
        let inOld = try await interactor.move("33", game: "old-game")
        #expect(inOld.learnedBy.map(\.pokemon.name) == ["mon-1", "mon-2"])
        #expect(inOld.learnedBy.first?.methods == [.levelUp])
        let inNew = try await interactor.move("swords dance", game: "new-game")
        #expect(inNew.learnedBy.map(\.pokemon.name) == ["mon-1"])
        #expect(inNew.learnedBy.first?.methods == [.machine])
    }

    @Test func namesThatNameNothingAreNotFoundWithTheNearest() async {
        await #expect(throws: PokedexError.notFound(kind: "move", query: "tackel", suggestions: ["tackle"])) {
            try await interactor.move("tackel", game: nil)
        }
        await #expect(throws: PokedexError.notFound(kind: "item", query: "leftover", suggestions: ["leftovers"])) {
            try await interactor.item("leftover")
        }
    }

    @Test func anAbilityListsItsHoldersAndWhichHaveItHidden() async throws {
        let levitate = try await interactor.ability("levitate")
        #expect(levitate.holders.map(\.pokemon.name) == ["mon-2", "mon-1"])
        #expect(levitate.holders.map(\.isHidden) == [false, true])
        #expect(levitate.effect == .unavailable)
    }

    @Test func natureAndItemFacts() async throws {
        #expect(try await interactor.natures(nil).count == 2)
        let adamant = try await interactor.natures("ADAMANT")
        #expect(adamant.map(\.name) == ["adamant"])
        #expect(adamant.first?.isNeutral == false)
        #expect(try await interactor.natures("hardy").first?.isNeutral == true)
        #expect(try await interactor.item("Leftovers").item.flingPower == 10)
    }

    @Test func abilitiesAreNamedInALanguageByTheirSlotsIdsElseByTheirNames() async {
        var repository = InMemoryMovesRepository.small()
        repository.localizedTermNames = LocalizedTermNames([
            .ability: [26: [.fr: "Lévitation", .de: "Schwebe"], 99: [.fr: "Nouveau"]]
        ])
        let interactor = MovesInteractor(pokedex: InMemoryRepository.numbered(3), repository: repository)
        // `new-ability` is in no list of abilities: only its id finds it. `levitate` has no id.
        let slots = [
            AbilitySlot(name: "new-ability", isHidden: false, id: 99), AbilitySlot(name: "levitate", isHidden: true),
        ]
        #expect(await interactor.abilityNames(slots, in: .fr) == ["new-ability": "Nouveau", "levitate": "Lévitation"])
        #expect(await interactor.abilityNames(slots, in: .de) == ["levitate": "Schwebe"])
        #expect(await interactor.abilityNames(slots, in: .en).isEmpty)
    }

    /// Every name looked up one at a time was asked for ahead first (a source that reads each
    /// from the disk reads them in one trip): the names of an entry's abilities, those known by
    /// id, then those found by name; and the terms a search shows.
    @Test func namesAreAskedForBeforeTheyAreLookedUp() async throws {
        let log = NameLog()
        var repository = InMemoryMovesRepository.small()
        repository.localizedTermNames = log.names([
            .ability: [26: "Lévitation", 99: "Nouveau"], .move: [52: "Flammèche"],
        ])
        let interactor = MovesInteractor(pokedex: InMemoryRepository.numbered(3), repository: repository)
        let slots = [
            AbilitySlot(name: "new-ability", isHidden: false, id: 99), AbilitySlot(name: "levitate", isHidden: true),
        ]
        #expect(await interactor.abilityNames(slots, in: .fr) == ["new-ability": "Nouveau", "levitate": "Lévitation"])
        #expect(log.events == ["ask ability 99", "look ability 99", "ask ability 26", "look ability 26"])

        log.clear()
        let search = SearchInteractor(repository: InMemoryRepository.numbered(3), moves: repository)
        let result = try await search.search("ember", limit: 5, language: .fr, kinds: [.move])
        let shown = result.matches.compactMap { match in
            if case .term(let term, _) = match { "\(term.kind) \(term.id)" } else { nil }
        }
        #expect(shown == ["move 52"])
        #expect(log.events.last == "ask move 52")
    }

    @Test func aFailingRepositoryIsReported() async {
        var broken = InMemoryMovesRepository.small()
        broken.failure = .unavailable(reason: "gone")
        let interactor = MovesInteractor(pokedex: InMemoryRepository.numbered(3), repository: broken)
        await #expect(throws: PokedexError.repository(.unavailable(reason: "gone"))) {
            try await interactor.move("tackle", game: nil)
        }
    }
}

@Suite struct CompareInteractorTests {
    @Test func entriesComeInTheOrderGivenWhateverOrderTheyLoadIn() async throws {
        let interactor = CompareInteractor(repository: InMemoryRepository.numbered(10))
        for order in [["3", "1", "2"], ["mon-9", "mon-2"], ["2", "10", "5", "7", "1", "4"]] {
            let entries = try await interactor.compare(order)
            #expect(entries.map { String($0.detail.summary.id) } == order.map { $0.replacing("mon-", with: "") })
        }
    }

    @Test func twoToSixAndEveryNameMustResolve() async {
        let interactor = CompareInteractor(repository: InMemoryRepository.numbered(10))
        await #expect(throws: PokedexError.invalidArgument("compare needs at least two Pokémon")) {
            try await interactor.compare(["1"])
        }
        await #expect(throws: PokedexError.invalidArgument("compare takes at most 6 Pokémon, not 7")) {
            try await interactor.compare(["1", "2", "3", "4", "5", "6", "7"])
        }
        await #expect {
            try await interactor.compare(["1", "nosuchmon"])
        } throws: { error in
            if case PokedexError.pokemonNotFound(query: "nosuchmon", _) = error { return true }
            return false
        }
    }
}

@Suite struct TeamInteractorTests {
    let interactor = TeamInteractor(
        pokedex: InMemoryRepository.numbered(3), repository: InMemoryMovesRepository.small())

    @Test func namesMakeMembersAndEveryTypeIsWeighedAgainstThem() async throws {
        let report = try await interactor.team(names: ["mon-1", "2"], export: nil)
        #expect(report.members.map(\.pokemon.name) == ["mon-1", "mon-2"])
        #expect(report.defense.count == TypeChart.attackingTypes.count)
        #expect(report.defense.allSatisfy { $0.multipliers.count == 2 })
        #expect(report.warnings.isEmpty)
    }

    @Test func anExportsTermsResolveAndUnknownOnesAreWarnings() async throws {
        let export = """
            Mon 1 @ Leftovers
            Ability: Levitate
            Adamant Nature
            - Tackle
            - Ember
            - Splash
            """
        let report = try await interactor.team(names: [], export: export)
        let member = try #require(report.members.first)
        #expect(member.item?.name == "leftovers")
        #expect(member.ability?.name == "levitate")
        #expect(member.nature?.name == "adamant")
        #expect(member.moves.map(\.name) == ["tackle", "ember"])
        #expect(report.warnings == ["Mon 1, line 6: no move named 'Splash'"])
    }

    @Test func aBrokenExportOrTooManyNamesIsAnInvalidArgument() async {
        await #expect(throws: PokedexError.invalidArgument("a team has one to six members, not 7")) {
            try await interactor.team(names: ["1", "2", "3", "1", "2", "3", "1"], export: nil)
        }
        await #expect {
            try await interactor.team(names: [], export: "Mon 1\nLevel: high\n")
        } throws: { error in
            if case PokedexError.invalidArgument(let reason) = error { return reason.hasPrefix("team: line 2") }
            return false
        }
    }
}

@Suite struct TeamWarningTests {
    @Test func aWarningEchoesAtMostSixtyCharactersOfAName() async throws {
        let interactor = TeamInteractor(
            pokedex: InMemoryRepository.numbered(3), repository: InMemoryMovesRepository.small())
        let long = String(repeating: "x", count: 60_000)
        let report = try await interactor.team(names: [], export: "\(long) (Mon 1)\n- \(long)\n")
        let warning = try #require(report.warnings.first)
        #expect(
            warning
                == "\(String(repeating: "x", count: 60))… (Mon 1), line 2: no move named '\(String(repeating: "x", count: 60))…'"
        )
    }
}

/// What a table of names looked up one at a time saw: the asks ahead and the lookups, in order.
private final class NameLog: Sendable {
    private let seen = Mutex<[String]>([])

    var events: [String] { seen.withLock { $0 } }

    func clear() { seen.withLock { $0 = [] } }

    /// `table`'s names in any language, looked up one at a time, each ask and lookup logged.
    func names(_ table: [TermKind: [Int: String]]) -> LocalizedTermNames {
        LocalizedTermNames(
            lookup: { kind, id, _ in
                self.seen.withLock { $0.append("look \(kind) \(id)") }
                return table[kind]?[id]
            },
            askAhead: { terms in
                self.seen.withLock { $0.append("ask " + terms.map { "\($0.kind) \($0.id)" }.joined(separator: ", ")) }
            })
    }
}
