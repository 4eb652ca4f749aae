import PokedexDomain
import PokedexPresentation

/// `pokedex sprite` and `pokedex random`: pictures side by side, wrapping to the terminal's
/// width, each with its name and number under it. Without pictures (colour off, a pipe), the
/// captions alone.
enum PicturesText {
    static let gap = 2

    static func render(_ model: PicturesViewModel, options: RenderOptions) -> String {
        let style = options.style
        let cards = model.cards.map { card in
            (
                card: card, caption: caption(card, style: style), captionWidth: TextWidth.columns(plainCaption(card)),
                picture: card.sprite.flatMap {
                    FittedPicture.make($0, mode: options.pictures, maxColumns: options.width)
                }
            )
        }
        switch options.pictures {
        case .none:
            return cards.map { $0.caption + "\n" }.joined()
        case .kitty, .iterm:
            // The terminal draws these itself: one under another.
            return cards.map { card in
                (card.picture.map { protocolLines($0, mode: options.pictures) } ?? "") + card.caption + "\n"
            }.joined()
        case .blocks:
            var output = ""
            var row: [(lines: [String], width: Int)] = []
            var used = 0
            func flush() {
                guard !row.isEmpty else { return }
                let height = row.map({ $0.lines.count }).max() ?? 0
                for line in 0..<height {
                    var text = ""
                    for (index, block) in row.enumerated() {
                        // Pictures stand on a common baseline: shorter ones start lower.
                        let offset = height - block.lines.count
                        let cell = line >= offset ? block.lines[line - offset] : ""
                        let isLast = index == row.count - 1
                        text += isLast ? cell : pad(cell, visible: visibleWidth(cell, block), to: block.width + gap)
                    }
                    output += trimmedRight(text) + "\n"
                }
                row = []
                used = 0
            }
            for card in cards {
                let width = max(card.picture?.columns ?? 0, card.captionWidth)
                let pictureLines = (card.picture?.lines ?? []).map {
                    centered($0, width: card.picture?.columns ?? 0, in: width)
                }
                let lines = pictureLines + [centered(card.caption, width: card.captionWidth, in: width)]
                if !row.isEmpty, used + gap + width > options.width { flush() }
                used += (row.isEmpty ? 0 : gap) + width
                row.append((lines, width))
            }
            flush()
            return output
        }
    }

    /// A picture the terminal draws, then the lines it takes.
    static func protocolLines(_ picture: FittedPicture, mode: PictureMode) -> String {
        // kitty keeps the cursor where it was (C=1): step over the picture's rows. iTerm2
        // moves below the picture by itself.
        mode == .kitty ? picture.lines.joined(separator: "\n") + "\n" : (picture.lines.first ?? "") + "\n"
    }

    /// `Pikachu #0025`, and `✦ shiny` when it is.
    static func plainCaption(_ card: PictureCard) -> String {
        TerminalSafe.text(card.displayName) + " " + Renderer.number(card.id) + (card.shiny ? " ✦ shiny" : "")
    }

    static func caption(_ card: PictureCard, style: TerminalStyle) -> String {
        style.bold(TerminalSafe.text(card.displayName)) + " " + style.dim(Renderer.number(card.id))
            + (card.shiny ? " " + style.color("✦ shiny", 220) : "")
    }

    /// Every line of a block is `width` columns wide once padded; the picture's lines carry
    /// escapes, so their visible width is known, not counted.
    private static func visibleWidth(_ line: String, _ block: (lines: [String], width: Int)) -> Int {
        line.isEmpty ? 0 : block.width
    }

    private static func pad(_ text: String, visible: Int, to width: Int) -> String {
        text + TextWidth.spaces(max(0, width - visible))
    }

    private static func centered(_ text: String, width: Int, in total: Int) -> String {
        let left = (total - width) / 2
        return TextWidth.spaces(left) + text + TextWidth.spaces(total - width - left)
    }

    private static func trimmedRight(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
