import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `sprite` and `random` as JSON.
extension JSONViews {
    /// `{id, name, display_name, types, type_names, shiny, variant, sprite_url}`: `random --json` is one.
    static func picture(_ card: PictureCard, labels: ScreenLabels = .english) -> JSONValue {
        .object(
            pokemon(id: card.id, name: card.name, displayName: card.displayName, types: card.types, labels: labels) + [
                ("shiny", .bool(card.shiny)),
                ("variant", .string(card.variant)),
                ("sprite_url", .string(orNull: card.spriteURL)),
            ])
    }
}
