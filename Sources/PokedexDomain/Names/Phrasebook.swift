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
    // An evolution's conditions, `{1}` and `{2}` filled in with a number or a name.
    case evolveLevel = "level {1}"
    case evolveLevelUpPlace = "level up {1}"
    case evolveLevelUp = "level up"
    case evolveUse = "use {1}"
    case evolveAnItem = "an item"
    case evolveTrade = "trade"
    case evolveTradeHolding = "trade holding {1}"
    case evolveTradeFor = "trade for {1}"
    case evolveShed = "level 20 with an empty party slot and a spare Poké Ball"
    case evolveSpin = "spin around holding a Sweet"
    case evolveTowerOfDarkness = "train in the Tower of Darkness"
    case evolveTowerOfWaters = "train in the Tower of Waters"
    case evolveCriticalHits = "land three critical hits in one battle"
    case evolveStoneBridge = "take at least {1} damage, then pass under the stone bridge"
    case evolveAgileStyle = "use {1} in the agile style {2} times"
    case evolveStrongStyle = "use {1} in the strong style {2} times"
    case evolveAMove = "a move"
    case evolveRecoil = "take {1} recoil damage without fainting"
    case evolveUseMove = "use {1} {2} times"
    case evolveDefeatLeaders = "defeat three {1} that lead {2}"
    case evolveCoins = "collect 999 Gimmighoul Coins"
    case evolveSpecial = "a special condition"
    case evolveHolding = "holding {1}"
    case evolveKnows = "knows {1}"
    case evolveKnowsType = "knows a {1}-type move"
    case evolveFriendship = "high friendship"
    case evolveAffection = "with affection"
    case evolveBeauty = "high beauty"
    case evolveDay = "daytime"
    case evolveNight = "at night"
    case evolveDusk = "at dusk"
    case evolveFullMoon = "under a full moon"
    case evolveFemale = "female"
    case evolveMale = "male"
    case evolvePartySpecies = "with {1} in the party"
    case evolvePartyType = "with a {1}-type Pokémon in the party"
    case evolveAttackHigher = "Attack higher than Defense"
    case evolveAttackEqual = "Attack equal to Defense"
    case evolveAttackLower = "Attack lower than Defense"
    case evolveRain = "while it rains"
    case evolveUpsideDown = "with the console upside down"
    case evolveSteps = "after {1} steps with it"
    case evolveAfterUsing = "after using {1}"
    case evolveUnionCircle = "in a Union Circle"
    case evolveRegion = "in {1}"
    case evolveMossRock = "near a Moss Rock"
    case evolveIceRock = "near an Ice Rock"
    case evolveMagneticField = "in a magnetic field"
    case evolveSpecialRock = "near a special rock"
    case evolveAt = "at {1}"
    case or = "or"
    case evolveOtherGames = "other games: {1}"
    // The where and location screens: what they say, the ways a Pokémon is met, and when.
    case inDexNoLocations = "In the Pokédex of {1}, but PokeAPI has no locations for this game."
    case inDexNotWild = "In the Pokédex of {1}, but not met in the wild in PokeAPI's locations."
    case notInDex = "Not in the Pokédex of {1}."
    case metNowhere = "Met in the wild in no game PokeAPI has locations for."
    case evolveItFrom = "Evolve it from {1}."
    case evolveItFromHow = "Evolve it from {1} ({2})."
    case breedIt = "Breed a {1}: its eggs hatch as {2}."
    case inDexOf = "In the Pokédex of {1}."
    case noLocationsFor = "PokeAPI has no locations for {1}."
    case noPokemonHere = "No Pokémon are met here in PokeAPI's data."
    case alsoOfThisName = "Also of this name: {1}."
    case walking = "Walking"
    case surfing = "Surfing"
    case oldRod = "Old Rod"
    case goodRod = "Good Rod"
    case superRod = "Super Rod"
    case rockSmash = "Rock Smash"
    case headbutt = "Headbutt"
    case gift = "Gift"
    case giftEgg = "Gift Egg"
    case npcTrade = "Trade"
    case onlyOne = "Only one"
    case pokeFlute = "Poké Flute"
    case maxRaid = "Max Raid"
    case sosBattle = "SOS battle"
    case overworld = "Overworld"
    case darkGrass = "Dark grass"
    case horde = "Horde"
    case grassSpots = "Grass Spots"
    case caveSpots = "Cave Spots"
    case bridgeSpots = "Bridge Spots"
    case superRodSpots = "Super Rod Spots"
    case surfSpots = "Surf Spots"
    case yellowFlowers = "Yellow Flowers"
    case purpleFlowers = "Purple Flowers"
    case redFlowers = "Red Flowers"
    case roughTerrain = "Rough Terrain"
    case staticEncounter = "Static"
    case headbuttLow = "Headbutt Low"
    case headbuttNormal = "Headbutt Normal"
    case headbuttHigh = "Headbutt High"
    case seaweed = "Seaweed"
    case roamingGrass = "Roaming Grass"
    case roamingWater = "Roaming Water"
    case islandScan = "Island Scan"
    case bubblingSpots = "Bubbling Spots"
    case berryTrees = "Berry Trees"
    case hiddenGrotto = "Hidden Grotto"
    case honeyTree = "Honey Tree"
    case wanderer = "Wanderer"
    case wandererWater = "Wanderer Water"
    case overworldWater = "Overworld Water"
    case overworldFlying = "Overworld Flying"
    case dynamaxAdventure = "Dynamax Adventure"
    case inTheMorning = "In the morning"
    case duringTheDay = "During the day"
    case atNight = "At night"
    case duringSpring = "During Spring"
    case duringSummer = "During Summer"
    case duringAutumn = "During Autumn"
    case duringWinter = "During Winter"
    case duringASwarm = "During a swarm"
    case notDuringASwarm = "Not during a swarm"
    case usingPokeRadar = "Using PokéRadar"
    case notUsingPokeRadar = "Not using PokéRadar"
    case sunday = "Sunday"
    case monday = "Monday"
    case tuesday = "Tuesday"
    case wednesday = "Wednesday"
    case thursday = "Thursday"
    case friday = "Friday"
    case saturday = "Saturday"
    case coins = "Have at least {1} coins in your Coin Case"
    case giveInTrade = "Give {1} in a Trade"
    case hallOfFame = "Enter the Hall of Fame"
    case beforeHallOfFame = "Before entering the Hall of Fame"
    case weatherNormal = "During normal weather"
    case weatherOvercast = "During overcast weather"
    case weatherRain = "During rainy weather"
    case weatherThunderstorm = "During a thunderstorm"
    case weatherSnow = "During snowy weather"
    case weatherSnowstorm = "During a snowstorm"
    case weatherSandstorm = "During a sandstorm"
    case weatherSun = "During intense sun"
    case weatherFog = "During foggy weather"
    case denCommon = "Start max raid in a den with a weak, red pillar of light."
    case denRare = "Start max raid in a den with a strong, purple pillar of light."
    case denStars1 = "Start a max raid with a difficulty of 1 star."
    case denStars2 = "Start a max raid with a difficulty of 2 stars."
    case denStars3 = "Start a max raid with a difficulty of 3 stars."
    case denStars4 = "Start a max raid with a difficulty of 4 stars."
    case denStars5 = "Start a max raid with a difficulty of 5 stars."
    case japan = "Japan"
    // The full-screen Pokédex's help screen, prompts and messages.
    case keys = "Keys"
    case inTheList = "(in the list)"
    case inAnEntry = "(in an entry)"
    case helpMove = "move the cursor"
    case helpPage = "page"
    case helpEnds = "first, last (in an entry: Home)"
    case helpNumber = "jump to that number"
    case helpOpen = "open"
    case helpFocus = "from 100 columns: move the entry beside the list, or the list"
    case helpLinks = "choose an evolution, form, ability or move to open"
    case helpHints = "a letter on each link (of the entry beside the list too): type it"
    case helpSections = "jump to a section: stats, defences, evolution…"
    case helpGame = "the game of its moves and places, for the rest of the session"
    case helpCompare = "set it aside to compare; the second opens the comparison"
    case helpShiny = "the shiny picture, or back to the plain one"
    case helpBack = "back"
    case helpSearch = "search as you type"
    case helpCommand = "a command's screen: :moves garchomp --game sv, :compare a b (↑↓ history)"
    case helpType = "filter the list by type"
    case helpKeys = "these keys (any key closes)"
    case helpQuit = "quit"
    case openLinks = "Open:"
    case typeLinkLetters = "(type a link's letters; Esc: none)"
    case noPokemonMatch = "No Pokémon match this filter."
    case movesInWhichGame = "Moves of {1} in which game?"
    case typeAName = "Type a name, in any language."
    case nothingMatches = "Nothing matches '{1}'."
    case noCommands = "No commands here."
    case noGames = "No games to choose from: it learns no moves in any."
    case sectionCount = "This entry has {1} sections."
    case nothingToOpen = "Nothing here to open."
    case noLinkLabelled = "No link is labelled '{1}'."
    case noTypeNamed = "No type named '{1}'."
    // The breadcrumb's screens.
    case search = "Search"
    case natures = "Natures"
    case team = "Team"
    case stats = "Stats"
    case damage = "Damage"
    // The team screen.
    case legality = "Legality"
    case keepsRules = "every set keeps the rules of {1}"
    case oneProblem = "{1} problem with the rules of {2} (on stderr)"
    case problems = "{1} problems with the rules of {2} (on stderr)"
    case speedOrder = "(fastest first; under Trick Room, slowest first)"
    case scarf = "Scarf"
    case tailwind = "Tailwind"
    case paralysed = "Paralysed"
    case defence = "Defence"
    case offence = "Offence"
    case offenceNote = "(moves that hit each type super-effectively)"
    case weak = "Weak"
    case resistShort = "Res."
    case immuneShort = "Imm."
    case flaggedWeak = "⚠ three or more weak and none resists: {1}"
    case tera = "Tera {1}"
    // What a move does, in short (the English has sentences), and what it was before.
    case paralysis = "paralysis"
    case burn = "burn"
    case freeze = "freeze"
    case poison = "poison"
    case confusion = "confusion"
    case trap = "trap"
    case torment = "torment"
    case disable = "disable"
    case sleep = "sleep"
    case infatuation = "infatuation"
    case yawn = "yawn"
    case leechSeed = "leech-seed"
    case nightmare = "nightmare"
    case perishSong = "perish-song"
    case ingrain = "ingrain"
    case healBlock = "heal-block"
    case embargo = "embargo"
    case silence = "silence"
    case tarShot = "tar-shot"
    case noTypeImmunity = "no-type-immunity"
    case flinch = "flinch"
    case oneHitKO = "one-hit KO"
    case hitsTimes = "{1} hits"
    case forTurns = "{1} turns"
    case ofTheUser = "user"
    case ofTheTarget = "target"
    case drains = "drains {1}% of the damage"
    case recoil = "recoil: {1}% of the damage"
    case heals = "heals {1}% of max HP"
    case losesHP = "loses {1}% of max HP"
    case highCrit = "high critical-hit ratio"
    case veryHighCrit = "very high critical-hit ratio"
    case alwaysCrit = "always a critical hit"
    case forcesSwitch = "forces the target out"
    case affectsField = "changes the field"
    case before = "Before {1}: {2}."
    case differentEffect = "a different effect"
    case effectNotCached = "PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use."
    // A learnset's notes, a nature's, and Fling's.
    case latestGame = "(the latest game it learns moves in by level)"
    case partOf = "{1} is part of {2}: PokeAPI lists their moves together."
    case evolutionMove = "Evo."
    case noMovesBy = "No moves by {1} in this game."
    case learnsNoMoves = "{1} learns no moves in {2}."
    case otherGames = "Other games: {1}. Choose one with --game."
    case neutralNature = "A neutral nature: it changes no stat."
    case neutralNatures = "— : neutral, changes no stat."
    case flingPower = "{1} power"
    case badlyPoisons = "badly poisons the target"
    case burns = "burns the target"
    case paralyzes = "paralyzes the target"
    case poisons = "poisons the target"
    case makesFlinch = "makes the target flinch"
    case berryEffect = "the target gets the Berry’s effect"
    case herbEffect = "the target gets the herb’s effect"
    // The list's footer, and how a search hit matched.
    case showing = "Showing {1}–{2} of {3}."
    case next = "Next:"
    case nothingAtOffset = "Nothing to show at offset {1}: there are {2} Pokémon."
    case exact = "exact"
    case prefix = "prefix"
    case substring = "substring"
    case fuzzy = "fuzzy"
    // The words of the commonest forms' names: `Charizard (Mega X)`, `Meowth (Galar)`.
    case mega = "Mega"
    case gmax = "Gmax"
    case alola = "Alola"
    case galar = "Galar"
    case hisui = "Hisui"
    case paldea = "Paldea"
    case totem = "Totem"
    case primal = "Primal"
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
        level {1} | レベル{1} | | 레벨 {1} | 等级{1} | 等級{1} | niveau {1} | Level {1} | nivel {1} | livello {1}
        level up {1} | {1}レベルアップ | | {1} 레벨업 | {1}升级 | {1}升級 | monter de niveau {1} | Levelaufstieg {1} | subir de nivel {1} | salire di livello {1}
        level up | レベルアップ | | 레벨업 | 升级 | 升級 | monter de niveau | Levelaufstieg | subir de nivel | salire di livello
        use {1} | {1}を使う | {1}をつかう | {1} 사용 | 使用{1} | 使用{1} | utiliser {1} | {1} verwenden | usar {1} | usare {1}
        an item | 道具 | どうぐ | 도구 | 道具 | 道具 | un objet | ein Item | un objeto | uno strumento
        trade | 通信交換 | つうしんこうかん | 통신교환 | 连接交换 | 連接交換 | échange | Tausch | intercambio | scambio
        trade holding {1} | {1}を持たせて通信交換 | {1}をもたせてつうしんこうかん | {1}을(를) 지니게 하고 통신교환 | 携带{1}连接交换 | 攜帶{1}連接交換 | échange en tenant {1} | Tausch mit {1} | intercambio equipado con {1} | scambio tenendo {1}
        trade for {1} | {1}と通信交換 | {1}とつうしんこうかん | {1}와(과) 통신교환 | 与{1}连接交换 | 與{1}連接交換 | échange contre {1} | Tausch gegen {1} | intercambio por {1} | scambio con {1}
        level 20 with an empty party slot and a spare Poké Ball | レベル20で手持ちに空きがありモンスターボールを持っている | レベル20でてもちにあきがありモンスターボールをもっている | 레벨 20, 지닌 포켓몬에 빈자리와 몬스터볼이 있을 때 | 等级20，队伍有空位且包包里有精灵球 | 等級20，隊伍有空位且包包裡有精靈球 | niveau 20 avec une place libre dans l’équipe et une Poké Ball en réserve | Level 20 mit freiem Platz im Team und einem Pokéball im Beutel | nivel 20 con un hueco libre en el equipo y una Poké Ball de sobra | livello 20 con un posto libero in squadra e una Poké Ball in più
        spin around holding a Sweet | アメざいくを持たせてくるくる回る | アメざいくをもたせてくるくるまわる | 사탕공예를 지니게 하고 빙글빙글 돈다 | 携带糖饰品后转圈 | 攜帶糖飾品後轉圈 | tourner sur soi en tenant une Friandise | sich mit einem Zuckerstück drehen | girar con un confite equipado | girare su sé stessi tenendo un Dolcetto
        train in the Tower of Darkness | 悪の塔で修行 | あくのとうでしゅぎょう | 악의 탑에서 수행 | 在恶之塔修行 | 在惡之塔修行 | s’entraîner à la Tour de l’Obscurité | im Turm des Unlichts trainieren | entrenar en la Torre de la Oscuridad | allenarsi nella Torre del Buio
        train in the Tower of Waters | 水の塔で修行 | みずのとうでしゅぎょう | 물의 탑에서 수행 | 在水之塔修行 | 在水之塔修行 | s’entraîner à la Tour de l’Eau | im Turm des Wassers trainieren | entrenar en la Torre del Agua | allenarsi nella Torre dell’Acqua
        land three critical hits in one battle | 1回のバトルで急所に3回当てる | 1かいのバトルできゅうしょに3かいあてる | 한 배틀에서 급소를 3번 맞힌다 | 在一场对战中击中要害3次 | 在一場對戰中擊中要害3次 | porter trois coups critiques en un combat | in einem Kampf drei Volltreffer landen | asestar tres golpes críticos en un combate | mettere a segno tre brutti colpi in una lotta
        take at least {1} damage, then pass under the stone bridge | {1}以上のダメージを受けて石のアーチをくぐる | {1}いじょうのダメージをうけていしのアーチをくぐる | {1} 이상의 데미지를 입고 돌 아치 밑을 지난다 | 受到{1}以上伤害后穿过石拱门 | 受到{1}以上傷害後穿過石拱門 | subir au moins {1} dégâts, puis passer sous l’arche de pierre | mindestens {1} Schaden nehmen, dann unter dem Steinbogen hindurchgehen | recibir al menos {1} de daño y pasar bajo el arco de piedra | subire almeno {1} danni, poi passare sotto l’arco di pietra
        use {1} in the agile style {2} times | {1}を速攻で{2}回使う | {1}をそっこうで{2}かいつかう | {1}을(를) 속공으로 {2}번 사용 | 以迅疾架势使用{1}{2}次 | 以迅疾架勢使用{1}{2}次 | utiliser {1} en style Rapide {2} fois | {1} {2}-mal im Tempo-Stil einsetzen | usar {1} con estilo rápido {2} veces | usare {1} in stile rapido {2} volte
        use {1} in the strong style {2} times | {1}を力業で{2}回使う | {1}をちからわざで{2}かいつかう | {1}을(를) 강공으로 {2}번 사용 | 以刚猛架势使用{1}{2}次 | 以剛猛架勢使用{1}{2}次 | utiliser {1} en style Puissant {2} fois | {1} {2}-mal im Kraft-Stil einsetzen | usar {1} con estilo fuerte {2} veces | usare {1} in stile potente {2} volte
        a move | わざ | | 기술 | 招式 | 招式 | une capacité | eine Attacke | un movimiento | una mossa
        take {1} recoil damage without fainting | ひんしにならずに反動ダメージを{1}受ける | ひんしにならずにはんどうダメージを{1}うける | 기절하지 않고 반동 데미지를 {1} 입는다 | 在不濒死的情况下受到{1}反作用力伤害 | 在不瀕死的情況下受到{1}反作用力傷害 | subir {1} dégâts de recul sans être K.O. | {1} Rückstoßschaden nehmen, ohne besiegt zu werden | recibir {1} de daño de retroceso sin debilitarse | subire {1} danni da contraccolpo senza andare KO
        use {1} {2} times | {1}を{2}回使う | {1}を{2}かいつかう | {1}을(를) {2}번 사용 | 使用{1}{2}次 | 使用{1}{2}次 | utiliser {1} {2} fois | {1} {2}-mal einsetzen | usar {1} {2} veces | usare {1} {2} volte
        defeat three {1} that lead {2} | {2}を連れた{1}を3匹倒す | {2}をつれた{1}を3びきたおす | {2}을(를) 거느린 {1}을(를) 3마리 쓰러뜨린다 | 打倒3只带领{2}的{1} | 打倒3隻帶領{2}的{1} | vaincre trois {1} menant des {2} | drei {1} besiegen, die {2} anführen | derrotar a tres {1} que lideran {2} | sconfiggere tre {1} a capo di {2}
        collect 999 Gimmighoul Coins | コレクレーのコインを999枚集める | コレクレーのコインを999まいあつめる | 모으령의 코인을 999개 모은다 | 收集999枚索财灵的硬币 | 收集999枚索財靈的硬幣 | réunir 999 pièces de Mordudor | 999 Gierspenst-Münzen sammeln | reunir 999 monedas de Gimmighoul | raccogliere 999 monete di Gimmighoul
        a special condition | 特別な条件 | とくべつなじょうけん | 특별한 조건 | 特殊条件 | 特殊條件 | une condition spéciale | eine besondere Bedingung | una condición especial | una condizione speciale
        holding {1} | {1}を持たせて | {1}をもたせて | {1}을(를) 지닌 채 | 携带{1} | 攜帶{1} | en tenant {1} | mit {1} | equipado con {1} | tenendo {1}
        knows {1} | {1}を覚えている | {1}をおぼえている | {1}을(를) 배운 상태 | 学会{1} | 學會{1} | connaît {1} | beherrscht {1} | conoce {1} | conosce {1}
        knows a {1}-type move | {1}タイプのわざを覚えている | {1}タイプのわざをおぼえている | {1} 타입 기술을 배운 상태 | 学会{1}属性招式 | 學會{1}屬性招式 | connaît une capacité de type {1} | beherrscht eine {1}-Attacke | conoce un movimiento de tipo {1} | conosce una mossa di tipo {1}
        high friendship | なつき度が高い | なつきどがたかい | 친밀도가 높음 | 亲密度高 | 親密度高 | bonheur élevé | hohe Freundschaft | amistad alta | amicizia alta
        with affection | なかよし度が高い | なかよしどがたかい | 애정이 높음 | 友好度高 | 友好度高 | avec affection | mit Zuneigung | con afecto | con affetto
        high beauty | うつくしさが高い | うつくしさがたかい | 아름다움이 높음 | 美丽度高 | 美麗度高 | beauté élevée | hohe Schönheit | belleza alta | bellezza alta
        daytime | 昼 | ひる | 낮 | 白天 | 白天 | de jour | tagsüber | de día | di giorno
        at night | 夜 | よる | 밤 | 夜晚 | 夜晚 | de nuit | nachts | de noche | di notte
        at dusk | 夕方 | ゆうがた | 저녁 | 黄昏 | 黃昏 | au crépuscule | in der Dämmerung | al atardecer | al tramonto
        under a full moon | 満月の夜 | まんげつのよる | 보름달 밤 | 满月之夜 | 滿月之夜 | à la pleine lune | bei Vollmond | con luna llena | con la luna piena
        female | メス | | 암컷 | 雌性 | 雌性 | femelle | weiblich | hembra | femmina
        male | オス | | 수컷 | 雄性 | 雄性 | mâle | männlich | macho | maschio
        with {1} in the party | 手持ちに{1}がいる | てもちに{1}がいる | 지닌 포켓몬에 {1}이(가) 있음 | 队伍中有{1} | 隊伍中有{1} | avec {1} dans l’équipe | mit {1} im Team | con {1} en el equipo | con {1} in squadra
        with a {1}-type Pokémon in the party | 手持ちに{1}タイプのポケモンがいる | てもちに{1}タイプのポケモンがいる | 지닌 포켓몬에 {1} 타입 포켓몬이 있음 | 队伍中有{1}属性宝可梦 | 隊伍中有{1}屬性寶可夢 | avec un Pokémon de type {1} dans l’équipe | mit einem {1}-Pokémon im Team | con un Pokémon de tipo {1} en el equipo | con un Pokémon di tipo {1} in squadra
        Attack higher than Defense | 攻撃が防御より高い | こうげきがぼうぎょよりたかい | 공격이 방어보다 높음 | 攻击高于防御 | 攻擊高於防禦 | Attaque supérieure à la Défense | Angriff höher als Verteidigung | Ataque mayor que Defensa | Attacco più alto della Difesa
        Attack equal to Defense | 攻撃と防御が同じ | こうげきとぼうぎょがおなじ | 공격과 방어가 같음 | 攻击等于防御 | 攻擊等於防禦 | Attaque égale à la Défense | Angriff gleich Verteidigung | Ataque igual a Defensa | Attacco pari alla Difesa
        Attack lower than Defense | 攻撃が防御より低い | こうげきがぼうぎょよりひくい | 공격이 방어보다 낮음 | 攻击低于防御 | 攻擊低於防禦 | Attaque inférieure à la Défense | Angriff niedriger als Verteidigung | Ataque menor que Defensa | Attacco più basso della Difesa
        while it rains | 雨が降っている | あめがふっている | 비가 내릴 때 | 下雨时 | 下雨時 | sous la pluie | bei Regen | con lluvia | con la pioggia
        with the console upside down | 本体を逆さまにして | ほんたいをさかさまにして | 본체를 거꾸로 들고 | 将主机倒置 | 將主機倒置 | console à l’envers | mit umgedrehter Konsole | con la consola boca abajo | con la console capovolta
        after {1} steps with it | 一緒に{1}歩歩いたあと | いっしょに{1}ほあるいたあと | 함께 {1}걸음 걸은 후 | 一起走{1}步后 | 一起走{1}步後 | après {1} pas ensemble | nach {1} Schritten zusammen | tras {1} pasos juntos | dopo {1} passi insieme
        after using {1} | {1}を使ったあと | {1}をつかったあと | {1}을(를) 사용한 후 | 使用{1}后 | 使用{1}後 | après avoir utilisé {1} | nach Einsatz von {1} | tras usar {1} | dopo aver usato {1}
        in a Union Circle | ユニオンサークルで | | 유니온서클에서 | 在联合圈中 | 在聯合圈中 | dans un Cercle Union | in einem Union-Zirkel | en un Círculo Unión | in un Cerchio Unione
        in {1} | {1}で | | {1}에서 | 在{1} | 在{1} | à {1} | in {1} | en {1} | a {1}
        near a Moss Rock | 苔むした岩の近くで | こけむしたいわのちかくで | 이끼 낀 바위 근처에서 | 在长满苔藓的岩石附近 | 在長滿苔蘚的岩石附近 | près de la Pierre Mousse | nahe dem Moosfelsen | cerca de la Roca Musgo | vicino alla Roccia Muschio
        near an Ice Rock | 凍った岩の近くで | こおったいわのちかくで | 얼음 바위 근처에서 | 在结冰的岩石附近 | 在結冰的岩石附近 | près de la Pierre Glacée | nahe dem Eisfelsen | cerca de la Roca Hielo | vicino alla Roccia Gelo
        in a magnetic field | 特殊な磁場で | とくしゅなじばで | 특수한 자기장에서 | 在特殊磁场中 | 在特殊磁場中 | dans un champ magnétique | in einem Magnetfeld | en un campo magnético | in un campo magnetico
        near a special rock | 特別な岩の近くで | とくべつないわのちかくで | 특별한 바위 근처에서 | 在特殊岩石附近 | 在特殊岩石附近 | près d’une pierre spéciale | nahe einem besonderen Felsen | cerca de una roca especial | vicino a una roccia speciale
        at {1} | {1}で | | {1}에서 | 在{1} | 在{1} | à {1} | bei {1} | en {1} | presso {1}
        or | または | | 또는 | 或 | 或 | ou | oder | o | o
        other games: {1} | ほかのゲーム: {1} | | 다른 게임: {1} | 其他游戏：{1} | 其他遊戲：{1} | autres jeux : {1} | andere Spiele: {1} | otros juegos: {1} | altri giochi: {1}
        In the Pokédex of {1}, but PokeAPI has no locations for this game. | {1}の図鑑にいるが、PokeAPIにこのゲームの出現場所はない。 | {1}のずかんにいるが、PokeAPIにこのゲームのしゅつげんばしょはない。 | {1} 도감에 있지만 PokeAPI에 이 게임의 출현 장소가 없다. | 在{1}的图鉴中，但PokeAPI没有该游戏的出现地点。 | 在{1}的圖鑑中，但PokeAPI沒有該遊戲的出現地點。 | Dans le Pokédex de {1}, mais PokeAPI n’a pas les lieux de ce jeu. | Im Pokédex von {1}, aber PokeAPI hat keine Fundorte für dieses Spiel. | En la Pokédex de {1}, pero PokeAPI no tiene ubicaciones de este juego. | Nel Pokédex di {1}, ma PokeAPI non ha luoghi per questo gioco.
        In the Pokédex of {1}, but not met in the wild in PokeAPI's locations. | {1}の図鑑にいるが、PokeAPIの出現場所では野生で出会えない。 | {1}のずかんにいるが、PokeAPIのしゅつげんばしょではやせいでであえない。 | {1} 도감에 있지만 PokeAPI의 출현 장소에서는 야생으로 만날 수 없다. | 在{1}的图鉴中，但在PokeAPI的出现地点中不会在野外遇到。 | 在{1}的圖鑑中，但在PokeAPI的出現地點中不會在野外遇到。 | Dans le Pokédex de {1}, mais jamais rencontré à l’état sauvage dans les lieux de PokeAPI. | Im Pokédex von {1}, aber in den Fundorten von PokeAPI nicht wild anzutreffen. | En la Pokédex de {1}, pero no aparece en estado salvaje en las ubicaciones de PokeAPI. | Nel Pokédex di {1}, ma non si incontra allo stato selvatico nei luoghi di PokeAPI.
        Not in the Pokédex of {1}. | {1}の図鑑にはいない。 | {1}のずかんにはいない。 | {1} 도감에는 없다. | 不在{1}的图鉴中。 | 不在{1}的圖鑑中。 | Absent du Pokédex de {1}. | Nicht im Pokédex von {1}. | No está en la Pokédex de {1}. | Non è nel Pokédex di {1}.
        Met in the wild in no game PokeAPI has locations for. | PokeAPIに出現場所があるゲームでは野生で出会えない。 | PokeAPIにしゅつげんばしょがあるゲームではやせいでであえない。 | PokeAPI에 출현 장소가 있는 게임에서는 야생으로 만날 수 없다. | 在PokeAPI有出现地点的游戏中都不会在野外遇到。 | 在PokeAPI有出現地點的遊戲中都不會在野外遇到。 | Jamais rencontré à l’état sauvage dans les jeux dont PokeAPI a les lieux. | In keinem Spiel, für das PokeAPI Fundorte hat, wild anzutreffen. | No aparece en estado salvaje en ningún juego con ubicaciones en PokeAPI. | Non si incontra allo stato selvatico in nessun gioco di cui PokeAPI ha i luoghi.
        Evolve it from {1}. | {1}から進化させる。 | {1}からしんかさせる。 | {1}에서 진화시킨다. | 由{1}进化而来。 | 由{1}進化而來。 | Faites évoluer {1}. | Entwickle es aus {1}. | Evoluciona a partir de {1}. | Fallo evolvere da {1}.
        Evolve it from {1} ({2}). | {1}から進化させる（{2}）。 | {1}からしんかさせる（{2}）。 | {1}에서 진화시킨다 ({2}). | 由{1}进化而来（{2}）。 | 由{1}進化而來（{2}）。 | Faites évoluer {1} ({2}). | Entwickle es aus {1} ({2}). | Evoluciona a partir de {1} ({2}). | Fallo evolvere da {1} ({2}).
        Breed a {1}: its eggs hatch as {2}. | {1}のタマゴから{2}が生まれる。 | {1}のタマゴから{2}がうまれる。 | {1}의 알에서 {2}이(가) 태어난다. | 让{1}生蛋：蛋会孵化出{2}。 | 讓{1}生蛋：蛋會孵化出{2}。 | Faites pondre un {1} : ses Œufs donnent {2}. | Züchte ein {1}: Aus seinen Eiern schlüpft {2}. | Cría un {1}: de sus huevos nace {2}. | Alleva un {1}: dalle sue uova nasce {2}.
        In the Pokédex of {1}. | {1}の図鑑にいる。 | {1}のずかんにいる。 | {1} 도감에 있다. | 在{1}的图鉴中。 | 在{1}的圖鑑中。 | Dans le Pokédex de {1}. | Im Pokédex von {1}. | En la Pokédex de {1}. | Nel Pokédex di {1}.
        PokeAPI has no locations for {1}. | PokeAPIに{1}の出現場所はない。 | PokeAPIに{1}のしゅつげんばしょはない。 | PokeAPI에 {1}의 출현 장소가 없다. | PokeAPI没有{1}的出现地点。 | PokeAPI沒有{1}的出現地點。 | PokeAPI n’a pas les lieux de {1}. | PokeAPI hat keine Fundorte für {1}. | PokeAPI no tiene ubicaciones de {1}. | PokeAPI non ha luoghi per {1}.
        No Pokémon are met here in PokeAPI's data. | PokeAPIのデータではここで出会えるポケモンはいない。 | PokeAPIのデータではここでであえるポケモンはいない。 | PokeAPI 데이터에서는 여기서 만날 수 있는 포켓몬이 없다. | 根据PokeAPI的数据，这里遇不到宝可梦。 | 根據PokeAPI的資料，這裡遇不到寶可夢。 | Aucun Pokémon n’est rencontré ici selon PokeAPI. | Laut PokeAPI ist hier kein Pokémon anzutreffen. | Según PokeAPI, aquí no aparece ningún Pokémon. | Secondo PokeAPI qui non si incontra nessun Pokémon.
        Also of this name: {1}. | 同じ名前の場所: {1}。 | おなじなまえのばしょ: {1}。 | 같은 이름의 장소: {1}. | 同名地点：{1}。 | 同名地點：{1}。 | Du même nom : {1}. | Gleichen Namens: {1}. | Con el mismo nombre: {1}. | Con lo stesso nome: {1}.
        Walking | くさむら | | 풀숲 | 草丛 | 草叢 | Marche | Gehen | Caminando | A piedi
        Surfing | なみのり | | 파도타기 | 冲浪 | 衝浪 | Surf | Surfer | Surf | Surf
        Old Rod | ボロのつりざお | | 낡은낚싯대 | 破旧钓竿 | 破舊釣竿 | Canne | Angel | Caña Vieja | Amo Vecchio
        Good Rod | いいつりざお | | 좋은낚싯대 | 好钓竿 | 好釣竿 | Super Canne | Profiangel | Caña Buena | Amo Buono
        Super Rod | すごいつりざお | | 대단한낚싯대 | 厉害钓竿 | 厲害釣竿 | Méga Canne | Superangel | Supercaña | Super Amo
        Rock Smash | いわくだき | | 바위깨기 | 碎岩 | 碎岩 | Éclate-Roc | Zertrümmerer | Golpe Roca | Spaccaroccia
        Headbutt | ずつき | | 박치기 | 头锤 | 頭錘 | Coup d’Boule | Kopfnuss | Golpe Cabeza | Bottintesta
        Gift | もらう | | 받기 | 赠送 | 贈送 | Cadeau | Geschenk | Regalo | Regalo
        Gift Egg | タマゴをもらう | | 알 받기 | 赠送的蛋 | 贈送的蛋 | Œuf offert | Geschenk-Ei | Huevo de regalo | Uovo in regalo
        Trade | 交換 | こうかん | 교환 | 交换 | 交換 | Échange | Tausch | Intercambio | Scambio
        Only one | 1匹だけ | 1ぴきだけ | 한 마리뿐 | 仅一只 | 僅一隻 | Unique | Einmalig | Único | Unico
        Poké Flute | ポケモンのふえ | | 포켓몬피리 | 宝可梦之笛 | 寶可夢之笛 | Poké Flûte | Pokéflöte | Poké Flauta | Poké Flauto
        Max Raid | マックスレイド | | 맥스 레이드 | 极巨团体战 | 極巨團體戰 | Raid Dynamax | Dyna-Raid | Incursión Dinamax | Raid Dynamax
        SOS battle | 乱入バトル | らんにゅうバトル | 난입 배틀 | 乱入对战 | 亂入對戰 | Combat SOS | SOS-Kampf | Combate SOS | Lotta SOS
        Overworld | フィールド | | 필드 | 野外 | 野外 | Sur le terrain | Oberwelt | En el mapa | Sul campo
        Dark grass | 濃い草むら | こいくさむら | 짙은 풀숲 | 深草丛 | 深草叢 | Hautes herbes sombres | Dunkles Gras | Hierba alta oscura | Erba scura
        Horde | 群れバトル | むれバトル | 무리 배틀 | 群聚对战 | 群聚對戰 | Hordes | Horde | Horda | Orda
        Grass Spots | 揺れる草むら | ゆれるくさむら | 흔들리는 풀숲 | 摇晃的草丛 | 搖晃的草叢 | Herbes qui bougent | Raschelndes Gras | Hierba que se mueve | Erba che si muove
        Cave Spots | 砂煙 | すなけむり | 모래 먼지 | 沙尘 | 沙塵 | Nuage de poussière | Staubwolke | Nube de polvo | Nuvola di polvere
        Bridge Spots | 橋の影 | はしのかげ | 다리 그림자 | 桥上的影子 | 橋上的影子 | Ombre sur le pont | Brückenschatten | Sombra en el puente | Ombra sul ponte
        Super Rod Spots | 水面の影（釣り） | すいめんのかげ（つり） | 수면의 그림자 (낚시) | 水面的影子（钓鱼） | 水面的影子（釣魚） | Remous (pêche) | Wasserstrudel (Angeln) | Remolino (pesca) | Increspatura (pesca)
        Surf Spots | 水面の影（なみのり） | すいめんのかげ（なみのり） | 수면의 그림자 (파도타기) | 水面的影子（冲浪） | 水面的影子（衝浪） | Remous (surf) | Wasserstrudel (Surfer) | Remolino (surf) | Increspatura (surf)
        Yellow Flowers | 黄色い花 | きいろいはな | 노란 꽃 | 黄色花丛 | 黃色花叢 | Fleurs jaunes | Gelbe Blumen | Flores amarillas | Fiori gialli
        Purple Flowers | 紫の花 | むらさきのはな | 보라색 꽃 | 紫色花丛 | 紫色花叢 | Fleurs violettes | Lila Blumen | Flores moradas | Fiori viola
        Red Flowers | 赤い花 | あかいはな | 빨간 꽃 | 红色花丛 | 紅色花叢 | Fleurs rouges | Rote Blumen | Flores rojas | Fiori rossi
        Rough Terrain | でこぼこ道 | でこぼこみち | 울퉁불퉁한 길 | 崎岖地形 | 崎嶇地形 | Terrain accidenté | Unebenes Gelände | Terreno irregular | Terreno accidentato
        Static | 固定シンボル | こていシンボル | 고정 심볼 | 固定遭遇 | 固定遭遇 | Rencontre fixe | Feste Begegnung | Encuentro fijo | Incontro fisso
        Headbutt Low | ずつき（低） | ずつき（ひくい） | 박치기 (낮음) | 头锤（低） | 頭錘（低） | Coup d’Boule (faible) | Kopfnuss (niedrig) | Golpe Cabeza (bajo) | Bottintesta (bassa)
        Headbutt Normal | ずつき（中） | ずつき（ふつう） | 박치기 (보통) | 头锤（中） | 頭錘（中） | Coup d’Boule (normal) | Kopfnuss (normal) | Golpe Cabeza (normal) | Bottintesta (normale)
        Headbutt High | ずつき（高） | ずつき（たかい） | 박치기 (높음) | 头锤（高） | 頭錘（高） | Coup d’Boule (élevé) | Kopfnuss (hoch) | Golpe Cabeza (alto) | Bottintesta (alta)
        Seaweed | 海藻（ダイビング） | かいそう（ダイビング） | 해초 (다이빙) | 海草（潜水） | 海草（潛水） | Algues (plongée) | Seetang (Tauchen) | Algas (buceo) | Alghe (immersione)
        Roaming Grass | 徘徊（草むら） | はいかい（くさむら） | 배회 (풀숲) | 徘徊（草丛） | 徘徊（草叢） | Errant (herbes) | Umherstreifend (Gras) | Errante (hierba) | Vagante (erba)
        Roaming Water | 徘徊（水上） | はいかい（すいじょう） | 배회 (수면) | 徘徊（水上） | 徘徊（水上） | Errant (eau) | Umherstreifend (Wasser) | Errante (agua) | Vagante (acqua)
        Island Scan | アイランドスキャン |  | 아일랜드 스캔 | 岛屿扫描 | 島嶼掃描 | Scanner Insulaire | Inselscan | Escáner Insular | Scansione Isola
        Bubbling Spots | 泡立つ水面 | あわだつすいめん | 거품이 이는 수면 | 冒泡的水面 | 冒泡的水面 | Bulles dans l’eau | Blubbernde Stellen | Burbujas en el agua | Bolle nell’acqua
        Berry Trees | きのみの木 | きのみのき | 나무열매 나무 | 树果树 | 樹果樹 | Arbres à Baies | Beerenbäume | Árboles de bayas | Alberi di bacche
        Hidden Grotto | 隠し穴 | かくしあな | 숨겨진 구멍 | 隐藏洞穴 | 隱藏洞穴 | Trou Caché | Versteckte Grotte | Claro Oculto | Meandro Nascosto
        Honey Tree | 甘い香りの木 | あまいかおりのき | 달콤한 향기 나무 | 甜甜香气树 | 甜甜香氣樹 | Arbre à miel | Honigbaum | Árbol de miel | Albero del miele
        Wanderer | 徘徊シンボル | はいかいシンボル | 배회 심볼 | 徘徊的宝可梦 | 徘徊的寶可夢 | Errant | Umherstreifer | Errante | Vagante
        Wanderer Water | 徘徊シンボル（水上） | はいかいシンボル（すいじょう） | 배회 심볼 (수면) | 徘徊的宝可梦（水上） | 徘徊的寶可夢（水上） | Errant (eau) | Umherstreifer (Wasser) | Errante (agua) | Vagante (acqua)
        Overworld Water | フィールド（水上） | フィールド（すいじょう） | 필드 (수면) | 野外（水上） | 野外（水上） | Sur l’eau | Oberwelt (Wasser) | En el agua | Sull’acqua
        Overworld Flying | フィールド（空） | フィールド（そら） | 필드 (하늘) | 野外（天空） | 野外（天空） | Dans le ciel | Oberwelt (Himmel) | En el cielo | In cielo
        Dynamax Adventure | ダイマックスアドベンチャー |  | 다이맥스 어드벤처 | 极巨大冒险 | 極巨大冒險 | Expédition Dynamax | Dyna-Tour | Aventura Dinamax | Avventura Dynamax
        In the morning | 朝 | あさ | 아침 | 早上 | 早上 | Le matin | Morgens | Por la mañana | Di mattina
        During the day | 昼 | ひる | 낮 | 白天 | 白天 | La journée | Tagsüber | De día | Di giorno
        At night | 夜 | よる | 밤 | 夜晚 | 夜晚 | La nuit | Nachts | De noche | Di notte
        During Spring | 春 | はる | 봄 | 春季 | 春季 | Au printemps | Im Frühling | En primavera | In primavera
        During Summer | 夏 | なつ | 여름 | 夏季 | 夏季 | En été | Im Sommer | En verano | In estate
        During Autumn | 秋 | あき | 가을 | 秋季 | 秋季 | En automne | Im Herbst | En otoño | In autunno
        During Winter | 冬 | ふゆ | 겨울 | 冬季 | 冬季 | En hiver | Im Winter | En invierno | In inverno
        During a swarm | 大量発生中 | たいりょうはっせいちゅう | 대량발생 중 | 大量出现时 | 大量出現時 | Pendant un essaim | Während eines Schwarms | Durante una aparición masiva | Durante uno sciame
        Not during a swarm | 大量発生なし | たいりょうはっせいなし | 대량발생 아님 | 非大量出现时 | 非大量出現時 | Hors essaim | Ohne Schwarm | Sin aparición masiva | Senza sciame
        Using PokéRadar | ポケトレ使用 | ポケトレしよう | 포켓트레 사용 | 使用宝可追踪 | 使用寶可追蹤 | Avec le Poké Radar | Mit Pokéradar | Con el Pokéradar | Con il Poké Radar
        Not using PokéRadar | ポケトレ不使用 | ポケトレふしよう | 포켓트레 미사용 | 不使用宝可追踪 | 不使用寶可追蹤 | Sans le Poké Radar | Ohne Pokéradar | Sin el Pokéradar | Senza il Poké Radar
        Sunday | 日曜日 | にちようび | 일요일 | 星期日 | 星期日 | Dimanche | Sonntag | Domingo | Domenica
        Monday | 月曜日 | げつようび | 월요일 | 星期一 | 星期一 | Lundi | Montag | Lunes | Lunedì
        Tuesday | 火曜日 | かようび | 화요일 | 星期二 | 星期二 | Mardi | Dienstag | Martes | Martedì
        Wednesday | 水曜日 | すいようび | 수요일 | 星期三 | 星期三 | Mercredi | Mittwoch | Miércoles | Mercoledì
        Thursday | 木曜日 | もくようび | 목요일 | 星期四 | 星期四 | Jeudi | Donnerstag | Jueves | Giovedì
        Friday | 金曜日 | きんようび | 금요일 | 星期五 | 星期五 | Vendredi | Freitag | Viernes | Venerdì
        Japan | 日本 | にほん | 일본 | 日本 | 日本 | Japon | Japan | Japón | Giappone
        Keys | キー | | 키 | 按键 | 按鍵 | Touches | Tasten | Teclas | Tasti
        (in the list) | （一覧で） | （いちらんで） | (목록에서) | （列表中） | （列表中） | (dans la liste) | (in der Liste) | (en la lista) | (nell’elenco)
        (in an entry) | （図鑑で） | （ずかんで） | (도감에서) | （图鉴中） | （圖鑑中） | (dans une fiche) | (in einem Eintrag) | (en una ficha) | (in una scheda)
        move the cursor | カーソルを動かす | カーソルをうごかす | 커서 이동 | 移动光标 | 移動游標 | déplacer le curseur | Cursor bewegen | mover el cursor | sposta il cursore
        page | ページ送り | ページおくり | 페이지 넘기기 | 翻页 | 翻頁 | page suivante ou précédente | blättern | pasar página | pagina
        first, last (in an entry: Home) | 先頭、末尾（図鑑では Home） | せんとう、まつび（ずかんでは Home） | 처음, 끝 (도감에서는 Home) | 开头、末尾（图鉴中为 Home） | 開頭、末尾（圖鑑中為 Home） | début, fin (dans une fiche : Home) | Anfang, Ende (im Eintrag: Home) | inicio, final (en una ficha: Home) | inizio, fine (in una scheda: Home)
        jump to that number | その番号へ | そのばんごうへ | 그 번호로 이동 | 跳到该编号 | 跳到該編號 | aller à ce numéro | zu dieser Nummer springen | ir a ese número | vai a quel numero
        open | 開く | ひらく | 열기 | 打开 | 打開 | ouvrir | öffnen | abrir | apri
        from 100 columns: move the entry beside the list, or the list | 100桁から: 一覧の横の図鑑へ、または一覧へ | 100けたから: いちらんのよこのずかんへ、またはいちらんへ | 100칸부터: 목록 옆 도감으로, 또는 목록으로 | 100列起：移到列表旁的图鉴，或回到列表 | 100欄起：移到列表旁的圖鑑，或回到列表 | dès 100 colonnes : aller à la fiche à côté de la liste, ou à la liste | ab 100 Spalten: zum Eintrag neben der Liste oder zur Liste | desde 100 columnas: ir a la ficha junto a la lista, o a la lista | da 100 colonne: passa alla scheda accanto all’elenco, o all’elenco
        choose an evolution, form, ability or move to open | 開く進化・すがた・とくせい・わざを選ぶ | ひらくしんか・すがた・とくせい・わざをえらぶ | 열 진화·폼·특성·기술 선택 | 选择要打开的进化、形态、特性或招式 | 選擇要打開的進化、形態、特性或招式 | choisir une évolution, forme, talent ou capacité à ouvrir | Entwicklung, Form, Fähigkeit oder Attacke zum Öffnen wählen | elegir una evolución, forma, habilidad o movimiento para abrir | scegli un’evoluzione, forma, abilità o mossa da aprire
        a letter on each link (of the entry beside the list too): type it | 各リンクに文字（一覧の横の図鑑も）: それを入力 | かくリンクにもじ（いちらんのよこのずかんも）: それをにゅうりょく | 각 링크에 글자 (목록 옆 도감도): 입력 | 每个链接一个字母（列表旁的图鉴也是）：输入它 | 每個連結一個字母（列表旁的圖鑑也是）：輸入它 | une lettre sur chaque lien (aussi de la fiche à côté de la liste) : tapez-la | ein Buchstabe je Link (auch im Eintrag neben der Liste): eintippen | una letra en cada enlace (también de la ficha junto a la lista): escríbela | una lettera su ogni link (anche della scheda accanto all’elenco): digitala
        jump to a section: stats, defences, evolution… | 項目へ: 種族値、防御相性、進化… | こうもくへ: しゅぞくち、ぼうぎょあいしょう、しんか… | 항목으로: 종족값, 방어 상성, 진화… | 跳到章节：种族值、防御相性、进化… | 跳到章節：種族值、防禦相性、進化… | aller à une section : stats, sensibilités, évolution… | zu einem Abschnitt: Basiswerte, Typ-Abwehr, Entwicklung… | ir a una sección: características, defensa, evolución… | vai a una sezione: statistiche, difesa, evoluzione…
        the game of its moves and places, for the rest of the session | わざと出現場所のゲーム（このセッション中） | わざとしゅつげんばしょのゲーム（このセッションちゅう） | 기술과 출현 장소의 게임 (이번 세션 동안) | 招式和出现地点的游戏（本次会话） | 招式和出現地點的遊戲（本次工作階段） | le jeu de ses capacités et lieux, pour toute la session | das Spiel ihrer Attacken und Fundorte, für die Sitzung | el juego de sus movimientos y lugares, para la sesión | il gioco delle sue mosse e luoghi, per la sessione
        set it aside to compare; the second opens the comparison | 比較用に取っておく。2匹目で比較を開く | ひかくようにとっておく。2ひきめでひかくをひらく | 비교용으로 보관; 두 번째로 비교 열기 | 留作比较；第二只打开比较 | 留作比較；第二隻打開比較 | la mettre de côté pour comparer ; la seconde ouvre la comparaison | zum Vergleich merken; das zweite öffnet den Vergleich | apartarlo para comparar; el segundo abre la comparación | mettilo da parte per confrontare; il secondo apre il confronto
        the shiny picture, or back to the plain one | 色違いの画像、または通常の画像へ | いろちがいのがぞう、またはつうじょうのがぞうへ | 색이 다른 그림, 또는 보통 그림으로 | 异色图片，或回到普通图片 | 異色圖片，或回到普通圖片 | l’image chromatique, ou retour à la normale | das schillernde Bild, oder zurück zum normalen | la imagen variocolor, o volver a la normal | l’immagine cromatica, o torna a quella normale
        back | 戻る | もどる | 뒤로 | 返回 | 返回 | retour | zurück | atrás | indietro
        search as you type | 入力しながら検索 | にゅうりょくしながらけんさく | 입력하며 검색 | 边输入边搜索 | 邊輸入邊搜尋 | chercher en tapant | beim Tippen suchen | buscar mientras escribes | cerca mentre digiti
        a command's screen: :moves garchomp --game sv, :compare a b (↑↓ history) | コマンドの画面: :moves garchomp --game sv、:compare a b（↑↓ 履歴） | コマンドのがめん: :moves garchomp --game sv、:compare a b（↑↓ りれき） | 명령의 화면: :moves garchomp --game sv, :compare a b (↑↓ 기록) | 命令的画面：:moves garchomp --game sv、:compare a b（↑↓ 历史） | 命令的畫面：:moves garchomp --game sv、:compare a b（↑↓ 歷史） | l’écran d’une commande : :moves garchomp --game sv, :compare a b (↑↓ historique) | der Bildschirm eines Befehls: :moves garchomp --game sv, :compare a b (↑↓ Verlauf) | la pantalla de un comando: :moves garchomp --game sv, :compare a b (↑↓ historial) | la schermata di un comando: :moves garchomp --game sv, :compare a b (↑↓ cronologia)
        filter the list by type | タイプで一覧を絞り込む | タイプでいちらんをしぼりこむ | 타입으로 목록 거르기 | 按属性筛选列表 | 按屬性篩選列表 | filtrer la liste par type | die Liste nach Typ filtern | filtrar la lista por tipo | filtra l’elenco per tipo
        these keys (any key closes) | このキー一覧（どのキーでも閉じる） | このキーいちらん（どのキーでもとじる） | 이 키 목록 (아무 키나 누르면 닫힘) | 这些按键（按任意键关闭） | 這些按鍵（按任意鍵關閉） | ces touches (une touche pour fermer) | diese Tasten (jede Taste schließt) | estas teclas (cualquier tecla cierra) | questi tasti (un tasto qualsiasi chiude)
        quit | 終了 | しゅうりょう | 종료 | 退出 | 退出 | quitter | beenden | salir | esci
        Open: | 開く: | ひらく: | 열기: | 打开： | 打開： | Ouvrir : | Öffnen: | Abrir: | Apri:
        (type a link's letters; Esc: none) | （リンクの文字を入力。Esc: やめる） | （リンクのもじをにゅうりょく。Esc: やめる） | (링크 글자 입력; Esc: 취소) | （输入链接的字母；Esc：取消） | （輸入連結的字母；Esc：取消） | (tapez les lettres d’un lien ; Échap : aucun) | (Buchstaben eines Links tippen; Esc: keiner) | (escribe las letras de un enlace; Esc: ninguno) | (digita le lettere di un link; Esc: nessuno)
        No Pokémon match this filter. | この条件に合うポケモンはいない。 | このじょうけんにあうポケモンはいない。 | 이 조건에 맞는 포켓몬이 없다. | 没有符合此条件的宝可梦。 | 沒有符合此條件的寶可夢。 | Aucun Pokémon ne correspond à ce filtre. | Kein Pokémon passt zu diesem Filter. | Ningún Pokémon coincide con este filtro. | Nessun Pokémon corrisponde a questo filtro.
        Moves of {1} in which game? | {1}のわざ: どのゲーム？ | {1}のわざ: どのゲーム？ | {1}의 기술: 어느 게임? | {1}的招式：哪个游戏？ | {1}的招式：哪個遊戲？ | Capacités de {1} : quel jeu ? | Attacken von {1}: welches Spiel? | Movimientos de {1}: ¿qué juego? | Mosse di {1}: quale gioco?
        Type a name, in any language. | 名前を入力（どの言語でも）。 | なまえをにゅうりょく（どのげんごでも）。 | 이름을 입력 (어느 언어든). | 输入名字（任何语言）。 | 輸入名字（任何語言）。 | Tapez un nom, dans n’importe quelle langue. | Einen Namen eingeben, in jeder Sprache. | Escribe un nombre, en cualquier idioma. | Digita un nome, in qualsiasi lingua.
        Nothing matches '{1}'. | 「{1}」に合うものはない。 | 「{1}」にあうものはない。 | '{1}'에 맞는 것이 없다. | 没有与“{1}”匹配的结果。 | 沒有與「{1}」相符的結果。 | Rien ne correspond à « {1} ». | Nichts passt zu „{1}“. | Nada coincide con «{1}». | Nulla corrisponde a «{1}».
        No commands here. | ここではコマンドは使えない。 | ここではコマンドはつかえない。 | 여기서는 명령을 쓸 수 없다. | 此处没有命令。 | 此處沒有命令。 | Pas de commandes ici. | Hier keine Befehle. | Aquí no hay comandos. | Nessun comando qui.
        No games to choose from: it learns no moves in any. | 選べるゲームがない: どのゲームでもわざを覚えない。 | えらべるゲームがない: どのゲームでもわざをおぼえない。 | 고를 게임이 없다: 어느 게임에서도 기술을 배우지 않는다. | 没有可选的游戏：它在任何游戏中都学不会招式。 | 沒有可選的遊戲：它在任何遊戲中都學不會招式。 | Aucun jeu à choisir : il n’apprend de capacité dans aucun. | Kein Spiel zur Auswahl: Es lernt in keinem Attacken. | No hay juegos que elegir: no aprende movimientos en ninguno. | Nessun gioco da scegliere: non impara mosse in nessuno.
        This entry has {1} sections. | この図鑑の項目は{1}つ。 | このずかんのこうもくは{1}つ。 | 이 도감의 항목은 {1}개. | 此图鉴有{1}个章节。 | 此圖鑑有{1}個章節。 | Cette fiche a {1} sections. | Dieser Eintrag hat {1} Abschnitte. | Esta ficha tiene {1} secciones. | Questa scheda ha {1} sezioni.
        Nothing here to open. | ここには開くものがない。 | ここにはひらくものがない。 | 여기에는 열 것이 없다. | 这里没有可打开的内容。 | 這裡沒有可打開的內容。 | Rien à ouvrir ici. | Hier gibt es nichts zu öffnen. | Aquí no hay nada que abrir. | Qui non c’è nulla da aprire.
        No link is labelled '{1}'. | 「{1}」のリンクはない。 | 「{1}」のリンクはない。 | '{1}' 링크는 없다. | 没有标为“{1}”的链接。 | 沒有標為「{1}」的連結。 | Aucun lien n’est marqué « {1} ». | Kein Link heißt „{1}“. | Ningún enlace se llama «{1}». | Nessun link è etichettato «{1}».
        No type named '{1}'. | 「{1}」というタイプはない。 | 「{1}」というタイプはない。 | '{1}' 타입은 없다. | 没有名为“{1}”的属性。 | 沒有名為「{1}」的屬性。 | Aucun type nommé « {1} ». | Kein Typ namens „{1}“. | No hay ningún tipo llamado «{1}». | Nessun tipo chiamato «{1}».
        Search | 検索 | けんさく | 검색 | 搜索 | 搜尋 | Recherche | Suche | Búsqueda | Ricerca
        Natures | せいかく | | 성격 | 性格 | 性格 | Natures | Wesen | Naturalezas | Nature
        Team | チーム | | 팀 | 队伍 | 隊伍 | Équipe | Team | Equipo | Squadra
        Stats | 能力 | のうりょく | 능력치 | 能力 | 能力 | Stats | Werte | Estadísticas | Statistiche
        Damage | ダメージ | | 데미지 | 伤害 | 傷害 | Dégâts | Schaden | Daño | Danni
        Legality | ルール | | 규칙 | 规则 | 規則 | Légalité | Regeln | Legalidad | Legalità
        every set keeps the rules of {1} | すべての型が{1}のルールを守っている | すべてのかたが{1}のルールをまもっている | 모든 세트가 {1}의 규칙을 지킨다 | 所有配置都符合{1}的规则 | 所有配置都符合{1}的規則 | chaque set respecte les règles de {1} | jedes Set hält die Regeln von {1} ein | cada set cumple las reglas de {1} | ogni set rispetta le regole di {1}
        {1} problem with the rules of {2} (on stderr) | {2}のルールに{1}件の問題（stderrに） | {2}のルールに{1}けんのもんだい（stderrに） | {2}의 규칙에 문제 {1}개 (stderr에) | {2}的规则有{1}个问题（见stderr） | {2}的規則有{1}個問題（見stderr） | {1} problème avec les règles de {2} (sur stderr) | {1} Problem mit den Regeln von {2} (auf stderr) | {1} problema con las reglas de {2} (en stderr) | {1} problema con le regole di {2} (su stderr)
        {1} problems with the rules of {2} (on stderr) | {2}のルールに{1}件の問題（stderrに） | {2}のルールに{1}けんのもんだい（stderrに） | {2}의 규칙에 문제 {1}개 (stderr에) | {2}的规则有{1}个问题（见stderr） | {2}的規則有{1}個問題（見stderr） | {1} problèmes avec les règles de {2} (sur stderr) | {1} Probleme mit den Regeln von {2} (auf stderr) | {1} problemas con las reglas de {2} (en stderr) | {1} problemi con le regole di {2} (su stderr)
        (fastest first; under Trick Room, slowest first) | （速い順。トリックルーム下では遅い順） | （はやいじゅん。トリックルームかではおそいじゅん） | (빠른 순; 트릭룸에서는 느린 순) | （由快到慢；戏法空间下由慢到快） | （由快到慢；戲法空間下由慢到快） | (le plus rapide d’abord ; sous Distorsion, le plus lent) | (schnellste zuerst; unter Bizarroraum langsamste zuerst) | (el más rápido primero; con Espacio Raro, el más lento) | (prima il più veloce; con Distortozona, il più lento)
        Scarf | スカーフ | | 스카프 | 围巾 | 圍巾 | Mouchoir | Wahlschal | Pañuelo | Stola
        Tailwind | おいかぜ | | 순풍 | 顺风 | 順風 | Vent Arrière | Rückenwind | Viento Afín | Ventoincoda
        Paralysed | まひ | | 마비 | 麻痹 | 麻痺 | Paralysie | Paralyse | Parálisis | Paralisi
        Defence | 受け | うけ | 방어 | 防守 | 防守 | Défense | Verteidigung | Defensa | Difesa
        Offence | 攻め | せめ | 공격 | 进攻 | 進攻 | Attaque | Angriff | Ataque | Attacco
        (moves that hit each type super-effectively) | （各タイプに効果ばつぐんのわざ） | （かくタイプにこうかばつぐんのわざ） | (각 타입에 효과가 굉장한 기술) | （对各属性效果绝佳的招式） | （對各屬性效果絕佳的招式） | (capacités super efficaces contre chaque type) | (sehr effektive Attacken gegen jeden Typ) | (movimientos supereficaces contra cada tipo) | (mosse superefficaci contro ogni tipo)
        Weak | 弱点 | じゃくてん | 약점 | 弱点 | 弱點 | Faible | Schwach | Débil | Debole
        Res. | 耐性 | たいせい | 반감 | 抵抗 | 抵抗 | Rés. | Res. | Res. | Res.
        Imm. | 無効 | むこう | 무효 | 免疫 | 免疫 | Imm. | Imm. | Inm. | Imm.
        ⚠ three or more weak and none resists: {1} | ⚠ 3匹以上が弱点で耐性なし: {1} | ⚠ 3びきいじょうがじゃくてんでたいせいなし: {1} | ⚠ 셋 이상이 약점이고 반감 없음: {1} | ⚠ 三只以上弱点且无抵抗：{1} | ⚠ 三隻以上弱點且無抵抗：{1} | ⚠ trois faibles ou plus et aucune résistance : {1} | ⚠ drei oder mehr schwach und keiner resistent: {1} | ⚠ tres o más débiles y ninguno resiste: {1} | ⚠ tre o più deboli e nessuno resiste: {1}
        Tera {1} | テラスタル{1} | | 테라스탈 {1} | 太晶{1} | 太晶{1} | Téra {1} | Tera-{1} | Tera {1} | Tera {1}
        paralysis | まひ | | 마비 | 麻痹 | 麻痺 | paralysie | Paralyse | parálisis | paralisi
        burn | やけど | | 화상 | 灼伤 | 灼傷 | brûlure | Verbrennung | quemadura | scottatura
        freeze | こおり | | 얼음 | 冰冻 | 冰凍 | gel | Einfrieren | congelación | congelamento
        poison | どく | | 독 | 中毒 | 中毒 | poison | Vergiftung | envenenamiento | avvelenamento
        confusion | こんらん | | 혼란 | 混乱 | 混亂 | confusion | Verwirrung | confusión | confusione
        trap | バインド | | 바인드 | 束缚 | 束縛 | piège | Fessel | atrapado | trappola
        torment | いちゃもん | | 트집 | 无理取闹 | 無理取鬧 | tourmente | Folterknecht | tormento | attaccalite
        disable | かなしばり | | 사슬묶기 | 定身法 | 定身法 | entrave | Blockade | anulación | inibitore
        sleep | ねむり | | 잠듦 | 睡眠 | 睡眠 | sommeil | Schlaf | sueño | sonno
        infatuation | メロメロ | | 헤롱헤롱 | 着迷 | 著迷 | attraction | Anziehung | enamoramiento | infatuazione
        yawn | ねむけ | | 졸음 | 睡意 | 睡意 | somnolence | Müdigkeit | somnolencia | sonnolenza
        leech-seed | やどりぎのタネ | | 씨뿌리기 | 寄生种子 | 寄生種子 | vampigraine | Egelsamen | drenadoras | parassiseme
        nightmare | あくむ | | 악몽 | 恶梦 | 惡夢 | cauchemar | Nachtmahr | pesadilla | incubo
        perish-song | ほろびのうた | | 멸망의노래 | 灭亡之歌 | 滅亡之歌 | requiem | Abgesang | canto mortal | ultimocanto
        ingrain | ねをはる | | 뿌리박기 | 扎根 | 紮根 | racines | Verwurzler | arraigo | radicamento
        heal-block | かいふくふうじ | | 회복봉인 | 回复封锁 | 回復封鎖 | anti-soin | Heilblockade | anticura | anticura
        embargo | さしおさえ | | 금제 | 查封 | 查封 | embargo | Itemsperre | embargo | divieto
        silence | 音わざ封じ | おとわざふうじ | 소리 기술 봉인 | 封印声音招式 | 封印聲音招式 | silence | Schweigen | silencio | silenzio
        tar-shot | タールショット | | 타르숏 | 沥青射击 | 瀝青射擊 | goudronnage | Teerschuss | alquitranazo | catramelata
        no-type-immunity | タイプ無効を消す | タイプむこうをけす | 타입 무효 해제 | 消除属性免疫 | 消除屬性免疫 | sans immunité de type | keine Typ-Immunität | sin inmunidad de tipo | nessuna immunità di tipo
        flinch | ひるみ | | 풀죽음 | 畏缩 | 畏縮 | apeurement | Zurückschrecken | retroceso | tentennamento
        one-hit KO | 一撃必殺 | いちげきひっさつ | 일격필살 | 一击必杀 | 一擊必殺 | K.O. en un coup | K.O. mit einem Treffer | KO de un golpe | KO in un colpo
        {1} hits | {1}回攻撃 | {1}かいこうげき | {1}회 공격 | 攻击{1}次 | 攻擊{1}次 | {1} coups | {1} Treffer | {1} golpes | {1} colpi
        {1} turns | {1}ターン | | {1}턴 | {1}回合 | {1}回合 | {1} tours | {1} Runden | {1} turnos | {1} turni
        user | 自分 | じぶん | 자신 | 自己 | 自己 | lanceur | Anwender | usuario | utilizzatore
        target | 相手 | あいて | 상대 | 对手 | 對手 | cible | Ziel | objetivo | bersaglio
        drains {1}% of the damage | 与えたダメージの{1}%を回復 | あたえたダメージの{1}%をかいふく | 준 데미지의 {1}% 회복 | 回复造成伤害的{1}% | 回復造成傷害的{1}% | draine {1} % des dégâts | entzieht {1} % des Schadens | absorbe el {1} % del daño | assorbe il {1}% dei danni
        recoil: {1}% of the damage | 反動: 与えたダメージの{1}% | はんどう: あたえたダメージの{1}% | 반동: 준 데미지의 {1}% | 反作用：造成伤害的{1}% | 反作用：造成傷害的{1}% | contrecoup : {1} % des dégâts | Rückstoß: {1} % des Schadens | retroceso: {1} % del daño | contraccolpo: {1}% dei danni
        heals {1}% of max HP | 最大HPの{1}%を回復 | さいだいHPの{1}%をかいふく | 최대 HP의 {1}% 회복 | 回复最大HP的{1}% | 回復最大HP的{1}% | soigne {1} % des PV max | heilt {1} % der max. KP | cura el {1} % de los PS máx. | cura il {1}% dei PS max
        loses {1}% of max HP | 最大HPの{1}%を失う | さいだいHPの{1}%をうしなう | 최대 HP의 {1}% 잃음 | 失去最大HP的{1}% | 失去最大HP的{1}% | perd {1} % des PV max | verliert {1} % der max. KP | pierde el {1} % de los PS máx. | perde il {1}% dei PS max
        high critical-hit ratio | 急所に当たりやすい | きゅうしょにあたりやすい | 급소에 맞기 쉬움 | 容易击中要害 | 容易擊中要害 | taux de critique élevé | hohe Volltrefferquote | índice de golpe crítico alto | alta probabilità di brutto colpo
        very high critical-hit ratio | とても急所に当たりやすい | とてもきゅうしょにあたりやすい | 급소에 매우 맞기 쉬움 | 非常容易击中要害 | 非常容易擊中要害 | taux de critique très élevé | sehr hohe Volltrefferquote | índice de golpe crítico muy alto | altissima probabilità di brutto colpo
        always a critical hit | 必ず急所に当たる | かならずきゅうしょにあたる | 반드시 급소에 맞음 | 必定击中要害 | 必定擊中要害 | coup critique assuré | immer ein Volltreffer | siempre golpe crítico | sempre un brutto colpo
        forces the target out | 相手を交代させる | あいてをこうたいさせる | 상대를 교체시킴 | 强制对手替换 | 強制對手替換 | force la cible à partir | zwingt das Ziel zum Tausch | obliga al objetivo a cambiar | costringe il bersaglio a uscire
        changes the field | 場に影響する | ばにえいきょうする | 필드에 영향 | 影响场地 | 影響場地 | modifie le terrain | verändert das Feld | cambia el campo | cambia il campo
        Before {1}: {2}. | {1}より前: {2}。 | {1}よりまえ: {2}。 | {1} 이전: {2}. | {1}之前：{2}。 | {1}之前：{2}。 | Avant {1} : {2}. | Vor {1}: {2}. | Antes de {1}: {2}. | Prima di {1}: {2}.
        a different effect | 別の効果 | べつのこうか | 다른 효과 | 不同的效果 | 不同的效果 | un effet différent | ein anderer Effekt | un efecto distinto | un effetto diverso
        PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use. | PokeAPIの効果の説明はキャッシュにない: `pokedex sync` ですべての効果をオフライン用に取得できる。 | PokeAPIのこうかのせつめいはキャッシュにない: `pokedex sync` ですべてのこうかをオフラインようにしゅとくできる。 | PokeAPI의 효과 설명이 캐시에 없다: `pokedex sync`로 모든 효과를 오프라인용으로 받는다. | PokeAPI的效果说明未缓存：`pokedex sync` 会获取所有效果供离线使用。 | PokeAPI的效果說明未快取：`pokedex sync` 會取得所有效果供離線使用。 | Le texte d’effet de PokeAPI n’est pas en cache : `pokedex sync` récupère tous les effets pour l’usage hors ligne. | PokeAPIs Effekttext ist nicht im Cache: `pokedex sync` holt alle Effekte für die Offline-Nutzung. | El texto de efecto de PokeAPI no está en caché: `pokedex sync` descarga todos los efectos para usarlos sin conexión. | Il testo dell’effetto di PokeAPI non è in cache: `pokedex sync` scarica tutti gli effetti per l’uso offline.
        (the latest game it learns moves in by level) | （レベルでわざを覚える最新のゲーム） | （レベルでわざをおぼえるさいしんのゲーム） | (레벨업으로 기술을 배우는 최신 게임) | （靠升级学会招式的最新游戏） | （靠升級學會招式的最新遊戲） | (le dernier jeu où il apprend des capacités par niveau) | (das neueste Spiel, in dem es Attacken per Level lernt) | (el último juego en que aprende movimientos por nivel) | (l’ultimo gioco in cui impara mosse per livello)
        {1} is part of {2}: PokeAPI lists their moves together. | {1}は{2}の一部: PokeAPIはわざをまとめて載せている。 | {1}は{2}のいちぶ: PokeAPIはわざをまとめてのせている。 | {1}은(는) {2}의 일부: PokeAPI는 기술을 함께 싣는다. | {1}是{2}的一部分：PokeAPI将其招式一并列出。 | {1}是{2}的一部分：PokeAPI將其招式一併列出。 | {1} fait partie de {2} : PokeAPI liste leurs capacités ensemble. | {1} gehört zu {2}: PokeAPI führt ihre Attacken gemeinsam. | {1} forma parte de {2}: PokeAPI lista sus movimientos juntos. | {1} fa parte di {2}: PokeAPI elenca le loro mosse insieme.
        Evo. | 進化 | しんか | 진화 | 进化 | 進化 | Évo. | Entw. | Evo. | Evo.
        No moves by {1} in this game. | このゲームに{1}で覚えるわざはない。 | このゲームに{1}でおぼえるわざはない。 | 이 게임에 {1}(으)로 배우는 기술은 없다. | 本游戏中没有通过{1}学会的招式。 | 本遊戲中沒有透過{1}學會的招式。 | Aucune capacité par {1} dans ce jeu. | Keine Attacken per {1} in diesem Spiel. | Ningún movimiento por {1} en este juego. | Nessuna mossa tramite {1} in questo gioco.
        {1} learns no moves in {2}. | {1}は{2}でわざを覚えない。 | {1}は{2}でわざをおぼえない。 | {1}은(는) {2}에서 기술을 배우지 않는다. | {1}在{2}中学不会招式。 | {1}在{2}中學不會招式。 | {1} n’apprend aucune capacité dans {2}. | {1} lernt in {2} keine Attacken. | {1} no aprende movimientos en {2}. | {1} non impara mosse in {2}.
        Other games: {1}. Choose one with --game. | ほかのゲーム: {1}。--game で選べる。 | ほかのゲーム: {1}。--game でえらべる。 | 다른 게임: {1}. --game으로 고른다. | 其他游戏：{1}。用 --game 选择。 | 其他遊戲：{1}。用 --game 選擇。 | Autres jeux : {1}. Choisissez-en un avec --game. | Andere Spiele: {1}. Wähle eines mit --game. | Otros juegos: {1}. Elige uno con --game. | Altri giochi: {1}. Scegline uno con --game.
        A neutral nature: it changes no stat. | 無補正のせいかく: 能力は変わらない。 | むほせいのせいかく: のうりょくはかわらない。 | 무보정 성격: 능력치가 변하지 않는다. | 无修正的性格：不改变能力。 | 無修正的性格：不改變能力。 | Une nature neutre : elle ne change aucune stat. | Ein neutrales Wesen: Es ändert keinen Wert. | Una naturaleza neutra: no cambia ninguna característica. | Una natura neutra: non cambia alcuna statistica.
        — : neutral, changes no stat. | —: 無補正、能力は変わらない。 | —: むほせい、のうりょくはかわらない。 | —: 무보정, 능력치가 변하지 않음. | —：无修正，不改变能力。 | —：無修正，不改變能力。 | — : neutre, ne change aucune stat. | —: neutral, ändert keinen Wert. | —: neutra, no cambia ninguna característica. | —: neutra, non cambia alcuna statistica.
        {1} power | いりょく {1} | | 위력 {1} | 威力{1} | 威力{1} | puissance {1} | Stärke {1} | potencia {1} | potenza {1}
        badly poisons the target | 相手をもうどくにする | あいてをもうどくにする | 상대를 맹독 상태로 만든다 | 使对手剧毒 | 使對手劇毒 | empoisonne gravement la cible | vergiftet das Ziel schwer | envenena gravemente al objetivo | avvelena gravemente il bersaglio
        burns the target | 相手をやけどにする | あいてをやけどにする | 상대를 화상 상태로 만든다 | 使对手灼伤 | 使對手灼傷 | brûle la cible | verbrennt das Ziel | quema al objetivo | scotta il bersaglio
        paralyzes the target | 相手をまひにする | あいてをまひにする | 상대를 마비 상태로 만든다 | 使对手麻痹 | 使對手麻痺 | paralyse la cible | paralysiert das Ziel | paraliza al objetivo | paralizza il bersaglio
        poisons the target | 相手をどくにする | あいてをどくにする | 상대를 독 상태로 만든다 | 使对手中毒 | 使對手中毒 | empoisonne la cible | vergiftet das Ziel | envenena al objetivo | avvelena il bersaglio
        makes the target flinch | 相手をひるませる | あいてをひるませる | 상대를 풀죽게 한다 | 使对手畏缩 | 使對手畏縮 | apeure la cible | lässt das Ziel zurückschrecken | hace retroceder al objetivo | fa tentennare il bersaglio
        the target gets the Berry’s effect | 相手にきのみの効果 | あいてにきのみのこうか | 상대에게 나무열매의 효과 | 对手获得树果的效果 | 對手獲得樹果的效果 | la cible reçoit l’effet de la Baie | das Ziel erhält den Effekt der Beere | el objetivo recibe el efecto de la baya | il bersaglio riceve l’effetto della bacca
        the target gets the herb’s effect | 相手にハーブの効果 | あいてにハーブのこうか | 상대에게 허브의 효과 | 对手获得香草的效果 | 對手獲得香草的效果 | la cible reçoit l’effet de l’herbe | das Ziel erhält den Effekt des Krauts | el objetivo recibe el efecto de la hierba | il bersaglio riceve l’effetto dell’erba
        Showing {1}–{2} of {3}. | {3}匹中{1}–{2}。 | {3}ひきちゅう{1}–{2}。 | {3}마리 중 {1}–{2}. | 共{3}只，显示{1}–{2}。 | 共{3}隻，顯示{1}–{2}。 | {1}–{2} sur {3}. | {1}–{2} von {3}. | {1}–{2} de {3}. | {1}–{2} di {3}.
        Next: | 次: | つぎ: | 다음: | 下一页： | 下一頁： | Suite : | Weiter: | Siguiente: | Avanti:
        Nothing to show at offset {1}: there are {2} Pokémon. | {1}番目からは何もない: ポケモンは{2}匹。 | {1}ばんめからはなにもない: ポケモンは{2}ひき。 | {1}번째부터는 없다: 포켓몬은 {2}마리. | 从第{1}个起没有内容：共有{2}只宝可梦。 | 從第{1}個起沒有內容：共有{2}隻寶可夢。 | Rien à afficher à partir de {1} : il y a {2} Pokémon. | Nichts ab Position {1}: Es gibt {2} Pokémon. | Nada que mostrar desde {1}: hay {2} Pokémon. | Niente da mostrare dalla posizione {1}: ci sono {2} Pokémon.
        exact | 完全一致 | かんぜんいっち | 완전 일치 | 完全匹配 | 完全符合 | exact | genau | exacto | esatto
        prefix | 前方一致 | ぜんぽういっち | 앞부분 일치 | 开头匹配 | 開頭符合 | début | Anfang | inicio | inizio
        substring | 部分一致 | ぶぶんいっち | 부분 일치 | 部分匹配 | 部分符合 | partie | Teil | parte | parte
        fuzzy | あいまい | | 유사 | 近似 | 近似 | approché | ähnlich | aproximado | simile
        Mega | メガ | | 메가 | 超级 | 超級 | Méga | Mega | Mega | Mega
        Gmax | キョダイマックス | | 거다이맥스 | 超极巨化 | 超極巨化 | Gigamax | Gigadynamax | Gigamax | Gigamax
        Alola | アローラ | | 알로라 | 阿罗拉 | 阿羅拉 | Alola | Alola | Alola | Alola
        Galar | ガラル | | 가라르 | 伽勒尔 | 伽勒爾 | Galar | Galar | Galar | Galar
        Hisui | ヒスイ | | 히스이 | 洗翠 | 洗翠 | Hisui | Hisui | Hisui | Hisui
        Paldea | パルデア | | 팔데아 | 帕底亚 | 帕底亞 | Paldea | Paldea | Paldea | Paldea
        Totem | ぬし | | 우두머리 | 霸主 | 霸主 | Dominant | Herrscher | Dominante | Dominante
        Primal | ゲンシ | | 원시 | 原始回归 | 原始回歸 | Primo | Proto | Primigenio | Archeo
        Saturday | 土曜日 | どようび | 토요일 | 星期六 | 星期六 | Samedi | Samstag | Sábado | Sabato
        Have at least {1} coins in your Coin Case | コインケースにコイン{1}枚以上 | コインケースにコイン{1}まいいじょう | 동전케이스에 코인 {1}개 이상 | 代币盒里有{1}枚以上代币 | 代幣盒裡有{1}枚以上代幣 | Au moins {1} jetons dans la Boîte Jetons | Mind. {1} Münzen im Münzkorb | Al menos {1} fichas en el Monedero | Almeno {1} gettoni nel Salvadanaio
        Give {1} in a Trade | {1}を交換に出す | {1}をこうかんにだす | {1}을(를) 교환으로 준다 | 交换出{1} | 交換出{1} | Donner {1} en échange | {1} im Tausch geben | Dar {1} a cambio | Dare {1} in scambio
        Enter the Hall of Fame | 殿堂入り後 | でんどういりご | 전당등록 후 | 进入名人堂后 | 進入名人堂後 | Après le Panthéon | Nach dem Eintrag in die Ruhmeshalle | Tras entrar en el Hall de la Fama | Dopo l’ingresso nella Sala d’Onore
        Before entering the Hall of Fame | 殿堂入り前 | でんどういりまえ | 전당등록 전 | 进入名人堂前 | 進入名人堂前 | Avant le Panthéon | Vor dem Eintrag in die Ruhmeshalle | Antes de entrar en el Hall de la Fama | Prima dell’ingresso nella Sala d’Onore
        During normal weather | 通常の天気 | つうじょうのてんき | 보통 날씨 | 普通天气 | 普通天氣 | Par temps normal | Bei normalem Wetter | Con tiempo normal | Con tempo normale
        During overcast weather | くもり |  | 흐림 | 阴天 | 陰天 | Par temps couvert | Bei bewölktem Himmel | Con cielo nublado | Con cielo coperto
        During rainy weather | 雨 | あめ | 비 | 下雨 | 下雨 | Sous la pluie | Bei Regen | Con lluvia | Con la pioggia
        During a thunderstorm | 雷雨 | らいう | 뇌우 | 雷雨 | 雷雨 | Pendant un orage | Bei Gewitter | Con tormenta | Con il temporale
        During snowy weather | 雪 | ゆき | 눈 | 下雪 | 下雪 | Sous la neige | Bei Schneefall | Con nieve | Con la neve
        During a snowstorm | 吹雪 | ふぶき | 눈보라 | 暴风雪 | 暴風雪 | Pendant une tempête de neige | Bei Schneesturm | Con ventisca | Con la bufera
        During a sandstorm | 砂嵐 | すなあらし | 모래바람 | 沙暴 | 沙暴 | Pendant une tempête de sable | Bei Sandsturm | Con tormenta de arena | Con la tempesta di sabbia
        During intense sun | 日差しが強い | ひざしがつよい | 강한 햇살 | 大晴天 | 大晴天 | Sous un soleil intense | Bei starkem Sonnenschein | Con sol intenso | Con sole intenso
        During foggy weather | 霧 | きり | 안개 | 起雾 | 起霧 | Dans le brouillard | Bei Nebel | Con niebla | Con la nebbia
        Start max raid in a den with a weak, red pillar of light. | 弱い赤い光の柱の巣 | よわいあかいひかりのはしらのす | 약한 붉은 빛기둥의 굴 | 发出微弱红光的巢穴 | 發出微弱紅光的巢穴 | Antre à faible lumière rouge | Nest mit schwacher roter Lichtsäule | Guarida con luz roja débil | Tana con luce rossa debole
        Start max raid in a den with a strong, purple pillar of light. | 強い紫の光の柱の巣 | つよいむらさきのひかりのはしらのす | 강한 보라색 빛기둥의 굴 | 发出强烈紫光的巢穴 | 發出強烈紫光的巢穴 | Antre à forte lumière violette | Nest mit starker violetter Lichtsäule | Guarida con luz morada intensa | Tana con luce viola intensa
        Start a max raid with a difficulty of 1 star. | ★1 |  | ★1 | ★1 | ★1 | ★1 | ★1 | ★1 | ★1
        Start a max raid with a difficulty of 2 stars. | ★2 |  | ★2 | ★2 | ★2 | ★2 | ★2 | ★2 | ★2
        Start a max raid with a difficulty of 3 stars. | ★3 |  | ★3 | ★3 | ★3 | ★3 | ★3 | ★3 | ★3
        Start a max raid with a difficulty of 4 stars. | ★4 |  | ★4 | ★4 | ★4 | ★4 | ★4 | ★4 | ★4
        Start a max raid with a difficulty of 5 stars. | ★5 |  | ★5 | ★5 | ★5 | ★5 | ★5 | ★5 | ★5
        """
}

extension String {
    /// The string without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
