import PokedexWords

/// What a screen shows once it is loaded: its view model. Its model says its title, what it
/// links to and whether showing it is a failure; the terminal UI's view of it names it beside
/// itself (`DrawnModel`). Nothing central lists or switches over screens.
package protocol ScreenModel: Sendable {
    /// Its place in the breadcrumb: `Moves: Garchomp`, `わざ: ガブリアス`.
    func title(_ labels: ScreenLabels) -> String
    /// What can be opened from it, in the order shown.
    var links: [ScreenLink] { get }
    /// What kind of failure showing it is (a cache that could not be cleared), if it is one.
    var failure: ErrorViewModel.Kind? { get }
    /// Whether `other` is a model of the same type, and equal.
    func isEqual(to other: any ScreenModel) -> Bool
}

extension ScreenModel {
    package var links: [ScreenLink] { [] }
    package var failure: ErrorViewModel.Kind? { nil }
}

extension ScreenModel where Self: Equatable {
    package func isEqual(to other: any ScreenModel) -> Bool {
        (other as? Self) == self
    }
}

/// One thing a screen links to: its label as shown, and the screen it opens.
package struct ScreenLink: Sendable, Equatable {
    package let label: String
    let route: Route

    init(_ label: String, _ route: Route) {
        self.label = label
        self.route = route
    }
}
