import PokedexDomain
import PokedexWords

// The games' own tables (Scarlet/Violet, Legends: Arceus, Brilliant Diamond/Shining Pearl,
// Legends: Z-A: no rates) list a slot per area, border crossing, level band, weather and time:
// a Pokémon met across a region is hundreds of rows. Read as a player reads them, they are a
// line per place and level band: the crossings into a place and its parts are the place's, the
// levels that meet are one band, and the weathers and times of the slots together.

extension Presenter {
    /// `lines` folded by place and level band; `language` reads their qualifiers.
    static func folded(_ lines: [EncounterLine], language: Language) -> [FoldedEncounterLine] {
        /// What a folded line is: where, how, and the conditions that are neither a weather nor a time.
        struct Key: Hashable {
            let place: String
            let method: String
            let others: [String]
        }
        struct Band {
            var minLevel: Int
            var maxLevel: Int
            var area: String
            /// Nil: any weather; else the weathers' names.
            var weathers: Set<String>?
            /// The times of day it does not appear at (`not-night`; empty: any).
            var absent: Set<String>
            var crossings: [String] = []
            var parts: [String] = []
            var inPlace = false
        }
        var order: [Key] = []
        var bands: [Key: [Band]] = [:]
        var displays: [String: String] = [:]
        var methodNames: [String: String] = [:]
        for line in lines.sorted(by: { ($0.minLevel, $0.maxLevel) < ($1.minLevel, $1.maxLevel) }) {
            for (name, display) in zip(line.conditions, line.conditionDisplayNames) { displays[name] = display }
            methodNames[line.method] = line.methodDisplayName
            let weathers = line.conditions.filter { $0.hasPrefix("weather-") }
            let absent = line.conditions.filter { notTimes.contains($0) }
            let key = Key(
                place: line.location ?? line.place, method: line.method,
                others: line.conditions.filter { !$0.hasPrefix("weather-") && !notTimes.contains($0) })
            var band = Band(
                minLevel: line.minLevel, maxLevel: line.maxLevel, area: line.area,
                weathers: weathers.isEmpty ? nil : Set(weathers), absent: Set(absent))
            if let qualifier = line.qualifier {
                if let from = Crossing.place(in: qualifier, language: language) {
                    band.crossings = [from]
                } else {
                    band.parts = [qualifier]
                }
            } else {
                band.inPlace = true
            }
            if bands[key] == nil { order.append(key) }
            var list = bands[key] ?? []
            // Levels that meet or overlap are one band (the story's and the post-game's stay apart).
            if let index = list.firstIndex(where: {
                band.minLevel <= $0.maxLevel + 1 && band.maxLevel + 1 >= $0.minLevel
            }) {
                var merged = list[index]
                merged.minLevel = min(merged.minLevel, band.minLevel)
                merged.maxLevel = max(merged.maxLevel, band.maxLevel)
                merged.weathers = merged.weathers.flatMap { mine in band.weathers.map { mine.union($0) } }
                // Met at a time if either is.
                merged.absent.formIntersection(band.absent)
                for place in band.crossings where !merged.crossings.contains(place) { merged.crossings.append(place) }
                for part in band.parts where !merged.parts.contains(part) { merged.parts.append(part) }
                merged.inPlace = merged.inPlace || band.inPlace
                list[index] = merged
            } else {
                list.append(band)
            }
            bands[key] = list
        }
        // An alpha and a plain slot of the same place, way and levels are one line: sometimes an alpha.
        for key in order where key.others.contains("alpha") {
            let plain = Key(place: key.place, method: key.method, others: key.others.filter { $0 != "alpha" })
            guard var plainBands = bands[plain], var alphaBands = bands[key] else { continue }
            let sometimes = Key(
                place: key.place, method: key.method,
                others: key.others.map { $0 == "alpha" ? "alpha-sometimes" : $0 })
            var both = bands[sometimes] ?? []
            for (index, alpha) in alphaBands.enumerated().reversed() {
                guard
                    let match = plainBands.firstIndex(where: {
                        $0.minLevel == alpha.minLevel && $0.maxLevel == alpha.maxLevel
                    })
                else { continue }
                both.append(plainBands.remove(at: match))
                alphaBands.remove(at: index)
            }
            guard !both.isEmpty else { continue }
            displays["alpha-sometimes"] = displays["alpha-sometimes"] ?? "Sometimes an alpha"
            bands[plain] = plainBands
            bands[key] = alphaBands
            bands[sometimes] = both
            if !order.contains(sometimes), let at = order.firstIndex(of: plain) { order.insert(sometimes, at: at + 1) }
        }
        // A place's lines together, in the order places are first met; each place's by way, then levels.
        var placeOrder: [String] = []
        var methodOrder: [String] = []
        for key in order {
            if !placeOrder.contains(key.place) { placeOrder.append(key.place) }
            if !methodOrder.contains(key.method) { methodOrder.append(key.method) }
        }
        let folded = order.flatMap { key in
            (bands[key] ?? []).map { band in
                let every = EncounterNames.paldeaWeathers
                let weathers = band.weathers.map { set in
                    every.allSatisfy(set.contains) ? [] : every.filter(set.contains)
                }
                let conditions = key.others + notTimes.filter(band.absent.contains) + (weathers ?? [])
                return FoldedEncounterLine(
                    place: key.place, area: band.area, method: key.method,
                    methodDisplayName: methodNames[key.method] ?? key.method, minLevel: band.minLevel,
                    maxLevel: band.maxLevel, conditions: conditions,
                    conditionDisplayNames: conditions.map { displays[$0] ?? $0 }, crossings: band.crossings,
                    parts: band.parts, inPlace: band.inPlace)
            }
        }
        return folded.sorted {
            (placeOrder.firstIndex(of: $0.place) ?? 0, methodOrder.firstIndex(of: $0.method) ?? 0, $0.minLevel)
                < (placeOrder.firstIndex(of: $1.place) ?? 0, methodOrder.firstIndex(of: $1.method) ?? 0, $1.minLevel)
        }
    }

    /// Scarlet/Violet's times a slot does not appear at.
    static let notTimes = ["not-midday", "not-night", "not-dusk", "not-dawn"]
}
