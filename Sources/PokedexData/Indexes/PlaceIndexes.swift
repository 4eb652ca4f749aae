import FoundationEssentials
import PokedexDomain

// The generated indexes of places: every location and area with its names in the ten
// languages, where each one's line starts, and their names folded for `location`.

/// `pokedex-places.tsv`: every location and location area, with its names in the ten
/// languages: `# kind  id  name  location  region  en  ja  ja-hrkt  fr  de  es  it  ko  zh-hans
/// zh-hant` (an empty cell where PokeAPI has no name).
package enum PlaceIndex {
    package static let fileName = "pokedex-places.tsv"
    /// The field a line's names start at, one a language: kind, id, name, location and region come first.
    private static let namesFrom = 5
    static let header =
        "# kind\tid\tname\tlocation\tregion\t" + Language.allCases.map(\.rawValue).joined(separator: "\t")

    package static func encode(_ places: [Place]) -> String {
        var text = header + "\n"
        let ordered = places.sorted { ($0.kind == .location ? 0 : 1, $0.id) < ($1.kind == .location ? 0 : 1, $1.id) }
        for place in ordered {
            text += IndexRows.line(
                [
                    place.kind.rawValue, String(place.id), place.name, IndexRows.field(place.locationID),
                    place.region ?? "",
                ]
                    + Language.allCases.map { language in
                        place.names[language].map { Typesetting.typeset($0, in: language) } ?? ""
                    })
        }
        return text
    }

    /// The locations' ids, in the file's order (that of `pokedex-place-keys.tsv`): each line's
    /// second field, read alone.
    static func locationIDs(in data: Data) -> [Int] {
        var ids: [Int] = []
        IndexRows.forEachLine(data) { line, _ in
            // Locations come first: reading ends at the first area.
            guard line.first == UInt8(ascii: "l"), let id = IndexRows.number(inField: 1, of: line) else {
                return ids.isEmpty
            }
            ids.append(id)
            return true
        }
        return ids
    }

    /// Every place, or (with `ids`) only the locations and areas named there, and (`areasOf`)
    /// every area of those locations.
    /// With `offsets` (`PlaceOffsetsIndex`), places asked for by id are read where their lines
    /// start, with their names in `languages` only (all when nil); without, in one pass.
    package static func decode(
        _ data: Data, locations: Set<Int>? = nil, areas: Set<Int>? = nil, areasOf: Set<Int> = [],
        offsets: PlaceOffsetsIndex.Offsets? = nil, languages: Set<Language>? = nil
    ) throws(RepositoryError) -> [Place] {
        // A location's areas, with the offsets index that knows them: by id, as the rest, with
        // their names in every language, as the one pass keeps them (`location` finds a
        // place's namesakes by any of its names).
        if !areasOf.isEmpty, let offsets, let locations, let areas, let more = try offsets.areas(of: areasOf) {
            let read = try decode(
                data, locations: locations, areas: areas.union(more), offsets: offsets, languages: nil)
            for place in read where place.kind == .area && more.contains(place.id) {
                guard let location = place.locationID, areasOf.contains(location) else {
                    throw .malformed(
                        resource: PlaceOffsetsIndex.fileName, reason: "area \(place.id) is not of the location it says")
                }
            }
            return read
        }
        // Places by id, with the offsets index: each line read where it starts.
        if areasOf.isEmpty, let offsets, let locations, let areas {
            var wanted: [(Place.Kind, Int, Int)] = []
            // Ids the offsets do not know (none, unless the index is older or cut) are looked for
            // in one pass.
            var unknownLocations: Set<Int> = []
            var unknownAreas: Set<Int> = []
            for (kind, ids) in [(Place.Kind.location, locations), (.area, areas)] {
                let sorted = ids.sorted()
                for (id, start) in zip(sorted, offsets.starts(of: kind, ids: sorted)) {
                    if let start {
                        wanted.append((kind, id, start))
                    } else if kind == .location {
                        unknownLocations.insert(id)
                    } else {
                        unknownAreas.insert(id)
                    }
                }
            }
            // With no names asked for, a line's fields before them alone.
            let read = IndexRows.rows(
                data, at: wanted.map(\.2), fieldCount: namesFrom + Language.allCases.count,
                leading: languages?.isEmpty == true ? namesFrom : nil, row: placeRow(languages: languages))
            for ((kind, id, start), place) in zip(wanted, read) where place?.kind != kind || place?.id != id {
                throw .malformed(
                    resource: PlaceOffsetsIndex.fileName, reason: "no \(kind.rawValue) \(id) at byte \(start)")
            }
            let found =
                unknownLocations.isEmpty && unknownAreas.isEmpty
                ? [] : try decode(data, locations: unknownLocations, areas: unknownAreas, languages: languages)
            return read.compactMap { $0 } + found
        }
        // Thousands of lines are looked at: the ids wanted as flags, not hashed line by line.
        func flags(_ ids: Set<Int>?) -> [Bool] {
            var flags = [Bool](repeating: false, count: (ids?.max() ?? -1) + 1)
            for id in ids ?? [] where id >= 0 { flags[id] = true }
            return flags
        }
        let (wantedLocations, wantedAreas, wantedOf) = (flags(locations), flags(areas), flags(areasOf))
        let keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? =
            locations == nil && areas == nil
            ? nil
            : { line in
                // `kind  id  name  location  …`, read on the bytes.
                guard let id = IndexRows.number(inField: 1, of: line) else { return true }  // its row reports it
                let isArea = line.first == UInt8(ascii: "a")
                let wanted = isArea ? wantedAreas : wantedLocations
                if id >= 0, id < wanted.count, wanted[id] { return true }
                guard isArea, !areasOf.isEmpty, let location = IndexRows.number(inField: 3, of: line) else {
                    return false
                }
                return location >= 0 && location < wantedOf.count && wantedOf[location]
            }
        // Locations come first: with no area wanted, reading ends at the first area.
        let onlyLocations = (areas?.isEmpty ?? false) && areasOf.isEmpty
        return try decodeAll(
            data, keep: keep, stop: onlyLocations ? { line in line.first == UInt8(ascii: "a") } : nil,
            reserving: keep == nil ? 3600 : 16)
    }

    /// The places from `offset` (a line's start), as `keep` and `stop` choose; `limit` rows at most.
    private static func decodeAll(
        _ data: Data, from offset: Int = 0, keep: ((UnsafeBufferPointer<UInt8>) -> Bool)?,
        stop: ((UnsafeBufferPointer<UInt8>) -> Bool)?, reserving: Int = 1, limit: Int = .max,
        languages: Set<Language>? = nil
    ) throws(RepositoryError) -> [Place] {
        var looked = 0
        let ending = { (line: UnsafeBufferPointer<UInt8>) -> Bool in
            defer { looked += 1 }
            return looked >= limit || (stop?(line) ?? false)
        }
        return try IndexRows.parse(
            data, from: offset, fieldCount: namesFrom + Language.allCases.count, file: fileName, rowKind: "a place row",
            reserving: reserving, keep: keep, stop: ending, row: placeRow(languages: languages))
    }

    /// A line's place, with its names in `languages` only (all when nil); nil when it is not one.
    private static func placeRow(languages: Set<Language>?) -> (IndexRows.Fields) -> Place? {
        // Whether each language's name is kept, worked out once for all the lines.
        let kept = Language.allCases.map { languages?.contains($0) ?? true }
        return { fields in
            let kind: Place.Kind? = fields.is(0, "location") ? .location : fields.is(0, "area") ? .area : nil
            guard let kind, let id = fields.number(1),
                let location = fields.optionalNumber(3)
            else { return nil }
            var names: [Language: String] = [:]
            for (offset, language) in Language.allCases.enumerated()
            where kept[offset] && !fields.isEmpty(namesFrom + offset) {
                names[language] = fields.string(namesFrom + offset)
            }
            return Place(
                kind: kind, id: id, name: fields.string(2), locationID: location,
                region: fields.isEmpty(4) ? nil : fields.string(4), names: names)
        }
    }
}

/// `pokedex-place-offsets.tsv`: where each place's line starts in `pokedex-places.tsv`, by
/// kind and id (`location  0,,512,…`: the n-th number is id n's, empty for none), so that a
/// command that shows a few hundred places reads their lines, not the 800 KB file; and each
/// area's location (`area-location`, the same way), so that a location's areas are found
/// without reading every line.
package enum PlaceOffsetsIndex {
    package static let fileName = "pokedex-place-offsets.tsv"
    static let header = "# kind\twidth\toffsets_by_id"
    static let areaLocationKind = "area-location"

    /// Where each place's line starts, by kind and id: looked up where it lies, not parsed.
    package struct Offsets: Sendable {
        /// Digits per offset.
        let width: Int
        /// Each kind's offsets: `width` digits each, a comma between.
        let locations: Digits
        let areas: Digits
        /// Each area's location id, `locationWidth` digits each (empty in older indexes).
        let areaLocations: Digits
        let locationWidth: Int

        init(locations: [Int?], areas: [Int?], areaLocations: [Int?] = []) {
            width = String((locations + areas).compactMap { $0 }.max() ?? 0).count
            self.locations = Digits(Data(PlaceOffsetsIndex.field(locations, width: width).utf8))
            self.areas = Digits(Data(PlaceOffsetsIndex.field(areas, width: width).utf8))
            locationWidth = String(areaLocations.compactMap { $0 }.max() ?? 0).count
            self.areaLocations = Digits(Data(PlaceOffsetsIndex.field(areaLocations, width: locationWidth).utf8))
        }

        init(width: Int, locations: Digits, areas: Digits, areaLocations: Digits, locationWidth: Int) {
            self.width = width
            self.locations = locations
            self.areas = areas
            self.areaLocations = areaLocations
            self.locationWidth = locationWidth
        }

        /// Where the line of the place of `kind` and `id` starts; nil for none.
        func start(of kind: Place.Kind, id: Int) -> Int? {
            // The header is at byte 0: no place starts there.
            (kind == .location ? locations : areas).number(id, width: width).flatMap { $0 == 0 ? nil : $0 }
        }

        /// The same for each of `ids`, in their order, the row looked at once.
        func starts(of kind: Place.Kind, ids: [Int]) -> [Int?] {
            (kind == .location ? locations : areas).numbers(ids, width: width).map { $0 == 0 ? nil : $0 }
        }

        /// The areas of `locations`, by id; nil when the index does not know areas' locations.
        /// A row that is not one number for every area is an error, never fewer areas.
        func areas(of locations: Set<Int>) throws(RepositoryError) -> Set<Int>? {
            guard locationWidth > 0, !areaLocations.bytes.isEmpty else { return nil }
            let count = (areaLocations.bytes.count + 1) / (locationWidth + 1)
            guard count * (locationWidth + 1) == areaLocations.bytes.count + 1,
                count == (areas.bytes.count + 1) / (width + 1)
            else {
                throw .malformed(
                    resource: PlaceOffsetsIndex.fileName, reason: "its area-location row does not give every area")
            }
            var found: Set<Int> = []
            var unreadable: Int?
            // As bits: a location asked of every area (2 500 of them) hashed each time was a
            // tenth of `location`.
            let locations = IDBits(locations)
            areaLocations.bytes.withUnsafeBytes { raw in
                for id in 0..<count {
                    guard let location = Digits.number(id, width: locationWidth, in: raw) else {
                        unreadable = id
                        return
                    }
                    // 0 is written for an area with no location, which no location's id is.
                    if location != 0, locations.contains(location) { found.insert(id) }
                }
            }
            if let unreadable {
                throw .malformed(
                    resource: PlaceOffsetsIndex.fileName, reason: "area \(unreadable)'s location is not a number")
            }
            return found
        }
    }

    /// A row of numbers, `width` digits each with a comma between, read where it lies: a
    /// slice of the index file's bytes, not a copy of them.
    struct Digits: Sendable {
        let bytes: Data

        init(_ bytes: Data) {
            self.bytes = bytes
        }

        /// The `id`-th number; nil past the row's end, or where it is not all digits.
        func number(_ id: Int, width: Int) -> Int? {
            bytes.withUnsafeBytes { Self.number(id, width: width, in: $0) }
        }

        /// The numbers of `ids`, the bytes looked at once.
        func numbers(_ ids: some Collection<Int>, width: Int) -> [Int?] {
            bytes.withUnsafeBytes { raw in ids.map { Self.number($0, width: width, in: raw) } }
        }

        static func number(_ id: Int, width: Int, in raw: UnsafeRawBufferPointer) -> Int? {
            guard id >= 0, id <= raw.count, width > 0, id * (width + 1) + width <= raw.count else { return nil }
            let begin = id * (width + 1)
            var value = 0
            for offset in begin..<(begin + width) {
                let byte = raw[offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
    }

    /// From `places`, `PlaceIndex.encode`'s text.
    package static func encode(places: String) -> String {
        var starts: [String: [Int: Int]] = [:]
        var locationOf: [Int: Int] = [:]
        var offset = 0
        for line in places.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count > 3, !line.hasPrefix("#"), let id = Int(fields[1]) else { continue }
            starts[String(fields[0]), default: [:]][id] = offset
            if fields[0] == Place.Kind.area.rawValue, let location = Int(fields[3]) { locationOf[id] = location }
        }
        let byKind = [Place.Kind.location, .area].map { kind in
            let byID = starts[kind.rawValue] ?? [:]
            return (0..<((byID.keys.max() ?? -1) + 1)).map { byID[$0] }
        }
        let width = String(offset).count
        var text = header + "\n"
        for (kind, offsets) in zip([Place.Kind.location, .area], byKind) {
            text += IndexRows.line([kind.rawValue, String(width), field(offsets, width: width)])
        }
        // Over the same ids as the areas' offsets, so that a cut row is seen as one.
        let locations = byKind[1].indices.map { locationOf[$0] }
        let locationWidth = String(locations.compactMap { $0 }.max() ?? 0).count
        text += IndexRows.line([areaLocationKind, String(locationWidth), field(locations, width: locationWidth)])
        return text
    }

    /// `0000512,0000000,…`: each offset in `width` digits (none: zeros), so that id n's is at
    /// byte n × (width + 1).
    static func field(_ offsets: [Int?], width: Int) -> String {
        offsets.map { offset in
            let digits = String(offset ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }.joined(separator: ",")
    }

    /// Each row's numbers are kept where they lie, as slices of `data` sharing its bytes:
    /// copied, the three rows were 39 KB of fresh memory for every `where` and `location`.
    static func decode(_ data: Data) throws(RepositoryError) -> Offsets {
        var byKind: [String: (width: Int, digits: Range<Int>)] = [:]
        var ranges: [Range<Int>] = []
        var malformedLine: Int?
        IndexRows.forEachLineAndStart(data) { line, number, start in
            IndexRows.split(line, into: &ranges)
            let fields = IndexRows.Fields(line: line, ranges: ranges)
            guard ranges.count == 3, let width = fields.number(1), width > 0, width < 10 else {
                malformedLine = number
                return false
            }
            byKind[fields.string(0)] = (width, (start + ranges[2].lowerBound)..<(start + ranges[2].upperBound))
            return true
        }
        if let malformedLine {
            throw .malformed(resource: fileName, reason: "line \(malformedLine) is not a place offsets row")
        }
        func digits(_ kind: String) -> Digits {
            guard let range = byKind[kind]?.digits else { return Digits(Data()) }
            return Digits(data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
        }
        let (locations, areas) = (byKind[Place.Kind.location.rawValue], byKind[Place.Kind.area.rawValue])
        guard locations == nil || areas == nil || locations?.width == areas?.width else {
            throw .malformed(resource: fileName, reason: "locations and areas have offsets of different widths")
        }
        return Offsets(
            width: locations?.width ?? areas?.width ?? 0, locations: digits(Place.Kind.location.rawValue),
            areas: digits(Place.Kind.area.rawValue), areaLocations: digits(areaLocationKind),
            locationWidth: byKind[areaLocationKind]?.width ?? 0)
    }
}

/// `pokedex-place-keys.tsv`: every location's name keys, folded when the fixtures are made, a
/// line per location in `pokedex-places.tsv`'s order: its PokeAPI name, its names in every
/// language, and its areas' names, so that `location` finds one without folding thousands.
package enum PlaceKeysIndex {
    package static let fileName = "pokedex-place-keys.tsv"

    package static func encode(_ places: [Place]) -> String {
        let locations = places.filter { $0.kind == .location }.sorted { $0.id < $1.id }
        var areas: [Int: [Place]] = [:]
        for area in places where area.kind == .area {
            if let location = area.locationID { areas[location, default: []].append(area) }
        }
        let keys = NameKeys(
            locations.map { location in
                var spellings = [location.name] + Language.allCases.compactMap { location.names[$0] }
                for area in (areas[location.id] ?? []).sorted(by: { $0.id < $1.id }) {
                    // An area's name that is its location's with a qualifier after it (`Route 2
                    // (south)`, `Los Platos (from South Province (Area One))`) is found by its
                    // location's; only the English one is kept, as PokeAPI's JSON shows it.
                    spellings +=
                        [area.name]
                        + Language.allCases.compactMap { language in
                            guard let name = area.names[language] else { return nil }
                            guard language != .en, let own = location.names[language] else { return name }
                            return name.hasPrefix(own + " (") || name.hasPrefix(own + "（") ? nil : name
                        }
                }
                return spellings
            })
        return String(decoding: keys.lines, as: UTF8.self)
    }

    /// The keys, read where they lie in the mapped file (260 KB), not copied.
    static func decode(_ mapping: LocalFile.Mapping) -> NameKeys {
        NameKeys(unsafeBorrowing: mapping.bytes, owner: mapping)
    }
}
