import PokedexDomain
import Synchronization

/// The games' words for what PokeAPI names in too few languages: berry flavours, growth rates,
/// regions (in Spanish),
/// habitats, shapes, damage classes, move targets, items' attributes and categories, (in Italian) generations, and the games named the
/// same in every language. Used only where PokeAPI has no name in the
/// reader's language.
/// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
enum LabelFallbacks {
    static func text(of kind: LabelNames.Kind) -> String? {
        switch kind {
        case .flavor:
            """
            spicy | 辛い | からい | 매운맛 | 辣 | 辣 | Épicé | Scharf | Picante | Piccante
            dry | 渋い | しぶい | 떫은맛 | 涩 | 澀 | Sec | Trocken | Seco | Secco
            sweet | 甘い | あまい | 단맛 | 甜 | 甜 | Sucré | Süß | Dulce | Dolce
            bitter | 苦い | にがい | 쓴맛 | 苦 | 苦 | Amer | Bitter | Amargo | Amaro
            sour | 酸っぱい | すっぱい | 신맛 | 酸 | 酸 | Acide | Sauer | Ácido | Aspro
            """
        // The experience a growth rate reaches at level 100, as Japanese, Korean and Chinese
        // guides name them; the common names in the others.
        // A regional Pokédex by the place it is of, as the games name the place (PKHeX's place
        // lists for Kitakami, Blueberry Academy and Lumiose City); `Pokédex de {1}` and the
        // like around it (docs/GLOSSARY.md).
        case .pokedex:
            """
            kanto | カントー | カントー | 관동 | 关都 | 關都 | Kanto | Kanto | Kanto | Kanto
            johto | ジョウト | ジョウト | 성도 | 城都 | 城都 | Johto | Johto | Johto | Johto
            hoenn | ホウエン | ホウエン | 호연 | 丰缘 | 豐緣 | Hoenn | Hoenn | Hoenn | Hoenn
            sinnoh | シンオウ | シンオウ | 신오 | 神奥 | 神奧 | Sinnoh | Sinnoh | Sinnoh | Sinnoh
            unova | イッシュ | イッシュ | 하나 | 合众 | 合眾 | Unys | Einall | Teselia | Unima
            kalos-central | セントラルカロス | セントラルカロス | 센트럴칼로스 | 中央卡洛斯 | 中央卡洛斯 | Kalos Centre | Zentral-Kalos | Kalos Centro | Kalos Centrale
            kalos-coastal | コーストカロス | コーストカロス | 코스트칼로스 | 海岸卡洛斯 | 海岸卡洛斯 | Kalos Côtes | Küsten-Kalos | Kalos Costa | Kalos Costiera
            kalos-mountain | マウンテンカロス | マウンテンカロス | 마운틴칼로스 | 山岳卡洛斯 | 山岳卡洛斯 | Kalos Monts | Berg-Kalos | Kalos Montaña | Kalos Montana
            alola | アローラ | アローラ | 알로라 | 阿罗拉 | 阿羅拉 | Alola | Alola | Alola | Alola
            melemele | メレメレ | メレメレ | 멜레멜레 | 美乐美乐 | 美樂美樂 | Mele-Mele | Mele-Mele | Melemele | Mele Mele
            akala | アーカラ | アーカラ | 아칼라 | 阿卡拉 | 阿卡拉 | Akala | Akala | Akala | Akala
            ulaula | ウラウラ | ウラウラ | 울라울라 | 乌拉乌拉 | 烏拉烏拉 | Ula-Ula | Ula-Ula | Ula-Ula | Ula Ula
            poni | ポニ | ポニ | 포니 | 波尼 | 波尼 | Poni | Poni | Poni | Poni
            galar | ガラル | ガラル | 가라르 | 伽勒尔 | 伽勒爾 | Galar | Galar | Galar | Galar
            isle-of-armor | 鎧の孤島 | よろいの ことう | 갑옷의 외딴섬 | 铠之孤岛 | 鎧之孤島 | l’Isolarmure | Insel der Rüstung | la Isla de la Armadura | Isola dell’Armatura
            crown-tundra | 冠の雪原 | かんむりの せつげん | 왕관의 설원 | 王冠雪原 | 王冠雪原 | la Couronne | Schneelande der Krone | las Nieves de la Corona | Lande Innevate della Corona
            hisui | ヒスイ | ヒスイ | 히스이 | 洗翠 | 洗翠 | Hisui | Hisui | Hisui | Hisui
            paldea | パルデア | パルデア | 팔데아 | 帕底亚 | 帕底亞 | Paldea | Paldea | Paldea | Paldea
            kitakami | キタカミ | キタカミ | 북신 | 北上 | 北上 | Septentria | Kitakami | Noroteo | Nordivia
            blueberry | ブルーベリー | ブルーベリー | 블루베리 | 蓝莓 | 藍莓 | Myrtille | Blaubeer | Arándano | Mirtillo
            lumiose-city | ミアレ | ミアレ | 미르 | 密阿雷 | 密阿雷 | Illumis | Illumina | Luminalia | Luminopoli
            """
        case .growthRate:
            """
            slow-then-very-fast | 60万 | 60まん | 60만 | 60万 | 60萬 | Erratique | Unregelmäßig | Errático | Irregolare
            fast | 80万 | 80まん | 80만 | 80万 | 80萬 | Rapide | Schnell | Rápido | Veloce
            medium | 100万 | 100まん | 100만 | 100万 | 100萬 | Moyenne | Mittel | Medio | Media
            medium-slow | 105万 | 105まん | 105만 | 105万 | 105萬 | Parabolique | Mittel-langsam | Parabólico | Parabolica
            slow | 125万 | 125まん | 125만 | 125万 | 125萬 | Lente | Langsam | Lento | Lenta
            fast-then-very-slow | 164万 | 164まん | 164만 | 164万 | 164萬 | Fluctuante | Schwankend | Fluctuante | Fluttuante
            """
        // FireRed and LeafGreen's Pokédex habitats, as the Japanese games write them (French and
        // Spanish are PokeAPI's); no game names them in Korean, Chinese, German or Italian:
        // pokedex's words (docs/GLOSSARY.md).
        case .habitat:
            """
            cave | 洞窟 | どうくつ | 동굴 | 洞窟 | 洞窟 | Grottes | Höhle | Caverna | Grotta
            forest | 森 | もり | 숲 | 森林 | 森林 | Forêts | Wald | Bosque | Foresta
            grassland | 草原 | くさはら | 초원 | 草原 | 草原 | Champs | Grasland | Pradera | Prateria
            mountain | 山 | やま | 산 | 山地 | 山地 | Montagnes | Gebirge | Montaña | Montagna
            rare | レア | レア | 희귀 | 稀有 | 稀有 | Rares | Selten | Raro | Raro
            rough-terrain | 荒れ地 | あれち | 황무지 | 荒地 | 荒地 | Milieux hostiles | Ödland | Campo | Terreno accidentato
            sea | 海 | うみ | 바다 | 海洋 | 海洋 | Mers | Meer | Mar | Mare
            urban | 街 | まち | 도시 | 城市 | 城市 | Urbains | Stadt | Ciudad | Città
            waters-edge | 水辺 | みずべ | 물가 | 水边 | 水邊 | Marécages | Ufer | Agua salada | Riva
            """
        // PokeAPI names shapes in French only and the games show them as pictures: pokedex's
        // words for the rest (docs/GLOSSARY.md).
        case .shape:
            """
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
            """
        // PokeAPI names move targets in English, French and German only: these are the words
        // of the guides in each language (docs/GLOSSARY.md); French and German fill PokeAPI's gaps.
        case .moveTarget:
            """
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
            """
        // Games whose name is the same Latin letters in every language…
        // …Japan's first releases in Chinese, which PokeAPI names in Japanese only (the
        // characters of its own Chinese `Red/Blue`, 紅/藍), and the DLCs PokeAPI leaves unnamed
        // in a language (as the games title them).
        case .game:
            """
            red-green-japan |  |  |  | 红/绿 | 紅/綠 |  |  |  |
            the-teal-mask |  |  | 스칼렛: 벽의 가면/바이올렛: 벽의 가면 |  | 朱：碧之假面/紫：碧之假面 |  |  |  |
            the-indigo-disk |  |  | 스칼렛: 남색 원반/바이올렛: 남색 원반 |  | 朱：藍之圓盤/紫：藍之圓盤 |  |  |  |
            mega-dimension | M次元ラッシュ | Mじげんラッシュ |  |  |  |  |  |  |
            blue-japan |  |  |  | 蓝 | 藍 |  |  |  |
            xd | XD | XD | XD | XD | XD | XD | XD | XD | XD
            champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions
            """
        case .version:
            """
            red-japan |  |  |  | 红 | 紅 |  |  |  |
            the-teal-mask-scarlet |  |  | 스칼렛: 벽의 가면 |  | 朱：碧之假面 |  |  |  |
            the-teal-mask-violet |  |  | 바이올렛: 벽의 가면 |  | 紫：碧之假面 |  |  |  |
            the-indigo-disk-scarlet |  |  | 스칼렛: 남색 원반 |  | 朱：藍之圓盤 |  |  |  |
            the-indigo-disk-violet |  |  | 바이올렛: 남색 원반 |  | 紫：藍之圓盤 |  |  |  |
            mega-dimension | M次元ラッシュ | Mじげんラッシュ |  |  |  |  |  |  |
            green-japan |  |  |  | 绿 | 綠 |  |  |  |
            blue-japan |  |  |  | 蓝 | 藍 |  |  |  |
            xd | XD | XD | XD | XD | XD | XD | XD | XD | XD
            champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions | Champions
            """
        // PokeAPI names the generations in every language but Italian.
        case .generation:
            """
            generation-i |  |  |  |  |  |  |  |  | Generazione I
            generation-ii |  |  |  |  |  |  |  |  | Generazione II
            generation-iii |  |  |  |  |  |  |  |  | Generazione III
            generation-iv |  |  |  |  |  |  |  |  | Generazione IV
            generation-v |  |  |  |  |  |  |  |  | Generazione V
            generation-vi |  |  |  |  |  |  |  |  | Generazione VI
            generation-vii |  |  |  |  |  |  |  |  | Generazione VII
            generation-viii |  |  |  |  |  |  |  |  | Generazione VIII
            generation-ix |  |  |  |  |  |  |  |  | Generazione IX
            """
        // PokeAPI names items' attributes and categories in French only, and the games show
        // neither: pokedex's words (docs/GLOSSARY.md); kana falls back to the Japanese.
        case .itemAttribute:
            """
            countable | 数がある | かずが ある | 수량이 있음 | 可计数 | 可計數 | Dénombrable | Zählbar | Contable | Numerabile
            consumable | 消耗品 | しょうもうひん | 소모품 | 消耗品 | 消耗品 | Consommable | Verbrauchbar | Consumible | Consumabile
            usable-overworld | フィールドで使える | フィールドで つかえる | 필드에서 사용 가능 | 可在野外使用 | 可在野外使用 | Utilisable hors combat | Außerhalb von Kämpfen nutzbar | Usable fuera de combate | Utilizzabile fuori dalla lotta
            usable-in-battle | バトルで使える | バトルで つかえる | 배틀에서 사용 가능 | 可在对战中使用 | 可在對戰中使用 | Utilisable en combat | Im Kampf nutzbar | Usable en combate | Utilizzabile in lotta
            holdable | 持たせられる | もたせられる | 지니게 할 수 있음 | 可携带 | 可攜帶 | Peut être tenu | Tragbar | Equipable | Assegnabile
            holdable-passive | 持たせて効果（常時） | もたせて こうか（じょうじ） | 지니게 하면 효과 (상시) | 携带时生效（被动） | 攜帶時生效（被動） | Tenu (effet permanent) | Tragbar (passiv) | Equipable (pasivo) | Assegnabile (passivo)
            holdable-active | 持たせて効果（発動） | もたせて こうか（はつどう） | 지니게 하면 효과 (발동) | 携带时生效（主动） | 攜帶時生效（主動） | Tenu (effet déclenché) | Tragbar (aktiv) | Equipable (activo) | Assegnabile (attivo)
            underground | 地下通路 | ちかつうろ | 지하통로 | 地下通道 | 地下通道 | Souterrain | Untergrund | Subsuelo | Sotterraneo
            """
        case .itemCategory:
            """
            stat-boosts | 能力アップ | のうりょくアップ | 능력 상승 | 能力提升 | 能力提升 |  | Statuswert-Boosts | Mejoras de características | Potenziamenti statistiche
            effort-drop | 努力値ダウン | どりょくちダウン | 노력치 감소 | 努力值降低 | 努力值降低 |  | Fleißpunkte-Senkung | Reducción de esfuerzo | Calo punti base
            medicine | 薬 | くすり | 약 | 药 | 藥 |  | Medizin | Medicina | Medicina
            other | その他 | そのた | 기타 | 其他 | 其他 |  | Sonstiges | Otros | Altro
            in-a-pinch | ピンチ時 | ピンチじ | 위기 시 | 危机时 | 危機時 |  | In der Not | En apuros | In difficoltà
            picky-healing | 好みのある回復 | このみの ある かいふく | 취향 있는 회복 | 挑食回复 | 挑食回復 |  | Wählerische Heilung | Curación selectiva | Cura selettiva
            type-protection | タイプ半減 | タイプはんげん | 타입 반감 | 属性减半 | 屬性減半 |  | Typ-Schutz | Protección de tipo | Protezione tipo
            baking-only | ポフィン専用 | ポフィンせんよう | 포핀 전용 | 宝芬专用 | 寶芬專用 |  | Nur zum Backen | Solo para repostería | Solo per cucinare
            collectibles | コレクション |  | 컬렉션 | 收藏品 | 收藏品 |  | Sammelobjekte | Coleccionables | Collezionabili
            evolution | 進化 | しんか | 진화 | 进化 | 進化 |  | Entwicklung | Evolución | Evoluzione
            spelunking | 探検 | たんけん | 탐험 | 探险 | 探險 |  | Höhlenforschung | Espeleología | Speleologia
            held-items | 持ち物 | もちもの | 지닌 물건 | 携带物品 | 攜帶物品 |  | Getragene Items | Objetos equipables | Strumenti da tenere
            choice | こだわり |  | 구애 | 讲究 | 講究 |  | Wahl | Elección | Scelta
            effort-training | 努力値トレーニング | どりょくちトレーニング | 노력치 트레이닝 | 努力值训练 | 努力值訓練 |  | Fleißpunkte-Training | Entrenamiento de esfuerzo | Allenamento punti base
            bad-held-items | 持たせると不利 | もたせると ふり | 불리한 지닌 물건 | 不利的携带物品 | 不利的攜帶物品 |  | Nachteilige Items | Objetos perjudiciales | Strumenti dannosi
            training | トレーニング |  | 트레이닝 | 训练 | 訓練 |  | Training | Entrenamiento | Allenamento
            plates | プレート |  | 플레이트 | 石板 | 石板 |  | Tafeln | Tablas | Lastre
            species-specific | 特定のポケモン専用 | とくていの ポケモンせんよう | 특정 포켓몬 전용 | 特定宝可梦专用 | 特定寶可夢專用 |  | Artspezifisch | Específico de especie | Specifico di specie
            type-enhancement | タイプ強化 | タイプきょうか | 타입 강화 | 属性强化 | 屬性強化 |  | Typ-Verstärkung | Potenciador de tipo | Potenziamento tipo
            event-items | イベント |  | 이벤트 | 活动道具 | 活動道具 |  | Event-Items | Objetos de evento | Strumenti evento
            gameplay | ゲーム進行 | ゲームしんこう | 게임 진행 | 游戏进程 | 遊戲進程 |  | Spielablauf | Jugabilidad | Gameplay
            plot-advancement | ストーリー進行 | ストーリーしんこう | 스토리 진행 | 剧情推进 | 劇情推進 |  | Handlung | Avance de la historia | Avanzamento trama
            unused | 未使用 | みしよう | 미사용 | 未使用 | 未使用 |  | Unbenutzt | Sin uso | Inutilizzato
            loot | 換金用 | かんきんよう | 환금용 | 换钱用 | 換錢用 |  | Beute | Botín | Bottino
            all-mail | メール |  | 메일 | 邮件 | 郵件 |  | Briefe | Cartas | Messaggi
            vitamins | ドーピングアイテム |  | 도핑 아이템 | 营养饮料 | 營養飲料 |  | Vitamine | Vitaminas | Vitamine
            healing | 回復 | かいふく | 회복 | 回复 | 回復 |  | Heilung | Curación | Cura
            pp-recovery | PP回復 | PPかいふく | PP 회복 | PP回复 | PP回復 |  | AP-Wiederherstellung | Recuperación de PP | Recupero PP
            revival | 復活 | ふっかつ | 부활 | 复活 | 復活 |  | Wiederbelebung | Revivir | Rianimazione
            status-cures | 状態異常回復 | じょうたいいじょうかいふく | 상태 이상 회복 | 异常状态回复 | 異常狀態回復 |  | Statusheilung | Curación de estado | Cura stato
            mulch | こやし |  | 비료 | 肥料 | 肥料 |  | Mulch | Abono | Fertilizzante
            special-balls | 特殊なボール | とくしゅな ボール | 특수한 볼 | 特殊球 | 特殊球 |  | Spezial-Bälle | Balls especiales | Ball speciali
            standard-balls | 一般的なボール | いっぱんてきな ボール | 일반적인 볼 | 普通球 | 普通球 |  | Standard-Bälle | Balls estándar | Ball comuni
            dex-completion | 図鑑完成 | ずかんかんせい | 도감 완성 | 图鉴完成 | 圖鑑完成 |  | Pokédex-Vervollständigung | Completar la Pokédex | Completamento Pokédex
            scarves | スカーフ |  | 스카프 | 围巾 | 圍巾 |  | Schals | Pañuelos | Fasce
            all-machines | 技マシン | わざマシン | 기술머신 | 招式学习器 | 招式學習器 |  | TMs | MT | MT
            flutes | ビードロ |  | 비드로 | 玻璃笛 | 玻璃笛 |  | Flöten | Flautas | Flauti
            apricorn-balls | ぼんぐりのボール |  | 규토리 볼 | 球果球 | 球果球 |  | Aprikoko-Bälle | Balls de bonguri | Ball di Ghicocca
            apricorn-box | ぼんぐりケース |  | 규토리 케이스 | 球果盒 | 球果盒 |  | Aprikoko-Box | Caja de bonguris | Porta-Ghicocche
            data-cards | データカード |  | 데이터카드 | 数据卡 | 數據卡 |  | Datenkarten | Tarjetas de datos | Schede dati
            jewels | ジュエル |  | 주얼 | 宝石 | 寶石 |  | Juwelen | Gemas | Gemme
            miracle-shooter | ミラクルシューター |  | 미라클슈터 | 奇迹射手 | 奇蹟射手 |  | Wundersender | Telelanzador | Mirabilsparo
            mega-stones | メガストーン |  | 메가스톤 | 超级石 | 超級石 |  | Mega-Steine | Megapiedras | Megapietre
            memories | メモリ |  | 메모리 | 存储碟 | 記憶碟 |  | Disks | Discos | ROM
            z-crystals | Zクリスタル |  | Z크리스탈 | Z纯晶 | Z純晶 |  | Z-Kristalle | Cristales Z | Cristalli Z
            species-candies | ポケモン別のアメ | ポケモンべつの アメ | 포켓몬별 사탕 | 宝可梦专属糖果 | 寶可夢專屬糖果 |  | Artspezifische Bonbons | Caramelos de especie | Caramelle di specie
            catching-bonus | 捕獲ボーナス | ほかくボーナス | 포획 보너스 | 捕获奖励 | 捕獲獎勵 |  | Fang-Bonus | Bonificación de captura | Bonus cattura
            dynamax-crystals | ダイマックスクリスタル |  | 다이맥스 크리스탈 | 极巨结晶 | 極巨結晶 |  | Dyna-Kristalle | Cristales Dinamax | Cristalli Dynamax
            nature-mints | ミント |  | 민트 | 薄荷 | 薄荷 |  | Minzen | Mentas | Mente
            curry-ingredients | カレーの材料 | カレーの ざいりょう | 카레 재료 | 咖喱食材 | 咖哩食材 |  | Curry-Zutaten | Ingredientes de curri | Ingredienti del curry
            tera-shard | テラピース |  | 테라피스 | 太晶碎块 | 太晶碎塊 |  | Tera-Stücke | Teralitos | Teralite
            sandwich-ingredients | サンドウィッチの具材 | サンドウィッチの ぐざい | 샌드위치 재료 | 三明治食材 | 三明治食材 |  | Sandwich-Zutaten | Ingredientes de bocadillo | Ingredienti per panini
            tm-materials | 技マシンの素材 | わざマシンの そざい | 기술머신 재료 | 招式学习器材料 | 招式學習器材料 |  | TM-Materialien | Materiales de MT | Materiali MT
            picnic | ピクニック |  | 피크닉 | 野餐 | 野餐 |  | Picknick | Pícnic | Picnic
            """
        // PokeAPI names the regions in every language but Spanish; the Spanish games' names.
        case .region:
            """
            kanto | カントー | カントー | 관동 | 关都 | 關都 | Kanto | Kanto | Kanto | Kanto
            johto | ジョウト | ジョウト | 성도 | 城都 | 城都 | Johto | Johto | Johto | Johto
            hoenn | ホウエン | ホウエン | 호연 | 丰缘 | 豐緣 | Hoenn | Hoenn | Hoenn | Hoenn
            sinnoh | シンオウ | シンオウ | 신오 | 神奥 | 神奧 | Sinnoh | Sinnoh | Sinnoh | Sinnoh
            unova | イッシュ | イッシュ | 하나 | 合众 | 合眾 | Unys | Einall | Teselia | Unima
            kalos | カロス | カロス | 칼로스 | 卡洛斯 | 卡洛斯 | Kalos | Kalos | Kalos | Kalos
            alola | アローラ | アローラ | 알로라 | 阿罗拉 | 阿羅拉 | Alola | Alola | Alola | Alola
            galar | ガラル | ガラル | 가라르 | 伽勒尔 | 伽勒爾 | Galar | Galar | Galar | Galar
            hisui | ヒスイ | ヒスイ | 히스이 | 洗翠 | 洗翠 | Hisui | Hisui | Hisui | Hisui
            paldea | パルデア | パルデア | 팔데아 | 帕底亚 | 帕底亞 | Paldea | Paldea | Paldea | Paldea
            """
        case .damageClass:
            """
            physical | 物理 | ぶつり | 물리 | 物理 | 物理 | Physique | Physisch | Físico | Fisico
            special | 特殊 | とくしゅ | 특수 | 特殊 | 特殊 | Spéciale | Speziell | Especial | Speciale
            status | 変化 | へんか | 변화 | 变化 | 變化 | Statut | Status | Estado | Stato
            """
        // PokeAPI names stats in Japanese in kana only: the kanji games' words (used for `ja`).
        case .stat:
            """
            hp | HP | HP | HP | HP | HP | PV | KP | PS | PS
            attack | 攻撃 | こうげき | 공격 | 攻击 | 攻擊 | Attaque | Angriff | Ataque | Attacco
            defense | 防御 | ぼうぎょ | 방어 | 防御 | 防禦 | Défense | Verteidigung | Defensa | Difesa
            special-attack | 特攻 | とくこう | 특수공격 | 特攻 | 特攻 | Attaque Spéciale | Spezial-Angriff | Ataque Especial | Attacco Speciale
            special-defense | 特防 | とくぼう | 특수방어 | 特防 | 特防 | Défense Spéciale | Spezial-Verteidigung | Defensa Especial | Difesa Speciale
            speed | 素早さ | すばやさ | 스피드 | 速度 | 速度 | Vitesse | Initiative | Velocidad | Velocità
            accuracy | 命中率 | めいちゅうりつ | 명중률 | 命中率 | 命中率 | Précision | Genauigkeit | Precisión | Precisione
            evasion | 回避率 | かいひりつ | 회피율 | 闪避率 | 閃避率 | Esquive | Fluchtwert | Evasión | Elusione
            """
        case .encounterMethod, .encounterCondition: encounterText(of: kind)
        default: nil
        }
    }

    /// `kind`'s `name` (a PokeAPI name) in `language`, when this table has it.
    /// Japanese in kana takes the Japanese where the table has no kana, as the phrasebook does.
    static func name(_ kind: LabelNames.Kind, _ name: String, in language: Language) -> String? {
        rows(of: kind)?.word(name, in: language)
    }

    /// A kind's rows by PokeAPI name, hashed the first time a word of the kind is looked up
    /// (`RowIndex`): a command names a few kinds and a few of their words. (Every kind's table
    /// made at the first lookup, and the texts kept in dictionaries, took 41 000 instructions
    /// of a French `show`, which looks up one growth rate.)
    private static func rows(of kind: LabelNames.Kind) -> RowIndex? {
        made.withLock { made in
            if let known = made[kind] { return known }
            guard let text = text(of: kind) else { return nil }
            let rows = RowIndex([text])
            made[kind] = rows
            return rows
        }
    }

    private static let made = Mutex<[LabelNames.Kind: RowIndex]>([:])
}
