import Foundation
import PokedexData
import PokedexDomain
import PokedexJSON

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct Generator: Sendable {
    let options: Options
    let session: URLSession

    init(options: Options) {
        self.options = options
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 120
        configuration.httpMaximumConnectionsPerHost = options.concurrency
        session = URLSession(configuration: configuration)
    }

    /// The sources read, each with its snapshot's commit: PokeAPI's (from its README, with
    /// `--pokeapi-data`), PKHeX's and Showdown's (their `SOURCE` files).
    func sources() -> [SourcesIndex.Source] {
        func text(_ folder: String?, _ file: String) -> String? {
            folder.flatMap { try? String(contentsOfFile: $0 + "/" + file, encoding: .utf8) }
        }
        return [
            text(options.pokeapiData, "README.md").flatMap(SourcesIndex.pokeAPI(readme:)),
            text(options.pkhex, "SOURCE").flatMap { SourcesIndex.source(named: "PKHeX", sourceLine: $0) },
            text(options.showdown, "SOURCE").flatMap { SourcesIndex.source(named: "Pokémon Showdown", sourceLine: $0) },
        ].compactMap { $0 }
    }

    func run() async throws {
        let fileManager = FileManager.default
        let out = URL(fileURLWithPath: options.out, isDirectory: true)
        let staging = out.deletingLastPathComponent()
            .appendingPathComponent(".\(out.lastPathComponent).staging-\(getpid())", isDirectory: true)
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }

        var pokemonBodies: [Int: PokemonDTO] = [:]
        var speciesBodies: [Int: SpeciesDTO] = [:]
        var evolving: Set<Int> = []
        var types: [TypeRelations] = []
        var spriteMasks: [Int: Int] = [:]
        for resource in Trim.bundledResources {
            let list = try await fetchJSON("\(resource.rawValue)?limit=100000&offset=0")
            let trimmedList = Trim.list(list)
            try write(
                Self.serialize(trimmedList), to: staging.appendingPathComponent("\(resource.rawValue)/index.json"))
            let ids = ((trimmedList as? [String: Any])?["results"] as? [[String: Any]] ?? [])
                .compactMap { ($0["url"] as? String).flatMap(NamedResourceDTO.idFromURL) }
            log("\(resource.rawValue): \(ids.count) resources")
            let bodies = try await fetchEach(resource.rawValue, ids: ids) { id, data in
                (
                    id, try Self.serialize(Trim.body(try JSONSerialization.jsonObject(with: data), resource: resource)),
                    resource == .pokemon ? try Self.spriteMask(of: data, id: id) : nil
                )
            }
            for (id, data, mask) in bodies {
                if let mask { spriteMasks[id] = mask }
                try write(data, to: staging.appendingPathComponent("\(resource.rawValue)/\(id).json"))
                switch resource {
                case .pokemon: pokemonBodies[id] = try JSONReader.read(PokemonDTO.self, from: data)
                case .pokemonSpecies: speciesBodies[id] = try JSONReader.read(SpeciesDTO.self, from: data)
                case .type: types.append(PokemonMapper.relations(try JSONReader.read(TypeDTO.self, from: data)))
                case .evolutionChain:
                    evolving.formUnion(
                        PokemonMapper.speciesThatEvolve(try JSONReader.read(EvolutionChainDTO.self, from: data))
                    )
                default: break
                }
            }
        }

        var summaries: [PokemonSummary] = []
        var facts: ListFactsTable = [:]
        for pokemon in pokemonBodies.values {
            guard let speciesID = pokemon.species.id, let species = speciesBodies[speciesID] else {
                throw GeneratorError("pokemon/\(pokemon.id) names a species that is not in the list")
            }
            summaries.append(PokemonMapper.summary(pokemon: pokemon, species: species))
            facts.insert(
                try PokemonMapper.listFacts(pokemon: pokemon, species: species, evolves: evolving.contains(speciesID)),
                for: pokemon.id)
        }
        try Data(StatsIndex.encode(facts).utf8).write(to: staging.appendingPathComponent(StatsIndex.fileName))
        try Data(SpriteIndex.encode(spriteMasks).utf8).write(to: staging.appendingPathComponent(SpriteIndex.fileName))
        try Data(TypeChartIndex.encode(types).utf8).write(to: staging.appendingPathComponent(TypeChartIndex.fileName))
        let parents = speciesBodies.compactMapValues { $0.evolvesFromSpecies?.id }
        try Data(FamilyIndex.encode(parents).utf8).write(to: staging.appendingPathComponent(FamilyIndex.fileName))
        try Data(CatalogIndex.encode(summaries).utf8)
            .write(to: staging.appendingPathComponent(CatalogIndex.fileName))
        var lists = GameNameLists(pkhex: options.pkhex.map { URL(fileURLWithPath: $0) })
        var speciesNames: [Int: [Language: String]] = [:]
        for (id, species) in speciesBodies {
            speciesNames[id] = GameNameLists.merged(
                NamesIndex.names(of: species), games: try lists.names(.species, index: id))
        }
        // A form's own words in each language, from the games' list of forms (`Rock Star` →
        // `ハードロック`, `Female` → `Femelle`), under the form's Pokémon id: shown after its
        // species' name. The kanji games write them as the kana games do.
        for summary in summaries where !summary.isDefault {
            guard let open = summary.displayName.firstIndex(of: "("), summary.displayName.hasSuffix(")") else {
                continue
            }
            var words = try lists.names(.forms, english: String(summary.displayName[open...].dropFirst().dropLast()))
            words[.ja] = words[.ja] ?? words[.jaHrkt]
            if !words.isEmpty { speciesNames[summary.id] = words }
        }
        let names = LocalizedNames(speciesNames)
        try Data(NamesIndex.encode(names).utf8).write(to: staging.appendingPathComponent(NamesIndex.fileName))
        let varieties = speciesBodies.mapValues { species in species.varieties.compactMap(\.pokemon.id) }
        try Data(SourcesIndex.encode(sources()).utf8).write(to: staging.appendingPathComponent(SourcesIndex.fileName))
        var special: [SpecialMoves.Move] = []
        if let showdown = options.showdown.map({ URL(fileURLWithPath: $0) }) {
            let forms = try FormFixtures.forms(showdown: showdown, catalog: summaries)
            try Data(FormsIndex.encode(forms).utf8).write(to: staging.appendingPathComponent(FormsIndex.fileName))
            special = try SpecialMoves.read(showdown: showdown, catalog: summaries, forms: forms)
            let tiers = try FormFixtures.tiers(showdown: showdown, catalog: summaries, forms: forms)
            try Data(TiersIndex.encode(tiers).utf8).write(to: staging.appendingPathComponent(TiersIndex.fileName))
            log("Showdown: \(forms.count) forms' names, \(special.count) moves learnt by special means")
        }
        try await MoveFixtures(generator: self).write(
            to: staging, pokemonIDs: pokemonBodies.keys.sorted(), parents: parents, varieties: varieties,
            special: special)
        try await WhereFixtures(generator: self).write(to: staging, varieties: varieties)
        try Self.writeSearchKeys(in: staging)

        // Swap the finished tree in; a failed run leaves the old fixtures as they were.
        let retired = staging.appendingPathExtension("old")
        if fileManager.fileExists(atPath: out.path) { try fileManager.moveItem(at: out, to: retired) }
        try fileManager.moveItem(at: staging, to: out)
        try? fileManager.removeItem(at: retired)
        log("wrote \(summaries.count) Pokémon to \(out.path)")
    }

    /// The search keys of the indexes in `folder`, made from them as written, and where the
    /// row each name names is (`NameOffsetsIndex`).
    static func writeSearchKeys(in folder: URL) throws {
        // Every file made before any is written: a failure leaves them all as they were.
        let text = try SearchKeysIndex.encode(indexesIn: folder.path)
        let english = try SearchKeysIndex.decode(Data(text.english.utf8), Set(SearchKeysIndex.kinds))
        let offsets = try NameOffsetsIndex.encode(indexesIn: folder.path, keys: english)
        try Data(text.english.utf8).write(to: folder.appendingPathComponent(SearchKeysIndex.fileName), options: .atomic)
        try Data(offsets.utf8).write(to: folder.appendingPathComponent(NameOffsetsIndex.fileName), options: .atomic)
        try Data(text.every.utf8).write(
            to: folder.appendingPathComponent(SearchKeysIndex.everyLanguageFileName), options: .atomic)
        try Data(text.everyForASCII.utf8).write(
            to: folder.appendingPathComponent(SearchKeysIndex.everyLanguageForASCIIFileName), options: .atomic)
    }

    /// `transform` of every item of `resource` by id, fetched `concurrency` at a time.
    func fetchEach<T: Sendable>(
        _ resource: String, ids: [Int], transform: @escaping @Sendable (Int, Data) throws -> T
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: T.self) { group in
            var pending = ids[...]
            var results: [T] = []
            func addNext() {
                guard let id = pending.popFirst() else { return }
                group.addTask { try transform(id, try await fetch("\(resource)/\(id)/")) }
            }
            for _ in 0..<options.concurrency { addNext() }
            while let result = try await group.next() {
                results.append(result)
                addNext()
            }
            return results
        }
    }

    /// Which pictures a Pokémon's `sprites` lists; each URL must follow the layout the
    /// program rebuilds it from (`SpriteIndex.path`), or the index would lie.
    static func spriteMask(of body: Data, id: Int) throws -> Int {
        guard let sprites = try JSONReader.read(PokemonDTO.self, from: body).sprites else { return 0 }
        var present: Set<SpriteVariant> = []
        for variant in SpriteVariant.all {
            guard let url = sprites.url(of: variant) else { continue }
            guard url.hasSuffix("/" + SpriteIndex.path(of: variant, id: id)) else {
                throw GeneratorError("pokemon/\(id): \(variant.key) is at \(url), not where the index would look")
            }
            present.insert(variant)
        }
        return SpriteIndex.mask(present)
    }

    /// The ids of every item of a resource, from its list index.
    func ids(of resource: String) async throws -> [Int] {
        let list = try JSONReader.read(
            ResourceListDTO.self, from: try await fetch("\(resource)?limit=100000&offset=0"))
        return list.results.compactMap(\.id)
    }

    private func fetchJSON(_ path: String) async throws -> Any {
        try JSONSerialization.jsonObject(with: try await fetch(path))
    }

    /// A body, retried a few times; a 404 is not retried.
    func fetch(_ path: String) async throws -> Data {
        guard let url = URL(string: "\(options.api)/\(path)") else { throw GeneratorError("bad URL for \(path)") }
        var lastError: any Error = GeneratorError("no attempt")
        for attempt in 0..<4 {
            if attempt > 0 { try await Task.sleep(nanoseconds: UInt64(attempt) * 500_000_000) }
            do {
                let (data, response) = try await session.data(from: url)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard status == 200 else {
                    lastError = GeneratorError("\(url): HTTP \(status)")
                    if status == 404 { break }
                    continue
                }
                return data
            } catch {
                lastError = GeneratorError("\(url): \(error.localizedDescription)")
            }
        }
        throw lastError
    }

    /// Sorted keys and fixed formatting: the same object always gives the same bytes.
    static func serialize(_ object: Any) throws -> Data {
        var data = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        data.append(UInt8(ascii: "\n"))
        return data
    }

    func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func log(_ message: String) {
        FileHandle.standardError.write(Data("pokedex-fixtures: \(message)\n".utf8))
    }
}
