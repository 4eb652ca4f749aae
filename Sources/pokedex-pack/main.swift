// `make install`'s `Fixtures.pack`: the bundled files of a folder in one file, which pokedex
// opens and maps once where a folder costs it a dozen opens (PokedexData's `FixturePack`).
//
//     pokedex-pack FOLDER PACK
//
// Exits 0 with the pack written whole, 1 when it cannot be (nothing is left at PACK then, or
// what was there before), 2 on a wrong use.

import FoundationEssentials
import PokedexData

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    let line = Array("pokedex-pack: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let folder = arguments.first, let pack = arguments.last, !folder.hasPrefix("-") else {
    fail("usage: pokedex-pack FOLDER PACK", status: 2)
}
do {
    let count = try FixturePack.write(folder: folder, to: pack)
    print("pokedex-pack: \(count) files of \(folder) in \(pack)")
} catch {
    let message =
        switch error {
        case .unavailable(let reason): reason
        case .malformed(let resource, let reason): "\(resource): \(reason)"
        default: "\(error)"
        }
    fail(message, status: 1)
}
