import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `nature` as JSON.
extension MoveJSON {
    static func nature(_ model: NatureViewModel, labels: ScreenLabels = .english) -> JSONValue {
        func stat(_ value: String?) -> JSONValue {
            value.map { .string(labels.stat($0, english: MoveText.statName($0))) } ?? .null
        }
        func flavor(_ value: String?) -> JSONValue { value.map { .string(labels.word(.flavor, $0)) } ?? .null }
        return .object([
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("increased_stat", .string(orNull: model.increasedStat)),
            ("increased_stat_name", stat(model.increasedStat)),
            ("decreased_stat", .string(orNull: model.decreasedStat)),
            ("decreased_stat_name", stat(model.decreasedStat)),
            ("likes_flavor", .string(orNull: model.likesFlavor)),
            ("likes_flavor_name", flavor(model.likesFlavor)),
            ("hates_flavor", .string(orNull: model.hatesFlavor)),
            ("hates_flavor_name", flavor(model.hatesFlavor)),
        ])
    }
}
