extension Phrasebook {
    /// The stats screen's columns; a learnset's sections and columns, and compare's.
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let tablesRows = """
        Base | 種族値 | しゅぞくち | 종족값 | 种族值 | 種族值 | Base | Basis | Base | Base
        IV | 個体値 | こたいち | 개체값 | 个体值 | 個體值 | IV | DV | IV | IV
        EV | 努力値 | どりょくち | 노력치 | 努力值 | 努力值 | EV | FP | EV | EV
        Stat | 能力値 | のうりょくち | 능력치 | 能力值 | 能力值 | Stat | Wert | Estad. | Stat.
        Boosted | ランク補正 | ランクほせい | 랭크 보정 | 能力变化 | 能力變化 | Boosté | Verstärkt | Modificado | Modificato
        Faster than {1} (Speed {2}) | {1}（素早さ{2}）より速く | {1}（すばやさ{2}）より はやく | {1}(스피드 {2})보다 빠르게 | 比{1}（速度{2}）更快 | 比{1}（速度{2}）更快 | Plus rapide que {1} (Vitesse {2}) | Schneller als {1} (Initiative {2}) | Más rápido que {1} (Velocidad {2}) | Più veloce di {1} (Velocità {2})
        Neutral nature | 補正なしの性格 | ほせい なしの せいかく | 무보정 성격 | 无修正性格 | 無修正性格 | Nature neutre | Neutrales Wesen | Naturaleza neutra | Natura neutra
        Nature raising {1} | {1}が上がる性格 | {1}が あがる せいかく | {1} 상승 성격 | 提升{1}的性格 | 提升{1}的性格 | Nature +{1} | Wesen mit {1} + | Naturaleza +{1} | Natura +{1}
        {1} EVs | 努力値{1} | どりょくち{1} | 노력치 {1} | 努力值{1} | 努力值{1} | {1} EV | {1} FP | {1} EV | {1} EV
        no spread is faster | どう振っても抜けない | どう ふっても ぬけない | 어떤 분배로도 앞지를 수 없음 | 怎样分配都无法超过 | 怎樣分配都無法超過 | aucune répartition ne suffit | keine Verteilung reicht | ningún reparto basta | nessuna distribuzione basta
        Fewest EVs to survive every roll | 確定で耐える最少の努力値 | かならず たえる さいしょうの どりょくち | 모든 난수를 버티는 최소 노력치 | 确定承受的最少努力值 | 確定承受的最少努力值 | EV minimums pour survivre à coup sûr | Wenigste FP, um sicher zu überleben | EV mínimos para aguantar siempre | EV minimi per resistere sempre
        Most damage | 最大ダメージ | さいだい ダメージ | 최대 대미지 | 最大伤害 | 最大傷害 | Dégâts max. | Höchster Schaden | Daño máx. | Danno max.
        {1} of {2} HP ({3}%) | HP{2}のうち{1}（{3}%） | HP{2}のうち {1}（{3}%） | HP {2} 중 {1} ({3}%) | HP {2}中的{1}（{3}%） | HP {2}中的{1}（{3}%） | {1} sur {2} PV ({3} %) | {1} von {2} KP ({3} %) | {1} de {2} PS ({3} %) | {1} di {2} PS ({3}%)
        no spread survives | どう振っても耐えない | どう ふっても たえない | 어떤 분배로도 버틸 수 없음 | 怎样分配都无法承受 | 怎樣分配都無法承受 | aucune répartition ne suffit | keine Verteilung überlebt | ningún reparto aguanta | nessuna distribuzione resiste
        Moves | 技 | わざ | 기술 | 招式 | 招式 | Capacités | Attacken | Movimientos | Mosse
        Level up | レベルアップ | | 레벨업 | 升级 | 升級 | Niveau | Level-Up | Nivel | Livello
        Egg moves | タマゴ技 | タマゴわざ | 알기술 | 蛋招式 | 蛋招式 | Capacités Œuf | Ei-Attacken | Movimientos huevo | Mosse uovo
        Tutor | 教え技 | おしえわざ | 기술 가르침 | 教授招式 | 教授招式 | Donneur | Lehrer | Tutor | Insegnamosse
        Move | 技 | わざ | 기술 | 招式 | 招式 | Capacité | Attacke | Movimiento | Mossa
        Type | タイプ | | 타입 | 属性 | 屬性 | Type | Typ | Tipo | Tipo
        Types | タイプ | | 타입 | 属性 | 屬性 | Types | Typen | Tipos | Tipi
        Class | 分類 | ぶんるい | 분류 | 分类 | 分類 | Catégorie | Kategorie | Categoría | Categoria
        Acc. | 命中 | めいちゅう | 명중 | 命中 | 命中 | Préc. | Genauigk. | Prec. | Prec.
        From | 遺伝元 | いでんもと | 유전 | 来自 | 來自 | De | Von | De | Da
        Machine | 技マシン | わざマシン | 기술머신 | 招式学习器 | 招式學習器 | Capsule | Maschine | Máquina | Macchina
        Egg | タマゴ | | 알 | 蛋 | 蛋 | Œuf | Ei | Huevo | Uovo
        How | 方法 | ほうほう | 방법 | 方式 | 方式 | Méthode | Methode | Método | Metodo
        No. | No. | | No. | 编号 | 編號 | N° | Nr. | N.º | N.
        """
}
