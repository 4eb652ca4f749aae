import PokedexData
import PokedexDomain
import PokedexTerminalUI

/// One option, declared once: the parser, `--help`, the completion scripts, the man page,
/// the guide and the environment reader are all made from these.
struct OptionSpec: Sendable, Equatable {
    /// Where `--help` lists the option.
    enum Group: Sendable, CaseIterable {
        /// Under OPTIONS, in the help of the commands that take it only.
        case command
        /// Under OPTIONS, in every help.
        case output
        /// Under DATA OPTIONS: where answers come from.
        case data
        /// Under OPTIONS in the program's help alone (`--version`).
        case program
    }

    /// What the option is after: `--limit 5` sets a value; `--offline` is a flag.
    typealias Apply =
        @Sendable (_ options: inout ParsedOptions, _ value: String, _ source: String) throws(UsageError)
        -> Void

    /// Every name it answers to, the one shown first: `["-h", "--help"]`.
    let names: [String]
    /// Names it also answers to but that help does not show: `--colour`.
    var aliases: [String] = []
    /// `<n>` for an option that takes a value; nil for a flag.
    var placeholder: String?
    let help: String
    var defaultValue: String?
    /// A default that differs by command (`--limit`), by the command's name.
    var commandDefaults: [String: String] = [:]
    let group: Group
    /// The environment variable that sets it when the command line does not.
    var environment: String?
    /// Ignore the environment variable when one of these options is on the command line.
    var environmentYieldsTo: [String] = []
    /// The words a shell may complete as its value: made when a completion script asks, not
    /// by every command at start-up.
    private let completionWords: @Sendable () -> [String]
    /// Whether giving it twice adds rather than replaces (`--type`).
    var repeatable = false
    /// Whether its value may run over several lines (`--attacker`'s export block).
    var takesLines = false
    let apply: Apply

    init(
        names: [String], aliases: [String] = [], placeholder: String? = nil, help: String, defaultValue: String? = nil,
        commandDefaults: [String: String] = [:], group: Group,
        environment: String? = nil, environmentYieldsTo: [String] = [],
        completions: @autoclosure @escaping @Sendable () -> [String] = [], repeatable: Bool = false,
        takesLines: Bool = false, apply: @escaping Apply
    ) {
        self.takesLines = takesLines
        self.names = names
        self.aliases = aliases
        self.placeholder = placeholder
        self.help = help
        self.defaultValue = defaultValue
        self.commandDefaults = commandDefaults
        self.group = group
        self.environment = environment
        self.environmentYieldsTo = environmentYieldsTo
        self.completionWords = completions
        self.repeatable = repeatable
        self.apply = apply
    }

    var completions: [String] { completionWords() }

    /// Whether its value is text it may take: none holds a control character, but a set
    /// (an export block) has its line breaks and tabs.
    func accepts(_ value: String) -> Bool {
        !value.containsControlCharacter(besides: takesLines ? ["\n", "\r", "\t"] : [])
    }

    /// `--limit`: the name the option is known by.
    var name: String { names.last ?? "" }
    var takesValue: Bool { placeholder != nil }
    var allNames: [String] { names + aliases }

    /// `-h, --help` or `--limit <n>`.
    var label: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    func defaultValue(for command: (any PokedexCommand.Type)?) -> String? {
        command.flatMap { commandDefaults[$0.name] } ?? defaultValue
    }

    /// The commands that take it, by name (every one for `.program` options): the commands
    /// say which options they take.
    var commands: Set<String> {
        Set(Commands.all.filter { $0.takes(self) }.map { $0.name })
    }

    /// Options are one by their names.
    static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        lhs.names == rhs.names
    }
}

/// An environment variable that no option stands for.
struct EnvironmentSpec: Sendable {
    let name: String
    let help: String
}

/// Every option and environment variable of the program.
enum OptionTable {
    /// What every command takes.
    static let everywhere = [help, version]
    /// Where answers come from, for a command that may fetch.
    static let fetching = [apiURL, spriteURL, maxAge, timeout, concurrency]
    /// The same, and whether it may: for a command that reads the Pokédex.
    static let reading = [offline, refresh] + fetching
    /// What a lookup (`show`, `list`, `move`…) takes beside its own options.
    static let lookup = [json, jsonl, lang, color] + reading
    /// How a command that draws pictures draws them.
    static let drawing = [imageProtocol]

    /// Every option, in the order help lists them.
    static let options: [OptionSpec] = [
        limit, offset, type, generation, ability, move, eggGroup, condition, sort, desc, legendary, mythical, baby,
        fullyEvolved, file, game, pokedex, method, level, nature, evs, ivs, boosts, versus, attacker, defender, team,
        weather,
        terrain, crit, doubles, reflect, lightScreen, auroraVeil, helpingHand, hits, rolls, kind, shiny, back, female,
        artwork,
        shinyChance, seed, forms, show,
        sprites,
        json, jsonl, lang, color, imageProtocol, noSprite, noMouse, help, version, offline, refresh, apiURL, spriteURL,
        maxAge,
        timeout, concurrency,
    ]

    static let limit = OptionSpec(
        names: ["--limit"], placeholder: "<n>", help: "How many to show.",
        commandDefaults: [
            ListCommand.name: String(ListCommand.defaultLimit), SearchCommand.name: String(SearchCommand.defaultLimit),
        ],
        group: .command
    ) { options, value, source throws(UsageError) in
        options.limit = try OptionValues.wholeNumber(value, source: source, in: 1...Int.max)
    }

    static let offset = OptionSpec(
        names: ["--offset"], placeholder: "<n>", help: "How many to skip from the start.", defaultValue: "0",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.offset = try OptionValues.wholeNumber(value, source: source, in: 0...Int.max)
    }

    static let type = OptionSpec(
        names: ["--type"], placeholder: "<type>",
        help: "Only Pokémon of this type; repeat it for all of several types.", group: .command,
        completions: TypeChart.knownTypes, repeatable: true
    ) { options, value, source throws(UsageError) in
        options.filter.types.append(try OptionValues.typeName(value, source: source))
    }

    static let generation = OptionSpec(
        names: ["--generation"], placeholder: "<g>",
        help: "Only the species a generation introduced: 1, i, generation-i or kanto.", group: .command,
        completions: (1...9).map(String.init) + ListFilter.regions
    ) { options, value, source throws(UsageError) in
        options.filter.generation = try OptionValues.generation(value, source: source)
    }

    static let ability = OptionSpec(
        names: ["--ability"], placeholder: "<ability>", help: "Only Pokémon that can have this ability.",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.filter.ability = try OptionValues.name(value, source: source)
    }

    static let move = OptionSpec(
        names: ["--move"], placeholder: "<move>",
        help: "list: only Pokémon that learn this move (in --game, when given). damage: the move used.",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.filter.move = try OptionValues.name(value, source: source)
        options.damage.move = options.filter.move
    }

    static let eggGroup = OptionSpec(
        names: ["--egg-group"], placeholder: "<group>", help: "Only species of this egg group.", group: .command,
        completions: ListFilter.eggGroups
    ) { options, value, source throws(UsageError) in
        options.filter.eggGroup = try OptionValues.name(value, source: source)
    }

    static let condition = OptionSpec(
        names: ["--where"], placeholder: "<expr>",
        help:
            "Only Pokémon for which it holds: speed>=100, total<=300, weight>200 (kg); repeat it for all of several.",
        group: .command, completions: ListField.allCases.map(\.rawValue),
        repeatable: true
    ) { options, value, source throws(UsageError) in
        do throws(ListCondition.ParseError) {
            options.filter.conditions.append(try ListCondition.parse(value))
        } catch {
            throw UsageError(message: "\(source): \(TerminalSafe.text(error.message, limit: 200))")
        }
    }

    static let sort = OptionSpec(
        names: ["--sort"], placeholder: "<field>",
        help: "Order by id, name, or a --where field (hp, attack… total, height, weight, generation).",
        group: .command, completions: ["id", "name"] + ListField.allCases.map(\.rawValue)
    ) { options, value, source throws(UsageError) in
        guard let sort = ListSort(spelled: value) else {
            let fields = ["id", "name"] + ListField.allCases.map(\.rawValue)
            throw .invalid(source, takes: fields.joined(separator: ", "), not: value, choices: fields)
        }
        options.filter.sort = sort
    }

    static let desc = OptionSpec(
        names: ["--desc"], help: "Highest first.", group: .command
    ) { options, _, _ in options.filter.descending = true }

    static let legendary = OptionSpec(
        names: ["--legendary"], help: "Only legendary Pokémon.", group: .command
    ) { options, _, _ in options.filter.legendary = true }

    static let mythical = OptionSpec(
        names: ["--mythical"], help: "Only mythical Pokémon.", group: .command
    ) { options, _, _ in options.filter.mythical = true }

    static let baby = OptionSpec(
        names: ["--baby"], help: "Only baby Pokémon.", group: .command
    ) { options, _, _ in options.filter.baby = true }

    static let fullyEvolved = OptionSpec(
        names: ["--fully-evolved"], help: "Only Pokémon that evolve no further.", group: .command
    ) { options, _, _ in options.filter.fullyEvolved = true }

    static let file = OptionSpec(
        names: ["--file"], placeholder: "<path>", help: "Read the team from a Pokémon Showdown export (- for stdin).",
        group: .command
    ) { options, value, source throws(UsageError) in
        guard !value.isEmpty else { throw UsageError(message: "\(source) needs a path") }
        options.teamFile = value
    }

    static let game = OptionSpec(
        names: ["--game"], placeholder: "<game>",
        help: "A game: scarlet-violet, scarlet, sv, \"Sword Shield\", red, rby…", group: .command,
        environment: "POKEDEX_GAME",
        completions: GameCatalog.abbreviations.keys.sorted()
            + GameCatalog.abbreviations.values.flatMap { $0 }.sorted()
    ) { options, value, source throws(UsageError) in
        options.game = try OptionValues.name(value, source: source)
        options.gameFromEnvironment = !source.hasPrefix("-")
    }

    static let pokedex = OptionSpec(
        names: ["--pokedex"], placeholder: "<dex>",
        help: "Only the Pokémon of this regional Pokédex, in its order with its numbers: kanto, original-johto, "
            + "hoenn, galar, paldea, kitakami, blueberry…",
        group: .command,
        completions: [
            "kanto", "original-johto", "hoenn", "original-sinnoh", "extended-sinnoh", "updated-johto", "original-unova",
            "updated-unova", "kalos-central", "kalos-coastal", "kalos-mountain", "updated-hoenn", "original-alola",
            "updated-alola", "galar", "isle-of-armor", "crown-tundra", "hisui", "paldea", "kitakami", "blueberry",
            "lumiose-city",
        ]
    ) { options, value, source throws(UsageError) in
        options.filter.pokedex = try OptionValues.name(value, source: source)
    }

    static let method = OptionSpec(
        names: ["--method"], placeholder: "<method>",
        help: "moves: only moves learned this way (level-up, machine, egg or tutor); where: only encounters of "
            + "this way (walk, surf, old-rod, good-rod, super-rod, gift, headbutt…).",
        group: .command, completions: LearnMethod.common.map(\.name) + OptionValues.encounterMethods
    ) { options, value, source throws(UsageError) in
        guard !value.trimmingWhitespace().isEmpty else { throw UsageError(message: "\(source) needs a method") }
        // Each command reads it its own way: `moves` as a learn method, `where` as an encounter method.
        options.method = value
        options.methodSource = source
    }

    static let kind = OptionSpec(
        names: ["--kind"], placeholder: "<kind>",
        help: "Only results of this kind: pokemon, move, ability or item; repeat it for several.", group: .command,
        completions: OptionValues.searchKinds.map(\.rawValue), repeatable: true
    ) { options, value, source throws(UsageError) in
        options.kinds.formUnion(try OptionValues.kinds(value, source: source))
    }

    static let shiny = OptionSpec(
        names: ["--shiny"], help: "The shiny picture.", group: .command
    ) { options, _, _ in
        options.variant.shiny = true
        options.random.shiny = true
    }

    static let back = OptionSpec(
        names: ["--back"], help: "The picture from the back.", group: .command
    ) { options, _, _ in options.variant.back = true }

    static let female = OptionSpec(
        names: ["--female"], help: "The female picture, where it differs.", group: .command
    ) { options, _, _ in options.variant.female = true }

    static let artwork = OptionSpec(
        names: ["--artwork"], help: "The large official artwork instead of the sprite.", group: .command
    ) { options, _, _ in options.variant.artwork = true }

    static let shinyChance = OptionSpec(
        names: ["--shiny-chance"], placeholder: "<n>", help: "Make one in n picks shiny (the games' 4096, or 128).",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.random.shinyChance = try OptionValues.wholeNumber(value, source: source, in: 1...1_000_000)
    }

    static let versus = OptionSpec(
        names: ["--vs"], placeholder: "<pokemon,…>",
        help: "Pokémon to add to the speed tiers, at their fastest common spreads (comma-separated).",
        group: .command, repeatable: true
    ) { options, value, source throws(UsageError) in
        let names = value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw UsageError(message: "\(source) needs Pokémon names, as in dragapult,flutter-mane")
        }
        guard options.versus.count + names.count <= 12 else {
            throw UsageError(message: "\(source) takes at most 12 Pokémon")
        }
        options.versus += names
    }

    static let attacker = OptionSpec(
        names: ["--attacker"], placeholder: "<set>",
        help: "The attacker: a Pokémon Showdown set (its export block), or with --team its place in the team, 1–6.",
        group: .command, takesLines: true
    ) { options, value, source throws(UsageError) in
        options.damage.attacker = try OptionValues.name(value, source: source)
    }

    static let defender = OptionSpec(
        names: ["--defender"], placeholder: "<set>",
        help: "The defender, as --attacker.", group: .command, takesLines: true
    ) { options, value, source throws(UsageError) in
        options.damage.defender = try OptionValues.name(value, source: source)
    }

    static let team = OptionSpec(
        names: ["--team"], placeholder: "<path>",
        help: "A Pokémon Showdown export whose members --attacker and --defender name by place.", group: .command
    ) { options, value, source throws(UsageError) in
        guard !value.isEmpty else { throw UsageError(message: "\(source) needs a path") }
        options.damageTeam = value
    }

    static let weather = OptionSpec(
        names: ["--weather"], placeholder: "<weather>",
        help: "sun, rain, sand, snow, hail, harsh-sunshine, heavy-rain or strong-winds.", group: .command,
        completions: BattleWeather.allCases.map { NameKey.make($0.rawValue) }
    ) { options, value, source throws(UsageError) in
        guard let weather = BattleWeather(spelled: value) else {
            let choices = BattleWeather.allCases.map { NameKey.make($0.rawValue) }
            throw .invalid(source, takes: "a weather", not: value, choices: choices)
        }
        options.damage.weather = weather
    }

    static let terrain = OptionSpec(
        names: ["--terrain"], placeholder: "<terrain>", help: "electric, grassy, misty or psychic.", group: .command,
        completions: BattleTerrain.allCases.map { NameKey.make($0.rawValue) }
    ) { options, value, source throws(UsageError) in
        guard let terrain = BattleTerrain(spelled: value) else {
            let choices = BattleTerrain.allCases.map { NameKey.make($0.rawValue) }
            throw .invalid(source, takes: "a terrain", not: value, choices: choices)
        }
        options.damage.terrain = terrain
    }

    static let crit = OptionSpec(names: ["--crit"], help: "A critical hit.", group: .command) { options, _, _ in
        options.damage.critical = true
    }

    static let doubles = OptionSpec(
        names: ["--doubles"], help: "A double battle: spread moves ×0.75, screens ×0.67.", group: .command
    ) { options, _, _ in options.damage.doubles = true }

    static let reflect = OptionSpec(
        names: ["--reflect"], help: "Reflect on the defender's side.", group: .command
    ) { options, _, _ in options.damage.reflect = true }

    static let lightScreen = OptionSpec(
        names: ["--light-screen"], help: "Light Screen on the defender's side.", group: .command
    ) { options, _, _ in options.damage.lightScreen = true }

    static let auroraVeil = OptionSpec(
        names: ["--aurora-veil"], help: "Aurora Veil on the defender's side.", group: .command
    ) { options, _, _ in options.damage.auroraVeil = true }

    static let helpingHand = OptionSpec(
        names: ["--helping-hand"], help: "An ally's Helping Hand for the attacker.", group: .command
    ) { options, _, _ in options.damage.helpingHand = true }

    static let hits = OptionSpec(
        names: ["--hits"], placeholder: "<n>", help: "How often a multi-hit move hits, 1 to 10.", group: .command
    ) { options, value, source throws(UsageError) in
        options.damage.hits = try OptionValues.wholeNumber(value, source: source, in: 1...10)
    }

    static let rolls = OptionSpec(
        names: ["--rolls"], help: "Also the sixteen damage rolls of each hit.", group: .command
    ) { options, _, _ in options.rolls = true }

    static let level = OptionSpec(
        names: ["--level"], placeholder: "<n>", help: "The level, 1 to 100.", commandDefaults: ["stats": "100"],
        group: .command
    ) { options, value, source throws(UsageError) in
        options.level = try OptionValues.wholeNumber(value, source: source, in: 1...100)
    }

    static let nature = OptionSpec(
        names: ["--nature"], placeholder: "<nature>", help: "A nature: jolly, Adamant, modest…", group: .command,
        completions: [
            "hardy", "lonely", "brave", "adamant", "naughty", "bold", "docile", "relaxed", "impish", "lax", "timid",
            "hasty", "serious", "jolly", "naive", "modest", "mild", "quiet", "bashful", "rash", "calm", "gentle",
            "sassy", "careful", "quirky",
        ]
    ) { options, value, source throws(UsageError) in
        options.nature = try OptionValues.name(value, source: source)
    }

    static let evs = OptionSpec(
        names: ["--evs"], placeholder: "<spread>",
        help: "EVs as an export writes them, \"252 Atk / 4 SpD / 252 Spe\", or atk=252,spe=252 (0–252 each, 510 "
            + "in all; unnamed stats 0).", group: .command
    ) { options, value, source throws(UsageError) in
        let spread = try OptionValues.spread(value, source: source, range: 0...252)
        let total = spread.values.values.reduce(0, +)
        guard total <= 510 else {
            throw UsageError(message: "\(source): the EVs add up to \(total), more than 510")
        }
        options.evs = spread
    }

    static let ivs = OptionSpec(
        names: ["--ivs"], placeholder: "<spread>",
        help: "IVs as an export writes them, \"0 Atk / 30 Spe\" (0–31 each; unnamed stats 31).", group: .command
    ) { options, value, source throws(UsageError) in
        options.ivs = try OptionValues.spread(value, source: source, range: 0...31)
    }

    static let boosts = OptionSpec(
        names: ["--boosts"], placeholder: "<stages>", help: "Stat stages, \"+1 Atk / -1 Spe\" (−6 to +6).",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.boosts = try OptionValues.spread(value, source: source, range: -6...6)
    }

    static let seed = OptionSpec(
        names: ["--seed"], placeholder: "<n>", help: "Pick the same Pokémon every time for the same number.",
        group: .command
    ) { options, value, source throws(UsageError) in
        options.random.seed = UInt64(try OptionValues.wholeNumber(value, source: source, in: 0...Int.max))
    }

    static let forms = OptionSpec(
        names: ["--forms"], help: "Pick among every form (megas, regional forms…), not only each species' default.",
        group: .command
    ) { options, _, _ in options.random.includeForms = true }

    static let show = OptionSpec(
        names: ["--show"], help: "Print the picked Pokémon's whole entry.", group: .command
    ) { options, _, _ in options.random.showEntry = true }

    static let sprites = OptionSpec(
        names: ["--sprites"], help: "Fetch every Pokémon's front sprite, plain and shiny, instead of the data.",
        group: .command
    ) { options, _, _ in options.syncSprites = true }

    static let json = OptionSpec(
        names: ["--json"], help: "Print JSON (schema in docs/JSON.md).", group: .output
    ) { options, _, _ in options.format = .json }

    static let jsonl = OptionSpec(
        names: ["--jsonl"], help: "Print one compact JSON object per line.", group: .output
    ) { options, _, _ in options.format = .jsonLines }

    static let lang = OptionSpec(
        names: ["--lang"], placeholder: "<code>",
        help: "Names, words and titles in en, ja, ja-hrkt, fr, de, es, it, ko, zh-hans or zh-hant.", defaultValue: "en",
        group: .output, environment: "POKEDEX_LANG",
        completions: Language.allCases.map(\.rawValue)
    ) { options, value, source throws(UsageError) in
        options.network.language = try OptionValues.language(value, source: source)
    }

    static let color = OptionSpec(
        names: ["--color"], aliases: ["--colour"], placeholder: "<when>", help: "auto, always or never.",
        defaultValue: "auto", group: .output,
        completions: ColorChoice.allCases.map(\.rawValue)
    ) { options, value, source throws(UsageError) in
        guard let choice = ColorChoice(rawValue: value) else {
            throw .invalid(
                source, takes: "auto, always or never", not: value, choices: ColorChoice.allCases.map(\.rawValue))
        }
        options.color = choice
    }

    static let imageProtocol = OptionSpec(
        names: ["--image-protocol"], placeholder: "<protocol>",
        help: "How to draw pictures: auto, kitty, iterm, blocks (half blocks) or none.", defaultValue: "auto",
        group: .output, environment: "POKEDEX_IMAGE_PROTOCOL",
        completions: ImageProtocolChoice.allCases.map(\.rawValue)
    ) { options, value, source throws(UsageError) in
        guard let choice = ImageProtocolChoice(rawValue: value) else {
            throw .invalid(
                source, takes: "auto, kitty, iterm, blocks or none", not: value,
                choices: ImageProtocolChoice.allCases.map(\.rawValue))
        }
        options.imageProtocol = choice
    }

    static let noSprite = OptionSpec(
        names: ["--no-sprite"], help: "Show entries without their picture.", group: .output,
        environment: "POKEDEX_NO_SPRITE"
    ) { options, _, _ in options.noSprite = true }

    static let noMouse = OptionSpec(
        names: ["--no-mouse"], help: "Leave the mouse to the terminal (no clicks or wheel in browse).",
        group: .output, environment: "POKEDEX_NO_MOUSE"
    ) { options, _, _ in options.noMouse = true }

    static let help = OptionSpec(
        names: ["-h", "--help"], help: "Show help information.", group: .output
    ) { options, _, _ in options.help = true }

    static let version = OptionSpec(
        names: ["--version"], help: "Show the version.", group: .program
    ) { options, _, _ in options.version = true }

    static let offline = OptionSpec(
        names: ["--offline"], help: "Never connect; use the cache and the bundled data.", group: .data,
        environment: "POKEDEX_OFFLINE", environmentYieldsTo: ["--refresh"]
    ) { options, _, _ in options.network.offline = true }

    static let refresh = OptionSpec(
        names: ["--refresh"], help: "Ask PokeAPI first, skipping the cache and the bundled data.", group: .data
    ) { options, _, _ in options.network.refresh = true }

    static let apiURL = OptionSpec(
        names: ["--api-url"], placeholder: "<url>", help: "PokeAPI's base URL.",
        defaultValue: DataSettings.defaultAPI, group: .data, environment: "POKEDEX_API_URL"
    ) { options, value, source throws(UsageError) in
        options.network.apiURL = try OptionValues.apiURL(value, source: source)
    }

    static let spriteURL = OptionSpec(
        names: ["--sprite-url"], placeholder: "<url>", help: "Where PokeAPI's pictures are.",
        defaultValue: SpriteIndex.defaultHost, group: .data,
        environment: "POKEDEX_SPRITE_URL"
    ) { options, value, source throws(UsageError) in
        options.network.spriteURL = try OptionValues.apiURL(value, source: source)
    }

    static let maxAge = OptionSpec(
        names: ["--max-age"], placeholder: "<duration>",
        help: "How long cached answers stay fresh: 90s, 15m, 12h, 7d.", defaultValue: "7d", group: .data,
        environment: "POKEDEX_MAX_AGE"
    ) { options, value, source throws(UsageError) in
        options.network.maxAge = try OptionValues.duration(value, source: source)
    }

    static let timeout = OptionSpec(
        names: ["--timeout"], placeholder: "<seconds>",
        help: "How long a command waits on a network that does not answer.",
        defaultValue: "10", group: .data, environment: "POKEDEX_TIMEOUT"
    ) { options, value, source throws(UsageError) in
        options.network.timeout = try OptionValues.seconds(value, source: source)
    }

    static let concurrency = OptionSpec(
        names: ["--concurrency"], placeholder: "<n>", help: "Requests in flight at once, 1 to 64.",
        defaultValue: String(DataSettings.defaultConcurrency), group: .data,
        environment: "POKEDEX_CONCURRENCY"
    ) { options, value, source throws(UsageError) in
        options.network.concurrency = try OptionValues.wholeNumber(value, source: source, in: 1...64)
    }
    /// The variables read besides the options' own.
    static let environmentOnly: [EnvironmentSpec] = [
        EnvironmentSpec(name: "POKEDEX_CACHE_DIR", help: "The cache folder."),
        EnvironmentSpec(
            name: "XDG_CACHE_HOME", help: "Without POKEDEX_CACHE_DIR, the cache is $XDG_CACHE_HOME/pokedex."),
        EnvironmentSpec(name: "HOME", help: "Without either, the cache is ~/.cache/pokedex."),
        EnvironmentSpec(
            name: "POKEDEX_FIXTURES", help: "The bundled data folder to read instead of the installed one."),
        EnvironmentSpec(name: "NO_COLOR", help: "Set and not empty: no colours, unless --color always."),
        EnvironmentSpec(name: "TERM", help: "dumb: no colours, unless --color always."),
        EnvironmentSpec(name: "COLUMNS", help: "The width to fit text to; else the terminal's width; else 80."),
        EnvironmentSpec(name: "COLORTERM", help: "truecolor or 24bit: pictures in 24-bit colour, else in 256."),
        EnvironmentSpec(
            name: "KITTY_WINDOW_ID", help: "Set (or TERM=xterm-kitty): pictures through kitty's graphics protocol."),
        EnvironmentSpec(name: "TERM_PROGRAM", help: "iTerm.app or WezTerm: pictures as iTerm2 inline images."),
    ]

    /// Every variable the program reads: what the environment reader passes on.
    static var environmentNames: [String] {
        options.compactMap(\.environment) + environmentOnly.map(\.name)
    }

    /// The option `name` answers to (`--colour` finds `--color`).
    static func option(named name: String) -> OptionSpec? {
        options.first { $0.allNames.contains(name) }
    }

    /// The options listed in the help of `command` (nil: the program's own help), by group.
    static func listed(for command: (any PokedexCommand.Type)?, in group: OptionSpec.Group) -> [OptionSpec] {
        options.filter { option in
            guard option.group == group else { return false }
            guard let command else { return group != .command }
            return group != .program && command.takes(option)
        }
    }
}
