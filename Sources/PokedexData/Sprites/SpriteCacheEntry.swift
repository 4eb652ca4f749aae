import FoundationEssentials
import PokedexDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures in the disk cache, beside the JSON: `v1/sprites/<variant>/<id>.png`, and
/// `<id>.missing` for a picture the host answered 404 for, holding the URL that was asked:
/// the picture is not asked for again from that URL for a day (`missingMaxAge`), and is at
/// once from another (a `--sprite-url` set right). Written atomically, like every entry.
enum SpriteCacheEntry {
    static let pictureSuffix = ".png"
    static let missingSuffix = ".missing"
    /// How long a 404 is believed: shorter than a picture is kept, since a host's missing
    /// picture may come, and a wrong address may be mended.
    static let missingMaxAge: Double = 24 * 3600

    /// Whether a mark's bytes are a mark: one URL, or empty (as earlier versions wrote them).
    static func isMissingMark(_ data: Data) -> Bool {
        data.count <= 2048 && data.allSatisfy { (0x21...0x7E).contains($0) }
    }

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
    func readSprite(id: Int, variant: SpriteVariant) -> Entry? {
        read(file: spriteFile(id: id, variant: variant))
    }

    /// How long ago `url` was found to have no such picture; nil when it was not (or another
    /// URL was).
    func missingSpriteAge(id: Int, variant: SpriteVariant, url: String) -> Double? {
        guard let mark = read(file: spriteFile(id: id, variant: variant, missing: true)),
            mark.data.elementsEqual(url.utf8)
        else { return nil }
        return mark.age
    }

    func writeSprite(_ png: Data, id: Int, variant: SpriteVariant) throws(RepositoryError) {
        try write(png, toFile: spriteFile(id: id, variant: variant))
        unlink(spriteFile(id: id, variant: variant, missing: true))
    }

    /// Remembers that `url` has no such picture.
    func markSpriteMissing(id: Int, variant: SpriteVariant, url: String) throws(RepositoryError) {
        try write(Data(url.utf8), toFile: spriteFile(id: id, variant: variant, missing: true))
    }

    func removeSprite(id: Int, variant: SpriteVariant) {
        unlink(spriteFile(id: id, variant: variant))
    }
}
