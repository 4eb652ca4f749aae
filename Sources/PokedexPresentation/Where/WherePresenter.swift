import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `where`: encounters by game, in words, and as PokeAPI writes them.
extension Presenter {
    /// `fold`: the games' own tables folded by place and level band, as a player reads them.
    package static func present(
        _ result: WhereResult, language: Language = .en, pokemonNames: LocalizedNames = .empty,
        shape: EncounterShape = .both, fold: Bool = false
    ) -> ViewState {
        let places = PlacesByID(result.places)
        let names = EncounterNames(terms: result.terms, language: language)
        var entries: [EncounterEntry] = []
        if shape.lines { entries.reserveCapacity(result.areas.reduce(0) { $0 + $1.groups.count }) }
        var records: [EncounterRecord] = []
        var recordNames = LineNames(names: names)
        var english: Set<String> = []
        for area in result.areas {
            let place = places.area(area.areaID)
            let location = place?.locationID.flatMap { places.location($0) }
            let placed = shape.namesPlaces ? place.map { names.place($0, in: location) } : nil
            let shown = placed?.name
            if let placed, placed.english { english.insert(placed.name) }
            let areaName = place?.name ?? "area-\(area.areaID)"
            if shape.lines {
                let parts = shown.flatMap { shown in location.map { names.parts(of: shown, in: $0) } }
                // Appended one by one: a list mapped and then added was every entry made twice.
                for group in area.groups {
                    entries.append(
                        EncounterEntry(
                            areaID: area.areaID, area: areaName, place: shown ?? areaName, pokemon: nil, group: group,
                            location: parts?.location, qualifier: parts?.qualifier))
                }
            }
            guard shape.records else { continue }
            var record = EncounterRecord(
                area: areaName, areaDisplayName: shown, location: location?.name, pokemon: nil,
                versions: area.groups.map { recordNames.record($0) })
            record.locationDisplayName = location.map { names.name(of: $0) }
            records.append(record)
        }
        let inDex = result.gamesInDex
        // Read in place: a term filtered out first is copied, its three names retained.
        let covered = Set(
            result.terms.compactMap { term in
                term.kind == .version && term.group == EncounterTerm.hasEncounters
                    ? result.versions.group(of: term.id)?.name : nil
            })
        let without = inDex.filter { !covered.contains($0.name) }
        let evolution = result.evolvesFrom
        var model =
            WhereViewModel(
                pokemon: row(result.pokemon, names: pokemonNames, language: language),
                species: result.pokemon.speciesName,
                sections: sections(entries, versions: result.versions, names: names, fold: fold),
                records: records, game: result.game?.name, gameDisplayName: result.game?.displayName,
                method: result.method?.name, gamesInDex: inDex.map(\.name),
                gamesInDexDisplayNames: inDex.map(\.displayName), gamesWithoutLocations: without.map(\.name),
                gamesWithoutLocationsDisplayNames: without.map(\.displayName),
                evolvesFrom: evolution.map { row($0.from, names: pokemonNames, language: language) },
                evolutionConditions: evolution?.conditions ?? [])
        model.breedFrom = result.breedFrom.map { row($0, names: pokemonNames, language: language) }
        model.gamesMet = result.gamesMet.map(\.name)
        model.gamesMetDisplayNames = result.gamesMet.map(\.displayName)
        model.englishPlaces = english
        model.scope = result.scope
        model.scopeName = result.scopeName
        model.scopePart = result.scopePart
        model.onlyIn = result.onlyIn
        model.onlyInDisplayNames = result.onlyIn.map { names.versionName($0) }
        model.notIn = result.notIn
        model.notInDisplayNames = result.notIn.map { names.versionName($0) }
        // One game shown: how to get it there, way by way.
        if let shown = result.game
            ?? result.versions.groupNamed(result.versions.onlyGame(of: result.areas.map(\.groups)))
        {
            // Within one version asked about, its name says nothing more.
            let scoped = result.scope.map { scope in shown.versions.filter { scope.contains($0) } }
            let versions = scoped?.isEmpty == false ? scoped ?? [] : shown.versions
            let from = result.parent.map { row($0, names: pokemonNames, language: language) }
            model.ways =
                shape.lines
                ? ways(of: model.sections, versions: versions, from: from)
                : ways(of: records, versions: versions, from: from)
        }
        return .content(model)
    }

    /// An entry's games (by Pokédex) and the first few places it is met in the latest game that
    /// has it anywhere.
    static func addWhere(_ found: WhereResult, to model: inout DetailViewModel, language: Language) {
        model.games = found.gamesInDex.map(\.name)
        model.gamesDisplayNames = found.gamesInDex.map(\.displayName)
        guard let game = found.game else { return }
        let names = EncounterNames(terms: found.terms, language: language)
        let places = PlacesByID(found.places)
        var shown: [String] = []
        for area in found.areas {
            guard let place = places.area(area.areaID) else { continue }
            let location = place.locationID.flatMap { places.location($0) }
            let (name, english) = names.place(place, in: location)
            if english { model.englishPlaces.insert(name) }
            if !shown.contains(name) {
                shown.append(name)
                model.whereAreas.append(place.name)
            }
        }
        model.wherePlaces = shown
        model.whereGame = game.name
        model.whereGameDisplayName = game.displayName
    }

    /// An area's encounters as PokeAPI writes them: one record per Pokémon, its versions in order.
    static func pokemonRecords(
        _ groups: [EncounterGroup], rows: (Int) -> PokemonRow?, names: EncounterNames
    ) -> [EncounterRecord] {
        var order: [Int] = []
        var byPokemon: [Int: [EncounterGroup]] = [:]
        for group in groups {
            if byPokemon[group.pokemonID] == nil { order.append(group.pokemonID) }
            byPokemon[group.pokemonID, default: []].append(group)
        }
        var recordNames = LineNames(names: names)
        return order.map { id in
            EncounterRecord(
                area: nil, areaDisplayName: nil, location: nil,
                pokemon: rows(id) ?? PokemonRow(id: id, name: "pokemon-\(id)", displayName: "#\(id)", types: []),
                versions: (byPokemon[id] ?? []).map { recordNames.record($0) })
        }
    }

    /// The lines of each game, in release order; games in a row with the same lines share a section.
    static func sections(
        _ entries: [EncounterEntry],
        versions: EncounterVersions, names: EncounterNames, fold: Bool = false
    ) -> [EncounterSection] {
        // Each version's entries by their positions: copied into lists of their own, the
        // entries (six names and a group each) were a twentieth of `where`.
        var positionsOf: [Int: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            positionsOf[entry.group.versionID, default: []].append(position)
        }
        // A version with the same encounters as one worked out (Scarlet's and Violet's) takes its lines.
        var worked: [(positions: [Int], lines: [EncounterLine])] = []
        var byVersion: [Int: [EncounterLine]] = [:]
        var lineNames = LineNames(names: names)
        for (version, positions) in positionsOf {
            if let twin = worked.first(where: { Self.sameEncounters($0.positions, positions, in: entries) }) {
                byVersion[version] = twin.lines
                continue
            }
            let lines = Self.lines(of: positions, in: entries, names: &lineNames)
            worked.append((positions, lines))
            byVersion[version] = lines
        }
        var sections: [EncounterSection] = []
        // Each version's place in release order looked up once, not at every comparison.
        let inOrder = byVersion.keys.map { (key: versions.sortKey($0), version: $0) }.sorted { $0.key < $1.key }
        for version in inOrder.map(\.version) {
            let lines = byVersion[version] ?? []
            let term = names.version(version)
            if let last = sections.last, last.lines == lines {
                sections[sections.count - 1] = EncounterSection(
                    versions: last.versions + [term.name],
                    versionDisplayNames: last.versionDisplayNames + [term.displayName], lines: lines)
            } else {
                sections.append(
                    EncounterSection(versions: [term.name], versionDisplayNames: [term.displayName], lines: lines))
            }
        }
        guard fold else { return sections }
        // The games' own tables give no rates: theirs are the lines that fold.
        for index in sections.indices where sections[index].lines.allSatisfy({ $0.chance == 0 }) {
            sections[index].folded = folded(sections[index].lines, language: names.language)
        }
        return sections
    }

    /// Whether two versions' entries (at these positions) are the same places, Pokémon and details.
    static func sameEncounters(_ a: [Int], _ b: [Int], in entries: [EncounterEntry]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { one, other in
                // Read in place: an entry bound whole is copied, its names retained.
                entries[one].areaID == entries[other].areaID
                    && entries[one].pokemon?.id == entries[other].pokemon?.id
                    && entries[one].group.pokemonID == entries[other].group.pokemonID
                    && entries[one].group.details == entries[other].group.details
            }
    }
}

/// Places by kind and id, the first of each: positions in the places, so that building it
/// copies no place.
struct PlacesByID {
    private let places: [Place]
    /// Where each id's first place of the kind is among `places`.
    private var locations = PositionsByID()
    private var areas = PositionsByID()

    init(_ places: [Place]) {
        self.places = places
        for (index, place) in places.enumerated() {
            switch place.kind {
            case .location: locations.keep(index, for: place.id)
            case .area: areas.keep(index, for: place.id)
            }
        }
    }

    func location(_ id: Int) -> Place? { locations[id].map { places[$0] } }
    func area(_ id: Int) -> Place? { areas[id].map { places[$0] } }
}

/// The names of what encounters refer to by id, and of places, in the chosen language.
struct EncounterNames {
    private let versions: Table
    private let methods: Table
    private let conditions: Table
    let language: Language
    /// pokedex's words in the language: the dens, areas and regions of qualifiers.
    private let labels: ScreenLabels

    /// Where each id's term of one kind is among all the terms (ids are small: a few hundred at
    /// most). A table of the terms themselves by id was 30 KB for the few conditions a
    /// Pokémon's encounters name, seven pages made and unmade; the terms are shared, not
    /// copied out (each copy retains three names: 285 copies for Pikachu's `where`), and a
    /// field is read where the term lies.
    private struct Table {
        private let terms: [EncounterTerm]
        private let positions: [Int16]

        init(_ all: [EncounterTerm], kind: EncounterTerm.Kind) {
            terms = all
            var largest = -1
            for term in all where term.kind == kind && (0..<10_000).contains(term.id) {
                largest = max(largest, term.id)
            }
            var positions = [Int16](repeating: -1, count: largest + 1)
            // The last of an id counts, as it did when the table held the terms: for a term by
            // its id and for a version by its name alike.
            for position in all.indices where position <= Int(Int16.max) && all[position].kind == kind {
                let id = all[position].id
                if (0..<10_000).contains(id) { positions[id] = Int16(position) }
            }
            self.positions = positions
        }

        private func position(of id: Int) -> Int? {
            guard positions.indices.contains(id), positions[id] >= 0 else { return nil }
            return Int(positions[id])
        }

        subscript(id: Int) -> EncounterTerm? { position(of: id).map { terms[$0] } }

        /// Its PokeAPI name, read in place.
        func name(_ id: Int) -> String? { position(of: id).map { terms[$0].name } }

        /// The first term, in id order (each id's last), that `matches`.
        func first(where matches: (EncounterTerm) -> Bool) -> EncounterTerm? {
            for position in positions where position >= 0 && matches(terms[Int(position)]) {
                return terms[Int(position)]
            }
            return nil
        }
    }

    init(terms: [EncounterTerm], language: Language) {
        versions = Table(terms, kind: .version)
        methods = Table(terms, kind: .method)
        conditions = Table(terms, kind: .condition)
        self.language = language
        labels = ScreenLabels(language: language)
    }

    private func term(_ kind: EncounterTerm.Kind, _ id: Int) -> EncounterTerm {
        let table =
            switch kind {
            case .version: versions
            case .method: methods
            case .condition: conditions
            }
        return table[id]
            ?? EncounterTerm(
                kind: kind, id: id, name: Self.unknownName(kind, id), displayName: "\(kind.rawValue) \(id)")
    }

    /// The name of a term the bundle does not have: `condition-12`.
    private static func unknownName(_ kind: EncounterTerm.Kind, _ id: Int) -> String { "\(kind.rawValue)-\(id)" }

    /// A version, its Japanese-only releases told apart: `Red (Japan)`.
    func version(_ id: Int) -> EncounterTerm {
        let version = term(.version, id)
        guard version.name.hasSuffix("-japan") else { return version }
        return EncounterTerm(
            kind: .version, id: id, name: version.name, displayName: version.displayName + " (Japan)",
            group: version.group)
    }
    func method(_ id: Int) -> EncounterTerm { term(.method, id) }

    /// A version's English name by its PokeAPI name (`scarlet` → `Scarlet`).
    func versionName(_ name: String) -> String {
        versions.first { $0.name == name }?.displayName ?? DisplayName.titleCase(name)
    }
    func condition(_ id: Int) -> EncounterTerm { term(.condition, id) }
    /// A condition's PokeAPI name (`time-night`), read where its term lies.
    func conditionName(_ id: Int) -> String { conditions.name(id) ?? Self.unknownName(.condition, id) }
    /// A method's PokeAPI name (`old-rod`), read where its term lies.
    func methodName(_ id: Int) -> String { methods.name(id) ?? Self.unknownName(.method, id) }

    /// A method in a word or two, as the games' guides write it: `Walking`, `Old Rod`.
    func methodDisplayName(_ id: Int) -> String {
        let method = method(id)
        return Self.shortMethod(method.name) ?? DisplayName.titleCase(method.name)
    }

    /// An area's shown name as its location's name and what it adds in brackets (`Casseroya
    /// Lake (from West Province (Area Two))` → `from West Province (Area Two)`); the location
    /// alone for an area named as it.
    func parts(of shown: String, in location: Place) -> (location: String, qualifier: String?) {
        let place = name(of: location)
        guard shown != place else { return (place, nil) }
        for (open, close) in [(" (", ")"), ("（", "）")] where shown.hasPrefix(place + open) && shown.hasSuffix(close) {
            return (place, String(shown.dropFirst(place.count + open.count).dropLast(close.count)))
        }
        return (shown, nil)
    }

    /// A place's name in the language, else in English, else from its PokeAPI name.
    func name(of place: Place) -> String {
        own(place) ?? place.names[.en] ?? composed(place) ?? DisplayName.titleCase(place.name)
    }

    /// A place PokeAPI names in no language, its region first (`hoenn-pokecenter`), in the
    /// language's words: `ポケモンセンター (ホウエン)`; nil for English, which is PokeAPI's.
    private func composed(_ place: Place) -> String? {
        guard language != .en, place.names[.en] == nil, let region = place.region, place.name.hasPrefix(region + "-"),
            let word = AreaWords.word(
                Self.words(place.name.dropFirst(region.count + 1)), in: language)
        else { return nil }
        return word + labels.parenthesized(labels.word(.region, region))
    }

    /// A place's name in the language (Japanese in kana where there is none in kanji, and the
    /// other way round).
    private func own(_ place: Place) -> String? {
        switch language {
        case .ja: place.names[.ja] ?? place.names[.jaHrkt]
        // Kana where the games write it so, else the games' Japanese rather than English.
        case .jaHrkt: place.names[.jaHrkt] ?? place.names[.ja]
        default: place.names[language]
        }
    }

    /// For an area with no name in the language: the qualifier PokeAPI's English puts after
    /// its location's name (`B1F` of `Seafoam Islands (B1F)`, `south, towards Viridian City`
    /// of `Route 2 (…)`), bracketed or not (`Prize Corner` of `Celadon City Prize Corner`),
    /// or before it (`Contest Hall` of `Contest Hall (Lilycove City)`); nil for one with a
    /// name, or none.
    private func englishQualifier(_ area: Place, in location: Place) -> (text: Substring, bracketed: Bool)? {
        guard own(area) == nil, let english = area.names[.en] else { return nil }
        // A location PokeAPI names with its region first has areas named without it:
        // `Safari Zone Plains` of `Johto Safari Zone`.
        let start = location.names[.en].map { name in
            guard let space = name.firstIndex(of: " "), let region = location.region,
                name[..<space].lowercased() == region, !english.hasPrefix(name)
            else { return name }
            return String(name[name.index(after: space)...])
        }
        guard english.last == ")" else {
            guard let start, english.count > start.count + 1, english.hasPrefix(start + " ") else { return nil }
            return (english.dropFirst(start.count + 1), false)
        }
        if let start, english.hasPrefix(start + " (") {
            return (english.dropFirst(start.count + 2).dropLast(), true)
        }
        guard let open = english.firstIndex(of: "(") else { return nil }
        let inside = english[english.index(after: open)...].dropLast()
        if inside == start?[...], open > english.startIndex {
            let before = english[..<open]
            return (before.hasSuffix(" ") ? before.dropLast() : before, true)
        }
        return (inside, true)
    }

    /// An area as people name it: its location's name for a location's one area
    /// (`viridian-forest-area`), else its own (`Mt. Moon (B1F)`); and whether that is in
    /// English, or ends in an English qualifier, for want of a name in the language.
    func place(_ area: Place, in location: Place?) -> (name: String, english: Bool) {
        let other = language != .en
        guard let location else { return (name(of: area), other && own(area) == nil && composed(area) == nil) }
        if area.name == location.name + "-area" || area.name == location.name {
            return (name(of: location), other && own(location) == nil && composed(location) == nil)
        }
        let inLanguage = own(area)
        // No name in the language, but its location has one: that, and the qualifier (a floor
        // after the name, `Pyrite Bldg 1F`, as if PokeAPI had bracketed it).
        if self.own(location) != nil, let (qualifier, bracketed) = englishQualifier(area, in: location),
            bracketed || AreaWords.floor(qualifier) != nil || AreaWords.qualifier(qualifier, in: language) != nil
        {
            return qualified(location, qualifier)
        }
        if let own = inLanguage ?? area.names[.en] {
            let english = other && inLanguage == nil
            // Named whole, its location's name first (`South Province (Area Four) (from South
            // Province (Area One))`): as it is.
            if let start = inLanguage != nil ? self.own(location) : location.names[.en], own.count > start.count,
                own.hasPrefix(start)
            {
                return (own, english)
            }
            // The area's own qualifier after its location's name: `Route 2 (south, towards Viridian City)`.
            if let open = own.firstIndex(of: "("), own.last == ")" {
                return (name(of: location) + " " + own[open...], english)
            }
            return (own, english)
        }
        // Named by PokeAPI in no language: its location's name and the words its name adds.
        let suffix = Self.nameSuffix(area, in: location)
        let words = Self.words(suffix)
        if self.own(location) != nil, AreaWords.qualifier(words, in: language) != nil || AreaWords.floor(words) != nil {
            return qualified(location, words)
        }
        return (name(of: location) + labels.parenthesized(DisplayName.titleCase(suffix)), other)
    }

    /// `location`'s name and PokeAPI's `qualifier` after it, in the language where its words
    /// are known; else as PokeAPI writes it, English but for a floor as the Japanese and Korean
    /// games write it (`ふたごじま (B1F)`), a letter alone (`Altering Cave (E)`) or a number.
    private func qualified(_ location: Place, _ qualifier: Substring) -> (name: String, english: Bool) {
        if let local = AreaWords.qualifier(qualifier, in: language) {
            return (name(of: location) + labels.parenthesized(local), false)
        }
        let floor = AreaWords.floor(qualifier) != nil && AreaWords.writesFloorsAsPokeAPI(language)
        let letter = qualifier.count == 1 && qualifier.allSatisfy(\.isUppercase)
        let english = !(floor || letter || qualifier.allSatisfy { !$0.isLetter })
        // PokeAPI writes a few floors small (`Aether Paradise (2f)`): as the games do.
        let shown = floor ? qualifier.uppercased() : String(qualifier)
        return (name(of: location) + labels.parenthesized(shown), language != .en && english)
    }

    /// A PokeAPI name's words: `pokemon center` of `pokemon-center`.
    private static func words(_ name: some StringProtocol) -> Substring {
        Substring(name.map { $0 == "-" ? " " : $0 })
    }

    /// What an area's PokeAPI name adds to its location's: `east` of `mount-hokulani-east`.
    private static func nameSuffix(_ area: Place, in location: Place) -> String {
        area.name.hasPrefix(location.name + "-") ? String(area.name.dropFirst(location.name.count + 1)) : area.name
    }
}

extension Presenter {
    /// `where`: where a Pokémon is met, in one game or all, by one way or all.
    func whereFound(
        _ pokemon: String, game: String?, method: String?, all: Bool = false
    ) async throws(PokedexError) -> ViewState {
        // Piped rows give PokeAPI's names alone: no place's names are read for them, and names
        // in the reader's language (every species', the terms conditions name) are read only
        // for text that says them, a person's screen or the note a pipe is given for no row;
        // so too the games whose Pokédex has it and what it evolves from, which only that
        // note says.
        // (Every area found gives rows, by its id where it has no place: what is left out is
        // left out only when there are rows.)
        let result = try await WhereInteractor(sources).find(
            pokemon, game: game, method: method, placeNames: encounters.namesPlaces, rowsAlone: encounters == .rows)
        defer { keep(result) }
        if encounters == .rows {
            let rows = Self.present(result, language: language, shape: encounters, fold: false)
            if let model = rows.model(WhereViewModel.self), !model.sections.isEmpty { return rows }
        }
        let state = Self.present(
            result, language: language, pokemonNames: await pokemonNames, shape: encounters,
            fold: !all && encounters.folds)
        guard language != .en, var model = state.model(WhereViewModel.self) else { return state }
        model.conditionNames = await conditionNames(model.evolutionConditions)
        model.conditionTerms = await conditionTerms(model.sections.map(\.namedInConditions))
        return .content(model)
    }
}
