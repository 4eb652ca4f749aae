import FoundationEssentials
import PokedexDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures in the disk cache, beside the JSON: `v1/sprites/<variant>/<id>.png`, and
/// `<id>.missing` (empty) for a picture PokeAPI has not, so that it is not asked for again
/// until the mark is as old as any entry may be. Written atomically, like every entry.
enum SpriteCacheEntry {
    static let pictureSuffix = ".png"
    static let missingSuffix = ".missing"

    /// `front-default`, `back-shiny-female`, `official-artwork-front-shiny`.
    static func folderName(of variant: SpriteVariant) -> String {
        String(variant.key.map { $0 == "_" || $0 == "." ? "-" : $0 })
    }
}

extension DiskCache {
    var spriteFolder: String { LocalFile.join(store, "sprites") }

    func spriteFile(id: Int, variant: SpriteVariant, missing: Bool = false) -> String {
        let folder = LocalFile.join(spriteFolder, SpriteCacheEntry.folderName(of: variant))
        return LocalFile.join(
            folder, String(id) + (missing ? SpriteCacheEntry.missingSuffix : SpriteCacheEntry.pictureSuffix))
    }

    /// The cached picture, with its age.
    package func readSprite(id: Int, variant: SpriteVariant) -> Entry? {
        read(file: spriteFile(id: id, variant: variant))
    }

    /// How long ago PokeAPI was found to have no such picture; nil when it was not.
    package func missingSpriteAge(id: Int, variant: SpriteVariant) -> Double? {
        read(file: spriteFile(id: id, variant: variant, missing: true))?.age
    }

    package func writeSprite(_ png: Data, id: Int, variant: SpriteVariant) throws(RepositoryError) {
        try write(png, toFile: spriteFile(id: id, variant: variant))
        unlink(spriteFile(id: id, variant: variant, missing: true))
    }

    /// Remembers that PokeAPI has no such picture.
    package func markSpriteMissing(id: Int, variant: SpriteVariant) throws(RepositoryError) {
        try write(Data(), toFile: spriteFile(id: id, variant: variant, missing: true))
    }

    package func removeSprite(id: Int, variant: SpriteVariant) {
        unlink(spriteFile(id: id, variant: variant))
    }
}
