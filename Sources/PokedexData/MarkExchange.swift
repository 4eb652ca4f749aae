import FoundationEssentials
import PokedexDomain
import PokedexJSON

/// Marks as JSON, for `caught export --format json` and back: an array of objects with the
/// marks file's five fields (`species`, `form`, `game`, `shiny`, `date`).
package enum MarkExchange {
    package static func json(_ book: MarkBook) -> String {
        JSONValue.array(
            book.sorted.map { mark in
                .object([
                    ("species", .string(mark.species)), ("form", .string(mark.form)), ("game", .string(mark.game)),
                    ("shiny", .bool(mark.shiny)), ("date", .string(mark.date)),
                ])
            }
        ).serialized(pretty: true, line: true)
    }

    /// The records of an exported JSON file (an array of marks, or an object with `marks`);
    /// an entry that is not one is refused by its number (from 1).
    package static func records(
        json text: String
    ) throws(MarkCSV.HeaderError) -> (records: [MarkCSV.Record], refused: [MarkCSV.Refusal]) {
        let value: JSONValue
        do throws(JSONValue.SyntaxError) {
            value = try JSONValue.parse(Data(text.utf8))
        } catch {
            throw MarkCSV.HeaderError(reason: "it is not JSON (\(error.reason) at byte \(error.offset))")
        }
        let entries: [JSONValue]
        switch value {
        case .array(let array): entries = array
        case .object(let members):
            guard case .array(let array)? = members.last(where: { $0.key == "marks" })?.value else {
                throw MarkCSV.HeaderError(reason: "it is a JSON object with no 'marks' array")
            }
            entries = array
        default: throw MarkCSV.HeaderError(reason: "it is JSON but no array of marks")
        }
        var records: [MarkCSV.Record] = []
        var refused: [MarkCSV.Refusal] = []
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            guard case .object(let members) = entry else {
                refused.append(.init(line: number, reason: "entry \(number) is not an object"))
                continue
            }
            func string(_ key: String) -> String? {
                guard case .string(let text)? = members.last(where: { $0.key == key })?.value else { return nil }
                return text
            }
            let shinyValue = members.last { $0.key == "shiny" }?.value
            guard let species = string("species"), let game = string("game"), !species.isEmpty, !game.isEmpty else {
                refused.append(.init(line: number, reason: "entry \(number) has no species or no game"))
                continue
            }
            let shiny: Bool
            switch shinyValue {
            case nil, .null?: shiny = false
            case .bool(let value)?: shiny = value
            default:
                refused.append(.init(line: number, reason: "entry \(number)'s shiny is not true or false"))
                continue
            }
            switch members.last(where: { $0.key == "form" })?.value {
            case nil, .null?, .string?: break
            default:
                refused.append(.init(line: number, reason: "entry \(number)'s form is not a name"))
                continue
            }
            let date = string("date").flatMap { $0.isEmpty ? nil : $0 }
            if let date, !MarkFile.isDay(date) {
                refused.append(.init(line: number, reason: "entry \(number)'s date is not YYYY-MM-DD"))
                continue
            }
            records.append(
                MarkCSV.Record(
                    line: number, species: species, form: string("form") ?? "", game: game, shiny: shiny, date: date))
        }
        return (records, refused)
    }
}
