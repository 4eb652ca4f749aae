import PokedexDomain
import PokedexWords

/// Everything a view can be asked to show: a screen's model once it is loaded (`ScreenModel`,
/// which each screen's folder defines), or one of the states every screen shares. The terminal
/// renderer draws `content` through the view registered for its model.
package enum ViewState: Sendable, Equatable {
    case loading(message: String)
    /// A screen's model: a list, an entry, a move, where a Pokémon is met…
    case content(any ScreenModel)
    case empty(EmptyViewModel)
    case error(ErrorViewModel)
    /// Text made whole elsewhere: help, the version, a completion script.
    case text(String)
    /// An interactive session that showed everything as it went.
    case done

    package static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        switch (lhs, rhs) {
        case (.loading(let a), .loading(let b)): a == b
        case (.content(let a), .content(let b)): a.isEqual(to: b)
        case (.empty(let a), .empty(let b)): a == b
        case (.error(let a), .error(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        case (.done, .done): true
        default: false
        }
    }

    /// The screen's model, when this is one.
    var model: (any ScreenModel)? {
        if case .content(let model) = self { return model }
        return nil
    }

    /// The screen's model, when this is one of `type`.
    package func model<Model: ScreenModel>(_ type: Model.Type) -> Model? {
        model as? Model
    }

    package var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
