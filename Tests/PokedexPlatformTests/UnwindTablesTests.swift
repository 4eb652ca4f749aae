import PokedexStart
import Testing

/// `PokedexStart`'s count of the frames the unwinder walks, which `unwind-check` runs linked as
/// the release pokedex is (its registration of the unwinding tables in place of libgcc's).
/// Here, where the runtime is a shared library and nothing is wrapped, it must see this test's
/// own callers: the test function, the testing library's, the thread's start.
@Suite struct UnwindTablesTests {
    @Test func theUnwinderWalksFromHereToTheThreadsStart() {
        let frames = Int(pokedex_unwound_frames())
        #expect(frames > 5, "the count itself, this test, the testing library's frames and the thread's start")
    }

    @Test func aDeeperCallerGivesMoreFrames() {
        let here = Int(pokedex_unwound_frames())
        let deeper = nested(3)
        #expect(deeper == here + 4, "nested at depths 3, 2, 1 and 0: four frames more")
    }

    @inline(never) private func nested(_ depth: Int) -> Int {
        depth == 0 ? Int(pokedex_unwound_frames()) : nested(depth - 1) + 0
    }
}
