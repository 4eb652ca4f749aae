/// The words and bars of `pokedex sync` and `pokedex cache`.
package enum SyncText {
    /// `[██████░░░░░░]  1234/2947  412/s  ETA 4s`, fitted to `width`, for a terminal's stderr
    /// (redrawn in place with a carriage return).
    package static func bar(done: Int, total: Int, rate: Double, width: Int, style: TerminalStyle) -> String {
        let counts = "\(done)/\(total)  \(Int(rate.rounded()))/s  ETA \(eta(done: done, total: total, rate: rate))"
        let barWidth = max(10, min(40, width - counts.count - 4))
        let filled = total > 0 ? min(barWidth, done * barWidth / total) : 0
        let bar =
            style.color(String(repeating: "█", count: filled), 77)
            + style.dim(String(repeating: "░", count: barWidth - filled))
        return "\r[" + bar + "]  " + counts + "\u{1B}[K"
    }

    /// `sync: 1234/2947 (412/s, about 4s left)`, one line every few seconds for a log.
    package static func line(done: Int, total: Int, rate: Double) -> String {
        "sync: \(done)/\(total) (\(Int(rate.rounded()))/s, about \(eta(done: done, total: total, rate: rate)) left)\n"
    }

    /// `Synced 2947 resources in 9.8 s: 2940 fetched, 7 already fresh, 0 failed.`; pictures
    /// PokeAPI has none of are counted apart, when there are any.
    static func summary(
        total: Int, fetched: Int, skipped: Int, failed: Int, seconds: Double, interrupted: Bool, missing: Int = 0,
        noun: String = "resources"
    ) -> String {
        let verb = interrupted ? "Interrupted after" : "Synced"
        let counted = interrupted ? fetched + skipped + failed + missing : total
        let absent = missing > 0 ? "\(missing) PokeAPI has none of, " : ""
        return "\(verb) \(counted) \(noun) in \(tenths(seconds)) s: \(fetched) fetched, \(skipped) already fresh, "
            + absent + "\(failed) failed.\n"
    }

    static func eta(done: Int, total: Int, rate: Double) -> String {
        guard rate > 0, done < total else { return done >= total ? "0s" : "?" }
        let seconds = Int((Double(total - done) / rate).rounded(.up))
        return seconds >= 60 ? "\(seconds / 60)m\(seconds % 60)s" : "\(seconds)s"
    }

    /// `9.8`: one decimal, no floating-point noise.
    static func tenths(_ value: Double) -> String {
        let scaled = Int((value * 10).rounded())
        return "\(scaled / 10).\(scaled % 10)"
    }

    /// `23.4 MB`.
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1000: "\(count) B"
        case ..<1_000_000: tenths(Double(count) / 1000) + " kB"
        default: tenths(Double(count) / 1_000_000) + " MB"
        }
    }
}
