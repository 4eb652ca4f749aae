// swift-tools-version:6.0
import PackageDescription

// VIPER layers as targets, so that a wrong import is a compile error:
//
//   PokedexPlatform      what touches the process: signals, raw mode, the terminal, the
//                        environment, exit (no other target calls these; Data writes the
//                        cache's files, Network the helper's pipes and App reads a team file)
//   PokedexJSON          the one JSON value: parser, decoder and writer
//   PokedexDomain        entities, pure rules, the repository protocols
//   PokedexWords         the reader's words: phrasebook and screen labels (Domain)
//   PokedexInteractors   the use cases, a folder each (Domain only)
//   PokedexPresentation  presenters, view models, the view-state enum, the Navigator and router
//   PokedexTerminalUI    the terminal view: a pure renderer of view state, a folder per screen
//   PokedexBrowse        the full screen and line mode: keys, the controller, frames
//   PokedexImage         PNG decoding with an inflate of its own
//   PokedexData          PokeAPI DTOs, the bundled indexes, the cache, the repositories
//   PokedexNetwork       retries, limits and validation over the HTTP helper
//   PokedexApp           composition root: commands, options, DependencyContainer
//   pokedex              a thin executable (`make release` links it statically), with
//                        PokedexStart: what the C runtime's start does for it (argv as the
//                        C library hands it to constructors; the unwinding tables unread;
//                        the pages of the variables every start writes made at once)
//   pokedex-http         the helper process that speaks HTTP (FoundationNetworking); pokedex
//                        starts it on the first request and talks to it over pipes

/// The release pokedex is one file with nothing to load: the C library and libstdc++ are linked
/// in too (`make release` adds the Swift runtime and FoundationEssentials), so no loader maps
/// or relocates a shared library before `main`. The network, which needs libcurl, lives in the
/// helper. Debug builds stay dynamic.
let fullyStatic: [LinkerSetting] = [
    .unsafeFlags(
        ["-Xclang-linker", "-static", "-Xclang-linker", "-Wno-unused-command-line-argument"],
        .when(configuration: .release))
]

/// The C runtime's start calls PokedexStart's registration of the unwinding tables, which does
/// not read them (UnwindTables.c says why), in place of libgcc's; release builds only, where the
/// C runtime is linked in.
let unwindTablesUnread: [LinkerSetting] = [
    .unsafeFlags(
        ["-Xlinker", "--wrap=__register_frame_info", "-Xlinker", "--wrap=__deregister_frame_info"],
        .when(configuration: .release))
]
/// A release pokedex starts at `pokedex_entry` (Sources/PokedexStart/Entry.c), which asks the
/// disk for the stretch of the binary a start touches before the C library's start runs; and
/// its variables are one segment whose part in the file ends on a page (Sources/pokedex/
/// layout.ld), so that `execve` faults in no page of the binary (it reads only its headers).
/// One segment is `-z norelro`: the variables the start relocates (`.data.rel.ro`, 444 KB, and
/// the `.got`) are no longer made read-only after it, a hardening given up for the read.
let readAhead: [LinkerSetting] = [
    .unsafeFlags(
        ["-Xlinker", "-e", "-Xlinker", "pokedex_entry", "-Xlinker", "-z", "-Xlinker", "norelro"],
        .when(configuration: .release))
]

/// Debug builds optimize the code the tests spend their time in (the tests themselves stay
/// unoptimized and `-enable-testing` still holds): decoding the bundle (JSON, Domain, Data,
/// Image) and drawing screens (TerminalUI, Browse), where unoptimized generic code is five to
/// ten times slower. The rest (`plain`) is built without optimizing in debug, as compiling it
/// `-O` cost more than the tests gained: a profile of `make test` put under 3% of its time
/// there, against a third of the build's (docs/BENCHMARKS.md). The optimized modules use
/// `-Osize`, which inlines and specializes less than `-O`: in four fresh builds of the test bundle
/// each, alternated, it took 17 CPU seconds less on average (of some 355; one pair in four
/// the other way) and the tests ran a second or two longer.
///
/// Release builds reach a concrete generic type's metadata (`[String: Int]`'s storage, a
/// `Result` of two of our types) through its accessor, not by the runtime demangling its name:
/// a demangled name checks every conformance its generic signature asks for, each first check
/// a scan of the binary's 4 000 conformance records. That was a fifth of `show`'s time; the
/// accessors make it 11% faster, `where` and `list` 9–10% (paired runs, docs/BENCHMARKS.md).
let metadataByAccessor: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]
let optimized: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .debug))] + metadataByAccessor
let plain: [SwiftSetting] = metadataByAccessor

let package = Package(
    name: "pokedex",
    products: [
        .executable(name: "pokedex", targets: ["pokedex"]),
        // Started by pokedex, only when a command needs the network.
        .executable(name: "pokedex-http", targets: ["pokedex-http"]),
    ],
    targets: [
        .target(name: "PokedexPlatform", swiftSettings: plain),
        // The one JSON value: the strict parser, the decoder over it, and the writer.
        .target(name: "PokedexJSON", swiftSettings: optimized),
        .target(name: "PokedexDomain", swiftSettings: optimized),
        // The reader's words: pokedex's phrasebook and the labels of every screen, above the
        // entities and below what shows them.
        .target(name: "PokedexWords", dependencies: ["PokedexDomain"], swiftSettings: plain),
        .target(name: "PokedexInteractors", dependencies: ["PokedexDomain"], swiftSettings: plain),
        .target(
            name: "PokedexPresentation", dependencies: ["PokedexDomain", "PokedexWords", "PokedexInteractors"],
            swiftSettings: plain),
        .target(
            name: "PokedexTerminalUI",
            dependencies: ["PokedexDomain", "PokedexWords", "PokedexPresentation", "PokedexJSON"],
            swiftSettings: optimized),
        .target(
            name: "PokedexData", dependencies: ["PokedexDomain", "PokedexImage", "PokedexJSON"],
            swiftSettings: optimized),
        // PNG decoding with an inflate of its own: pictures for the terminal.
        .target(name: "PokedexImage", dependencies: ["PokedexDomain"], swiftSettings: optimized),
        // The interactive view: key decoding, the browse controller, frames, the terminal's raw mode.
        .target(
            name: "PokedexBrowse",
            dependencies: [
                "PokedexDomain", "PokedexWords", "PokedexPresentation", "PokedexTerminalUI", "PokedexPlatform",
            ], swiftSettings: optimized),
        // The wire between pokedex and its HTTP helper: plain Swift, no Foundation.
        .target(name: "PokedexHTTPProtocol", swiftSettings: plain),
        // The only target that speaks HTTP (libcurl, loaded at run time): a process of its own.
        .executableTarget(name: "pokedex-http", dependencies: ["PokedexHTTPProtocol"]),
        // Retries, limits and validation, over the helper started when first needed.
        .target(
            name: "PokedexNetwork",
            dependencies: ["PokedexDomain", "PokedexData", "PokedexHTTPProtocol", "PokedexJSON", "PokedexPlatform"],
            swiftSettings: plain),
        .target(
            name: "PokedexApp",
            dependencies: [
                "PokedexDomain", "PokedexWords", "PokedexInteractors", "PokedexPresentation", "PokedexTerminalUI",
                "PokedexData", "PokedexNetwork", "PokedexBrowse", "PokedexPlatform",
            ], swiftSettings: plain),
        .executableTarget(
            name: "pokedex", dependencies: ["PokedexApp", "PokedexPlatform", "PokedexStart"],
            exclude: ["pokedex.1", "debian", "link-order.txt", "layout.ld", "profile.profdata"],
            swiftSettings: metadataByAccessor, linkerSettings: fullyStatic + unwindTablesUnread + readAhead),
        // What the C runtime's start does for a static pokedex: the binary asked of the disk in
        // one request on a cold start (Entry.c), the arguments as the C library hands them over
        // (Arguments.c), the unwinding tables registered unread (UnwindTables.c), the variables'
        // first pages made at once (HotVariables.c).
        // Its debug information in DWARF 4, as the Swift compiler writes it: the valgrind that
        // `make link-order` profiles with cannot read clang's DWARF 5 and gives up on pokedex.
        .target(
            name: "PokedexStart",
            cSettings: [
                .unsafeFlags(["-gdwarf-4"]), .define("POKEDEX_STATIC_START", .when(configuration: .release)),
            ]),
        // A loopback HTTP server serving Fixtures/ like PokeAPI, with faults: for tests and `make bench`.
        .target(name: "PokedexTestSupport", dependencies: ["PokedexDomain", "CZlib"], swiftSettings: plain),
        // The system's zlib, for tests only: real zlib streams to check the inflate against.
        .systemLibrary(name: "CZlib"),
        // The built pokedex run as a user runs it (its output, status and time; on a
        // pseudo-terminal too) and a PokeAPI on loopback serving the fixtures: for the tests of
        // commands. Nothing of pokedex's above PokedexDomain, so those tests compile beside it.
        .target(name: "PokedexCommandTesting", dependencies: ["PokedexTestSupport"], swiftSettings: plain),
        // Golden files for tests: compare, re-record with RECORD_SNAPSHOTS=1, diff on mismatch.
        .target(name: "PokedexSnapshotTesting"),
        // PKHeX's encounter tables of the games PokeAPI has no locations for, read and filed
        // under PokeAPI's places and Pokémon: for `make fixtures` only, not linked into pokedex.
        // Facts about the games that no table holds, kept by hand with their sources (the version
        // exclusives of Scarlet/Violet): for the generator and for `make verify` alike.
        .target(name: "PokedexGameFacts", swiftSettings: plain),
        .target(
            name: "PokedexGameTables",
            dependencies: ["PokedexDomain", "PokedexData", "PokedexWords", "PokedexGameFacts"],
            swiftSettings: plain),
        .executableTarget(
            name: "pokedex-fixtures",
            dependencies: ["PokedexDomain", "PokedexData", "PokedexJSON", "PokedexGameTables"]),
        // `make install`'s Fixtures.pack: the bundled files in one file (PokedexData's FixturePack).
        .executableTarget(name: "pokedex-pack", dependencies: ["PokedexData"]),
        // `make link-order`'s reading of callgrind's records, lld's map and perf's page faults.
        .target(name: "PokedexLinkLayout", swiftSettings: plain),
        .executableTarget(name: "pokedex-bench", dependencies: ["PokedexTestSupport", "PokedexLinkLayout"]),
        // Linked as the release pokedex is, it fails when the unwinder finds no unwinding tables
        // (`make bench-stage` runs it): a check of PokedexStart's registration of them.
        .executableTarget(
            name: "unwind-check", dependencies: ["PokedexStart"], linkerSettings: fullyStatic + unwindTablesUnread),
        // `make bench`: the full-screen Pokédex's frame time, in process.
        .executableTarget(
            name: "browse-frames",
            dependencies: ["PokedexApp", "PokedexBrowse", "PokedexData", "PokedexPresentation", "PokedexTerminalUI"]),
        // `make verify`: the bundled encounters against a PokeAPI, Pokémon by Pokémon, area by area.
        .executableTarget(name: "pokedex-verify", dependencies: ["PokedexGameFacts"]),
        // `make crosscheck`: `pokedex damage` against Smogon's calculator on random cases.
        .executableTarget(name: "pokedex-crosscheck"),
        // The floors `make bench` measures against: the lightest "hello" (FoundationEssentials and
        // its runtime static; the budgets' floor), and as context "hello" with Foundation (built
        // dynamic), with FoundationEssentials (its runtime static, and fully static as pokedex
        // is), and in C.
        .executableTarget(name: "hello-print"),
        .executableTarget(name: "hello-floor"),
        .executableTarget(name: "hello-static"),
        .executableTarget(name: "hello-full", linkerSettings: fullyStatic),
        .executableTarget(name: "hello-c"),
        .executableTarget(name: "peak-rss"),

        .testTarget(
            name: "PokedexPlatformTests", dependencies: ["PokedexPlatform", "PokedexStart", "PokedexTestSupport"]),
        .testTarget(name: "PokedexDomainTests", dependencies: ["PokedexDomain"]),
        .testTarget(name: "PokedexLinkLayoutTests", dependencies: ["PokedexLinkLayout"]),
        .testTarget(name: "PokedexWordsTests", dependencies: ["PokedexWords", "PokedexDomain"]),
        .testTarget(
            name: "PokedexJSONTests",
            dependencies: ["PokedexJSON", "PokedexData", "PokedexDomain", "PokedexTestSupport"]),
        .testTarget(
            name: "PokedexInteractorsTests",
            dependencies: ["PokedexInteractors", "PokedexDomain", "PokedexTestSupport"]),
        .testTarget(
            name: "PokedexPresentationTests",
            dependencies: ["PokedexPresentation", "PokedexInteractors", "PokedexDomain", "PokedexTestSupport"]
        ),
        .testTarget(
            name: "PokedexTerminalUITests",
            dependencies: [
                "PokedexTerminalUI", "PokedexPresentation", "PokedexDomain", "PokedexInteractors",
                "PokedexSnapshotTesting",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PokedexDataTests", dependencies: ["PokedexData", "PokedexDomain", "PokedexTestSupport"]),
        .testTarget(
            name: "PokedexGameTablesTests",
            dependencies: [
                "PokedexGameTables", "PokedexGameFacts", "PokedexData", "PokedexDomain", "PokedexTestSupport",
                "PokedexWords",
            ]),
        .testTarget(
            name: "PokedexImageTests", dependencies: ["PokedexImage", "PokedexDomain", "PokedexTestSupport"]),
        .testTarget(
            name: "PokedexNetworkTests",
            dependencies: [
                "PokedexNetwork", "PokedexHTTPProtocol", "PokedexData", "PokedexDomain", "PokedexTestSupport",
                "PokedexPlatform",
                "pokedex-http",
            ]
        ),
        .testTarget(
            name: "PokedexBrowseTests",
            dependencies: [
                "PokedexBrowse", "PokedexPresentation", "PokedexInteractors", "PokedexDomain", "PokedexTerminalUI",
                "PokedexSnapshotTesting", "PokedexTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        // The layers together over the whole fixture set.
        .testTarget(
            name: "PokedexIntegrationTests",
            dependencies: [
                "PokedexData", "PokedexDomain", "PokedexInteractors", "PokedexPresentation", "PokedexTerminalUI",
                "PokedexTestSupport",
            ]
        ),
        // End to end through the layers too: pokedex run in process, its screens and options
        // held to its own words. Its dependency on `pokedex` and `peak-rss` is what builds them
        // for PokedexCommandTests too.
        .testTarget(
            name: "PokedexEndToEndTests",
            dependencies: [
                "PokedexApp", "PokedexData", "PokedexDomain", "pokedex", "peak-rss", "PokedexTestSupport",
                "PokedexSnapshotTesting", "PokedexCommandTesting",
            ],
            exclude: ["__Snapshots__"]
        ),
        // Tests that run the built binary as a user or a script does. They import nothing of
        // pokedex's above PokedexDomain, so they compile while the layers do, not after them all.
        .testTarget(name: "PokedexCommandTests", dependencies: ["PokedexCommandTesting", "PokedexTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
