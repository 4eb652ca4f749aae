import PokedexDomain
import PokedexWords

/// What an ability or item does in battle, in a line of the reader's language: `Speed ×1.5;
/// locked into the first move chosen`. Nil when the engine models nothing of it.
package enum BattleEffectSummary {
    package static func localized(_ effects: [BattleEffect], labels: ScreenLabels) -> String? {
        guard !effects.isEmpty else { return nil }
        func type(_ name: String) -> String { labels.type(name) }
        let parts = effects.map { effect -> String in
            switch effect {
            case .raises(let stats):
                let names = stats.map { labels.stat($0.snakeName, english: Presenter.statLabel($0)) }
                return labels.say(.raisesByHalf, names.joined(separator: labels.separator))
            case .lockedIntoFirstMove: return labels.say(.lockedIntoFirstMove)
            case .noStatusMoves: return labels.say(.noStatusMoves)
            case .whileItCanEvolve: return labels.say(.whileItCanEvolve)
            case .typeMovesStronger(let name): return labels.say(.typeMovesStronger, type(name))
            case .signatureMoveType(let move, let name):
                return labels.say(.becomesType, labels.english(DisplayName.titleCase(move)), type(name))
            case .immune(let name): return labels.say(.immuneToType, type(name))
            case .typeDamageTaken(let name, let factor):
                return labels.say(.typeDamageTaken, type(name), labels.numbers(TypeMultiplier.text(factor)))
            case .superEffectiveSoftened: return labels.say(.superEffectiveSoftened)
            case .onlySuperEffectiveHits: return labels.say(.onlySuperEffectiveHits)
            case .notVeryEffectiveAtFullHP: return labels.say(.notVeryEffectiveAtFullHP)
            case .halvesOneHit(let name, let superEffectiveOnly):
                return labels.say(superEffectiveOnly ? .halvesOneSuperEffectiveHit : .halvesOneHit, type(name))
            }
        }
        return parts.joined(separator: labels.isCJK ? "。" : labels.language == .fr ? "\u{202F}; " : "; ")
    }
}
