import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexSnapshotTesting
import Testing

@testable import PokedexTerminalUI

/// Pictures made here, pixel by pixel: the half blocks (24-bit and 256 colours) and the image
/// protocols' escapes against golden files, where ESC is written `␛` to be read.
@Suite struct PictureTextTests {
    static let red = [UInt8(220), 30, 40, 255]
    static let blue = [UInt8(20), 60, 200, 255]
    static let clear = [UInt8(0), 0, 0, 0]
    static let faint = [UInt8(255), 255, 255, 100]  // alpha below 128: not drawn

    /// 6×5 with a transparent margin: after cropping, 4×4 with every kind of cell.
    static let picture: Picture = {
        let rows: [[[UInt8]]] = [
            [clear, clear, clear, clear, clear, faint],
            [clear, red, red, clear, blue, clear],
            [clear, blue, clear, clear, red, clear],
            [clear, clear, red, blue, blue, clear],
            [clear, red, clear, clear, clear, clear],
        ]
        return Picture(width: 6, height: 5, rgba: rows.flatMap { $0.flatMap { $0 } })!
    }()

    static func sprite(_ picture: Picture = picture, png: [UInt8] = Array(0..<200)) -> Sprite {
        Sprite(variant: .front, url: "https://example.invalid/1.png", png: png, picture: picture)
    }

    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "␛").replacingOccurrences(of: "\u{07}", with: "␇")
    }

    @Test func halfBlocksInBothColourDepthsMatchTheirGoldenFiles() throws {
        let truecolor = try #require(
            FittedPicture.make(Self.sprite(), mode: .blocks(.trueColor), maxColumns: 80))
        #expect(truecolor.columns == 4 && truecolor.rows == 2)
        assertSnapshot(Self.visible(truecolor.lines.joined(separator: "\n")), named: "picture-truecolor")
        let palette = try #require(FittedPicture.make(Self.sprite(), mode: .blocks(.palette256), maxColumns: 80))
        assertSnapshot(Self.visible(palette.lines.joined(separator: "\n")), named: "picture-256")
    }

    @Test func cellsFollowTheHalfBlockRules() throws {
        let lines = try #require(FittedPicture.make(Self.sprite(), mode: .blocks(.trueColor), maxColumns: 80)).lines
        let plain = lines.map { line in
            // Keep the glyphs only.
            var text = ""
            var inEscape = false
            for character in line {
                if character == "\u{1B}" {
                    inEscape = true
                } else if inEscape {
                    inEscape = character != "m"
                } else {
                    text.append(character)
                }
            }
            return text
        }
        // Row pair 1–2: red over blue, red over nothing, nothing over nothing, blue over red.
        // Row pair 3–4: nothing over red, red over nothing, blue over nothing, blue over nothing.
        #expect(plain == ["▀▀ ▀", "▄▀▀▀"])
        #expect(lines[0].hasPrefix("\u{1B}[38;2;220;30;40m\u{1B}[48;2;20;60;200m▀"))
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func aPictureWiderThanTheRoomIsScaledDownByABoxFilter() throws {
        // 8×2 alternating red and blue columns, narrowed to 4: each cell averages a pair.
        var rgba: [UInt8] = []
        for _ in 0..<2 { for x in 0..<8 { rgba += x % 2 == 0 ? Self.red : Self.blue } }
        let wide = try #require(Picture(width: 8, height: 2, rgba: rgba))
        let fitted = try #require(FittedPicture.make(Self.sprite(wide), mode: .blocks(.trueColor), maxColumns: 4))
        #expect(fitted.columns == 4 && fitted.rows == 1)
        #expect(fitted.lines[0].hasPrefix("\u{1B}[38;2;120;45;120m▀▀▀▀"))
    }

    @Test func nothingOpaqueDrawsNothing() throws {
        let empty = try #require(Picture(width: 2, height: 2, rgba: Self.clear + Self.faint + Self.clear + Self.clear))
        #expect(FittedPicture.make(Self.sprite(empty), mode: .blocks(.trueColor), maxColumns: 80) == nil)
        #expect(FittedPicture.make(Self.sprite(), mode: .none, maxColumns: 80) == nil)
    }

    @Test func theNearest256ColourIsTheCubeOrTheGreyRamp() {
        #expect(RGB(red: 255, green: 0, blue: 0).nearest256 == 196)
        #expect(RGB(red: 0, green: 0, blue: 0).nearest256 == 16)
        #expect(RGB(red: 128, green: 128, blue: 128).nearest256 == 244)
        #expect(RGB(red: 95, green: 135, blue: 255).nearest256 == 69)
    }

    @Test func kittyAndITermEscapesMatchTheirGoldenFiles() throws {
        // Enough bytes for kitty's base64 to need three chunks.
        let png = (0..<7000).map { UInt8($0 % 251) }
        let kitty = try #require(FittedPicture.make(Self.sprite(png: png), mode: .kitty, maxColumns: 80))
        #expect(kitty.columns == 4 && kitty.rows == 2)
        assertSnapshot(Self.visible(kitty.lines.joined(separator: "\n")), named: "picture-kitty")
        let iterm = try #require(
            FittedPicture.make(Self.sprite(png: Array(png.prefix(60))), mode: .iterm, maxColumns: 80))
        assertSnapshot(Self.visible(iterm.lines.joined(separator: "\n")), named: "picture-iterm")
    }

    @Test func base64MatchesTheRFCExamples() {
        for (text, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")] {
            #expect(Base64.encode(Array(text.utf8)) == encoded)
        }
    }

    @Test func theProtocolComesFromTheTerminalAndNeverWithoutColour() {
        let on = TerminalStyle.ansi
        #expect(ImageProtocolChoice.auto.mode(environment: ["TERM": "xterm-kitty"], style: on) == .kitty)
        #expect(ImageProtocolChoice.auto.mode(environment: ["KITTY_WINDOW_ID": "3"], style: on) == .kitty)
        #expect(ImageProtocolChoice.auto.mode(environment: ["TERM_PROGRAM": "WezTerm"], style: on) == .iterm)
        #expect(
            ImageProtocolChoice.auto.mode(environment: ["COLORTERM": "truecolor"], style: on) == .blocks(.trueColor))
        #expect(ImageProtocolChoice.auto.mode(environment: [:], style: on) == .blocks(.palette256))
        #expect(ImageProtocolChoice.kitty.mode(environment: [:], style: .plain) == .none)
        #expect(ImageProtocolChoice.none.mode(environment: ["TERM": "xterm-kitty"], style: on) == .none)
    }

    @Test func spriteCardsStandSideBySideAndWrap() {
        let cards = [1, 4, 7].map { id in
            PictureCard(
                PokemonPicture(
                    pokemon: PokemonSummary(
                        id: id, name: "mon-\(id)", speciesID: id, speciesName: "mon-\(id)", displayName: "Mon \(id)",
                        types: ["normal"], isDefault: true),
                    variant: .front, sprite: Self.sprite()),
                displayName: "Mon \(id)")
        }
        var options = RenderOptions(format: .text, layout: .human, style: .ansi, width: 24)
        options.pictures = .blocks(.palette256)
        let text = Renderer.render(.content(PicturesViewModel(cards: cards, isRandom: false)), options: options).stdout
        assertSnapshot(Self.visible(text), named: "pictures-side-by-side-24")
        options.pictures = .none
        options.style = .plain
        #expect(
            Renderer.render(.content(PicturesViewModel(cards: cards, isRandom: false)), options: options).stdout
                == "Mon 1 #0001\nMon 4 #0004\nMon 7 #0007\n")
    }
}
