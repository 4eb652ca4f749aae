extension Phrasebook {
    /// An entry's titles, labels and facts (`show`, and the full screen's entry).
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let entryRows = """
        Height | 高さ | たかさ | 키 | 身高 | 身高 | Taille | Größe | Altura | Altezza
        Weight | 重さ | おもさ | 몸무게 | 体重 | 體重 | Poids | Gewicht | Peso | Peso
        Abilities | 特性 | とくせい | 특성 | 特性 | 特性 | Talents | Fähigkeiten | Habilidades | Abilità
        hidden | 隠れ特性 | かくれとくせい | 숨겨진 특성 | 隐藏特性 | 隱藏特性 | caché | versteckt | oculta | nascosta
        Base stats | 種族値 | しゅぞくち | 종족값 | 种族值 | 種族值 | Stats de base | Basiswerte | Características base | Statistiche base
        Total | 合計 | ごうけい | 합계 | 总和 | 總和 | Total | Summe | Total | Totale
        Type defences | 防御相性 | ぼうぎょあいしょう | 방어 상성 | 防御相性 | 防禦相性 | Sensibilités | Typ-Abwehr | Defensa por tipo | Difesa per tipo
        Weak to | 弱点 | じゃくてん | 약점 | 弱点 | 弱點 | Faible contre | Schwach gegen | Débil contra | Debole contro
        Resists | 耐性 | たいせい | 반감 | 抵抗 | 抵抗 | Résiste à | Resistent gegen | Resiste | Resiste a
        Immune to | 無効 | むこう | 무효 | 免疫 | 免疫 | Immunisé contre | Immun gegen | Inmune a | Immune a
        Evolution | 進化 | しんか | 진화 | 进化 | 進化 | Évolution | Entwicklung | Evolución | Evoluzione
        Does not evolve. | 進化しない。 | しんかしない。 | 진화하지 않습니다. | 不会进化。 | 不會進化。 | N’évolue pas. | Entwickelt sich nicht. | No evoluciona. | Non si evolve.
        Forms | 姿 | すがた | 폼 | 形态 | 形態 | Formes | Formen | Formas | Forme
        default | 基本 | きほん | 기본 | 默认 | 預設 | par défaut | Standard | predeterminada | predefinita
        Status | 区分 | くぶん | 구분 | 类别 | 類別 | Statut | Status | Estatus | Status
        Legendary | 伝説 | でんせつ | 전설 | 传说 | 傳說 | Légendaire | Legendär | Legendario | Leggendario
        Mythical | 幻 | まぼろし | 환상 | 幻之 | 幻之 | Fabuleux | Mysteriös | Singular | Misterioso
        Baby | ベイビィ | | 베이비 | 幼年 | 幼年 | Bébé | Baby | Bebé | Baby
        Genderless | 性別不明 | せいべつふめい | 무성 | 无性别 | 無性別 | Asexué | Geschlechtslos | Sin género | Senza sesso
        Species | 種族 | しゅぞく | 종 정보 | 种类 | 種類 | Espèce | Art | Especie | Specie
        Egg groups | タマゴグループ | | 알 그룹 | 蛋群 | 蛋群 | Groupes Œuf | Ei-Gruppen | Grupos Huevo | Gruppi Uova
        Gender | 性別 | せいべつ | 성별 | 性别 | 性別 | Sexe | Geschlecht | Sexo | Sesso
        Capture | 捕獲率 | ほかくりつ | 포획률 | 捕获率 | 捕獲率 | Capture | Fangrate | Captura | Cattura
        Happiness | なつき度 | なつきど | 친밀도 | 亲密度 | 親密度 | Bonheur | Freundschaft | Amistad | Affetto
        Growth | 経験値タイプ | けいけんちタイプ | 경험치 그룹 | 经验值类型 | 經驗值類型 | Croissance | Wachstum | Crecimiento | Crescita
        Habitat | 生息地 | せいそくち | 서식지 | 栖息地 | 棲息地 | Habitat | Lebensraum | Hábitat | Habitat
        Colour | 色 | いろ | 색 | 颜色 | 顏色 | Couleur | Farbe | Color | Colore
        Shape | 形 | かたち | 모양 | 体形 | 體形 | Forme | Gestalt | Forma | Forma
        Pokédex entry | 図鑑説明 | ずかんせつめい | 도감 설명 | 图鉴介绍 | 圖鑑介紹 | Entrée du Pokédex | Pokédex-Eintrag | Entrada de la Pokédex | Voce del Pokédex
        Where | 出現場所 | しゅつげんばしょ | 출현 장소 | 出现地点 | 出現地點 | Où le trouver | Fundorte | Dónde encontrarlo | Dove trovarlo
        Games | ゲーム | | 게임 | 游戏 | 遊戲 | Jeux | Spiele | Juegos | Giochi
        Met at | 出会える | であえる | 출현지 | 相遇地点 | 相遇地點 | Rencontré à | Anzutreffen | Encontrado en | Incontrato a
        Caught | 捕まえた | つかまえた | 잡은 게임 | 已捕获 | 已捕獲 | Capturé | Gefangen | Capturado | Catturato
        """
}
