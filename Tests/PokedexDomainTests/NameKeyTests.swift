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

    /// A key never holds a tab or a newline (they separate keys in the lines a search reads):
    /// they part words, as a space does, in ASCII text and in any other.
    @Test func tabsAndNewlinesPartWordsAndNeverStayInAKey() {
        #expect(NameKey.make("mr\tmime") == "mr-mime")
        #expect(NameKey.make("mr\nmime\r\n") == "mr-mime")
        #expect(NameKey.make("ポッ\tチャマ\n") == "ポッ-チャマ")
        #expect(NameKey.make("é\u{2028}\u{85}x\ty") == "e-x-y")
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

    /// Any ASCII text's key is the rule said plainly, checked on random text: lowercase, the
    /// apostrophes, dots and colons dropped, every other mark a word break, the words joined by
    /// single dashes. Text that is a key already is its own.
    @Test func asciiTextsKeyIsItsWordsLowercasedAndJoinedByDashes() {
        let alphabet = Array("abzAZ09-- ._':`!\t/".unicodeScalars)
        var random = SeededRandom(seed: 2_026_1205)
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.below(14) { text.append(alphabet[random.below(alphabet.count)]) }
            let typed = String(text)
            let plain = typed.lowercased().filter { !"'`.:".contains($0) }
            let words = plain.split { !($0.isLetter || $0.isNumber) }
            #expect(NameKey.make(typed) == words.joined(separator: "-"), "\(typed.debugDescription)")
            let key = NameKey.make(typed)
            #expect(NameKey.make(key) == key)
        }
    }

    @Test func fullWidthNumbersAreIDs() {
        #expect(NameIndex.parseID("２５") == 25)
        #expect(NameIndex.parseID("＃０２５") == 25)
        #expect(NameIndex.parseID("2５x") == nil)
    }
}

@Suite struct NameKeysTests {
    /// A search that has `limit` direct matches looks for no misspelling (they come after
    /// every direct match): what it finds is the first `limit` of what a search with room for
    /// every match finds, over names made of a few syllables (so that prefixes, substrings and
    /// near misses abound), in two lists one after the other, for queries and limits of every size.
    @Test func aSearchWithItsLimitOfDirectMatchesIsTheFirstOfEveryMatch() {
        let syllables = ["char", "man", "der", "pi", "ka", "chu", "saur", "ivy", "mew", "é", "ポ"]
        var random = SeededRandom(seed: 2_026_1204)
        func name() -> String {
            (0..<(1 + random.below(3))).map { _ in syllables[random.below(syllables.count)] }.joined()
        }
        let first = NameKeys((0..<300).map { _ in [name(), name()] })
        let second = NameKeys((0..<200).map { _ in [name()] })
        let keys = NameKeys(concatenating: [first, second])
        for query in ["char", "cahr", "pika", "mewtwo", "chu", "saurr", "ka", "ポ", "zzzz", "charman"] {
            let every = keys.search(query, limit: 1_000)
            for limit in [1, 2, 5, 20, 60, 200] {
                let found = keys.search(query, limit: limit)
                #expect(found.map(\.position) == every.prefix(limit).map(\.position), "\(query) \(limit)")
                #expect(found.map(\.match) == every.prefix(limit).map(\.match), "\(query) \(limit)")
            }
        }
        // Some queries have misspellings beyond their direct matches, found with room for them.
        #expect(keys.search("cahr", limit: 1_000).contains { $0.match == .fuzzy })
        let few = NameKeys([["charm"], ["cher"], ["chart"]])
        #expect(few.search("char", limit: 5).map(\.position) == [0, 2, 1])
        #expect(few.search("char", limit: 5).map(\.match) == [.prefix, .prefix, .fuzzy])
        #expect(few.search("char", limit: 2).map(\.match) == [.prefix, .prefix])
    }

    @Test func eachThingKeepsItsDistinctNonEmptyKeysOwnFirst() {
        var builder = NameKeys.Builder()
        builder.add("Mr. Mime")
        builder.add("mr-mime")
        builder.add("...")
        builder.add("Barrierd")
        builder.endThing()
        builder.endThing()
        builder.add("Flabébé")
        builder.endThing()
        let keys = NameKeys(builder)
        #expect(keys.count == 3)
        #expect(keys.position(of: "MR MIME") == 0)
        #expect(keys.position(of: "barrierd") == 0)
        #expect(keys.position(of: "flabebe") == 2)
        // `mr-mime` is one key, not two: an exact match once.
        #expect(keys.search("mr mime", limit: 9).map(\.match) == [.exact])
    }

    @Test func searchRanksExactPrefixSubstringThenNearest() {
        let keys = NameKeys([["charmeleon"], ["char"], ["pokemon", "charm"], ["chat"], ["scharm"], ["xyz"]])
        let found = keys.search("char", limit: 9)
        #expect(found.map(\.position) == [1, 0, 2, 4, 3])
        #expect(found.map(\.match) == [.exact, .prefix, .prefix, .substring, .fuzzy])
        #expect(keys.search("char", limit: 2).map(\.position) == [1, 0])
        #expect(keys.search("!!", limit: 9).isEmpty)
    }

    @Test func lengthsAndDistancesCountScalarsNotBytes() {
        // Four letters may hold a typo; two may not, though `пи` is four bytes.
        let keys = NameKeys([["ポケモン"], ["пу"]])
        #expect(keys.search("ポケモソ", limit: 9).map(\.position) == [0])
        #expect(keys.search("пи", limit: 9).isEmpty)
        #expect(keys.search("пу", limit: 9).map(\.match) == [.exact])
        #expect(keys.suggestions(for: "ポケモ") == [0])
    }

    /// A search finds what comparing each key with the query finds: random names over a few
    /// letters (some of several bytes, so that hashed scalars share bits) against random
    /// queries and pieces of the names, ranked as one key at a time would rank them.
    @Test func aSearchFindsWhatComparingEachKeyFinds() {
        var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let letters = Array("abcdemn0ñポケ")
        func word() -> String { String((0..<(1 + next(9))).map { _ in letters[next(letters.count)] }) }
        let spellings = (0..<400).map { _ in (0..<(1 + next(2))).map { _ in word() } }
        // Three lists as one, as a search of several kinds of thing has them.
        let keys = NameKeys(
            concatenating: [spellings[..<130], spellings[130..<310], spellings[310...]].map { NameKeys(Array($0)) })
        let made = spellings.map { names in names.map { Array(NameKey.make($0).utf8) } }
        for round in 0..<300 {
            // A piece of a key, whole scalars, or a word of its own.
            let piece = Array(String(decoding: made[next(made.count)][0], as: UTF8.self).unicodeScalars)
            let cut = next(piece.count)
            let text =
                round.isMultiple(of: 2)
                ? NameKey.make(word()) : String(String.UnicodeScalarView(piece[cut...].prefix(1 + next(5))))
            let query = Array(text.utf8)
            let length = text.unicodeScalars.count
            let tolerance = length < 4 ? 0 : length <= 6 ? 1 : 2
            var direct: [(rank: Int, position: Int)] = []
            var fuzzy: [(distance: Int, position: Int)] = []
            for (position, own) in made.enumerated() {
                let ranks = own.compactMap { key -> Int? in
                    key == query ? 0 : key.starts(with: query) ? 1 : holds(key, query) ? 2 : nil
                }
                if let rank = ranks.min() {
                    direct.append((rank, position))
                    continue
                }
                let distances = own.map { String(decoding: $0, as: UTF8.self) }.compactMap { key -> Int? in
                    if let whole = EditDistance.between(text, key, limit: tolerance) { return whole }
                    guard tolerance > 0, key.unicodeScalars.count > length, key.utf8.first == query.first
                    else { return nil }
                    let start = String(String.UnicodeScalarView(key.unicodeScalars.prefix(length)))
                    return EditDistance.between(text, start, limit: tolerance)
                }
                if let nearest = distances.min() { fuzzy.append((nearest, position)) }
            }
            let matches: [SearchHit.Match] = [.exact, .prefix, .substring]
            let expected =
                direct.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map {
                    ($0.position, matches[$0.rank])
                }
                + fuzzy.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }.map { ($0.position, .fuzzy) }
            let found = keys.search(text, limit: 10_000)
            #expect(found.map(\.position) == expected.map(\.0), "\(text)")
            #expect(found.map(\.match) == expected.map(\.1), "\(text)")
            // Named exactly: own names first, then other spellings, each thing once.
            let own = made.indices.filter { made[$0][0] == query }
            let named = own + made.indices.filter { !own.contains($0) && made[$0].contains(query) }
            #expect(keys.positions(of: text) == named, "\(text)")
            #expect(named.isEmpty || keys.position(of: text) == named[0], "\(text)")
        }
    }

    /// Whether `key` holds `part`, byte for byte, as a search compares them.
    private func holds(_ key: [UInt8], _ part: [UInt8]) -> Bool {
        key.count >= part.count
            && (0...(key.count - part.count)).contains { key[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// A suggestion is a near miss, not half a word changed: two edits in a word of four
    /// letters suggest only a key that begins as it does (`nope` was 'lgpe', Let's Go's short
    /// name, and Cyclizar's German name, Mopex; `eevy` is still Eevee).
    @Test func aShortWordTwoEditsAwaySuggestsOnlyAKeyThatBeginsAsItDoes() {
        let keys = NameKeys([
            ["lets-go-pikachu-lets-go-eevee", "lgpe"], ["eevee"], ["sword-shield", "swsh", "sword", "shield"],
            ["cyclizar", "mopex"],
        ])
        #expect(keys.suggestions(for: "nope").isEmpty)
        #expect(keys.suggestions(for: "lgpf") == [0])
        #expect(keys.suggestions(for: "eevy") == [1])
        #expect(keys.suggestions(for: "sworf").first == 2)
    }

    @Test func concatenatedKeysCountOnFromTheFirstList() {
        let keys = NameKeys(concatenating: [NameKeys([["pound"], ["surf"]]), NameKeys([]), NameKeys([["surfing"]])])
        #expect(keys.count == 3)
        #expect(keys.search("surf", limit: 9).map(\.position) == [1, 2])
        #expect(keys.position(of: "surfing") == 2)
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

    /// A form's words in brackets after its species, as the games write them (`Pikachu (Phd)`
    /// and `Oricorio (Pom Pom)` were title-cased slugs).
    @Test(arguments: [
        ("charizard-mega-x", "charizard", "Charizard", "Charizard (Mega X)"),
        ("mr-mime-galar", "mr-mime", "Mr. Mime", "Mr. Mime (Galar)"),
        ("pikachu-phd", "pikachu", "Pikachu", "Pikachu (Ph. D.)"),
        ("oricorio-pom-pom", "oricorio", "Oricorio", "Oricorio (Pom-Pom)"),
    ])
    func otherFormsAddTheirFormInBrackets(name: String, species: String, speciesName: String, shown: String) {
        #expect(
            DisplayName.forPokemon(name: name, speciesName: species, speciesDisplayName: speciesName, isDefault: false)
                == shown)
    }

    /// ASCII slugs are title-cased byte by byte; every slug reads as Unicode's case mapping
    /// of each word between dashes would have it.
    @Test func titleCaseIsEachWordCapitalised() {
        func byWords(_ slug: String) -> String {
            slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }
        let slugs = [
            "solar-power", "mega-x", "type-null", "mr-mime", "a--b", "-leading", "trailing-", "", "-", "10-percent",
            "x", "already-Capital", "éclair-b", "ß-word", "ʻokina-x", "zz-top",
        ]
        for slug in slugs { #expect(DisplayName.titleCase(slug) == byWords(slug), "\(slug)") }
        #expect(DisplayName.titleCase("solar-power") == "Solar Power")
        #expect(DisplayName.titleCase("a--b") == "A B")
    }
}

/// Many names looked up together: each answered by the keys it is, own names first.
@Suite struct ManyNamesAtOnceTests {
    let keys = NameKeys([
        ["choice-scarf", "choicescarf"], ["leftovers"], ["scarf", "choice-scarf"], ["light-clay"], ["leftovers-2"],
    ])

    @Test func eachQueryGetsTheThingsWithItsKey() {
        let queries = ["Choice Scarf", "leftovers", "scarf", "nothing", "", "light clay", "LEFTOVERS", "choicescarf"]
        // Not `leftovers-2` for `leftovers`, nor `choice-scarf` for `scarf`: whole keys only.
        #expect(keys.positions(ofEach: queries) == [[0, 2], [1], [2], [], [], [3], [1], [0]])
        // Own names first, then other spellings; a thing once however many of its keys match.
        #expect(keys.positions(of: "choice-scarf") == [0, 2])
        #expect(keys.positions(ofEach: []) == [])
    }

    /// Many queries, found in one pass, find what each finds alone: over two lists of keys one
    /// after the other, with a query repeated, queries of one length and first byte, one
    /// longer than the pass compares (sought alone), and ones that are nothing.
    @Test func manyAtOnceFindWhatEachFindsAlone() {
        let long = String(repeating: "long", count: 20)
        let first = NameKeys([["bulbasaur", "bulbizarre"], ["ivysaur"], [long], ["a", "b"]])
        let second = NameKeys([["ivysaur", "herbizarre"], ["b", "a"], ["bulbasaur-2"], ["bulbasaur"]])
        let keys = NameKeys(concatenating: [first, second])
        let queries = [
            "ivysaur", "a", "b", "ivysaur", long, "c", "bulbizarre", "herbizarre", "bulbasaur-2", "bulbasaur", "",
            "x", "bulbasaurs",
        ]
        let alone = queries.map(keys.positions(of:))
        #expect(keys.positions(ofEach: queries) == alone)
        #expect(alone[0] == [1, 4] && alone[1] == [3, 5] && alone[2] == [5, 3] && alone[4] == [2])
        #expect(alone[9] == [0, 7] && alone[11].isEmpty)
    }

    /// Keys made elsewhere may repeat within a line (the builder drops repeats; a file need
    /// not): a thing counts once, as its first matching key has it.
    @Test func aThingIsFoundOnceHoweverManyOfItsKeysMatch() {
        let keys = NameKeys(lines: Array("a\ta\nb\ta\ta\nc\n".utf8))
        #expect(keys.positions(of: "a") == [0, 1])
        #expect(keys.positions(of: "c") == [2])
        #expect(keys.positions(ofEach: ["a", "c", "a"]) == [[0, 1], [2], [0, 1]])
    }

    /// The scan reads eight bytes at a time: every key is found wherever its tab or newline
    /// falls in a word, beside multi-byte letters and a stray control byte.
    @Test func everyKeyIsFoundAtEveryAlignment() {
        let letters = ["a", "b", "é", "ポ", "z"]
        var lines: [[String]] = []
        for line in 0..<40 {
            var keys = (0..<(line % 4 + 1)).map { key in
                NameKey.make(
                    (0..<((line * 7 + key * 3) % 19 + 1)).map { letters[($0 + line + key) % letters.count] }.joined())
            }
            // A byte no key is made of, which the scan must step over.
            if line % 5 == 0 { keys.append("x\u{1}y") }
            lines.append(keys)
        }
        let keys = NameKeys(lines: Array(lines.map { $0.joined(separator: "\t") }.joined(separator: "\n").utf8))
        let queries = Array(Set(lines.flatMap { $0 }.filter { !$0.contains("\u{1}") })).sorted()
        let expected = queries.map { query in
            let own = lines.indices.filter { lines[$0].first == query }
            return own + lines.indices.filter { !own.contains($0) && lines[$0].dropFirst().contains(query) }
        }
        #expect(keys.count == lines.count)
        #expect(queries.count > 60 && expected.allSatisfy { !$0.isEmpty })
        #expect(keys.positions(ofEach: queries) == expected)
    }

    /// Whitespace goes from both ends, Unicode's too; printable ASCII ends are kept as they are.
    @Test func whitespaceIsTrimmedFromBothEnds() {
        let cases = [
            ("pikachu", "pikachu"), ("  mr. mime\t", "mr. mime"), ("\u{3000}ピカチュウ\u{3000}", "ピカチュウ"),
            ("a", "a"), ("", ""), (" ", ""), ("\n\u{A0}x", "x"), ("é ", "é"), ("x\u{2003}", "x"),
        ]
        for (text, trimmed) in cases { #expect(text.trimmingWhitespace() == trimmed, "\(text.debugDescription)") }
    }

    /// Trimming on the bytes where it can gives what trimming characters gives, over random
    /// texts of ASCII and Unicode white space, CR LF, a combining mark or a prepended mark
    /// beside a space, and printable ASCII; and a control character is found on the bytes
    /// where scalars find it, C1 (two bytes) among them.
    @Test func whitespaceAndControlCharactersReadOnBytesAreReadOnCharacters() {
        let pieces = [
            "a", "-", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{3000}", "\u{301}", "\u{600}",
            "é", "\u{85}", "\u{9F}", "\u{1B}", "\u{7F}", "\u{C2}", "\u{1F}",
        ]
        func trimmedByCharacters(_ text: String) -> String {
            var characters = Substring(text)
            while let first = characters.first, first.isWhitespace { characters.removeFirst() }
            while let last = characters.last, last.isWhitespace { characters.removeLast() }
            return String(characters)
        }
        func controlByScalars(_ text: String, besides allowed: Set<Unicode.Scalar>) -> Bool {
            text.unicodeScalars.contains {
                ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) && !allowed.contains($0)
            }
        }
        var random = SeededRandom(seed: 0x7_12_1A)
        for _ in 0..<3000 {
            let text = (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let scalars = "\(Array(text.unicodeScalars))"
            #expect(text.trimmingWhitespace() == trimmedByCharacters(text), "\(scalars)")
            #expect(text.containsControlCharacter == controlByScalars(text, besides: []), "\(scalars)")
            #expect(
                Substring(text).containsControlCharacter(besides: ["\t", "\n"])
                    == controlByScalars(text, besides: ["\t", "\n"]), "\(scalars)")
        }
    }

    /// A list that finds names whole without its keys still finds through its keys what that
    /// misses (names older than the keys), and as a dashless id; what names nothing is nil.
    @Test func aNameTheExactLookupMissesIsFoundInTheKeys() {
        let things = ["Choice Scarf", "Leftovers", "Light Clay"]
        let keys = NameKeys(things.map { [NameKey.make($0)] })
        let list = NamedList<String>(
            keys: keys, read: { positions in positions.map { things[$0] } },
            exact: { texts in texts.map { $0 == "Leftovers" ? "Leftovers" : nil } })
        #expect(
            list.named(["Leftovers", "Light Clay", "nothing", "12"]) == ["Leftovers", "Light Clay", nil, nil])
        #expect(list.named(["choicescarf"], dashless: true) == ["Choice Scarf"])
        #expect(list.named(["choicescarf"]) == [nil])
    }

    @Test func aNamedListReadsAllItsAnswersTogether() {
        let list = NamedList(["Choice Scarf", "Leftovers", "Scarf", "Light Clay"]) { [NameKey.make($0)] }
        #expect(
            list.named(["leftovers", "Light Clay", "12", "nothing", "Leftovers"]) == [
                "Leftovers", "Light Clay", nil, nil, "Leftovers",
            ])
        #expect(list.named(["lightclay"], dashless: true) == ["Light Clay"])
        #expect(list.named(["lightclay"]) == [nil])
        #expect(list.named("Scarf") == "Scarf")
    }
}

/// Forms as people write them, and names no Pokémon has.
@Suite struct FormNameTests {
    @Test(arguments: [
        ("アローラロコン", "ロコン", "alola"), ("goupix-dalola", "goupix", "alola"), ("vulpix-de-alola", "vulpix", "alola"),
        ("메가리자몽x", "리자몽", "mega-x"), ("alola-vulpix", "vulpix", "alola"), ("超级喷火龙ｘ", "喷火龙", "mega-x"),
    ])
    func aFormsWordsAreSplitFromItsSpecies(typed: String, species: String, form: String) {
        let split = FormWords.split(NameKey.make(typed))
        #expect(
            split?.species == NameKey.make(species) && split?.form == form, "\(typed): \(String(describing: split))")
    }

    @Test func aNameOfMoreWordsThanAnyPokemonsIsNoFormAtOnce() {
        var asked: [String] = []
        let long = Array(repeating: "a", count: NameIndex.mostWords + 1).joined(separator: "-")
        #expect(
            NameIndex.form(long) { prefix in
                asked.append(prefix)
                return []
            } == nil)
        // Not one species looked for: its words are not tried split by split.
        #expect(asked.isEmpty)
        _ = NameIndex.form("a-b-c") { prefix in
            asked.append(prefix)
            return []
        }
        #expect(!asked.isEmpty)
    }
}

/// The parsers' byte-for-byte search finds what the string-processing library's `ranges(of:)`
/// and `split(separator:omittingEmptySubsequences: false)` find, on the separators they use.
@Suite struct TextSearchTests {
    @Test(arguments: [
        ("Garchomp vs. Heatran", " vs. "), ("a vs. b vs. c", " vs. "), (" vs. ", " vs. "), ("", " vs. "),
        ("aaaa", "aa"), ("aaa", "aa"), ("Pokémon é: 12 - 14: 3", ": "), ("x -- y after a and b", " and "),
        ("Rain and Sun and  and Snow", " and "), ("Flabébé in Rain", " in "), ("nothing here", "zz"),
        ("ends with :", ":"),
    ])
    func findsWhatRangesOfFinds(text: String, separator: String) {
        #expect(text.ranges(ofText: separator) == text.ranges(of: separator))
        let ours = text.split(byText: separator).map(String.init)
        let theirs = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        #expect(ours == theirs)
    }

    /// The last place a text stands, overlapping ones counted, as JavaScript's `lastIndexOf`.
    @Test func theLastRangeCountsOverlappingOnes() {
        func offset(_ text: String, _ needle: String) -> Int? {
            text.lastRange(ofText: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        }
        #expect(offset("Garchomp @ @ Leftovers", " @ ") == 10)
        #expect(offset("aaaa", "aa") == 2)
        #expect(offset("Pokémon @ Orb", " @ ") == 8)
        #expect(offset("none", " @ ") == nil)
        #expect(offset("", "a") == nil)
        #expect(offset("abc", "") == nil)
    }
}

@Suite struct ExactPositionTests {
    /// Over random lists of names (some shared between things, as an own name and as another
    /// spelling, some that make no key, some not ASCII), every query that is a key of one is
    /// found where the keys' table finds it, and one that is none is left to it.
    @Test func theNamesThemselvesAnswerAsTheKeysDo() {
        let words = [
            "sv", "scarlet", "Scarlet", "SCARLET", "violet", "red", "Red/Blue", "red-blue", "y", "x-y", "X",
            "Pokémon Scarlet", "flabébé", "Flabebe", "…", "'", "  ", "mr. mime", "mr-mime", "Let’s Go", "lets-go",
        ]
        var random = SeededRandom(seed: 20_261_204)
        for _ in 0..<300 {
            let spellings = (0..<(1 + random.below(6))).map { _ in
                (0..<(1 + random.below(4))).map { _ in random.pick(words) }
            }
            let keys = NameKeys(spellings)
            for query in words + ["nothing", "scarletviolet", " Scarlet ", ""] {
                let exact = NameKeys.exactPosition(of: query, in: spellings)
                if let exact {
                    #expect(exact == keys.position(of: query), "\(query) in \(spellings)")
                } else {
                    // Only a compact spelling (its dashes dropped), if anything, is left to the keys.
                    let key = NameKey.make(query)
                    #expect(!spellings.joined().contains { NameKey.make($0) == key && !key.isEmpty }, "\(query)")
                }
            }
        }
    }
}
