/// A word pokedex writes itself — a section title, a field's label, a column's header — by
/// its English. PokeAPI names none of these; `Phrasebook` holds them in the other languages.
package enum Phrase: String, Sendable, CaseIterable {
    // An entry (`show`, and the browser's entry).
    case height = "Height"
    case weight = "Weight"
    case abilities = "Abilities"
    case hidden = "hidden"
    case baseStats = "Base stats"
    case total = "Total"
    case typeDefences = "Type defences"
    case weakTo = "Weak to"
    case resists = "Resists"
    case immuneTo = "Immune to"
    case evolution = "Evolution"
    case doesNotEvolve = "Does not evolve."
    case forms = "Forms"
    case defaultForm = "default"
    case status = "Status"
    case legendary = "Legendary"
    case mythical = "Mythical"
    case baby = "Baby"
    case genderless = "Genderless"
    case species = "Species"
    case eggGroups = "Egg groups"
    case gender = "Gender"
    case capture = "Capture"
    case happiness = "Happiness"
    case growth = "Growth"
    case habitat = "Habitat"
    case colour = "Colour"
    case shape = "Shape"
    case pokedexEntry = "Pokédex entry"
    case whereFound = "Where"
    case games = "Games"
    case metAt = "Met at"
    // A move, an ability, an item, a nature.
    case move = "move"
    case ability = "ability"
    case item = "item"
    case pokemon = "Pokémon"
    case power = "Power"
    case accuracy = "Accuracy"
    case pp = "PP"
    case priority = "Priority"
    case target = "Target"
    case chance = "Chance"
    case machines = "Machines"
    case learnedBy = "Learned by"
    case cost = "Cost"
    case fling = "Fling"
    case traits = "Traits"
    case nature = "Nature"
    case raises = "Raises"
    case lowers = "Lowers"
    case likes = "Likes"
    case dislikes = "Dislikes"
    // The type screen; the where screen's columns.
    case attacking = "Attacking"
    case defending = "Defending"
    case place = "Place"
    case levels = "Levels"
    case when = "When"
    // The full-screen Pokédex: its footer's hints, keys and all, and its picture pane.
    case hintScroll = "↑↓ scroll"
    case hintLinks = "f links"
    case hintSections = "1-9 sections"
    case hintGame = "g game"
    case hintOpen = "⏎ open"
    case hintCompare = "c compare"
    case hintShiny = "s shiny"
    case hintBack = "⌫ back"
    case hintKeys = "? keys"
    case hintQuit = "q quit"
    case hintChoose = "←→ choose"
    case hintMove = "↑↓ move"
    case hintEdit = "/ edit"
    case hintSearch = "/ search"
    case hintType = "t type"
    case hintEntry = "⇥ entry"
    case hintList = "⇥ list"
    case noPicture = "no picture"
    case picturesOff = "pictures are off"
    case hintPick = "↑↓ choose"
    case hintItsMoves = "⏎ its moves"
    case hintKeepGame = "Esc keep the game"
    case loading = "Loading"
    // The stats screen's columns.
    case base = "Base"
    case iv = "IV"
    case ev = "EV"
    case stat = "Stat"
    case boostedStat = "Boosted"
    // A learnset's sections and columns, and compare's.
    case moves = "Moves"
    case levelUp = "Level up"
    case eggMoves = "Egg moves"
    case tutor = "Tutor"
    case moveColumn = "Move"
    case type = "Type"
    case types = "Types"
    case moveClass = "Class"
    case accuracyColumn = "Acc."
    case from = "From"
    case machine = "Machine"
    case egg = "Egg"
    case how = "How"
    case number = "No."
}

/// The project's own translations of its `Phrase`s, chosen from the words the games use where
/// they have one (`Base stats` is `種族値`, `Egg groups` `Groupes Œuf`). Japanese in kana
/// (`ja-hrkt`) is written out only where the Japanese uses kanji.
package enum Phrasebook {
    /// The languages of the table's columns after the English.
    static let columns: [Language] = [.ja, .jaHrkt, .ko, .zhHans, .zhHant, .fr, .de, .es, .it]

    /// `phrase` in `language`; nil for English, which is the phrase itself.
    package static func text(_ phrase: Phrase, in language: Language) -> String? {
        guard language != .en, let row = table[phrase.rawValue] else { return nil }
        return row[language] ?? (language == .jaHrkt ? row[.ja] : nil)
    }

    /// English → language → text, read once from `rows`.
    static let table: [String: [Language: String]] = {
        var table: [String: [Language: String]] = [:]
        for line in rows.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map {
                String($0).trimmingSpaces
            }
            guard let english = fields.first, !english.isEmpty else { continue }
            var texts: [Language: String] = [:]
            for (language, text) in zip(columns, fields.dropFirst()) where !text.isEmpty {
                texts[language] = text
            }
            table[english] = texts
        }
        return table
    }()

    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let rows = """
        Height | たかさ | | 키 | 身高 | 身高 | Taille | Größe | Altura | Altezza
        Weight | おもさ | | 몸무게 | 体重 | 體重 | Poids | Gewicht | Peso | Peso
        Abilities | とくせい | | 특성 | 特性 | 特性 | Talents | Fähigkeiten | Habilidades | Abilità
        hidden | 隠れ特性 | かくれとくせい | 숨겨진 특성 | 隐藏特性 | 隱藏特性 | caché | versteckt | oculta | nascosta
        Base stats | 種族値 | しゅぞくち | 종족값 | 种族值 | 種族值 | Stats de base | Basiswerte | Características base | Statistiche base
        Total | 合計 | ごうけい | 합계 | 总和 | 總和 | Total | Summe | Total | Totale
        Type defences | 防御相性 | ぼうぎょあいしょう | 방어 상성 | 防御相性 | 防禦相性 | Sensibilités | Typ-Abwehr | Defensa por tipo | Difesa per tipo
        Weak to | 弱点 | じゃくてん | 약점 | 弱点 | 弱點 | Faible contre | Schwach gegen | Débil contra | Debole contro
        Resists | 耐性 | たいせい | 반감 | 抵抗 | 抵抗 | Résiste à | Resistent gegen | Resiste | Resiste a
        Immune to | 無効 | むこう | 무효 | 免疫 | 免疫 | Immunisé contre | Immun gegen | Inmune a | Immune a
        Evolution | 進化 | しんか | 진화 | 进化 | 進化 | Évolution | Entwicklung | Evolución | Evoluzione
        Does not evolve. | 進化しない。 | しんかしない。 | 진화하지 않는다. | 不会进化。 | 不會進化。 | N’évolue pas. | Entwickelt sich nicht. | No evoluciona. | Non si evolve.
        Forms | すがた | | 폼 | 形态 | 形態 | Formes | Formen | Formas | Forme
        default | 基本 | きほん | 기본 | 默认 | 預設 | par défaut | Standard | predeterminada | predefinita
        Status | 区分 | くぶん | 구분 | 类别 | 類別 | Statut | Status | Estatus | Status
        Legendary | 伝説 | でんせつ | 전설 | 传说 | 傳說 | Légendaire | Legendär | Legendario | Leggendario
        Mythical | 幻 | まぼろし | 환상 | 幻之 | 幻之 | Fabuleux | Mysteriös | Singular | Misterioso
        Baby | ベイビィ | | 베이비 | 幼年 | 幼年 | Bébé | Baby | Bebé | Baby
        Genderless | 性別不明 | せいべつふめい | 무성 | 无性别 | 無性別 | Asexué | Geschlechtslos | Sin género | Senza sesso
        Species | 種族 | しゅぞく | 종 | 种类 | 種類 | Espèce | Art | Especie | Specie
        Egg groups | タマゴグループ | | 알 그룹 | 蛋群 | 蛋群 | Groupes Œuf | Ei-Gruppen | Grupos Huevo | Gruppi Uova
        Gender | 性別 | せいべつ | 성별 | 性别 | 性別 | Sexe | Geschlecht | Sexo | Sesso
        Capture | 捕獲率 | ほかくりつ | 포획률 | 捕获率 | 捕獲率 | Capture | Fangrate | Captura | Cattura
        Happiness | なつき度 | なつきど | 친밀도 | 亲密度 | 親密度 | Bonheur | Freundschaft | Amistad | Amicizia
        Growth | 経験値 | けいけんち | 경험치 | 经验值 | 經驗值 | Croissance | Wachstum | Crecimiento | Crescita
        Habitat | 生息地 | せいそくち | 서식지 | 栖息地 | 棲息地 | Habitat | Lebensraum | Hábitat | Habitat
        Colour | 色 | いろ | 색 | 颜色 | 顏色 | Couleur | Farbe | Color | Colore
        Shape | かたち | | 모양 | 体形 | 體形 | Forme | Gestalt | Forma | Forma
        Pokédex entry | 図鑑説明 | ずかんせつめい | 도감 설명 | 图鉴介绍 | 圖鑑介紹 | Entrée du Pokédex | Pokédex-Eintrag | Entrada de la Pokédex | Voce del Pokédex
        Where | 出現場所 | しゅつげんばしょ | 출현 장소 | 出现地点 | 出現地點 | Où le trouver | Fundorte | Dónde encontrarlo | Dove trovarlo
        Games | ゲーム | | 게임 | 游戏 | 遊戲 | Jeux | Spiele | Juegos | Giochi
        Met at | 出会える | であえる | 출현지 | 相遇地点 | 相遇地點 | Rencontré à | Anzutreffen | Encontrado en | Incontrato a
        move | わざ | | 기술 | 招式 | 招式 | capacité | Attacke | movimiento | mossa
        ability | とくせい | | 특성 | 特性 | 特性 | talent | Fähigkeit | habilidad | abilità
        item | どうぐ | | 도구 | 道具 | 道具 | objet | Item | objeto | strumento
        Pokémon | ポケモン | | 포켓몬 | 宝可梦 | 寶可夢 | Pokémon | Pokémon | Pokémon | Pokémon
        Power | いりょく | | 위력 | 威力 | 威力 | Puissance | Stärke | Potencia | Potenza
        Accuracy | めいちゅう | | 명중률 | 命中 | 命中 | Précision | Genauigkeit | Precisión | Precisione
        PP | PP | | PP | PP | PP | PP | AP | PP | PP
        Priority | 優先度 | ゆうせんど | 우선도 | 优先度 | 優先度 | Priorité | Priorität | Prioridad | Priorità
        Target | 対象 | たいしょう | 대상 | 目标 | 目標 | Cible | Ziel | Objetivo | Bersaglio
        Chance | 確率 | かくりつ | 확률 | 几率 | 機率 | Chance | Chance | Probabilidad | Probabilità
        Machines | わざマシン | | 기술머신 | 招式学习器 | 招式學習器 | Capsules | Maschinen | Máquinas | Macchine
        Learned by | 覚えるポケモン | おぼえるポケモン | 배우는 포켓몬 | 可学会的宝可梦 | 可學會的寶可夢 | Appris par | Erlernt von | Lo aprenden | Imparata da
        Cost | 値段 | ねだん | 가격 | 价格 | 價格 | Prix | Preis | Precio | Prezzo
        Fling | なげつける | | 내던지기 | 投掷 | 投擲 | Dégommage | Schleuder | Lanzamiento | Lancio
        Traits | 特徴 | とくちょう | 특징 | 特点 | 特點 | Traits | Merkmale | Rasgos | Tratti
        Nature | せいかく | | 성격 | 性格 | 性格 | Nature | Wesen | Naturaleza | Natura
        Raises | 上がる | あがる | 상승 | 提升 | 提升 | Augmente | Erhöht | Sube | Aumenta
        Lowers | 下がる | さがる | 하락 | 降低 | 降低 | Baisse | Senkt | Baja | Diminuisce
        Likes | 好き | すき | 좋아하는 맛 | 喜欢 | 喜歡 | Aime | Mag | Le gusta | Gradisce
        Dislikes | 嫌い | きらい | 싫어하는 맛 | 讨厌 | 討厭 | N’aime pas | Mag nicht | Le disgusta | Non gradisce
        Place | 場所 | ばしょ | 장소 | 地点 | 地點 | Lieu | Ort | Lugar | Luogo
        Levels | レベル | | 레벨 | 等级 | 等級 | Niveaux | Level | Niveles | Livelli
        When | 条件 | じょうけん | 조건 | 条件 | 條件 | Quand | Wann | Cuándo | Quando
        ↑↓ scroll | ↑↓ スクロール | | ↑↓ 스크롤 | ↑↓ 滚动 | ↑↓ 捲動 | ↑↓ défiler | ↑↓ scrollen | ↑↓ desplazar | ↑↓ scorri
        f links | f リンク | | f 링크 | f 链接 | f 連結 | f liens | f Links | f enlaces | f link
        1-9 sections | 1-9 項目 | 1-9 こうもく | 1-9 항목 | 1-9 章节 | 1-9 章節 | 1-9 sections | 1-9 Abschnitte | 1-9 secciones | 1-9 sezioni
        g game | g ゲーム | | g 게임 | g 游戏 | g 遊戲 | g jeu | g Spiel | g juego | g gioco
        ⏎ open | ⏎ 開く | ⏎ ひらく | ⏎ 열기 | ⏎ 打开 | ⏎ 打開 | ⏎ ouvrir | ⏎ öffnen | ⏎ abrir | ⏎ apri
        c compare | c 比較 | c ひかく | c 비교 | c 比较 | c 比較 | c comparer | c vergleichen | c comparar | c confronta
        s shiny | s 色違い | s いろちがい | s 색이 다른 | s 异色 | s 異色 | s chromatique | s schillernd | s variocolor | s cromatico
        ⌫ back | ⌫ 戻る | ⌫ もどる | ⌫ 뒤로 | ⌫ 返回 | ⌫ 返回 | ⌫ retour | ⌫ zurück | ⌫ atrás | ⌫ indietro
        ? keys | ? キー | | ? 키 | ? 按键 | ? 按鍵 | ? touches | ? Tasten | ? teclas | ? tasti
        q quit | q 終了 | q しゅうりょう | q 종료 | q 退出 | q 退出 | q quitter | q beenden | q salir | q esci
        ←→ choose | ←→ 選ぶ | ←→ えらぶ | ←→ 선택 | ←→ 选择 | ←→ 選擇 | ←→ choisir | ←→ wählen | ←→ elegir | ←→ scegli
        ↑↓ move | ↑↓ 移動 | ↑↓ いどう | ↑↓ 이동 | ↑↓ 移动 | ↑↓ 移動 | ↑↓ déplacer | ↑↓ bewegen | ↑↓ mover | ↑↓ sposta
        / edit | / 編集 | / へんしゅう | / 편집 | / 编辑 | / 編輯 | / modifier | / bearbeiten | / editar | / modifica
        / search | / 検索 | / けんさく | / 검색 | / 搜索 | / 搜尋 | / chercher | / suchen | / buscar | / cerca
        t type | t タイプ | | t 타입 | t 属性 | t 屬性 | t type | t Typ | t tipo | t tipo
        ⇥ entry | ⇥ 図鑑 | ⇥ ずかん | ⇥ 도감 | ⇥ 图鉴 | ⇥ 圖鑑 | ⇥ fiche | ⇥ Eintrag | ⇥ ficha | ⇥ scheda
        ⇥ list | ⇥ 一覧 | ⇥ いちらん | ⇥ 목록 | ⇥ 列表 | ⇥ 列表 | ⇥ liste | ⇥ Liste | ⇥ lista | ⇥ elenco
        no picture | 画像なし | がぞうなし | 그림 없음 | 无图片 | 無圖片 | pas d’image | kein Bild | sin imagen | nessuna immagine
        pictures are off | 画像オフ | がぞうオフ | 그림 꺼짐 | 图片已关闭 | 圖片已關閉 | images désactivées | Bilder aus | imágenes desactivadas | immagini disattivate
        Base | 種族値 | しゅぞくち | 종족값 | 种族值 | 種族值 | Base | Basis | Base | Base
        IV | 個体値 | こたいち | 개체값 | 个体值 | 個體值 | IV | DV | IV | IV
        EV | 努力値 | どりょくち | 노력치 | 努力值 | 努力值 | EV | FP | EV | EV
        Stat | 能力値 | のうりょくち | 능력치 | 能力值 | 能力值 | Stat | Wert | Estad. | Stat.
        Boosted | ランク補正 | ランクほせい | 랭크 보정 | 能力变化 | 能力變化 | Boosté | Verstärkt | Modificado | Modificato
        ↑↓ choose | ↑↓ 選ぶ | ↑↓ えらぶ | ↑↓ 선택 | ↑↓ 选择 | ↑↓ 選擇 | ↑↓ choisir | ↑↓ wählen | ↑↓ elegir | ↑↓ scegli
        ⏎ its moves | ⏎ このゲームのわざ | | ⏎ 이 게임의 기술 | ⏎ 该游戏的招式 | ⏎ 該遊戲的招式 | ⏎ ses capacités | ⏎ ihre Attacken | ⏎ sus movimientos | ⏎ le sue mosse
        Esc keep the game | Esc そのまま | | Esc 그대로 | Esc 保持不变 | Esc 保持不變 | Esc garder le jeu | Esc Spiel behalten | Esc mantener el juego | Esc mantieni il gioco
        Loading | 読み込み中 | よみこみちゅう | 불러오는 중 | 加载中 | 載入中 | Chargement | Lädt | Cargando | Caricamento
        Attacking | 攻撃 | こうげき | 공격 | 攻击 | 攻擊 | Attaque | Angriff | Ataque | Attacco
        Defending | 防御 | ぼうぎょ | 방어 | 防御 | 防禦 | Défense | Verteidigung | Defensa | Difesa
        Attacking | 攻撃 | こうげき | 공격 | 攻击 | 攻擊 | Attaque | Angriff | Ataque | Attacco
        Defending | 防御 | ぼうぎょ | 방어 | 防御 | 防禦 | Défense | Verteidigung | Defensa | Difesa
        Moves | わざ | | 기술 | 招式 | 招式 | Capacités | Attacken | Movimientos | Mosse
        Level up | レベルアップ | | 레벨업 | 升级 | 升級 | Niveau | Level-Up | Nivel | Livello
        Egg moves | タマゴわざ | | 알기술 | 蛋招式 | 蛋招式 | Capacités Œuf | Ei-Attacken | Movimientos huevo | Mosse uovo
        Tutor | 教え技 | おしえわざ | 기술 가르침 | 教授招式 | 教授招式 | Donneur | Lehrer | Tutor | Insegnamosse
        Move | わざ | | 기술 | 招式 | 招式 | Capacité | Attacke | Movimiento | Mossa
        Type | タイプ | | 타입 | 属性 | 屬性 | Type | Typ | Tipo | Tipo
        Types | タイプ | | 타입 | 属性 | 屬性 | Types | Typen | Tipos | Tipi
        Class | 分類 | ぶんるい | 분류 | 分类 | 分類 | Catégorie | Kategorie | Categoría | Categoria
        Acc. | 命中 | めいちゅう | 명중 | 命中 | 命中 | Préc. | Gen. | Prec. | Prec.
        From | 遺伝元 | いでんもと | 유전 | 来自 | 來自 | De | Von | De | Da
        Machine | わざマシン | | 기술머신 | 招式学习器 | 招式學習器 | Capsule | Maschine | Máquina | Macchina
        Egg | タマゴ | | 알 | 蛋 | 蛋 | Œuf | Ei | Huevo | Uovo
        How | 方法 | ほうほう | 방법 | 方式 | 方式 | Comment | Wie | Cómo | Come
        No. | No. | | No. | 编号 | 編號 | N° | Nr. | N.º | N.
        """
}

extension String {
    /// The string without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
