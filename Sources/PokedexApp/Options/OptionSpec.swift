import PokedexDomain

/// One option, declared once, with the command that takes it (or in a group several share):
/// the parser, `--help`, the completion scripts, the man page, the guide and the environment
/// reader are all made from these.
struct OptionSpec: Sendable, Equatable {
    /// Where `--help` lists the option.
    enum Group: Sendable, CaseIterable {
        /// Under OPTIONS: the command's own.
        case command
        /// Under OPTIONS, in every help that has it: how the answer is written.
        case output
        /// Under DATA OPTIONS: where answers come from.
        case data
        /// Under OPTIONS in the program's help alone (`--version`).
        case program
    }

    /// What the option does with its value (`--limit 5`; a flag's is empty); `source` names the
    /// flag or the environment variable, for messages.
    typealias Apply =
        @Sendable (_ options: inout ParsedOptions, _ value: String, _ source: String) throws(UsageError)
        -> Void

    /// The option's fields, in one object every copy shares: an option is copied into each list
    /// that holds it and out of it at each lookup, and copied as twelve fields, each copy
    /// retained eleven references (47 000 instructions, 8% of `--version`).
    private var shared: Shared

    private final class Shared: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private struct Fields: Sendable {
        /// Every name it answers to, the one shown first: `["-h", "--help"]`.
        let names: [String]
        /// Names it also answers to but that help does not show: `--colour`.
        let aliases: [String]
        /// `<n>` for an option that takes a value; nil for a flag.
        let placeholder: String?
        /// What it does, for the command that takes it: written when help or completion asks,
        /// not by every command at start-up.
        let helpText: @Sendable () -> String
        let defaultValue: String?
        let group: Group
        /// The environment variable that sets it when the command line does not.
        let environment: String?
        /// Ignore the environment variable when one of these options is on the command line.
        let environmentYieldsTo: [String]
        /// The words a shell may complete as its value: made when a completion script asks,
        /// not by every command at start-up.
        let completionWords: @Sendable () -> [String]
        /// Whether its value may run over several lines (`--attacker`'s export block).
        let takesLines: Bool
        /// Bundled names its value completes to, besides `completions` (`--move`: every move).
        let completesTerms: TermKind?
        var apply: Apply
    }

    init(
        names: [String], aliases: [String] = [], placeholder: String? = nil,
        help: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil,
        group: Group = .command, environment: String? = nil, environmentYieldsTo: [String] = [],
        completions: @autoclosure @escaping @Sendable () -> [String] = [], completesTerms: TermKind? = nil,
        takesLines: Bool = false, apply: @escaping Apply
    ) {
        shared = Shared(
            Fields(
                names: names, aliases: aliases, placeholder: placeholder, helpText: help, defaultValue: defaultValue,
                group: group, environment: environment, environmentYieldsTo: environmentYieldsTo,
                completionWords: completions, takesLines: takesLines, completesTerms: completesTerms, apply: apply))
    }

    /// Every name it answers to, the one shown first: `["-h", "--help"]`.
    var names: [String] { shared.fields.names }
    /// Names it also answers to but that help does not show: `--colour`.
    var aliases: [String] { shared.fields.aliases }
    /// `<n>` for an option that takes a value; nil for a flag.
    var placeholder: String? { shared.fields.placeholder }
    var defaultValue: String? { shared.fields.defaultValue }
    var group: Group { shared.fields.group }
    /// The environment variable that sets it when the command line does not.
    var environment: String? { shared.fields.environment }
    /// Ignore the environment variable when one of these options is on the command line.
    var environmentYieldsTo: [String] { shared.fields.environmentYieldsTo }
    /// Whether its value may run over several lines (`--attacker`'s export block).
    var takesLines: Bool { shared.fields.takesLines }
    /// Bundled names its value completes to, besides `completions` (`--move`: every move).
    var completesTerms: TermKind? { shared.fields.completesTerms }
    var apply: Apply {
        get { shared.fields.apply }
        set { change { $0.apply = newValue } }
    }

    /// A declaration changed: this copy's own, the others' as they were.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = shared.fields
        edit(&fields)
        shared = Shared(fields)
    }

    var help: String { shared.fields.helpText() }
    var completions: [String] { shared.fields.completionWords() }

    /// `--limit`: the name the option is known by, and its value's key.
    var name: String { names.last ?? "" }
    var takesValue: Bool { placeholder != nil }
    var allNames: [String] { names + aliases }

    /// `-h, --help` or `--limit <n>`.
    var label: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    /// The commands that take this very declaration, by name.
    var commands: [String] {
        Commands.all.filter { command in
            (command.options + OptionTable.everywhere).contains { $0.isSame(as: self) }
        }.map { $0.name }
    }

    /// Whether its value is text it may take: none holds a control character, but a set
    /// (an export block) has its line breaks and tabs.
    func accepts(_ value: String) -> Bool {
        !value.containsControlCharacter(besides: takesLines ? ["\n", "\r", "\t"] : [])
    }

    /// Options are one by their names: a command takes `--game` whatever its help says.
    static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        lhs.names == rhs.names
    }

    /// The very same declaration: its names and its help.
    func isSame(as other: OptionSpec) -> Bool {
        names == other.names && help == other.help
    }
}

/// A command's own options as parsed: a value of the command's own type with a property each
/// (`WhereCommand.Options.game`), as swift-argument-parser's `@Option` properties are. Its
/// declarations (`Option`, `Repeated`, `Flag`) name the property they fill.
protocol CommandOptions: Sendable {
    /// None given.
    init()
}

/// The property an option fills, handed over in place: `{ options, access in
/// access(&options.limit) }`, written `{ $1(&$0.limit) }`, gives `Options.limit` to `access`.
/// It must call `access` once, on one stored property, and do nothing else: the option may
/// call it twice (a repeated option reads its earlier values, then sets them), and the
/// compiler does not check what a key path would have. Not a key path (`\Options.limit`):
/// the runtime builds a key path from its pattern, and the metadata of its classes, the
/// first time one is evaluated, and the options given to `stats` (three) took 168 000
/// instructions, a sixth of the command, `list --limit 20`'s one 58 000; a function is code
/// already written.
typealias Property<Root, Value> = @Sendable (_ root: inout Root, _ access: (inout Value) -> Void) -> Void

extension CommandOptions {
    /// A property of these options, as an option's declaration names it:
    /// `Options.at { $1(&$0.limit) }`. It gives the closure its `Root`, which `$0` needs for a
    /// type where the option's own type is generic (`GameOption.make`, `FilterOptions.options`).
    static func at<Value>(_ access: @escaping Property<Self, Value>) -> Property<Self, Value> { access }
}

/// One of a command's own options, declared with the property it fills.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

extension ParsedOptions {
    /// The command's own options, as its own type; all unset when it has none or none was given.
    func own<Root: CommandOptions>(_: Root.Type) -> Root {
        command as? Root ?? Root()
    }

    /// Changes the command's own options, of `Root`, the type every option of one command fills.
    mutating func change<Root: CommandOptions>(
        _: Root.Type, _ change: (inout Root) throws(UsageError) -> Void
    ) throws(UsageError) {
        // Every option of one command fills the same type: another would drop the values given.
        assert(command == nil || command is Root, "an option of \(Root.self) given to another command")
        var own = own(Root.self)
        try change(&own)
        command = own
    }
}

/// A command's option with a value, parsed and checked as it is read into its property.
struct Option<Root: CommandOptions, Value: Sendable>: DeclaredOption {
    private(set) var spec: OptionSpec

    init(
        _ property: @escaping Property<Root, Value?>, _ names: String..., placeholder: String,
        help: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil,
        environment: String? = nil, completions: @autoclosure @escaping @Sendable () -> [String] = [],
        completesTerms: TermKind? = nil, takesLines: Bool = false,
        parse: @escaping @Sendable (_ value: String, _ source: String) throws(UsageError) -> Value
    ) {
        let name = names.last ?? ""
        spec = OptionSpec(
            names: names, placeholder: placeholder, help: help(), defaultValue: defaultValue, environment: environment,
            completions: completions(), completesTerms: completesTerms, takesLines: takesLines
        ) { options, value, source throws(UsageError) in
            let parsed = try parse(value, source)
            try options.change(Root.self) { own in property(&own) { $0 = parsed } }
            options.sources[name] = source
        }
    }

    /// The same option filling the property at `path` of another command's options: a group
    /// several commands share (`FilterOptions`), declared once over its own type.
    func within<Outer: CommandOptions>(_ path: @escaping Property<Outer, Root>) -> Option<Outer, Value> {
        Option<Outer, Value>(spec: spec.lifted(from: Root.self, into: path))
    }

    fileprivate init(spec: OptionSpec) {
        self.spec = spec
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// An option that takes one of `Value`'s cases by name (`--format json`): its help's
    /// list, its completions and its check all come from `Value.allCases`.
    init(
        _ property: @escaping Property<Root, Value?>, _ names: String..., placeholder: String,
        choosing help: String, defaultValue: Value? = nil
    ) {
        let name = names.last ?? ""
        self.init(
            spec: .choice(
                names: names, placeholder: placeholder, help: help, defaultValue: defaultValue, group: .command
            ) { options, choice, source throws(UsageError) in
                try options.change(Root.self) { own in property(&own) { $0 = choice } }
                options.sources[name] = source
            })
    }
}

extension OptionSpec {
    /// An option that takes one of `Choice`'s cases by name, in any case: `help` says what it
    /// chooses, and the choices follow it from `Choice.allCases`, as completion offers them
    /// and a wrong value's message names them.
    static func choice<Choice: CaseIterable & RawRepresentable & Sendable>(
        names: [String], aliases: [String] = [], placeholder: String, help: String, defaultValue: Choice? = nil,
        group: Group, environment: String? = nil,
        apply:
            @escaping @Sendable (_ options: inout ParsedOptions, _ choice: Choice, _ source: String) throws(UsageError)
            -> Void
    ) -> OptionSpec where Choice.RawValue == String {
        // The choices' names made only where they are said (help, completion, a wrong value):
        // made for every such option at every start, they were 9 000 instructions each.
        @Sendable func choices() -> [String] { Choice.allCases.map(\.rawValue) }
        return OptionSpec(
            names: names, aliases: aliases, placeholder: placeholder,
            help: help + ": " + OptionValues.either(choices()) + ".", defaultValue: defaultValue?.rawValue,
            group: group, environment: environment, completions: choices()
        ) { options, value, source throws(UsageError) in
            guard let choice = Choice(rawValue: value.lowercased()) else {
                throw .invalid(source, takes: OptionValues.either(choices()), not: value, choices: choices())
            }
            try apply(&options, choice, source)
        }
    }
}

/// A command's option that may be given several times, each value added (`--type`).
struct Repeated<Root: CommandOptions, Element: Sendable>: DeclaredOption {
    private(set) var spec: OptionSpec

    init(
        _ property: @escaping Property<Root, [Element]>, _ names: String..., placeholder: String,
        help: @autoclosure @escaping @Sendable () -> String,
        completions: @autoclosure @escaping @Sendable () -> [String] = [], completesTerms: TermKind? = nil,
        parse:
            @escaping @Sendable (_ value: String, _ source: String, _ earlier: [Element]) throws(UsageError)
            -> [Element]
    ) {
        spec = OptionSpec(
            names: names, placeholder: placeholder, help: help(), completions: completions(),
            completesTerms: completesTerms
        ) { options, value, source throws(UsageError) in
            try options.change(Root.self) { own throws(UsageError) in
                var earlier: [Element] = []
                property(&own) { earlier = $0 }
                let all = try parse(value, source, earlier)
                property(&own) { $0 = all }
            }
        }
    }

    /// The same option filling the property at `path` of another command's options.
    func within<Outer: CommandOptions>(_ path: @escaping Property<Outer, Root>) -> Repeated<
        Outer, Element
    > {
        Repeated<Outer, Element>(spec.lifted(from: Root.self, into: path))
    }

    private init(_ spec: OptionSpec) {
        self.spec = spec
    }
}

/// A command's flag: on or not (`--desc`).
struct Flag<Root: CommandOptions>: DeclaredOption {
    let spec: OptionSpec

    init(
        _ property: @escaping Property<Root, Bool>, _ names: String...,
        help: @autoclosure @escaping @Sendable () -> String
    ) {
        spec = OptionSpec(names: names, help: help()) { options, _, _ throws(UsageError) in
            try options.change(Root.self) { own in property(&own) { $0 = true } }
        }
    }

    /// The same flag setting the property at `path` of another command's options.
    func within<Outer: CommandOptions>(_ path: @escaping Property<Outer, Root>) -> Flag<Outer> {
        Flag<Outer>(spec: spec.lifted(from: Root.self, into: path))
    }

    private init(spec: OptionSpec) {
        self.spec = spec
    }
}

extension OptionSpec {
    /// This option of `Inner`'s, applied to the `Inner` at `path` of `Outer`'s instead.
    fileprivate func lifted<Inner: CommandOptions, Outer: CommandOptions>(
        from _: Inner.Type, into path: @escaping Property<Outer, Inner>
    ) -> OptionSpec {
        var lifted = self
        let apply = self.apply
        lifted.apply = { options, value, source throws(UsageError) in
            // The inner option fills its own type alone: it is applied to the part, moved out
            // of the command's options and back.
            var outer = options.own(Outer.self)
            var part = ParsedOptions()
            path(&outer) { part.command = $0 }
            try apply(&part, value, source)
            let inner = part.own(Inner.self)
            try options.change(Outer.self) { own in path(&own) { $0 = inner } }
            options.sources.merge(part.sources) { _, new in new }
        }
        return lifted
    }
}

extension CommandInput {
    /// The command's own options, as given, of its own type.
    func own<Root: CommandOptions>(_: Root.Type) -> Root {
        options.own(Root.self)
    }

    /// The flag or environment variable `option`'s value came from.
    func source(of option: some DeclaredOption) -> String {
        options.sources[option.spec.name] ?? option.spec.name
    }
}
