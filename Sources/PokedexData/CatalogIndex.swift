import FoundationEssentials
import PokedexDomain

/// The generated index beside the fixtures (`pokedex-index.tsv`): one line per Pokémon with what
/// list, search and name resolution need, so that they read one small file instead of 1351.
///
///     # id  name  species_id  species  display_name  is_default  types  generation
///     1     bulbasaur  1  bulbasaur  Bulbasaur  1  grass,poison  1
public enum CatalogIndex {
    public static let fileName = "pokedex-index.tsv"
    static let header = "# id\tname\tspecies_id\tspecies\tdisplay_name\tis_default\ttypes\tgeneration"

    public static func encode(_ pokemon: [PokemonSummary]) -> String {
        var text = header + "\n"
        for p in pokemon.sorted(by: { $0.id < $1.id }) {
            let fields = [
                String(p.id), p.name, String(p.speciesID), p.speciesName,
                clean(p.displayName), p.isDefault ? "1" : "0", p.types.joined(separator: ","), String(p.generation),
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

    /// One tab-separated row; nil unless it has eight fields with numbers where numbers go.
    private static func parseRow(_ line: UnsafeBufferPointer<UInt8>) -> PokemonSummary? {
        // Field boundaries: starts[i]..<ends[i], found in one pass with no allocation.
        var starts = (0, 0, 0, 0, 0, 0, 0, 0), ends = (0, 0, 0, 0, 0, 0, 0, 0)
        var field = 0, fieldStart = 0
        func close(_ end: Int) {
            switch field {
            case 0: starts.0 = fieldStart; ends.0 = end
            case 1: starts.1 = fieldStart; ends.1 = end
            case 2: starts.2 = fieldStart; ends.2 = end
            case 3: starts.3 = fieldStart; ends.3 = end
            case 4: starts.4 = fieldStart; ends.4 = end
            case 5: starts.5 = fieldStart; ends.5 = end
            case 6: starts.6 = fieldStart; ends.6 = end
            default: starts.7 = fieldStart; ends.7 = end
            }
        }
        for index in 0..<line.count where line[index] == UInt8(ascii: "\t") {
            guard field < 7 else { return nil }
            close(index)
            field += 1
            fieldStart = index + 1
        }
        guard field == 7 else { return nil }
        close(line.count)
        func bytes(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: line[start..<end])
        }
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes(start, end), as: UTF8.self)
        }
        guard let id = number(bytes(starts.0, ends.0)), let speciesID = number(bytes(starts.2, ends.2)),
              let generation = number(bytes(starts.7, ends.7)) else { return nil }
        let name = string(starts.1, ends.1)
        let speciesBytes = bytes(starts.3, ends.3)
        let sameAsName = speciesBytes.elementsEqual(bytes(starts.1, ends.1))
        var types: [String] = []
        var typeStart = starts.6
        for index in starts.6...ends.6 where index == ends.6 || line[index] == UInt8(ascii: ",") {
            if index > typeStart { types.append(string(typeStart, index)) }
            typeStart = index + 1
        }
        return PokemonSummary(
            id: id, name: name, speciesID: speciesID,
            speciesName: sameAsName ? name : string(starts.3, ends.3),
            displayName: string(starts.4, ends.4), types: types,
            isDefault: ends.5 - starts.5 == 1 && line[starts.5] == UInt8(ascii: "1"),
            generation: generation
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
