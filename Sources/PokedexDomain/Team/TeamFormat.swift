/// `team --format`: the rules of a format a team is built for, as Pokémon Showdown's formats
/// of Scarlet/Violet write them (`config/formats.ts` and `data/rulesets.ts`, read for their
/// facts; the commit is in `Fixtures/pokedex-sources.tsv`'s Showdown line).
package enum TeamFormat: Sendable, Hashable {
    /// A Smogon singles tier (`OU`, `Uber`, `LC`…): no member from a tier above it (a `BL` tier
    /// is above the tier under it), none Smogon does not tier in Scarlet/Violet, and the
    /// Species Clause. Each tier's own bans of abilities, items and moves are not checked.
    case tier(String)
    /// VGC 2025 Regulation I (`[Gen 9] VGC 2025 Reg I`, Showdown's `Flat Rules` and `Limit Two
    /// Restricted`): levels adjusted down to 50, the Species and Item Clauses, no Mythical
    /// Pokémon, at most two Restricted Legendary ones.
    case vgc

    /// The tiers a format may name, highest first: a member is allowed in its own tier and
    /// every one above it (`LC` only in Little Cup).
    static let tiers = [
        "AG", "Uber", "OU", "UUBL", "UU", "RUBL", "RU", "NUBL", "NU", "PUBL", "PU",
        "ZUBL", "ZU", "NFE", "LC",
    ]
    /// The Restricted Legendary Pokémon VGC 2025 Regulation I allows.
    static let mostRestricted = 2

    /// Every name `--format` takes, as a shell completes them.
    package static let spellings = ["vgc", "ubers", "ou", "uu", "ru", "nu", "pu", "zu", "lc", "ag"]

    /// `ou`, `OU`, `ubers`, `uber`, `lc`, `vgc`, `vgc-2025`, `reg-i`; nil for anything else.
    package init?(parsing text: String) {
        let key = NameKey.make(text)
        if ["vgc", "vgc-2025", "vgc-2025-reg-i", "reg-i", "regulation-i"].contains(key) {
            self = .vgc
            return
        }
        let name = key == "ubers" || key == "uber" ? "Uber" : key.uppercased()
        guard Self.tiers.contains(name), !name.hasSuffix("BL"), name != "NFE" else { return nil }
        self = .tier(name)
    }

    /// As players name it: `OU`, `VGC 2025 Regulation I`.
    package var displayName: String {
        switch self {
        case .tier(let name): name
        case .vgc: "VGC 2025 Regulation I"
        }
    }

    /// `--format`'s value in JSON: `ou`, `vgc`.
    package var name: String {
        switch self {
        case .tier(let name): name == "Uber" ? "ubers" : name.lowercased()
        case .vgc: "vgc"
        }
    }
}

/// What the format rules read of a member.
package struct FormatMember: Sendable, Equatable {
    /// How the team's warnings name it: `Pikachu`, `Sparky (Pikachu)`.
    let label: String
    package let speciesID: Int
    /// The species' name as players read it, for the Species Clause: `Pikachu`.
    package let species: String
    /// Its Smogon singles tier in Scarlet/Violet (`(PU)` as `PU`); nil when Smogon has none.
    let tier: String?
    /// The item it holds, as the export names it.
    package let item: String?
    let isMythical: Bool
    let isRestricted: Bool

    package init(
        label: String, speciesID: Int, species: String, tier: String?, item: String?, isMythical: Bool,
        isRestricted: Bool
    ) {
        self.label = label
        self.speciesID = speciesID
        self.species = species
        self.tier = tier.map(SmogonTiers.unbracketed)
        self.item = item
        self.isMythical = isMythical
        self.isRestricted = isRestricted
    }
}

extension TeamFormat {
    /// Each rule of the format the team breaks, a line each, in team order; empty when it
    /// keeps them all.
    package func problems(of members: [FormatMember]) -> [String] {
        var problems: [String] = []
        switch self {
        case .tier(let name):
            for member in members {
                guard let tier = member.tier, let rank = Self.tiers.firstIndex(of: tier) else {
                    problems.append(
                        "\(member.label): not allowed in \(name): Smogon has no tier for it in Scarlet/Violet")
                    continue
                }
                let allowed = name == "LC" ? tier == "LC" : rank >= (Self.tiers.firstIndex(of: name) ?? 0)
                if !allowed { problems.append("\(member.label): banned from \(name) (its tier is \(tier))") }
            }
        case .vgc:
            for member in members where member.isMythical {
                problems.append("\(member.label): Mythical Pokémon are banned from \(displayName)")
            }
            let restricted = members.filter(\.isRestricted)
            if restricted.count > Self.mostRestricted {
                problems.append(
                    "\(restricted.count) Restricted Legendary Pokémon (\(restricted.map(\.label).joined(separator: ", "))):"
                        + " \(displayName) allows \(Self.mostRestricted)")
            }
            problems += Self.clause(
                "Item Clause", members.compactMap { member in member.item.map { (NameKey.make($0), $0, member) } })
        }
        problems += Self.clause("Species Clause", members.map { (String($0.speciesID), $0.species, $0) })
        return problems
    }

    /// A clause's breaches: each value (by its key) more than one member shares.
    private static func clause(_ name: String, _ values: [(key: String, shown: String, member: FormatMember)])
        -> [String]
    {
        var order: [String] = []
        var shown: [String: String] = [:]
        var holders: [String: [FormatMember]] = [:]
        for value in values {
            if holders[value.key] == nil {
                order.append(value.key)
                shown[value.key] = value.shown
            }
            holders[value.key, default: []].append(value.member)
        }
        return order.compactMap { key in
            guard let sharing = holders[key], sharing.count > 1 else { return nil }
            let labels = sharing.map(\.label).joined(separator: ", ")
            return "\(name): \(shown[key] ?? key) \(sharing.count) times (\(labels))"
        }
    }
}
