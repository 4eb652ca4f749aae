import FoundationEssentials
import PokedexDomain

/// The generated index of which pictures PokeAPI has for each Pokémon (`pokedex-sprites.tsv`):
/// a number whose bit `i` says that `SpriteVariant.all[i]` is not null in the Pokémon's
/// `sprites`. Facts only: the URLs follow PokeAPI's layout on its sprite host (`path`).
///
///     # id  sprites
///     25    1023
package enum SpriteIndex {
    package static let fileName = "pokedex-sprites.tsv"
    static let header = "# id\tsprites (bit i: SpriteVariant.all[i] exists)"

    /// Where PokeAPI's sprites live.
    package static let defaultHost = "https://raw.githubusercontent.com/PokeAPI/sprites/master"

    /// The picture's path below the sprite host: `sprites/pokemon/back/shiny/25.png`.
    package static func path(of variant: SpriteVariant, id: Int) -> String {
        var parts = ["sprites", "pokemon"]
        if variant.artwork {
            parts += ["other", "official-artwork"]
            if variant.shiny { parts.append("shiny") }
        } else {
            if variant.back { parts.append("back") }
            if variant.shiny { parts.append("shiny") }
            if variant.female { parts.append("female") }
        }
        return (parts + ["\(id).png"]).joined(separator: "/")
    }

    package static func mask(_ variants: Set<SpriteVariant>) -> Int {
        SpriteVariant.all.enumerated().reduce(0) { $0 | (variants.contains($1.element) ? 1 << $1.offset : 0) }
    }

    static func variants(inMask mask: Int) -> Set<SpriteVariant> {
        Set(SpriteVariant.all.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }

    package static func encode(_ masks: [Int: Int]) -> String {
        var text = header + "\n"
        for id in masks.keys.sorted() {
            text += IndexRows.line([String(id), String(masks[id] ?? 0)])
        }
        return text
    }

    static func decode(_ data: Data) throws(RepositoryError) -> [Int: Int] {
        let rows = try IndexRows.parse(data, fieldCount: 2, file: fileName, rowKind: "a sprites row", reserving: 1400) {
            fields -> (Int, Int)? in
            guard let id = fields.number(0), let mask = fields.number(1) else { return nil }
            return (id, mask)
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// One Pokémon's bits, reading only its row; nil when the index does not list it.
    static func decode(_ data: Data, id: Int) throws(RepositoryError) -> Int? {
        let key = Array(String(id).utf8)
        let rows = try IndexRows.parse(
            data, fieldCount: 2, file: fileName, rowKind: "a sprites row",
            keep: { IndexRows.firstField(of: $0, is: key) }, row: { fields -> Int? in fields.number(1) })
        return rows.first
    }
}
