import PokedexDomain
import Testing

/// The names' own set, held to the standard library's `Set` on the same names.
@Suite struct NameSetTests {
    @Test func holdsWhatASetHoldsAndNothingElse() {
        // Some 3 000 names, many of one length and first letter, one of them empty, some not
        // ASCII, and every one put in twice.
        var names = (0..<1500).map { "pokemon-\($0)" } + ["", "flabébé", "nidoran-♀", "mr-mime", "mr-rime"]
        names += names.map { $0 + "-alola" }
        var set = NameSet()
        for name in names + names { set.insert(name) }
        #expect(set.count == Set(names).count)
        for name in names { #expect(set.contains(name), "\(name)") }
        for absent in ["pokemon-1500", "pokemon-", "flabebe", "mr-mim", "pokemon-1-alolan", " ", "Pokemon-1"] {
            #expect(!set.contains(absent), "\(absent)")
        }
    }

    @Test func emptyOrMadeAtItsSizeItHoldsNothing() {
        #expect(!NameSet().contains("") && NameSet().count == 0)
        var sized = NameSet(minimumCapacity: 3)
        #expect(!sized.contains("pikachu"))
        // Past its size, it grows.
        for name in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] { sized.insert(name) }
        #expect(sized.count == 9 && sized.contains("i") && sized.contains("a") && !sized.contains("j"))
    }

    @Test func equalWhenItHoldsTheSameNamesHoweverMade() {
        var one = NameSet(minimumCapacity: 100)
        var other = NameSet()
        for name in ["pikachu", "raichu", "pichu"] { one.insert(name) }
        for name in ["pichu", "raichu", "pikachu", "pichu"] { other.insert(name) }
        #expect(one == other)
        other.insert("raichu-alola")
        #expect(one != other)
        one.insert("eevee")
        #expect(one != other && one.count == other.count)
    }
}
