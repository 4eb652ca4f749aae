import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Synchronization
import Testing

@testable import PokedexBrowse

@Suite struct KeyMapTests {
    /// The keys the controller once decided itself are the map's: a paste is typed into the
    /// search's query whole (and means nothing elsewhere), and Ctrl-C quits even a prompt.
    @Test func pasteAndCtrlCAreDecidedByTheMap() {
        #expect(KeyMap.meaning(of: .paste("pika chu"), on: .search, typing: true) == .pasted("pika chu"))
        #expect(KeyMap.meaning(of: .paste("pika"), on: .list) == .none)
        #expect(KeyMap.quitsAnywhere(.controlC))
        #expect(!KeyMap.quitsAnywhere(.character("q")))
        #expect(KeyMap.meaning(of: .controlC, on: .search, typing: true) == .action(.quit))
    }

    /// `browse --help`'s sentence is the help screen's rows: each row's keys and what they do.
    @Test func theHelpSentenceSaysEveryRowOfTheHelpScreen() {
        let sentence = KeyMap.helpSentence
        for row in KeyMap.helpRows {
            let keys = row.keys.replacing("  ", with: " or ")
            let text = ScreenLabels.english.say(row.text)
            #expect(sentence.contains(keys) && sentence.contains(text), "\(row.keys): \(text)")
        }
        #expect(sentence.contains("m: mark it caught"))
    }

    @Test func everyActionHasAKeyAndARowOnTheHelpScreen() {
        for action in BrowseAction.allCases {
            #expect(
                KeyMap.Screen.allCases.contains { screen in
                    KeyMap.bindings.contains {
                        $0.action == action && ($0.screens.isEmpty || $0.screens.contains(screen))
                    }
                }, "\(action) has no key")
            #expect(KeyMap.helpRows.contains { $0.actions.contains(action) }, "\(action) is not on the help screen")
        }
    }

    /// The help screen writes every key a binding has, from the bindings: none is left out
    /// for want of a name to write it by.
    @Test func everyBoundKeyIsOnItsActionsHelpRow() {
        for binding in KeyMap.bindings {
            let rows = KeyMap.helpRows.filter { $0.actions.contains(binding.action) }
            for key in binding.keys {
                let written: String
                switch key {
                case .character(" "): written = "Space"
                case .character(let character): written = String(character)
                default:
                    guard let named = KeyMap.HelpRow.named.first(where: { $0.key == key }) else {
                        Issue.record("\(key) has no name on the help screen")
                        continue
                    }
                    written = named.label
                }
                let words = rows.flatMap { $0.keys.split(separator: " ").map(String.init) }
                #expect(words.contains(written), "\(key) of \(binding.action) is not on its help row")
            }
        }
    }

    @Test func aKeyMeansOneThingOnAScreen() {
        for screen in KeyMap.Screen.allCases {
            var seen: [Key] = []
            for binding in KeyMap.bindings where binding.screens.isEmpty || binding.screens.contains(screen) {
                for key in binding.keys {
                    #expect(!seen.contains(key), "\(key) is bound twice on \(screen)")
                    seen.append(key)
                }
            }
        }
        #expect(KeyMap.action(for: .left, on: .list) == .pageUp)
        #expect(KeyMap.action(for: .left, on: .entry) == .previousLink)
        #expect(KeyMap.action(for: .character("t"), on: .entry) == nil)
    }

    @Test func lineModeCommandsAndHintsComeFromTheMap() {
        #expect(LineBrowser.commands.hasPrefix("list, next, prev, open <n or name>, back"))
        #expect(
            LineBrowser.commands.hasSuffix(
                "or any command that shows a screen (show pikachu, search char, moves garchomp --game sv, type fire, damage \"…\")"
            ))
        #expect(
            KeyMap.lineCommands.compactMap(\.action).allSatisfy { action in
                KeyMap.bindings.contains { $0.action == action }
            })
        // A narrow footer leaves out whole hints, the last first, and keeps `? keys` and `q quit`.
        let hints = KeyMap.hints(on: .entry, pictures: true)
        #expect(KeyMap.hints(fitting: 200, hints) == hints)
        let narrow = KeyMap.hints(fitting: 60, hints)
        #expect(narrow.count <= 60)
        #expect(narrow.hasPrefix("↑↓ scroll · f links"))
        #expect(narrow.hasSuffix("? keys · q quit"))
        #expect(KeyMap.hints(fitting: 5, hints) == "↑↓ scroll")
        #expect(KeyMap.hints(on: .entry, pictures: true).contains("s shiny"))
        #expect(!KeyMap.hints(on: .entry, pictures: false).contains("s shiny"))
    }

    /// Every kind of screen has a footer ending in the key that quits, and the kind of the screen on
    /// top is read once: the entry beside the list has its own footer but the list's keys.
    @Test func everyKindOfScreenHasItsFooterAndItsKeys() {
        for screen in KeyMap.Screen.allCases {
            #expect(KeyMap.hints(on: screen).hasSuffix("q quit"), "\(screen)")
        }
        var list = ListScreen()
        #expect(KeyMap.Screen(.list(list)) == .list)
        list.focus = .entry
        #expect(KeyMap.Screen(.list(list)) == .entryPane)
        #expect(KeyMap.Screen(.list(list)).keys == .list)
        #expect(KeyMap.Screen(.detail(DetailScreen(query: "eevee"))) == .entry)
        #expect(KeyMap.Screen(.reference(ReferenceScreen(route: .games(name: nil)))) == .reference)
        #expect(KeyMap.Screen(nil) == .list)
        // The list's footer names Tab only where the entry is beside it.
        #expect(KeyMap.hints(on: .list, panes: true).contains("⇥"))
        #expect(!KeyMap.hints(on: .list, panes: false).contains("⇥"))
    }

    /// The footer in the reader's words, fitted by the columns its letters take (a kana is two).
    @Test func theFooterIsInTheReadersLanguageAndFitsByColumns() async {
        let japanese = ScreenLabels(language: .ja)
        let hints = KeyMap.hints(on: .entry, pictures: true, labels: japanese)
        #expect(hints.hasPrefix("↑↓ スクロール · f リンク"))
        #expect(!hints.contains("scroll"))
        let narrow = KeyMap.hints(fitting: 40, hints)
        #expect(TextWidth.columns(narrow) <= 40, "\(narrow)")
        #expect(narrow.hasPrefix("↑↓ スクロール"))
        #expect(narrow.hasSuffix("? キー · q 終了"), "\(narrow)")
        var terminal = FakeTerminal(width: 160, height: 30)
        terminal.controller.labels = japanese
        await terminal.start()
        let frame = BrowseRenderer.frame(
            terminal.controller.state, width: 160, height: 30, style: .plain, labels: japanese)
        #expect(frame.last?.hasPrefix("↑↓ 移動 · ⏎ 開く") == true, "\(frame.last ?? "")")
        #expect(frame.contains { $0.contains("画像オフ") }, "the picture pane's placeholder")
    }

    /// The help screen, the prompts and the messages are in the reader's words too, the keys'
    /// column as wide as its widest (in columns).
    @Test func helpPromptsAndMessagesAreInTheReadersLanguage() async {
        let japanese = ScreenLabels(language: .ja)
        let help = KeyMap.helpLines(labels: japanese)
        #expect(help[0] == "キー")
        // The keys' column: as wide as the widest keys, a space more.
        let column =
            (KeyMap.helpRows.map { row in row.keys + (row.scope.map { " " + japanese.say($0) } ?? "") }
                .map(TextWidth.columns).max() ?? 0) + 1
        #expect(help.contains("  " + TextWidth.pad("Ctrl-C  q", to: column) + "終了"), "\(help)")
        #expect(help.count == KeyMap.helpRows.count + 2)
        #expect(help.contains { $0.hasPrefix("  f （図鑑で）") && $0.hasSuffix("各リンクに文字（一覧の横の図鑑も）：それを入力") })
        #expect(KeyMap.helpLines()[2].hasPrefix("  ↑ ↓  j k   ") && KeyMap.helpLines()[2].hasSuffix(" move the cursor"))
        var terminal = FakeTerminal(width: 80, height: 24)
        terminal.controller.labels = ScreenLabels(language: .fr)
        await terminal.start()
        await terminal.press(.enter, .character("f"))
        #expect(
            terminal.frame.last?.hasPrefix(
                "Ouvrir\u{202F}: ▏ (tapez les lettres d’un lien\u{202F}; Échap\u{202F}: aucun)") == true)
        await terminal.press(.character("9"))
        #expect(
            terminal.frame.last?.hasPrefix("Aucun lien n’est marqué «\u{202F}9\u{202F}».") == true,
            "\(terminal.frame.last ?? "")")
        await terminal.press(.backspace, .character("/"))
        #expect(terminal.frame[0].hasSuffix(" › Recherche\u{202F}: "), "\(terminal.frame[0])")
        #expect(terminal.frame.contains("Tapez un nom, dans n’importe quelle langue."))
    }
}
