/// Which Pokémon Scarlet has and Violet has not, and the other way round: the version
/// exclusives of Scarlet/Violet, The Teal Mask and The Indigo Disk.
///
/// PKHeX's wild table of Paldea, Kitakami and the Terarium does not say which version a slot
/// is in (its legality check accepts both: a player meets the other version's Pokémon in a
/// Union Circle), so this list is kept here, by hand, as facts. Source: the version-exclusive
/// Pokémon The Pokémon Company announced for each release (scarlet-violet.pokemon.com, and the
/// two parts' pages), as Bulbapedia's "Version-exclusive Pokémon" lists them. A second source
/// holds them: the Tera Raid tables (`encounter_gem_*.pkl`) give each raid a rate per version,
/// and every species this list names that raids host is hosted in its version only, while every
/// species raids host in one version only is here, but for the forms a Pokémon takes by where it
/// lives or by its gender (Shellos' seas, Toxtricity, Basculegion, Meowstic: both versions have
/// both in the wild). `make verify` checks both.
package enum PaldeaExclusives {
    /// A species, or one of its forms (the games' form number).
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        package let species: Int
        /// Nil: every form.
        package let form: Int?

        init(_ species: Int, form: Int? = nil) {
            self.species = species
            self.form = form
        }

        package var description: String { form.map { "\(species)-\($0)" } ?? "\(species)" }
    }

    package enum Version: String, Sendable, CaseIterable {
        case scarlet, violet
    }

    /// Scarlet's own, in National Dex order within each release. Evolution families go together.
    package static let scarlet: [Kind] =
        [
            // Scarlet/Violet: Larvitar's, Drifloon's, Stunky's, Deino's and Skrelp's lines,
            // Oranguru, Stonjourner, Armarouge, the ancient Paradox Pokémon, Koraidon, and
            // Paldean Tauros' Blaze Breed.
            246, 247, 248, 425, 426, 434, 435, 633, 634, 635, 690, 691, 765, 874, 936,
            984, 985, 986, 987, 988, 989, 1005, 1007,
            // The Teal Mask: Gligar's line, Volbeat, Cramorant. The Indigo Disk: Cranidos' line.
            207, 472, 313, 845, 408, 409,
            // The ancient Paradox Pokémon met after the story: Walking Wake, Gouging Fire, Raging Bolt.
            1009, 1020, 1021,
        ].map { Kind($0) } + [
            Kind(128, form: 2),
            // The Indigo Disk: Alolan Vulpix and Ninetales.
            Kind(37, form: 1), Kind(38, form: 1),
        ]

    /// Violet's own, as Scarlet's.
    package static let violet: [Kind] =
        [
            // Scarlet/Violet: Bagon's, Misdreavus', Gulpin's, Clauncher's and Dreepy's lines,
            // Passimian, Eiscue, Ceruledge, the future Paradox Pokémon, Miraidon, and Paldean
            // Tauros' Aqua Breed.
            371, 372, 373, 200, 429, 316, 317, 692, 693, 885, 886, 887, 766, 875, 937,
            990, 991, 992, 993, 994, 995, 1006, 1008,
            // The Teal Mask: Aipom's line, Illumise, Morpeko. The Indigo Disk: Shieldon's line.
            190, 424, 314, 877, 410, 411,
            // The future Paradox Pokémon met after the story: Iron Leaves, Iron Boulder, Iron Crown.
            1010, 1022, 1023,
        ].map { Kind($0) } + [
            Kind(128, form: 3),
            // The Indigo Disk: Alolan Sandshrew and Sandslash.
            Kind(27, form: 1), Kind(28, form: 1),
        ]

    /// The forms raids host in one version only that both versions have in the wild: a sea's
    /// Shellos and Gastrodon, Toxtricity's natures, Basculegion's and Meowstic's genders.
    package static let raidOnlyDifferences: Set<Int> = [422, 423, 849, 902, 678]

    /// The version a species' form is found in alone; nil when both have it.
    package static func version(species: Int, form: Int) -> Version? {
        if scarletSet.contains(Kind(species, form: form)) || scarletSet.contains(Kind(species)) { return .scarlet }
        if violetSet.contains(Kind(species, form: form)) || violetSet.contains(Kind(species)) { return .violet }
        return nil
    }

    private static let scarletSet = Set(scarlet)
    private static let violetSet = Set(violet)
}
