import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `nature` as text.
extension MoveText {
    static func natures(_ models: [NatureViewModel], single: Bool, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return tabular(models) { nature in
                [
                    nature.name, nature.increasedStat ?? "", nature.decreasedStat ?? "", nature.likesFlavor ?? "",
                    nature.hatesFlavor ?? "",
                ] + readers(nature.displayName, options)
            }
        }
        let style = options.style
        let labels = options.labels
        let table = TextTable(
            header: [.nature, .raises, .lowers, .likes, .dislikes].map(labels.say),
            alignments: [.left, .left, .left, .left, .left], shrinks: 0)
        var lines = table.render(
            models.map { nature in
                func cell(_ value: String?, _ text: (String) -> String) -> TextTable.Cell {
                    value.map { TextTable.Cell(text($0)) } ?? TextTable.Cell("—", styled: style.dim("—"))
                }
                return [
                    TextTable.Cell(nature.displayName, styled: style.bold(nature.displayName.terminalSafe)),
                    cell(nature.increasedStat) { "+" + labels.stat($0, english: statName($0)) },
                    cell(nature.decreasedStat) { "−" + labels.stat($0, english: statName($0)) },
                    cell(nature.likesFlavor) { labels.word(.flavor, $0) },
                    cell(nature.hatesFlavor) { labels.word(.flavor, $0) },
                ]
            }, style: style, width: options.width, indent: "")
        let neutral = models.filter(\.isNeutral).count
        if neutral > 0 {
            lines.append("")
            lines.append(style.dim(labels.say(single ? .neutralNature : .neutralNatures)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
