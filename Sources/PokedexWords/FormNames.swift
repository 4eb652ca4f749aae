import PokedexDomain

/// Forms named as the games name them, where a language joins the form's word to the species'
/// name rather than bracketing it: `ウォッシュロトム`, `Wasch-Rotom`, `Motisma Lavage`,
/// `Méga-Dracaufeu X`, `メガリザードンＸ`, `ロコン（アローラのすがた）`, `Goupix d’Alola`,
/// `Alola-Vulpix`. The words are the games' (PKHeX's lists of form names and the regions'
/// names); the way each language puts them together is written here, per form kind.
enum FormNames {
    /// A form by its PokeAPI name's words after the species': a region, a Mega Evolution (and
    /// its letter), one of Rotom's appliances.
    static func name(species: String, form: [Substring], in language: Language) -> String? {
        guard let first = form.first else { return nil }
        if form.count == 1, let words = regions[String(first)], let region = words[language] {
            return regional(species, region, in: language)
        }
        if first == "mega", form.count <= 2 {
            let letter = form.count == 2 ? String(form[1]).uppercased() : ""
            return mega(species, letter, in: language)
        }
        if form.count == 1, let words = appliances[String(first)], let word = words[language] {
            return appliance(species, word, in: language)
        }
        return nil
    }

    static func regional(_ species: String, _ region: String, in language: Language) -> String {
        switch language {
        case .ja, .jaHrkt: "\(species)（\(region)のすがた）"
        case .ko: "\(species)(\(region)의 모습)"
        case .zhHans: "\(species)（\(region)的样子）"
        case .zhHant: "\(species)（\(region)的樣子）"
        case .fr: "\(species) \(region.first.map { "AEIOUaeiou".contains($0) } == true ? "d’" : "de ")\(region)"
        case .de: "\(region)-\(species)"
        case .es: "\(species) de \(region)"
        case .it: "\(species) di \(region)"
        case .en: "\(species) (\(region))"
        }
    }

    static func mega(_ species: String, _ letter: String, in language: Language) -> String {
        // Japanese and Chinese write the letter full-width: `メガリザードンＸ`.
        let wide = String(
            letter.unicodeScalars.compactMap { UnicodeScalar($0.value + 0xFF21 - 0x41) }.map(Character.init))
        switch language {
        case .ja, .jaHrkt: return "メガ\(species)\(wide)"
        case .ko: return "메가\(species)\(letter)"
        case .zhHans: return "超级\(species)\(wide)"
        case .zhHant: return "超級\(species)\(wide)"
        case .fr: return "Méga-\(species)" + (letter.isEmpty ? "" : " " + letter)
        case .de, .es, .it, .en: return "Mega-\(species)" + (letter.isEmpty ? "" : " " + letter)
        }
    }

    static func appliance(_ species: String, _ word: String, in language: Language) -> String {
        switch language {
        case .ja, .jaHrkt, .ko, .zhHans, .zhHant: "\(word)\(species)"
        case .de: "\(word)-\(species)"
        case .fr, .es, .it, .en: "\(species) \(word)"
        }
    }

    /// The regions as the games name them (PokeAPI's region names; kana in Japanese).
    static let regions: [String: [Language: String]] = [
        "alola": [
            .ja: "アローラ", .jaHrkt: "アローラ", .ko: "알로라", .zhHans: "阿罗拉", .zhHant: "阿羅拉", .fr: "Alola", .de: "Alola",
            .es: "Alola", .it: "Alola",
        ],
        "galar": [
            .ja: "ガラル", .jaHrkt: "ガラル", .ko: "가라르", .zhHans: "伽勒尔", .zhHant: "伽勒爾", .fr: "Galar", .de: "Galar",
            .es: "Galar", .it: "Galar",
        ],
        "hisui": [
            .ja: "ヒスイ", .jaHrkt: "ヒスイ", .ko: "히스이", .zhHans: "洗翠", .zhHant: "洗翠", .fr: "Hisui", .de: "Hisui",
            .es: "Hisui", .it: "Hisui",
        ],
        "paldea": [
            .ja: "パルデア", .jaHrkt: "パルデア", .ko: "팔데아", .zhHans: "帕底亚", .zhHant: "帕底亞", .fr: "Paldea",
            .de: "Paldea", .es: "Paldea", .it: "Paldea",
        ],
    ]

    /// Rotom's appliances' words (PKHeX's form names, lines 917–921).
    static let appliances: [String: [Language: String]] = [
        "heat": [
            .ja: "ヒート", .jaHrkt: "ヒート", .ko: "히트", .zhHans: "加热", .zhHant: "加熱", .fr: "Chaleur", .de: "Hitze",
            .es: "Calor", .it: "Calore",
        ],
        "wash": [
            .ja: "ウォッシュ", .jaHrkt: "ウォッシュ", .ko: "워시", .zhHans: "清洗", .zhHant: "清洗", .fr: "Lavage", .de: "Wasch",
            .es: "Lavado", .it: "Lavaggio",
        ],
        "frost": [
            .ja: "フロスト", .jaHrkt: "フロスト", .ko: "프로스트", .zhHans: "结冰", .zhHant: "結冰", .fr: "Froid", .de: "Frost",
            .es: "Frío", .it: "Gelo",
        ],
        "fan": [
            .ja: "スピン", .jaHrkt: "スピン", .ko: "스핀", .zhHans: "旋转", .zhHant: "旋轉", .fr: "Hélice", .de: "Wirbel",
            .es: "Ventilador", .it: "Vortice",
        ],
        "mow": [
            .ja: "カット", .jaHrkt: "カット", .ko: "커트", .zhHans: "切割", .zhHant: "切割", .fr: "Tonte", .de: "Schneid",
            .es: "Corte", .it: "Taglio",
        ],
    ]
}
