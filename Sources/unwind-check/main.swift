// `make bench-stage`'s check that a static program linked as pokedex is (PokedexStart's
// registration of the unwinding tables, which does not read them at the start) still lets the
// unwinder walk its frames: from here up to the C runtime's start, more than two. Without them
// it fails either way: with this line, or with the unwinder's own abort, as libgcc's does when
// it finds no table for the frame it starts from.
import PokedexStart

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

let frames = pokedex_unwound_frames()
guard frames > 2 else {
    let line = "unwind-check: the unwinder walked \(frames) frames: it finds no unwinding tables\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    exit(1)
}
print("unwind-check: the unwinder walked \(frames) frames")
