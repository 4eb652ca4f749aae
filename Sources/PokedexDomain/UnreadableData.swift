import Synchronization

/// Damaged data met where a command reads something it can do without (another language's
/// names, the games an entry is in, a team's evolutions): a bundled file, or an answer from
/// PokeAPI, that does not read. The command goes on without it, and the app says on stderr,
/// after the output, a line for each: which file or resource, and what is wrong.
///
/// Bound as a task local for the run of each command that gets as far as running (not for
/// help or the version, which read nothing): an interactor that reads such a part calls
/// `bestEffort`, which notes damaged data here and answers nil.
package final class UnreadableData: Sendable {
    /// The notes of the command running in this task, if one is bound.
    @TaskLocal package static var current: UnreadableData?

    private let found = Mutex<[RepositoryError]>([])

    package init() {}

    /// Notes `error` for the command running in this task, if one is bound (`note(_:)`).
    package static func note(_ error: RepositoryError) {
        current?.note(error)
    }

    /// Notes the repository's error that `error` is or carries, if any.
    static func note(carried error: any Error) {
        if let error = (error as? any CarriesRepositoryError)?.repositoryError { note(error) }
    }

    /// Notes `error` when it says data is damaged; other failures (nothing there, no network)
    /// only mean the part is missing.
    package func note(_ error: RepositoryError) {
        guard case .malformed = error else { return }
        found.withLock { found in
            if !found.contains(error) { found.append(error) }
        }
    }

    /// Whether nothing was found damaged: asked first, so that a command with nothing to say
    /// copies no list.
    package var isEmpty: Bool { found.withLock { $0.isEmpty } }

    /// What was found damaged, in the order met.
    package var errors: [RepositoryError] { found.withLock { $0 } }
}

/// An error that may be a repository's, or carry one (a use case's error wrapping it): what
/// `bestEffort` reads for damaged data.
package protocol CarriesRepositoryError: Error {
    var repositoryError: RepositoryError? { get }
}

extension RepositoryError: CarriesRepositoryError {
    package var repositoryError: RepositoryError? { self }
}

/// What `read` gives, or nil when it fails: for a part a command can do without. Damaged data
/// (a `RepositoryError.malformed`, or an error that carries one) is noted (`UnreadableData`)
/// rather than passed over in silence; any other failure only means the part is missing.
package func bestEffort<Value, Failure: Error>(_ read: () async throws(Failure) -> Value) async -> Value? {
    do {
        return try await read()
    } catch {
        UnreadableData.note(carried: error)
        return nil
    }
}

/// `bestEffort` for a read that does not wait.
package func bestEffortNow<Value, Failure: Error>(_ read: () throws(Failure) -> Value) -> Value? {
    do {
        return try read()
    } catch {
        UnreadableData.note(carried: error)
        return nil
    }
}
