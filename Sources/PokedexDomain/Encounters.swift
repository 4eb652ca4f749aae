/// Where Pokémon are found: PokeAPI's encounters, by location area, as facts.

/// One way to meet a Pokémon in one area of one game: PokeAPI's encounter detail.
package struct EncounterDetail: Sendable, Hashable {
    /// An encounter method's id (`walk`, `old-rod`…, named in `EncounterTerms`).
    package let methodID: Int
    package let minLevel: Int
    package let maxLevel: Int
    /// Percent; PokeAPI lists a slot per chance.
    package let chance: Int
    /// Encounter condition values' ids (`time-night`, `swarm-yes`…).
    package let conditionIDs: [Int]

    package init(methodID: Int, minLevel: Int, maxLevel: Int, chance: Int, conditionIDs: [Int]) {
        self.methodID = methodID
        self.minLevel = minLevel
        self.maxLevel = maxLevel
        self.chance = chance
        self.conditionIDs = conditionIDs
    }
}

/// One Pokémon in one area in one game (a version), with every way to meet it there.
package struct EncounterGroup: Sendable, Hashable {
    package let pokemonID: Int
    package let versionID: Int
    package let maxChance: Int
    package let details: [EncounterDetail]

    package init(pokemonID: Int, versionID: Int, maxChance: Int, details: [EncounterDetail]) {
        self.pokemonID = pokemonID
        self.versionID = versionID
        self.maxChance = maxChance
        self.details = details
    }
}

/// A location area and every encounter in it, in PokeAPI's order.
package struct AreaEncounters: Sendable, Hashable {
    package let areaID: Int
    package let groups: [EncounterGroup]

    package init(areaID: Int, groups: [EncounterGroup]) {
        self.areaID = areaID
        self.groups = groups
    }
}

/// A location or one of its areas, with its names.
package struct Place: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case location, area
    }

    package let kind: Kind
    package let id: Int
    /// PokeAPI's name: `viridian-forest`, `mt-moon-1f`.
    package let name: String
    /// An area's location; nil for a location.
    package let locationID: Int?
    /// A location's region (`kanto`); nil when PokeAPI gives none, and for areas.
    package let region: String?
    package let names: [Language: String]

    package init(
        kind: Kind, id: Int, name: String, locationID: Int?, region: String?, names: [Language: String]
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.locationID = locationID
        self.region = region
        self.names = names
    }
}

/// The names of what encounters refer to by id: versions, methods and condition values.
package struct EncounterTerm: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case version, method, condition
    }

    package let kind: Kind
    package let id: Int
    /// PokeAPI's name: `red`, `old-rod`, `time-night`.
    package let name: String
    /// PokeAPI's English name: `Red`, `Fishing with an Old Rod`, `At night`.
    package let displayName: String
    /// A condition value's condition (`time`, `season`, `swarm`); for a version,
    /// `hasEncounters` when PokeAPI has encounters for it; empty for the others.
    package let group: String

    package static let hasEncounters = "encounters"

    package init(kind: Kind, id: Int, name: String, displayName: String, group: String = "") {
        self.kind = kind
        self.id = id
        self.name = name
        self.displayName = displayName
        self.group = group
    }
}

/// A regional Pokédex: who is in it, in its own order, and the games it is the Pokédex of.
package struct RegionalDex: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package let number: Int
        package let speciesID: Int

        package init(number: Int, speciesID: Int) {
            self.number = number
            self.speciesID = speciesID
        }
    }

    package let id: Int
    /// `kanto`, `original-johto`, `paldea`, `national`.
    package let name: String
    /// `Kanto`, `Original Johto`.
    package let displayName: String
    package let region: String?
    /// The version groups it is the Pokédex of.
    package let versionGroups: [String]
    package let entries: [Entry]

    package init(
        id: Int, name: String, displayName: String, region: String?, versionGroups: [String], entries: [Entry]
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.region = region
        self.versionGroups = versionGroups
        self.entries = entries
    }
}

/// Encounters, places and regional Pokédexes: what `where`, `location` and `list --pokedex`
/// read. Interactors see only this protocol; the data layer implements it.
package protocol EncountersRepository: Sendable {
    /// Every area where `pokemonID` is met, with that Pokémon's encounters there only.
    func areas(of pokemonID: Int) async throws(RepositoryError) -> [AreaEncounters]
    /// These areas' encounters.
    func areas(_ ids: [Int]) async throws(RepositoryError) -> [AreaEncounters]
    /// The locations and areas with these ids, and every area of the locations `areasOf` has;
    /// with their names in the reader's languages when `named`, else none (what piped rows
    /// need: PokeAPI's names alone).
    func places(
        locations: Set<Int>, areas: Set<Int>, areasOf: Set<Int>, named: Bool
    ) async throws(RepositoryError) -> [Place]
    /// Every location's id, in the order of `placeKeys()`.
    func locationIDs() async throws(RepositoryError) -> [Int]
    /// Every location's name keys, in the order of `places()`' locations.
    func placeKeys() async throws(RepositoryError) -> NameKeys
    func encounterTerms() async throws(RepositoryError) -> [EncounterTerm]
    /// Every version, and only these methods and condition values.
    func encounterTerms(methods: Set<Int>, conditions: Set<Int>) async throws(RepositoryError) -> [EncounterTerm]
    func regionalDexes() async throws(RepositoryError) -> [RegionalDex]
    /// The regional Pokédexes of one game (version group): `paldea`, `kitakami` and
    /// `blueberry` of `scarlet-violet`.
    func regionalDexes(of versionGroup: String) async throws(RepositoryError) -> [RegionalDex]
    /// The version groups of the regional Pokédexes that have this species.
    func dexVersionGroups(ofSpecies speciesID: Int) async throws(RepositoryError) -> [String]
    /// Asks for what finding `pokemonID`'s encounters reads all at once, before it is read,
    /// where the source gains by it (`PokedexRepository.readAhead(entryOf:)`).
    func readAhead(encountersOf pokemonID: Int) async
    /// The same for what finding who lives at a place reads.
    func readAheadForPlaces() async
}

extension EncountersRepository {
    package func readAhead(encountersOf pokemonID: Int) async {}
    package func readAheadForPlaces() async {}

    /// The places, named.
    package func places(
        locations: Set<Int>, areas: Set<Int>, areasOf: Set<Int>
    ) async throws(RepositoryError) -> [Place] {
        try await places(locations: locations, areas: areas, areasOf: areasOf, named: true)
    }

    package func regionalDexes(of versionGroup: String) async throws(RepositoryError) -> [RegionalDex] {
        try await regionalDexes().filter { $0.versionGroups.contains(versionGroup) }
    }
}
