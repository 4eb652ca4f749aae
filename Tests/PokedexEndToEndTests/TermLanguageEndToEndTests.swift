import Foundation
import PokedexCommandTesting
import PokedexDomain
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Testing

/// Move, ability, item and nature screens in the reader's language, from the bundled names:
/// one-shot, in a learnset's rows, and while browsing.
@Suite struct TermLanguageEndToEndTests {
    @Test(arguments: [
        ("ja", ["１０まんボルト", "ふゆう", "たべのこし", "いじっぱり"]),
        ("ko", ["10만볼트", "부유", "먹다남은음식", "고집"]),
        ("zh-hans", ["十万伏特", "飘浮", "吃剩的东西", "固执"]),
        ("fr", ["Tonnerre", "Lévitation", "Restes", "Rigide"]),
    ])
    func namesAreInTheChosenLanguage(language: String, names: [String]) async throws {
        let commands = [
            ["move", "thunderbolt"], ["ability", "levitate"], ["item", "leftovers"], ["nature", "adamant"],
        ]
        for (command, name) in zip(commands, names) {
            let result = try await InProcessPokedex.run(command + ["--lang", language, "--json", "--offline"])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSON(result.stdout)
            let object = (json as? [[String: Any]])?.first ?? json as? [String: Any]
            #expect(object?["display_name"] as? String == name, "\(command) in \(language)")
            #expect(object?["name"] as? String == command[1], "the PokeAPI name stays")
        }
    }

    /// What PokeAPI names in too few languages is named from the guides (a move's target, an
    /// Italian generation); a move the language has no name for is marked `(en)` in a table;
    /// `damage`'s JSON names its move in the language beside Smogon's English line.
    @Test func wordsPokeAPILacksAreNamedOrMarked() async throws {
        let italian = try await InProcessPokedex.runOnTerminal(
            ["move", "surf", "--lang", "it", "--offline", "--color", "never"], columns: 100)
        #expect(italian.stdout.contains("Acqua · Speciale · Generazione I\n"), "\(italian.stdout)")
        #expect(italian.stdout.contains("Bersaglio    Tutti gli altri Pokémon\n"), "\(italian.stdout)")
        let target = try await InProcessPokedex.runOnTerminal(
            ["move", "earthquake", "--lang", "ko", "--offline", "--color", "never"], columns: 100)
        #expect(target.stdout.contains("자신 이외 전체"), "\(target.stdout)")
        let chinese = try await InProcessPokedex.runOnTerminal(
            ["moves", "pikachu", "--game", "sv", "--lang", "zh-hans", "--offline", "--color", "never"], columns: 100)
        #expect(
            chinese.stdout.contains("TM20  起草 ") && !chinese.stdout.contains("Trailblaze"),
            "the games' own name: \(chinese.stdout)")
        let korean = try await InProcessPokedex.runOnTerminal(
            ["games", "--lang", "ko", "--offline", "--color", "never"], columns: 120)
        #expect(korean.stdout.contains("스칼렛: 벽의 가면/바이올렛: 벽의 가면") && !korean.stdout.contains("(en)"))
        let chineseGames = try await InProcessPokedex.runOnTerminal(
            ["games", "--lang", "zh-hans", "--offline", "--color", "never"], columns: 120)
        #expect(chineseGames.stdout.contains("红/绿 ") && chineseGames.stdout.contains("Champions "))
        let damage = try await InProcessPokedex.run(
            ["damage", "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran", "--lang", "ja", "--json"])
        let move = try #require((try parseJSON(damage.stdout) as? [String: Any])?["move"] as? [String: Any])
        #expect(move["display_name"] as? String == "じしん" && move["name"] as? String == "earthquake")
    }

    /// The move, ability, item, nature, type and where screens in Japanese: their titles and
    /// labels from the phrasebook, PokeAPI's words by their names, English marked where
    /// PokeAPI has no Japanese name.
    /// A move nobody learns in the game asked about says so in the reader's language.
    @Test func aMoveNobodyLearnsThereSaysSoInTheLanguage() async throws {
        let expected = [
            ("en", "  No Pokémon learns it in "), ("fr", "  Aucun Pokémon ne l’apprend dans "),
            ("ja", "で覚えるポケモンはいない。"), ("de", "  Kein Pokémon erlernt sie in "),
        ]
        for (language, sentence) in expected {
            let result = try await InProcessPokedex.runOnTerminal(
                ["move", "sacred-sword", "--game", "rby", "--lang", language, "--offline", "--color", "never"],
                columns: 100)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(sentence), "\(language): \(result.stdout)")
            #expect(language == "en" || !result.stdout.contains("No Pokémon"), "\(language)")
        }
    }

    @Test func oneShotScreensAreInTheChosenLanguage() async throws {
        let expected: [([String], [String])] = [
            (
                ["move", "thunderbolt"],
                [
                    "１０まんボルト · 技 85", "でんき · 特殊 · 第一世代", "威力      90", "対象      1体選択", "まひ 10%",
                    "X/Yより前：威力 95。",
                    "覚えるポケモン（362）",
                ]
            ),
            (["ability", "levitate"], ["ふゆう · 特性 26", "特性 · 第三世代", "ポケモン（44）", "ゴース、ゴースト"]),
            (["item", "leftovers"], ["たべのこし · 道具 211", "道具 · 持ち物", "なげつける  威力 10"]),
            (["nature", "adamant"], ["性格        上がる  下がる  好き  嫌い", "いじっぱり  +攻撃   −特攻   辛い  渋い"]),
            (["type", "fire"], ["ほのお", "攻撃", "×2  むし、はがね、くさ、こおり", "防御", "ポケモン：109"]),
            (["where", "pikachu", "--game", "yellow"], ["#0025 ピカチュウ · 出現場所 · ", "  場所"]),
            (
                ["where", "pikachu"],
                ["赤（日本）、緑（日本）", "トキワの森", "草むら", "昼、朝", "コインケースにコイン620枚以上"]
            ),
            (["where", "leafeon"], ["徘徊シンボル", "通常の天気、殿堂入り前", "強い紫の光の柱の巣、★5"]),
            (["where", "farfetchd"], ["オニスズメを交換に出す"]),
            (
                ["where", "servine"],
                ["pokedexに出現場所があるゲームでは野生で出会えない。ツタージャから進化させる（レベル17）。"]
            ),
            (["show", "kingambit"], ["ドドゲザン ◀ · かしらのしるしを持ちコマタナを連れたキリキザンを3匹倒して"]),
            // An evolution's place by the games' name, not PokeAPI's English.
            (["show", "crabrawler"], ["（ほかのゲーム：ラナキラマウンテンでレベルアップ）"]),
            (["show", "eevee"], ["├─ シャワーズ · みずのいしを使う", "├─ ブラッキー · なつき度が高い、夜"]),
            (["list", "--limit", "3"], ["1351匹中1–3。次：pokedex list --offset 3 --limit 3"]),
            (["search", "pika"], ["#0025   ピカチュウ", "前方一致"]),
            (["team", "garchomp", "ferrothorn"], ["チーム（2）", "  ガブリアス  ドラゴン · じめん", "受け", "  ほのお", "攻め"]),
            (["compare", "pikachu", "raichu"], ["特性       せいでんき", "ひらいしん（隠れ特性）", "素早さ"]),
            (
                ["stats", "garchomp", "--level", "50", "--nature", "jolly"],
                ["#0445 ガブリアス · Lv. 50 · ようき", "種族値  個体値  努力値  能力値", "素早さ     102"]
            ),
        ]
        for (arguments, lines) in expected {
            let result = try await InProcessPokedex.runOnTerminal(
                arguments + ["--lang", "ja", "--offline", "--color", "never"], columns: 100)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            for line in lines {
                #expect(result.stdout.contains(line), "\(arguments) says \(line):\n\(result.stdout.prefix(400))")
            }
        }
    }

    /// Piped rows keep PokeAPI's names in their columns and end in the reader's name, in a
    /// language other than English only.
    @Test func pipedRowsEndInTheReadersName() async throws {
        let cases: [([String], String)] = [
            (
                ["list", "--limit", "2", "--lang", "ja"],
                "1\tbulbasaur\tgrass,poison\tフシギダネ\n2\tivysaur\tgrass,poison\tフシギソウ\n"
            ),
            (["nature", "adamant", "--lang", "fr"], "adamant\tattack\tspecial-attack\tspicy\tdry\tRigide\n"),
            (["item", "leftovers", "--lang", "de"], "211\tleftovers\theld-items\t\t10\tÜberreste\n"),
            (["list", "--limit", "1"], "1\tbulbasaur\tgrass,poison\n"),
        ]
        for (arguments, expected) in cases {
            let result = try await InProcessPokedex.run(arguments + ["--offline"])
            #expect(result.stdout == expected, "\(arguments)")
        }
        let compare = try await InProcessPokedex.run(["compare", "pikachu", "raichu", "--lang", "ko", "--offline"])
        let lastColumns: [Substring?] = compare.stdout.split(separator: "\n").map { $0.split(separator: "\t").last }
        #expect(lastColumns == ["피카츄", "라이츄"])
        let learners = try await InProcessPokedex.run(["ability", "levitate", "--lang", "zh-hans", "--offline"])
        #expect(learners.stdout.hasPrefix("92\tgastly\t\t鬼斯\n"), "\(learners.stdout.prefix(40))")
    }

    /// JSON has the reader's name beside each PokeAPI word (`_name`), the English one unmarked
    /// where PokeAPI has none in the language.
    @Test func jsonNamesEachPokeAPIWordInTheChosenLanguage() async throws {
        func object(_ arguments: [String]) async throws -> [String: Any] {
            let result = try await InProcessPokedex.run(arguments + ["--json", "--offline"])
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try parseJSON(result.stdout) as? [String: Any])
        }
        let move = try await object(["move", "thunderbolt", "--lang", "ja"])
        #expect(move["type_name"] as? String == "でんき")
        #expect(move["damage_class_name"] as? String == "特殊", "the kanji games' word")
        #expect(move["generation_name"] as? String == "第一世代")
        #expect(move["target_name"] as? String == "1体選択", "the guides' word, where PokeAPI has none")
        let leftovers = try await object(["item", "leftovers", "--lang", "ja"])
        #expect(leftovers["category_name"] as? String == "持ち物", "pokedex's word, where PokeAPI has none")
        let chinese = try await object(["moves", "pikachu", "--game", "sv", "--lang", "zh-hans"])
        let trailblaze = (chinese["moves"] as? [[String: Any]])?.first { $0["name"] as? String == "trailblaze" }
        #expect(trailblaze?["display_name"] as? String == "起草", "the games' name, where PokeAPI has none")
        let machine = try #require((move["machines"] as? [[String: Any]])?.last)
        #expect(machine["version_group_name"] as? String == "LEGENDS Z-A", "as the Japanese games write it")
        let nature = try await object(["nature", "adamant", "--lang", "ja"])
        #expect(nature["increased_stat_name"] as? String == "攻撃")
        #expect(nature["likes_flavor_name"] as? String == "辛い")
        let item = try await object(["item", "leftovers", "--lang", "fr"])
        #expect(item["category_name"] as? String == "Objets tenus")
        let learnset = try await object(["moves", "pikachu", "--game", "sv", "--lang", "ko"])
        #expect(learnset["version_group_name"] as? String == "스칼렛/바이올렛")
        let row = try #require((learnset["moves"] as? [[String: Any]])?.first)
        #expect(row["method_name"] as? String == "레벨업")
        #expect(row["type_name"] as? String == "노말")
        let compare = try await object(["compare", "pikachu", "raichu", "--lang", "zh-hans"])
        let first = try #require((compare["pokemon"] as? [[String: Any]])?.first)
        #expect((first["stat_names"] as? [String: String])?["speed"] == "速度")
        #expect((first["abilities"] as? [[String: Any]])?.first?["display_name"] as? String == "静电")
        #expect(try await object(["type", "fire", "--lang", "de"])["display_name"] as? String == "Feuer")
        #expect(try await object(["type", "fire"])["display_name"] as? String == "Fire")
        let english = try await object(["move", "thunderbolt"])
        #expect(english["damage_class_name"] as? String == "Special")
    }

    @Test func learnsetsAndBrowsingUseTheLanguageToo() async throws {
        let learnset = try await InProcessPokedex.run(["moves", "pikachu", "--game", "red", "--lang", "ja", "--json"])
        let rows = try #require((try parseJSON(learnset.stdout) as? [String: Any])?["moves"] as? [[String: Any]])
        #expect(rows.contains { $0["display_name"] as? String == "でんきショック" })
        let browse = try await PokedexProcess.shell("printf 'move thunderbolt\\n' | \"$0\" browse --lang ja")
        #expect(browse.stdout.contains("Pokédex › １０まんボルト"), "\(browse.stdout.prefix(200))")
    }

    /// Types, stats, games and move classes in the reader's language, from the bundled names;
    /// section titles and labels (`words`: abilities, hidden, egg groups, base stats, moves) from
    /// the phrasebook.
    @Test(arguments: [
        (
            "ja", "ほのお · ひこう", "特攻", "スカーレット/バイオレット", "でんき", "もうか、サンパワー", "ヒトカゲ", "かいじゅう、ドラゴン",
            ["特性", "隠れ特性", "タマゴグループ", "種族値", "技"]
        ),
        (
            "ko", "불꽃 · 비행", "특수공격", "스칼렛/바이올렛", "전기", "맹화, 선파워", "파이리", "괴수, 드래곤",
            ["특성", "숨겨진 특성", "알 그룹", "종족값", "기술"]
        ),
        (
            "zh-hans", "火 · 飞行", "特攻", "朱/紫", "电", "猛火、太阳之力", "小火龙", "怪兽、龙",
            ["特性", "隐藏特性", "蛋群", "种族值", "招式"]
        ),
        (
            "fr", "Feu · Vol", "Attaque Spéciale", "Écarlate/Violet", "Électrik", "Brasier, Force Soleil", "Salamèche",
            "Monstrueux, Draconique", ["Talents", "caché", "Groupes Œuf", "Stats de base", "Capacités"]
        ),
    ])
    func typesStatsAndGamesAreInTheChosenLanguage(
        language: String, types: String, stat: String, game: String, electric: String, abilities: String,
        firstOfLine: String, eggGroups: String, words: [String]
    ) async throws {
        let entry = try await InProcessPokedex.run(["show", "charizard", "--lang", language, "--offline"])
        #expect(entry.status == 0, "\(entry.stderr)")
        let lines = entry.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(types), "\(lines.prefix(4))")
        #expect(lines.contains { $0.hasPrefix(stat) }, "\(language)")
        // Its abilities, and its evolution line, by their names there too.
        func labelled(_ label: String, _ value: String) -> Bool {
            lines.contains { $0.hasPrefix(label + "  ") && $0.hasSuffix("  " + value) }
        }
        let cjk = ["ja", "zh-hans"].contains(language)
        #expect(labelled(words[0], abilities + (cjk ? "（" + words[1] + "）" : " (" + words[1] + ")")), "\(language)")
        #expect(lines.contains(firstOfLine), "\(language)")
        #expect(labelled(words[2], eggGroups), "\(language)")
        // The level's mark as the games write it: `N.` in French.
        let level = language == "fr" ? "N. 100" : "Lv. 100"
        #expect(lines.contains { $0.hasPrefix(words[3] + "  ") && $0.hasSuffix(level) }, "the stats' title")
        // A word PokeAPI has no name for here comes from the phrasebook: the growth rate as the
        // language's guides name it.
        let growth = ["ja": "105万", "ko": "105만", "zh-hans": "105万", "fr": "Parabolique"][language] ?? "?"
        #expect(lines.contains { $0.hasSuffix("  " + growth) }, "the growth rate")
        #expect(!lines.contains { $0.hasSuffix("  Medium Slow (en)") })
        let learnset = try await InProcessPokedex.runOnTerminal(
            ["moves", "pikachu", "--game", "sv", "--lang", language, "--color", "never"], columns: 120)
        #expect(learnset.stdout.contains(" · \(words[4]) · " + game), "\(learnset.stdout.prefix(160))")
        #expect(learnset.stdout.contains(electric))
        // JSON keeps PokeAPI's names in `types`, and has the reader's in `type_names`.
        let json = try await InProcessPokedex.run(["show", "charizard", "--lang", language, "--json", "--offline"])
        let object = try parseJSON(json.stdout) as? [String: Any]
        #expect(object?["types"] as? [String] == ["fire", "flying"])
        #expect(object?["type_names"] as? [String] == types.components(separatedBy: " · "))
        #expect((object?["stat_names"] as? [String: String])?["special_attack"] == stat)
        let games = try #require(object?["games"] as? [String])
        let gameNames = try #require(object?["game_names"] as? [String])
        #expect(gameNames.count == games.count)
        #expect(games.firstIndex(of: "scarlet-violet").map { gameNames[$0] } == game)
    }

    /// A `#` number is a Pokédex number: a move's, ability's or item's id is written plain.
    @Test func onlyPokedexNumbersReadAsNumbers() async throws {
        let search = try await InProcessPokedex.runOnTerminal(
            ["search", "thunder", "--limit", "2", "--color", "never"], columns: 100)
        #expect(search.stdout.hasPrefix("87  Thunder"), "\(search.stdout)")
        let pokemon = try await InProcessPokedex.runOnTerminal(
            ["search", "pika", "--limit", "2", "--color", "never"], columns: 100)
        #expect(pokemon.stdout.hasPrefix("#0025   Pikachu"), "\(pokemon.stdout)")
        let item = try await InProcessPokedex.runOnTerminal(["item", "leftovers", "--color", "never"], columns: 100)
        #expect(item.stdout.hasPrefix("Leftovers · item 211"))
    }
}

/// The machines table in every language: its header over its columns, and every column there.
@Suite struct MachinesTableTests {
    @Test(arguments: Language.allCases)
    func theMachinesTableKeepsEveryColumn(language: Language) async throws {
        let result = try await InProcessPokedex.runOnTerminal(
            ["moves", "pikachu", "--game", "sv", "--lang", language.rawValue, "--color", "never"], columns: 120)
        let lines = result.stdout.components(separatedBy: "\n")
        let machine = ScreenLabels(language: language).machine("tm")
        let row = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(machine + "01 ") })
        // Take Down: power 90, accuracy 85, PP 20, the last column.
        #expect(lines[row].split(separator: " ").suffix(3) == ["90", "85", "20"], "\(lines[row])")
        let header = lines[row - 1]
        #expect(header.trimmingCharacters(in: .whitespaces).hasPrefix(machine + " "), "\(header)")
        // The header's last word ends where the row's last number does.
        #expect(TextWidth.columns(header) == TextWidth.columns(lines[row]), "\(header)\n\(lines[row])")
    }
}
