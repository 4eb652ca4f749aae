extension Phrasebook {
    /// The list's footer, how a search hit matched, and the words of the commonest forms' names
    /// (Rotom's appliances, Deoxys's, Shaymin's and other Formes, Castform's weathers, as the games
    /// name them).
    /// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
    static let listsRows = """
        Pokédex | 図鑑 | ずかん | 도감 | 图鉴 | 圖鑑 | Pokédex | Pokédex | Pokédex | Pokédex
        {1} Pokédex | {1}図鑑 | {1}ずかん | {1} 도감 | {1}图鉴 | {1}圖鑑 | Pokédex de {1} | {1}-Pokédex | Pokédex de {1} | Pokédex di {1}
        No Pokémon named '{1}'. | 「{1}」という名前のポケモンはいません。 | 「{1}」という なまえの ポケモンは いません。 | 이름이 '{1}'인 포켓몬은 없습니다. | 没有名为“{1}”的宝可梦。 | 沒有名為「{1}」的寶可夢。 | Aucun Pokémon nommé « {1} ». | Kein Pokémon namens „{1}“. | Ningún Pokémon se llama «{1}». | Nessun Pokémon si chiama «{1}».
        No Pokémon numbered {1}. | 図鑑番号{1}のポケモンはいません。 | ずかんばんごう {1}の ポケモンは いません。 | 도감 번호 {1}인 포켓몬은 없습니다. | 没有编号为{1}的宝可梦。 | 沒有編號為{1}的寶可夢。 | Aucun Pokémon n’a le numéro {1}. | Kein Pokémon hat die Nummer {1}. | Ningún Pokémon tiene el número {1}. | Nessun Pokémon ha il numero {1}.
        '{1}' is not found. | 「{1}」は見つかりません。 | 「{1}」は みつかりません。 | '{1}' 항목이 없습니다. | 找不到“{1}”。 | 找不到「{1}」。 | « {1} » : introuvable. | „{1}“ nicht gefunden. | No se encontró «{1}». | «{1}» non trovato.
        Did you mean: {1}? | もしかして：{1}？ | もしかして：{1}？ | 혹시: {1}? | 您是不是要找：{1}？ | 您是不是要找：{1}？ | Vouliez-vous dire : {1} ? | Meinten Sie: {1}? | ¿Quiso decir: {1}? | Forse cercavi: {1}?
        Showing {1}–{2} of {3}. | {3}匹中{1}–{2}。 | {3}ひきちゅう {1}–{2}。 | {3}마리 중 {1}–{2}. | 共{3}只，显示{1}–{2}。 | 共{3}隻，顯示{1}–{2}。 | {1}–{2} sur {3}. | {1}–{2} von {3}. | {1}–{2} de {3}. | {1}–{2} di {3}.
        Next: | 次： | つぎ： | 다음: | 下一页： | 下一頁： | Suite : | Weiter: | Siguiente: | Avanti:
        Nothing to show at offset {1}: there are {2} Pokémon. | {1}番目からは何もない：ポケモンは{2}匹。 | {1}ばんめからは なにも ない：ポケモンは {2}ひき。 | {1}번째부터는 없습니다: 포켓몬은 {2}마리. | 从第{1}个起没有内容：共有{2}只宝可梦。 | 從第{1}個起沒有內容：共有{2}隻寶可夢。 | Rien à afficher à partir de {1} : il y a {2} Pokémon. | Nichts ab Position {1}: Es gibt {2} Pokémon. | Nada que mostrar desde {1}: hay {2} Pokémon. | Niente da mostrare dalla posizione {1}: ci sono {2} Pokémon.
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
        Heat | ヒート | | 히트 | 加热 | 加熱 | Chaleur | Hitze | Calor | Calore
        Wash | ウォッシュ | | 워시 | 清洗 | 清洗 | Lavage | Wasch | Lavado | Lavaggio
        Frost | フロスト | | 프로스트 | 结冰 | 結冰 | Froid | Frost | Frío | Gelo
        Fan | スピン | | 스핀 | 旋转 | 旋轉 | Hélice | Wirbel | Ventilador | Vortice
        Mow | カット | | 커트 | 切割 | 切割 | Tonte | Schneid | Corte | Taglio
        Origin | オリジンフォルム | | 오리진폼 | 起源形态 | 起源形態 | Forme Originelle | Urform | Forma Origen | Forma Originale
        Therian | れいじゅうフォルム | | 영물폼 | 灵兽形态 | 靈獸形態 | Forme Totémique | Tiergeistform | Forma Tótem | Forma Totem
        Sunny | たいようのすがた | | 태양의 모습 | 太阳的样子 | 太陽的樣子 | Forme Solaire | Sonnenform | Forma Sol | Forma Sole
        Rainy | あまみずのすがた | | 빗방울의 모습 | 雨水的样子 | 雨水的樣子 | Forme Eau de Pluie | Regentropfenform | Forma Lluvia | Forma Pioggia
        Snowy | ゆきぐものすがた | | 설운의 모습 | 雪云的样子 | 雪雲的樣子 | Forme Blizzard | Schneewolkenform | Forma Nieve | Forma Nuvola di Neve
        Attack | アタックフォルム | | 어택폼 | 攻击形态 | 攻擊形態 | Forme Attaque | Angriffsform | Forma Ataque | Forma Attacco
        Defense | ディフェンスフォルム | | 디펜스폼 | 防御形态 | 防禦形態 | Forme Défense | Verteidigungsform | Forma Defensa | Forma Difesa
        Speed | スピードフォルム | | 스피드폼 | 速度形态 | 速度形態 | Forme Vitesse | Initiativeform | Forma Velocidad | Forma Velocità
        Zen | ダルマモード | | 달마모드 | 达摩模式 | 達摩模式 | Mode Transe | Trance-Modus | Modo Daruma | Stato Zen
        Sky | スカイフォルム | | 스카이폼 | 天空形态 | 天空形態 | Forme Céleste | Zenitform | Forma Cielo | Forma Cielo
        Unbound | ときはなたれし | | 굴레를 벗어난 | 解放 | 解放 | Déchaîné | Entfesselt | Desatado | Libero
        Blade | ブレードフォルム | | 블레이드폼 | 刀剑形态 | 刀劍形態 | Forme Épée | Klingenform | Forma Filo | Forma Spada
        School | むれたすがた | | 군집의 모습 | 鱼群的样子 | 魚群的樣子 | Forme Banc | Schwarmform | Forma Banco | Forma Banco
        Resolute | かくごのすがた | | 각오의 모습 | 觉悟的样子 | 覺悟的樣子 | Forme Décidée | Resolutform | Forma Brío | Forma Risoluta
        Pirouette | ステップフォルム | | 스텝폼 | 舞步形态 | 舞步形態 | Forme Danse | Tanzform | Forma Danza | Forma Danza
        Eternamax | ムゲンダイマックス | | 무한다이맥스 | 无极巨化 | 無極巨化 | Infinimax | Unendynamax | Dinamax Infinito | Dynamax Infinito
        Complete | パーフェクトフォルム | | 퍼펙트폼 | 完全体形态 | 完全體形態 | Forme Parfaite | Optimum-Form | Forma Completa | Forma Perfetta
        Hangry | はらぺこもよう | | 배고픈 모양 | 空腹花纹 | 空腹花紋 | Mode Affamé | Kohldampfmuster | Forma Voraz | Motivo Panciavuota
        Noice | ナイスフェイス | | 나이스페이스 | 解冻头 | 解凍頭 | Tête Dégel | Wohlfühlkopf | Cara Deshielo | Faccia Disgelo
        Ultra | ウルトラ | | 울트라 | 究极 | 究極 | Ultra | Ultra | Ultra | Ultra
        """
}
