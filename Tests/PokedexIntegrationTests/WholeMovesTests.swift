import Foundation
import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexJSON
import PokedexPresentation
import PokedexTestSupport
import Testing

/// The repository of moves over the project's fixtures, offline, with no cache.
func offlineMovesRepository() -> PokeAPIMovesRepository {
    let diagnostics = Diagnostics()
    let store = ResourceStore(
        policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixtures),
        network: nil, diagnostics: diagnostics)
    return PokeAPIMovesRepository(bundled: BundledData(root: fixtures), store: store, diagnostics: diagnostics)
}

/// Every move, ability, item, nature and learnset of the fixtures, through the layers.
@Suite(.tags(.slow)) struct WholeMovesTests {
    let moves = offlineMovesRepository()
    let pokedex = offlineRepository()
    var interactor: MovesInteractor { MovesInteractor(pokedex: pokedex, repository: moves) }

    /// Display names that name one thing only (some items share theirs: Pikanium Z, held and in the bag).
    private func unique<T>(_ things: [T], _ name: (T) -> String) -> Set<String> {
        let counts = Dictionary(grouping: things.map { NameKey.make(name($0)) }, by: { $0 }).mapValues(\.count)
        return Set(counts.filter { $0.value == 1 }.keys)
    }

    /// One index per kind, as the interactor builds it, with every language's names.
    private func index(_ kind: TermKind) async throws -> (TermIndex, [Term]) {
        let terms: [Term]
        switch kind {
        case .move:
            terms = try await moves.moves().map {
                Term(kind: .move, id: $0.id, name: $0.name, displayName: $0.displayName)
            }
        case .ability:
            terms = try await moves.abilities().map {
                Term(kind: .ability, id: $0.id, name: $0.name, displayName: $0.displayName)
            }
        case .item:
            terms = try await moves.items().map {
                Term(kind: .item, id: $0.id, name: $0.name, displayName: $0.displayName)
            }
        case .nature, .pokemon:
            terms = try await moves.natures().map {
                Term(kind: .nature, id: $0.id, name: $0.name, displayName: $0.displayName)
            }
        }
        return (TermIndex(terms, names: try await moves.termNames()), terms)
    }

    @Test(arguments: [TermKind.move, .ability, .item, .nature])
    func everyThingResolvesByNameDisplayNameIDAndEveryLanguage(kind: TermKind) async throws {
        try await onOwnThread {
            let (index, terms) = try await index(kind)
            let expected: [TermKind: Int] = [.move: 937, .ability: 373, .item: 2223, .nature: 25]
            #expect(terms.count == expected[kind])
            let unique = unique(terms, \.displayName)
            let names = try await moves.termNames()
            // Which things bear each spelling, in any language.
            var bearers: [String: Set<Int>] = [:]
            for term in terms {
                bearers[NameKey.make(term.name), default: []].insert(term.id)
                bearers[NameKey.make(term.displayName), default: []].insert(term.id)
                for name in (names.names[kind]?[term.id] ?? [:]).values {
                    bearers[NameKey.make(name), default: []].insert(term.id)
                }
            }
            var checked = 0
            for (position, term) in terms.enumerated() {
                // PokeAPI has a few names twice (roseli-berry): they resolve to one of their bearers.
                #expect(
                    index.resolve(term.name).map { bearers[NameKey.make(term.name)]?.contains($0.id) ?? false } == true,
                    "\(term.name)")
                #expect(index.resolve(String(term.id))?.id == term.id)
                #expect(index.resolve("#\(term.id)")?.id == term.id)
                if unique.contains(NameKey.make(term.displayName)) {
                    #expect(index.resolve(term.displayName)?.id == term.id, "\(term.displayName)")
                }
                // Every language of every move, ability and nature; of items, every tenth (there are 2223).
                guard kind != .item || position % 10 == 0 else { continue }
                for (language, name) in names.names[kind]?[term.id] ?? [:] where !NameKey.make(name).isEmpty {
                    guard let found = index.resolve(name) else {
                        Issue.record("\(language.rawValue) \(name) of \(term.name) resolves to nothing")
                        continue
                    }
                    // A name two things share resolves to one of them.
                    #expect((bearers[NameKey.make(name)] ?? []).contains(found.id), "\(language.rawValue) \(name)")
                    checked += 1
                }
            }
            #expect(checked >= terms.count / (kind == .item ? 10 : 1) * 5)
        }
    }

    @Test func theNaturesAndTheirNeutralOnes() async throws {
        let natures = try await moves.natures()
        #expect(
            natures.filter(\.isNeutral).map(\.name).sorted() == ["bashful", "docile", "hardy", "quirky", "serious"])
        #expect(try await interactor.natures("Adamant").first?.increasedStat == "attack")
        #expect(try await interactor.natures("adamant").first?.decreasedStat == "special-attack")
    }

    /// Every learnset of the bundled file, by Pokémon, decoded once for the suite.
    private static let learnsets: Result<[Int: [Learnset]], any Error> = Result {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(LearnsetIndex.fileName))
        return Dictionary(grouping: try LearnsetIndex.decode(data), by: \.pokemonID)
    }

    private func allLearnsets() throws -> [Int: [Learnset]] {
        try Self.learnsets.get()
    }

    @Test func everyPokemonsLearnsetDecodesInEveryGameItHas() async throws {
        let catalog = try await pokedex.catalog()
        let known = Set(try await moves.moves().map(\.id))
        let games = Set(try await moves.games().all.map(\.name))
        let all = try allLearnsets()
        #expect(Set(all.keys).isSubset(of: Set(catalog.all.map(\.id))))
        // One Pokémon read the way a command reads it: its lines only.
        #expect(try await moves.learnsets(of: 25) == all[25])
        var learnsets = 0
        var withNone: [String] = []
        for pokemon in catalog.all {
            let sets = all[pokemon.id] ?? []
            if sets.isEmpty { withNone.append(pokemon.name) }
            for learnset in sets {
                learnsets += 1
                #expect(learnset.pokemonID == pokemon.id)
                #expect(games.contains(learnset.versionGroup), "\(learnset.versionGroup)")
                #expect(!learnset.moves.isEmpty)
                #expect(
                    learnset.moves.allSatisfy { known.contains($0.moveID) }, "\(pokemon.name) \(learnset.versionGroup)")
            }
        }
        // PokeAPI's 12 269, Legends: Z-A's 517 from PKHeX's tables, and a Scarlet/Violet one
        // Showdown's special moves add.
        #expect(learnsets == 12787)
        // Some forms (a Gigantamax, a totem) have no learnset of their own in PokeAPI.
        #expect(withNone.count < 200)
    }

    /// Each Pokémon's rows found by halving the file, as `team` reads them: every game, one
    /// game, and the games alone equal the whole file's decoding, and ids with no rows (before,
    /// between and after) have none.
    @Test func everyPokemonsLearnsetsAreFoundByHalvingTheFile() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(LearnsetIndex.fileName))
        let all = try allLearnsets()
        let ids = all.keys.sorted()
        for id in ids {
            let own = all[id] ?? []
            #expect(try LearnsetIndex.learnsets(of: id, data: data) == own, "\(id)")
            #expect(try LearnsetIndex.games(of: id, data: data) == own.map(\.versionGroup), "\(id)")
            for learnset in own where learnset.versionGroup == own.last?.versionGroup {
                #expect(try LearnsetIndex.learnsets(of: id, in: learnset.versionGroup, data: data) == [learnset])
            }
            #expect(try LearnsetIndex.learnsets(of: id, in: "no-such-game", data: data).isEmpty)
        }
        let missing = [0, (ids.last ?? 0) + 1] + zip(ids, ids.dropFirst()).filter { $1 - $0 > 1 }.map { $0.0 + 1 }
        #expect(missing.count > 2)
        for id in missing {
            #expect(try LearnsetIndex.learnsets(of: id, data: data).isEmpty, "\(id)")
            #expect(try LearnsetIndex.games(of: id, data: data).isEmpty, "\(id)")
        }
        // Through the repository, as legality asks.
        #expect(try await moves.learnsetGames(of: 445) == (all[445] ?? []).map(\.versionGroup))
        #expect(
            try await moves.learnsets(of: 445, in: "scarlet-violet")
                == (all[445] ?? []).filter {
                    $0.versionGroup == "scarlet-violet"
                })
    }

    /// The abilities a few Pokémon can have, read from their rows alone, are the whole list's.
    @Test func theAbilitiesOfSomePokemonAreTheirRowsAlone() async throws {
        let all = try await moves.abilities()
        // A few ids are found where their digits stand, more in one pass: sets of both sizes,
        // of ids whose digits stand inside others' (4 in 445, 10 in 10_025).
        let holders = Array(Set(all.flatMap { $0.holders.map(\.pokemonID) })).sorted()
        var random = SeededRandom(seed: 0xAB_1117)
        var sets: [Set<Int>] = [
            [445], [1, 10_274], [678, 10_025], [99_999], [], [4, 44, 10, 100], [-1, 0], [0, 445], [0, 1, 25, 10_008],
        ]
        for _ in 0..<40 {
            sets.append(Set((0..<(1 + random.below(20))).map { _ in holders[random.below(holders.count)] }))
        }
        for ids in sets {
            let expected = all.compactMap { $0.held(by: ids) }
            #expect(try await moves.abilities(heldBy: ids) == expected, "\(ids)")
        }
        #expect(try await moves.abilities(heldBy: [445]).map(\.name) == ["sand-veil", "rough-skin"])
        // Each with the holders asked about only.
        let two = try await moves.abilities(heldBy: [445, 1])
        #expect(two.map(\.name) == ["sand-veil", "rough-skin", "chlorophyll", "overgrow"])
        #expect(
            two.map(\.holders) == [
                [.init(pokemonID: 445, isHidden: false)], [.init(pokemonID: 445, isHidden: true)],
                [.init(pokemonID: 1, isHidden: true)], [.init(pokemonID: 1, isHidden: false)],
            ])
    }

    @Test func theLearnsetFileRoundTripsAgainstRealBodies() async throws {
        let games = try await moves.games()
        let folder = URL(fileURLWithPath: fixtures).appendingPathComponent("samples/pokemon")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 4)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let body = try JSONValueDecoder.read(PokemonMovesDTO.self, from: data, at: .item(.pokemon, id: 0))
            let order = Dictionary(uniqueKeysWithValues: games.all.map { ($0.name, $0.order) })
            let expected = MoveMapper.learnsets(body).sorted {
                order[$0.versionGroup] ?? 0 < order[$1.versionGroup] ?? 0
            }
            // Legends: Z-A's come from PKHeX's tables: PokeAPI has none.
            let bundled = try await moves.learnsets(of: body.id).filter { $0.versionGroup != "legends-za" }
            #expect(bundled == expected, "\(file)")
            #expect(bundled.reduce(0) { $0 + $1.moves.count } > 0 || body.moves.isEmpty)
        }
    }

    @Test(arguments: [
        LearnsetIndex.fileName, LearnersIndex.fileName, MoveIndex.fileName, MoveEffectIndex.fileName,
        AbilityIndex.fileName, ItemIndex.fileName, NatureIndex.fileName, FamilyIndex.fileName,
        GameIndex.fileName, EggGroupIndex.fileName, TermNamesIndex.fileName,
    ])
    func everyIndexDecodesAndEncodesBackToItsBytes(file: String) async throws {
        try await onOwnThread {
            let data = try Data(contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(file))
            let text: String
            switch file {
            case LearnsetIndex.fileName: text = LearnsetIndex.encode(try LearnsetIndex.decode(data))
            case LearnersIndex.fileName:
                // The inverted index is made from the learnsets, and must be exactly what they make.
                let learnsets = try Data(
                    contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(LearnsetIndex.fileName))
                let families = try Data(
                    contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(FamilyIndex.fileName))
                text = LearnersIndex.encode(
                    try LearnsetIndex.decode(learnsets), parents: try FamilyIndex.decode(families))
            case MoveIndex.fileName: text = MoveIndex.encode(try MoveIndex.decode(data))
            case MoveEffectIndex.fileName: text = MoveEffectIndex.encode(try MoveEffectIndex.decode(data))
            case AbilityIndex.fileName: text = AbilityIndex.encode(try AbilityIndex.decode(data))
            case ItemIndex.fileName: text = ItemIndex.encode(try ItemIndex.decode(data))
            case NatureIndex.fileName: text = NatureIndex.encode(try NatureIndex.decode(data))
            case FamilyIndex.fileName: text = FamilyIndex.encode(try FamilyIndex.decode(data))
            case GameIndex.fileName: text = GameIndex.encode(try GameIndex.decode(data).all)
            case EggGroupIndex.fileName: text = EggGroupIndex.encode(try EggGroupIndex.decode(data))
            default: text = TermNamesIndex.encode(try TermNamesIndex.decode(data))
            }
            #expect(text == String(decoding: data, as: UTF8.self))
        }
    }

    /// Every move has its facts bundled, and a summary in words made of them: a damaging move's
    /// opens with its class, each sentence ends, and every fact the summary should name is named.
    @Test func everyMoveSaysWhatItDoesFromItsFacts() async throws {
        let all = try await moves.moves()
        var described = 0
        for move in all {
            let facts = try await moves.moveEffect(of: move.id)
            #expect(facts?.moveID == move.id, "\(move.name)")
            let summary = MoveSummary.sentence(move, facts)
            #expect(summary.hasSuffix(".") && !summary.contains("  ") && !summary.contains("nil"), "\(summary)")
            if move.damageClass != "status" {
                #expect(summary.hasPrefix(DisplayName.titleCase(move.damageClass)), "\(move.name): \(summary)")
            }
            guard let facts else { continue }
            if let hits = facts.hits, hits.upperBound > 1 { #expect(summary.contains("Hits "), "\(move.name)") }
            if facts.drain != 0 { #expect(summary.contains("damage dealt"), "\(move.name)") }
            if facts.healing != 0 { #expect(summary.contains("max HP"), "\(move.name)") }
            if facts.flinchChance > 0 { #expect(summary.contains("flinch"), "\(move.name)") }
            if facts.critRate > 0 { #expect(summary.contains("critical"), "\(move.name)") }
            if move.priority != 0 { #expect(summary.contains("priority"), "\(move.name)") }
            for change in facts.statChanges {
                #expect(summary.contains(change.change > 0 ? "aise" : "ower"), "\(move.name)")
            }
            if summary != "Status move." { described += 1 }
        }
        #expect(all.count == 937)
        // Moves whose facts PokeAPI leaves empty (Z-Moves, Max Moves, unique effects) still say
        // what kind of move they are; most say more.
        #expect(described > 800, "\(described) of \(all.count)")
    }

    @Test(arguments: [(446, "scarlet-violet"), (85, nil), (33, "red-blue"), (344, nil)] as [(Int, String?)])
    func whoLearnsAMoveAgreesWithEveryLearnset(moveID: Int, game: String?) async throws {
        var expected: [Int: Set<LearnMethod>] = [:]
        for (pokemonID, sets) in try allLearnsets() {
            for learnset in sets where game == nil || learnset.versionGroup == game {
                for move in learnset.moves where move.moveID == moveID {
                    expected[pokemonID, default: []].insert(move.method)
                }
            }
        }
        let learners = try await moves.learners(ofMove: moveID, in: game)
        #expect(learners.map(\.pokemonID) == expected.keys.sorted())
        if game != nil {
            #expect(learners.allSatisfy { Set($0.methods) == expected[$0.pokemonID] })
        } else {
            #expect(learners.allSatisfy { $0.methods.isEmpty })
        }
        #expect(!learners.isEmpty)
    }
}

/// Search reads keys straight from the indexes' lines and only the rows that match; it must
/// find exactly what searching the decoded lists finds.
@Suite(.tags(.slow)) struct IndexSearchTests {
    /// Names, display names, beginnings, middles and typos of every `step`th thing, and a few more.
    private func queries(_ names: [(name: String, displayName: String)], step: Int) -> [String] {
        var queries = ["char", "mr mime", "MR. MIME", "flabébé", "kings rock", "u turn", "pika", "zzzz", "ball", "x"]
        for (offset, thing) in names.enumerated() where offset % step == 0 {
            let letters = Array(thing.name)
            queries += [
                thing.name, thing.displayName, String(letters.prefix(3)), String(letters.dropFirst(2).prefix(4)),
            ]
            if letters.count > 5 {
                var typo = letters
                typo.swapAt(1, 2)
                queries += [String(typo), String(typo.prefix(5)), String(letters.dropLast())]
            }
        }
        return queries
    }

    @Test func pokemonFoundOnTheIndexKeysAreThoseFoundInTheCatalog() async throws {
        try await onOwnThread {
            let named = try await offlineRepository().namedPokemon()
            let index = NameIndex(try await offlineRepository().catalog())
            #expect(named.keys.count == 1351)
            let queries = queries(index.catalog.all.map { ($0.name, $0.displayName) }, step: 41)
            for query in queries {
                let fast = try named.search(query, limit: 40).map { "\($0.element.id) \($0.match)" }
                let full = index.search(query, limit: 40).map { "\($0.pokemon.id) \($0.match)" }
                #expect(fast == full, "\(query)")
            }
            #expect(queries.count > 100)
        }
    }

    @Test func termsFoundOnTheIndexKeysAreThoseFoundInTheDecodedLists() async throws {
        try await onOwnThread {
            let fresh = offlineMovesRepository()
            let kinds: [TermKind] = [.move, .ability, .item]
            var lists: [NamedList<Term>] = []
            for kind in kinds { lists.append(try await fresh.namedTerms(kind)) }
            let named = NamedList(concatenating: lists)
            let moves = offlineMovesRepository()
            let terms =
                try await moves.moves().map { Term(kind: .move, $0) }
                + moves.abilities().map { Term(kind: .ability, $0) } + moves.items().map { Term(kind: .item, $0) }
            let index = TermIndex(terms)
            #expect(named.keys.count == terms.count)
            let queries = queries(terms.map { ($0.name, $0.displayName) }, step: 151)
            for query in queries {
                let fast = try named.search(query, limit: 40)
                let full = index.search(query, limit: 40)
                #expect(fast.map(\.element) == full.map(\.term), "\(query)")
                #expect(fast.map(\.match) == full.map(\.match), "\(query)")
            }
            #expect(queries.count > 100)
        }
    }
}

/// Names as Pokémon Showdown writes its ids: lowercase letters and digits, no separators
/// (`uturn`, `choicescarf`, `asoneglastrier`, `mrmime`). Every bundled name, written so,
/// names the same thing, by the repository's own search keys as a command resolves them.
@Suite(.tags(.slow)) struct ShowdownIDTests {
    static func showdownID(_ name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber })
    }

    @Test(arguments: [TermKind.move, .ability, .item])
    func everyTermResolvesByItsShowdownID(kind: TermKind) async throws {
        try await onOwnThread {
            let moves = offlineMovesRepository()
            let terms: [Term]
            switch kind {
            case .move: terms = try await moves.moves().map { Term(kind: .move, $0) }
            case .ability: terms = try await moves.abilities().map { Term(kind: .ability, $0) }
            default: terms = try await moves.items().map { Term(kind: .item, $0) }
            }
            let index = TermIndex(terms)
            var wrong: [String] = []
            for term in terms {
                let id = Self.showdownID(term.name)
                // By name: PokeAPI lists a few things twice under one name (two Roseli Berries).
                if index.resolve(id)?.name != term.name { wrong.append("\(id) → \(term.name)") }
            }
            #expect(terms.count > 300)
            #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        }
    }

    @Test func everyPokemonResolvesByItsShowdownID() async throws {
        try await onOwnThread {
            let catalog = try await offlineRepository().catalog()
            let index = NameIndex(catalog)
            var wrong: [String] = []
            for pokemon in catalog.all {
                let id = Self.showdownID(pokemon.name)
                if index.resolve(id)?.id != pokemon.id { wrong.append("\(id) → \(pokemon.name)") }
            }
            #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
        }
    }
}

/// Every Pokémon's stats, at levels 50 and 100, with IVs 0 and 31, EVs 0 and 252, under every
/// nature, against the formula worked out here on its own terms (real numbers, rounded down
/// where the games round).
@Suite(.tags(.slow)) struct WholeDexStatsTests {
    @Test func everyPokemonsStatsEqualTheFormula() async throws {
        try await onOwnThread {
            let facts = try await offlineRepository().listFacts()
            let natures = try await offlineMovesRepository().natures()
            #expect(facts.count == 1351 && natures.count == 25)
            var checked = 0
            for fact in facts.ids.compactMap({ facts[$0] }) {
                for stat in BattleStat.allCases {
                    let base = stat.base(in: fact.stats)
                    for level in [50, 100] {
                        for iv in [0, 31] {
                            for ev in [0, 252] {
                                let core = Double((2 * base + iv + ev / 4) * level) / 100
                                if stat == .hp {
                                    let expected = base == 1 ? 1 : Int(core.rounded(.down)) + level + 10
                                    #expect(StatFormula.stat(.hp, base: base, level: level, iv: iv, ev: ev) == expected)
                                    checked += 1
                                    continue
                                }
                                for nature in natures {
                                    let up = nature.increasedStat == stat.rawValue
                                    let down = nature.decreasedStat == stat.rawValue
                                    let multiplier = up == down ? 1.0 : up ? 1.1 : 0.9
                                    let expected = Int(((core.rounded(.down) + 5) * multiplier).rounded(.down))
                                    let value = StatFormula.stat(
                                        stat, base: base, level: level, iv: iv, ev: ev, raised: up, lowered: down)
                                    if value != expected {
                                        Issue.record("\(stat) base \(base): \(value) ≠ \(expected)")
                                    }
                                    checked += 1
                                }
                            }
                        }
                    }
                }
            }
            #expect(checked == 1351 * 8 * (1 + 5 * 25))
        }
    }
}

/// Names said where only a PokeAPI name is at hand (an evolution's item, an entry's ability)
/// keep their apostrophe: every bundled item, move and ability with one is said with it, and no other.
@Suite struct PossessiveNamesTests {
    @Test func everyNameWithAnApostropheIsSaidWithIt() throws {
        let folder = URL(fileURLWithPath: fixtures)
        var bundled: [String: String] = [:]
        for item in try ItemIndex.decode(try Data(contentsOf: folder.appendingPathComponent(ItemIndex.fileName))) {
            bundled[item.name] = item.displayName
        }
        for move in try MoveIndex.decode(try Data(contentsOf: folder.appendingPathComponent(MoveIndex.fileName))) {
            bundled[move.name] = move.displayName
        }
        for ability in try AbilityIndex.decode(
            try Data(contentsOf: folder.appendingPathComponent(AbilityIndex.fileName)))
        {
            bundled[ability.name] = ability.displayName
        }
        let withApostrophe = bundled.filter { $0.value.contains("’") || $0.value.contains("'") }
        #expect(withApostrophe.count >= 20)
        for (slug, shown) in bundled {
            #expect(DisplayName.possessive(slug) == withApostrophe[slug], "\(slug): \(shown)")
        }
        #expect(DisplayName.titleCase("kings-rock") == "King’s Rock")
        #expect(DisplayName.titleCase("minds-eye") == "Mind’s Eye")
        // Every name of words alone (no hyphen, dot or other mark the PokeAPI name drops) is
        // said as the bundle writes it: short words in lower case (`Beads of Ruin`).
        // (Names whose PokeAPI name is of the same words, each capitalised at most at its start:
        // not `AuroraTicket`, `Poké Ball` nor `acid-downpour--physical`.)
        let plain = bundled.filter { name, shown in
            shown.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ") } && NameKey.make(shown) == name
                && shown.first?.isUppercase == true
                && shown.split(separator: " ").allSatisfy { $0.dropFirst().allSatisfy { !$0.isUppercase } }
        }
        #expect(plain.count > 1500)
        let differing = plain.filter { DisplayName.titleCase($0.key) != $0.value }.sorted { $0.key < $1.key }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(DisplayName.titleCase("beads-of-ruin") == "Beads of Ruin")
        #expect(DisplayName.titleCase("as-one-glastrier") == "As One Glastrier")
    }
}
