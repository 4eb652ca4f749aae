import Synchronization

/// Notes for stderr gathered while a command runs (a stale cache entry used, a Pokédex entry
/// that needs a connection). The app prints them once, after the output.
package final class Diagnostics: Sendable {
    private enum Note: Equatable {
        case text(String)
        /// Resources answered from the bundled data because PokeAPI failed for `reason`.
        case bundled(resources: [String], reason: String)

        var isBundled: Bool {
            if case .bundled = self { return true }
            return false
        }
    }

    private let notes = Mutex<[Note]>([])

    package init() {}

    package func note(_ text: String) {
        notes.withLock { notes in
            if !notes.contains(.text(text)) { notes.append(.text(text)) }
        }
    }

    /// `resource` came from the bundled data instead; one note per reason names them all.
    package func usedBundledCopy(of resource: String, because reason: String) {
        notes.withLock { notes in
            let index = notes.firstIndex {
                if case .bundled(_, let known) = $0 { return known == reason }
                return false
            }
            guard let index, case .bundled(let resources, _) = notes[index] else {
                notes.append(.bundled(resources: [resource], reason: reason))
                return
            }
            if !resources.contains(resource) {
                notes[index] = .bundled(resources: resources + [resource], reason: reason)
            }
        }
    }

    /// The notes, those about bundled copies first: the requests behind them run at once and
    /// end in no set order, and the same run should read the same way.
    package var all: [String] {
        notes.withLock { notes in
            let bundledFirst = notes.filter(\.isBundled) + notes.filter { !$0.isBundled }
            return bundledFirst.map { note in
                switch note {
                case .text(let text):
                    return text
                case .bundled(let resources, let reason) where resources.count == 1:
                    return "Using the bundled copy of \(resources[0]): \(reason)"
                case .bundled(let unordered, let reason):
                    // Sorted: they were fetched concurrently, in no particular order.
                    let resources = unordered.sorted()
                    let listed = resources.dropLast().joined(separator: ", ") + " and " + (resources.last ?? "")
                    return "Using the bundled copies of \(listed): \(reason)"
                }
            }
        }
    }
}
