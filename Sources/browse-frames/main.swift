import PokedexApp
import PokedexBrowse
import PokedexData
import PokedexPresentation
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

// `make bench`: the full-screen Pokédex's frame time, in process with the release build. The
// list on a 200×60 terminal (list | entry | picture, over the bundled data and a picture
// cache), a key pressed again and again: each press timed from the key to the bytes a terminal
// would be sent (the controller, the renderer, the lines that changed), no terminal involved.
//
//     browse-frames --fixtures Fixtures [--cache DIR] [--presses 400]

var options: [String: String] = [:]
var rest = CommandLine.arguments.dropFirst()
while let flag = rest.popFirst(), let value = rest.popFirst() { options[flag] = value }
guard let fixtures = options["--fixtures"] else {
    let usage = "usage: browse-frames --fixtures PATH [--cache DIR] [--presses N]\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
let presses = options["--presses"].flatMap(Int.init) ?? 400

var settings = DataSettings()
settings.fixturesRoot = fixtures
settings.cacheRoot = options["--cache"]
settings.policy = SourcePolicy(offline: true)
settings.entryPictures = true
let presenter = DependencyContainer(settings: settings).presenter
let pictures = PictureMode.blocks(.trueColor)
let style = TerminalStyle(isEnabled: true)
let (width, height) = (200, 60)

var controller = BrowseController(width: width, height: height)
controller.drawsPictures = true

/// Runs loads (and the loads their answers ask for) to the end.
@MainActor func settle(_ loads: [LoadRequest]) async {
    var queue = loads
    while !queue.isEmpty {
        let load = queue.removeFirst()
        queue += controller.handle(.loaded(load, await presenter.viewState(for: load.route))).loads
    }
}

let memo = FrameMemo()
@MainActor func frame() -> [String] {
    let drawn = BrowseRenderer.draw(
        controller.state, width: width, height: height, style: style, pictures: pictures, memo: memo)
    controller.layout = drawn.layout
    return drawn.lines
}

/// The time the controller asked to be woken at comes (the cursor rested, the digits expired).
@MainActor func restCursor() -> [LoadRequest] {
    guard let due = controller.wakeAt else { return [] }
    controller.now = max(controller.now, due)
    return controller.handle(.wake).loads
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

await settle(controller.start())
guard case .list(let list)? = controller.state.top, (list.total ?? 0) > 1 else {
    let message = "browse-frames: no Pokédex to browse in '\(fixtures)'\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
await settle(restCursor())
var last = frame()
let clock = ContinuousClock()
var keyTimes: [Double] = []
var rowsRewritten: [Int] = []
var arrivalTimes: [Double] = []
for press in 0..<presses {
    // Down through the first pages and back up, the entry coming every tenth press.
    let key: Key = (press / 100) % 2 == 0 ? .down : .up
    var written = ""
    var pages: [LoadRequest] = []
    let elapsed = clock.measure {
        pages = controller.handle(.key(key)).loads
        let next = frame()
        written = FrameUpdate.text(from: last, to: next)
        rowsRewritten.append(FrameUpdate.rows(from: last, to: next).count)
        last = next
    }
    keyTimes.append(milliseconds(elapsed))
    // A page of the list the cursor nears is read as it would be, beside the keys.
    await settle(pages)
    last = frame()
    if press % 10 == 9 {
        // The cursor rests: the entry is read (not timed: that is the data, not a frame), then
        // its arrival is drawn.
        let loads = restCursor()
        var answers: [(LoadRequest, ViewState)] = []
        for load in loads { answers.append((load, await presenter.viewState(for: load.route))) }
        let arrival = clock.measure {
            for (load, state) in answers { _ = controller.handle(.loaded(load, state)) }
            let next = frame()
            written = FrameUpdate.text(from: last, to: next)
            last = next
        }
        arrivalTimes.append(milliseconds(arrival))
    }
    _ = written
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
/// `0.42`: milliseconds to the hundredth.
func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
}
let rows = rowsRewritten.sorted()
let drawn = last.contains { $0.contains("▀") || $0.contains("▄") }
print(
    "Full-screen frames at \(width)×\(height) (list | entry | picture, "
        + (drawn ? "the picture drawn from the cache" : "no picture cached: the placeholder")
        + "), \(presses) key presses, in process")
print("")
print("| frame | median ms | slowest ms | lines rewritten (median, most) |")
print("|---|---:|---:|---:|")
print(
    "| key press (↓/↑: controller, renderer, changed lines) | \(format(median(keyTimes))) | "
        + "\(format(keyTimes.max() ?? 0)) | \(rows.isEmpty ? 0 : rows[rows.count / 2]), \(rows.last ?? 0) |")
print(
    "| the entry arriving (after the cursor rests) | \(format(median(arrivalTimes))) | "
        + "\(format(arrivalTimes.max() ?? 0)) | |")

/// One key, timed from the key to the frame with its answers in: the controller, the loads it
/// asks for (a search over every name), and the frame.
/// The time of the loads alone (the search) goes to `loadTimes`.
var loadTimes: [Double] = []
@MainActor func timedKey(_ key: Key) async -> Double {
    let start = clock.now
    let loads = controller.handle(.key(key)).loads
    let loading = clock.now
    await settle(loads)
    if !loads.isEmpty { loadTimes.append(milliseconds(clock.now - loading)) }
    last = frame()
    return milliseconds(clock.now - start)
}

// Search as you type over every Pokémon, move, ability and item name: the first key builds
// the session's index; each key after it is a search.
_ = await timedKey(.escape)
_ = await timedKey(.character("/"))
let firstSearch = await timedKey(.character("c"))
_ = await timedKey(.backspace)
var searchTimes: [Double] = []
loadTimes = []
for _ in 0..<5 {
    for letter in "charizard" { searchTimes.append(await timedKey(.character(letter))) }
    for _ in 0..<9 { searchTimes.append(await timedKey(.backspace)) }
}
print(
    "| a key in search (a search over all names, then the frame) | \(format(median(searchTimes))) | "
        + "\(format(searchTimes.max() ?? 0)) | |")
print(
    "| of which the search alone, over every name (target: under 1 ms) | \(format(median(loadTimes))) | "
        + "\(format(loadTimes.max() ?? 0)) | |")
print("| the first key in search (it builds the session's index) | \(format(firstSearch)) | | |")

// A query with filters, typed a key at a time (the keys between its words ask of half-typed
// filters, which answer at once): each key a search of what the filters keep.
loadTimes = []
var filterTimes: [Double] = []
let filterQuery = "type:dragon -type:flying spe>=100 gar"
for _ in 0..<3 {
    for letter in filterQuery { filterTimes.append(await timedKey(.character(letter))) }
    for _ in filterQuery { filterTimes.append(await timedKey(.backspace)) }
}
print(
    "| a key in a filtered search (`\(filterQuery)`, then the frame) | \(format(median(filterTimes))) | "
        + "\(format(filterTimes.max() ?? 0)) | |")
print(
    "| of which the filters and the search alone (target: under 1 ms) | \(format(median(loadTimes))) | "
        + "\(format(loadTimes.max() ?? 0)) | |")

// A 1000-character paste into search: one query, one search, one frame.
let pasted = String(repeating: "pikachu thunderbolt ", count: 50)
let pasteTime = await timedKey(.paste(pasted))
print("| a 1000-character paste into search | \(format(pasteTime)) | | |")
