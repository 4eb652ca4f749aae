import PokedexDomain

/// The ways and conditions of meeting a Pokémon the games' tables need and PokeAPI has no term
/// for, named in English (the phrasebook names them in the other languages). Their ids follow
/// PokeAPI's highest.
enum GameTerms {
    static let methods: [(name: String, displayName: String)] = [
        ("space-time-distortion", "In a space-time distortion"),
        ("landmark", "At a landmark (trees, ore, grass)"),
        ("mass-outbreak", "During a mass outbreak"),
        ("massive-mass-outbreak", "During a massive mass outbreak"),
        ("tera-raid", "Tera Raid Battle"),
        ("starter", "Chosen as a first partner"),
        ("fossil", "Revived from a fossil"),
    ]

    static let conditions: [(name: String, displayName: String, group: String)] =
        [
            ("not-midday", "Not at midday", "time"),
            ("not-night", "Not at night", "time"),
            ("not-dusk", "Not at dusk", "time"),
            ("not-dawn", "Not at dawn", "time"),
            ("alpha", "Alpha", "alpha"),
            ("alpha-sometimes", "Sometimes an alpha", "alpha"),
        ] + (1...7).map { stars in ("tera-raid-\(stars)-star", "\(stars)-star Tera Raid", "tera-raid-stars") }
        + [("never-shiny", "Never shiny", "shiny"), ("always-shiny", "Always shiny", "shiny")]

    /// `terms` with these added after PokeAPI's highest ids (those it already has kept).
    static func adding(to terms: [EncounterTerm]) -> [EncounterTerm] {
        var result = terms
        let names = Set(terms.map { "\($0.kind.rawValue)/\($0.name)" })
        var nextMethod = (terms.filter { $0.kind == .method }.map(\.id).max() ?? 0) + 1
        for method in methods where !names.contains("method/\(method.name)") {
            result.append(
                EncounterTerm(kind: .method, id: nextMethod, name: method.name, displayName: method.displayName))
            nextMethod += 1
        }
        var nextCondition = (terms.filter { $0.kind == .condition }.map(\.id).max() ?? 0) + 1
        for condition in conditions where !names.contains("condition/\(condition.name)") {
            result.append(
                EncounterTerm(
                    kind: .condition, id: nextCondition, name: condition.name, displayName: condition.displayName,
                    group: condition.group))
            nextCondition += 1
        }
        return result
    }
}
