import PokedexDomain

/// A screen of the Pokédex. Parsed commands become routes; the router keeps a stack of them.
public enum Route: Sendable, Hashable {
    case list(offset: Int, limit: Int, filter: ListFilter = ListFilter())
    case show(query: String)
    case search(query: String, limit: Int)
    case type(name: String)
}

/// A stack of routes, the terminal's navigation stack. It is never empty once something has
/// been pushed: popping the root keeps it.
public struct RouteStack: Sendable, Equatable {
    public private(set) var routes: [Route] = []

    public init(root: Route? = nil) {
        if let root { routes = [root] }
    }

    public var current: Route? { routes.last }
    public var depth: Int { routes.count }

    public mutating func push(_ route: Route) {
        routes.append(route)
    }

    /// Goes back one screen and returns the screen now on top; at the root nothing changes.
    @discardableResult
    public mutating func pop() -> Route? {
        if routes.count > 1 { routes.removeLast() }
        return routes.last
    }

    /// Swaps the top screen for `route` (the next page of a list, say); pushes onto an empty stack.
    public mutating func replace(with route: Route) {
        if routes.isEmpty { routes = [route] } else { routes[routes.count - 1] = route }
    }
}
