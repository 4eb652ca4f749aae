import PokedexDomain
import Testing

@Suite struct NameKeyTests {
    @Test(arguments: [
        ("Mr. Mime", "mr-mime"), ("mr mime", "mr-mime"), ("MR-MIME", "mr-mime"),
        ("Farfetch'd", "farfetchd"), ("Farfetch’d", "farfetchd"),
        ("Nidoran♀", "nidoran-f"), ("nidoran f", "nidoran-f"), ("Nidoran♂", "nidoran-m"),
        ("Type: Null", "type-null"), ("Flabébé", "flabebe"), ("Mime Jr.", "mime-jr"),
        ("  Pikachu  ", "pikachu"), ("porygon_z", "porygon-z"), ("Ho-Oh", "ho-oh"),
    ])
    func spellingsOfOneNameShareAKey(spelling: String, key: String) {
        #expect(NameKey.make(spelling) == key)
    }

    @Test func keyOfPunctuationAloneIsEmpty() {
        #expect(NameKey.make(" .:'- ") == "")
    }

    @Test func nonLatinLettersAreKept() {
        #expect(NameKey.make("ピカチュウ") == "ピカチュウ")
        #expect(NameKey.make("피카츄") == "피카츄")
        #expect(NameKey.make("皮卡丘") == "皮卡丘")
    }

    @Test func lettersWithCaseAreLowercasedWhateverTheScript() {
        #expect(NameKey.make("ΠΙΚΑΤΣΟΥ") == "πικατσου")
        #expect(NameKey.make("Ǆemal Ödön") == "ǆemal-odon")
        #expect(NameKey.make("Ｐｉｋａ・ｃｈｕ") == "pika-chu")
    }

    /// Text that Unicode counts as the same name, however it was typed or pasted.
    @Test(arguments: [
        // Decomposed accents (macOS file names, many web pages) and precomposed ones.
        ("Flabe\u{301}be\u{301}", "Flabébé"), ("Pokémon", "Poke\u{301}mon"),
        ("Ho\u{308}hner", "Höhner"),
        // Full-width Latin and digits, as Japanese input methods type them.
        ("ＰＩＫＡＣＨＵ", "pikachu"), ("Ｍｒ．　Ｍｉｍｅ", "Mr. Mime"), ("Ｐｏｒｙｇｏｎ２", "Porygon2"),
        // Japanese: voiced kana decomposed, and half-width katakana.
        ("フシキ\u{3099}ダネ", "フシギダネ"), ("ﾋﾟｶﾁｭｳ", "ピカチュウ"), ("ｹﾞﾝｶﾞｰ", "ゲンガー"),
        // Korean written as separate jamo (NFD) and as syllables.
        ("\u{1111}\u{1175}\u{110F}\u{1161}\u{110E}\u{1172}", "피카츄"),
        // Zero-width characters anywhere: joiners, soft hyphens, byte-order marks.
        ("Pika\u{200B}chu", "Pikachu"), ("\u{FEFF}Bulbasaur", "bulbasaur"), ("Char\u{AD}izard", "Charizard"),
        ("Glu\u{200D}rak\u{FE0F}", "Glurak"), ("Ｇｌｕｒａｋ", "glurak"),
    ])
    func equivalentSpellingsShareAKey(typed: String, canonical: String) {
        #expect(NameKey.make(typed) == NameKey.make(canonical))
    }

    @Test func fullWidthNumbersAreIDs() {
        #expect(NameIndex.parseID("２５") == 25)
        #expect(NameIndex.parseID("＃０２５") == 25)
        #expect(NameIndex.parseID("2５x") == nil)
    }
}

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("pikachuu", "pikachu", 1), ("bulbsaur", "bulbasaur", 1), ("chramander", "charmander", 1),
        ("", "mew", 3), ("mew", "mew", 0), ("kitten", "sitting", 3),
    ])
    func distanceCountsEditsAndSwaps(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test func distanceBeyondTheLimitIsNil() {
        #expect(EditDistance.between("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.between("abc", "abcdefgh", limit: 2) == nil)
        #expect(EditDistance.between("kitten", "sitting", limit: 3) == 3)
    }
}

@Suite struct DisplayNameTests {
    @Test func defaultFormReadsAsTheSpecies() {
        #expect(
            DisplayName.forPokemon(
                name: "deoxys-normal", speciesName: "deoxys", speciesDisplayName: "Deoxys", isDefault: true) == "Deoxys"
        )
    }

    @Test func otherFormsAddTheirFormInBrackets() {
        #expect(
            DisplayName.forPokemon(
                name: "charizard-mega-x", speciesName: "charizard", speciesDisplayName: "Charizard", isDefault: false)
                == "Charizard (Mega X)")
        #expect(
            DisplayName.forPokemon(
                name: "mr-mime-galar", speciesName: "mr-mime", speciesDisplayName: "Mr. Mime", isDefault: false)
                == "Mr. Mime (Galar)")
    }
}
