/// A move's facts, as every game's data agrees on them today.
package struct Move: Sendable, Equatable {
    package let id: Int
    /// PokeAPI's name: `thunderbolt`.
    package let name: String
    /// The English name: `Thunderbolt`, `U-turn`, `10,000,000 Volt Thunderbolt`.
    package let displayName: String
    package let type: String
    /// `physical`, `special` or `status`.
    package let damageClass: String
    package let power: Int?
    package let accuracy: Int?
    package let pp: Int?
    package let priority: Int
    /// `selected-pokemon`, `all-opponents`…
    package let target: String
    package let generation: Int
    /// The percent chance of the secondary effect, when there is one.
    package let effectChance: Int?
    /// The machines that teach it, one per game that has one.
    package var machines: [Machine] { machineList.machines }
    /// The same, as given: a move read from the bundled index unpacks them only when asked,
    /// which only `move` and a learnset by machine do.
    package let machineList: MachineList

    package init(
        id: Int, name: String, displayName: String, type: String, damageClass: String, power: Int?, accuracy: Int?,
        pp: Int?, priority: Int, target: String, generation: Int, effectChance: Int?, machines: [Machine] = []
    ) {
        self.init(
            id: id, name: name, displayName: displayName, type: type, damageClass: damageClass, power: power,
            accuracy: accuracy, pp: pp, priority: priority, target: target, generation: generation,
            effectChance: effectChance, machineList: MachineList(machines))
    }

    package init(
        id: Int, name: String, displayName: String, type: String, damageClass: String, power: Int?, accuracy: Int?,
        pp: Int?, priority: Int, target: String, generation: Int, effectChance: Int?, machineList: MachineList
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.type = type
        self.damageClass = damageClass
        self.power = power
        self.accuracy = accuracy
        self.pp = pp
        self.priority = priority
        self.target = target
        self.generation = generation
        self.effectChance = effectChance
        self.machineList = machineList
    }
}

extension Move {
    /// The same move of another type: Judgment with a plate, Tera Blast terastallized.
    package func retyped(_ type: String) -> Move {
        Move(
            id: id, name: name, displayName: displayName, type: type, damageClass: damageClass, power: power,
            accuracy: accuracy, pp: pp, priority: priority, target: target, generation: generation,
            effectChance: effectChance, machineList: machineList)
    }
}

/// A TM, TR or HM in one game: `tm085` in `scarlet-violet`.
package struct Machine: Sendable, Equatable, Hashable {
    /// A version group's name.
    package let versionGroup: String
    /// The machine's item name: `tm085`, `hm01`, `tr08`.
    package let item: String

    package init(versionGroup: String, item: String) {
        self.versionGroup = versionGroup
        self.item = item
    }
}

/// A move's machines: a list, or the text the bundled index packs them in (`game:item` pairs
/// separated by commas: `red-blue:tm01,yellow:tm01`), unpacked each time they are asked for. A
/// move row holds some thirty; reading them as strings was most of reading the row.
package struct MachineList: Sendable, Equatable {
    private enum Storage: Sendable {
        case list([Machine])
        case packed(String)
    }

    private let storage: Storage

    package init(_ machines: [Machine]) {
        storage = .list(machines)
    }

    /// `text` as `isPacked` accepts it; an empty part is none, and a part without a colon is
    /// left out.
    package init(packed text: String) {
        storage = .packed(text)
    }

    package var machines: [Machine] {
        switch storage {
        case .list(let machines): return machines
        case .packed(let text):
            return text.utf8.split(separator: UInt8(ascii: ",")).compactMap { pair in
                guard let colon = pair.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                return Machine(
                    versionGroup: String(Substring(pair[..<colon])),
                    item: String(Substring(pair[pair.index(after: colon)...])))
            }
        }
    }

    /// Whether `bytes` are machines packed as `init(packed:)` takes them: each part between
    /// commas empty or holding a colon.
    package static func isPacked(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var sawColon = false
        var partIsEmpty = true
        for byte in bytes {
            if byte == UInt8(ascii: ",") {
                guard sawColon || partIsEmpty else { return false }
                sawColon = false
                partIsEmpty = true
            } else {
                partIsEmpty = false
                if byte == UInt8(ascii: ":") { sawColon = true }
            }
        }
        return sawColon || partIsEmpty
    }

    package static func == (lhs: MachineList, rhs: MachineList) -> Bool {
        lhs.machines == rhs.machines
    }
}

/// PokeAPI's English short effect of a move, ability or item, as far as it could be had.
package enum EffectProse: Sendable, Equatable {
    /// Ready to show, the effect chance filled in.
    case text(String)
    /// PokeAPI's answer holds no English entry.
    case noEnglishEntry
    /// Neither cached nor fetched: the run is offline, or PokeAPI could not be reached.
    case unavailable

    package var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}

/// Effect texts as PokeAPI writes them, made ready to show.
package enum EffectText {
    /// `$effect_chance` replaced by the chance; white space (PokeAPI's line breaks and double
    /// spaces) made single spaces.
    package static func clean(_ text: String, effectChance: Int?) -> String {
        let filled = text.replacing("$effect_chance", with: effectChance.map(String.init) ?? "")
        return filled.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
