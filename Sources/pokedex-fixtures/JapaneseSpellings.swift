import Foundation
import PokedexDomain

/// Each place's two Japanese names made one style each: `ja` as the kanji games write it,
/// `ja-Hrkt` as the kana games do (`JapaneseSpellingTable`). PokeAPI and PKHeX mix the two:
/// PKHeX's Scarlet/Violet and Legends: Z-A lists are kanji, its Legends: Arceus and Sword/Shield
/// lists kana, and PokeAPI's kana names of Unova are kanji. A name is respelled part by part
/// (`しるしの木立ち（北１番エリアから）`: the place, then the place it is entered from).
enum JapaneseSpellings {
    private static let kanjiOf = table(JapaneseSpellingTable.kanjiOfKana)
    private static let kanaOf = table(JapaneseSpellingTable.kanaOfKanji)

    private static func table(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "|", maxSplits: 1).map { $0.trimmingSpaces }
            if cells.count == 2, !cells[0].isEmpty, !cells[1].isEmpty { table[cells[0]] = cells[1] }
        }
        return table
    }

    /// `place` with its Japanese names respelled; a place with neither is as it was.
    static func respelled(_ place: Place) -> Place {
        let kanji = place.names[.ja] ?? place.names[.jaHrkt]
        let kana = place.names[.jaHrkt] ?? place.names[.ja]
        guard let kanji, let kana else { return place }
        var names = place.names
        names[.ja] = respelled(kanji, by: kanjiOf)
        names[.jaHrkt] = respelled(kana, by: kanaOf)
        return Place(
            kind: place.kind, id: place.id, name: place.name, locationID: place.locationID, region: place.region,
            names: names)
    }

    /// A game's kana name (`ソード: 鎧の孤島` → `ソード: よろいの ことう`): each part between `: `
    /// and `/` respelled.
    static func kana(game name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).map { version in
            version.components(separatedBy: ": ").map { kanaOf[$0] ?? $0 }.joined(separator: ": ")
        }.joined(separator: "/")
    }

    /// `name` with each of its parts found in `table` replaced: parts are what brackets and
    /// `・` separate, a trailing `から` (entered from) kept after its place.
    static func respelled(_ name: String, by table: [String: String]) -> String {
        if let whole = table[name] { return whole }
        var result = ""
        var part = ""
        func flush() {
            let from = "から"
            if part.hasSuffix(from), let place = table[String(part.dropLast(from.count))] {
                result += place + from
            } else {
                result += table[part] ?? part
            }
            part = ""
        }
        for character in name {
            if "（）()・".contains(character) {
                flush()
                result.append(character)
            } else {
                part.append(character)
            }
        }
        flush()
        return result
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
