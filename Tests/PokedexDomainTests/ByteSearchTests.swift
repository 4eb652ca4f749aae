import PokedexDomain
import Testing

/// The eight-bytes-at-a-time searches against looking at each byte in turn, over random bytes
/// of a small alphabet (so that matches, near misses and runs abound), up to 80 bytes (ten
/// words, so that both the two-words and the one-word turns run), from every start.
@Suite struct ByteSearchTests {
    @Test func eachSearchFindsWhatLookingAtEachByteFinds() {
        var random = SeededRandom(seed: 0xDEAD_BEEF_CAFE_F00D)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let alphabet: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x3A, 0x31, 0x32, 0x80, 0xFF]
        for _ in 0..<300 {
            let bytes = (0..<next(80)).map { _ in alphabet[next(alphabet.count)] }
            let (a, b) = (alphabet[next(alphabet.count)], alphabet[next(alphabet.count)])
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    let either = (start..<bytes.count).first { bytes[$0] == a || bytes[$0] == b } ?? bytes.count
                    #expect(ByteSearch.firstIndex(of: a, or: b, in: buffer, from: start) == either)
                    let distance = 1 + next(9)
                    let pair =
                        (start..<max(start, bytes.count - distance)).first {
                            bytes[$0] == a && bytes[$0 + distance] == b
                        } ?? bytes.count
                    #expect(
                        ByteSearch.firstIndex(of: a, and: b, distance: distance, in: buffer, from: start) == pair,
                        "\(a), \(b) at \(distance) in \(bytes)")
                    let pattern = (0..<next(12)).map { _ in alphabet[next(3)] }
                    let whole =
                        pattern.isEmpty
                        ? bytes.count
                        : (start..<max(start, bytes.count - pattern.count + 1)).first {
                            Array(bytes[$0..<$0 + pattern.count]) == pattern
                        } ?? bytes.count
                    #expect(
                        ByteSearch.firstIndex(of: pattern, in: buffer, from: start) == whole, "\(pattern) in \(bytes)")
                }
            }
        }
    }

    @Test func theLastByteBeforeAPlaceIsWhatLookingBackAByteAtATimeFinds() {
        var random = SeededRandom(seed: 0x0A0A_1234_5678_9ABC)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x8A, 0x00, 0xFF, 0x09]
        for _ in 0..<300 {
            let bytes = (0..<next(60)).map { _ in alphabet[next(alphabet.count)] }
            let byte = alphabet[next(3)]
            bytes.withUnsafeBufferPointer { buffer in
                for end in 0...bytes.count {
                    let floor = next(end + 1)
                    let last = (floor..<end).last { bytes[$0] == byte }
                    #expect(
                        ByteSearch.lastIndex(of: byte, in: buffer, before: end, notBefore: floor) == last,
                        "\(byte) in \(bytes) from \(floor) to \(end)")
                }
            }
        }
        [UInt8]().withUnsafeBufferPointer {
            #expect(ByteSearch.lastIndex(of: 0x0A, in: $0, before: 0, notBefore: 0) == nil)
        }
    }
}
