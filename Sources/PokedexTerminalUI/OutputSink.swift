/// Where rendered text goes: stdout for data, stderr for diagnostics.
public protocol OutputSink: Sendable {
    func write(_ output: RenderedOutput)
}
