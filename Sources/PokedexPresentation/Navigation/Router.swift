import PokedexDomain
import PokedexWords

/// The one navigation stack. Every screen is opened through it: a one-shot command's, line
/// mode's, the full screen's. Each entry keeps its screen's whole state, so going back
/// restores it exactly; views read the stack (the breadcrumb, line mode's `stack`).
package struct Router: Sendable, Equatable {
    /// A screen on the stack, with an id that a late answer uses to find it (or to find it gone).
    package struct Entry: Sendable, Equatable {
        package let id: Int
        package var screen: Screen
        package var route: Route { screen.route }
    }

    package private(set) var stack: [Entry] = []
    private var nextID = 1

    /// The most screens kept: past it, the oldest above the root is let go, so that a long
    /// line-mode session of `show`s does not grow without end.
    package static let maxDepth = 64

    package init() {}

    package var top: Entry? { stack.last }

    /// `Pokédex › Eevee › Sylveon`.
    package var breadcrumb: [String] { breadcrumb(.english) }

    /// The same in the reader's words: `ポケモン図鑑 (ほのお) › イーブイ`.
    package func breadcrumb(_ labels: ScreenLabels) -> [String] { stack.map { $0.screen.title(labels) } }

    /// Opens the screen `route` asks for on top of the stack.
    @discardableResult
    package mutating func push(_ route: Route) -> Entry {
        push(Screen(route))
    }

    @discardableResult
    package mutating func push(_ screen: Screen) -> Entry {
        let entry = Entry(id: nextID, screen: screen)
        nextID += 1
        if stack.count >= Self.maxDepth { stack.remove(at: 1) }
        stack.append(entry)
        return entry
    }

    /// Goes back one screen, to exactly the state it was left in; the root stays. The entry
    /// now on top, or nil when there was nothing to pop.
    @discardableResult
    package mutating func pop() -> Entry? {
        guard stack.count > 1 else { return nil }
        stack.removeLast()
        return stack.last
    }

    /// Back to the root screen.
    package mutating func popToRoot() {
        while pop() != nil {}
    }

    /// Puts `screen` in place of the top one as a new screen (a new id): answers for the old
    /// one no longer land.
    @discardableResult
    package mutating func replaceTop(with screen: Screen) -> Entry {
        if !stack.isEmpty { stack.removeLast() }
        return push(screen)
    }

    /// Updates the top screen's state (cursor, scroll, typed query), keeping its id.
    package mutating func updateTop(_ screen: Screen) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].screen = screen
    }

    /// Where the screen with `id` stands on the stack, if it is still there.
    package func index(of id: Int) -> Int? {
        stack.lastIndex { $0.id == id }
    }

    /// Updates the screen at `index` (an answer arrived for it).
    mutating func update(at index: Int, _ screen: Screen) {
        guard stack.indices.contains(index) else { return }
        stack[index].screen = screen
    }

    /// Takes the screen at `index` off the stack (a detail that failed to load).
    mutating func remove(at index: Int) {
        guard stack.indices.contains(index), stack.count > 1 else { return }
        stack.remove(at: index)
    }
}
