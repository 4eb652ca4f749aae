import Foundation
import PokedexDomain

/// The generated index beside the fixtures (`pokedex-index.tsv`): one line per Pokémon with what
/// list, search and name resolution need, so that they read one small file instead of 1351.
///
///     # id  name  species_id  species  display_name  is_default  types
///     1     bulbasaur  1  bulbasaur  Bulbasaur  1  grass,poison
public enum CatalogIndex {
    public static let fileName = "pokedex-index.tsv"
    static let header = "# id\tname\tspecies_id\tspecies\tdisplay_name\tis_default\ttypes"

    public static func encode(_ pokemon: [PokemonSummary]) -> String {
        var text = header + "\n"
        for p in pokemon.sorted(by: { $0.id < $1.id }) {
            let fields = [
                String(p.id), p.name, String(p.speciesID), p.speciesName,
                clean(p.displayName), p.isDefault ? "1" : "0", p.types.joined(separator: ","),
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// Parses the index. It is read on every command, so it works on the raw bytes.
    public static func decode(_ data: Data) throws(RepositoryError) -> [PokemonSummary] {
        let parsed: Result<[PokemonSummary], RepositoryError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var rows: [PokemonSummary] = []
            rows.reserveCapacity(1400)
            var lineStart = 0, lineNumber = 0
            while lineStart < bytes.count {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
                guard let row = parseRow(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) else {
                    return .failure(.malformed(resource: fileName, reason: "line \(lineNumber) is not an index row"))
                }
                rows.append(row)
            }
            return .success(rows)
        }
        return try parsed.get()
    }

    /// One tab-separated row; nil unless it has seven fields with numbers where numbers go.
    private static func parseRow(_ line: UnsafeBufferPointer<UInt8>) -> PokemonSummary? {
        var fields: [UnsafeBufferPointer<UInt8>] = []
        fields.reserveCapacity(7)
        var fieldStart = 0
        for index in 0...line.count where index == line.count || line[index] == UInt8(ascii: "\t") {
            fields.append(UnsafeBufferPointer(rebasing: line[fieldStart..<index]))
            fieldStart = index + 1
        }
        guard fields.count == 7, let id = number(fields[0]), let speciesID = number(fields[2]) else { return nil }
        let string = { (field: UnsafeBufferPointer<UInt8>) in String(decoding: field, as: UTF8.self) }
        return PokemonSummary(
            id: id, name: string(fields[1]), speciesID: speciesID, speciesName: string(fields[3]),
            displayName: string(fields[4]),
            types: string(fields[6]).split(separator: ",").map(String.init),
            isDefault: fields[5].count == 1 && fields[5][0] == UInt8(ascii: "1")
        )
    }

    private static func number(_ field: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !field.isEmpty, field.count <= 9 else { return nil }
        var value = 0
        for byte in field {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
