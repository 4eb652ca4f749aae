import PokedexData
import PokedexDomain
import PokedexWords

/// Files the games' sightings under PokeAPI's places, Pokémon and terms: a place the games
/// name as PokeAPI does (in English, within the region) is PokeAPI's location, the others are
/// added after its highest id with the games' names in every language; each place's sightings
/// become an area (PokeAPI's own `…-area` where it has one) with PokeAPI-shaped encounters.
/// The tables give no rates: every chance is 0.
package struct GameEncounterBuilder {
    package struct Output: Sendable {
        package let places: [Place]
        package let areas: [AreaEncounters]
        package let terms: [EncounterTerm]
        /// The places added (locations and areas), for the log.
        package let addedLocations: Int
        package let addedAreas: Int
    }

    /// A form that maps to no Pokémon: the generator's error, reported whole.
    struct UnmappedForms: Error, CustomStringConvertible {
        let forms: [String]
        var description: String {
            "\(forms.count) species/form pairs map to no PokeAPI Pokémon: " + forms.joined(separator: ", ")
        }
    }

    private var places: [Place]
    private var areas: [AreaEncounters]
    private let terms: [EncounterTerm]
    private let lists: [String: GamePlaceNames.GameList]
    private let pokemon: (Int, Int) -> Int?

    /// `pokemon(species, form)` is the PokeAPI Pokémon of a game's species and form, nil when
    /// none.
    package init(
        places: [Place], areas: [AreaEncounters], terms: [EncounterTerm], lists: [String: GamePlaceNames.GameList],
        pokemon: @escaping (Int, Int) -> Int?
    ) {
        self.places = places
        self.areas = areas
        self.terms = GameTerms.adding(to: terms)
        self.lists = lists
        self.pokemon = pokemon
    }

    package func adding(_ sightings: [Sighting]) throws -> Output {
        var builder = self
        return try builder.add(sightings)
    }

    private mutating func add(_ sightings: [Sighting]) throws -> Output {
        let termIDs = Dictionary(
            terms.map { ("\($0.kind.rawValue)/\($0.name)", $0.id) }, uniquingKeysWith: { first, _ in first })
        func id(_ kind: EncounterTerm.Kind, _ name: String) throws -> Int {
            guard let id = termIDs["\(kind.rawValue)/\(name)"] else {
                throw TableError(file: "encounter terms", offset: 0, reason: "no \(kind.rawValue) named \(name)")
            }
            return id
        }
        // PokeAPI's weather conditions, in the order of the games' flags.
        let weathers = GameSightings.weatherConditions.compactMap { termIDs["condition/\($0)"] }
        var unmapped: Set<String> = []
        var locations = LocationIndex(places: places)
        let startLocations = places.count
        // Area id → Pokémon → version → details, in the order first met.
        var found: [Int: [Int: [Int: [EncounterDetail]]]] = [:]
        var order: [Int] = []
        for sighting in sightings {
            guard let who = pokemon(sighting.species, sighting.form) else {
                unmapped.insert("\(sighting.species)/\(sighting.form) (\(sighting.list))")
                continue
            }
            guard let list = lists[sighting.list] else {
                throw TableError(file: sighting.list, offset: 0, reason: "the place list is missing")
            }
            let area = try locations.area(for: sighting, list: list, places: &places)
            if found[area] == nil { order.append(area) }
            let detail = EncounterDetail(
                methodID: try id(.method, sighting.method), minLevel: sighting.minLevel, maxLevel: sighting.maxLevel,
                chance: 0, conditionIDs: try sighting.conditions.map { try id(.condition, $0) })
            for version in sighting.versions {
                let versionID = try id(.version, version)
                var details = found[area]?[who]?[versionID] ?? []
                Self.merge(detail, into: &details, weathers: weathers)
                found[area, default: [:]][who, default: [:]][versionID] = details
            }
        }
        guard unmapped.isEmpty else { throw UnmappedForms(forms: unmapped.sorted()) }
        Self.dropPlaceWeathers(&found, weathers: weathers)
        var byArea = Dictionary(areas.map { ($0.areaID, $0) }, uniquingKeysWith: { first, _ in first })
        for areaID in order {
            var groups = byArea[areaID]?.groups ?? []
            for (who, versions) in (found[areaID] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (version, details) in versions.sorted(by: { $0.key < $1.key }) {
                    let sorted = details.sorted { ($0.minLevel, $0.maxLevel) < ($1.minLevel, $1.maxLevel) }
                    groups.append(EncounterGroup(pokemonID: who, versionID: version, maxChance: 0, details: sorted))
                }
            }
            byArea[areaID] = AreaEncounters(areaID: areaID, groups: groups)
        }
        let added = places.count - startLocations
        let addedAreas = places[startLocations...].filter { $0.kind == .area }.count
        return Output(
            places: places, areas: byArea.values.sorted { $0.areaID < $1.areaID }, terms: terms,
            addedLocations: added - addedAreas, addedAreas: addedAreas)
    }
}

extension GameEncounterBuilder {
    /// A slot met in every weather its area has (the union of its slots' weathers: a desert
    /// knows no snow) is met in any weather there: its weather conditions say nothing, and go.
    static func dropPlaceWeathers(_ found: inout [Int: [Int: [Int: [EncounterDetail]]]], weathers: [Int]) {
        let isWeather = Set(weathers)
        for (area, byPokemon) in found {
            var union: Set<Int> = []
            for detail in byPokemon.values.flatMap(\.values).joined() {
                let own = detail.conditionIDs.filter(isWeather.contains)
                union.formUnion(own.isEmpty ? isWeather : Set(own))
            }
            guard union != isWeather else { continue }
            for (pokemon, byVersion) in byPokemon {
                for (version, details) in byVersion {
                    var kept: [EncounterDetail] = []
                    for detail in details {
                        var detail = detail
                        if Set(detail.conditionIDs.filter(isWeather.contains)) == union {
                            detail = EncounterDetail(
                                methodID: detail.methodID, minLevel: detail.minLevel, maxLevel: detail.maxLevel,
                                chance: detail.chance,
                                conditionIDs: detail.conditionIDs.filter { !isWeather.contains($0) })
                        }
                        if !kept.contains(detail) { kept.append(detail) }
                    }
                    found[area]?[pokemon]?[version] = kept
                }
            }
        }
    }

    /// Adds a detail to a list: the same slot again is not; one that differs from another only
    /// in its weathers widens that one's (in every weather, it has no weather condition).
    static func merge(_ detail: EncounterDetail, into details: inout [EncounterDetail], weathers: [Int]) {
        guard !details.contains(detail) else { return }
        let isWeather = Set(weathers)
        let others = detail.conditionIDs.filter { !isWeather.contains($0) }
        guard
            let index = details.firstIndex(where: { other in
                other.methodID == detail.methodID && other.minLevel == detail.minLevel
                    && other.maxLevel == detail.maxLevel
                    && other.conditionIDs.filter { !isWeather.contains($0) } == others
                    && other.conditionIDs.contains(where: isWeather.contains)
                    && detail.conditionIDs.contains(where: isWeather.contains)
            })
        else {
            details.append(detail)
            return
        }
        let union = Set(details[index].conditionIDs + detail.conditionIDs).intersection(isWeather)
        let widened = union.count == weathers.count ? [] : weathers.filter(union.contains)
        details[index] = EncounterDetail(
            methodID: detail.methodID, minLevel: detail.minLevel, maxLevel: detail.maxLevel, chance: detail.chance,
            conditionIDs: others + widened)
    }
}

/// PokeAPI's locations by region and English name, and the areas made so far.
private struct LocationIndex {
    private var locations: [String: Int] = [:]
    private var slugs: Set<String>
    private var areaSlugs: Set<String>
    private var areasByKey: [String: Int] = [:]
    private var plainArea: [Int: Int] = [:]
    private var slugOfLocation: [Int: String] = [:]
    private var nextLocation: Int
    private var nextArea: Int

    init(places: [Place]) {
        for place in places where place.kind == .location { slugOfLocation[place.id] = place.name }
        slugs = Set(places.filter { $0.kind == .location }.map(\.name))
        areaSlugs = Set(places.filter { $0.kind == .area }.map(\.name))
        for area in places where area.kind == .area {
            if let location = area.locationID, let slug = slugOfLocation[location], area.name == slug + "-area" {
                plainArea[location] = area.id
            }
        }
        // Two locations of a region may share a name (Sinnoh's two Halls of Origin): the one
        // with an area of its own, then the first by id, whatever order the places come in, so
        // that `make fixtures` writes the same files every time.
        for place in places.filter({ $0.kind == .location }).sorted(by: { $0.id < $1.id }) {
            guard let region = place.region, let english = place.names[.en] else { continue }
            let key = region + "/" + GamePlaceNames.fold(english)
            if let chosen = locations[key], plainArea[chosen] != nil || plainArea[place.id] == nil { continue }
            locations[key] = place.id
        }
        nextLocation = (places.filter { $0.kind == .location }.map(\.id).max() ?? 0) + 1
        nextArea = (places.filter { $0.kind == .area }.map(\.id).max() ?? 0) + 1
    }

    /// The area a sighting is filed under, made (with its location) when new.
    mutating func area(
        for sighting: Sighting, list: GamePlaceNames.GameList, places: inout [Place]
    ) throws -> Int {
        guard let english = list.name(sighting.location, in: .en) else {
            throw TableError(
                file: sighting.list, offset: sighting.location, reason: "place \(sighting.location) has no name")
        }
        let key = sighting.region + "/" + GamePlaceNames.fold(english)
        let location: Int
        if let known = locations[key] {
            location = known
        } else {
            location = nextLocation
            nextLocation += 1
            var slug = Self.slug(english)
            if slugs.contains(slug) { slug = sighting.region + "-" + slug }
            slugs.insert(slug)
            slugOfLocation[location] = slug
            locations[key] = location
            places.append(
                Place(
                    kind: .location, id: location, name: slug, locationID: nil, region: sighting.region,
                    names: Self.names { list.name(sighting.location, in: $0) }))
        }
        let qualifier = Self.qualifier(sighting.qualifier, list: list)
        let areaKey = "\(location)/" + (qualifier[.en] ?? "")
        if let known = areasByKey[areaKey] { return known }
        if qualifier.isEmpty, let own = plainArea[location] {
            areasByKey[areaKey] = own
            return own
        }
        let locationSlug = slugOfLocation[location] ?? Self.slug(english)
        var slug = locationSlug + "-" + (qualifier[.en].map(Self.slug) ?? "area")
        if areaSlugs.contains(slug) {
            slug += "-" + (sighting.list.split(separator: "_").last.map(String.init) ?? "game")
        }
        areaSlugs.insert(slug)
        let id = nextArea
        nextArea += 1
        areasByKey[areaKey] = id
        places.append(
            Place(
                kind: .area, id: id, name: slug, locationID: location, region: nil,
                names: Self.names { language in
                    guard let place = list.name(sighting.location, in: language) else { return nil }
                    guard case .none = sighting.qualifier else {
                        return qualifier[language].map { Self.qualified(place, $0, in: language) }
                    }
                    return place
                }))
        return id
    }

    /// What narrows a place, in each language: `from South Province (Area One)`, `Holm of
    /// Trials, Gapejaw Bog`; empty when nothing does.
    static func qualifier(_ qualifier: Sighting.Qualifier, list: GamePlaceNames.GameList) -> [Language: String] {
        switch qualifier {
        case .none: return [:]
        case .from(let other):
            return names { language in list.name(other, in: language).map { from($0, in: language) } }
        case .within(let lines):
            return names { language in
                let parts = lines.compactMap { list.name($0, in: language) }
                guard parts.count == lines.count else { return nil }
                return parts.joined(separator: separator(language))
            }
        }
    }

    static func from(_ place: String, in language: Language) -> String {
        Crossing.qualifier(from: place, in: language)
    }

    static func separator(_ language: Language) -> String {
        switch language {
        case .ja, .jaHrkt: "・"
        case .zhHans, .zhHant: "、"
        default: ", "
        }
    }

    /// `Place (qualifier)`, with the full-width brackets Japanese and Chinese write.
    static func qualified(_ place: String, _ qualifier: String, in language: Language) -> String {
        switch language {
        case .ja, .jaHrkt, .zhHans, .zhHant: "\(place)（\(qualifier)）"
        default: "\(place) (\(qualifier))"
        }
    }

    static func names(_ name: (Language) -> String?) -> [Language: String] {
        var names: [Language: String] = [:]
        for language in Language.allCases { names[language] = name(language) }
        return names
    }

    /// `Reveler’s Road` → `revelers-road`, `Pokémon League` → `pokemon-league`.
    static func slug(_ name: String) -> String {
        GamePlaceNames.fold(name).split(separator: " ").joined(separator: "-")
    }
}
