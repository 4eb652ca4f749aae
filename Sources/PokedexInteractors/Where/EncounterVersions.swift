import PokedexDomain

/// Versions by id, in release order, with the version group each belongs to.
package struct EncounterVersions: Sendable {
    let terms: [Int: EncounterTerm]
    /// Version id → its version group (its base game for a downloadable part's version) and its
    /// place in release order: one lookup for each of the hundreds of groups shown.
    private let byVersion: [Int: (group: VersionGroup, order: Int)]

    init(terms all: [EncounterTerm], games catalog: GameCatalog) {
        // No version to place (an entry's games alone, `show`): no table of every game's versions.
        guard all.contains(where: { $0.kind == .version }) else {
            terms = [:]
            byVersion = [:]
            return
        }
        // Made at their sizes: grown a term at a time, they were twenty-one reallocations. Only
        // versions are kept: made for every term, methods and conditions too, the two tables
        // were 20 KB of fresh memory where 5 do.
        var versions = 0
        // Read in place: a term handed to a closure is copied, its names retained.
        for index in all.indices where all[index].kind == .version { versions += 1 }
        var terms = [Int: EncounterTerm](minimumCapacity: versions)
        var byName = [String: VersionGroup](minimumCapacity: catalog.all.reduce(0) { $0 + $1.versions.count })
        for group in catalog.all {
            let base = GameCatalog.baseGames[group.name].flatMap(catalog.group(named:)) ?? group
            for version in group.versions { byName[version] = base }
        }
        var byVersion = [Int: (group: VersionGroup, order: Int)](minimumCapacity: versions)
        for term in all where term.kind == .version && terms[term.id] == nil {
            terms[term.id] = term
            if let group = byName[term.name] { byVersion[term.id] = (group, group.order * 1000 + term.id) }
        }
        self.terms = terms
        self.byVersion = byVersion
    }

    /// Whether the version is one of `game`'s (any version when no game is asked about).
    func belongs(_ versionID: Int, to game: VersionGroup?) -> Bool {
        guard let game else { return true }
        return byVersion[versionID]?.group.name == game.name
    }

    package func group(of versionID: Int) -> VersionGroup? {
        byVersion[versionID]?.group
    }

    /// The name of the one game `groups` (each area's) are all of; nil for none or more than
    /// one. Read group by group until a second game: a set made of every group's game was a
    /// twentieth of `where`.
    package func onlyGame(of groups: [[EncounterGroup]]) -> String? {
        var only: String?
        for area in groups {
            for group in area {
                guard let game = self.group(of: group.versionID)?.name else { continue }
                if let seen = only, seen != game { return nil }
                only = game
            }
        }
        return only
    }

    /// The game of this name, among those of the versions known.
    package func groupNamed(_ name: String?) -> VersionGroup? {
        byVersion.values.first { $0.group.name == name }?.group
    }

    /// Release order: by version group, then id.
    package func sortKey(_ versionID: Int) -> Int {
        byVersion[versionID]?.order ?? (terms[versionID] == nil ? Int.max : 999 * 1000 + versionID)
    }
}
