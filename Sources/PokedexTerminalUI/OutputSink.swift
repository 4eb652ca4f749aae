/// Where rendered text goes: stdout for data, stderr for diagnostics.
package protocol OutputSink: Sendable {
    func write(_ output: RenderedOutput)
}
