import PokedexDomain

/// The words PokeAPI puts after a place's name to tell its areas apart (`Route 6 (North)`,
/// `Friend Safari (Fire)`, `Sealed Chamber (room 4)`), where it names the area in English
/// alone: each in the language, so the area reads as its place's name in the language and a
/// qualifier in it too. pokedex's words but for the types, which are the games'
/// (docs/GLOSSARY.md).
/// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
package enum AreaWords {
    static let text = """
        north | 北 | きた | 북쪽 | 北 | 北 | Nord | Norden | Norte | Nord
        south | 南 | みなみ | 남쪽 | 南 | 南 | Sud | Süden | Sur | Sud
        east | 東 | ひがし | 동쪽 | 东 | 東 | Est | Osten | Este | Est
        west | 西 | にし | 서쪽 | 西 | 西 | Ouest | Westen | Oeste | Ovest
        northeast | 北東 | ほくとう | 북동쪽 | 东北 | 東北 | Nord-Est | Nordosten | Noreste | Nord-est
        northwest | 北西 | ほくせい | 북서쪽 | 西北 | 西北 | Nord-Ouest | Nordwesten | Noroeste | Nord-ovest
        southeast | 南東 | なんとう | 남동쪽 | 东南 | 東南 | Sud-Est | Südosten | Sureste | Sud-est
        southwest | 南西 | なんせい | 남서쪽 | 西南 | 西南 | Sud-Ouest | Südwesten | Suroeste | Sud-ovest
        main | メインエリア | メインエリア | 메인 구역 | 主要区域 | 主要區域 | Zone principale | Hauptbereich | Zona principal | Zona principale
        inside | 内部 | ないぶ | 내부 | 内部 | 內部 | Intérieur | Innen | Interior | Interno
        outside | 外 | そと | 바깥 | 外部 | 外部 | Extérieur | Außen | Exterior | Esterno
        outer | 外側 | そとがわ | 바깥쪽 | 外侧 | 外側 | Partie extérieure | Außenbereich | Zona exterior | Zona esterna
        inner | 内側 | うちがわ | 안쪽 | 内侧 | 內側 | Partie intérieure | Innenbereich | Zona interior | Zona interna
        entrance | 入口 | いりぐち | 입구 | 入口 | 入口 | Entrée | Eingang | Entrada | Ingresso
        back | 奥 | おく | 안쪽 깊은 곳 | 深处 | 深處 | Fond | Hinterer Teil | Fondo | Fondo
        deep | 奥地 | おくち | 깊은 곳 | 深层 | 深層 | Profondeurs | Tiefe | Zona profunda | Zona profonda
        summit | 頂上 | ちょうじょう | 정상 | 山顶 | 山頂 | Sommet | Gipfel | Cima | Cima
        middle | 中腹 | ちゅうふく | 중턱 | 中部 | 中部 | Milieu | Mitte | Parte media | Parte centrale
        lake | 湖 | みずうみ | 호수 | 湖 | 湖 | Lac | See | Lago | Lago
        lakeside | 湖畔 | こはん | 호숫가 | 湖畔 | 湖畔 | Rive | Seeufer | Orilla | Riva del lago
        cave | 洞窟 | どうくつ | 동굴 | 洞窟 | 洞窟 | Grotte | Höhle | Cueva | Grotta
        forest | 森 | もり | 숲 | 森林 | 森林 | Forêt | Wald | Bosque | Foresta
        waterfall | 滝 | たき | 폭포 | 瀑布 | 瀑布 | Cascade | Wasserfall | Cascada | Cascata
        underwater | 海中 | かいちゅう | 바닷속 | 水中 | 水中 | Sous l’eau | Unter Wasser | Bajo el agua | Sott’acqua
        beachfront | 海岸 | かいがん | 해안 | 海边 | 海邊 | Bord de mer | Strand | Playa | Spiaggia
        low tide | 干潮 | かんちょう | 간조 | 退潮 | 退潮 | Marée basse | Ebbe | Marea baja | Bassa marea
        high tide | 満潮 | まんちょう | 만조 | 涨潮 | 漲潮 | Marée haute | Flut | Marea alta | Alta marea
        north gate | 北ゲート | きたゲート | 북쪽 게이트 | 北门 | 北門 | Porte nord | Nordtor | Puerta norte | Porta nord
        west gate | 西ゲート | にしゲート | 서쪽 게이트 | 西门 | 西門 | Porte ouest | Westtor | Puerta oeste | Porta ovest
        roof | 屋上 | おくじょう | 옥상 | 屋顶 | 屋頂 | Toit | Dach | Azotea | Tetto
        gym | ジム | ジム | 체육관 | 道馆 | 道館 | Arène | Arena | Gimnasio | Palestra
        hidden grotto | 隠し穴 | かくしあな | 숨겨진 구멍 | 隐藏洞穴 | 隱藏洞穴 | Trou Caché | Versteckte Grotte | Claro Oculto | Meandro Nascosto
        pokemon center | ポケモンセンター | ポケモンセンター | 포켓몬센터 | 宝可梦中心 | 寶可夢中心 | Centre Pokémon | Pokémon-Center | Centro Pokémon | Centro Pokémon
        poke mart | フレンドリィショップ | フレンドリィショップ | 프렌들리숍 | 友好商店 | 友好商店 | Boutique Pokémon | Pokémon-Supermarkt | Tienda Pokémon | Pokémon Market
        contest hall | コンテスト会場 | コンテストかいじょう | 콘테스트 회장 | 华丽大赛会场 | 華麗大賽會場 | Salle de Concours | Wettbewerbshalle | Sala de Concursos | Salone Gare
        game corner | ゲームコーナー | ゲームコーナー | 게임코너 | 游戏城 | 遊戲城 | Casino | Spielhalle | Casino | Casinò
        prize corner | 景品交換所 | けいひんこうかんじょ | 경품교환소 | 奖品交换处 | 獎品交換處 | Comptoir des lots | Preisbörse | Tienda de premios | Angolo premi
        pond | 池 | いけ | 연못 | 池塘 | 池塘 | Étang | Teich | Estanque | Stagno
        stairs | 階段 | かいだん | 계단 | 楼梯 | 樓梯 | Escalier | Treppe | Escaleras | Scale
        shrine | ほこら | ほこら | 사당 | 祠堂 | 祠堂 | Sanctuaire | Schrein | Santuario | Santuario
        outer area | 外側 | そとがわ | 바깥쪽 | 外侧 | 外側 | Partie extérieure | Außenbereich | Zona exterior | Zona esterna
        inner area | 内側 | うちがわ | 안쪽 | 内侧 | 內側 | Partie intérieure | Innenbereich | Zona interior | Zona interna
        dark grass | 濃い草むら | こいくさむら | 짙은 풀숲 | 深草丛 | 深草叢 | Hautes herbes sombres | Dunkles Gras | Hierba alta oscura | Erba scura
        plains | 平原 | へいげん | 평원 | 平原 | 平原 | Plaine | Ebene | Llanura | Pianura
        meadow | 野原 | のはら | 초원 | 草地 | 草地 | Prairie | Wiese | Pradera | Prato
        savannah | サバンナ | サバンナ | 사바나 | 热带草原 | 熱帶草原 | Savane | Savanne | Sabana | Savana
        peak | 山頂 | さんちょう | 산꼭대기 | 山顶 | 山頂 | Pic | Gipfel | Cumbre | Picco
        rocky beach | 岩場 | いわば | 바위 해변 | 岩石海滩 | 岩石海灘 | Plage rocheuse | Felsstrand | Playa rocosa | Spiaggia rocciosa
        wetland | 湿地 | しっち | 습지 | 湿地 | 濕地 | Terres humides | Feuchtgebiet | Humedal | Zona umida
        swamp | 沼 | ぬま | 늪 | 沼泽 | 沼澤 | Marécage | Sumpf | Pantano | Palude
        marshland | 湿原 | しつげん | 습원 | 沼地 | 沼地 | Marais | Moor | Marisma | Acquitrino
        mountain | 山 | やま | 산 | 山 | 山 | Montagne | Berg | Montaña | Montagna
        desert | 砂漠 | さばく | 사막 | 沙漠 | 沙漠 | Désert | Wüste | Desierto | Deserto
        wasteland | 荒れ地 | あれち | 황무지 | 荒地 | 荒地 | Friche | Ödland | Páramo | Landa
        shopping district | ショッピングエリア | ショッピングエリア | 쇼핑 구역 | 购物区 | 購物區 | Quartier commerçant | Einkaufsviertel | Zona comercial | Zona commerciale
        surf association | サーフ協会 | サーフきょうかい | 서핑 협회 | 冲浪协会 | 衝浪協會 | Association de surf | Surfverband | Asociación de surf | Associazione surf
        all areas | 全域 | ぜんいき | 전역 | 全区域 | 全區域 | Toutes les zones | Alle Bereiche | Todas las zonas | Tutte le zone
        roaming | 徘徊 | はいかい | 배회 | 徘徊 | 徘徊 | Errant | Umherstreifend | Errante | Vagante
        totems den | ぬしの間 | ぬしのま | 우두머리의 방 | 霸主之间 | 霸主之間 | Antre du Dominant | Herrscherkammer | Guarida del Dominante | Tana del Dominante
        trial site | 試練の場 | しれんのば | 시련의 장소 | 考验场所 | 考驗場所 | Lieu de l’épreuve | Prüfungsort | Lugar de la prueba | Luogo della prova
        mountainside | 山腹 | さんぷく | 산허리 | 山腰 | 山腰 | Flanc de montagne | Berghang | Ladera | Pendio
        upper cave | 上の洞窟 | うえの どうくつ | 위쪽 동굴 | 上层洞窟 | 上層洞窟 | Grotte supérieure | Obere Höhle | Cueva superior | Grotta superiore
        lower cave | 下の洞窟 | したの どうくつ | 아래쪽 동굴 | 下层洞窟 | 下層洞窟 | Grotte inférieure | Untere Höhle | Cueva inferior | Grotta inferiore
        dining room | 食堂 | しょくどう | 식당 | 餐厅 | 餐廳 | Salle à manger | Speisesaal | Comedor | Sala da pranzo
        room {1} | 部屋{1} | へや{1} | 방 {1} | 房间{1} | 房間{1} | Salle {1} | Raum {1} | Sala {1} | Stanza {1}
        pillar {1} | 柱{1} | はしら{1} | 기둥 {1} | 柱子{1} | 柱子{1} | Pilier {1} | Säule {1} | Pilar {1} | Pilastro {1}
        unknown area {1} | 不明なエリア{1} | ふめいなエリア{1} | 알 수 없는 구역 {1} | 未知区域{1} | 未知區域{1} | Zone inconnue {1} | Unbekannter Bereich {1} | Zona desconocida {1} | Zona sconosciuta {1}
        left | 左 | ひだり | 왼쪽 | 左 | 左 | gauche | links | izquierda | sinistra
        right | 右 | みぎ | 오른쪽 | 右 | 右 | droite | rechts | derecha | destra
        normal | ノーマル | ノーマル | 노말 | 一般 | 一般 | Normal | Normal | Normal | Normale
        fighting | かくとう | かくとう | 격투 | 格斗 | 格鬥 | Combat | Kampf | Lucha | Lotta
        flying | ひこう | ひこう | 비행 | 飞行 | 飛行 | Vol | Flug | Volador | Volante
        poison | どく | どく | 독 | 毒 | 毒 | Poison | Gift | Veneno | Veleno
        ground | じめん | じめん | 땅 | 地面 | 地面 | Sol | Boden | Tierra | Terra
        rock | いわ | いわ | 바위 | 岩石 | 岩石 | Roche | Gestein | Roca | Roccia
        bug | むし | むし | 벌레 | 虫 | 蟲 | Insecte | Käfer | Bicho | Coleottero
        ghost | ゴースト | ゴースト | 고스트 | 幽灵 | 幽靈 | Spectre | Geist | Fantasma | Spettro
        steel | はがね | はがね | 강철 | 钢 | 鋼 | Acier | Stahl | Acero | Acciaio
        fire | ほのお | ほのお | 불꽃 | 火 | 火 | Feu | Feuer | Fuego | Fuoco
        water | みず | みず | 물 | 水 | 水 | Eau | Wasser | Agua | Acqua
        grass | くさ | くさ | 풀 | 草 | 草 | Plante | Pflanze | Planta | Erba
        electric | でんき | でんき | 전기 | 电 | 電 | Électrik | Elektro | Eléctrico | Elettro
        psychic | エスパー | エスパー | 에스퍼 | 超能力 | 超能力 | Psy | Psycho | Psíquico | Psico
        ice | こおり | こおり | 얼음 | 冰 | 冰 | Glace | Eis | Hielo | Ghiaccio
        dragon | ドラゴン | ドラゴン | 드래곤 | 龙 | 龍 | Dragon | Drache | Dragón | Drago
        dark | あく | あく | 악 | 恶 | 惡 | Ténèbres | Unlicht | Siniestro | Buio
        fairy | フェアリー | フェアリー | 페어리 | 妖精 | 妖精 | Fée | Fee | Hada | Folletto
        """

    /// The types among the words, whose names are the games' (a test holds them to the
    /// bundle's).
    package static let types: Set<String> = [
        "normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel", "fire", "water", "grass",
        "electric", "psychic", "ice", "dragon", "dark", "fairy",
    ]

    /// Short spellings PokeAPI uses beside the long ones.
    private static let spellings: [String: String] = [
        "ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest", "north east": "northeast",
        "north west": "northwest", "south east": "southeast", "south west": "southwest", "interior": "inside",
        "exterior": "outside", "top": "summit", "rooftop": "roof", "pokecenter": "pokemon center",
        "pokémon center": "pokemon center", "poké mart": "poke mart", "pokemart": "poke mart",
        // Omega Ruby and Alpha Sapphire's halves of a route.
        "north oras": "north", "south oras": "south",
    ]

    /// The rows by their English word (lowercased).
    private static let rows = RowIndex([text])

    /// `english` (PokeAPI's qualifier: `North`, `SW`, `room 4`, `Fire`) in `language`; nil
    /// when the table has no such word.
    package static func word(_ english: Substring, in language: Language) -> String? {
        let key = english.lowercased()
        if let word = rows.word(spellings[key] ?? key, in: language) { return word }
        // A numbered one: `room 10` is `room {1}` with 10.
        guard let space = key.lastIndex(of: " "), let number = Int(key[key.index(after: space)...]), number >= 0,
            let word = rows.word(key[..<space] + " {1}", in: language)
        else { return nil }
        return word.split(separator: "{1}", omittingEmptySubsequences: false).joined(separator: String(number))
    }

    /// PokeAPI's English qualifier in the language where its words are known: a side, a part
    /// or a type (the words above), a den of Sword/Shield's Wild Area (`Max Den B`: the
    /// phrasebook's den), its main and numbered areas, and a floor: in French and German as
    /// PokeAPI's own names of other areas write them (`RdC`, `1er ét.`, `2e s-sol`; `EG`,
    /// `1.OG`, `2.UG`), in Spanish, Italian and Chinese as Legends: Arceus does; nil for the rest.
    package static func qualifier(_ english: Substring, in language: Language) -> String? {
        guard language != .en else { return nil }
        if let word = word(english, in: language) { return word }
        // Sinnoh's routes: `south, towards Jubilife City` is its south (the side tells the
        // route's areas apart).
        if let comma = english.firstIndex(of: ","), english[comma...].hasPrefix(", towards "),
            let side = word(english[..<comma], in: language)
        {
            return side
        }
        // Black 2 and White 2's grottoes: `Hidden Grotto – Pond`.
        let grotto = "Hidden Grotto – "
        if english.hasPrefix(grotto), let hollow = word("hidden grotto", in: language),
            let part = word(english.dropFirst(grotto.count), in: language)
        {
            return hollow + " – " + part
        }
        // A floor and a side or a letter: `B1F left`, `B2F A`.
        if let space = english.firstIndex(of: " "), floor(english[..<space]) != nil {
            let rest = english[english.index(after: space)...]
            let side =
                rest.count == 1 && rest.first?.isUppercase == true ? String(rest) : word(rest, in: language)
            let floor =
                writesFloorsAsPokeAPI(language) ? String(english[..<space]) : qualifier(english[..<space], in: language)
            if let side, let floor { return floor + " " + side }
        }
        let labels = ScreenLabels(language: language)
        if english.hasPrefix("Max Den "), english.count == 9, let letter = english.last, letter.isUppercase {
            return labels.say(.maxDen, String(letter))
        }
        if english == "Main Area" { return labels.say(.mainArea) }
        if english.hasPrefix("Area "), let number = Int(english.dropFirst(5)), number >= 0 {
            return labels.say(.numberedArea, String(number))
        }
        guard let (below, number) = floor(english), number > 0 else { return nil }
        switch language {
        case .fr:
            if below { return number == 1 ? "1er s-sol" : "\(number)e s-sol" }
            return number == 1 ? "RdC" : number == 2 ? "1er ét." : "\(number - 1)e ét."
        case .de: return below ? "\(number).UG" : number == 1 ? "EG" : "\(number - 1).OG"
        // As Legends: Arceus writes its floors in these languages (`Planta baja`, `Primo
        // piano`, `地下１楼`), in digits past the ordinals it spells.
        case .es:
            if below { return "Sótano \(number)" }
            let ordinals = [
                "Primera", "Segunda", "Tercera", "Cuarta", "Quinta", "Sexta", "Séptima", "Octava", "Novena",
            ]
            return number == 1
                ? "Planta baja"
                : ordinals.indices.contains(number - 2) ? ordinals[number - 2] + " planta" : "Planta \(number - 1)"
        case .it:
            if below { return "Piano interrato \(number)" }
            let ordinals = ["Primo", "Secondo", "Terzo", "Quarto", "Quinto", "Sesto", "Settimo", "Ottavo", "Nono"]
            return number == 1
                ? "Piano terra"
                : ordinals.indices.contains(number - 2) ? ordinals[number - 2] + " piano" : "Piano \(number - 1)"
        case .zhHans: return (below ? "地下" : "") + "\(number)楼"
        case .zhHant: return (below ? "地下" : "") + "\(number)樓"
        default: return nil
        }
    }

    /// Whether the language's games write floors as PokeAPI's English does (`B1F`).
    package static func writesFloorsAsPokeAPI(_ language: Language) -> Bool { [.ja, .jaHrkt, .ko].contains(language) }

    /// A floor as PokeAPI's English writes it: `1F` (above, 1), `B2F` (below, 2), a few small
    /// (`2f`); nil for
    /// anything else. Read by hand: a regular expression is built anew at every use.
    package static func floor(_ text: Substring) -> (below: Bool, number: Int)? {
        let below = text.first == "B"
        let digits = below ? text.dropFirst() : text
        guard digits.last == "F" || digits.last == "f", let number = Int(digits.dropLast()), number >= 0,
            digits.first != "+"
        else {
            return nil
        }
        return (below, number)
    }
}

/// A place a Pokémon wanders in from, across a border (Scarlet/Violet's crossings): how an
/// area's name says it in each language (`from South Province (Area One)`, `南１番エリアから`),
/// made by `make fixtures` and read back by `where`, which folds a crossing into its place.
package enum Crossing {
    /// `from {1}` in the language.
    package static func qualifier(from place: String, in language: Language) -> String {
        let (before, after) = pattern(language)
        return before + place + after
    }

    /// The place a qualifier says it wanders in from; nil for any other qualifier.
    package static func place(in qualifier: String, language: Language) -> String? {
        let (before, after) = pattern(language)
        guard qualifier.count > before.count + after.count, qualifier.hasPrefix(before), qualifier.hasSuffix(after)
        else { return nil }
        return String(qualifier.dropFirst(before.count).dropLast(after.count))
    }

    private static func pattern(_ language: Language) -> (String, String) {
        switch language {
        case .en: ("from ", "")
        case .ja, .jaHrkt: ("", "から")
        case .ko: ("", "에서")
        case .zhHans: ("来自", "")
        case .zhHant: ("來自", "")
        case .fr: ("depuis ", "")
        case .de: ("aus ", "")
        case .es: ("desde ", "")
        case .it: ("da ", "")
        }
    }
}
