import PokedexDomain

/// The games' words for what PokeAPI names in too few languages: berry flavours, growth rates,
/// habitats, shapes, damage classes, move targets, (in Italian) generations, and the games named the
/// same in every language. Used only where PokeAPI has no name in the
/// reader's language.
/// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
enum LabelFallbacks {
    private static let text: [LabelNames.Kind: String] = [
        .flavor: """
        spicy | からい | からい | 매운맛 | 辣 | 辣 | Épicé | Scharf | Picante | Piccante
        dry | しぶい | しぶい | 떫은맛 | 涩 | 澀 | Sec | Trocken | Seco | Secco
        sweet | あまい | あまい | 단맛 | 甜 | 甜 | Sucré | Süß | Dulce | Dolce
        bitter | にがい | にがい | 쓴맛 | 苦 | 苦 | Amer | Bitter | Amargo | Amaro
        sour | すっぱい | すっぱい | 신맛 | 酸 | 酸 | Acide | Sauer | Ácido | Aspro
        """,
        // The experience a growth rate reaches at level 100, as Japanese, Korean and Chinese
        // guides name them; the common names in the others.
        .growthRate: """
        slow-then-very-fast | 60万 | 60まん | 60만 | 60万 | 60萬 | Erratique | Unregelmäßig | Errático | Irregolare
        fast | 80万 | 80まん | 80만 | 80万 | 80萬 | Rapide | Schnell | Rápido | Veloce
        medium | 100万 | 100まん | 100만 | 100万 | 100萬 | Moyenne | Mittel | Medio | Medio
        medium-slow | 105万 | 105まん | 105만 | 105万 | 105萬 | Parabolique | Mittel-langsam | Parabólico | Parabolico
        slow | 125万 | 125まん | 125만 | 125万 | 125萬 | Lente | Langsam | Lento | Lento
        fast-then-very-slow | 164万 | 164まん | 164만 | 164万 | 164萬 | Fluctuante | Schwankend | Fluctuante | Fluttuante
        """,
        // FireRed and LeafGreen's Pokédex habitats, as the Japanese games write them (French and
        // Spanish are PokeAPI's); no game names them in Korean, Chinese, German or Italian:
        // pokedex's words (docs/GLOSSARY.md).
        .habitat: """
        cave | どうくつ | どうくつ | 동굴 | 洞窟 | 洞窟 | Grottes | Höhle | Caverna | Grotta
        forest | もり | もり | 숲 | 森林 | 森林 | Forêts | Wald | Bosque | Foresta
        grassland | くさはら | くさはら | 초원 | 草原 | 草原 | Champs | Grasland | Pradera | Prateria
        mountain | やま | やま | 산 | 山地 | 山地 | Montagnes | Gebirge | Montaña | Montagna
        rare | レア | レア | 희귀 | 稀有 | 稀有 | Rares | Selten | Raro | Raro
        rough-terrain | あれち | あれち | 황무지 | 荒地 | 荒地 | Milieux hostiles | Ödland | Campo | Terreno accidentato
        sea | うみ | うみ | 바다 | 海洋 | 海洋 | Mers | Meer | Mar | Mare
        urban | まち | まち | 도시 | 城市 | 城市 | Urbains | Stadt | Ciudad | Città
        waters-edge | みずべ | みずべ | 물가 | 水边 | 水邊 | Marécages | Ufer | Agua salada | Riva
        """,
        // PokeAPI names shapes in French only and the games show them as pictures: pokedex's
        // words for the rest (docs/GLOSSARY.md).
        .shape: """
        ball | 球体 | きゅうたい | 구체 | 球体 | 球體 |  | Kugel | Bola | Sfera
        squiggle | ヘビ型 | ヘビがた | 뱀형 | 蛇形 | 蛇形 |  | Schlange | Serpentino | Serpentiforme
        fish | 魚型 | さかながた | 물고기형 | 鱼形 | 魚形 |  | Fisch | Pez | Pesce
        arms | 腕型 | うでがた | 팔형 | 手臂形 | 手臂形 |  | Arme | Brazos | Braccia
        blob | 不定形 | ふていけい | 부정형 | 不定形 | 不定形 |  | Klumpen | Masa | Massa
        upright | 直立型 | ちょくりつがた | 직립형 | 直立形 | 直立形 |  | Aufrecht | Erguido | Eretto
        legs | 脚型 | あしがた | 다리형 | 腿形 | 腿形 |  | Beine | Patas | Gambe
        quadruped | 四足型 | よつあしがた | 사족형 | 四足形 | 四足形 |  | Vierbeiner | Cuadrúpedo | Quadrupede
        wings | 翼型 | つばさがた | 날개형 | 翅膀形 | 翅膀形 |  | Flügel | Alas | Ali
        tentacles | 触手型 | しょくしゅがた | 촉수형 | 触手形 | 觸手形 |  | Tentakel | Tentáculos | Tentacoli
        heads | 多頭型 | たとうがた | 다두형 | 多头形 | 多頭形 |  | Mehrere Köpfe | Varias cabezas | Più teste
        humanoid | 人型 | ひとがた | 인간형 | 人形 | 人形 |  | Humanoid | Humanoide | Umanoide
        bug-wings | 虫の羽型 | むしのはねがた | 곤충 날개형 | 虫翅形 | 蟲翅形 |  | Insektenflügel | Alas de insecto | Ali d'insetto
        armor | 甲冑型 | かっちゅうがた | 갑옷형 | 铠甲形 | 鎧甲形 |  | Panzer | Armadura | Corazza
        """,
        // PokeAPI names move targets in English, French and German only: these are the words
        // of the guides in each language (docs/GLOSSARY.md); French and German fill PokeAPI's gaps.
        .moveTarget: """
        specific-move | 不定 | ふてい | 불특정 | 不定 | 不定 |  |  | Variable | Variabile
        selected-pokemon-me-first | 相手1体 (さきどり) | あいて 1たい (さきどり) | 상대 1마리 (선취) | 对手1只 (抢先) | 對手1隻 (搶先) |  |  | Rival seleccionado (Yo Primero) | Avversario scelto (Precedenza)
        ally | 味方1体 | みかた 1たい | 아군 1마리 | 同伴1只 | 同伴1隻 |  |  | Aliado | Alleato
        users-field | 自分の場 | じぶんの ば | 자신의 필드 | 己方场地 | 己方場地 |  |  | Campo propio | Lato dell'utilizzatore
        user-or-ally | 自分か味方1体 | じぶんか みかた 1たい | 자신 또는 아군 1마리 | 自己或同伴1只 | 自己或同伴1隻 |  |  | Usuario o aliado | Utilizzatore o alleato
        opponents-field | 相手の場 | あいての ば | 상대의 필드 | 对手场地 | 對手場地 |  |  | Campo rival | Lato avversario
        user | 自分 | じぶん | 자신 | 自己 | 自己 |  |  | Usuario | Utilizzatore
        random-opponent | 相手ランダム1体 | あいて ランダム 1たい | 무작위 상대 1마리 | 随机对手1只 | 隨機對手1隻 |  |  | Rival aleatorio | Avversario casuale
        all-other-pokemon | 自分以外 | じぶん いがい | 자신 이외 전체 | 除自己以外全体 | 除自己以外全體 |  |  | Todos los demás Pokémon | Tutti gli altri Pokémon
        selected-pokemon | 1体選択 | 1たい せんたく | 선택한 1마리 | 选择的1只 | 選擇的1隻 |  |  | Pokémon seleccionado | Pokémon scelto
        all-opponents | 相手全体 | あいて ぜんたい | 상대 전체 | 对手全体 | 對手全體 |  |  | Todos los rivales | Tutti gli avversari
        entire-field | 場全体 | ば ぜんたい | 필드 전체 | 全场 | 全場 |  |  | Todo el campo | Tutto il campo
        user-and-allies | 自分と味方全体 | じぶんと みかた ぜんたい | 자신과 아군 전체 | 自己和同伴全体 | 自己和同伴全體 |  |  | Usuario y aliados | Utilizzatore e alleati
        all-pokemon | 全体 | ぜんたい | 전체 | 全体 | 全體 |  |  | Todos los Pokémon | Tutti i Pokémon
        all-allies | 味方全体 | みかた ぜんたい | 아군 전체 | 同伴全体 | 同伴全體 |  | Alle Partner | Todos los aliados | Tutti gli alleati
        fainting-pokemon | ひんしのポケモン | ひんしの ポケモン | 기절한 포켓몬 | 濒死的宝可梦 | 瀕死的寶可夢 | Pokémon K.O. | Kampfunfähiges Pokémon | Pokémon debilitado | Pokémon esausto
        """,
        // Games whose name is the same Latin letters in every language…
        // …Japan's first releases in Chinese, which PokeAPI names in Japanese only (the
        // characters of its own Chinese `Red/Blue`, 紅/藍), and the DLCs PokeAPI leaves unnamed
        // in a language (as the games title them).
        .game: """
        red-green-japan |  |  |  | 红/绿 | 紅/綠 |  |  |  | 
        the-teal-mask |  |  | 스칼렛: 벽의 가면/바이올렛: 벽의 가면 |  | 朱: 碧之假面/紫: 碧之假面 |  |  |  | 
        the-indigo-disk |  |  | 스칼렛: 남색 원반/바이올렛: 남색 원반 |  | 朱: 藍之圓盤/紫: 藍之圓盤 |  |  |  | 
        mega-dimension | M次元ラッシュ | Mじげんラッシュ |  |  |  |  |  |  | 
        blue-japan |  |  |  | 蓝 | 藍 |  |  |  | 
        xd | XD | XD | XD | XD | XD | XD | XD | XD | XD
        champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions
        """,
        .version: """
        red-japan |  |  |  | 红 | 紅 |  |  |  | 
        the-teal-mask-scarlet |  |  | 스칼렛: 벽의 가면 |  | 朱: 碧之假面 |  |  |  | 
        the-teal-mask-violet |  |  | 바이올렛: 벽의 가면 |  | 紫: 碧之假面 |  |  |  | 
        the-indigo-disk-scarlet |  |  | 스칼렛: 남색 원반 |  | 朱: 藍之圓盤 |  |  |  | 
        the-indigo-disk-violet |  |  | 바이올렛: 남색 원반 |  | 紫: 藍之圓盤 |  |  |  | 
        mega-dimension | M次元ラッシュ | Mじげんラッシュ |  |  |  |  |  |  | 
        green-japan |  |  |  | 绿 | 綠 |  |  |  | 
        blue-japan |  |  |  | 蓝 | 藍 |  |  |  | 
        xd | XD | XD | XD | XD | XD | XD | XD | XD | XD
        champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions
        """,
        // PokeAPI names the generations in every language but Italian.
        .generation: """
        generation-i |  |  |  |  |  |  |  |  | Generazione I
        generation-ii |  |  |  |  |  |  |  |  | Generazione II
        generation-iii |  |  |  |  |  |  |  |  | Generazione III
        generation-iv |  |  |  |  |  |  |  |  | Generazione IV
        generation-v |  |  |  |  |  |  |  |  | Generazione V
        generation-vi |  |  |  |  |  |  |  |  | Generazione VI
        generation-vii |  |  |  |  |  |  |  |  | Generazione VII
        generation-viii |  |  |  |  |  |  |  |  | Generazione VIII
        generation-ix |  |  |  |  |  |  |  |  | Generazione IX
        """,
        .damageClass: """
        physical | 物理 | ぶつり | 물리 | 物理 | 物理 | Physique | Physisch | Físico | Fisico
        special | 特殊 | とくしゅ | 특수 | 特殊 | 特殊 | Spéciale | Speziell | Especial | Speciale
        status | 変化 | へんか | 변화 | 变化 | 變化 | Statut | Status | Estado | Stato
        """,
    ]

    private static let order: [Language] = [.ja, .jaHrkt, .ko, .zhHans, .zhHant, .fr, .de, .es, .it]

    /// The rows read once: by kind, then by PokeAPI name, each language's word in `order`.
    private static let rows: [LabelNames.Kind: [String: [String]]] = text.mapValues { text in
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "|").map { String($0).trimmingWhitespace() }
            if cells.count == order.count + 1 { rows[cells[0]] = Array(cells.dropFirst()) }
        }
        return rows
    }

    /// `kind`'s `name` (a PokeAPI name) in `language`, when this table has it.
    static func name(_ kind: LabelNames.Kind, _ name: String, in language: Language) -> String? {
        guard let position = order.firstIndex(of: language), let word = rows[kind]?[name]?[position], !word.isEmpty
        else { return nil }
        return word
    }
}
