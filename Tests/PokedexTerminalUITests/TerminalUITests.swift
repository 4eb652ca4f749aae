import PokedexJSON
import PokedexPresentation
import PokedexTerminalUI
import Testing

@Suite struct JSONValueTests {
    @Test func keysKeepTheirOrderAndStringsAreEscaped() {
        let value = JSONValue.object([
            ("z", .int(1)), ("a", .string("quote \" slash \\ tab \t nl \n esc \u{1B} c1 \u{85} é")),
            ("n", .null), ("b", .bool(false)), ("d", .double(0.7)), ("list", .array([.int(1), .double(100)])),
        ])
        #expect(
            value.serialized()
                == #"{"z":1,"a":"quote \" slash \\ tab \t nl \n esc \u001b c1 \u0085 é","n":null,"b":false,"d":0.7,"list":[1,100.0]}"#
        )
    }

    @Test func prettyPrintingIndentsByTwoSpaces() {
        let value = JSONValue.object([("a", .array([.int(1)])), ("b", .object([])), ("c", .array([]))])
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(JSONValue.array([.double(.nan), .double(.infinity)]).serialized() == "[null,null]")
    }
}

@Suite struct TextWidthTests {
    @Test func widthCountsCharactersNotBytes() {
        #expect(TextWidth.columns("Flabébé") == 7)
        #expect(TextWidth.columns("ピカチュウ") == 10)
        #expect(TextWidth.pad("Flabébé", to: 9) == "Flabébé  ")
    }

    @Test func truncationEndsInAnEllipsis() {
        #expect(TextWidth.truncate("Charizard (Mega X)", to: 10) == "Charizard…")
        #expect(TextWidth.truncate("Mew", to: 10) == "Mew")
        #expect(TextWidth.truncate("ピカチュウ", to: 5) == "ピカ…")
    }
}

@Suite struct ColorChoiceTests {
    @Test func flagWinsOverEverything() {
        #expect(
            ColorChoice.always.style(environment: ["NO_COLOR": "1", "TERM": "dumb"], stdoutIsTerminal: false) == .ansi)
        #expect(ColorChoice.never.style(environment: [:], stdoutIsTerminal: true) == .plain)
    }

    @Test func autoHonoursNoColorThenDumbTerminalsThenTheTTY() {
        #expect(ColorChoice.auto.style(environment: ["NO_COLOR": "1"], stdoutIsTerminal: true) == .plain)
        #expect(ColorChoice.auto.style(environment: ["NO_COLOR": ""], stdoutIsTerminal: true) == .ansi)
        #expect(ColorChoice.auto.style(environment: ["TERM": "dumb"], stdoutIsTerminal: true) == .plain)
        #expect(ColorChoice.auto.style(environment: ["TERM": "xterm"], stdoutIsTerminal: false) == .plain)
        #expect(ColorChoice.auto.style(environment: ["TERM": "xterm"], stdoutIsTerminal: true) == .ansi)
    }

    @Test func plainStyleWritesNoEscapes() {
        #expect(TerminalStyle.plain.bold("x") == "x")
        #expect(TerminalStyle.ansi.bold("x") == "\u{1B}[1mx\u{1B}[0m")
    }
}

@Suite struct SyncFailureTextTests {
    @Test func manyFailuresForOneReasonAreOneLine() {
        let failures =
            (1...2672).map { SyncViewModel.Failure(resource: "sprite \($0)", reason: "could not connect") }
            + [SyncViewModel.Failure(resource: "pokemon/1", reason: "HTTP 500")]
        let model = SyncViewModel(
            kind: .pictures, total: 2673, fetched: 0, skipped: 0, missing: 0, failures: failures, seconds: 1,
            interrupted: false)
        let lines = Renderer.render(.sync(model), options: RenderOptions(layout: .human, style: .plain, width: 80))
            .stdout
            .split(separator: "\n")
        #expect(lines.count == 3, "\(lines)")
        #expect(lines[1] == "  failed: 2672 for could not connect: sprite 1, sprite 2, sprite 3…")
        #expect(lines[2] == "  failed: pokemon/1: HTTP 500")
    }
}
