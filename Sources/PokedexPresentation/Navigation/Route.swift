import PokedexDomain
import PokedexInteractors
import PokedexWords

/// What one kind of screen needs to be asked for, said by the screen itself: each is a type
/// of its own in its screen's folder (`Where/WhereRoute.swift`), and nothing else lists them.
/// A new screen is a new type; the navigation, the breadcrumb and the presenter ask it, not
/// a switch, for what differs.
package protocol ScreenRoute: Sendable, Hashable {
    /// Its place in the breadcrumb before its screen is loaded: what was asked for.
    func title(_ labels: ScreenLabels) -> String
    /// What the presenter shows for it, asked of that screen's part.
    func present(with presenter: Presenter) async throws(PokedexError) -> ViewState
    /// The screen it opens, before anything is loaded: a page of text with sections and
    /// links, unless it says otherwise.
    var screen: Screen { get }
    /// The Pokémon it is about, as a command that names none takes it.
    var pokemonInView: String? { get }
    /// Itself in `game`, when it names no game and a game is chosen (`g` in the full screen);
    /// nil when a game changes nothing of it.
    func inGame(_ game: String) -> Route?
}

extension ScreenRoute {
    package var screen: Screen { .reference(ReferenceScreen(route: Route(self))) }
    package var pokemonInView: String? { nil }
    package func inGame(_ game: String) -> Route? { nil }
}

/// A screen a person asked for: from the command line (`pokedex show eevee`), a line of line
/// mode, or a key in the full-screen Pokédex. The presenter loads what it shows. Any screen's
/// route, made by its own (`.show(name:)`, `.where(pokemon:)`), each declared beside its type.
package struct Route: Sendable, Hashable {
    /// The screen's own route: `route.screenRoute as? WhereRoute` reads its fields.
    package let screenRoute: any ScreenRoute

    package init(_ route: some ScreenRoute) {
        screenRoute = route
    }

    package static func == (lhs: Route, rhs: Route) -> Bool {
        func same<Left: ScreenRoute>(_ left: Left) -> Bool { (rhs.screenRoute as? Left) == left }
        return same(lhs.screenRoute)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(screenRoute)
    }

    /// Its place in the breadcrumb before its screen is loaded: what was asked for.
    package func title(_ labels: ScreenLabels) -> String { screenRoute.title(labels) }

    /// What the presenter shows for it.
    func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await screenRoute.present(with: presenter)
    }
}

extension ScreenLabels {
    /// `Moves: Garchomp`: a screen's word and what it is of.
    func titled(_ phrase: Phrase, _ name: String) -> String { say(phrase) + colon + name }
}
