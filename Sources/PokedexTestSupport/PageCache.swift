#if canImport(Glibc)
    import Glibc
#endif

// The page cache as the bench's cold runs and the read-ahead tests see it: a file's pages
// dropped from it, and how many of them it holds.

/// Drops the pages of `files` from the page cache: each is advised `DONTNEED`, which needs no
/// privilege, unlike writing to /proc/sys/vm/drop_caches. A page not yet written back cannot be
/// dropped: sync first.
package func dropFromPageCache(_ files: [String]) {
    for file in files {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { continue }
        posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED))
        close(descriptor)
    }
}

/// The share of the pages of the file at `path` (those of its bytes from `start` to `end`) in
/// the page cache, 0 to 1 (`mincore` of a mapping); nil when it cannot be mapped.
package func pageCacheShare(of path: String, from start: Int = 0, to end: Int = .max) -> Double? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
    let length = Int(status.st_size)
    guard let mapping = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0), mapping != MAP_FAILED else {
        return nil
    }
    defer { munmap(mapping, length) }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    var pages = [UInt8](repeating: 0, count: (length + page - 1) / page)
    guard mincore(mapping, length, &pages) == 0 else { return nil }
    let (first, last) = (min(max(start, 0), length) / page, (min(max(end, 0), length) + page - 1) / page)
    let counted = pages[first..<max(first, last)]
    return Double(counted.filter { $0 & 1 == 1 }.count) / Double(max(counted.count, 1))
}

/// Whether the pages of the file at `path` (those of its bytes in each of `ranges`) are in the
/// page cache, or come in as `ask` asks for them again before each look (read-ahead is best
/// effort: a busy disk may drop it), within `eventually`'s minute. A file that cannot be mapped
/// counts as in: there is nothing to see where its pages cannot be looked at.
package func eventuallyInPageCache(
    _ path: String, _ ranges: [Range<Int>] = [0..<Int.max], asking ask: () async throws -> Void
) async rethrows -> Bool {
    func cached() -> Bool {
        ranges.allSatisfy { (pageCacheShare(of: path, from: $0.lowerBound, to: $0.upperBound) ?? 1) == 1 }
    }
    if cached() { return true }
    return try await eventually {
        try await ask()
        return cached()
    }
}
