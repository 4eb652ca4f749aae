import Testing

/// A static pokedex takes `CommandLine`'s arguments from `PokedexStart`, which keeps what
/// the C library hands the program's constructors; the runtime's own way (reading
/// /proc/self/maps, then walking back from `environ`) is not linked in. This test process
/// links both, the runtime's as a shared library that does not export it: the two must agree.
@Suite struct ArgumentsTests {
    @Test func theKeptArgumentsAreTheOnesTheRuntimeFindsItself() {
        var count: Int32 = -1
        let vector = keptArguments(&count)
        #expect(count >= 1, "the constructor ran and kept at least the program's name")
        let kept = (0..<Int(max(count, 0))).map { index in
            vector?[index].map { String(cString: $0) }
        }
        #expect(kept == CommandLine.arguments.map(Optional.some))
        #expect(vector?[Int(max(count, 0))] == nil, "the vector ends with a null, as C's does")
    }
}

/// `PokedexStart`'s definition of the runtime's entry point (the Swift calling convention,
/// as the runtime calls it).
@_silgen_name("_swift_stdlib_getUnsafeArgvArgc")
private func keptArguments(_ count: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
