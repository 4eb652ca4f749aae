import PokedexDomain
import Testing

@Suite struct TeamFormatTests {
    func member(
        _ label: String, species: Int, tier: String?, item: String? = nil, mythical: Bool = false,
        restricted: Bool = false
    ) -> FormatMember {
        FormatMember(
            label: label, speciesID: species, species: label, tier: tier, item: item, isMythical: mythical,
            isRestricted: restricted)
    }

    @Test(arguments: [
        ("ou", TeamFormat.tier("OU")), ("OU", .tier("OU")), ("ubers", .tier("Uber")), ("Uber", .tier("Uber")),
        ("lc", .tier("LC")), ("zu", .tier("ZU")), ("vgc", .vgc), ("VGC 2025", .vgc), ("reg i", .vgc),
    ])
    func formatsAreReadAsPlayersWriteThem(text: String, format: TeamFormat) {
        #expect(TeamFormat(parsing: text) == format)
    }

    @Test(arguments: ["uubl", "nfe", "illegal", "oo", "", "vgc 2024"])
    func notAFormat(text: String) {
        #expect(TeamFormat(parsing: text) == nil)
    }

    /// A member is allowed in its tier and those above; a BL tier is above the one under it;
    /// Little Cup takes only LC; a bracketed tier counts as the tier.
    @Test func tiersRankAsSmogonRanksThem() {
        let team = [
            member("Garchomp", species: 445, tier: "UUBL"), member("Pikachu", species: 25, tier: "ZU"),
            member("Gible", species: 443, tier: "LC"), member("Shuckle", species: 213, tier: "(PU)"),
            member("Pikachu-Starter", species: 25, tier: nil),
        ]
        let ou = TeamFormat.tier("OU").problems(of: Array(team.prefix(4)))
        #expect(ou.isEmpty, "\(ou)")
        #expect(TeamFormat.tier("UU").problems(of: [team[0]]) == ["Garchomp: banned from UU (its tier is UUBL)"])
        #expect(TeamFormat.tier("PU").problems(of: [team[3]]).isEmpty)
        #expect(TeamFormat.tier("ZU").problems(of: [team[3]]) == ["Shuckle: banned from ZU (its tier is PU)"])
        #expect(TeamFormat.tier("LC").problems(of: [team[1], team[2]]) == ["Pikachu: banned from LC (its tier is ZU)"])
        #expect(
            TeamFormat.tier("Uber").problems(of: [team[4]]) == [
                "Pikachu-Starter: not allowed in Uber: Smogon has no tier for it in Scarlet/Violet"
            ])
        #expect(
            TeamFormat.tier("OU").problems(of: [team[1], team[4]]).last
                == "Species Clause: Pikachu 2 times (Pikachu, Pikachu-Starter)")
    }

    @Test func vgcCountsRestrictedBansMythicalsAndKeepsTheClauses() {
        let two = [
            member("Koraidon", species: 1007, tier: "Uber", item: "Choice Scarf", restricted: true),
            member("Miraidon", species: 1008, tier: "Uber", item: "choice-specs", restricted: true),
            member("Pikachu", species: 25, tier: "ZU", item: "Light Ball"),
        ]
        #expect(TeamFormat.vgc.problems(of: two).isEmpty)
        let more =
            two + [
                member("Calyrex", species: 898, tier: "Uber", item: "light-ball", restricted: true),
                member("Mew", species: 151, tier: "Uber", mythical: true),
            ]
        #expect(
            TeamFormat.vgc.problems(of: more) == [
                "Mew: Mythical Pokémon are banned from VGC 2025 Regulation I",
                "3 Restricted Legendary Pokémon (Koraidon, Miraidon, Calyrex): VGC 2025 Regulation I allows 2",
                "Item Clause: Light Ball 2 times (Pikachu, Calyrex)",
            ])
        // Smogon's tiers do not bind VGC: Koraidon (Uber) is allowed there.
        #expect(TeamFormat.vgc.problems(of: [two[0]]).isEmpty)
    }
}
