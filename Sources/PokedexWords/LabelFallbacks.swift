import PokedexDomain

/// The games' words for what PokeAPI names in too few languages: berry flavours, growth rates,
/// habitats and damage classes. Used only where PokeAPI has no name in the reader's language.
/// en | ja | ja-hrkt | ko | zh-hans | zh-hant | fr | de | es | it
enum LabelFallbacks {
    private static let text: [LabelNames.Kind: String] = [
        .flavor: """
        spicy | からい | からい | 매운맛 | 辣 | 辣 | Épicé | Scharf | Picante | Piccante
        dry | しぶい | しぶい | 떫은맛 | 涩 | 澀 | Sec | Trocken | Seco | Secco
        sweet | あまい | あまい | 단맛 | 甜 | 甜 | Sucré | Süß | Dulce | Dolce
        bitter | にがい | にがい | 쓴맛 | 苦 | 苦 | Amer | Bitter | Amargo | Amaro
        sour | すっぱい | すっぱい | 신맛 | 酸 | 酸 | Acide | Sauer | Ácido | Aspro
        """,
        // The experience a growth rate reaches at level 100, as Japanese, Korean and Chinese
        // guides name them; the common names in the others.
        .growthRate: """
        slow-then-very-fast | 60万 | 60まん | 60만 | 60万 | 60萬 | Erratique | Unregelmäßig | Errático | Irregolare
        fast | 80万 | 80まん | 80만 | 80万 | 80萬 | Rapide | Schnell | Rápido | Veloce
        medium | 100万 | 100まん | 100만 | 100万 | 100萬 | Moyenne | Mittel | Medio | Medio
        medium-slow | 105万 | 105まん | 105만 | 105万 | 105萬 | Parabolique | Mittel-langsam | Parabólico | Parabolico
        slow | 125万 | 125まん | 125만 | 125万 | 125萬 | Lente | Langsam | Lento | Lento
        fast-then-very-slow | 164万 | 164まん | 164만 | 164万 | 164萬 | Fluctuante | Schwankend | Fluctuante | Fluttuante
        """,
        // FireRed and LeafGreen's Pokédex habitats, as the Japanese games write them (French and
        // Spanish are PokeAPI's; the rest left empty: English, marked).
        .habitat: """
        cave | どうくつ | どうくつ |  |  |  | Grottes |  | Caverna | 
        forest | もり | もり |  |  |  | Forêts |  | Bosque | 
        grassland | くさはら | くさはら |  |  |  | Champs |  | Pradera | 
        mountain | やま | やま |  |  |  | Montagnes |  | Montaña | 
        rare | レア | レア |  |  |  | Rares |  | Raro | 
        rough-terrain | あれち | あれち |  |  |  | Milieux hostiles |  | Campo | 
        sea | うみ | うみ |  |  |  | Mers |  | Mar | 
        urban | まち | まち |  |  |  | Urbains |  | Ciudad | 
        waters-edge | みずべ | みずべ |  |  |  | Marécages |  | Agua salada | 
        """,
        .damageClass: """
        physical | 物理 | ぶつり | 물리 | 物理 | 物理 | Physique | Physisch | Físico | Fisico
        special | 特殊 | とくしゅ | 특수 | 特殊 | 特殊 | Spéciale | Speziell | Especial | Speciale
        status | 変化 | へんか | 변화 | 变化 | 變化 | Statut | Status | Estado | Stato
        """,
    ]

    private static let order: [Language] = [.ja, .jaHrkt, .ko, .zhHans, .zhHant, .fr, .de, .es, .it]

    /// The rows read once: by kind, then by PokeAPI name, each language's word in `order`.
    private static let rows: [LabelNames.Kind: [String: [String]]] = text.mapValues { text in
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "|").map { String($0).trimmingWhitespace() }
            if cells.count == order.count + 1 { rows[cells[0]] = Array(cells.dropFirst()) }
        }
        return rows
    }

    /// `kind`'s `name` (a PokeAPI name) in `language`, when this table has it.
    static func name(_ kind: LabelNames.Kind, _ name: String, in language: Language) -> String? {
        guard let position = order.firstIndex(of: language), let word = rows[kind]?[name]?[position], !word.isEmpty
        else { return nil }
        return word
    }
}
