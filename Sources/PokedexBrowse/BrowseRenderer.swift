import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// A frame: its lines, and what it drew where (`FrameLayout`), for the keys and the mouse.
package struct Frame: Sendable, Equatable {
    package let lines: [String]
    package let layout: FrameLayout
}

/// Draws a whole frame — exactly `height` lines of at most `width` columns, a line cut short
/// ending in "…" — from the state. A pure function, so frames can be checked in tests
/// without a terminal.
package enum BrowseRenderer {
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A screen's body, and where things are in it.
    struct Body {
        var lines: [String]
        var layout = FrameLayout()
    }

    /// The frame's lines alone.
    package static func frame(
        _ state: BrowseState, width: Int, height: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english, memo: FrameMemo? = nil
    ) -> [String] {
        draw(state, width: width, height: height, style: style, pictures: pictures, labels: labels, memo: memo).lines
    }

    /// A screen printed whole, as line mode prints it: up to `height` lines, not filled to it,
    /// without the status line.
    static func page(_ state: BrowseState, width: Int, height: Int, labels: ScreenLabels) -> [String] {
        draw(state, width: width, height: height, style: .plain, labels: labels, filled: false).lines.dropLast()
    }

    /// `labels`: types, stats and games in the reader's language. `memo`: what the last frames
    /// drew, to draw again without rendering it (the frame is the same without it).
    package static func draw(
        _ state: BrowseState, width: Int, height: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english, memo: FrameMemo? = nil, filled: Bool = true
    ) -> Frame {
        let width = max(20, width)
        let height = max(5, height)
        let bodyHeight = height - 2
        var lines = [fit(style.bold(breadcrumb(state, labels: labels)), width)]
        var body: Body
        var panes = false
        if state.showHelp {
            body = Body(lines: helpPage(state.helpPage, width: width, height: bodyHeight, style: style, labels: labels))
        } else if case .game(let prompt)? = state.prompt, case .detail(let detail)? = state.top,
            let learnset = detail.learnset
        {
            body = Body(
                lines: gamePickerLines(
                    learnset, cursor: prompt.cursor, height: bodyHeight, width: width, style: style, labels: labels))
        } else {
            switch state.top {
            case .list(let screen) where PaneLayout.hasEntryPane(width):
                panes = true
                body = paneBody(
                    screen, height: bodyHeight, width: width, style: style, pictures: pictures, labels: labels,
                    hint: state.hint, memo: memo)
            case .list(let screen):
                body = Body(
                    lines: listLines(
                        screen, height: bodyHeight, width: width, style: style, pictures: pictures, labels: labels))
            case .detail(let screen):
                body = detailBody(
                    screen, height: bodyHeight, width: width, style: style, pictures: pictures, hint: state.hint,
                    labels: labels)
            case .search(let screen):
                body = Body(lines: searchLines(screen, height: bodyHeight, width: width, style: style, labels: labels))
            case .reference(let screen):
                body = referenceBody(
                    screen, height: bodyHeight, width: width, style: style, hint: state.hint, labels: labels)
            case nil: body = Body(lines: [])
            }
        }
        body.layout.bodyRows = bodyHeight
        var shown = Array(body.lines.prefix(bodyHeight))
        if filled { shown += Array(repeating: "", count: bodyHeight - shown.count) }
        // Panes are each fitted to their columns already; any other body is fitted here.
        lines += panes ? shown : shown.map { fit($0, width) }
        lines.append(
            fit(
                statusLine(
                    state, style: style, pictures: pictures != .none, panes: PaneLayout.hasEntryPane(width),
                    width: width, labels: labels), width))
        // The last word on what reaches the terminal: a control character a section let
        // through is made visible, and its line fitted again.
        let allowed = TerminalSafe.Allowed(style: style, pictures: pictures)
        let safe = lines.map { line in
            guard !line.isEmpty else { return line }
            let safe = TerminalSafe.output(line, allowing: allowed)
            return safe.utf8.count == line.utf8.count ? line : fit(safe, width)
        }
        return Frame(lines: safe, layout: body.layout)
    }

    /// `Pokédex › Eevee › Sylveon`.
    static func breadcrumb(_ state: BrowseState, labels: ScreenLabels = .english) -> String {
        state.router.breadcrumb(labels).map(\.terminalSafe).joined(separator: " › ")
    }

    static func statusLine(
        _ state: BrowseState, style: TerminalStyle, pictures: Bool = false, panes: Bool = false, width: Int = .max,
        labels: ScreenLabels = .english
    ) -> String {
        func fit(_ hints: String) -> String { KeyMap.hints(fitting: width, hints) }
        switch state.prompt {
        case .type(let prompt)?: return labels.say(.type) + labels.colon + prompt.text.terminalSafe + "▏"
        case .hint(let prompt)?:
            return openPrefix(labels) + prompt.typed.terminalSafe + "▏ " + labels.say(.typeLinkLetters)
        case .game?:
            return style.dim([Phrase.hintPick, .hintItsMoves, .hintKeepGame].map(labels.say).joined(separator: " · "))
        case .command(let prompt)?:
            // The end of a long line, as a shell shows it: what is being typed.
            // A pasted team's lines show as ⏎, however the terminal ended them.
            let lines = prompt.text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? "⏎" : $0 }
            let text = ":" + String(lines).terminalSafe
            return tail(text, width - 1) + "▏"
        case nil: break
        }
        if case .search(let search)? = state.top, search.editing {
            return tail("/" + search.query.terminalSafe, width - 1) + "▏"
        }
        if let message = state.message { return style.color(words(message, labels).terminalSafe, 203) }
        if state.pendingLoads > 0 {
            return spinner[state.spinner % spinner.count] + " " + labels.say(.loading) + "…"
        }
        if !state.navigator.typedNumber.isEmpty { return "#" + state.navigator.typedNumber }
        return style.dim(
            fit(KeyMap.hints(on: KeyMap.Screen(state.top), pictures: pictures, panes: panes, labels: labels)))
    }

    /// A status message in the reader's words.
    static func words(_ message: StatusMessage, _ labels: ScreenLabels) -> String {
        switch message {
        case .failed(let reason): reason
        case .setAside(let name): labels.say(.setAside, name)
        case .alreadySetAside(let name): labels.say(.alreadySetAside, name)
        case .shiny(let on): labels.say(on ? .shinyOn : .shinyOff)
        case .pastTheEnd(let offset, let count): labels.say(.pastTheEnd, String(offset), String(count))
        case .noPictures: labels.say(.picturesOff)
        case .noGames: labels.say(.noGames)
        case .sectionCount(let count): labels.say(.sectionCount, String(count))
        case .nothingToOpen: labels.say(.nothingToOpen)
        case .noLinkLabelled(let text): labels.say(.noLinkLabelled, text)
        case .noTypeNamed(let text): labels.say(.noTypeNamed, text)
        case .noCommands: labels.say(.noCommands)
        case .commandRefused(let reason): labels.say(.commandRefused, reason)
        case .marked(let name, let game): labels.say(.markedCaught, name, game)
        case .unmarked(let name, let game): labels.say(.unmarkedCaught, name, game)
        }
    }

    /// The last `width` columns of `text`, "…" first where it is cut.
    static func tail(_ text: String, _ width: Int) -> String {
        guard TextWidth.columns(text) > width else { return text }
        var kept = ""
        var used = 1
        for character in text.reversed() {
            let columns = TextWidth.columns(String(character))
            if used + columns > width { break }
            kept.insert(character, at: kept.startIndex)
            used += columns
        }
        return "…" + kept
    }

    /// `line` cut to `width` columns (escape codes do not count), "…" where it is cut.
    static func fit(_ line: String, _ width: Int) -> String {
        fitted(line, width).text
    }

    /// Whether `text` shows nothing: spaces and escape codes only.
    static func blank(_ text: Substring) -> Bool {
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                if character.isLetter { inEscape = false }
                continue
            }
            if character != " " { return false }
        }
        return true
    }

    /// `line` cut to `width` columns, "…" last where it is cut, and the columns it takes.
    static func fitted(_ line: String, _ width: Int) -> (text: String, columns: Int) {
        // Most rows of a tall frame are empty, and printable ASCII within the width is as it is.
        if line.utf8.count <= width, line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return (line, line.utf8.count)
        }
        var visible = 0
        var out = ""
        var inEscape = false
        // Where the text stood one column short of the width: a cut goes back there for "…".
        var beforeLast: (text: String, columns: Int)?
        var cut = false
        for (offset, character) in line.enumerated() {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                out.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            let columns = TextWidth.columns(String(character))
            if visible + columns > width {
                // Only spaces past the edge (a padded row): nothing is cut.
                cut = !Self.blank(line.dropFirst(offset))
                break
            }
            visible += columns
            out.append(character)
            if visible <= width - 1 { beforeLast = (out, visible) }
        }
        if cut, width > 0 {
            let (text, columns) = beforeLast ?? ("", 0)
            out = text + "…"
            visible = columns + 1
        }
        return (out + (line.contains("\u{1B}") ? "\u{1B}[0m" : ""), visible)
    }
}

extension String {
    /// Without the spaces at its end: a pane with nothing on a row leaves none.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
