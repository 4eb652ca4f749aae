/// A version group: the games that share their data (`scarlet-violet` for Scarlet and Violet).
package struct VersionGroup: Sendable, Equatable {
    package let id: Int
    package let name: String
    /// The games in release order: higher is later.
    package let order: Int
    package let generation: Int
    /// Its versions' PokeAPI names: `scarlet`, `violet`.
    package let versions: [String]
    /// `Scarlet/Violet`.
    package let displayName: String

    package init(id: Int, name: String, order: Int, generation: Int, versions: [String], displayName: String) {
        self.id = id
        self.name = name
        self.order = order
        self.generation = generation
        self.versions = versions
        self.displayName = displayName
    }
}

/// Every game, and what people call them: `--game` takes a version group's name, a version's
/// name, or the abbreviation players use, in any case and spacing.
package struct GameCatalog: Sendable {
    /// In release order.
    package let all: [VersionGroup]
    /// Made at the first name looked up: most commands name no game.
    private let madeKeys = MadeOnce<NameKeys>()
    private var keys: NameKeys { madeKeys.value { NameKeys(spellings) } }
    /// Each game's names: its own, its display name, the players' abbreviations, its versions.
    private var spellings: [[String]] {
        all.map { group in
            [group.name, group.displayName] + (Self.abbreviations[group.name] ?? []) + group.versions
        }
    }
    /// Each text's game, worked out once: `--game sv` is asked for its game, its part and its
    /// version, and each look at the games' names was 0.13 million instructions.
    private let positions = Answers<String, Int?>()

    /// The short names players use, for the version group each means. A set of games that
    /// spans two version groups (RBY, GSC) means the later one.
    package static let abbreviations: [String: [String]] = [
        "red-blue": ["rb", "rgb"], "yellow": ["rby", "y"], "gold-silver": ["gs"], "crystal": ["gsc", "c"],
        "ruby-sapphire": ["rs"], "emerald": ["rse", "e"], "firered-leafgreen": ["frlg"],
        "diamond-pearl": ["dp"], "platinum": ["dpp", "pt", "plat"], "heartgold-soulsilver": ["hgss", "hg", "ss"],
        "black-white": ["bw"], "black-2-white-2": ["b2w2", "bw2"], "x-y": ["xy"],
        "omega-ruby-alpha-sapphire": ["oras"], "sun-moon": ["sm"], "ultra-sun-ultra-moon": ["usum"],
        "lets-go-pikachu-lets-go-eevee": ["lgpe", "lets-go"], "sword-shield": ["swsh"],
        "the-isle-of-armor": ["ioa"], "the-crown-tundra": ["ct"],
        "brilliant-diamond-shining-pearl": ["bdsp"], "legends-arceus": ["la", "pla"],
        "scarlet-violet": ["sv"], "the-teal-mask": ["tm", "teal-mask"], "the-indigo-disk": ["id", "indigo-disk"],
        "legends-za": ["za", "plza"], "colosseum": ["colo"],
    ]

    package init(_ groups: [VersionGroup]) {
        all = groups.sorted { $0.order < $1.order }
    }

    package func group(named name: String) -> VersionGroup? {
        all.first { $0.name == name }
    }

    /// The version group `text` means; nil when none.
    /// A downloadable part of a game means the game: PokeAPI keeps the Isle of Armor's and
    /// the Teal Mask's learnsets with Sword/Shield's and Scarlet/Violet's.
    package static let baseGames: [String: String] = [
        "the-isle-of-armor": "sword-shield", "the-crown-tundra": "sword-shield",
        "the-teal-mask": "scarlet-violet", "the-indigo-disk": "scarlet-violet", "mega-dimension": "legends-za",
    ]

    package func resolve(_ text: String) -> VersionGroup? {
        guard let group = position(of: text).map({ all[$0] }) else { return nil }
        return Self.baseGames[group.name].flatMap(self.group(named:)) ?? group
    }

    /// The downloadable part `text` names (`the-teal-mask`, `ioa`), whose learnsets are its
    /// base game's; nil for anything else.
    package func downloadablePart(_ text: String) -> VersionGroup? {
        guard let group = position(of: text).map({ all[$0] }), Self.baseGames[group.name] != nil else {
            return nil
        }
        return group
    }

    /// The versions `text` narrows a game to, when it names less than a whole game with its
    /// downloadable parts: one version (`violet`, `Pokémon Scarlet`) and that version's side of
    /// each part (`the-teal-mask-violet`); a part (`tm`) and its versions. Nil for a game.
    package func versions(_ text: String) -> [String]? {
        if let part = downloadablePart(text) { return part.versions }
        guard let group = position(of: text).map({ all[$0] }) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        let plain =
            words.count > 1 && ["pokemon", "pokémon"].contains(words[0].lowercased())
            ? words.dropFirst().joined(separator: " ") : text
        let key = NameKey.make(plain)
        guard group.versions.count > 1, let version = group.versions.first(where: { NameKey.make($0) == key }) else {
            return nil
        }
        let parts = all.filter { Self.baseGames[$0.name] == group.name }.flatMap(\.versions)
        return [version] + parts.filter { $0.hasSuffix("-" + version) }
    }

    /// The game `text` names, as players write it: `sv`, `Scarlet`, `Pokémon Scarlet`, `pokemon red`.
    private func position(of text: String) -> Int? {
        positions.answer(text, lookUp)
    }

    private func lookUp(_ text: String) -> Int? {
        // A name as it is written (`sv`, `Scarlet`) is found among the names themselves; the
        // keys are made only for what is not (`scarletviolet`, a typo's suggestions).
        if let position = NameKeys.exactPosition(of: text, in: spellings) ?? keys.position(of: text) {
            return position
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        guard words.count > 1, let first = words.first,
            ["pokemon", "pokémon"].contains(first.lowercased())
        else { return nil }
        return keys.position(of: words.dropFirst().joined(separator: " "))
    }

    /// Version-group names close to `text`, for an unknown game.
    package func suggestions(for text: String) -> [String] {
        keys.suggestions(for: text).map { all[$0].name }
    }

    /// Of `wanted`, the latest version group. A set and not any sequence: a generic one made
    /// into a set here, unspecialized, had the runtime look up its conformances (1.6% of `team`).
    package func latest(of wanted: Set<String>) -> VersionGroup? {
        all.last { wanted.contains($0.name) }
    }
}
