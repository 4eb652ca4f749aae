import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTestSupport
import PokedexWords
import Testing

/// A screen no part of pokedex knows: declared here, as a new command's would be in its folder.
private struct EchoRoute: ScreenRoute {
    let word: String

    func title(_ labels: ScreenLabels) -> String { "Echo" + labels.colon + word }

    func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        guard !word.isEmpty else { throw .notFound(kind: "echo", query: word, suggestions: []) }
        return .text(word + word)
    }

    var pokemonInView: String? { word }
}

/// A screen is a type: the router, the navigator and the presenter take a new one with no
/// switch to add a case to.
@Suite struct ScreenRouteTests {
    @Test func aNewScreenRouteOpensAsAPageOfTextWithItsOwnTitleAndPokemon() {
        var router = Router()
        router.push(.list(offset: 0, limit: 50))
        let entry = router.push(Route(EchoRoute(word: "eevee")))
        guard case .reference(let page) = entry.screen else {
            Issue.record("a new route opens a page of text, not \(entry.screen)")
            return
        }
        #expect(page.route == Route(EchoRoute(word: "eevee")))
        #expect(router.breadcrumb == ["Pokédex", "Echo: eevee"])
        // In the reader's words: French puts a space before its colon.
        let french = ScreenLabels(language: .fr)
        #expect(french.colon != ScreenLabels.english.colon)
        #expect(router.breadcrumb(french).last == "Echo" + french.colon + "eevee")
        #expect(entry.screen.pokemonInView == "eevee")
    }

    @Test func itIsPresentedAsItSaysAndItsErrorsAsEveryScreensAre() async {
        let presenter = presenter(stubRepository([]))
        #expect(await presenter.viewState(for: Route(EchoRoute(word: "ab"))) == .text("abab"))
        guard case .error = await presenter.viewState(for: Route(EchoRoute(word: ""))) else {
            Issue.record("a route's error is an error screen")
            return
        }
    }

    @Test func routesAreEqualOnlyToTheSameRouteOfTheSameType() {
        #expect(Route(EchoRoute(word: "a")) == Route(EchoRoute(word: "a")))
        #expect(Route(EchoRoute(word: "a")) != Route(EchoRoute(word: "b")))
        #expect(Route(EchoRoute(word: "surf")) != .move(name: "surf"))
        #expect(Set([Route.move(name: "surf"), .move(name: "surf"), .ability(name: "surf")]).count == 2)
    }

    @Test func aLearnsetOrAnEntryOpenedWithAGameChosenIsShownInIt() {
        var navigator = Navigator(listRows: 20)
        _ = navigator.perform(.open(.list(offset: 0, limit: 50)))
        _ = navigator.perform(.pickGame("red-blue"))
        _ = navigator.perform(.open(.moves(pokemon: "eevee")))
        #expect(navigator.top?.route == .moves(pokemon: "eevee", game: "red-blue"))
        _ = navigator.perform(.open(.show(name: "eevee", shiny: true)))
        #expect(navigator.top?.route == .show(name: "eevee", shiny: true, game: "red-blue"))
        // One that names its game keeps it.
        _ = navigator.perform(.open(.moves(pokemon: "eevee", game: "gold-silver")))
        #expect((navigator.top?.route.screenRoute as? MovesRoute)?.game == "gold-silver")
        // A screen a game changes nothing of is as asked.
        _ = navigator.perform(.open(.ability(name: "levitate")))
        #expect(navigator.top?.route == .ability(name: "levitate"))
    }
}
