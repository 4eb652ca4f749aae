extension Phrasebook {
    /// A move's, an ability's, an item's and a nature's labels; the type screen's; the where screen's columns.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let referenceRows = """
        move | 技 | わざ | 기술 | 招式 | 招式 | capacité | Attacke | movimiento | mossa
        ability | 特性 | とくせい | 특성 | 特性 | 特性 | talent | Fähigkeit | habilidad | abilità
        item | 道具 | どうぐ | 도구 | 道具 | 道具 | objet | Item | objeto | strumento
        Pokémon | ポケモン | | 포켓몬 | 宝可梦 | 寶可夢 | Pokémon | Pokémon | Pokémon | Pokémon
        Power | 威力 | いりょく | 위력 | 威力 | 威力 | Puissance | Stärke | Potencia | Potenza
        Accuracy | 命中 | めいちゅう | 명중률 | 命中 | 命中 | Précision | Genauigkeit | Precisión | Precisione
        PP | PP | | PP | PP | PP | PP | AP | PP | PP
        Priority | 優先度 | ゆうせんど | 우선도 | 优先度 | 優先度 | Priorité | Priorität | Prioridad | Priorità
        Target | 対象 | たいしょう | 대상 | 目标 | 目標 | Cible | Ziel | Objetivo | Bersaglio
        Chance | 確率 | かくりつ | 확률 | 几率 | 機率 | Chance | Chance | Probabilidad | Probabilità
        Machines | 技マシン | わざマシン | 기술머신 | 招式学习器 | 招式學習器 | Capsules | Maschinen | Máquinas | Macchine
        Learned by | 覚えるポケモン | おぼえる ポケモン | 배우는 포켓몬 | 可学会的宝可梦 | 可學會的寶可夢 | Appris par | Erlernt von | Lo aprenden | Imparata da
        Cost | 値段 | ねだん | 가격 | 价格 | 價格 | Prix | Preis | Precio | Prezzo
        Fling | なげつける | | 내던지기 | 投掷 | 投擲 | Dégommage | Schleuder | Lanzamiento | Lancio
        Traits | 特徴 | とくちょう | 특징 | 特点 | 特點 | Traits | Merkmale | Rasgos | Tratti
        Nature | 性格 | せいかく | 성격 | 性格 | 性格 | Nature | Wesen | Naturaleza | Natura
        Raises | 上がる | あがる | 상승 | 提升 | 提升 | Augmente | Erhöht | Sube | Aumenta
        Lowers | 下がる | さがる | 하락 | 降低 | 降低 | Baisse | Senkt | Baja | Diminuisce
        Likes | 好き | すき | 좋아하는 맛 | 喜欢 | 喜歡 | Aime | Mag | Le gusta | Gradisce
        Dislikes | 嫌い | きらい | 싫어하는 맛 | 讨厌 | 討厭 | N’aime pas | Mag nicht | Le disgusta | Non gradisce
        Place | 場所 | ばしょ | 장소 | 地点 | 地點 | Lieu | Ort | Lugar | Luogo
        Levels | レベル | | 레벨 | 等级 | 等級 | Niveaux | Level | Niveles | Livelli
        When | 条件 | じょうけん | 조건 | 条件 | 條件 | Conditions | Bedingungen | Condiciones | Condizioni
        Attacking | 攻撃 | こうげき | 공격 | 攻击 | 攻擊 | Attaque | Angriff | Ataque | Attacco
        Defending | 防御 | ぼうぎょ | 방어 | 防御 | 防禦 | Défense | Verteidigung | Defensa | Difesa
        Type chart | タイプ相性表 | タイプ あいしょう | 타입 상성표 | 属性相克表 | 屬性相剋表 | Table des types | Typen-Tabelle | Tabla de tipos | Tabella dei tipi
        Game | ゲーム | | 게임 | 游戏 | 遊戲 | Jeu | Spiel | Juego | Gioco
        Gen. | 世代 | せだい | 세대 | 世代 | 世代 | Gén. | Gen. | Gen. | Gen.
        """
}
