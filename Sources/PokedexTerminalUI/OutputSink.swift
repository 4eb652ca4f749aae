/// Where rendered text goes: stdout for data, stderr for diagnostics.
package protocol OutputSink: Sendable {
    func write(_ output: RenderedOutput)
    /// Why stdout could not be written (a full disk, a closed descriptor), once it could not;
    /// nil while all went out, or only to a reader that went away (which is no error).
    var failure: String? { get }
}

extension OutputSink {
    package var failure: String? { nil }
}
