import PokedexDomain

/// `team --file F --vs A,B`: each member against each Pokémon raced, both ways, by the calculator.
extension TeamInteractor {
    /// Moves a Pokémon named alone does not attack with: a turn lost before or after (Hyper Beam,
    /// Solar Beam, Dig), fainting (Explosion), or power that needs what a blank set lacks.
    static let unusedByBlankSets: Set<String> = [
        "hyper-beam", "giga-impact", "blast-burn", "hydro-cannon", "frenzy-plant", "rock-wrecker", "roar-of-time",
        "prismatic-laser", "eternabeam", "meteor-assault", "explosion", "self-destruct", "misty-explosion",
        "final-gambit", "memento", "solar-beam", "solar-blade", "sky-attack", "skull-bash", "razor-wind",
        "meteor-beam", "electro-shot", "freeze-shock", "ice-burn", "geomancy", "dig", "dive", "fly", "bounce",
        "phantom-force", "shadow-force", "sky-drop", "future-sight", "doom-desire", "focus-punch", "dream-eater",
        "belch", "synchronoise", "last-resort", "steel-beam", "mind-blown", "chloroblast", "shell-trap",
        "beak-blast", "fake-out", "first-impression", "snore", "spit-up", "natural-gift", "fling", "burn-up",
        "double-shock", "hyperspace-fury", "dragon-ascent", "v-create", "head-smash", "light-of-ruin",
    ]

    /// Each member (with its export's moves) against each threat (a blank set at `level`: no
    /// EVs, a neutral nature, its first ability, attacking with the same-type move it learns in
    /// `game` that does the member most damage), both ways.
    func matchups(
        export: String, members: [TeamMember], threats: [PokemonSummary], level: Int, game: String
    ) async throws(PokedexError) -> [TeamReport.Matchup] {
        let blocks = ShowdownExport.blocks(export)
        let damage = DamageInteractor(pokedex: pokedex, repository: repository)
        let parents = await bestEffort { try await pokedex.evolutionParents(along: threats.map(\.speciesID)) } ?? [:]
        var result: [TeamReport.Matchup] = []
        var threatMoves: [Int: [String]] = [:]
        for threat in threats where threatMoves[threat.id] == nil {
            threatMoves[threat.id] = try await strongestMoves(of: threat, in: game, parents: parents)
        }
        for (index, member) in members.enumerated() where index < blocks.count {
            for threat in threats {
                // By its PokeAPI name: an export reads `Landorus (Therian)` as a nickname.
                let blank = "\(threat.name)\nLevel: \(level)"
                let dealt = await best(
                    member.spec.moves, attacker: blocks[index], defender: blank, damage: damage)
                let taken = await best(
                    threatMoves[threat.id] ?? [], attacker: blank, defender: blocks[index], damage: damage)
                result.append(TeamReport.Matchup(member: index, threat: threat, dealt: dealt, taken: taken))
            }
        }
        return result
    }

    /// Of `moves`, the one that does the most to the defender (by its highest roll).
    private func best(
        _ moves: [String], attacker: String, defender: String, damage: DamageInteractor
    ) async -> TeamReport.Hit? {
        var best: TeamReport.Hit?
        for move in moves {
            var request = DamageRequest()
            request.attacker = attacker
            request.defender = defender
            request.move = move
            // A move whose damage cannot be worked out (a status move, one pokedex does not model) is passed over.
            guard let report = await bestEffort({ try await damage.damage(request) }),
                report.result.range.upperBound > 0
            else { continue }
            let (low, high) = report.percents
            if let found = best, found.high >= high { continue }
            best = TeamReport.Hit(
                move: report.result.move.term.displayName, moveName: report.result.move.term.name, low: low,
                high: high, ko: report.koChance?.text ?? "")
        }
        return best
    }

    /// The damaging moves of `pokemon`'s own types it can know in `game`, but those a blank set
    /// would not use: the calculator then finds which does most to each member (a physical
    /// Poltergeist may do less than a special Shadow Ball).
    private func strongestMoves(
        of pokemon: PokemonSummary, in game: String, parents: [Int: Int]
    ) async throws(PokedexError) -> [String] {
        guard let ids = try await learnable(by: pokemon, in: game, parents: parents) else { return [] }
        let moves = try await wrap { () async throws(RepositoryError) in try await repository.moves(ids: ids) }
        return moves.filter {
            pokemon.types.contains($0.type) && $0.damageClass != "status" && ($0.power ?? 0) > 0
                && !Self.unusedByBlankSets.contains($0.name)
        }
        .sorted { ($0.power ?? 0, $1.name) > ($1.power ?? 0, $0.name) }.map(\.displayName)
    }
}
