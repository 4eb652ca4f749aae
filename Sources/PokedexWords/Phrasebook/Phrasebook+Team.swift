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
        ✦ after terastallizing | ✦ テラスタル後 | ✦ テラスタル した あと | ✦ 테라스탈 후 | ✦ 太晶化后 | ✦ 太晶化後 | ✦ après téracristallisation | ✦ nach der Terakristallisierung | ✦ tras teracristalizar | ✦ dopo la teracristallizzazione
        """
}
