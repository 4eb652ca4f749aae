/// Pokémon HOME's box order.
package enum HomeBoxes {
    package static let size = 30
    package static let columns = 6

    /// Whether a form can sit in a box: not one a Pokémon takes only in battle (Mega, Gigantamax,
    /// Primal, Totem, Zen Mode and the like).
    package static func storable(_ pokemon: PokemonSummary) -> Bool {
        let suffix = String(pokemon.name.dropFirst(pokemon.speciesName.count))
        let battleOnly: Set<String> = [
            "-primal", "-eternamax", "-zen", "-galar-zen", "-blade", "-school", "-busted", "-hangry", "-crowned",
            "-ultra", "-complete", "-pirouette", "-noice", "-gulping", "-gorging", "-stellar", "-terastal",
            "-eternal",
        ]
        let words = suffix.split(separator: "-")
        return !battleOnly.contains(suffix) && !words.contains("mega") && !words.contains("gmax")
            && !words.contains("totem")
    }
}
