import PokedexDomain

/// Versions by id, in release order, with the version group each belongs to: found by the id
/// itself (`PositionsByID`), hundreds of times a `where`.
package struct EncounterVersions: Sendable {
    /// Every version's term, the first of each id, and where each is among them.
    private let versions: [EncounterTerm]
    private let positions: PositionsByID
    /// By the same position: the version's group (its base game for a downloadable part's
    /// version) and its place in release order; nil for a version no game names.
    private let placed: [(group: VersionGroup, order: Int)?]

    init(terms all: [EncounterTerm], games catalog: GameCatalog) {
        // No version to place (an entry's games alone, `show`): no table of every game's versions.
        guard all.contains(where: { $0.kind == .version }) else {
            (versions, positions, placed) = ([], PositionsByID(), [])
            return
        }
        var byName = [String: VersionGroup](minimumCapacity: catalog.all.reduce(0) { $0 + $1.versions.count })
        for group in catalog.all {
            let base = GameCatalog.baseGames[group.name].flatMap(catalog.group(named:)) ?? group
            for version in group.versions { byName[version] = base }
        }
        var versions: [EncounterTerm] = []
        var placed: [(group: VersionGroup, order: Int)?] = []
        var positions = PositionsByID()
        // Read in place: a term handed to a closure is copied, its names retained.
        for index in all.indices where all[index].kind == .version && positions[all[index].id] == nil {
            let id = all[index].id
            positions.keep(versions.count, for: id)
            versions.append(all[index])
            placed.append(byName[all[index].name].map { ($0, $0.order * 1000 + id) })
        }
        (self.versions, self.positions, self.placed) = (versions, positions, placed)
    }

    /// The term of version `id`; nil for a version not given.
    func term(_ id: Int) -> EncounterTerm? {
        positions[id].map { versions[$0] }
    }

    /// Whether the version is one of `game`'s (any version when no game is asked about).
    func belongs(_ versionID: Int, to game: VersionGroup?) -> Bool {
        guard let game else { return true }
        return positions[versionID].flatMap { placed[$0] }?.group.name == game.name
    }

    package func group(of versionID: Int) -> VersionGroup? {
        positions[versionID].flatMap { placed[$0] }?.group
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
        placed.lazy.compactMap { $0?.group }.first { $0.name == name }
    }

    /// Release order: by version group, then id.
    package func sortKey(_ versionID: Int) -> Int {
        guard let position = positions[versionID] else { return Int.max }
        return placed[position]?.order ?? 999 * 1000 + versionID
    }
}
