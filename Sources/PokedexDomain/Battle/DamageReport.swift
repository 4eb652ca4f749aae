/// A calculation's answer as the calculator prints it:
/// `<description>: 100-118 (35.5 - 41.9%) -- guaranteed 3HKO`.
package struct DamageReport: Sendable, Hashable {
    package let result: DamageResult
    package let koChance: KOChance?

    package init(_ result: DamageResult) {
        self.result = result
        koChance = KOChance.of(result)
    }

    package var description: String { result.notes.text }

    /// The least and most damage as a percent of the defender's HP, to one decimal, rounded down.
    package var percents: (low: Double, high: Double) {
        let maxHP = max(1, result.defender.maxHP)
        func percent(_ damage: Int) -> Double { Double(damage * 1000 / maxHP) / 10 }
        return (percent(result.range.lowerBound), percent(result.range.upperBound))
    }

    /// The whole line.
    package var line: String {
        let range = result.range
        let (low, high) = percents
        var text =
            "\(description): \(range.lowerBound)-\(range.upperBound) (\(DamageNotes.number(low)) - \(DamageNotes.number(high))%)"
        if result.move.category != .status, let koChance, !koChance.text.isEmpty { text += " -- \(koChance.text)" }
        return text
    }
}
