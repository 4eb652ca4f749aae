import Foundation
import PokedexData
import PokedexDomain
import PokedexGameTables
import PokedexJSON

/// The generated indexes of what Pokémon can do: moves (with their machines), learnsets,
/// abilities, items, natures, games, egg groups and the names of all of these in every
/// supported language. Facts only: no effect or flavour text.
struct MoveFixtures: Sendable {
    let generator: Generator

    /// A few whole learnsets, kept as PokeAPI sent them (their `moves` only), for the tests that
    /// check the generated learnset file against real bodies.
    static let sampleIDs = [1, 132, 479, 10034]
    static let samplesFolder = "samples/pokemon"

    /// `parents`: species id → the species it evolves from, for the egg moves a line shares;
    /// `varieties`: each species' Pokémon in PokeAPI's order, for Legends: Z-A's forms.
    /// A game's name from its versions': `Rouge/Bleu`; a DLC's named once, not for each version
    /// (`鎧の孤島`, not `ソード: 鎧の孤島/シールド: 鎧の孤島`).
    static func gameName(_ versions: [String]) -> String {
        let parts = versions.map { name in
            name.range(of: ": ").map { String(name[$0.upperBound...]) }
        }
        if versions.count > 1, let first = parts.first ?? nil, parts.allSatisfy({ $0 == first }) { return first }
        return versions.joined(separator: "/")
    }

    /// `special`: Showdown's moves learnt by special means in Scarlet/Violet.
    func write(
        to folder: URL, pokemonIDs: [Int], parents: [Int: Int], varieties: [Int: [Int]],
        special: [SpecialMoves.Move] = []
    ) async throws {
        var lists = GameNameLists(pkhex: generator.options.pkhex.map { URL(fileURLWithPath: $0) })
        var versionNames: [String: String] = [:]
        var versionLabels: [String: [Language: String]] = [:]
        for version in try await generator.all("version", as: VersionDTO.self) {
            let english = version.names.first { $0.language.name == "en" }?.name
            versionNames[version.name] = english
            let games = try english.map { try lists.names(.games, english: $0) } ?? [:]
            var labels = GameNameLists.merged(MoveMapper.localized(version.names), games: games)
            // The Legends games' Japanese titles as the games write them (`LEGENDS Z-A`, not
            // PokeAPI's `レジェンズ Z-A`); the others are PokeAPI's (`ピカチュウ` for Yellow).
            if let japanese = games[.jaHrkt], japanese.hasPrefix("LEGENDS") {
                (labels[.ja], labels[.jaHrkt]) = (japanese, japanese)
            }
            // PokeAPI's kana name of a DLC is in kanji (`ソード: 鎧の孤島`): the kanji mode's.
            if let written = labels[.jaHrkt], case let kana = JapaneseSpellings.kana(game: written), kana != written {
                labels[.ja] = labels[.ja] ?? written
                labels[.jaHrkt] = kana
            }
            versionLabels[version.name] = labels
        }
        let groupDTOs = try await generator.all("version-group", as: VersionGroupDTO.self)
        let groups = groupDTOs.map { MoveMapper.versionGroup($0, versionNames: versionNames) }
        var labels: [LabelNames.Kind: [String: [Language: String]]] = [.version: versionLabels]
        // A game in a language where each of its versions has a name there: `Rouge/Bleu`.
        for group in groupDTOs {
            for language in Language.allCases {
                let names = group.versions.compactMap { versionLabels[$0.name]?[language] }
                guard !names.isEmpty, names.count == group.versions.count else { continue }
                labels[.game, default: [:]][group.name, default: [:]][language] = Self.gameName(names)
            }
        }
        for type in try await generator.all("type", as: TypeDTO.self) {
            let english = (type.names ?? []).first { $0.language.name == "en" }?.name
            labels[.type, default: [:]][type.name] = GameNameLists.merged(
                MoveMapper.localized(type.names ?? []),
                games: try english.map { try lists.names(.types, english: $0) } ?? [:])
        }
        for stat in try await generator.all("stat", as: LabelDTO.self) {
            labels[.stat, default: [:]][stat.name] = MoveMapper.localized(stat.names)
        }
        let kinds: [(String, LabelNames.Kind)] = [
            ("move-damage-class", .damageClass), ("egg-group", .eggGroup), ("pokemon-color", .color),
            ("pokemon-habitat", .habitat), ("pokemon-shape", .shape), ("generation", .generation),
            ("move-target", .moveTarget), ("move-learn-method", .learnMethod), ("item-category", .itemCategory),
            ("item-attribute", .itemAttribute), ("berry-flavor", .flavor), ("region", .region),
            ("encounter-method", .encounterMethod), ("encounter-condition-value", .encounterCondition),
        ]
        for (resource, kind) in kinds {
            for named in try await generator.all(resource, as: LabelDTO.self) {
                var names = MoveMapper.localized(named.names)
                // French writes `1re génération`, the noun in lower case after the ordinal.
                if kind == .generation {
                    names[.fr] = names[.fr]?.replacingOccurrences(of: " Génération", with: " génération")
                }
                // A raw data word (`Tenable_actif`) is no name: pokedex's own stands instead.
                names = names.filter { !$0.value.contains("_") }
                labels[kind, default: [:]][named.name] = names
            }
        }
        let games = GameCatalog(groups)
        let order = Dictionary(groups.map { ($0.name, $0.order) }, uniquingKeysWith: { first, _ in first })

        var machines: [Int: [Machine]] = [:]
        let served = try await generator.all("machine", as: MachineDTO.self).compactMap { machine in
            machine.move.id.map {
                GameMachines.Entry(versionGroup: machine.versionGroup.name, item: machine.item.name, moveID: $0)
            }
        }
        for machine in GameMachines.correcting(served) {
            machines[machine.moveID, default: []].append(
                Machine(versionGroup: machine.versionGroup, item: machine.item))
        }

        var names: [TermKind: [Int: [Language: String]]] = [:]
        var effects: [MoveEffect] = []
        let moves = try await generator.all("move", as: MoveDTO.self).map { dto in
            names[.move, default: [:]][dto.id] = GameNameLists.merged(
                MoveMapper.localized(dto.names), games: try lists.names(.moves, index: dto.id))
            effects.append(MoveMapper.effect(dto))
            let taught = (machines[dto.id] ?? []).sorted {
                (order[$0.versionGroup] ?? 0, $0.item) < (order[$1.versionGroup] ?? 0, $1.item)
            }
            return MoveMapper.move(dto, machines: taught)
        }
        let abilities = try await generator.all("ability", as: AbilityDTO.self).map { dto in
            // PokeAPI's ids past the games' (10001…, Colosseum's) are not the games' numbers.
            names[.ability, default: [:]][dto.id] = GameNameLists.merged(
                MoveMapper.localized(dto.names),
                games: dto.id < 10_000 ? try lists.names(.abilities, index: dto.id) : [:])
            return MoveMapper.ability(dto)
        }
        let items = try await generator.all("item", as: ItemDTO.self).map { dto in
            let english = MoveMapper.english(dto.names)
            names[.item, default: [:]][dto.id] = GameNameLists.merged(
                MoveMapper.localized(dto.names), games: try english.map { try lists.names(.items, english: $0) } ?? [:])
            return MoveMapper.item(dto, games: games)
        }
        let natures = try await generator.all("nature", as: NatureDTO.self).map { dto in
            let english = MoveMapper.english(dto.names)
            names[.nature, default: [:]][dto.id] = GameNameLists.merged(
                MoveMapper.localized(dto.names),
                games: try english.map { try lists.names(.natures, english: $0) } ?? [:])
            return MoveMapper.nature(dto)
        }
        var eggGroups: [String: [Int]] = [:]
        for group in try await generator.all("egg-group", as: EggGroupDTO.self) {
            eggGroups[group.name] = group.pokemonSpecies.compactMap(\.id)
        }

        let samples = Set(Self.sampleIDs)
        var learnsets = try await generator.fetchEach("pokemon", ids: pokemonIDs) { id, data in
            let body = try JSONReader.read(PokemonMovesDTO.self, from: data)
            var sample: Data?
            if samples.contains(id) {
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
                let kept = object.filter { ["id", "name", "moves"].contains($0.key) }
                sample = try JSONSerialization.data(
                    withJSONObject: Trim.relative(kept), options: [.sortedKeys, .withoutEscapingSlashes])
            }
            let sets = MoveMapper.learnsets(body).sorted {
                (order[$0.versionGroup] ?? 0) < (order[$1.versionGroup] ?? 0)
            }
            return (id, sets, sample)
        }
        learnsets = try await adding(lumioseLearnsets(moves: Set(moves.map(\.id)), varieties: varieties), to: learnsets)
        learnsets = SpecialMoves.adding(special, moves: moves, to: learnsets)
        for (id, _, sample) in learnsets {
            guard let sample else { continue }
            try generator.write(sample, to: folder.appendingPathComponent("\(Self.samplesFolder)/\(id).json"))
        }

        let learnsetLines = LearnsetIndex.encode(learnsets.sorted { $0.0 < $1.0 }.flatMap(\.1))
        let termNames = TermNamesIndex.encode(LocalizedTermNames(names))
        let files: [(String, String)] = [
            (GameIndex.fileName, GameIndex.encode(groups)),
            (MoveIndex.fileName, MoveIndex.encode(moves)),
            (MoveEffectIndex.fileName, MoveEffectIndex.encode(effects)),
            (AbilityIndex.fileName, AbilityIndex.encode(abilities)),
            (ItemIndex.fileName, ItemIndex.encode(items)),
            (NatureIndex.fileName, NatureIndex.encode(natures)),
            (EggGroupIndex.fileName, EggGroupIndex.encode(eggGroups)),
            (TermNamesIndex.fileName, termNames),
            (LineStartsIndex.fileName(for: TermNamesIndex.fileName), LineStartsIndex.encode(byKind: termNames)),
            (LabelNamesIndex.fileName, LabelNamesIndex.encode(LabelNames(labels))),
            (LearnsetIndex.fileName, learnsetLines),
            (LineStartsIndex.fileName(for: LearnsetIndex.fileName), LineStartsIndex.encode(learnsetLines)),
            (LearnersIndex.fileName, LearnersIndex.encode(learnsets.flatMap(\.1), parents: parents)),
        ]
        for (name, text) in files {
            try generator.write(Data(text.utf8), to: folder.appendingPathComponent(name))
        }
        generator.log(
            "\(moves.count) moves, \(abilities.count) abilities, \(items.count) items, \(natures.count) natures, "
                + "\(groups.count) games, \(learnsets.reduce(0) { $0 + $1.1.count }) learnsets")
    }
}

extension MoveFixtures {
    /// Legends: Z-A's learnsets from PKHeX's (`--pkhex`), which PokeAPI has none of; none
    /// without it.
    func lumioseLearnsets(moves: Set<Int>, varieties: [Int: [Int]]) async throws -> [Learnset] {
        guard let pkhex = generator.options.pkhex else { return [] }
        let url = URL(fileURLWithPath: pkhex).appendingPathComponent("learnsets/za.tsv")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GeneratorError("\(url.path): not there (PKHeX's tables are read from --pkhex)")
        }
        let rows = try LumioseLearnsetRow.read(String(decoding: data, as: UTF8.self), file: url.path, moves: moves)
        let forms = try await generator.formCounts(of: rows.map { ($0.species, $0.form) }, varieties: varieties)
        let (learnsets, skipped) = try LumioseLearnsets.learnsets(rows) { species, form in
            GameForms.pokemon(species: species, form: form, varieties: varieties, formCounts: forms)
        }
        generator.log(
            "PKHeX: Legends: Z-A's learnsets of \(learnsets.count) Pokémon; forms with no Pokémon of their own, "
                + "whose moves are another form's: \(skipped.joined(separator: ", "))")
        return learnsets
    }

    /// `learnsets` (by Pokémon) with `more` added after each one's own, in game order.
    private func adding(
        _ more: [Learnset], to learnsets: [(Int, [Learnset], Data?)]
    ) -> [(Int, [Learnset], Data?)] {
        let byID = Dictionary(grouping: more, by: \.pokemonID)
        return learnsets.map { id, sets, sample in
            (id, sets.filter { $0.versionGroup != "legends-za" } + (byID[id] ?? []), sample)
        }
    }
}

extension Generator {
    /// How many forms PokeAPI lists for the first Pokémon of each species that `pairs` (the
    /// games' species and form numbers) name with a form from 1 to 29: what `GameForms` needs.
    func formCounts(of pairs: [(Int, Int)], varieties: [Int: [Int]]) async throws -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for (species, form) in pairs where form > 0 && form < 30 {
            guard let first = varieties[species]?.first, counts[first] == nil else { continue }
            let body = try JSONSerialization.jsonObject(with: try await fetch("pokemon/\(first)/"))
            counts[first] = ((body as? [String: Any])?["forms"] as? [Any])?.count ?? 1
        }
        return counts
    }

    /// Every item of a resource, decoded.
    func all<T: Decodable & Sendable>(_ resource: String, as type: T.Type) async throws -> [T] {
        let ids = try await ids(of: resource)
        log("\(resource): \(ids.count) resources")
        return try await fetchEach(resource, ids: ids) { _, data in
            try JSONValueDecoder.decode(T.self, from: data)
        }
    }
}
