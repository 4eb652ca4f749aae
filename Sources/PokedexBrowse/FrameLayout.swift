/// What a frame drew where, for the keys and the mouse to go by: they act on what is shown,
/// and never draw it again to find out.
package struct FrameLayout: Equatable, Sendable {
    /// A link drawn on screen: its body row (from 0), its columns, its place among the links.
    struct LinkTarget: Equatable, Sendable {
        let row: Int
        let columns: Range<Int>
        let index: Int
    }

    /// Where the links under an entry or a screen are drawn.
    var links: [LinkTarget] = []
    /// The lines of an entry (as scrolled from 0) where its sections start, in order.
    var sectionStarts: [Int] = []
    /// How far the screen on top scrolls before its last line shows.
    var scrollLimit = 0
    /// The same for the entry beside the list.
    var paneScrollLimit = 0
    /// Rows of body between the breadcrumb and the status line.
    var bodyRows = 1
    /// The column where the entry beside the list starts (0: it is not shown).
    var entryPaneColumn = 0

    init() {}

    /// The link drawn at body `row` and `column` (from 0), if any.
    func link(atRow row: Int, column: Int) -> Int? {
        links.first { $0.row == row && $0.columns.contains(column) }?.index
    }
}
