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
            Interactors(
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
