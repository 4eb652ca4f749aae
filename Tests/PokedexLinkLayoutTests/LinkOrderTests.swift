import PokedexLinkLayout
import Testing

/// `make link-order`'s readings: callgrind's records (names given once, then by number; a
/// call's cost counted in its callee; recursion's copies), lld's map (what may be moved), the
/// page faults (which variable each landed in), and the order made of them.
@Suite struct LinkOrderTests {
    /// Two commands' records as callgrind writes them: `main` calls `parse` (named in the call,
    /// first), which calls itself (`parse'2`); `render` runs in the second only.
    static let first = """
        # callgrind format
        version: 1
        events: Ir
        summary: 90

        ob=(1) /usr/bin/pokedex
        fl=(1) ???
        fn=(1) main
        0 10
        cfn=(2) parse
        calls=1 0
        0 70
        +2 5

        fn=(2)
        0 30
        cfn=(3) parse'2
        calls=3 0
        * 40

        fn=(3)
        -1 40
        fn=(4) 0x00000000012d2a70
        0 5
        """

    static let second = """
        events: Ir
        fn=(7) main
        0 3
        fn=(8) render
        0 900
        fn=(9) parse
        0 1
        """

    @Test func aRecordGivesEachFunctionItsOwnInstructions() {
        let functions = LinkOrder.functions(inCallgrind: Self.first)
        // main: 10 and 5 of its own; the call's 70 is parse's. parse: 30, and its copy's 40.
        #expect(functions["main"] == 15)
        #expect(functions["parse"] == 70)
        #expect(functions["parse'2"] == nil && functions.count == 3)
        // A function with no name of its own (an address) is still a function that ran.
        #expect(functions["0x00000000012d2a70"] == 5)
        #expect(LinkOrder.functions(inCallgrind: "") == [:])
    }

    @Test func whatMoreCommandsRunComesFirstThenEachSetOfCommandsTogetherBusiestFirst() {
        let runs: [[String: Int]] = [
            ["main": 10, "parse": 70, "show": 5, "entry": 50, "pinned": 99],
            ["main": 3, "parse": 1, "list": 8],
            ["main": 1, "show": 2, "entry": 1, "list": 1],
        ]
        let movable: Set = ["main", "parse", "show", "entry", "list"]
        // main (3 commands); then the pairs: {0, 1} parse, {0, 2} entry (51) before show (7),
        // {1, 2} list. `pinned` cannot be moved.
        #expect(
            LinkOrder.functions(ranking: runs, movable: movable) == ["main", "parse", "entry", "show", "list"])
    }

    /// The leading commands' code comes first, however many commands run the rest.
    @Test func theLeadingCommandsCodeComesFirst() {
        let runs: [[String: Int]] = [
            ["main": 1, "show": 1], ["main": 1, "where": 1, "rare": 9], ["main": 1, "list": 1],
        ]
        let movable: Set = ["main", "show", "where", "rare", "list"]
        #expect(
            LinkOrder.functions(ranking: runs, movable: movable, leading: [0, 2])
                == ["main", "show", "list", "rare", "where"])
        #expect(LinkOrder.functions(ranking: runs, movable: movable) == ["main", "show", "rare", "where", "list"])
    }

    /// A cold start reads the code up to the mark: what the leading commands run. The others'
    /// follows it.
    @Test func aColdStartReadsTheLeadingCommandsCodeUpToTheMark() throws {
        let others = "fn=(1) main\n0 5\nfn=(2) parse\n0 9\n"
        let leading = "fn=(1) main\n0 5\nfn=(2) render\n0 1\n"
        let made = try #require(
            LinkOrder.order(records: [others, leading], faults: "", map: Self.map, previous: "", leading: [1]))
        #expect(made.code == ["*(.text.main)", "*(.text.render)", "*(.text.parse)"] && made.read == 2)
        let lines = made.script.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let mark = try #require(lines.firstIndex(of: LinkOrder.readEnd))
        #expect(lines[mark - 1] == "*(.text.render)" && lines[mark + 1] == "*(.text.parse)")
        // Code only native faults saw, and each variant of a C string function, goes before the
        // mark too: a variant of what another command ran stays with its sibling, behind it.
        let memchr = "fn=(1) main\n0 5\nfn=(2) __memchr_avx2\n0 1\n"
        let native = try #require(
            LinkOrder.order(
                records: [memchr, leading], faults: "pokedex page-faults: 700004\n", map: Self.map, previous: "",
                leading: [1]))
        #expect(
            native.code == [
                "*/crtbeginT.o(.text)", "*(.text.main)", "*(.text.render)", "*libc.a:memchr-avx2.o(.text.avx)",
                "*libc.a:memchr-evex.o(.text.evex)",
            ] && native.native == 1 && native.read == 3)
        let leadingMemchr = try #require(
            LinkOrder.order(records: [others, memchr], faults: "", map: Self.map, previous: "", leading: [1]))
        #expect(
            leadingMemchr.code == [
                "*(.text.main)", "*libc.a:memchr-avx2.o(.text.avx)", "*libc.a:memchr-evex.o(.text.evex)",
                "*(.text.parse)",
            ] && leadingMemchr.read == 3)
        // Led by both, the busier set's code is no longer behind the mark.
        let both = try #require(LinkOrder.order(records: [others, leading], faults: "", map: Self.map, previous: ""))
        #expect(both.code == ["*(.text.main)", "*(.text.parse)", "*(.text.render)"] && both.read == 3)
    }

    /// Within a set of commands, what their first command ran first comes first, whatever ran
    /// most; what lackey did not see run follows, the busiest first.
    @Test func eachSetOfCommandsIsInTheOrderItsCodeFirstRan() {
        let runs: [[String: Int]] = [
            ["main": 10, "parse": 70, "show": 5, "entry": 50, "tail": 9, "rare": 1],
            ["main": 3, "parse": 1, "show": 1, "entry": 1, "tail": 1, "rare": 1],
        ]
        let movable: Set = ["main", "parse", "show", "entry", "tail", "rare"]
        let firstRun = ["show": 0, "main": 1, "entry": 2, "parse": 3]
        #expect(
            LinkOrder.functions(ranking: runs, movable: movable, firstRun: firstRun)
                == ["show", "main", "entry", "parse", "tail", "rare"])
        // The set of commands still goes before the order of first runs.
        #expect(
            LinkOrder.functions(
                ranking: [["main": 1, "only": 1], ["main": 1]], movable: ["main", "only"],
                firstRun: ["only": 0, "main": 1])
                == ["main", "only"])
    }

    /// Lackey's log: the places code first ran, each once, in order; its own lines and anything
    /// else are not places.
    @Test func lackeysLogGivesEachPlaceWhereCodeFirstRanOnce() {
        let log = """
            ==27564== Lackey, an example Valgrind tool
            SB 004ff4c0
            SB 006b5ef0
            SB 004ff4c0
            SB 006b5ef0
            SB 00401000
            SB zz
            XSB 00500000
            ==27564== Exit code:       0
            """
        #expect(LinkOrder.firstRuns(inLackey: log) == [0x4F_F4C0, 0x6B_5EF0, 0x40_1000])
        #expect(LinkOrder.firstRuns(inLackey: "").isEmpty)
    }

    /// A map as lld writes it: address, load address, size, alignment, then the names, indented.
    static func mapLine(_ address: UInt64, _ size: UInt64, _ indent: Int, _ name: String) -> String {
        func hex(_ value: UInt64, _ width: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: " ", count: max(0, width - digits.count)) + digits
        }
        return hex(address, 16) + " " + hex(address, 16) + " " + hex(size, 8) + " " + hex(16, 5) + " "
            + String(repeating: " ", count: indent) + name
    }

    static let map = [
        mapLine(0x40_1000, 0x3000, 0, ".text"),
        mapLine(0x40_1000, 0x40, 8, "/build/App.o:(.text.main)"),
        mapLine(0x40_1000, 0, 16, "main"),
        mapLine(0x40_1040, 0x40, 8, "/build/App.o:(.text.parse)"),
        mapLine(0x40_1040, 0, 16, "parse"),
        // The standard library's one large section: `show` is only its; `shared` has a section
        // of its own elsewhere too, so running it says nothing of this one.
        mapLine(0x40_1080, 0x1_0000, 8, "/lib/libswiftCore.a(Swift.o):(.text)"),
        mapLine(0x40_1080, 0, 16, "show"),
        mapLine(0x40_1090, 0, 16, "shared"),
        mapLine(0x60_1080, 0x100, 8, "/lib/libc.a(memchr.o):(.text)"),
        mapLine(0x60_1080, 0, 16, "memchr"),
        mapLine(0x60_1180, 0x100, 8, "/lib/libc.a(memchr-avx2.o):(.text.avx)"),
        mapLine(0x60_1180, 0, 16, "__memchr_avx2"),
        mapLine(0x60_1280, 0x100, 8, "/lib/libc.a(memchr-evex.o):(.text.evex)"),
        mapLine(0x60_1280, 0, 16, "__memchr_evex"),
        mapLine(0x60_1380, 0x100, 8, "/lib/libc.a(memcmp-evex.o):(.text.evex)"),
        mapLine(0x60_1380, 0, 16, "__memcmp_evex"),
        mapLine(0x60_1480, 0x10, 8, "/build/Other.o:(.text.shared)"),
        mapLine(0x60_1480, 0, 16, "shared"),
        // What the last order did not name, in a section of its own.
        mapLine(0x70_0000, 0x1000, 0, ".text.rest"),
        mapLine(0x70_0000, 0x20, 8, "/gcc/crtbeginT.o:(.text)"),
        mapLine(0x70_0000, 0, 16, "frame_dummy"),
        mapLine(0x70_0020, 0x20, 8, "/build/Mod.build/*.swift.o:(.text.render)"),
        mapLine(0x70_0020, 0, 16, "render"),
        mapLine(0x70_0040, 0x9000, 8, "/build/Odd [1].o:(.text)"),
        mapLine(0x70_0040, 0, 16, "odd"),
        mapLine(0x70_9040, 0x10, 8, "<internal>:(.text)"),
        mapLine(0x70_9040, 0, 16, "synthetic"),
        mapLine(0x50_0000, 0x2000, 0, ".data"),
        mapLine(0x50_0000, 0x100, 8, "App.o:(.data)"),
        mapLine(0x50_0000, 0, 16, "counter"),
        mapLine(0x50_0080, 0, 16, "cache"),
        mapLine(0x50_0100, 0x8000, 8, "Big.o:(.data)"),
        mapLine(0x50_0100, 0, 16, "table"),
        mapLine(0x60_0000, 0x1000, 0, ".bss"),
        mapLine(0x60_0000, 0x20, 8, "App.o:(.bss)"),
        mapLine(0x60_0000, 0, 16, "flag"),
    ].joined(separator: "\n")

    @Test func aSectionIsNamedByItsOwnNameItsFilesOrNotAtAll() {
        let sections = LinkOrder.textSections(inMap: Self.map)
        // `.text` and `.text.rest`, not the data.
        #expect(sections.count == 12 && sections.last?.symbols == ["synthetic"])
        let patterns = sections.map(\.pattern)
        #expect(
            patterns == [
                "*(.text.main)", "*(.text.parse)", "*libswiftCore.a:Swift.o(.text)", "*libc.a:memchr.o(.text)",
                "*libc.a:memchr-avx2.o(.text.avx)", "*libc.a:memchr-evex.o(.text.evex)",
                "*libc.a:memcmp-evex.o(.text.evex)", "*(.text.shared)", "*/crtbeginT.o(.text)",
                // A function's own section is named without its file (whose name the script
                // cannot write here); a file with a space and brackets, or lld's own, cannot be named.
                "*(.text.render)", nil, nil,
            ])
        // Its own section or a small one moves for any of its functions; the large ones do not.
        #expect(sections.map(\.movable) == [true, true, false, true, true, true, true, true, true, true, false, true])
    }

    @Test func aLargeSectionRunsOnlyForAFunctionNoOtherHolds() {
        let sections = LinkOrder.textSections(inMap: Self.map)
        // `shared` ran: its own section moves, the standard library's does not.
        #expect(
            LinkOrder.code(ranking: [["shared": 5, "main": 1]], in: sections) == ["*(.text.shared)", "*(.text.main)"])
        // `show`, only the standard library's, moves it, ranked as any function: three commands
        // run it, two run `main`.
        let runs = [["show": 1, "main": 1], ["show": 1, "main": 1], ["show": 1]]
        #expect(LinkOrder.code(ranking: runs, in: sections) == ["*libswiftCore.a:Swift.o(.text)", "*(.text.main)"])
        // A function the map does not hold names nothing.
        #expect(LinkOrder.code(ranking: [["gone": 9]], in: sections).isEmpty)
    }

    /// The places code first ran name their sections, over the commands in turn: `main` ran
    /// before `parse` (which ran more), so it leads their group; a place outside every section
    /// names none.
    @Test func theCodeOfEachSetOfCommandsIsLaidOutInTheOrderItFirstRan() {
        let sections = LinkOrder.textSections(inMap: Self.map)
        let runs: [[String: Int]] = [["main": 5, "parse": 9], ["main": 1, "parse": 1]]
        #expect(LinkOrder.code(ranking: runs, in: sections) == ["*(.text.parse)", "*(.text.main)"])
        let firstRuns: [[UInt64]] = [[0x10, 0x40_1004, 0x40_1040, 0x40_1000], [0x40_1040]]
        #expect(
            LinkOrder.code(ranking: runs, in: sections, firstRuns: firstRuns) == ["*(.text.main)", "*(.text.parse)"])
        // A section's last byte is in it, the byte after it (a gap before the next) in none; what
        // the second command ran first comes after all the first ran.
        #expect(
            LinkOrder.firstRun([[0x41_107F, 0x41_1080, 0x40_1000], [0x60_1480, 0x40_1000]], in: sections) == [
                "*libswiftCore.a:Swift.o(.text)": 0, "*(.text.main)": 1, "*(.text.shared)": 2,
            ])
        // And so the whole order is made, from the records and the places beside them.
        let record = "fn=(1) main\n0 5\nfn=(2) parse\n0 9\n"
        let made = LinkOrder.order(
            records: [record], firstRuns: [[0x40_1000, 0x40_1040]], faults: "", map: Self.map, previous: "")
        #expect(made?.code == ["*(.text.main)", "*(.text.parse)"])
    }

    @Test func eachPageFaultInTheCodeNamesItsSection() {
        let sections = LinkOrder.textSections(inMap: Self.map)
        let faults = """
            pokedex  page-faults:u:  700004
            pokedex  page-faults:u:  700024
            pokedex  page-faults:u:  700010
            pokedex  page-faults:u:  401000
            pokedex  page-faults:u:  500010
            pokedex  page-faults:u:  700045
            """
        // crtbeginT's twice, then the others once each in name order; the data's is none, nor the
        // section the script cannot name.
        #expect(
            LinkOrder.codeSections(faultedIn: faults, in: sections) == [
                "*/crtbeginT.o(.text)", "*(.text.main)", "*(.text.render)",
            ])
    }

    @Test func everyVariantOfACStringFunctionFollowsTheOneThatRan() {
        let sections = LinkOrder.textSections(inMap: Self.map)
        // valgrind's processor chose `__memchr_avx2`; this machine may choose `__memchr_evex`.
        // `__memcmp_evex` is another function's: it stays where it is.
        #expect(
            LinkOrder.withVariants(
                ["*(.text.main)", "*libc.a:memchr-avx2.o(.text.avx)", "*(.text.parse)"], in: sections)
                == [
                    "*(.text.main)", "*libc.a:memchr-avx2.o(.text.avx)", "*libc.a:memchr-evex.o(.text.evex)",
                    "*(.text.parse)",
                ])
        #expect(LinkOrder.withVariants(["*(.text.main)", "*(.text.main)"], in: sections) == ["*(.text.main)"])
    }

    @Test func eachPageFaultNamesTheVariableItLandedIn() {
        let sections = LinkOrder.dataSections(inMap: Self.map)
        // The large section stays where it is: its variables are none of the order's.
        #expect(sections.map(\.start) == [0x50_0000, 0x60_0000])
        let faults = """
            pokedex  page-faults:u:  500090
            pokedex  page-faults:u:  600010
            pokedex  page-faults:u:  500010
            pokedex  page-faults:u:  500088
            pokedex  page-faults:u:  500200
            pokedex  page-faults:u:  40100a
            pokedex  other-event:  500010
            """
        // cache twice (0x500088, 0x500090), counter and flag once each, in name order; the
        // large section's and the code's faults are none of them.
        #expect(LinkOrder.dataSymbols(faultedIn: faults, sections: sections) == ["cache", "counter", "flag"])
        #expect(LinkOrder.symbol(at: 0x4F_FFFF, in: sections) == nil)
        #expect(LinkOrder.symbol(at: 0x50_0100, in: sections) == nil)
    }

    @Test func theOrderIsTheCodeThenTheVariablesKeptThenThoseAdded() throws {
        let faults = """
            pokedex page-faults: 600000
            pokedex page-faults: 500000
            pokedex page-faults: 600001
            pokedex page-faults: 700004
            pokedex page-faults: 401004
            """
        let record = "fn=(1) main\n0 5\nfn=(2) parse\n0 9\nfn=(3) __memchr_avx2\n0 1\n"
        // The previous order's variables that are still in the map are kept, in its order.
        let previous = "oldFunction\ncounter\ngone\n"
        let made = try #require(
            LinkOrder.order(records: [record, record], faults: faults, map: Self.map, previous: previous))
        // crtbeginT's code, which only a fault saw, first (main's fault adds nothing: it is there
        // already); then what callgrind saw, the busiest first, the variant after its sibling.
        #expect(
            made.code == [
                "*/crtbeginT.o(.text)", "*(.text.parse)", "*(.text.main)", "*libc.a:memchr-avx2.o(.text.avx)",
                "*libc.a:memchr-evex.o(.text.evex)",
            ])
        #expect(made.keptData == ["counter"] && made.addedData == ["flag"] && made.commands == 2)
        #expect(made.text == "counter\nflag\n")
        // The script names the code in that order, after the entry point, in front of the rest.
        let lines = made.script.split(separator: "\n").map { $0.drop { $0 == " " } }
        let named = made.code.compactMap { pattern in lines.firstIndex { $0 == pattern } }
        #expect(named.count == 5 && named == named.sorted())
        let entry = try #require(lines.firstIndex { $0.hasPrefix("*crt1.o") })
        let rest = try #require(lines.firstIndex { $0.hasPrefix(".text.rest") })
        #expect(entry < named[0] && named[4] < rest && made.script.hasSuffix("} INSERT BEFORE .bss;\n"))
        // Given no leading commands, every command leads: a cold start reads all of it, and the
        // mark follows it.
        #expect(made.read == 5 && lines.firstIndex { $0 == LinkOrder.readEnd } == named[4] + 1)
        // Records of another build (none of their functions in the map) make no order.
        #expect(LinkOrder.order(records: ["fn=(1) other\n0 1\n"], faults: "", map: Self.map, previous: "") == nil)
    }

    /// Code only native runs' page faults saw stays first from one order to the next: laid out
    /// among the code that runs, it takes no fault of its own the next time. A line the map no
    /// longer has goes, and one callgrind has now seen run is named once, where it ranks.
    @Test func codeOnlyFaultsSawIsKeptFromTheLastScript() throws {
        let record = "fn=(1) main\n0 5\nfn=(2) parse\n0 9\n"
        // A fault in the standard library's large section (0x405000) moves nothing.
        let first = try #require(
            LinkOrder.order(
                records: [record], faults: "pokedex page-faults: 700004\npokedex page-faults: 405000\n", map: Self.map,
                previous: ""))
        #expect(first.native == 1 && first.code == ["*/crtbeginT.o(.text)", "*(.text.parse)", "*(.text.main)"])
        #expect(LinkOrder.nativeCode(inScript: first.script) == ["*/crtbeginT.o(.text)"])
        let previous = [
            LinkOrder.nativeMark, "*(.text.gone)", "*(.text.main)", "*/crtbeginT.o(.text)",
            "*libswiftCore.a:Swift.o(.text)", LinkOrder.ranMark,
            "*(.text.parse)",
        ].map { "    " + $0 + "\n" }.joined()
        let next = try #require(
            LinkOrder.order(records: [record], faults: "", map: Self.map, previous: "", previousScript: previous))
        #expect(next == first)
        // With no marks, or with them out of order, the script names no such code.
        #expect(LinkOrder.nativeCode(inScript: "*/crtbeginT.o(.text)\n").isEmpty)
        #expect(LinkOrder.nativeCode(inScript: LinkOrder.ranMark + "\n*(.text.main)\n" + LinkOrder.nativeMark).isEmpty)
        #expect(
            try #require(LinkOrder.order(records: [record], faults: "", map: Self.map, previous: "")).code
                == ["*(.text.parse)", "*(.text.main)"])
    }
}
