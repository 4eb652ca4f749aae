import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// What a key asks the full-screen Pokédex to do.
enum BrowseAction: Sendable, Equatable, CaseIterable {
    case up, down, pageUp, pageDown, first, last, open, back, search, typeFilter, help, quit
    /// In an entry or a reference screen: the previous or next link.
    case previousLink, nextLink
    /// In an entry: set it aside to compare; show the shiny picture.
    case compare, shiny
    /// In the list on a wide terminal: the keys move the entry beside it, or the list again.
    case focus
    /// In an entry or a reference screen: a short label on each link, typed to open it.
    case hints
    /// In an entry: the game whose moves it shows, for the rest of the session.
    case pickGame
    /// Anywhere: a one-shot command's screen, on top of the stack.
    case command
    /// In the list and an entry: the Pokémon marked caught in the game chosen, or unmarked.
    case mark
}

/// What a key means to the full screen, as `KeyMap.meaning` decides it.
enum KeyMeaning: Sendable, Equatable {
    case action(BrowseAction)
    /// In the list, a digit of a Pokédex number; in an entry, the section to go to.
    case digit(Int)
    /// Typed into the search's query.
    case text(Character)
    /// Pasted into the search's query, whole.
    case pasted(String)
    case deleteBackward
    /// A turn of the wheel where the pointer is.
    case wheel(up: Bool, at: MouseEvent)
    case click(MouseEvent)
    case none
}

/// What a key means to a prompt on the status line (`KeyMap.promptMeaning`).
enum PromptKey: Sendable, Equatable {
    /// Esc: it closes, asking nothing.
    case cancel
    case deleteBackward
    case text(Character)
    case pasted(String)
    /// Enter: what is typed or chosen is asked for.
    case submit
    /// ↑ ↓: back and forth in the history.
    case previous, next
    case none
}

/// The keys of the full-screen Pokédex, declared once: the controller asks it what a key does
/// on a screen; the footer's hints, the help screen (`?`) and the commands of line mode are
/// made from it.
package enum KeyMap {
    /// The kinds of screen whose keys differ.
    package enum Screen: Sendable, Equatable, CaseIterable {
        case list, entry, reference, search
        /// The entry beside the list, when Tab has given it the keys (hints only: the keys
        /// are the list's).
        case entryPane

        /// The kind of the screen on top (the list's when there is none).
        init(_ screen: PokedexPresentation.Screen?) {
            switch screen {
            case .list(let list) where list.focus == .entry: self = .entryPane
            case .list, nil: self = .list
            case .detail: self = .entry
            case .reference: self = .reference
            case .search: self = .search
            }
        }

        /// The screen whose keys it has.
        var keys: Self { self == .entryPane ? .list : self }
    }

    struct Binding {
        let action: BrowseAction
        let keys: [Key]
        /// The screens it works on; every screen when empty.
        var screens: [Screen] = []
    }

    private static let scrolling: [Screen] = [.entry, .reference]

    static let bindings: [Binding] = [
        Binding(action: .quit, keys: [.character("q"), .controlC]),
        Binding(action: .help, keys: [.character("?")]),
        Binding(action: .search, keys: [.character("/")]),
        Binding(action: .command, keys: [.character(":")]),
        Binding(action: .back, keys: [.backspace, .escape, .character("h"), .character("b")]),
        Binding(action: .up, keys: [.up, .character("k")]),
        Binding(action: .down, keys: [.down, .character("j")]),
        // In the list ← → turn pages; in an entry they choose a link.
        Binding(action: .pageUp, keys: [.pageUp, .left], screens: [.list]),
        Binding(action: .pageDown, keys: [.pageDown, .right, .character(" ")], screens: [.list]),
        Binding(action: .pageUp, keys: [.pageUp], screens: scrolling),
        Binding(action: .pageDown, keys: [.pageDown, .character(" ")], screens: scrolling),
        Binding(action: .pickGame, keys: [.character("g")], screens: [.entry]),
        Binding(action: .first, keys: [.home, .character("g")], screens: [.list, .reference]),
        Binding(action: .first, keys: [.home], screens: [.entry]),
        Binding(action: .last, keys: [.end, .character("G")], screens: [.list] + scrolling),
        Binding(action: .typeFilter, keys: [.character("t")], screens: [.list]),
        Binding(action: .focus, keys: [.tab, .backTab], screens: [.list]),
        Binding(action: .open, keys: [.enter]),
        Binding(action: .previousLink, keys: [.left, .backTab], screens: scrolling),
        Binding(action: .nextLink, keys: [.right, .tab], screens: scrolling),
        Binding(action: .hints, keys: [.character("f")], screens: scrolling + [.list]),
        Binding(action: .compare, keys: [.character("c")], screens: [.entry]),
        Binding(action: .shiny, keys: [.character("s")], screens: [.entry]),
        Binding(action: .mark, keys: [.character("m")], screens: [.list, .entry]),
    ]

    /// What `key` does on `screen`, if anything.
    static func action(for key: Key, on screen: Screen) -> BrowseAction? {
        bindings.first { ($0.screens.isEmpty || $0.screens.contains(screen)) && $0.keys.contains(key) }?.action
    }

    /// What any key means on `screen` (`typing`: into the search's query): an action of the
    /// map, a digit, text, or the mouse. Every key the full screen reads is decided here.
    static func meaning(of key: Key, on screen: Screen, typing: Bool = false) -> KeyMeaning {
        if quitsAnywhere(key) { return .action(.quit) }
        switch key {
        case .mouse(let event) where event.kind == .click: return .click(event)
        case .mouse(let event): return .wheel(up: event.kind == .wheelUp, at: event)
        default: break
        }
        if typing {
            switch key {
            case .character(let character): return .text(character)
            case .paste(let text): return .pasted(text)
            case .backspace: return .deleteBackward
            case .escape: return .action(.back)
            case .down, .tab: return .action(.focus)
            case .enter: return .action(.open)
            default: return .none
            }
        }
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII,
            screen == .list || (screen == .entry && digit > 0)
        {
            return .digit(digit)
        }
        return action(for: key, on: screen).map(KeyMeaning.action) ?? .none
    }

    /// What a key means to a prompt that takes text (`t`, `f`, `:`): each takes the meanings it
    /// has a use for and lets the others be. (`g`'s list of games moves by the list's keys.)
    static func promptMeaning(of key: Key) -> PromptKey {
        switch key {
        case .escape: .cancel
        case .backspace: .deleteBackward
        case .character(let character): .text(character)
        case .paste(let text): .pasted(text)
        case .enter: .submit
        case .up: .previous
        case .down: .next
        default: .none
        }
    }

    /// Whether `key` quits whatever has the keys, a prompt taking text included (Ctrl-C).
    static func quitsAnywhere(_ key: Key) -> Bool {
        key == .controlC
    }

    // MARK: - Help

    /// A row of the help screen: what it does, where (in the list, in an entry), and the
    /// actions it is, whose keys the bindings give (a test keeps every action in some row).
    /// A row of keys no action has (digits, Ctrl-Z) writes them itself.
    struct HelpRow {
        var scope: Phrase?
        let text: Phrase
        let actions: [BrowseAction]
        /// The screen whose bindings it shows.
        var screen = Screen.list
        /// Keys no binding holds, as written.
        var written: String?

        /// `↑ ↓  j k`: the keys of its actions on its screen, those with names first, then
        /// the characters; each key once.
        var keys: String {
            if let written { return written }
            var keys: [Key] = []
            for action in actions {
                for binding in bindings
                where binding.action == action && (binding.screens.isEmpty || binding.screens.contains(screen)) {
                    keys += binding.keys.filter { !keys.contains($0) }
                }
            }
            let named = Self.named.filter { keys.contains($0.key) }.map(\.label)
            let typed = keys.compactMap { key -> Character? in
                if case .character(let character) = key, character != " " { return character }
                return nil
            }
            // `g G`, `j k`: by letter, the small one first.
            .sorted { ($0.lowercased(), $0.isUppercase ? 1 : 0) < ($1.lowercased(), $1.isUppercase ? 1 : 0) }
            .map(String.init)
            let space = keys.contains(.character(" ")) ? ["Space"] : []
            return [named.joined(separator: " "), (typed + space).joined(separator: " ")].filter { !$0.isEmpty }
                .joined(separator: "  ")
        }

        /// The keys with names, as help writes them and in its order.
        static let named: [(key: Key, label: String)] = [
            (.up, "↑"), (.down, "↓"), (.pageUp, "PgUp"), (.pageDown, "PgDn"), (.home, "Home"), (.end, "End"),
            (.left, "←"), (.right, "→"), (.enter, "Enter"), (.tab, "Tab"), (.backTab, "Shift-Tab"),
            (.backspace, "Backspace"), (.escape, "Esc"), (.controlC, "Ctrl-C"),
        ]
    }

    static let helpRows: [HelpRow] = [
        HelpRow(text: .helpMove, actions: [.up, .down]),
        HelpRow(text: .helpPage, actions: [.pageUp, .pageDown]),
        HelpRow(text: .helpEnds, actions: [.first, .last]),
        HelpRow(text: .helpNumber, actions: [], written: "0-9"),
        HelpRow(text: .helpOpen, actions: [.open]),
        HelpRow(scope: .inTheList, text: .helpFocus, actions: [.focus]),
        HelpRow(scope: .inAnEntry, text: .helpLinks, actions: [.previousLink, .nextLink], screen: .entry),
        HelpRow(scope: .inAnEntry, text: .helpHints, actions: [.hints], screen: .entry),
        HelpRow(scope: .inAnEntry, text: .helpSections, actions: [], written: "1-9"),
        HelpRow(scope: .inAnEntry, text: .helpGame, actions: [.pickGame], screen: .entry),
        HelpRow(scope: .inAnEntry, text: .helpCompare, actions: [.compare], screen: .entry),
        HelpRow(scope: .inAnEntry, text: .helpShiny, actions: [.shiny], screen: .entry),
        HelpRow(text: .helpMark, actions: [.mark]),
        HelpRow(text: .helpBack, actions: [.back]),
        HelpRow(text: .helpSearch, actions: [.search]),
        HelpRow(text: .helpCommand, actions: [.command]),
        HelpRow(text: .helpType, actions: [.typeFilter]),
        HelpRow(text: .helpKeys, actions: [.help]),
        HelpRow(text: .helpQuit, actions: [.quit]),
        HelpRow(text: .helpStop, actions: [], written: "Ctrl-Z"),
    ]

    /// The help screen, in the reader's words, `width` columns wide: two columns where every
    /// row fits them (the keys' as wide as its widest), else each row's keys on a line and what
    /// they do wrapped under them.
    static func helpLines(labels: ScreenLabels = .english, width: Int = 200) -> [String] {
        let keys = helpRows.map { row in row.keys + (row.scope.map { " " + labels.say($0) } ?? "") }
        let texts = helpRows.map { labels.say($0.text) }
        let column = max(18, (keys.map(TextWidth.columns).max() ?? 0) + 1)
        let fits = zip(keys, texts).allSatisfy { 2 + column + TextWidth.columns($1) <= width }
        var lines = [labels.say(.keys), ""]
        for (key, text) in zip(keys, texts) {
            if fits {
                lines.append("  " + TextWidth.pad(key, to: column) + text)
            } else {
                lines.append("  " + key)
                lines += TextWidth.wrap(text, to: max(10, width - 6)).map { "      " + $0 }
            }
        }
        return lines
    }

    /// The same rows in a sentence, for `pokedex browse --help` (English, as all help is):
    /// `↑ ↓ or j k: move the cursor; …`.
    package static var helpSentence: String {
        let labels = ScreenLabels.english
        let rows = helpRows.map { row in
            let keys = row.keys.replacing("  ", with: " or ")
            return keys + (row.scope.map { " " + labels.say($0) } ?? "") + ": " + labels.say(row.text)
        }
        return "On a terminal: " + rows.joined(separator: "; ") + "."
    }

    // MARK: - Hints

    /// A key's hint in a footer: what it is called, the action whose keys it names, and when
    /// it is shown.
    struct Hint {
        enum Shown { case always, withPictures, withPanes }

        let phrase: Phrase
        let action: BrowseAction
        let shown: Shown

        init(_ phrase: Phrase, _ action: BrowseAction, _ shown: Shown = .always) {
            self.phrase = phrase
            self.action = action
            self.shown = shown
        }
    }

    /// Each kind of screen's footer, in order.
    static let footers: [Screen: [Hint]] = [
        .entry: [
            Hint(.hintScroll, .down), Hint(.hintLinks, .hints), Hint(.hintSections, .down), Hint(.hintGame, .pickGame),
            Hint(.hintOpen, .open), Hint(.hintCompare, .compare), Hint(.hintShiny, .shiny, .withPictures),
            Hint(.hintMark, .mark), Hint(.hintBack, .back), Hint(.hintKeys, .help), Hint(.hintQuit, .quit),
        ],
        .reference: [
            Hint(.hintScroll, .down), Hint(.hintLinks, .hints), Hint(.hintChoose, .nextLink), Hint(.hintOpen, .open),
            Hint(.hintBack, .back), Hint(.hintKeys, .help), Hint(.hintQuit, .quit),
        ],
        .search: [
            Hint(.hintMove, .down), Hint(.hintOpen, .open), Hint(.hintEdit, .search), Hint(.hintBack, .back),
            Hint(.hintQuit, .quit),
        ],
        .list: [
            Hint(.hintMove, .down), Hint(.hintOpen, .open), Hint(.hintEntry, .focus, .withPanes),
            Hint(.hintLinks, .hints, .withPanes), Hint(.hintSearch, .search), Hint(.hintType, .typeFilter),
            Hint(.hintMark, .mark), Hint(.hintKeys, .help), Hint(.hintQuit, .quit),
        ],
        .entryPane: [
            Hint(.hintScroll, .down), Hint(.hintOpen, .open), Hint(.hintList, .focus), Hint(.hintLinks, .hints),
            Hint(.hintSearch, .search), Hint(.hintKeys, .help), Hint(.hintQuit, .quit),
        ],
    ]

    /// The footer of `screen`: its main keys, each with the action it stands for, in the
    /// reader's words (`↑↓ move`, `↑↓ 移動`). `panes`: the list has the entry beside it, which
    /// Tab gives the keys to.
    static func hints(
        on screen: Screen, pictures: Bool = false, panes: Bool = false, labels: ScreenLabels = .english
    ) -> String {
        let hints = (footers[screen] ?? []).filter { hint in
            switch hint.shown {
            case .always: true
            case .withPictures: pictures
            case .withPanes: panes
            }
        }
        return hints.filter { hint in bindings.contains { $0.action == hint.action } }.map { labels.say($0.phrase) }
            .joined(separator: " · ")
    }

    /// `hints` in at most `width` columns: whole hints only, the last ones left out first;
    /// the first, `? keys` (which lists them all) and `q quit` kept, in any language.
    static func hints(fitting width: Int, _ text: String) -> String {
        var items = text.components(separatedBy: " · ")
        func isKept(_ item: String) -> Bool { item.hasPrefix("? ") || item == items.first }
        while items.count > 1, TextWidth.columns(items.joined(separator: " · ")) > width {
            let keep = items.last?.hasPrefix("q ") == true ? items.count - 1 : items.count
            guard let drop = items[..<keep].lastIndex(where: { !isKept($0) }) else {
                items.removeLast()
                continue
            }
            items.remove(at: drop)
        }
        return items.joined(separator: " · ")
    }

    // MARK: - Line mode

    /// Line mode's commands, with what they take; those that are a key's action say which.
    static let lineCommands: [(word: String, argument: String?, action: BrowseAction?)] = [
        ("list", nil, nil), ("next", nil, .pageDown), ("prev", nil, .pageUp), ("open", "<n or name>", .open),
        ("back", nil, .back), ("stack", nil, nil), ("help", nil, .help), ("quit", nil, .quit),
        ("/", "<query>", .search),
    ]

    /// `list, next, prev, open <n or name>, …, or any command that shows a screen (…)`.
    package static var lineCommandList: String {
        lineCommands.map { $0.word + ($0.argument.map { ($0.hasPrefix("<q") ? "" : " ") + $0 } ?? "") }
            .joined(separator: ", ")
            + ", or any command that shows a screen (show pikachu, search char, moves garchomp --game sv, "
            + "type fire, damage \"…\")"
    }
}
