import Foundation
import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexTestSupport
import PokedexWords
import Testing

@testable import PokedexPresentation
@testable import PokedexTerminalUI

/// Every way of meeting a Pokémon and every condition of the bundle, named in every language
/// as `where` and `location` name them: none left in English for want of a word.
@Suite struct EncounterWordsTests {
    @Test(arguments: Language.allCases.filter { $0 != .en })
    func everyMethodAndConditionIsNamedInTheLanguage(language: Language) async throws {
        let bundled = BundledData(root: fixtures)
        let diagnostics = Diagnostics()
        let store = ResourceStore(
            policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixtures),
            network: nil, diagnostics: diagnostics)
        let moves = PokeAPIMovesRepository(bundled: bundled, store: store, diagnostics: diagnostics)
        let encounters = PokeAPIEncountersRepository(bundled: bundled, language: language)
        let presenter = Presenter(
            Repositories(
                pokedex: PokeAPIRepository(store: store, bundled: bundled, diagnostics: diagnostics), moves: moves,
                sprites: NoPictures(), encounters: encounters),
            language: language)
        let terms = try await encounters.encounterTerms()
        let labels = ScreenLabels(language: language, names: try await moves.labelNames())
        let names = EncounterNames(terms: terms, language: language)
        // The species and items the conditions name, looked up as `where` looks them up.
        let line = EncounterSection(
            versions: [], versionDisplayNames: [],
            lines: [
                EncounterLine(
                    place: "", area: "", pokemon: nil, method: "", methodDisplayName: "", minLevel: 1, maxLevel: 1,
                    chance: 1,
                    conditions: terms.filter { $0.kind == .condition }.map(\.name), conditionDisplayNames: [])
            ])
        let named = await presenter.conditionTerms([line.namedInConditions])
        #expect(named.species["corsola-galar"] != nil && named.items["adamant-orb"] != nil)
        var english: [String] = []
        for term in terms {
            let shown: String
            switch term.kind {
            case .version: continue
            case .method:
                shown = labels.encounter(.encounterMethod, term.name, english: names.methodDisplayName(term.id))
            case .condition:
                let display = EncounterNames.shortConditions[term.name] ?? term.displayName
                shown = WhereText.condition(term.name, display, labels, terms: named)
            }
            #expect(!shown.contains("{") && !shown.contains("(을)"), "\(term.name): \(shown)")
            if shown.contains("(en)") { english.append("\(term.kind.rawValue) \(term.name): \(shown)") }
        }
        #expect(terms.count > 300)
        #expect(english.isEmpty, "\(english.count):\n\(english.joined(separator: "\n"))")
    }
}

/// Every area of the bundle as `where` names it in each language: how many stay in English
/// (whole, or with an English qualifier), and the commonest English words left.
@Suite struct PlaceWordsTests {
    @Test(arguments: Language.allCases.filter { $0 != .en })
    func areasInEnglishAreCounted(language: Language) async throws {
        let encounters = PokeAPIEncountersRepository(bundled: BundledData(root: fixtures), language: language)
        let ids = try await encounters.locationIDs()
        let places = try await encounters.places(locations: Set(ids), areas: [], areasOf: Set(ids))
        let byID = PlacesByID(places)
        let names = EncounterNames(terms: [], language: language)
        var inEnglish: [String: Int] = [:]
        var areas = 0
        for area in places where area.kind == .area {
            areas += 1
            let location = area.locationID.flatMap(byID.location)
            let (shown, english) = names.place(area, in: location)
            // In Japanese, Korean and Chinese, a name shown with a word in Latin letters is one
            // marked English; one not marked has none (floors as the games write them aside).
            if [.ja, .ko, .zhHans, .zhHant].contains(language) {
                // A word of two Latin letters or more: letters alone (`巢穴G`, `B3F E`, `P2ラボ`)
                // and the games' own marks (`(SM)`) aside.
                let latin = shown.split { !($0.isASCII && $0.isLetter) }.contains {
                    $0.count >= 2 && !["SM", "USUM"].contains($0)
                }
                #expect(!latin || english, "\(area.name): \(shown)")
            }
            guard english else { continue }
            inEnglish[shown, default: 0] += 1
        }
        #expect(areas > 1000)
        print(
            "places: \(language.rawValue): \(inEnglish.values.reduce(0, +)) of \(areas) areas in English: "
                + inEnglish.sorted { $0.value > $1.value }.prefix(400).map(\.key).joined(separator: " | "))
    }
}

/// The types among the words of areas (Friend Safari's) are the games' own: the same as the
/// bundle's names of them, in every language.
@Test func areaWordsNameTypesAsTheBundleDoes() async throws {
    let labels = try await bundledLabelNames()
    #expect(AreaWords.types.count == 18)
    for type in AreaWords.types {
        for language in Language.allCases where language != .en {
            #expect(
                AreaWords.word(Substring(type), in: language) == labels.name(.type, type, in: language),
                "\(type) \(language)")
        }
    }
}

/// The regions' names pokedex keeps for Spanish, which PokeAPI lacks, are the same as
/// PokeAPI's in every language it has.
@Test func regionWordsAgreeWithTheBundle() async throws {
    let names = try await bundledLabelNames()
    let regions = ["kanto", "johto", "hoenn", "sinnoh", "unova", "kalos", "alola", "galar", "hisui", "paldea"]
    for region in regions {
        for language in Language.allCases where language != .en {
            let bundle = names.name(.region, region, in: language)
            let own = ScreenLabels(language: language).word(.region, region)
            #expect(bundle == nil || bundle == own, "\(region) \(language): \(own), PokeAPI \(bundle ?? "")")
        }
    }
    #expect(ScreenLabels(language: .es, names: names).word(.region, "unova") == "Teselia")
}

/// The bundle's names of types, regions and the rest, read offline.
private func bundledLabelNames() async throws -> LabelNames {
    let diagnostics = Diagnostics()
    let store = ResourceStore(
        policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixtures), network: nil,
        diagnostics: diagnostics)
    return try await PokeAPIMovesRepository(
        bundled: BundledData(root: fixtures), store: store, diagnostics: diagnostics
    )
    .labelNames()
}

/// Every game and version in simplified Chinese is in simplified characters, though PokeAPI
/// writes the older ones in traditional (`紅寶石`); traditional Chinese keeps them.
@Test func gamesInSimplifiedChineseAreInSimplifiedCharacters() async throws {
    let names = try await bundledLabelNames()
    let simplified = ScreenLabels(language: .zhHans, names: names)
    let traditional = ScreenLabels(language: .zhHant, names: names)
    for version in [
        "red", "blue", "ruby", "sapphire", "emerald", "firered", "leafgreen", "gold", "silver", "soulsilver",
    ] {
        let shown = simplified.version(version, english: version)
        #expect(!shown.contains { "紅藍綠寶葉銀".contains($0) }, "\(version): \(shown)")
    }
    #expect(simplified.version("ruby", english: "Ruby") == "红宝石")
    #expect(simplified.game("firered-leafgreen", english: "FireRed/LeafGreen") == "火红/叶绿")
    #expect(traditional.version("ruby", english: "Ruby") == "紅寶石")
}
