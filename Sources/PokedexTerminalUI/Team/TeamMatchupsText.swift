import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `team --vs` with an export: a row for each member and Pokémon raced, with the member's best
/// move on it and its best move on the member (the most damage as a share of HP, and the
/// calculator's chance to knock out).
enum TeamMatchupsText {
    static func lines(_ model: TeamViewModel, options: RenderOptions) -> [String] {
        guard !model.matchups.isEmpty else { return [] }
        let style = options.style
        let labels = options.labels
        func hit(_ hit: TeamReport.Hit?) -> String {
            guard let hit else { return "—" }
            let range = DamageNotes.number(hit.low) + "–" + DamageNotes.number(hit.high) + "%"
            return hit.move.terminalSafe + " " + range + (hit.ko.isEmpty ? "" : " (" + hit.ko + ")")
        }
        let table = TextTable(
            header: ["", "vs", labels.say(.deals), labels.say(.takes)], alignments: [.left, .left, .left, .left],
            shrinks: 3, wraps: true)
        let rows = model.matchups.map { matchup in
            [
                TextTable.Cell(matchup.member.terminalSafe), TextTable.Cell(matchup.threat.terminalSafe),
                TextTable.Cell(hit(matchup.dealt)), TextTable.Cell(hit(matchup.taken)),
            ]
        }
        return ["", style.bold(labels.say(.matchups))] + table.render(rows, style: style, width: options.width)
    }

    /// Rows for a script: member, Pokémon raced, then for each way the move, least %, most %
    /// and the chance to knock out (empty when no move does damage).
    static func rows(_ model: TeamViewModel) -> String {
        model.matchups.map { matchup in
            func fields(_ hit: TeamReport.Hit?) -> [String] {
                hit.map { [$0.moveName, DamageNotes.number($0.low), DamageNotes.number($0.high), $0.ko] }
                    ?? ["", "", "", ""]
            }
            return ([matchup.member, matchup.threatName] + fields(matchup.dealt) + fields(matchup.taken))
                .map { $0.replacing("\t", with: " ") }.joined(separator: "\t") + "\n"
        }.joined()
    }

    static func json(_ model: TeamViewModel) -> JSONValue {
        func hit(_ hit: TeamReport.Hit?) -> JSONValue {
            guard let hit else { return .null }
            return .object([
                ("move", .string(hit.moveName)), ("display_name", .string(hit.move)), ("min_percent", .double(hit.low)),
                ("max_percent", .double(hit.high)), ("ko", hit.ko.isEmpty ? .null : .string(hit.ko)),
            ])
        }
        return .array(
            model.matchups.map { matchup in
                .object([
                    ("member", .string(matchup.member)), ("versus", .string(matchup.threatName)),
                    ("dealt", hit(matchup.dealt)), ("taken", hit(matchup.taken)),
                ])
            })
    }
}
