extension Result {
    /// `body`'s value or its typed error, as a value to be looked at later. A task group's
    /// tasks return it beside their position: a typed `do`/`catch` returning the pair from
    /// inside the task lost the position (Swift 6.x), and with it the order given.
    package static func of(_ body: () async throws(Failure) -> Success) async -> Result<Success, Failure> {
        do throws(Failure) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
