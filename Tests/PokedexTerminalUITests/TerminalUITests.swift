import PokedexJSON
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
