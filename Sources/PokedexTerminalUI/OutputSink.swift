/// Where rendered text goes: stdout for data, stderr for diagnostics.
package protocol OutputSink: Sendable {
    func write(_ output: RenderedOutput)
    /// The same, its stdout through `pager` (a shell command) when it is taller than the
    /// terminal the sink writes to; a sink with no terminal writes it as it is.
    func write(_ output: RenderedOutput, pager: String)
    /// Why stdout could not be written (a full disk, a closed descriptor), once it could not;
    /// nil while all went out, or only to a reader that went away (which is no error).
    var failure: String? { get }
}

extension OutputSink {
    package var failure: String? { nil }

    package func write(_ output: RenderedOutput, pager: String) { write(output) }
}
