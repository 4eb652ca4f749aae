import Foundation

// `make crosscheck`: `pokedex damage` against Smogon's damage calculator itself, on seeded
// random Gen 9 cases. Each case (two Pokémon with their SV moves and abilities from pokedex's
// own data, natures, EVs, levels, items, boosts, Tera, status, weather, terrain, screens,
// Helping Hand, critical hits, singles and doubles) goes to the calculator; the line it prints
// (with its result, as players copy it) goes to `pokedex damage --json`; the rolls are compared. Each case is sorted:
//
//   equal       pokedex gives the calculator's rolls
//   equal with --level   both sides at one level the line leaves out, and `--level` closes it
//   unwritten   they differ, but the calculator run on only what the line writes (no level
//               but 100, a single battle) gives pokedex's rolls
//   differs     pokedex and the calculator disagree on what the line says
//   refused     pokedex refuses the calculator's line
//   calculator's gap   a move the calculator keeps at no power (Super Fang, Ruination): it
//               answers 0, pokedex half the target's HP, as the games do
//
// Cases the calculator itself refuses are left out and counted.
//
//     pokedex-crosscheck --oracle <smogon-calc command> --pokedex .build/release/pokedex
//                        [--cases 2000] [--seed 20261126] [--examples 8]

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let oracle = argument("--oracle"), let pokedex = argument("--pokedex") else {
    FileHandle.standardError.write(
        Data("usage: pokedex-crosscheck --oracle PATH --pokedex PATH [--cases N] [--seed N] [--examples N]\n".utf8))
    exit(2)
}
let caseCount = argument("--cases").flatMap(Int.init) ?? 2000
let seed = argument("--seed").flatMap(UInt64.init) ?? 20_261_126
let exampleCount = argument("--examples").flatMap(Int.init) ?? 8

/// SplitMix64: the same cases from the same seed on every machine.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

setenv("POKEDEX_OFFLINE", "1", 1)
setenv("NO_COLOR", "1", 1)

/// Runs pokedex with `arguments` (started with `posix_spawn` and reaped with `waitpid`:
/// Foundation's `Process` waits in steps that add up over thousands of runs); its exit code,
/// stdout and stderr (a line: read after stdout, it cannot fill its pipe).
func runPokedex(_ arguments: [String]) -> (status: Int32, stdout: Data, stderr: String) {
    var out: [Int32] = [0, 0]
    var err: [Int32] = [0, 0]
    guard pipe(&out) == 0, pipe(&err) == 0 else { return (-1, Data(), "no pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    for descriptor in out + err { posix_spawn_file_actions_addclose(&actions, descriptor) }
    let words = [pokedex] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, pokedex, &actions, nil, argv, environ) == 0
    close(out[1])
    close(err[1])
    let stdout = FileHandle(fileDescriptor: out[0], closeOnDealloc: true).readDataToEndOfFile()
    let stderr = FileHandle(fileDescriptor: err[0], closeOnDealloc: true).readDataToEndOfFile()
    guard spawned else { return (-1, Data(), "could not start \(pokedex)") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return ((status >> 8) & 0xFF, stdout, String(decoding: stderr, as: UTF8.self))
}

func json(_ data: Data) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}

/// A Pokémon of Scarlet/Violet as the calculator names it, with its damaging moves there and
/// its abilities.
struct Species {
    let name: String
    let moves: [String]
    let abilities: [String]
}

var speciesCache: [Int: Species?] = [:]
@MainActor func species(_ id: Int) -> Species? {
    if let known = speciesCache[id] { return known }
    var found: Species?
    let learnset = runPokedex(["moves", String(id), "--game", "sv", "--json"])
    let entry = runPokedex(["show", String(id), "--json", "--no-sprite"])
    if learnset.status == 0, entry.status == 0, let moves = json(learnset.stdout)?["moves"] as? [[String: Any]],
        let shown = json(entry.stdout), let name = shown["display_name"] as? String
    {
        let damaging = Set(
            moves.filter { ($0["power"] as? Int ?? 0) > 0 && $0["damage_class"] as? String != "status" }
                .compactMap { $0["display_name"] as? String })
        // The calculator spells an apostrophe straight (`Dragon's Maw`), pokedex as the games do.
        let abilities = (shown["abilities"] as? [[String: Any]] ?? []).compactMap {
            ($0["display_name"] as? String)?.replacingOccurrences(of: "’", with: "'")
        }
        // A form by its PokeAPI name's words, as Showdown writes most (`Rotom-Wash`, `Ogerpon-Wellspring`);
        // the calculator refuses the few it names otherwise, and those are left out.
        let named =
            id > 10000
            ? ((shown["name"] as? String) ?? name).split(separator: "-").map {
                $0.prefix(1).uppercased() + $0.dropFirst()
            }
            .joined(separator: "-") : name
        if !damaging.isEmpty { found = Species(name: named, moves: damaging.sorted(), abilities: abilities) }
    }
    speciesCache[id] = found
    return found
}

let natures = [
    "Adamant", "Modest", "Jolly", "Timid", "Bold", "Impish", "Calm", "Careful", "Brave", "Quiet", "Hardy", "Serious",
]
let items = [
    "Choice Band", "Choice Specs", "Life Orb", "Expert Belt", "Muscle Band", "Wise Glasses", "Charcoal",
    "Mystic Water", "Magnet", "Assault Vest", "Eviolite", "Leftovers", "Black Glasses", "Soft Sand",
]
let types = [
    "Normal", "Fire", "Water", "Electric", "Grass", "Ice", "Fighting", "Poison", "Ground", "Flying", "Psychic", "Bug",
    "Rock", "Ghost", "Dragon", "Dark", "Steel", "Fairy",
]
let stats = ["hp", "atk", "def", "spa", "spd", "spe"]

func randomSide(_ species: Species, level: Int, random: inout Random, attacking: Bool) -> [String: Any] {
    var options: [String: Any] = ["level": level, "nature": random.pick(natures)]
    var evs: [String: Int] = [:]
    for stat in stats where random.chance(40) { evs[stat] = random.pick([4, 84, 132, 252]) }
    options["evs"] = evs
    if random.chance(15) { options["ivs"] = [random.pick(stats): random.pick([0, 20, 30])] }
    if random.chance(50) { options["item"] = random.pick(items) }
    if !species.abilities.isEmpty { options["ability"] = random.pick(species.abilities) }
    if random.chance(30) {
        options["boosts"] = [
            random.pick(attacking ? ["atk", "spa"] : ["def", "spd"]): random.pick([-2, -1, 1, 2, 6])
        ]
    }
    if random.chance(15) { options["teraType"] = random.pick(types) }
    if attacking, random.chance(10) { options["status"] = "brn" }
    return ["name": species.name, "options": options]
}

func randomField(_ random: inout Random) -> [String: Any] {
    var field: [String: Any] = ["gameType": random.chance(25) ? "Doubles" : "Singles"]
    if random.chance(30) { field["weather"] = random.pick(["Sun", "Rain", "Sand", "Snow"]) }
    if random.chance(25) { field["terrain"] = random.pick(["Electric", "Grassy", "Psychic", "Misty"]) }
    var defender: [String: Any] = [:]
    if random.chance(15) { defender["isReflect"] = true }
    if random.chance(15) { defender["isLightScreen"] = true }
    var attacker: [String: Any] = [:]
    if random.chance(10) { attacker["isHelpingHand"] = true }
    if !defender.isEmpty { field["defenderSide"] = defender }
    if !attacker.isEmpty { field["attackerSide"] = attacker }
    return field
}

// The cases.
var random = Random(state: seed)
var cases: [[String: Any]] = []
var attempts = 0
while cases.count < caseCount, attempts < caseCount * 20 {
    attempts += 1
    // One Pokémon in five is another form of a species (Rotom-Wash, Landorus-Therian, Ogerpon's masks…).
    func pick() -> Int { random.chance(20) ? 10001 + random.below(277) : 1 + random.below(1025) }
    let attackerID = pick()
    let defenderID = pick()
    guard let attacker = species(attackerID), let defender = species(defenderID) else { continue }
    let levels = random.chance(70) ? (100, 100) : random.chance(60) ? (50, 50) : (random.pick([50, 70, 88]), 100)
    var move: [String: Any] = ["name": random.pick(attacker.moves)]
    if random.chance(10) { move["options"] = ["isCrit": true] }
    cases.append([
        "attacker": randomSide(attacker, level: levels.0, random: &random, attacking: true),
        "defender": randomSide(defender, level: levels.1, random: &random, attacking: false),
        "move": move, "field": randomField(&random),
    ])
}

/// The calculator's answers to `cases`, one a case, in order.
func ask(_ cases: [[String: Any]]) -> [[String: Any]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: oracle)
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    guard (try? process.run()) != nil else { return [] }
    let lines =
        cases.compactMap { try? JSONSerialization.data(withJSONObject: $0) }
        .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n") + "\n"
    // Written from another thread while this one reads: neither pipe fills and waits.
    let writer = Thread {
        input.fileHandleForWriting.write(Data(lines.utf8))
        try? input.fileHandleForWriting.close()
    }
    writer.start()
    let answers = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: answers, as: UTF8.self).split(separator: "\n").map {
        json(Data($0.utf8)) ?? ["error": "unreadable answer"]
    }
}

/// `theCase` with only what `line` writes: levels it does not write are 100, and the battle is
/// a single one (the line never says doubles). An ability or an item the line does not name
/// changed nothing: the calculator names each that did.
func stripped(_ theCase: [String: Any], line: String) -> [String: Any] {
    var result = theCase
    if var field = result["field"] as? [String: Any] {
        field["gameType"] = "Singles"
        result["field"] = field
    }
    for side in ["attacker", "defender"] {
        guard var pokemon = result[side] as? [String: Any], var options = pokemon["options"] as? [String: Any] else {
            continue
        }
        if !line.contains("Lvl ") { options["level"] = 100 }
        pokemon["options"] = options
        result[side] = pokemon
    }
    return result
}

func rolls(_ answer: [String: Any]) -> [Int] { (answer["damage"] as? [Any] ?? []).compactMap { $0 as? Int } }

/// pokedex's rolls, every hit's in one list as the calculator gives them.
func flatRolls(_ read: [String: Any]) -> [Int] {
    (read["rolls"] as? [[Any]] ?? []).flatMap { $0 }.compactMap { $0 as? Int }
}

/// The level both sides of `theCase` are at, when it is one and not 100.
func sharedLevel(_ theCase: [String: Any]) -> Int? {
    func level(_ side: String) -> Int? {
        ((theCase[side] as? [String: Any])?["options"] as? [String: Any])?["level"] as? Int
    }
    guard let attacker = level("attacker"), attacker == level("defender"), attacker != 100 else { return nil }
    return attacker
}

let answers = ask(cases)
struct Outcome {
    var line: String
    var detail: String
}
var sorted: [String: [Outcome]] = [
    "equal": [], "equal with --level": [], "unwritten": [], "differs": [], "refused": [], "calculator's gap": [],
]
/// Moves the calculator's data keeps at no power, so that it answers 0: Super Fang and
/// Ruination take half the target's HP in the games (its Nature's Madness does).
let calculatorGaps = ["Super Fang", "Ruination"]
var oracleRefused = 0
var toStrip: [(index: Int, line: String, pokedex: [Int])] = []
/// The cases pokedex answers as the calculator does: `--survive` is checked on these.
var equalCases: [(index: Int, line: String)] = []
/// Equal cases whose knock-out chance pokedex words otherwise than the calculator.
var koWordings: [Outcome] = []
for (index, answer) in answers.enumerated() {
    // The whole line, result and all, as players copy it from the calculator's page.
    guard answer["error"] == nil, let line = answer["desc"] as? String else {
        oracleRefused += 1
        continue
    }
    let result = runPokedex(["damage", line, "--json"])
    guard result.status == 0, let read = json(result.stdout) else {
        sorted["refused", default: []].append(
            Outcome(line: line, detail: result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
        continue
    }
    let mine = flatRolls(read)
    let theirs = rolls(answer)
    if mine == theirs {
        sorted["equal", default: []].append(Outcome(line: line, detail: ""))
        equalCases.append((index, line))
        // The same rolls: the same chance to knock out, in the calculator's words.
        let words = (read["ko"] as? [String: Any])?["text"] as? String ?? ""
        let theirWords = answer["ko"] as? String ?? ""
        if words != theirWords {
            koWordings.append(Outcome(line: line, detail: "pokedex '\(words)', calc '\(theirWords)'"))
        }
    } else if calculatorGaps.contains(where: { line.contains(" \($0) vs") }), theirs.allSatisfy({ $0 == 0 }) {
        // A move the calculator keeps at no power: it answers 0 where the games do not.
        sorted["calculator's gap", default: []].append(
            Outcome(line: line, detail: "pokedex \(mine.min() ?? 0)-\(mine.max() ?? 0), calc 0"))
    } else if let level = sharedLevel(cases[index]), !line.contains("Lvl "),
        let again = json(runPokedex(["damage", line, "--level", String(level), "--json"]).stdout),
        flatRolls(again) == theirs
    {
        // Both sides at one level, which the calculator does not write: `--level` says it.
        sorted["equal with --level", default: []].append(Outcome(line: line, detail: "--level \(level)"))
    } else {
        toStrip.append((index, line, mine))
    }
}
let strippedAnswers = ask(toStrip.map { stripped(cases[$0.index], line: $0.line) })
for (position, entry) in toStrip.enumerated() {
    let theirs = rolls(answers[entry.index])
    let detail =
        "pokedex \(entry.pokedex.min() ?? 0)-\(entry.pokedex.max() ?? 0), calc \(theirs.min() ?? 0)-\(theirs.max() ?? 0)"
    if position < strippedAnswers.count, rolls(strippedAnswers[position]) == entry.pokedex {
        sorted["unwritten", default: []].append(Outcome(line: entry.line, detail: detail))
    } else {
        sorted["differs", default: []].append(Outcome(line: entry.line, detail: detail))
    }
}

let compared = answers.count - oracleRefused
func percent(_ count: Int, of total: Int) -> String {
    total == 0 ? "0" : String(format: "%.1f", 100 * Double(count) / Double(total))
}
print("pokedex damage against Smogon's calculator: seed \(seed), \(answers.count) cases")
print("(\(oracleRefused) the calculator refused, left out; \(compared) compared)\n")
print("| outcome | cases | share |")
print("|---|---:|---:|")
for name in ["equal", "equal with --level", "unwritten", "differs", "refused", "calculator's gap"] {
    print("| \(name) | \(sorted[name]?.count ?? 0) | \(percent(sorted[name]?.count ?? 0, of: compared))% |")
}
let carried = (sorted["equal"]?.count ?? 0) + (sorted["differs"]?.count ?? 0) + (sorted["refused"]?.count ?? 0)
print(
    "\nOf the \(carried) cases whose line carries every input the calculator used (neither `unwritten` nor "
        + "a level the line leaves out), \(percent(sorted["equal"]?.count ?? 0, of: carried))% equal.")
print(
    "Of the \(sorted["equal"]?.count ?? 0) equal cases, \(koWordings.count) word the chance to knock out otherwise "
        + "than the calculator.")
for outcome in koWordings.prefix(exampleCount) { print("- \(outcome.line) — \(outcome.detail)") }
for name in ["differs", "refused", "calculator's gap", "unwritten"] {
    guard let outcomes = sorted[name], !outcomes.isEmpty else { continue }
    print("\n\(name), for example:")
    for outcome in outcomes.prefix(exampleCount) {
        print("- \(outcome.line)" + (outcome.detail.isEmpty ? "" : " — \(outcome.detail)"))
    }
}

// `damage --survive`, against the calculator: on the first cases pokedex answers as the
// calculator does, each spread it gives (neutral, and the nature raising the stat hit) must
// survive every roll of the calculator's, and 4 EVs fewer in HP or in the stat must not.
let surviveCount = argument("--survive-cases").flatMap(Int.init) ?? 60
/// The defender's HP with `hpEVs`, by pokedex's `stats` (its formula is the games').
func defenderHP(_ theCase: [String: Any], hpEVs: Int) -> Int? {
    guard let defender = theCase["defender"] as? [String: Any], let name = defender["name"] as? String,
        let options = defender["options"] as? [String: Any], let level = options["level"] as? Int
    else { return nil }
    let iv = (options["ivs"] as? [String: Int])?["hp"] ?? 31
    let stats = runPokedex([
        "stats", name, "--level", String(level), "--evs", "\(hpEVs) HP", "--ivs", "\(iv) HP", "--json",
    ])
    return (json(stats.stdout)?["stats"] as? [String: Any])?["hp"] as? Int
}
/// The calculator's most damage to `theCase`'s defender with this spread and nature.
func mostDamage(_ cases: [[String: Any]]) -> [Int?] {
    ask(cases).map { $0["max"] as? Int }
}
var surviveChecked = 0
var surviveConfirmed = 0
var surviveMinimal = 0
var surviveNone = 0
var surviveInvested = 0
var surviveProblems: [String] = []
/// The hardest hits first (a knock-out in one, then two): what a player asks `--survive` about,
/// and where a spread has to be found.
@MainActor func hitsToKO(_ index: Int) -> Int {
    let ko = answers[index]["ko"] as? String ?? ""
    if ko.contains("OHKO") { return 1 }
    if ko.contains("2HKO") { return 2 }
    if ko.contains("3HKO") { return 3 }
    return 9
}
let hardest = equalCases.enumerated().sorted {
    (hitsToKO($0.element.index), $0.offset) < (hitsToKO($1.element.index), $1.offset)
}
.map(\.element)
for (index, line) in hardest.prefix(surviveCount) {
    let answer = runPokedex(["damage", line, "--survive", "--json"])
    guard answer.status == 0, let survive = json(answer.stdout)?["survive"] as? [String: Any],
        let stat = survive["stat"] as? String
    else {
        surviveProblems.append("\(line) — pokedex refused --survive")
        continue
    }
    let key = stat == "defense" ? "def" : "spd"
    for (kind, nature) in [("neutral", "Hardy"), ("raised", stat == "defense" ? "Impish" : "Careful")] {
        guard let spread = survive[kind] as? [String: Any], let hpEVs = spread["hp_evs"] as? Int,
            let statEVs = spread["stat_evs"] as? Int
        else {
            surviveNone += 1
            continue
        }
        surviveChecked += 1
        if hpEVs + statEVs > 0 { surviveInvested += 1 }
        // The spread, and 4 fewer in HP and in the stat.
        let trials = [(hpEVs, statEVs), (hpEVs - 4, statEVs), (hpEVs, statEVs - 4)].filter { $0.0 >= 0 && $0.1 >= 0 }
        let variants = trials.map { trial -> [String: Any] in
            var theCase = cases[index]
            var defender = theCase["defender"] as? [String: Any] ?? [:]
            var options = defender["options"] as? [String: Any] ?? [:]
            var evs = options["evs"] as? [String: Int] ?? [:]
            evs["hp"] = trial.0
            evs[key] = trial.1
            options["evs"] = evs
            options["nature"] = nature
            defender["options"] = options
            theCase["defender"] = defender
            return theCase
        }
        let damages = mostDamage(variants)
        let hps = trials.map { defenderHP(cases[index], hpEVs: $0.0) }
        guard damages.count == trials.count, let first = damages[0], let hp = hps[0] else {
            surviveProblems.append("\(line) (\(kind)) — the calculator did not answer")
            continue
        }
        if first < hp {
            surviveConfirmed += 1
        } else {
            surviveProblems.append("\(line) (\(kind) \(hpEVs) HP / \(statEVs) \(key)) — calc \(first) of \(hp) HP")
        }
        let fewerFail = zip(damages.dropFirst(), hps.dropFirst()).allSatisfy { damage, hp in
            guard let damage, let hp else { return false }
            return damage >= hp
        }
        if fewerFail {
            surviveMinimal += 1
        } else {
            surviveProblems.append("\(line) (\(kind) \(hpEVs) HP / \(statEVs) \(key)) — 4 fewer also survives")
        }
    }
}
print(
    "\ndamage --survive on the \(min(surviveCount, equalCases.count)) hardest hits of those cases: \(surviveChecked) spreads given "
        + "(\(surviveInvested) with EVs in HP or the stat; \(surviveNone) answered none), \(surviveConfirmed) survive "
        + "every roll of the calculator's, "
        + "\(surviveMinimal) lose it with 4 EVs fewer in HP or in the stat.")
for problem in surviveProblems.prefix(exampleCount) { print("- " + problem) }
