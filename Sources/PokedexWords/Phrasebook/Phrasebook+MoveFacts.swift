extension Phrasebook {
    /// What a move does, in short, and what it was before; a learnset's notes, a nature's, Fling's.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let moveFactsRows = """
        paralysis | まひ | | 마비 | 麻痹 | 麻痺 | paralysie | Paralyse | parálisis | paralisi
        burn | やけど | | 화상 | 灼伤 | 灼傷 | brûlure | Verbrennung | quemadura | scottatura
        freeze | こおり | こおり | 얼음 | 冰冻 | 冰凍 | gel | Einfrieren | congelación | congelamento
        poison | 毒 | どく | 독 | 中毒 | 中毒 | poison | Vergiftung | envenenamiento | avvelenamento
        confusion | 混乱 | こんらん | 혼란 | 混乱 | 混亂 | confusion | Verwirrung | confusión | confusione
        trap | バインド | | 바인드 | 束缚 | 束縛 | piège | Fessel | atrapado | trappola
        torment | いちゃもん | | 트집 | 无理取闹 | 無理取鬧 | tourmente | Folterknecht | tormento | attaccalite
        disable | かなしばり | | 사슬묶기 | 定身法 | 定身法 | entrave | Blockade | anulación | inibitore
        sleep | 眠り | ねむり | 잠듦 | 睡眠 | 睡眠 | sommeil | Schlaf | sueño | sonno
        infatuation | メロメロ | | 헤롱헤롱 | 着迷 | 著迷 | attraction | Anziehung | enamoramiento | infatuazione
        yawn | 眠気 | ねむけ | 졸음 | 睡意 | 睡意 | somnolence | Müdigkeit | somnolencia | sonnolenza
        leech-seed | やどりぎのタネ | | 씨뿌리기 | 寄生种子 | 寄生種子 | vampigraine | Egelsamen | drenadoras | parassiseme
        nightmare | あくむ | | 악몽 | 恶梦 | 惡夢 | cauchemar | Nachtmahr | pesadilla | incubo
        perish-song | ほろびのうた | | 멸망의노래 | 灭亡之歌 | 滅亡之歌 | requiem | Abgesang | canto mortal | ultimocanto
        ingrain | ねをはる | | 뿌리박기 | 扎根 | 紮根 | racines | Verwurzler | arraigo | radicamento
        heal-block | かいふくふうじ | | 회복봉인 | 回复封锁 | 回復封鎖 | anti-soin | Heilblockade | anticura | anticura
        embargo | さしおさえ | | 금제 | 查封 | 查封 | embargo | Itemsperre | embargo | divieto
        silence | 音技封じ | おとわざふうじ | 소리 기술 봉인 | 封印声音招式 | 封印聲音招式 | silence | Schweigen | silencio | silenzio
        tar-shot | タールショット | | 타르숏 | 沥青射击 | 瀝青射擊 | goudronnage | Teerschuss | alquitranazo | catramelata
        no-type-immunity | タイプ無効を消す | タイプむこうを けす | 타입 무효 해제 | 消除属性免疫 | 消除屬性免疫 | sans immunité de type | keine Typ-Immunität | sin inmunidad de tipo | nessuna immunità di tipo
        flinch | ひるみ | | 풀죽음 | 畏缩 | 畏縮 | apeurement | Zurückschrecken | retroceso | tentennamento
        one-hit KO | 一撃必殺 | いちげきひっさつ | 일격필살 | 一击必杀 | 一擊必殺 | K.O. en un coup | K.O. mit einem Treffer | KO de un golpe | KO in un colpo
        {1} hits | {1}回攻撃 | {1}かい こうげき | {1}회 공격 | 攻击{1}次 | 攻擊{1}次 | {1} coups | {1} Treffer | {1} golpes | {1} colpi
        hits all opponents | 相手全員に当たる | あいて ぜんいんに あたる | 상대 모두에게 맞음 | 命中所有对手 | 命中所有對手 | touche tous les adversaires | trifft alle Gegner | golpea a todos los rivales | colpisce tutti gli avversari
        hits all other Pokémon | 自分以外の全員に当たる | じぶん いがいの ぜんいんに あたる | 자신 외 모두에게 맞음 | 命中除自己外的所有宝可梦 | 命中除自己外的所有寶可夢 | touche tous les autres Pokémon | trifft alle anderen Pokémon | golpea a todos los demás Pokémon | colpisce tutti gli altri Pokémon
        hits a random opponent | ランダムな相手1体に当たる | ランダムな あいて 1たいに あたる | 무작위 상대 1마리에게 맞음 | 随机命中1个对手 | 隨機命中1個對手 | touche un adversaire au hasard | trifft einen zufälligen Gegner | golpea a un rival al azar | colpisce un avversario a caso
        power varies | 威力変動 | いりょく へんどう | 위력 변동 | 威力不定 | 威力不定 | puissance variable | Stärke variabel | potencia variable | potenza variabile
        status move | 変化技 | へんかわざ | 변화 기술 | 变化招式 | 變化招式 | capacité de statut | Statusattacke | movimiento de estado | mossa di stato
        {1} turns | {1}ターン | | {1}턴 | {1}回合 | {1}回合 | {1} tours | {1} Runden | {1} turnos | {1} turni
        user | 自分 | じぶん | 자신 | 自己 | 自己 | lanceur | Anwender | usuario | utilizzatore
        target | 相手 | あいて | 상대 | 对手 | 對手 | cible | Ziel | objetivo | bersaglio
        drains {1}% of the damage | 与えたダメージの{1}%を回復 | あたえた ダメージの {1}%を かいふく | 준 데미지의 {1}% 회복 | 回复造成伤害的{1}% | 回復造成傷害的{1}% | draine {1} % des dégâts | entzieht {1} % des Schadens | absorbe el {1} % del daño | assorbe il {1}% dei danni
        recoil: {1}% of the damage | 反動：与えたダメージの{1}% | はんどう：あたえた ダメージの {1}% | 반동: 준 데미지의 {1}% | 反作用：造成伤害的{1}% | 反作用：造成傷害的{1}% | contrecoup : {1} % des dégâts | Rückstoß: {1} % des Schadens | retroceso: {1} % del daño | contraccolpo: {1}% dei danni
        heals {1}% of max HP | 最大HPの{1}%を回復 | さいだいHPの {1}%を かいふく | 최대 HP의 {1}% 회복 | 回复最大HP的{1}% | 回復最大HP的{1}% | soigne {1} % des PV max | heilt {1} % der max. KP | cura el {1} % de los PS máx. | cura il {1}% dei PS max
        loses {1}% of max HP | 最大HPの{1}%を失う | さいだいHPの {1}%を うしなう | 최대 HP의 {1}% 잃음 | 失去最大HP的{1}% | 失去最大HP的{1}% | perd {1} % des PV max | verliert {1} % der max. KP | pierde el {1} % de los PS máx. | perde il {1}% dei PS max
        high critical-hit ratio | 急所に当たりやすい | きゅうしょに あたりやすい | 급소에 맞기 쉬움 | 容易击中要害 | 容易擊中要害 | taux de critique élevé | hohe Volltrefferquote | índice de golpe crítico alto | alta probabilità di brutto colpo
        very high critical-hit ratio | とても急所に当たりやすい | とても きゅうしょに あたりやすい | 급소에 매우 맞기 쉬움 | 非常容易击中要害 | 非常容易擊中要害 | taux de critique très élevé | sehr hohe Volltrefferquote | índice de golpe crítico muy alto | altissima probabilità di brutto colpo
        always a critical hit | 必ず急所に当たる | かならず きゅうしょに あたる | 반드시 급소에 맞음 | 必定击中要害 | 必定擊中要害 | coup critique assuré | immer ein Volltreffer | siempre golpe crítico | sempre un brutto colpo
        forces the target out | 相手を交代させる | あいてを こうたいさせる | 상대를 교체시킴 | 强制对手替换 | 強制對手替換 | force la cible à partir | zwingt das Ziel zum Tausch | obliga al objetivo a cambiar | costringe il bersaglio a uscire
        changes the field | 場に影響する | ばに えいきょうする | 필드에 영향 | 影响场地 | 影響場地 | modifie le terrain | verändert das Feld | cambia el campo | cambia il campo
        Before {1}: {2}. | {1}より前：{2}。 | {1}より まえ：{2}。 | {1} 이전: {2}. | {1}之前：{2}。 | {1}之前：{2}。 | Avant {1} : {2}. | Vor {1}: {2}. | Antes de {1}: {2}. | Prima di {1}: {2}.
        a different effect | 別の効果 | べつの こうか | 다른 효과 | 不同的效果 | 不同的效果 | un effet différent | ein anderer Effekt | un efecto distinto | un effetto diverso
        PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use. | PokeAPIの効果の説明はキャッシュにない：`pokedex sync` ですべての効果をオフライン用に取得できる。 | PokeAPIの こうかの せつめいは キャッシュに ない：`pokedex sync` で すべての こうかを オフラインように しゅとくできる。 | PokeAPI의 효과 설명이 캐시에 없습니다: `pokedex sync`로 모든 효과를 오프라인용으로 받습니다. | PokeAPI的效果说明未缓存：`pokedex sync` 会获取所有效果供离线使用。 | PokeAPI的效果說明未快取：`pokedex sync` 會取得所有效果供離線使用。 | Le texte d’effet de PokeAPI n’est pas en cache : `pokedex sync` récupère tous les effets pour l’usage hors ligne. | PokeAPIs Effekttext ist nicht im Cache: `pokedex sync` holt alle Effekte für die Offline-Nutzung. | El texto de efecto de PokeAPI no está en caché: `pokedex sync` descarga todos los efectos para usarlos sin conexión. | Il testo dell’effetto di PokeAPI non è in cache: `pokedex sync` scarica tutti gli effetti per l’uso offline.
        PokeAPI has no English effect text for it. | PokeAPIにはこれの英語の効果の説明がない。 | PokeAPIには これの えいごの こうかの せつめいが ない。 | PokeAPI에 이것의 영어 효과 설명이 없습니다. | PokeAPI 没有它的英文效果说明。 | PokeAPI 沒有它的英文效果說明。 | PokeAPI n’a pas de texte d’effet en anglais pour cela. | PokeAPI hat dafür keinen englischen Effekttext. | PokeAPI no tiene texto de efecto en inglés para esto. | PokeAPI non ha un testo dell’effetto in inglese per questo.
        (the latest game it learns moves in by level) | （レベルで技を覚える最新のゲーム） | （レベルで わざを おぼえる さいしんの ゲーム） | (레벨업으로 기술을 배우는 최신 게임) | （靠升级学会招式的最新游戏） | （靠升級學會招式的最新遊戲） | (le dernier jeu où il apprend des capacités par niveau) | (das neueste Spiel, in dem es Attacken per Level lernt) | (el último juego en que aprende movimientos por nivel) | (l’ultimo gioco in cui impara mosse per livello)
        {1} is part of {2}: PokeAPI lists their moves together. | {1}は{2}の一部：PokeAPIは技をまとめて載せている。 | {1}は {2}の いちぶ：PokeAPIは わざを まとめて のせている。 | {1}은(는) {2}의 일부: PokeAPI는 기술을 함께 싣습니다. | {1}是{2}的一部分：PokeAPI将其招式一并列出。 | {1}是{2}的一部分：PokeAPI將其招式一併列出。 | {1} fait partie de {2} : PokeAPI liste leurs capacités ensemble. | {1} gehört zu {2}: PokeAPI führt ihre Attacken gemeinsam. | {1} forma parte de {2}: PokeAPI lista sus movimientos juntos. | {1} fa parte di {2}: PokeAPI elenca le loro mosse insieme.
        Evo. | 進化 | しんか | 진화 | 进化 | 進化 | Évo. | Entw. | Evo. | Evo.
        No Pokémon learns it. | 覚えるポケモンはいない。 | おぼえる ポケモンは いない。 | 배우는 포켓몬이 없습니다. | 没有宝可梦能学会。 | 沒有寶可夢能學會。 | Aucun Pokémon ne l’apprend. | Kein Pokémon erlernt sie. | Ningún Pokémon lo aprende. | Nessun Pokémon la impara.
        No Pokémon learns it in {1}. | {1}で覚えるポケモンはいない。 | {1}で おぼえる ポケモンは いない。 | {1}에서 배우는 포켓몬이 없습니다. | 在{1}中没有宝可梦能学会。 | 在{1}中沒有寶可夢能學會。 | Aucun Pokémon ne l’apprend dans {1}. | Kein Pokémon erlernt sie in {1}. | Ningún Pokémon lo aprende en {1}. | Nessun Pokémon la impara in {1}.
        No moves by {1} in this game. | このゲームに{1}で覚える技はない。 | この ゲームに {1}で おぼえる わざは ない。 | 이 게임에 {1}(으)로 배우는 기술은 없습니다. | 本游戏中没有通过{1}学会的招式。 | 本遊戲中沒有透過{1}學會的招式。 | Aucune capacité par {1} dans ce jeu. | Keine Attacken per {1} in diesem Spiel. | Ningún movimiento por {1} en este juego. | Nessuna mossa tramite {1} in questo gioco.
        {1} learns no moves in {2}. | {1}は{2}で技を覚えない。 | {1}は {2}で わざを おぼえない。 | {1}은(는) {2}에서 기술을 배우지 않습니다. | {1}在{2}中学不会招式。 | {1}在{2}中學不會招式。 | {1} n’apprend aucune capacité dans {2}. | {1} lernt in {2} keine Attacken. | {1} no aprende movimientos en {2}. | {1} non impara mosse in {2}.
        Other games: {1}. Choose one with --game. | ほかのゲーム：{1}。--game で選べる。 | ほかの ゲーム：{1}。--game で えらべる。 | 다른 게임: {1}. --game으로 고르세요. | 其他游戏：{1}。用 --game 选择。 | 其他遊戲：{1}。用 --game 選擇。 | Autres jeux : {1}. Choisissez-en un avec --game. | Andere Spiele: {1}. Wähle eines mit --game. | Otros juegos: {1}. Elige uno con --game. | Altri giochi: {1}. Scegline uno con --game.
        A neutral nature: it changes no stat. | 無補正の性格：能力は変わらない。 | むほせいの せいかく：のうりょくは かわらない。 | 무보정 성격: 능력치가 변하지 않습니다. | 无修正的性格：不改变能力。 | 無修正的性格：不改變能力。 | Une nature neutre : elle ne change aucune stat. | Ein neutrales Wesen: Es ändert keinen Wert. | Una naturaleza neutra: no cambia ninguna característica. | Una natura neutra: non cambia alcuna statistica.
        — : neutral, changes no stat. | —：無補正、能力は変わらない。 | —：むほせい、のうりょくは かわらない。 | —: 무보정, 능력치가 변하지 않음. | —：无修正，不改变能力。 | —：無修正，不改變能力。 | — : neutre, ne change aucune stat. | —: neutral, ändert keinen Wert. | —: neutra, no cambia ninguna característica. | —: neutra, non cambia alcuna statistica.
        {1} power | 威力 {1} | いりょく {1} | 위력 {1} | 威力{1} | 威力{1} | puissance {1} | Stärke {1} | potencia {1} | potenza {1}
        badly poisons the target | 相手を猛毒にする | あいてを もうどくに する | 상대를 맹독 상태로 만든다 | 使对手剧毒 | 使對手劇毒 | empoisonne gravement la cible | vergiftet das Ziel schwer | envenena gravemente al objetivo | avvelena gravemente il bersaglio
        burns the target | 相手をやけどにする | あいてを やけどに する | 상대를 화상 상태로 만든다 | 使对手灼伤 | 使對手灼傷 | brûle la cible | verbrennt das Ziel | quema al objetivo | scotta il bersaglio
        paralyzes the target | 相手をまひにする | あいてを まひに する | 상대를 마비 상태로 만든다 | 使对手麻痹 | 使對手麻痺 | paralyse la cible | paralysiert das Ziel | paraliza al objetivo | paralizza il bersaglio
        poisons the target | 相手を毒にする | あいてを どくに する | 상대를 독 상태로 만든다 | 使对手中毒 | 使對手中毒 | empoisonne la cible | vergiftet das Ziel | envenena al objetivo | avvelena il bersaglio
        makes the target flinch | 相手をひるませる | あいてを ひるませる | 상대를 풀죽게 한다 | 使对手畏缩 | 使對手畏縮 | apeure la cible | lässt das Ziel zurückschrecken | hace retroceder al objetivo | fa tentennare il bersaglio
        the target gets the Berry’s effect | 相手にきのみの効果 | あいてに きのみの こうか | 상대에게 나무열매의 효과 | 对手获得树果的效果 | 對手獲得樹果的效果 | la cible reçoit l’effet de la Baie | das Ziel erhält den Effekt der Beere | el objetivo recibe el efecto de la baya | il bersaglio riceve l’effetto della bacca
        the target gets the herb’s effect | 相手にハーブの効果 | あいてに ハーブの こうか | 상대에게 허브의 효과 | 对手获得香草的效果 | 對手獲得香草的效果 | la cible reçoit l’effet de l’herbe | das Ziel erhält den Effekt des Krauts | el objetivo recibe el efecto de la hierba | il bersaglio riceve l’effetto dell’erba
        """
}
