import FoundationEssentials
import PokedexDomain

/// The generated learnsets of every Pokémon in every game (`pokedex-learnsets.tsv`), one line
/// per Pokémon and game, read only by the commands that need them.
///
///     # pokemon_id  version_group  level_up  machine  egg  tutor  other  plus
///     25  scarlet-violet  1:84,1:45,…,4:39  85,86,…  …  …  form-change:344
///
/// `level_up` holds `level:move` pairs in order; `machine`, `egg` and `tutor` move ids;
/// `other` `method:move` pairs for the rare methods; `plus` (Legends: Z-A) `level:move` pairs,
/// the level from which a level-up move can be its Plus version.
package enum LearnsetIndex {
    package static let fileName = "pokedex-learnsets.tsv"
    static let header = "# pokemon_id\tversion_group\tlevel_up\tmachine\tegg\ttutor\tother\tplus"
    static let fieldCount = 8

    package static func encode(_ learnsets: [Learnset]) -> String {
        var text = header + "\n"
        let sorted = learnsets.enumerated().sorted {
            ($0.element.pokemonID, $0.offset) < ($1.element.pokemonID, $1.offset)
        }
        for (_, learnset) in sorted {
            func ids(_ method: LearnMethod) -> String {
                learnset.moves.filter { $0.method == method }.map { String($0.moveID) }.joined(separator: ",")
            }
            let levelUp = learnset.moves.filter { $0.method == .levelUp }.map { "\($0.level ?? 0):\($0.moveID)" }
            let other = learnset.moves.compactMap { move -> String? in
                guard case .other(let name) = move.method else { return nil }
                return "\(name):\(move.moveID)"
            }
            var plus: [String] = []
            for move in learnset.moves {
                guard let level = move.plusLevel, !plus.contains("\(level):\(move.moveID)") else { continue }
                plus.append("\(level):\(move.moveID)")
            }
            text += IndexRows.line([
                String(learnset.pokemonID), learnset.versionGroup, levelUp.joined(separator: ","), ids(.machine),
                ids(.egg), ids(.tutor), other.joined(separator: ","), plus.joined(separator: ","),
            ])
        }
        return text
    }

    /// The learnsets of one Pokémon, in every game it has or in `versionGroup` alone. The file
    /// being in id order, its lines are `lines` (from the file's starts index) or found by
    /// halving it, and reading stops past them.
    package static func learnsets(
        of pokemonID: Int, in versionGroup: String? = nil, data: Data, lines: Range<Int>? = nil
    ) throws(RepositoryError) -> [Learnset] {
        let group = versionGroup.map { Array($0.utf8) }
        return try decode(
            data, from: IndexRows.start(ofID: pokemonID, in: data, known: lines),
            keep: { line in
                guard let group else { return true }
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return true }
                return IndexRows.firstField(of: UnsafeBufferPointer(rebasing: line[(tab + 1)...]), is: group)
            },
            stop: IndexRows.stopping(past: pokemonID))
    }

    /// The games a Pokémon learns anything in, in the file's order; its moves are not read.
    package static func games(of pokemonID: Int, data: Data, lines: Range<Int>? = nil) throws(RepositoryError)
        -> [String]
    {
        try IndexRows.parse(
            data, from: IndexRows.start(ofID: pokemonID, in: data, known: lines), fieldCount: fieldCount,
            file: fileName,
            rowKind: "a learnset row", stop: IndexRows.stopping(past: pokemonID)
        ) { fields in fields.number(0) == pokemonID ? fields.string(1) : nil }
    }

    /// Every learnset (or those whose raw line `keep` accepts, until one that `stop` turns
    /// down), from `offset`, a line's start.
    package static func decode(
        _ data: Data, from offset: Int = 0, keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
        stop: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
    ) throws(RepositoryError) -> [Learnset] {
        try IndexRows.parse(
            data, from: offset, fieldCount: fieldCount, file: fileName, rowKind: "a learnset row", keep: keep,
            stop: stop
        ) { fields in
            guard let pokemonID = fields.number(0) else { return nil }
            guard let plusPairs = fields.pairs(7, { (level: $0, move: $1) }),
                let levelUp = fields.pairs(2, { (level: $0, move: $1) })
            else { return nil }
            var plus: [Int: Int] = [:]
            for pair in plusPairs { plus[pair.move] = pair.level }
            var moves: [LearnedMove] = []
            for pair in levelUp {
                moves.append(
                    LearnedMove(moveID: pair.move, method: .levelUp, level: pair.level, plusLevel: plus[pair.move]))
            }
            for (field, method) in [(3, LearnMethod.machine), (4, .egg), (5, .tutor)] {
                guard let ids = fields.numbers(field) else { return nil }
                moves += ids.map { LearnedMove(moveID: $0, method: method) }
            }
            for pair in fields.list(6) {
                let parts = pair.split(separator: ":")
                guard parts.count == 2, let move = Int(parts[1]) else { return nil }
                moves.append(LearnedMove(moveID: move, method: LearnMethod(name: String(parts[0]))))
            }
            return Learnset(pokemonID: pokemonID, versionGroup: fields.string(1), moves: moves)
        }
    }

    /// Who learns `moveID`: in `versionGroup` with how, or in any game. One pass over the
    /// raw bytes that builds nothing but the answer: lines of other games are skipped at their
    /// second field, and each move is compared as a number where it is written.
    /// In one game, `parents` (species → the species it evolves from) adds the Pokémon that
    /// have the move through a pre-evolution's egg move there.
    static func learners(
        of moveID: Int, in versionGroup: String?, data: Data, parents: [Int: Int] = [:]
    ) throws(RepositoryError) -> [MoveLearner] {
        let group = versionGroup.map { Array($0.utf8) }
        var methods: [Int: [LearnMethod]] = [:]
        var present: Set<Int> = []
        var malformedLine: Int?
        let tab = UInt8(ascii: "\t")
        IndexRows.forEachLine(data) { line, number in
            guard let firstTab = line.firstIndex(of: tab),
                let pokemonID = IndexRows.Fields.decimal(UnsafeBufferPointer(rebasing: line[..<firstTab]))
            else {
                malformedLine = number
                return false
            }
            let rest = UnsafeBufferPointer(rebasing: line[(firstTab + 1)...])
            if let group, !IndexRows.firstField(of: rest, is: group) { return true }
            present.insert(pokemonID)
            guard let groupEnd = rest.firstIndex(of: tab) else { return true }
            scan(UnsafeBufferPointer(rebasing: rest[(groupEnd + 1)...]), for: moveID) { method in
                if !(methods[pokemonID]?.contains(method) ?? false) { methods[pokemonID, default: []].append(method) }
            }
            return true
        }
        if let malformedLine {
            throw .malformed(resource: fileName, reason: "line \(malformedLine) is not a learnset row")
        }
        let learners = methods.keys.sorted().map { id in
            MoveLearner(pokemonID: id, methods: versionGroup == nil ? [] : (methods[id] ?? []).sorted())
        }
        guard versionGroup != nil, !parents.isEmpty else { return learners }
        let inherited = EggInheritance.inheritedLearners(
            eggLearners: learners.filter { $0.methods.contains(.egg) }.map(\.pokemonID),
            learners: Set(methods.keys), present: present, parents: parents)
        return (learners + inherited.map { MoveLearner(pokemonID: $0.pokemonID, methods: [.egg], from: $0.from) })
            .sorted { $0.pokemonID < $1.pokemonID }
    }

    /// Calls `found` with the method of each place `fields` (level-up, machine, egg, tutor,
    /// other) names `moveID`.
    private static func scan(
        _ fields: UnsafeBufferPointer<UInt8>, for moveID: Int, found: (LearnMethod) -> Void
    ) {
        var field = 0
        var tokenStart = 0
        var colon: Int?
        for index in 0...fields.count {
            let byte = index < fields.count ? fields[index] : UInt8(ascii: "\t")
            if byte == UInt8(ascii: ":") {
                colon = index
                continue
            }
            guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\t") else { continue }
            let numberStart = colon.map { $0 + 1 } ?? tokenStart
            if index > numberStart,
                IndexRows.Fields.decimal(UnsafeBufferPointer(rebasing: fields[numberStart..<index])) == moveID
            {
                switch field {
                case 0: found(.levelUp)
                case 1: found(.machine)
                case 2: found(.egg)
                case 3: found(.tutor)
                case 4:
                    let name = colon.map {
                        String(decoding: UnsafeBufferPointer(rebasing: fields[tokenStart..<$0]), as: UTF8.self)
                    }
                    found(LearnMethod(name: name ?? "other"))
                // Plus levels name level-up moves again.
                default: break
                }
            }
            tokenStart = index + 1
            colon = nil
            if byte == UInt8(ascii: "\t") { field += 1 }
        }
    }
}

/// Who learns each move in any game (`pokedex-learners.tsv`), made from the learnsets so that
/// `move` need not read them all: `# move_id  pokemon_ids  inherited`, where `inherited` holds
/// `pokemon:pre-evolution` pairs for those that have it only through a pre-evolution's egg move.
package enum LearnersIndex {
    package static let fileName = "pokedex-learners.tsv"
    static let header = "# move_id\tpokemon_ids\tinherited"

    /// Inverts every learnset: each move with the Pokémon that learn it in any game, and
    /// (through `parents`, species → the species it evolves from) those that inherit it.
    package static func encode(_ learnsets: [Learnset], parents: [Int: Int]) -> String {
        var learners: [Int: Set<Int>] = [:]
        for learnset in learnsets {
            for move in learnset.moves { learners[move.moveID, default: []].insert(learnset.pokemonID) }
        }
        let inherited = EggInheritance.inheritedLearners(learnsets, parents: parents)
        var text = header + "\n"
        for moveID in learners.keys.sorted() {
            text += IndexRows.line([
                String(moveID), (learners[moveID] ?? []).sorted().map(String.init).joined(separator: ","),
                (inherited[moveID] ?? []).sorted { $0.pokemonID < $1.pokemonID }.map { "\($0.pokemonID):\($0.from)" }
                    .joined(separator: ","),
            ])
        }
        return text
    }

    /// The Pokémon that learn `moveID` in any game or inherit it, in id order; empty when none does.
    static func learners(of moveID: Int, in data: Data) throws(RepositoryError) -> [MoveLearner] {
        let key = Array(String(moveID).utf8)
        let rows = try IndexRows.parse(
            data, fieldCount: 3, file: fileName, rowKind: "a learners row",
            keep: { IndexRows.firstField(of: $0, is: key) },
            row: { fields -> [MoveLearner]? in
                guard let ids = fields.numbers(1) else { return nil }
                guard let inherited = fields.pairs(2, { MoveLearner(pokemonID: $0, from: $1) }) else { return nil }
                var learners = ids.map { MoveLearner(pokemonID: $0) }
                learners += inherited
                return learners.sorted { $0.pokemonID < $1.pokemonID }
            })
        return rows.first ?? []
    }
}
