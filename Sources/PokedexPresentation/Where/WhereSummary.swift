import PokedexDomain
import PokedexInteractors

/// One way to get a Pokémon in the game asked about, for `where`'s short answer: wild in which
/// places, a starter, a gift, an egg, a fossil, met once, a trade, a raid, or evolving.
package struct WhereWay: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case wild, starter, gift, egg, fossil, once, roaming, trade, raid, evolve
    }

    package let kind: Kind
    /// The places, by name, in the order met (the first few only matter).
    package let places: [String]
    package let minLevel: Int
    package let maxLevel: Int
    /// A raid's stars, lowest and highest.
    package let stars: ClosedRange<Int>?
    /// The versions of the game it is had in, when not all of them: `scarlet`.
    package let versions: [String]
    /// What it evolves from, for `evolve`.
    package let from: PokemonRow?
}

extension WhereWay.Kind {
    /// The way an encounter method is.
    init(method: String) {
        self =
            switch method {
            case "starter": .starter
            case "gift": .gift
            case "gift-egg": .egg
            case "fossil": .fossil
            case "static", "only-one": .once
            case "roaming-grass", "roaming-water": .roaming
            case "npc-trade": .trade
            case "tera-raid", "max-raid": .raid
            default: .wild
            }
    }
}

extension Presenter {
    /// The ways `sections` (one game's) give, each with its places, levels and versions, in the
    /// order of `WhereWay.Kind`; and evolving from `from`, when it does.
    static func ways(of sections: [EncounterSection], versions all: [String], from: PokemonRow?) -> [WhereWay] {
        ways(
            of: sections.flatMap { section in
                section.lines.map { line in
                    WaySlot(
                        place: line.location ?? line.place, method: line.method, minLevel: line.minLevel,
                        maxLevel: line.maxLevel, conditions: line.conditions, versions: section.versions)
                }
            }, versions: all, from: from)
    }

    /// The same from PokeAPI's records (what JSON works out, without lines).
    static func ways(of records: [EncounterRecord], versions all: [String], from: PokemonRow?) -> [WhereWay] {
        ways(
            of: records.flatMap { record in
                record.versions.flatMap { version in
                    version.details.map { detail in
                        WaySlot(
                            place: record.locationDisplayName ?? record.areaDisplayName ?? record.area ?? "",
                            method: detail.method, minLevel: detail.minLevel, maxLevel: detail.maxLevel,
                            conditions: detail.conditions, versions: [version.version])
                    }
                }
            }, versions: all, from: from)
    }

    /// One slot, wherever it was read from.
    struct WaySlot {
        let place: String
        let method: String
        let minLevel: Int
        let maxLevel: Int
        let conditions: [String]
        let versions: [String]
    }

    private static func ways(of slots: [WaySlot], versions all: [String], from: PokemonRow?) -> [WhereWay] {
        struct Gathered {
            var places: [String] = []
            var minLevel = Int.max
            var maxLevel = 0
            var stars: ClosedRange<Int>?
            var versions: Set<String> = []
        }
        var gathered: [WhereWay.Kind: Gathered] = [:]
        for slot in slots {
            // A part's version is its game's (`the-teal-mask-violet` is Violet's side).
            let base = slot.versions.compactMap { version in all.first { version == $0 || version.hasSuffix("-" + $0) }
            }
            let kind = WhereWay.Kind(method: slot.method)
            var way = gathered[kind] ?? Gathered()
            if !way.places.contains(slot.place) { way.places.append(slot.place) }
            way.minLevel = min(way.minLevel, slot.minLevel)
            way.maxLevel = max(way.maxLevel, slot.maxLevel)
            for condition in slot.conditions {
                guard condition.hasPrefix("tera-raid-"), let stars = Int(condition.dropFirst(10).prefix(1)) else {
                    continue
                }
                way.stars = way.stars.map { min($0.lowerBound, stars)...max($0.upperBound, stars) } ?? stars...stars
            }
            way.versions.formUnion(base)
            gathered[kind] = way
        }
        var ways = WhereWay.Kind.allCases.compactMap { kind -> WhereWay? in
            guard let way = gathered[kind] else { return nil }
            return WhereWay(
                kind: kind, places: way.places, minLevel: way.minLevel, maxLevel: way.maxLevel, stars: way.stars,
                versions: way.versions.count < all.count ? all.filter(way.versions.contains) : [], from: nil)
        }
        if let from {
            ways.append(
                WhereWay(kind: .evolve, places: [], minLevel: 0, maxLevel: 0, stars: nil, versions: [], from: from))
        }
        return ways
    }
}
