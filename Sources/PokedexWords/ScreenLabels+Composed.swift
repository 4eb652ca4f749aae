import PokedexDomain

// Phrases whose English is worded apart from the other languages' (`95 power` where French
// writes `Puissance 95`; `With Levitate` where Japanese writes the ability alone). The views
// call these; which wording a language takes is decided here, with the words.

extension ScreenLabels {
    /// A move's value with its name: `95 power`, `80% accuracy`, `Fire type`, `30% effect
    /// chance`; `Puissance 95`, `いりょく 95`. `value` is written as it is (a percent already
    /// formatted with `percent`, a type already named with `type`).
    package func moveValue(_ name: Phrase, _ value: String) -> String {
        guard language == .en else { return say(name) + " " + value }
        let word =
            switch name {
            case .power: "power"
            case .accuracy: "accuracy"
            case .chance: "effect chance"
            case .pp: "PP"
            case .type: "type"
            default: name.rawValue.lowercased()
            }
        return value + " " + word
    }

    /// `Learned by · Scarlet/Violet`, `Apprise par · Écarlate/Violet` (English wrote
    /// `Learned by in Scarlet/Violet`).
    package func learnedBy(in game: String?) -> String {
        guard let game else { return say(.learnedBy) }
        return say(.learnedBy) + " · " + game
    }

    /// That no Pokémon learns the move (in `game`): `No Pokémon learns it in Yellow.`
    package func noneLearn(in game: String?) -> String {
        game.map { say(.noneLearnItIn, $0) } ?? say(.noneLearnIt)
    }

    /// Where a Pokémon learns a move from: ` (from Pichu)`, ` (egg, from Pichu)`; elsewhere
    /// ` (de Pichu)`, the egg not said.
    package func learnedFrom(_ name: String, egg: Bool = false) -> String {
        guard language == .en else { return parenthesized(say(.from) + " " + name) }
        return egg ? " (egg, from \(name))" : " (from \(name))"
    }

    /// ` · level 50`, ` · N. 50`: the level after a Pokémon's name.
    package func atLevel(_ level: Int) -> String {
        language == .en ? " · level \(level)" : " · \(self.level) \(level)"
    }

    /// A type chart's row label: `×2 against  `, `×½ from     ` in English, where one list
    /// holds both ways; `×2  ` elsewhere, where the section's title says which way.
    package func multiplier(_ multiplier: String, attacking: Bool) -> String {
        guard language == .en else { return multiplier + "  " }
        let way = attacking ? "against" : "from"
        return multiplier + " " + way + String(repeating: " ", count: 9 - way.count)
    }

    /// `Attacking as Fire`, `Attaque · Feu`.
    package func attacking(as type: String) -> String {
        (language == .en ? "Attacking as " : say(.attacking) + " · ") + type
    }

    /// `Defending, both types`, `Défense · Sol/Vol`.
    package func defending(_ first: String, _ second: String) -> String {
        language == .en ? "Defending, both types" : say(.defending) + " · " + first + "/" + second
    }

    /// How many Pokémon have the type (`both`: the two types): `12 Pokémon have this type.`,
    /// `Pokémon : 12`.
    package func pokemonCount(_ count: Int, both: Bool) -> String {
        guard language == .en else { return say(.pokemon) + colon + "\(count)" }
        return "\(count) Pokémon have " + (both ? "both types." : "this type.")
    }

    /// What an ability changes, headed by it: `With Levitate`; the ability alone elsewhere.
    package func with(ability name: String) -> String {
        language == .en ? "With " + name : name
    }

    /// A hidden ability's mark: ` (H)` as Smogon writes it in English; the word elsewhere.
    package var hiddenMark: String {
        language == .en ? " (H)" : parenthesized(say(.hidden))
    }

    /// What a comparison's type defences show: ` (where they differ)` in English; nothing
    /// elsewhere.
    package var whereTheyDiffer: String {
        language == .en ? " (where they differ)" : ""
    }

    /// `in Scarlet/Violet` in English; the game's name alone elsewhere (`スカーレット・バイオレット`).
    package func inGame(_ game: String, english: String) -> String {
        language == .en ? "in " + english : self.game(game, english: english)
    }

    /// A section's versions: `Red, Blue` (PokeAPI's English names, `Red (Japan)` among them);
    /// `赤、青`, Japan's own releases told apart as in English: `赤 (日本)`.
    package func versions(_ names: [String], english: [String]) -> String {
        guard language != .en else { return english.joined(separator: ", ") }
        return zip(names, english).map { name, english in
            version(name, english: english) + (name.hasSuffix("-japan") ? parenthesized(say(.japan)) : "")
        }.joined(separator: separator)
    }

    /// ` · moves in ` before a learnset's game; ` · わざ · ` in other languages, whose order
    /// differs. The full screen finds a learnset's heading by it.
    package var movesIn: String {
        language == .en ? " · moves in " : " · " + say(.moves) + " · "
    }

    /// `where to find it in Sword/Shield by Surf`; `出現場所 · ソード/シールド` (the way is not
    /// said): the version or game shown, `place` in the language, `english` in English.
    package func whereToFindIt(in place: String?, english: String?, by method: String?) -> String {
        guard language == .en else { return say(.whereFound) + (place.map { " · " + $0 } ?? "") }
        return "where to find it" + (english.map { " in " + $0 } ?? "")
            + (method.map { " by " + DisplayName.titleCase($0) } ?? "")
    }
}
