/// Where the player's marks are kept. Reading never changes the file; every change is made
/// whole or not at all, one writer at a time.
package protocol MarksRepository: Sendable {
    /// The file, to name in messages.
    var path: String { get }
    /// The day a mark made now carries, `YYYY-MM-DD`.
    var today: String { get }
    /// Every mark; an empty book when there is no file yet.
    func read() throws(MarksError) -> MarkBook
    /// The marks of one species (what an entry shows), read alone where the store can: a line
    /// damaged elsewhere may go unseen.
    func marks(ofSpecies species: String) throws(MarksError) -> MarkBook
    /// Reads the book under the writers' lock, lets `change` edit it, and writes it when it
    /// changed; what `change` returned.
    func update<T>(_ change: (inout MarkBook) -> T) throws(MarksError) -> T
    /// Asks the disk for the file now, where the store gains by it, for a read that comes later
    /// (an entry reads its marks last, after its other files).
    func readAhead()
}

extension MarksRepository {
    package func readAhead() {}

    /// From every mark, where the store reads no species alone.
    package func marks(ofSpecies species: String) throws(MarksError) -> MarkBook {
        MarkBook(try read().sorted.filter { $0.species == species })
    }
}

/// Why the marks could not be read or kept.
package enum MarksError: Error, Sendable, Equatable {
    /// No folder can be named for them (no `HOME`).
    case noFolder
    /// The file is not a marks file: it is left as it is. `backup`: the file before the last
    /// change, when there is one.
    case unreadable(path: String, line: Int, reason: String, backup: String?)
    /// A signal ended the wait for another writer: nothing was changed.
    case interrupted
    /// The file or its folder cannot be read, written or locked (a read-only folder, a full disk).
    case unwritable(path: String, reason: String)
}
