/// The games' form numbers as PokeAPI's Pokémon.
package enum GameForms {
    /// The forms PokeAPI lists for the species' first Pokémon only look different (Unown's
    /// letters, Shellos' seas, Floette's colours: `formCounts` holds how many it lists) and are
    /// that Pokémon, as are 30 and 31 (the games' "any pattern": Vivillon's, Minior's); the games
    /// number the other forms in PokeAPI's order of varieties after those (Slowbro 2 is Galarian,
    /// after Mega; Floette 5 is Eternal). Nil when a form is past both: the generator's error.
    package static func pokemon(species: Int, form: Int, varieties: [Int: [Int]], formCounts: [Int: Int]) -> Int? {
        guard let kinds = varieties[species], let first = kinds.first else { return nil }
        let looks = formCounts[first] ?? 1
        if form < looks || form >= 30 { return first }
        let variety = form - looks + 1
        return variety < kinds.count ? kinds[variety] : nil
    }
}
