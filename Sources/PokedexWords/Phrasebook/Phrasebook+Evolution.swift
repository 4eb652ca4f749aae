extension Phrasebook {
    /// An evolution's conditions, `{1}` and `{2}` filled in with a number or a name.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let evolutionRows = """
        level {1} | レベル{1} | | 레벨 {1} | 等级{1} | 等級{1} | niveau {1} | Level {1} | nivel {1} | livello {1}
        level up {1} | {1}レベルアップ | {1} レベルアップ | {1} 레벨업 | {1}升级 | {1}升級 | monter de niveau {1} | Levelaufstieg {1} | subir de nivel {1} | salire di livello {1}
        level up | レベルアップ | | 레벨업 | 升级 | 升級 | monter de niveau | Levelaufstieg | subir de nivel | salire di livello
        use {1} | {1}を使う | {1}を つかう | {1} 사용 | 使用{1} | 使用{1} | utiliser {1} | mit {1} | usar {1} | usare {1}
        use the item {1} | {1}を使う | {1}を つかう | {1} 사용 | 使用{1} | 使用{1} | utiliser {1} | verwenden: {1} | usar {1} | usare {1}
        an item | 道具 | どうぐ | 도구 | 道具 | 道具 | un objet | ein Item | un objeto | uno strumento
        trade | 通信交換 | つうしんこうかん | 통신교환 | 连接交换 | 連接交換 | échange | Tausch | intercambio | scambio
        trade holding {1} | {1}を持たせて通信交換 | {1}を もたせて つうしんこうかん | {1}을(를) 지니게 하고 통신교환 | 携带{1}连接交换 | 攜帶{1}連接交換 | échange en tenant {1} | Tausch, trägt: {1} | intercambio equipado con {1} | scambio tenendo {1}
        trade for {1} | {1}と通信交換 | {1}と つうしんこうかん | {1}와(과) 통신교환 | 与{1}连接交换 | 與{1}連接交換 | échange contre {1} | Tausch gegen {1} | intercambio por {1} | scambio con {1}
        level 20 with an empty party slot and a spare Poké Ball | レベル20で手持ちに空きがありモンスターボールを持っている | レベル20で てもちに あきが あり モンスターボールを もっている | 레벨 20, 지닌 포켓몬에 빈자리와 몬스터볼이 있을 때 | 等级20，队伍有空位且包包里有精灵球 | 等級20，隊伍有空位且包包裡有精靈球 | niveau 20 avec une place libre dans l’équipe et une Poké Ball en réserve | Level 20 mit freiem Platz im Team und einem Pokéball im Beutel | nivel 20 con un hueco libre en el equipo y una Poké Ball de sobra | livello 20 con un posto libero in squadra e una Poké Ball in più
        spin around holding a Sweet | アメざいくを持たせてくるくる回る | アメざいくを もたせて くるくる まわる | 사탕공예를 지니게 하고 빙글빙글 돈다 | 携带糖饰品后转圈 | 攜帶糖飾品後轉圈 | tourner sur soi en tenant une Friandise | sich mit einem Zuckerstück drehen | girar con un confite equipado | girare su sé stessi tenendo un Dolcetto
        train in the Tower of Darkness | 悪の塔で修行 | あくのとうで しゅぎょう | 악의 탑에서 수행 | 在恶之塔修行 | 在惡之塔修行 | s’entraîner à la Tour de l’Obscurité | im Turm des Unlichts trainieren | entrenar en la Torre de la Oscuridad | allenarsi nella Torre del Buio
        train in the Tower of Waters | 水の塔で修行 | みずのとうで しゅぎょう | 물의 탑에서 수행 | 在水之塔修行 | 在水之塔修行 | s’entraîner à la Tour de l’Eau | im Turm des Wassers trainieren | entrenar en la Torre del Agua | allenarsi nella Torre dell’Acqua
        land three critical hits in one battle | 1回のバトルで急所に3回当てる | 1かいの バトルで きゅうしょに 3かい あてる | 한 배틀에서 급소를 3번 맞힌다 | 在一场对战中击中要害3次 | 在一場對戰中擊中要害3次 | porter trois coups critiques en un combat | in einem Kampf drei Volltreffer landen | asestar tres golpes críticos en un combate | mettere a segno tre brutti colpi in una lotta
        take at least {1} damage, then pass under the stone bridge | {1}以上のダメージを受けて石のアーチをくぐる | {1}いじょうの ダメージを うけて いしの アーチを くぐる | {1} 이상의 데미지를 입고 돌 아치 밑을 지난다 | 受到{1}以上伤害后穿过石拱门 | 受到{1}以上傷害後穿過石拱門 | subir au moins {1} dégâts, puis passer sous l’arche de pierre | mindestens {1} Schaden nehmen, dann unter dem Steinbogen hindurchgehen | recibir al menos {1} de daño y pasar bajo el arco de piedra | subire almeno {1} danni, poi passare sotto l’arco di pietra
        use {1} in the agile style {2} times | {1}を早業で{2}回使う | {1}を はやわざで {2}かい つかう | {1}을(를) 속공으로 {2}번 사용 | 以迅疾架势使用{1}{2}次 | 以迅疾架勢使用{1}{2}次 | utiliser {1} en style Rapide {2} fois | {1} {2}-mal im Tempo-Stil einsetzen | usar {1} con estilo rápido {2} veces | usare {1} in stile rapido {2} volte
        use {1} in the strong style {2} times | {1}を力業で{2}回使う | {1}を ちからわざで {2}かい つかう | {1}을(를) 강공으로 {2}번 사용 | 以刚猛架势使用{1}{2}次 | 以剛猛架勢使用{1}{2}次 | utiliser {1} en style Puissant {2} fois | {1} {2}-mal im Kraft-Stil einsetzen | usar {1} con estilo fuerte {2} veces | usare {1} in stile potente {2} volte
        a move | 技 | わざ | 기술 | 招式 | 招式 | une capacité | eine Attacke | un movimiento | una mossa
        take {1} recoil damage without fainting | ひんしにならずに反動ダメージを{1}受ける | ひんしに ならずに はんどうダメージを {1} うける | 기절하지 않고 반동 데미지를 {1} 입는다 | 在不濒死的情况下受到{1}反作用力伤害 | 在不瀕死的情況下受到{1}反作用力傷害 | subir {1} dégâts de recul sans être K.O. | {1} Rückstoßschaden nehmen, ohne besiegt zu werden | recibir {1} de daño de retroceso sin debilitarse | subire {1} danni da contraccolpo senza andare KO
        use {1} {2} times | {1}を{2}回使う | {1}を {2}かい つかう | {1}을(를) {2}번 사용 | 使用{1}{2}次 | 使用{1}{2}次 | utiliser {1} {2} fois | {1} {2}-mal einsetzen | usar {1} {2} veces | usare {1} {2} volte
        level up after defeating three {1} that lead {2} and hold {3} | {3}を持ち{2}を連れた{1}を3匹倒してレベルアップ | {3}を もち {2}を つれた {1}を 3びき たおして レベルアップ | {3}을(를) 지니고 {2}을(를) 거느린 {1}을(를) 3마리 쓰러뜨린 후 레벨업 | 打倒3只带领{2}并携带{3}的{1}后升级 | 打倒3隻帶領{2}並攜帶{3}的{1}後升級 | monter d’un niveau après avoir vaincu trois {1} menant des {2} et tenant {3} | Level-Aufstieg, nachdem es drei {1} besiegt hat, die {2} anführen und {3} tragen | subir de nivel tras derrotar a tres {1} que lideran a {2} y llevan {3} | salire di livello dopo aver sconfitto tre {1} a capo di {2} che tengono {3}
        collect 999 Gimmighoul Coins | コレクレーのコインを999枚集める | コレクレーの コインを 999まい あつめる | 모으령의 코인을 999개 모은다 | 收集999枚索财灵的硬币 | 收集999枚索財靈的硬幣 | réunir 999 pièces de Mordudor | 999 Gierspenst-Münzen sammeln | reunir 999 monedas de Gimmighoul | raccogliere 999 monete di Gimmighoul
        a special condition | 特別な条件 | とくべつな じょうけん | 특별한 조건 | 特殊条件 | 特殊條件 | une condition spéciale | eine besondere Bedingung | una condición especial | una condizione speciale
        holding {1} | {1}を持たせて | {1}を もたせて | {1}을(를) 지닌 채 | 携带{1} | 攜帶{1} | en tenant {1} | trägt: {1} | equipado con {1} | tenendo {1}
        level up knowing {1} | {1}を覚えた状態でレベルアップ | {1}を おぼえた じょうたいで レベルアップ | {1}을(를) 배운 상태로 레벨업 | 学会{1}后升级 | 學會{1}後升級 | monter d’un niveau en connaissant {1} | Level-Aufstieg, während es {1} beherrscht | subir de nivel conociendo {1} | salire di livello conoscendo {1}
        knows {1} | {1}を覚えている | {1}を おぼえている | {1}을(를) 배운 상태 | 学会{1} | 學會{1} | connaît {1} | beherrscht {1} | conoce {1} | conosce {1}
        knows a {1}-type move | {1}タイプの技を覚えている | {1}タイプの わざを おぼえている | {1} 타입 기술을 배운 상태 | 学会{1}属性招式 | 學會{1}屬性招式 | connaît une capacité de type {1} | beherrscht eine {1}-Attacke | conoce un movimiento de tipo {1} | conosce una mossa di tipo {1}
        high friendship | なつき度が高い | なつきどが たかい | 친밀도가 높음 | 亲密度高 | 親密度高 | bonheur élevé | hohe Freundschaft | amistad alta | affetto alto
        with affection | なかよし度が高い | なかよしどが たかい | 절친도가 높음 | 友好度高 | 友好度高 | avec affection | mit Zuneigung | con afecto | amicizia alta
        high beauty | 美しさが高い | うつくしさが たかい | 아름다움이 높음 | 美丽度高 | 美麗度高 | beauté élevée | hohe Schönheit | belleza alta | bellezza alta
        daytime | 昼 | ひる | 낮 | 白天 | 白天 | de jour | tagsüber | de día | di giorno
        at night | 夜 | よる | 밤 | 夜晚 | 夜晚 | de nuit | nachts | de noche | di notte
        at dusk | 夕方 | ゆうがた | 저녁 | 黄昏 | 黃昏 | au crépuscule | in der Dämmerung | al atardecer | al tramonto
        under a full moon | 満月の夜 | まんげつの よる | 보름달 밤 | 满月之夜 | 滿月之夜 | à la pleine lune | bei Vollmond | con luna llena | con la luna piena
        female | メス | | 암컷 | 雌性 | 雌性 | femelle | weiblich | hembra | femmina
        male | オス | | 수컷 | 雄性 | 雄性 | mâle | männlich | macho | maschio
        with {1} in the party | 手持ちに{1}がいる | てもちに {1}が いる | 지닌 포켓몬에 {1}이(가) 있음 | 队伍中有{1} | 隊伍中有{1} | avec {1} dans l’équipe | mit {1} im Team | con {1} en el equipo | con {1} in squadra
        with a {1}-type Pokémon in the party | 手持ちに{1}タイプのポケモンがいる | てもちに {1}タイプの ポケモンが いる | 지닌 포켓몬에 {1} 타입 포켓몬이 있음 | 队伍中有{1}属性宝可梦 | 隊伍中有{1}屬性寶可夢 | avec un Pokémon de type {1} dans l’équipe | mit einem {1}-Pokémon im Team | con un Pokémon de tipo {1} en el equipo | con un Pokémon di tipo {1} in squadra
        Attack higher than Defense | 攻撃が防御より高い | こうげきが ぼうぎょより たかい | 공격이 방어보다 높음 | 攻击高于防御 | 攻擊高於防禦 | Attaque supérieure à la Défense | Angriff höher als Verteidigung | Ataque mayor que Defensa | Attacco più alto della Difesa
        Attack equal to Defense | 攻撃と防御が同じ | こうげきと ぼうぎょが おなじ | 공격과 방어가 같음 | 攻击等于防御 | 攻擊等於防禦 | Attaque égale à la Défense | Angriff gleich Verteidigung | Ataque igual a Defensa | Attacco pari alla Difesa
        Attack lower than Defense | 攻撃が防御より低い | こうげきが ぼうぎょより ひくい | 공격이 방어보다 낮음 | 攻击低于防御 | 攻擊低於防禦 | Attaque inférieure à la Défense | Angriff niedriger als Verteidigung | Ataque menor que Defensa | Attacco più basso della Difesa
        while it rains | 雨が降っている | あめが ふっている | 비가 내릴 때 | 下雨时 | 下雨時 | sous la pluie | bei Regen | con lluvia | con la pioggia
        with the console upside down | 本体を逆さまにして | ほんたいを さかさまに して | 본체를 거꾸로 들고 | 将主机倒置 | 將主機倒置 | console à l’envers | mit umgedrehter Konsole | con la consola boca abajo | con la console capovolta
        after {1} steps with it | 一緒に{1}歩歩いたあと | いっしょに {1}ぽ あるいた あと | 함께 {1}걸음 걸은 후 | 一起走{1}步后 | 一起走{1}步後 | après {1} pas ensemble | nach {1} Schritten zusammen | tras {1} pasos juntos | dopo {1} passi insieme
        after using {1} | {1}を使ったあと | {1}を つかった あと | {1}을(를) 사용한 후 | 使用{1}后 | 使用{1}後 | après avoir utilisé {1} | nach Einsatz von {1} | tras usar {1} | dopo aver usato {1}
        in a Union Circle | ユニオンサークルで | | 유니온서클에서 | 在联合圈中 | 在聯合圈中 | dans un Cercle Union | in einem Union-Zirkel | en un Círculo Unión | in un Cerchio Unione
        in {1} | {1}で | | {1}에서 | 在{1} | 在{1} | à {1} | in {1} | en {1} | a {1}
        near a Moss Rock | 苔むした岩の近くで | こけむした いわの ちかくで | 이끼 낀 바위 근처에서 | 在长满苔藓的岩石附近 | 在長滿苔蘚的岩石附近 | près de la Pierre Mousse | nahe dem Moosfelsen | cerca de la Roca Musgo | vicino alla Roccia Muschio
        near an Ice Rock | 凍った岩の近くで | こおった いわの ちかくで | 얼음 바위 근처에서 | 在结冰的岩石附近 | 在結冰的岩石附近 | près de la Pierre Glacée | nahe dem Eisfelsen | cerca de la Roca Hielo | vicino alla Roccia Gelo
        in a magnetic field | 特殊な磁場で | とくしゅな じばで | 특수한 자기장에서 | 在特殊磁场中 | 在特殊磁場中 | dans un champ magnétique | in einem Magnetfeld | en un campo magnético | in un campo magnetico
        near a special rock | 特別な岩の近くで | とくべつな いわの ちかくで | 특별한 바위 근처에서 | 在特殊岩石附近 | 在特殊岩石附近 | près d’une pierre spéciale | nahe einem besonderen Felsen | cerca de una roca especial | vicino a una roccia speciale
        at {1} | {1}で | | {1}에서 | 在{1} | 在{1} | à {1} | bei {1} | en {1} | presso {1}
        or | または | | 또는 | 或 | 或 | ou | oder | o | o
        other games: {1} | ほかのゲーム：{1} | ほかの ゲーム：{1} | 다른 게임: {1} | 其他游戏：{1} | 其他遊戲：{1} | autres jeux : {1} | andere Spiele: {1} | otros juegos: {1} | altri giochi: {1}
        """
}
