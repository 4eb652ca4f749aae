import PokedexDomain
import PokedexWords

extension DetailViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { displayName }

    /// What can be opened from an entry: the chain's other members, the other forms, the
    /// abilities, the places it is met in.
    package var links: [ScreenLink] {
        var links: [ScreenLink] = []
        func walk(_ line: EvolutionLine) {
            if !line.isCurrent { links.append(ScreenLink(line.displayName, .show(name: line.species))) }
            line.evolvesTo.forEach(walk)
        }
        evolution.map(walk)
        for form in forms where form.name != name {
            links.append(ScreenLink(form.name, .show(name: form.name)))
        }
        for ability in abilities {
            links.append(ScreenLink(ability.displayName, .ability(name: ability.name)))
        }
        // Where it is met, each place opening who lives there, in that game.
        for (place, area) in zip(wherePlaces, whereAreas) {
            links.append(ScreenLink(place, .location(name: area, game: whereGame)))
        }
        return links
    }
}
