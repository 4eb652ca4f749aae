/// The columns of the list screen on a terminal `width` wide: the list (with the types where
/// there is room), from 100 columns the entry beside it, and from 140 the picture beside that;
/// under 90, no picture of the highlighted Pokémon at all. What both the keys and the frames
/// go by.
struct PaneLayout: Equatable, Sendable {
    /// The narrowest terminal the list shows its preview on.
    static let previewMinimumWidth = 90
    /// From here the highlighted Pokémon's entry is beside the list…
    static let entryPaneMinimumWidth = 100
    /// …and from here its picture beside that.
    static let picturePaneMinimumWidth = 140
    static let separator = 3

    let list: Int
    let entry: Int
    let picture: Int

    init(width: Int) {
        list = width >= 180 ? 52 : 34
        picture = width >= Self.picturePaneMinimumWidth ? min(48, max(30, width / 5)) : 0
        entry = width - list - Self.separator - (picture > 0 ? picture + Self.separator : 0)
    }

    /// Whether a terminal this wide has the entry beside the list.
    static func hasEntryPane(_ width: Int) -> Bool { width >= entryPaneMinimumWidth }
}
