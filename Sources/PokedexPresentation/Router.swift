import PokedexDomain

/// What a person asked for, as parsed from the command line.
public enum Command: Sendable, Equatable {
    case list(offset: Int, limit: Int, filter: ListFilter = ListFilter())
    case show(name: String)
    case search(query: String, limit: Int)
    case type(name: String)
}

/// Turns commands into routes and keeps the stack of where the person has been.
public struct Router: Sendable {
    public private(set) var stack = RouteStack()

    public init() {}

    public static func route(for command: Command) -> Route {
        switch command {
        case .list(let offset, let limit, let filter): .list(offset: offset, limit: limit, filter: filter)
        case .show(let name): .show(query: name)
        case .search(let query, let limit): .search(query: query, limit: limit)
        case .type(let name): .type(name: name)
        }
    }

    /// Opens the screen for `command` on top of the stack and returns it.
    @discardableResult
    public mutating func open(_ command: Command) -> Route {
        let route = Self.route(for: command)
        stack.push(route)
        return route
    }

    /// Goes back one screen.
    @discardableResult
    public mutating func back() -> Route? {
        stack.pop()
    }

    /// Shows `command` in place of the current screen.
    @discardableResult
    public mutating func replace(with command: Command) -> Route {
        let route = Self.route(for: command)
        stack.replace(with: route)
        return route
    }
}
