import FoundationEssentials
import PokedexDomain

// The generated indexes of abilities, items, natures, games and egg groups: one small file each,
// read only by the commands that need it.

/// `pokedex-abilities.tsv`: `# id  name  display_name  generation  main_series  pokemon  hidden`,
/// where `pokemon` and `hidden` list the ids of the Pokémon that have it as a normal or a
/// hidden ability.
package enum AbilityIndex {
    package static let fileName = "pokedex-abilities.tsv"
    static let header = "# id\tname\tdisplay_name\tgeneration\tmain_series\tpokemon\thidden"

    package static func encode(_ abilities: [Ability]) -> String {
        var text = header + "\n"
        for ability in abilities.sorted(by: { $0.id < $1.id }) {
            let ids = { (hidden: Bool) in
                ability.holders.filter { $0.isHidden == hidden }.map { String($0.pokemonID) }.joined(separator: ",")
            }
            text += IndexRows.line([
                String(ability.id), ability.name, ability.displayName, String(ability.generation),
                ability.isMainSeries ? "1" : "0", ids(false), ids(true),
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [Ability] {
        try table.decode(data, reserving: 400)
    }

    /// The abilities some of `pokemonIDs` can have, each with those of them that have it, in
    /// file order: the rows where each id stands among the holders (`lineStarts(whereListFrom:
    /// holds:in:)`, eight bytes at a time), and of a row only the holders asked about kept. A
    /// few ids (a team's) are found so; more, in one pass that looks at every row's holders
    /// and reads only the rows that have one of them.
    static func abilities(heldBy pokemonIDs: Set<Int>, in data: Data) throws(RepositoryError) -> [Ability] {
        let asked = IDBits(pokemonIDs)
        if pokemonIDs.count <= 12 {
            var starts = Set<Int>()
            for id in pokemonIDs { starts.formUnion(IndexRows.lineStarts(whereListFrom: 5, holds: id, in: data)) }
            let table = IndexRows.Table<Ability>(file: fileName, fieldCount: 7, rowKind: "an ability row") { fields in
                held(fields, asked: asked)
            }
            return try table.rows(data, atLineStarts: starts.sorted())
        }
        return try IndexRows.parse(
            data, fieldCount: 7, file: fileName, rowKind: "an ability row",
            keep: { IndexRows.numbers(fromField: 5, of: $0, meet: asked) }, row: { held($0, asked: asked) })
    }

    /// A row with only the holders `asked` about.
    private static func held(_ fields: IndexRows.Fields, asked: IDBits) -> Ability? {
        guard let id = fields.number(0), let generation = fields.number(3) else { return nil }
        var holders: [Ability.Holder] = []
        // The lists read number by number, none made: Levitate's holders are some forty.
        for (field, hidden) in [(5, false), (6, true)] {
            let list = fields.bytes(field)
            var value = 0
            var digits = 0
            for index in 0...list.count {
                guard index == list.count || list[index] == UInt8(ascii: ",") else {
                    let digit = list[index] &- UInt8(ascii: "0")
                    guard digit < 10, digits < 9 else { return nil }
                    value = value * 10 + Int(digit)
                    digits += 1
                    continue
                }
                // An empty list, or an empty part of one (`1,,2`), holds nothing.
                if digits > 0, asked.contains(value) { holders.append(.init(pokemonID: value, isHidden: hidden)) }
                value = 0
                digits = 0
            }
        }
        return Ability(
            id: id, name: fields.string(1), displayName: fields.string(2), generation: generation,
            isMainSeries: fields.string(4) == "1", holders: holders.sorted { $0.pokemonID < $1.pokemonID })
    }

    /// A row as what it names alone (its id and names), its holders unread: what a name finds.
    static let terms = IndexRows.Table<Term>(file: fileName, fieldCount: 7, rowKind: "an ability row") { fields in
        fields.number(0).map { Term(kind: .ability, id: $0, name: fields.string(1), displayName: fields.string(2)) }
    }

    static let table = IndexRows.Table<Ability>(file: fileName, fieldCount: 7, rowKind: "an ability row") { fields in
        guard let id = fields.number(0), let generation = fields.number(3), let normal = fields.numbers(5),
            let hidden = fields.numbers(6)
        else { return nil }
        let holders =
            normal.map { Ability.Holder(pokemonID: $0, isHidden: false) }
            + hidden.map { Ability.Holder(pokemonID: $0, isHidden: true) }
        return Ability(
            id: id, name: fields.string(1), displayName: fields.string(2), generation: generation,
            isMainSeries: fields.string(4) == "1", holders: holders.sorted { $0.pokemonID < $1.pokemonID })
    }
}

/// `pokedex-items.tsv`: `# id  name  display_name  category  cost  fling_power  fling_effect
/// attributes`, the attributes separated by commas.
package enum ItemIndex {
    package static let fileName = "pokedex-items.tsv"
    static let header = "# id\tname\tdisplay_name\tcategory\tcost\tfling_power\tfling_effect\tattributes"

    package static func encode(_ items: [Item]) -> String {
        var text = header + "\n"
        for item in items.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(item.id), item.name, item.displayName, item.category, IndexRows.field(item.cost),
                IndexRows.field(item.flingPower), item.flingEffect ?? "", item.attributes.joined(separator: ","),
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [Item] {
        try table.decode(data, reserving: 2300)
    }

    /// A row as what it names alone (its id and names): what a name finds.
    static let terms = IndexRows.Table<Term>(file: fileName, fieldCount: 8, rowKind: "an item row") { fields in
        fields.number(0).map { Term(kind: .item, id: $0, name: fields.string(1), displayName: fields.string(2)) }
    }

    static let table = IndexRows.Table<Item>(file: fileName, fieldCount: 8, rowKind: "an item row") { fields in
        guard let id = fields.number(0), let cost = fields.optionalNumber(4),
            let fling = fields.optionalNumber(5)
        else { return nil }
        return Item(
            id: id, name: fields.string(1), displayName: fields.string(2), category: fields.string(3), cost: cost,
            flingPower: fling, flingEffect: fields.isEmpty(6) ? nil : fields.string(6), attributes: fields.list(7))
    }
}

/// `pokedex-natures.tsv`: `# id  name  display_name  increased  decreased  likes  hates`
/// (empty for the neutral natures).
package enum NatureIndex {
    package static let fileName = "pokedex-natures.tsv"
    static let header = "# id\tname\tdisplay_name\tincreased\tdecreased\tlikes\thates"

    package static func encode(_ natures: [Nature]) -> String {
        var text = header + "\n"
        for nature in natures.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(nature.id), nature.name, nature.displayName, nature.increasedStat ?? "",
                nature.decreasedStat ?? "", nature.likesFlavor ?? "", nature.hatesFlavor ?? "",
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [Nature] {
        try IndexRows.parse(data, fieldCount: 7, file: fileName, rowKind: "a nature row") {
            fields -> Nature? in
            guard let id = fields.number(0) else { return nil }
            func text(_ field: Int) -> String? { fields.isEmpty(field) ? nil : fields.string(field) }
            return Nature(
                id: id, name: fields.string(1), displayName: fields.string(2), increasedStat: text(3),
                decreasedStat: text(4), likesFlavor: text(5), hatesFlavor: text(6))
        }
    }
}

/// `pokedex-games.tsv`: `# id  name  order  generation  versions  display_name`.
package enum GameIndex {
    package static let fileName = "pokedex-games.tsv"
    static let header = "# id\tname\torder\tgeneration\tversions\tdisplay_name"

    package static func encode(_ groups: [VersionGroup]) -> String {
        var text = header + "\n"
        for group in groups.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(group.id), group.name, String(group.order), String(group.generation),
                group.versions.joined(separator: ","), group.displayName,
            ])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> GameCatalog {
        let groups = try IndexRows.parse(data, fieldCount: 6, file: fileName, rowKind: "a game row") {
            fields -> VersionGroup? in
            guard let id = fields.number(0), let order = fields.number(2), let generation = fields.number(3) else {
                return nil
            }
            return VersionGroup(
                id: id, name: fields.string(1), order: order, generation: generation, versions: fields.list(4),
                displayName: fields.string(5))
        }
        return GameCatalog(groups)
    }
}

/// `pokedex-egg-groups.tsv`: `# name  species_ids`.
package enum EggGroupIndex {
    package static let fileName = "pokedex-egg-groups.tsv"
    static let header = "# name\tspecies_ids"

    package static func encode(_ groups: [String: [Int]]) -> String {
        var text = header + "\n"
        for name in groups.keys.sorted() {
            text += IndexRows.line([name, (groups[name] ?? []).sorted().map(String.init).joined(separator: ",")])
        }
        return text
    }

    package static func decode(_ data: Data) throws(RepositoryError) -> [String: [Int]] {
        let rows = try IndexRows.parse(data, fieldCount: 2, file: fileName, rowKind: "an egg group row") {
            fields -> (String, [Int])? in
            guard let ids = fields.numbers(1) else { return nil }
            return (fields.string(0), ids)
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
}

/// `pokedex-families.tsv`: `# species_id  evolves_from`, one line for each species that
/// evolves from another (Garchomp from Gabite, Gabite from Gible): what carries egg moves
/// down a line.
package enum FamilyIndex {
    package static let fileName = "pokedex-families.tsv"
    static let header = "# species_id\tevolves_from"

    package static func encode(_ parents: [Int: Int]) -> String {
        var text = header + "\n"
        for id in parents.keys.sorted() {
            guard let parent = parents[id] else { continue }
            text += IndexRows.line([String(id), String(parent)])
        }
        return text
    }

    /// Each species' parent; the first row of a species counts.
    package static func decode(_ data: Data) throws(RepositoryError) -> [Int: Int] {
        Dictionary(try table.decode(data), uniquingKeysWith: { first, _ in first })
    }

    /// The species `speciesID` evolves from, its line alone read (`where`, `team`, `moves`):
    /// the whole file is 0.3 million instructions, mostly hashing its 484 rows into a
    /// dictionary. As with every row read alone, a damaged row elsewhere goes unseen.
    static func parent(of speciesID: Int, in data: Data) throws(RepositoryError) -> Int? {
        try table.first(data, id: speciesID)?.1
    }

    private static let table = IndexRows.Table<(Int, Int)>(file: fileName, fieldCount: 2, rowKind: "a family row") {
        fields in
        guard let id = fields.number(0), let parent = fields.number(1) else { return nil }
        return (id, parent)
    }
}

/// `pokedex-term-names.tsv`: names of moves, abilities, items and natures in every supported
/// language but English: `# kind  id  language  name`.
package enum TermNamesIndex {
    package static let fileName = "pokedex-term-names.tsv"
    static let header = "# kind\tid\tlanguage\tname"

    package static func encode(_ names: LocalizedTermNames) -> String {
        var text = header + "\n"
        for kind in TermKind.allCases {
            let byID = names.names[kind] ?? [:]
            for id in byID.keys.sorted() {
                for language in Language.allCases {
                    guard let name = byID[id]?[language] else { continue }
                    text += IndexRows.line([
                        kind.rawValue, String(id), language.rawValue, Typesetting.typeset(name, in: language),
                    ])
                }
            }
        }
        return text
    }

    /// Every row.
    package static func decode(_ data: Data) throws(RepositoryError) -> LocalizedTermNames {
        let rows = try IndexRows.parse(data, fieldCount: 4, file: fileName, rowKind: "a term name row") {
            fields -> (TermKind, Int, Language, String)? in
            guard let kind = TermKind(rawValue: fields.string(0)), let id = fields.number(1),
                let language = Language(rawValue: fields.string(2))
            else { return nil }
            return (kind, id, language, fields.string(3))
        }
        var names: [TermKind: [Int: [Language: String]]] = [:]
        for (kind, id, language, name) in rows { names[kind, default: [:]][id, default: [:]][language] = name }
        return LocalizedTermNames(names)
    }

    /// The name of one term in one language, found by halving the file rather than reading it
    /// (`encode` writes the rows in kind, id and language order): a screen names a few of the
    /// four thousand terms. Nil when there is none, or a line on the way is not a row.
    /// With `lines` (the term's lines, from the file's starts index by kind), only they are
    /// halved, when they are the term's: they start a line, the first is the term's, the line
    /// after them another's and the line before a lesser one's (or the header). An empty range
    /// that holds so says the term has no names. Else the whole file is halved.
    static func name(
        of kind: TermKind, id: Int, in language: Language, data: Data, lines: Range<Int>? = nil
    ) -> String? {
        guard let kindRank = TermKind.allCases.firstIndex(of: kind),
            let languageRank = Language.allCases.firstIndex(of: language)
        else { return nil }
        func compare(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let lineKind = IndexRows.rank(ofField: 0, of: line, among: kindCodes),
                let lineID = IndexRows.number(inField: 1, of: line),
                let lineLanguage = IndexRows.rank(ofField: 2, of: line, among: IndexRows.languageCodes)
            else { return nil }
            return IndexRows.order((lineKind, lineID, lineLanguage), (kindRank, id, languageRank))
        }
        if let lines, holds(lines, kind: kindRank, id: id, in: data) {
            return lines.isEmpty
                ? nil : IndexRows.halving(data, within: lines, compare: compare, read: IndexRows.lastField)
        }
        return IndexRows.halving(data, compare: compare, read: IndexRows.lastField)
    }

    /// Whether `lines` are the term's lines (`IndexRows.holds`, a line placed by its kind and id).
    private static func holds(_ lines: Range<Int>, kind: Int, id: Int, in data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            IndexRows.holds(lines, in: raw.bindMemory(to: UInt8.self)) { line in
                guard let lineKind = IndexRows.rank(ofField: 0, of: line, among: kindCodes),
                    let lineID = IndexRows.number(inField: 1, of: line)
                else { return nil }
                return IndexRows.order((lineKind, lineID), (kind, id))
            }
        }
    }

    private static let kindCodes = TermKind.allCases.map { Array($0.rawValue.utf8) }
}
