import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// What one frame drew that the next is likely to draw again — the entry beside the list and
/// its picture — kept by whoever draws the frames (the loop, a benchmark): a key that only
/// moves the cursor renders neither again. Frames are the same with it or without it.
package final class FrameMemo {
    /// The labels by their language: the names behind them are the session's, the same for
    /// every frame (and comparing them would cost what rendering does).
    struct EntryKey: Equatable {
        let model: DetailViewModel
        let width: Int
        let style: TerminalStyle
        let language: Language
        let marksFallback: Bool

        init(model: DetailViewModel, width: Int, style: TerminalStyle, labels: ScreenLabels) {
            self.model = model
            self.width = width
            self.style = style
            language = labels.language
            marksFallback = labels.marksFallback
        }
    }

    struct PictureKey: Equatable {
        let sprite: Sprite
        let mode: PictureMode
        let columns: Int
        let rows: Int
    }

    private var entry: (key: EntryKey, lines: [String])?
    private var picture: (key: PictureKey, lines: [String]?)?

    package init() {}

    /// The entry's lines for `key` (its pane's cells), made by `render` only when the key changed.
    func entry(_ key: EntryKey, render: () -> [String]) -> [String] {
        if let entry, entry.key == key { return entry.lines }
        let lines = render()
        entry = (key, lines)
        return lines
    }

    /// The picture's lines for `key` (nil: nothing to draw), fitted by `fit` only when it changed.
    func picture(_ key: PictureKey, fit: () -> [String]?) -> [String]? {
        if let picture, picture.key == key { return picture.lines }
        let lines = fit()
        picture = (key, lines)
        return lines
    }
}
