extension Phrasebook {
    /// The team screen.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let teamRows = """
        Legality | ルール | | 규칙 | 规则 | 規則 | Légalité | Regeln | Legalidad | Legalità
        every set keeps the rules of {1} | すべての型が{1}のルールを守っている | すべての かたが {1}の ルールを まもっている | 모든 세트가 {1}의 규칙을 지킵니다 | 所有配置都符合{1}的规则 | 所有配置都符合{1}的規則 | chaque set respecte les règles de {1} | jedes Set hält die Regeln von {1} ein | cada set cumple las reglas de {1} | ogni set rispetta le regole di {1}
        {1} problem with the rules of {2} (on stderr) | {2}のルールに{1}件の問題（stderrに） | {2}の ルールに {1}けんの もんだい（stderrに） | {2}의 규칙에 문제 {1}개 (stderr에) | {2}的规则有{1}个问题（见stderr） | {2}的規則有{1}個問題（見stderr） | {1} problème avec les règles de {2} (sur stderr) | {1} Problem mit den Regeln von {2} (auf stderr) | {1} problema con las reglas de {2} (en stderr) | {1} problema con le regole di {2} (su stderr)
        {1} problems with the rules of {2} (on stderr) | {2}のルールに{1}件の問題（stderrに） | {2}の ルールに {1}けんの もんだい（stderrに） | {2}의 규칙에 문제 {1}개 (stderr에) | {2}的规则有{1}个问题（见stderr） | {2}的規則有{1}個問題（見stderr） | {1} problèmes avec les règles de {2} (sur stderr) | {1} Probleme mit den Regeln von {2} (auf stderr) | {1} problemas con las reglas de {2} (en stderr) | {1} problemi con le regole di {2} (su stderr)
        {1} problem with the rules of {2}: | {2}のルールに{1}件の問題： | {2}の ルールに {1}けんの もんだい： | {2}의 규칙에 문제 {1}개: | {2}的规则有{1}个问题： | {2}的規則有{1}個問題： | {1} problème avec les règles de {2} : | {1} Problem mit den Regeln von {2}: | {1} problema con las reglas de {2}: | {1} problema con le regole di {2}:
        {1} problems with the rules of {2}: | {2}のルールに{1}件の問題： | {2}の ルールに {1}けんの もんだい： | {2}의 규칙에 문제 {1}개: | {2}的规则有{1}个问题： | {2}的規則有{1}個問題： | {1} problèmes avec les règles de {2} : | {1} Probleme mit den Regeln von {2}: | {1} problemas con las reglas de {2}: | {1} problemi con le regole di {2}:
        (fastest first; under Trick Room, slowest first) | （速い順。トリックルーム下では遅い順） | （はやい じゅん。トリックルームの ときは おそい じゅん） | (빠른 순; 트릭룸에서는 느린 순) | （由快到慢；戏法空间下由慢到快） | （由快到慢；戲法空間下由慢到快） | (le plus rapide d’abord ; sous Distorsion, le plus lent) | (schnellste zuerst; unter Bizarroraum langsamste zuerst) | (el más rápido primero; con Espacio Raro, el más lento) | (prima il più veloce; con Distortozona, il più lento)
        Scarf | スカーフ | | 스카프 | 围巾 | 圍巾 | Mouchoir | Wahlschal | Pañuelo | Stola
        Matchups (each Pokémon raced as a blank set: no EVs, its strongest same-type moves) | 対面（相手は努力値なし、タイプ一致の最強技） | たいめん（あいては どりょくち なし、タイプいっちの さいきょうわざ） | 대면 (상대는 노력치 없음, 자속 최강 기술) | 对面（对手无努力值，用本系最强招式） | 對面（對手無努力值，用本系最強招式） | Face-à-face (chaque adversaire sans EV, avec ses plus fortes capacités de son type) | Duelle (jeder Gegner ohne FP, mit seinen stärksten Attacken seines Typs) | Enfrentamientos (cada rival sin EV, con sus movimientos más fuertes de su tipo) | Scontri (ogni avversario senza EV, con le sue mosse più forti del suo tipo)
        deals | 与える | あたえる | 줌 | 造成 | 造成 | inflige | teilt aus | causa | infligge
        takes | 受ける | うける | 받음 | 承受 | 承受 | subit | steckt ein | recibe | subisce
        Format | ルール | ルール | 룰 | 规则 | 規則 | Format | Format | Formato | Formato
        Smogon | Smogon | Smogon | Smogon | Smogon | Smogon | Smogon | Smogon | Smogon | Smogon
        National Dex | 全国図鑑 | ぜんこくずかん | 전국도감 | 全国图鉴 | 全國圖鑑 | Dex National | National Dex | Dex Nacional | Dex Nazionale
        Tailwind | おいかぜ | | 순풍 | 顺风 | 順風 | Vent Arrière | Rückenwind | Viento Afín | Ventoincoda
        Paralysed | まひ | | 마비 | 麻痹 | 麻痺 | Paralysie | Paralyse | Parálisis | Paralisi
        Defence | 受け | うけ | 방어 | 防守 | 防守 | Défense | Verteidigung | Defensa | Difesa
        Offence | 攻め | せめ | 공격 | 进攻 | 進攻 | Attaque | Angriff | Ataque | Attacco
        (moves that hit each type super-effectively) | （各タイプに効果バツグンの技） | （かくタイプに こうかばつぐんの わざ） | (각 타입에 효과가 굉장한 기술) | （对各属性效果绝佳的招式） | （對各屬性效果絕佳的招式） | (capacités super efficaces contre chaque type) | (sehr effektive Attacken gegen jeden Typ) | (movimientos supereficaces contra cada tipo) | (mosse superefficaci contro ogni tipo)
        Weak | 弱点 | じゃくてん | 약점 | 弱点 | 弱點 | Faible | Schwach | Débil | Debole
        Res. | 耐性 | たいせい | 반감 | 抵抗 | 抵抗 | Rés. | Res. | Res. | Res.
        Imm. | 無効 | むこう | 무효 | 免疫 | 免疫 | Imm. | Imm. | Inm. | Imm.
        ⚠ three or more weak and none resists: {1} | ⚠ 3匹以上が弱点で耐性なし：{1} | ⚠ 3びきいじょうが じゃくてんで たいせい なし：{1} | ⚠ 셋 이상이 약점이고 반감 없음: {1} | ⚠ 三只以上弱点且无抵抗：{1} | ⚠ 三隻以上弱點且無抵抗：{1} | ⚠ trois faibles ou plus et aucune résistance : {1} | ⚠ drei oder mehr schwach und keiner resistent: {1} | ⚠ tres o más débiles y ninguno resiste: {1} | ⚠ tre o più deboli e nessuno resiste: {1}
        Tera Type: {1} | テラスタイプ：{1} | テラスタイプ：{1} | 테라스탈타입: {1} | 太晶属性：{1} | 太晶屬性：{1} | Type Téra : {1} | Tera-Typ: {1} | Teratipo: {1} | Teratipo: {1}
        Battle | バトル | バトル | 배틀 | 对战 | 對戰 | Combat | Kampf | Combate | Lotta
        {1} ×1.5 | {1} ×1.5 | {1} ×1.5 | {1} ×1.5 | {1} ×1.5 | {1} ×1.5 | {1} ×1,5 | {1} ×1,5 | {1} ×1,5 | {1} ×1,5
        locked into the first move chosen | 最初に選んだ技しか出せない | さいしょに えらんだ わざしか だせない | 처음 고른 기술만 쓸 수 있음 | 只能使出最初选择的招式 | 只能使出最初選擇的招式 | bloqué sur la première capacité choisie | nur die zuerst gewählte Attacke | solo el primer movimiento elegido | solo la prima mossa scelta
        no status moves | 変化技が出せない | へんかわざが だせない | 변화 기술을 쓸 수 없음 | 无法使出变化招式 | 無法使出變化招式 | pas de capacités de statut | keine Status-Attacken | sin movimientos de estado | niente mosse di stato
        while it can still evolve | 進化できる間だけ | しんかできる あいだだけ | 진화할 수 있을 때만 | 仅限还能进化时 | 僅限還能進化時 | tant qu’il peut évoluer | solange es sich entwickeln kann | mientras pueda evolucionar | finché può evolversi
        {1}-type moves ×1.2 | {1}タイプの技 ×1.2 | {1}タイプの わざ ×1.2 | {1} 타입 기술 ×1.2 | {1}属性招式 ×1.2 | {1}屬性招式 ×1.2 | capacités {1} ×1,2 | {1}-Attacken ×1,2 | movimientos de tipo {1} ×1,2 | mosse di tipo {1} ×1,2
        {1} becomes {2}-type | {1}が{2}タイプになる | {1}が {2}タイプに なる | {1}이(가) {2} 타입이 됨 | {1}变为{2}属性 | {1}變為{2}屬性 | {1} devient de type {2} | {1} wird zum Typ {2} | {1} pasa a ser de tipo {2} | {1} diventa di tipo {2}
        immune to {1}-type moves | {1}タイプの技が効かない | {1}タイプの わざが きかない | {1} 타입 기술이 통하지 않음 | {1}属性招式无效 | {1}屬性招式無效 | immunisé contre les capacités {1} | immun gegen {1}-Attacken | inmune a los movimientos de tipo {1} | immune alle mosse di tipo {1}
        {1}-type damage taken {2} | 受ける{1}タイプのダメージ {2} | うける {1}タイプの ダメージ {2} | 받는 {1} 타입 대미지 {2} | 受到的{1}属性伤害 {2} | 受到的{1}屬性傷害 {2} | dégâts {1} subis {2} | erlittener {1}-Schaden {2} | daño de tipo {1} recibido {2} | danni di tipo {1} subiti {2}
        super-effective damage taken ×¾ | 効果バツグンのダメージ ×¾ | こうかばつぐんの ダメージ ×¾ | 효과가 굉장한 대미지 ×¾ | 效果绝佳的伤害 ×¾ | 效果絕佳的傷害 ×¾ | dégâts super efficaces subis ×¾ | erlittener sehr effektiver Schaden ×¾ | daño supereficaz recibido ×¾ | danni superefficaci subiti ×¾
        only super-effective moves hit it | 効果バツグンの技しか当たらない | こうかばつぐんの わざしか あたらない | 효과가 굉장한 기술만 맞음 | 只有效果绝佳的招式能命中 | 只有效果絕佳的招式能命中 | seules les capacités super efficaces le touchent | nur sehr effektive Attacken treffen | solo le afectan los movimientos supereficaces | solo le mosse superefficaci lo colpiscono
        at full HP, every hit not very effective | HPが満タンのとき、どの技も効果はいまひとつ | HPが まんたんの とき、どの わざも こうかは いまひとつ | HP가 가득일 때 모든 기술이 효과가 별로 | HP全满时，所有招式效果不好 | HP全滿時，所有招式效果不好 | PV au maximum : chaque coup peu efficace | bei vollen KP jeder Treffer nicht sehr effektiv | con los PS al máximo, todo golpe poco eficaz | con i PS al massimo, ogni colpo poco efficace
        halves one super-effective {1}-type hit | 効果バツグンの{1}タイプの技を一度だけ半減 | こうかばつぐんの {1}タイプの わざを いちどだけ はんげん | 효과가 굉장한 {1} 타입 기술을 한 번 반감 | 将一次效果绝佳的{1}属性招式伤害减半 | 將一次效果絕佳的{1}屬性招式傷害減半 | divise par deux un coup {1} super efficace | halbiert einen sehr effektiven {1}-Treffer | reduce a la mitad un golpe supereficaz de tipo {1} | dimezza un colpo superefficace di tipo {1}
        halves one {1}-type hit | {1}タイプの技を一度だけ半減 | {1}タイプの わざを いちどだけ はんげん | {1} 타입 기술을 한 번 반감 | 将一次{1}属性招式伤害减半 | 將一次{1}屬性招式傷害減半 | divise par deux un coup {1} | halbiert einen {1}-Treffer | reduce a la mitad un golpe de tipo {1} | dimezza un colpo di tipo {1}
        ✦ after terastallizing | ✦ テラスタル後 | ✦ テラスタル した あと | ✦ 테라스탈 후 | ✦ 太晶化后 | ✦ 太晶化後 | ✦ après téracristallisation | ✦ nach der Terakristallisierung | ✦ tras teracristalizar | ✦ dopo la teracristallizzazione
        """
}
