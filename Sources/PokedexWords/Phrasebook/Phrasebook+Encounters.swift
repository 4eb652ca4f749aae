extension Phrasebook {
    /// The where and location screens: what they say, the ways a Pokémon is met, and when.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let encountersRows = """
        In the Pokédex of {1}, but pokedex has no locations for this game. | {1}の図鑑にいるが、pokedexにこのゲームの出現場所はない。 | {1}の ずかんに いるが、pokedexに この ゲームの しゅつげんばしょは ない。 | {1} 도감에 있지만 pokedex에 이 게임의 출현 장소가 없습니다. | 在{1}的图鉴中，但pokedex没有该游戏的出现地点。 | 在{1}的圖鑑中，但pokedex沒有該遊戲的出現地點。 | Dans le Pokédex de {1}, mais pokedex n’a pas les lieux de ce jeu. | Im Pokédex von {1}, aber pokedex hat keine Fundorte für dieses Spiel. | En la Pokédex de {1}, pero pokedex no tiene ubicaciones de este juego. | Nel Pokédex di {1}, ma pokedex non ha luoghi per questo gioco.
        In the Pokédex of {1}, but not met in the wild in pokedex's locations. | {1}の図鑑にいるが、pokedexの出現場所では野生で出会えない。 | {1}の ずかんに いるが、pokedexの しゅつげんばしょでは やせいで であえない。 | {1} 도감에 있지만 pokedex의 출현 장소에서는 야생으로 만날 수 없습니다. | 在{1}的图鉴中，但在pokedex的出现地点中不会在野外遇到。 | 在{1}的圖鑑中，但在pokedex的出現地點中不會在野外遇到。 | Dans le Pokédex de {1}, mais jamais rencontré à l’état sauvage dans les lieux de pokedex. | Im Pokédex von {1}, aber in den Fundorten von pokedex nicht wild anzutreffen. | En la Pokédex de {1}, pero no aparece en estado salvaje en las ubicaciones de pokedex. | Nel Pokédex di {1}, ma non si incontra allo stato selvatico nei luoghi di pokedex.
        Not in the Pokédex of {1}. | {1}の図鑑にはいない。 | {1}の ずかんには いない。 | {1} 도감에는 없습니다. | 不在{1}的图鉴中。 | 不在{1}的圖鑑中。 | Absent du Pokédex de {1}. | Nicht im Pokédex von {1}. | No está en la Pokédex de {1}. | Non è nel Pokédex di {1}.
        Met in the wild in no game pokedex has locations for. | pokedexに出現場所があるゲームでは野生で出会えない。 | pokedexに しゅつげんばしょが ある ゲームでは やせいで であえない。 | pokedex에 출현 장소가 있는 게임에서는 야생으로 만날 수 없습니다. | 在pokedex有出现地点的游戏中都不会在野外遇到。 | 在pokedex有出現地點的遊戲中都不會在野外遇到。 | Jamais rencontré à l’état sauvage dans les jeux dont pokedex a les lieux. | In keinem Spiel, für das pokedex Fundorte hat, wild anzutreffen. | No aparece en estado salvaje en ningún juego con ubicaciones en pokedex. | Non si incontra allo stato selvatico in nessun gioco di cui pokedex ha i luoghi.
        Met in the wild in {1}. | {1}で野生で出会える。 | {1}で やせいで であえる。 | {1}에서 야생으로 만날 수 있습니다. | 在{1}中可在野外遇到。 | 在{1}中可在野外遇到。 | Rencontré à l’état sauvage dans {1}. | Wild anzutreffen in {1}. | Aparece en estado salvaje en {1}. | Si incontra allo stato selvatico in {1}.
        Evolve it from {1}. | {1}から進化させる。 | {1}から しんかさせる。 | {1}에서 진화시킵니다. | 由{1}进化而来。 | 由{1}進化而來。 | Faites évoluer {1}. | Entwickle es aus {1}. | Evoluciona a partir de {1}. | Fallo evolvere da {1}.
        Evolve it from {1} ({2}). | {1}から進化させる（{2}）。 | {1}から しんかさせる（{2}）。 | {1}에서 진화시킵니다 ({2}). | 由{1}进化而来（{2}）。 | 由{1}進化而來（{2}）。 | Faites évoluer {1} ({2}). | Entwickle es aus {1} ({2}). | Evoluciona a partir de {1} ({2}). | Fallo evolvere da {1} ({2}).
        Breed a {1}: its eggs hatch as {2}. | {1}のタマゴから{2}が生まれる。 | {1}の タマゴから {2}が うまれる。 | {1}의 알에서 {2}이(가) 태어납니다. | 让{1}生蛋：蛋会孵化出{2}。 | 讓{1}生蛋：蛋會孵化出{2}。 | Faites pondre un {1} : ses Œufs donnent {2}. | Züchte ein {1}: Aus seinen Eiern schlüpft {2}. | Cría un {1}: de sus huevos nace {2}. | Alleva un {1}: dalle sue uova nasce {2}.
        In the Pokédex of {1}. | {1}の図鑑にいる。 | {1}の ずかんに いる。 | {1} 도감에 있습니다. | 在{1}的图鉴中。 | 在{1}的圖鑑中。 | Dans le Pokédex de {1}. | Im Pokédex von {1}. | En la Pokédex de {1}. | Nel Pokédex di {1}.
        pokedex has no locations for {1}. | pokedexに{1}の出現場所はない。 | pokedexに {1}の しゅつげんばしょは ない。 | pokedex에 {1}의 출현 장소가 없습니다. | pokedex没有{1}的出现地点。 | pokedex沒有{1}的出現地點。 | pokedex n’a pas les lieux de {1}. | pokedex hat keine Fundorte für {1}. | pokedex no tiene ubicaciones de {1}. | pokedex non ha luoghi per {1}.
        No Pokémon are met here in pokedex's data. | pokedexのデータではここで出会えるポケモンはいない。 | pokedexの データでは ここで であえる ポケモンは いない。 | pokedex 데이터에서는 여기서 만날 수 있는 포켓몬이 없습니다. | 根据pokedex的数据，这里遇不到宝可梦。 | 根據pokedex的資料，這裡遇不到寶可夢。 | Aucun Pokémon n’est rencontré ici selon pokedex. | Laut pokedex ist hier kein Pokémon anzutreffen. | Según pokedex, aquí no aparece ningún Pokémon. | Secondo pokedex qui non si incontra nessun Pokémon.
        No Pokémon are met here in {1}. | {1}では、ここで出会えるポケモンはいない。 | {1}では、ここで であえる ポケモンは いない。 | {1}에서는 여기서 만날 수 있는 포켓몬이 없습니다. | 在{1}中，这里遇不到宝可梦。 | 在{1}中，這裡遇不到寶可夢。 | Aucun Pokémon ne se rencontre ici dans {1}. | In {1} trifft man hier keine Pokémon. | En {1} no aparecen Pokémon aquí. | In {1} qui non si incontrano Pokémon.
        Pokémon are met here in {1}. | ここでポケモンに出会えるゲーム：{1}。 | ここで ポケモンに であえる ゲーム：{1}。 | 여기서 포켓몬을 만날 수 있는 게임: {1}. | 可在这里遇到宝可梦的游戏：{1}。 | 可在這裡遇到寶可夢的遊戲：{1}。 | On rencontre des Pokémon ici dans {1}. | Hier trifft man Pokémon in {1}. | Aquí aparecen Pokémon en {1}. | Qui si incontrano Pokémon in {1}.
        Also of this name: {1}. | 同じ名前の場所：{1}。 | おなじ なまえの ばしょ：{1}。 | 같은 이름의 장소: {1}. | 同名地点：{1}。 | 同名地點：{1}。 | Du même nom : {1}. | Gleichen Namens: {1}. | Con el mismo nombre: {1}. | Con lo stesso nome: {1}.
        Walking | 草むら | くさむら | 풀숲 | 草丛 | 草叢 | Marche | Gehen | Caminando | A piedi
        Surfing | なみのり | | 파도타기 | 冲浪 | 衝浪 | Surf | Surfer | Surf | Surf
        Old Rod | ボロのつりざお | | 낡은낚싯대 | 破旧钓竿 | 破舊釣竿 | Canne | Angel | Caña Vieja | Amo Vecchio
        Good Rod | いいつりざお | | 좋은낚싯대 | 好钓竿 | 好釣竿 | Super Canne | Profiangel | Caña Buena | Amo Buono
        Super Rod | すごいつりざお | | 대단한낚싯대 | 厉害钓竿 | 厲害釣竿 | Méga Canne | Superangel | Supercaña | Super Amo
        Rock Smash | いわくだき | | 바위깨기 | 碎岩 | 碎岩 | Éclate-Roc | Zertrümmerer | Golpe Roca | Spaccaroccia
        Headbutt | ずつき | | 박치기 | 头锤 | 頭錘 | Coup d’Boule | Kopfnuss | Golpe Cabeza | Bottintesta
        Gift | もらう | | 받기 | 赠送 | 贈送 | Cadeau | Geschenk | Regalo | Regalo
        Gift Egg | タマゴをもらう | タマゴを もらう | 알 받기 | 赠送的蛋 | 贈送的蛋 | Œuf offert | Geschenk-Ei | Huevo de regalo | Uovo in regalo
        Trade | 交換 | こうかん | 교환 | 交换 | 交換 | Échange | Tausch | Intercambio | Scambio
        Only one | 1匹だけ | 1ぴきだけ | 한 마리뿐 | 仅一只 | 僅一隻 | Unique | Einmalig | Único | Unico
        Poké Flute | ポケモンのふえ | | 포켓몬피리 | 宝可梦之笛 | 寶可夢之笛 | Poké Flûte | Pokéflöte | Poké Flauta | Poké Flauto
        Max Raid | マックスレイド | | 맥스 레이드 | 极巨团体战 | 極巨團體戰 | Raid Dynamax | Dyna-Raid | Incursión Dinamax | Raid Dynamax
        SOS battle | 乱入バトル | らんにゅうバトル | 난입 배틀 | 乱入对战 | 亂入對戰 | Combat SOS | SOS-Kampf | Combate SOS | Lotta SOS
        Overworld | フィールド | | 필드 | 野外 | 野外 | Sur le terrain | Oberwelt | En el mapa | Sul campo
        Dark grass | 濃い草むら | こい くさむら | 짙은 풀숲 | 深草丛 | 深草叢 | Hautes herbes sombres | Dunkles Gras | Hierba alta oscura | Erba scura
        Horde | 群れバトル | むれバトル | 무리 배틀 | 群聚对战 | 群聚對戰 | Hordes | Horde | Horda | Orda
        Grass Spots | 揺れる草むら | ゆれる くさむら | 흔들리는 풀숲 | 摇晃的草丛 | 搖晃的草叢 | Herbes qui bougent | Raschelndes Gras | Hierba que se mueve | Erba che si muove
        Cave Spots | 砂煙 | すなけむり | 모래 먼지 | 沙尘 | 沙塵 | Nuage de poussière | Staubwolke | Nube de polvo | Nuvola di polvere
        Bridge Spots | 橋の影 | はしの かげ | 다리 그림자 | 桥上的影子 | 橋上的影子 | Ombre sur le pont | Brückenschatten | Sombra en el puente | Ombra sul ponte
        Super Rod Spots | 水面の影（釣り） | すいめんの かげ（つり） | 수면의 그림자 (낚시) | 水面的影子（钓鱼） | 水面的影子（釣魚） | Remous (pêche) | Wasserstrudel (Angeln) | Remolino (pesca) | Increspatura (pesca)
        Surf Spots | 水面の影（なみのり） | すいめんの かげ（なみのり） | 수면의 그림자 (파도타기) | 水面的影子（冲浪） | 水面的影子（衝浪） | Remous (surf) | Wasserstrudel (Surfer) | Remolino (surf) | Increspatura (surf)
        Yellow Flowers | 黄色い花 | きいろい はな | 노란 꽃 | 黄色花丛 | 黃色花叢 | Fleurs jaunes | Gelbe Blumen | Flores amarillas | Fiori gialli
        Purple Flowers | 紫の花 | むらさきの はな | 보라색 꽃 | 紫色花丛 | 紫色花叢 | Fleurs violettes | Lila Blumen | Flores moradas | Fiori viola
        Red Flowers | 赤い花 | あかい はな | 빨간 꽃 | 红色花丛 | 紅色花叢 | Fleurs rouges | Rote Blumen | Flores rojas | Fiori rossi
        Rough Terrain | でこぼこ道 | でこぼこみち | 울퉁불퉁한 길 | 崎岖地形 | 崎嶇地形 | Terrain accidenté | Unebenes Gelände | Terreno irregular | Terreno accidentato
        Static | 固定シンボル | こていシンボル | 고정 심볼 | 固定遭遇 | 固定遭遇 | Rencontre fixe | Feste Begegnung | Encuentro fijo | Incontro fisso
        Headbutt Low | ずつき（低） | ずつき（ひくい） | 박치기 (낮음) | 头锤（低） | 頭錘（低） | Coup d’Boule (faible) | Kopfnuss (niedrig) | Golpe Cabeza (bajo) | Bottintesta (bassa)
        Headbutt Normal | ずつき（中） | ずつき（ふつう） | 박치기 (보통) | 头锤（中） | 頭錘（中） | Coup d’Boule (normal) | Kopfnuss (normal) | Golpe Cabeza (normal) | Bottintesta (normale)
        Headbutt High | ずつき（高） | ずつき（たかい） | 박치기 (높음) | 头锤（高） | 頭錘（高） | Coup d’Boule (élevé) | Kopfnuss (hoch) | Golpe Cabeza (alto) | Bottintesta (alta)
        Seaweed | 海藻（ダイビング） | かいそう（ダイビング） | 해초 (다이빙) | 海草（潜水） | 海草（潛水） | Algues (plongée) | Seetang (Tauchen) | Algas (buceo) | Alghe (immersione)
        Roaming Grass | 徘徊（草むら） | はいかい（くさむら） | 배회 (풀숲) | 徘徊（草丛） | 徘徊（草叢） | Errant (herbes) | Umherstreifend (Gras) | Errante (hierba) | Vagante (erba)
        Roaming Water | 徘徊（水上） | はいかい（すいじょう） | 배회 (수면) | 徘徊（水上） | 徘徊（水上） | Errant (eau) | Umherstreifend (Wasser) | Errante (agua) | Vagante (acqua)
        Island Scan | アイランドスキャン |  | 아일랜드 스캔 | 岛屿扫描 | 島嶼掃描 | Scanner Insulaire | Inselscan | Escáner Insular | Scansione Isola
        Bubbling Spots | 泡立つ水面 | あわだつ すいめん | 거품이 이는 수면 | 冒泡的水面 | 冒泡的水面 | Bulles dans l’eau | Blubbernde Stellen | Burbujas en el agua | Bolle nell’acqua
        Berry Trees | きのみの木 | きのみの き | 나무열매 나무 | 树果树 | 樹果樹 | Arbres à Baies | Beerenbäume | Árboles de bayas | Alberi di bacche
        Hidden Grotto | 隠し穴 | かくしあな | 숨겨진 구멍 | 隐藏洞穴 | 隱藏洞穴 | Trou Caché | Versteckte Grotte | Claro Oculto | Meandro Nascosto
        Honey Tree | 甘い香りの木 | あまい かおりの き | 달콤한 향기 나무 | 甜甜香气树 | 甜甜香氣樹 | Arbre à miel | Honigbaum | Árbol de miel | Albero del miele
        Wanderer | 徘徊シンボル | はいかいシンボル | 배회 심볼 | 徘徊的宝可梦 | 徘徊的寶可夢 | Errant | Umherstreifer | Errante | Vagante
        Wanderer Water | 徘徊シンボル（水上） | はいかいシンボル（すいじょう） | 배회 심볼 (수면) | 徘徊的宝可梦（水上） | 徘徊的寶可夢（水上） | Errant (eau) | Umherstreifer (Wasser) | Errante (agua) | Vagante (acqua)
        Overworld Water | フィールド（水上） | フィールド（すいじょう） | 필드 (수면) | 野外（水上） | 野外（水上） | Sur l’eau | Oberwelt (Wasser) | En el agua | Sull’acqua
        Overworld Flying | フィールド（空） | フィールド（そら） | 필드 (하늘) | 野外（天空） | 野外（天空） | Dans le ciel | Oberwelt (Himmel) | En el cielo | In cielo
        Dynamax Adventure | ダイマックスアドベンチャー |  | 다이맥스 어드벤처 | 极巨大冒险 | 極巨大冒險 | Expédition Dynamax | Dyna-Tour | Aventura Dinamax | Avventura Dynamax
        Space-time distortion | 時空の歪み | じくうの ゆがみ | 시공의 뒤틀림 | 时空扭曲 | 時空扭曲 | Distorsion spatio-temporelle | Raum-Zeit-Verzerrung | Distorsión espaciotemporal | Distorsione spazio-temporale
        Landmark | 揺れる木や鉱石 | ゆれる きや こうせき | 흔들리는 나무나 광석 | 摇晃的树或矿石 | 搖晃的樹或礦石 | Arbre ou minerai | Baum oder Erz | Árbol o mena | Albero o minerale
        Mass outbreak | 大量発生 | たいりょうはっせい | 대량발생 | 大量出现 | 大量出現 | Apparition massive | Massenauftreten | Aparición masiva | Comparsa massiccia
        Massive outbreak | 大大大発生 | だいだいだいはっせい | 대대대발생 | 大大大量出现 | 大大大量出現 | Apparition massive spéciale | Großes Massenauftreten | Aparición masiva múltiple | Comparsa massiccia multipla
        Not at midday | 昼以外 | ひる いがい | 낮 제외 | 白天以外 | 白天以外 | Sauf à midi | Nicht mittags | Salvo a mediodía | Non a mezzogiorno
        Not at night | 夜以外 | よる いがい | 밤 제외 | 夜晚以外 | 夜晚以外 | Sauf la nuit | Nicht nachts | Salvo de noche | Non di notte
        Not at dusk | 夕方以外 | ゆうがた いがい | 저녁 제외 | 傍晚以外 | 傍晚以外 | Sauf au crépuscule | Nicht abends | Salvo al atardecer | Non al tramonto
        Not at dawn | 明け方以外 | あけがた いがい | 새벽 제외 | 清晨以外 | 清晨以外 | Sauf à l’aube | Nicht im Morgengrauen | Salvo al amanecer | Non all’alba
        Alpha | オヤブン |  | 우두머리 | 头目 | 頭目 | Baron | Alpha | Alfa | Alfa
        Sometimes an alpha | オヤブンのことも | オヤブンの ことも | 우두머리일 때도 | 有时是头目 | 有時是頭目 | Parfois un Baron | Manchmal ein Alpha | A veces alfa | A volte alfa
        Not with {1} in slot 2 | スロット2が{1}でない時 | スロット2が {1}で ない とき | 슬롯 2: {1} 제외 | 槽位2不是{1}时 | 槽位2不是{1}時 | Sans {1} dans le slot 2 | Ohne {1} in Slot 2 | Sin {1} en la ranura 2 | Senza {1} nello slot 2
        Overworld (rare) | フィールド（レア） |  | 필드 (레어) | 野外（稀有） | 野外（稀有） | Sur le terrain (rare) | Oberwelt (selten) | En el mapa (raro) | Sul campo (raro)
        Overworld Flying (rare) | フィールド（空・レア） | フィールド（そら・レア） | 필드 (하늘, 레어) | 野外（天空，稀有） | 野外（天空，稀有） | Dans le ciel (rare) | Oberwelt (Himmel, selten) | En el cielo (raro) | In cielo (raro)
        Overworld Water (rare) | フィールド（水上・レア） | フィールド（すいじょう・レア） | 필드 (수면, 레어) | 野外（水上，稀有） | 野外（水上，稀有） | Sur l’eau (rare) | Oberwelt (Wasser, selten) | En el agua (raro) | Sull’acqua (raro)
        Overworld (from the ground) | フィールド（地面から） | フィールド（じめんから） | 필드 (땅에서) | 野外（从地面） | 野外（從地面） | Sur le terrain (sort du sol) | Oberwelt (aus dem Boden) | En el mapa (del suelo) | Sul campo (dal terreno)
        Chases you in the water | 水上で追いかけてくる | すいじょうで おいかけてくる | 수면에서 쫓아온다 | 在水上追赶 | 在水上追趕 | Vous poursuit sur l’eau | Verfolgt dich im Wasser | Te persigue en el agua | Ti insegue in acqua
        Ambush (trash can) | 待ち伏せ（ゴミ箱） | まちぶせ（ゴミばこ） | 매복 (쓰레기통) | 埋伏（垃圾桶） | 埋伏（垃圾桶） | Embuscade (poubelle) | Hinterhalt (Mülltonne) | Emboscada (papelera) | Agguato (bidone)
        Ambush (bush) | 待ち伏せ（茂み） | まちぶせ（しげみ） | 매복 (덤불) | 埋伏（草丛） | 埋伏（草叢） | Embuscade (buisson) | Hinterhalt (Busch) | Emboscada (arbusto) | Agguato (cespuglio)
        Ambush (ceiling) | 待ち伏せ（天井） | まちぶせ（てんじょう） | 매복 (천장) | 埋伏（天花板） | 埋伏（天花板） | Embuscade (plafond) | Hinterhalt (Decke) | Emboscada (techo) | Agguato (soffitto)
        Ambush (ground) | 待ち伏せ（地面） | まちぶせ（じめん） | 매복 (땅) | 埋伏（地面） | 埋伏（地面） | Embuscade (sol) | Hinterhalt (Boden) | Emboscada (suelo) | Agguato (terreno)
        Ambush (sky) | 待ち伏せ（空） | まちぶせ（そら） | 매복 (하늘) | 埋伏（天空） | 埋伏（天空） | Embuscade (ciel) | Hinterhalt (Himmel) | Emboscada (cielo) | Agguato (cielo)
        Radio off | ラジオを消している | ラジオを けしている | 라디오 끔 | 关闭收音机 | 關閉收音機 | Radio éteinte | Radio aus | Radio apagada | Radio spenta
        Hoenn radio | ホウエンのラジオ | ホウエンの ラジオ | 호연 라디오 | 丰缘的收音机 | 豐緣的收音機 | Radio de Hoenn | Hoenn-Radio | Radio de Hoenn | Radio di Hoenn
        Sinnoh radio | シンオウのラジオ | シンオウの ラジオ | 신오 라디오 | 神奥的收音机 | 神奧的收音機 | Radio de Sinnoh | Sinnoh-Radio | Radio de Sinnoh | Radio di Sinnoh
        Other Caught Articuno | フリーザーを捕まえた後 | フリーザーを つかまえた あと | 프리져를 잡은 후 | 捉到急冻鸟之后 | 捉到急凍鳥之後 | Après avoir capturé Artikodin | Nach dem Fang von Arktos | Tras capturar a Articuno | Dopo aver catturato Articuno
        Other Caught Zapdos | サンダーを捕まえた後 | サンダーを つかまえた あと | 썬더를 잡은 후 | 捉到闪电鸟之后 | 捉到閃電鳥之後 | Après avoir capturé Électhor | Nach dem Fang von Zapdos | Tras capturar a Zapdos | Dopo aver catturato Zapdos
        Other Caught Moltres | ファイヤーを捕まえた後 | ファイヤーを つかまえた あと | 파이어를 잡은 후 | 捉到火焰鸟之后 | 捉到火焰鳥之後 | Après avoir capturé Sulfura | Nach dem Fang von Lavados | Tras capturar a Moltres | Dopo aver catturato Moltres
        Headbutt Tree (Common) | ずつきの木（よく出る） | ずつきの き（よく でる） | 박치기 나무 (보통) | 头锤树（常见） | 頭錘樹（常見） | Arbre Coup d’Boule (commun) | Kopfnuss-Baum (häufig) | Árbol Golpe Cabeza (común) | Albero Bottintesta (comune)
        Headbutt Tree (Rare) | ずつきの木（まれ） | ずつきの き（まれ） | 박치기 나무 (희귀) | 头锤树（稀有） | 頭錘樹（稀有） | Arbre Coup d’Boule (rare) | Kopfnuss-Baum (selten) | Árbol Golpe Cabeza (raro) | Albero Bottintesta (raro)
        Headbutt Tree (Secret) | ずつきの木（隠し） | ずつきの き（かくし） | 박치기 나무 (비밀) | 头锤树（隐藏） | 頭錘樹（隱藏） | Arbre Coup d’Boule (secret) | Kopfnuss-Baum (geheim) | Árbol Golpe Cabeza (secreto) | Albero Bottintesta (segreto)
        Tera Raid | テラレイドバトル |  | 테라레이드배틀 | 太晶团体战 | 太晶團體戰 | Raid Téracristal | Tera-Raid-Kampf | Teraincursión | Raid Teracristal
        Starter | 最初のパートナー | さいしょの パートナー | 첫 파트너 | 初始伙伴 | 初始夥伴 | Starter | Starter | Inicial | Starter
        Fossil | 化石の復元 | かせきの ふくげん | 화석 복원 | 化石复原 | 化石復原 | Fossile | Fossil | Fósil | Fossile
        Never shiny | 色違いにならない | いろちがいに ならない | 색이 다른 개체 없음 | 不会是异色 | 不會是異色 | Jamais chromatique | Nie schillernd | Nunca variocolor | Mai cromatico
        Always shiny | 必ず色違い | かならず いろちがい | 반드시 색이 다름 | 必定是异色 | 必定是異色 | Toujours chromatique | Immer schillernd | Siempre variocolor | Sempre cromatico
        Any weather but {1} | {1}以外の天気 | {1} いがいの てんき | {1} 외의 날씨 | {1}以外的天气 | {1}以外的天氣 | Tout temps sauf : {1} | Jedes Wetter außer: {1} | Cualquier tiempo salvo: {1} | Ogni tempo tranne: {1}
        wanders in from {1} | {1}から来る | {1}から くる | {1}에서 넘어옵니다 | 从{1}过来 | 從{1}過來 | vient de : {1} | kommt aus: {1} | llega desde: {1} | arriva da: {1}
        within {1} | 場所：{1} | ばしょ：{1} | 장소: {1} | 地点：{1} | 地點：{1} | lieux : {1} | Orte: {1} | lugares: {1} | luoghi: {1}
        +{1} | ほか{1} | ほか{1} | 외 {1} | 等{1}处 | 等{1}處 | +{1} | +{1} | +{1} | +{1}
        How to get it | 入手方法 | にゅうしゅほうほう | 입수 방법 | 获得方法 | 獲得方法 | Comment l’obtenir | So erhältst du es | Cómo obtenerlo | Come ottenerlo
        Wild | 野生 | やせい | 야생 | 野生 | 野生 | Sauvage | Wild | Salvaje | Selvatico
        {1} places | {1}か所 | {1}かしょ | {1}곳 | {1}个地点 | {1}個地點 | {1} lieux | {1} Orte | {1} lugares | {1} luoghi
        Evolve | 進化 | しんか | 진화 | 进化 | 進化 | Évolution | Entwicklung | Evolución | Evoluzione
        from {1} | {1}から | {1}から | {1}에서 | 由{1} | 由{1} | de {1} | aus {1} | desde {1} | da {1}
        Only in {1}: in {2}, trade for it. | {1}だけにいる。{2}では交換で手に入れる。 | {1}だけに いる。{2}では こうかんで てに いれる。 | {1}에만 있습니다. {2}에서는 교환으로 얻습니다. | 仅在{1}中。在{2}中需通过交换获得。 | 僅在{1}中。在{2}中需透過交換獲得。 | Seulement dans {1} : dans {2}, obtenez-le par échange. | Nur in {1}: In {2} erhältst du es durch Tausch. | Solo en {1}: en {2}, consíguelo por intercambio. | Solo in {1}: in {2}, ottienilo con uno scambio.
        Only in {1}: in {2}, trade for it or meet it in a Union Circle. | {1}だけにいる。{2}では交換かユニオンサークルで手に入れる。 | {1}だけに いる。{2}では こうかんか ユニオンサークルで てに いれる。 | {1}에만 있습니다. {2}에서는 교환이나 유니온서클에서 얻습니다. | 仅在{1}中。在{2}中需通过交换或联合圈获得。 | 僅在{1}中。在{2}中需透過交換或聯合圈獲得。 | Seulement dans {1} : dans {2}, obtenez-le par échange ou dans un Cercle Union. | Nur in {1}: In {2} erhältst du es durch Tausch oder im Union-Zirkel. | Solo en {1}: en {2}, consíguelo por intercambio o en un Círculo Unión. | Solo in {1}: in {2}, ottienilo con uno scambio o in un Cerchio Unione.
        Not met in {1}. | {1}では出会えない。 | {1}では であえない。 | {1}에서는 만날 수 없습니다. | 在{1}中遇不到。 | 在{1}中遇不到。 | Jamais rencontré dans {1}. | In {1} nicht anzutreffen. | No aparece en {1}. | Non si incontra in {1}.
        Plus | プラス | プラス | 플러스 | 强化 | 強化 | Plus | Plus | Plus | Plus
        1-star Tera Raid | ★1 |  | ★1 | ★1 | ★1 | ★1 | ★1 | ★1 | ★1
        2-star Tera Raid | ★2 |  | ★2 | ★2 | ★2 | ★2 | ★2 | ★2 | ★2
        3-star Tera Raid | ★3 |  | ★3 | ★3 | ★3 | ★3 | ★3 | ★3 | ★3
        4-star Tera Raid | ★4 |  | ★4 | ★4 | ★4 | ★4 | ★4 | ★4 | ★4
        5-star Tera Raid | ★5 |  | ★5 | ★5 | ★5 | ★5 | ★5 | ★5 | ★5
        6-star Tera Raid | ★6 |  | ★6 | ★6 | ★6 | ★6 | ★6 | ★6 | ★6
        7-star Tera Raid | ★7 |  | ★7 | ★7 | ★7 | ★7 | ★7 | ★7 | ★7
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
        Saturday | 土曜日 | どようび | 토요일 | 星期六 | 星期六 | Samedi | Samstag | Sábado | Sabato
        Have at least {1} coins in your Coin Case | コインケースにコイン{1}枚以上 | コインケースに コイン{1}まいいじょう | 동전케이스에 코인 {1}개 이상 | 代币盒里有{1}枚以上代币 | 代幣盒裡有{1}枚以上代幣 | Au moins {1} jetons dans la Boîte Jetons | Mind. {1} Münzen im Münzkorb | Al menos {1} fichas en el Monedero | Almeno {1} gettoni nel Salvadanaio
        Give {1} in a Trade | {1}を交換に出す | {1}を こうかんに だす | {1}을(를) 교환으로 준다 | 交换出{1} | 交換出{1} | Donner {1} en échange | {1} im Tausch geben | Dar {1} a cambio | Dare {1} in scambio
        {1} as starter | 最初のパートナーが{1} | さいしょの パートナーが {1} | 첫 파트너: {1} | 初始伙伴为{1} | 初始夥伴為{1} | Starter : {1} | Starter: {1} | Inicial: {1} | Starter: {1}
        {1} in slot 2 | スロット2に{1} | スロット2に {1} | 슬롯 2: {1} | 槽位2为{1} | 槽位2為{1} | {1} dans le slot 2 | {1} in Slot 2 | {1} en la ranura 2 | {1} nello slot 2
        Have {1} in bag | バッグに{1} | バッグに {1} | 가방에 {1} | 背包里有{1} | 背包裡有{1} | {1} dans le Sac | {1} im Beutel | {1} en la Mochila | {1} nella Borsa
        Great Marsh Daily Chance: {1} in 32 | 大湿原の日替わり：{1}/32 | だいしつげんの ひがわり：{1}/32 | 대습원 일일: {1}/32 | 大湿地每日：{1}/32 | 大濕地每日：{1}/32 | Grand Marais, chaque jour : {1}/32 | Großmoor täglich: {1}/32 | Gran Pantano, diario: {1}/32 | Gran Palude, giornaliero: {1}/32
        Find {1} Alolan Diglett in Isle of Armor | ヨロイ島でアローラのディグダを{1}匹見つける | ヨロイじまで アローラの ディグダを {1}ひき みつける | 갑옷섬에서 알로라 디그다 {1}마리 찾기 | 在铠岛找到{1}只阿罗拉地鼠 | 在鎧島找到{1}隻阿羅拉地鼠 | Trouver {1} Taupiqueur d’Alola sur l’Isolarmure | {1} Alola-Digda auf der Insel der Rüstung finden | Encontrar {1} Diglett de Alola en la Isla de la Armadura | Trovare {1} Diglett di Alola sull’Isola dell’Armatura
        At least {1} {2} block points placed | {2}のブロック{1}ポイント以上 | {2}の ブロック{1}ポイントいじょう | {2} 블록 {1}포인트 이상 | {2}方块{1}点以上 | {2}方塊{1}點以上 | Blocs {2} : au moins {1} points | {2}-Blöcke: mindestens {1} Punkte | Bloques de {2}: {1} puntos o más | Blocchi {2}: almeno {1} punti
        Safari Plains | 平原 | へいげん | 평원 | 平原 | 平原 | Plaine | Ebenen | llanura | Pianura
        Safari Forest | 森 | もり | 숲 | 森林 | 森林 | Forêt | Wald | bosque | Foresta
        Safari Peak | 山頂 | さんちょう | 산꼭대기 | 山顶 | 山頂 | Pic | Gipfel | cumbre | Picco
        Safari Water | 水辺 | みずべ | 물가 | 水边 | 水邊 | Eau | Wasser | agua | Acqua
        The current minute is between {1} and {2} | 毎時{1}～{2}分 | まいじ：{1}～：{2} | 매시 {1}~{2}분 | 每小时的{1}至{2}分 | 每小時的{1}至{2}分 | Minutes {1} à {2} | Minute {1} bis {2} | Minutos {1} a {2} | Minuti da {1} a {2}
        The current time is between {1} and {2} | {1}～{2} |  | {1}~{2} | {1}至{2} | {1}至{2} | De {1} à {2} | {1} bis {2} Uhr | De {1} a {2} | Dalle {1} alle {2}
        Enter the Hall of Fame | 殿堂入り後 | でんどういりご | 전당등록 후 | 进入名人堂后 | 進入名人堂後 | Après le Panthéon | Nach dem Eintrag in die Ruhmeshalle | Tras entrar en el Hall de la Fama | Dopo l’ingresso nella Sala d’Onore
        Before entering the Hall of Fame | 殿堂入り前 | でんどういりまえ | 전당등록 전 | 进入名人堂前 | 進入名人堂前 | Avant le Panthéon | Vor dem Eintrag in die Ruhmeshalle | Antes de entrar en el Hall de la Fama | Prima dell’ingresso nella Sala d’Onore
        Normal weather | 通常の天気 | つうじょうの てんき | 보통 날씨 | 普通天气 | 普通天氣 | Par temps normal | Bei normalem Wetter | Con tiempo normal | Con tempo normale
        Overcast | 曇り | くもり | 흐림 | 阴天 | 陰天 | Par temps couvert | Bei bewölktem Himmel | Con cielo nublado | Con cielo coperto
        Rain | 雨 | あめ | 비 | 下雨 | 下雨 | Sous la pluie | Bei Regen | Con lluvia | Con la pioggia
        Thunderstorm | 雷雨 | らいう | 뇌우 | 雷雨 | 雷雨 | Pendant un orage | Bei Gewitter | Con tormenta | Con il temporale
        Snow | 雪 | ゆき | 눈 | 下雪 | 下雪 | Sous la neige | Bei Schneefall | Con nieve | Con la neve
        Snowstorm | 吹雪 | ふぶき | 눈보라 | 暴风雪 | 暴風雪 | Pendant une tempête de neige | Bei Schneesturm | Con ventisca | Con la bufera
        Sandstorm | 砂嵐 | すなあらし | 모래바람 | 沙暴 | 沙暴 | Pendant une tempête de sable | Bei Sandsturm | Con tormenta de arena | Con la tempesta di sabbia
        Intense sun | 日差しが強い | ひざしが つよい | 강한 햇살 | 大晴天 | 大晴天 | Sous un soleil intense | Bei starkem Sonnenschein | Con sol intenso | Con sole intenso
        Fog | 霧 | きり | 안개 | 起雾 | 起霧 | Dans le brouillard | Bei Nebel | Con niebla | Con la nebbia
        Start max raid in a den with a weak, red pillar of light after checking Wild Area News. | ワイルドエリアニュースの後の弱い赤い光の柱の巣 | ワイルドエリアニュースの あとの よわい あかい ひかりの はしらの す | 와일드 에어리어 뉴스 후 약한 붉은 빛기둥의 굴 | 看过旷野地带新闻后发出微弱红光的巢穴 | 看過曠野地帶新聞後發出微弱紅光的巢穴 | Antre à faible lumière rouge après les Nouvelles de la Zone Sauvage | Nest mit schwacher roter Lichtsäule nach den Naturzonen-News | Guarida con luz roja débil tras las Noticias del Área Silvestre | Tana con luce rossa debole dopo le Notizie delle Terre Selvagge
        Have save data from Let's Go Pikachu | 『Let’s Go! ピカチュウ』のセーブデータがある | 『Let’s Go! ピカチュウ』の セーブデータが ある | 『레츠고! 피카츄』 세이브 데이터가 있음 | 有《Let’s Go！皮卡丘》的存档 | 有《Let’s Go！皮卡丘》的存檔 | Avec une sauvegarde de Let’s Go, Pikachu | Mit Spielstand von Let’s Go, Pikachu! | Con datos guardados de Let’s Go, Pikachu! | Con dati di salvataggio di Let’s Go, Pikachu!
        Have save data from Let's Go Eevee | 『Let’s Go! イーブイ』のセーブデータがある | 『Let’s Go! イーブイ』の セーブデータが ある | 『레츠고! 이브이』 세이브 데이터가 있음 | 有《Let’s Go！伊布》的存档 | 有《Let’s Go！伊布》的存檔 | Avec une sauvegarde de Let’s Go, Évoli | Mit Spielstand von Let’s Go, Evoli! | Con datos guardados de Let’s Go, Eevee! | Con dati di salvataggio di Let’s Go, Eevee!
        Max Den {1} | 巣{1} | す{1} | 굴 {1} | 巢穴{1} | 巢穴{1} | Antre {1} | Nest {1} | Guarida {1} | Tana {1}
        Main Area | メインエリア | メインエリア | 메인 구역 | 主要区域 | 主要區域 | Zone principale | Hauptbereich | Zona principal | Zona principale
        Area {1} | エリア{1} | エリア{1} | 구역 {1} | 区域{1} | 區域{1} | Zone {1} | Bereich {1} | Zona {1} | Zona {1}
        Start max raid in a den with a weak, red pillar of light. | 弱い赤い光の柱の巣 | よわい あかい ひかりの はしらの す | 약한 붉은 빛기둥의 굴 | 发出微弱红光的巢穴 | 發出微弱紅光的巢穴 | Antre à faible lumière rouge | Nest mit schwacher roter Lichtsäule | Guarida con luz roja débil | Tana con luce rossa debole
        Start max raid in a den with a strong, purple pillar of light. | 強い紫の光の柱の巣 | つよい むらさきの ひかりの はしらの す | 강한 보라색 빛기둥의 굴 | 发出强烈紫光的巢穴 | 發出強烈紫光的巢穴 | Antre à forte lumière violette | Nest mit starker violetter Lichtsäule | Guarida con luz morada intensa | Tana con luce viola intensa
        Start a max raid with a difficulty of 1 star. | ★1 |  | ★1 | ★1 | ★1 | ★1 | ★1 | ★1 | ★1
        Start a max raid with a difficulty of 2 stars. | ★2 |  | ★2 | ★2 | ★2 | ★2 | ★2 | ★2 | ★2
        Start a max raid with a difficulty of 3 stars. | ★3 |  | ★3 | ★3 | ★3 | ★3 | ★3 | ★3 | ★3
        Start a max raid with a difficulty of 4 stars. | ★4 |  | ★4 | ★4 | ★4 | ★4 | ★4 | ★4 | ★4
        Start a max raid with a difficulty of 5 stars. | ★5 |  | ★5 | ★5 | ★5 | ★5 | ★5 | ★5 | ★5
        """
}
