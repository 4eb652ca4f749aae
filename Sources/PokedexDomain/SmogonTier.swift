/// Where Smogon places a Pokémon in its Scarlet/Violet formats: the singles tier (`OU`,
/// `Uber`, `LC`…), the doubles tier (`DOU`, `DUU`…) and the National Dex tier. Facts from
/// Pokémon Showdown's `formats-data`, by PokeAPI Pokémon.
package struct SmogonTiers: Sendable, Hashable {
    package var singles: String?
    package var doubles: String?
    package var nationalDex: String?
    /// Showdown's Restricted Legendary (Koraidon, Calyrex-Shadow): VGC allows only a few.
    package var restricted = false

    package init(singles: String? = nil, doubles: String? = nil, nationalDex: String? = nil, restricted: Bool = false) {
        self.singles = singles
        self.doubles = doubles
        self.nationalDex = nationalDex
        self.restricted = restricted
    }

    /// A tier as Showdown writes it, its bracketed placement (`(DUU)`: in DUU, unranked) read
    /// as the tier.
    package static func unbracketed(_ tier: String) -> String {
        tier.hasPrefix("(") && tier.hasSuffix(")") ? String(tier.dropFirst().dropLast()) : tier
    }
}

/// A tier as `list --tier` names it: `OU` (singles), `DOU` (doubles), `natdex-ou` (National Dex).
package struct SmogonTier: Sendable, Hashable, CustomStringConvertible {
    package enum Format: String, Sendable, Hashable, CaseIterable {
        case singles, doubles, nationalDex
    }

    let format: Format
    /// As Showdown writes it: `OU`, `UUBL`, `DUber`, `Uber`.
    package let name: String

    /// Showdown's singles tiers, highest first; then the unranked, the babies and the unreleased.
    static let singlesTiers = [
        "AG", "Uber", "OU", "UUBL", "UU", "RUBL", "RU", "NUBL", "NU", "PUBL", "PU", "ZUBL", "ZU", "NFE", "LC",
        "Illegal",
    ]
    static let doublesTiers = ["DUber", "DOU", "DUU", "NFE", "LC"]
    static let nationalDexTiers = ["AG", "Uber", "OU", "UUBL", "UU", "RUBL", "RU", "NFE", "LC"]

    /// Every name `--tier` takes, as a shell completes them.
    package static var spellings: [String] {
        singlesTiers + doublesTiers.filter { $0.hasPrefix("D") } + nationalDexTiers.map { "natdex-" + $0 }
    }

    package var description: String { format == .nationalDex ? "natdex-" + name : name }

    /// `ou`, `OU`, `ubers`, `dou`, `natdex-ou`, `nd ou`; nil for anything else.
    package init?(parsing text: String) {
        var key = NameKey.make(text)
        var format = Format.singles
        for prefix in ["natdex-", "national-dex-", "nd-"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
            format = .nationalDex
        }
        if key == "ubers" { key = "uber" }
        let names: [String]
        switch format {
        case .nationalDex: names = Self.nationalDexTiers
        case .singles, .doubles:
            if let doubles = Self.doublesTiers.first(where: { $0.hasPrefix("D") && $0.lowercased() == key }) {
                self.format = .doubles
                self.name = doubles
                return
            }
            names = Self.singlesTiers
        }
        guard let name = names.first(where: { $0.lowercased() == key }) else { return nil }
        self.format = format
        self.name = name
    }

    /// Whether a Pokémon of these tiers is in this one. Showdown writes a doubles tier in
    /// brackets (`(DUU)`) for a Pokémon too little used to rank there: it is played there all the same.
    package func holds(for tiers: SmogonTiers) -> Bool {
        let value: String? =
            switch format {
            case .singles: tiers.singles
            case .doubles: tiers.doubles
            case .nationalDex: tiers.nationalDex
            }
        guard let value else { return false }
        return SmogonTiers.unbracketed(value) == name
    }
}
