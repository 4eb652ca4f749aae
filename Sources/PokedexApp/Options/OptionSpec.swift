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

    /// Every name it answers to, the one shown first: `["-h", "--help"]`.
    let names: [String]
    /// Names it also answers to but that help does not show: `--colour`.
    var aliases: [String] = []
    /// `<n>` for an option that takes a value; nil for a flag.
    var placeholder: String?
    /// What it does, for the command that takes it: written when help or completion asks,
    /// not by every command at start-up.
    private let helpText: @Sendable () -> String
    var defaultValue: String?
    let group: Group
    /// The environment variable that sets it when the command line does not.
    var environment: String?
    /// Ignore the environment variable when one of these options is on the command line.
    var environmentYieldsTo: [String] = []
    /// The words a shell may complete as its value: made when a completion script asks, not
    /// by every command at start-up.
    private let completionWords: @Sendable () -> [String]
    /// Whether its value may run over several lines (`--attacker`'s export block).
    var takesLines = false
    /// Bundled names its value completes to, besides `completions` (`--move`: every move).
    var completesTerms: TermKind?
    let apply: Apply

    init(
        names: [String], aliases: [String] = [], placeholder: String? = nil,
        help: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil,
        group: Group = .command, environment: String? = nil, environmentYieldsTo: [String] = [],
        completions: @autoclosure @escaping @Sendable () -> [String] = [], takesLines: Bool = false,
        apply: @escaping Apply
    ) {
        self.names = names
        self.aliases = aliases
        self.placeholder = placeholder
        self.helpText = help
        self.defaultValue = defaultValue
        self.group = group
        self.environment = environment
        self.environmentYieldsTo = environmentYieldsTo
        self.completionWords = completions
        self.takesLines = takesLines
        self.apply = apply
    }

    var help: String { helpText() }
    var completions: [String] { completionWords() }

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

/// A command's option with a value, parsed and checked as it is read into
/// `ParsedOptions.values`; the command reads it back typed (`input[Self.limit]`).
struct Option<Value: Sendable>: Sendable {
    private(set) var spec: OptionSpec

    init(
        _ names: String..., placeholder: String, help: @autoclosure @escaping @Sendable () -> String,
        defaultValue: String? = nil,
        environment: String? = nil, completions: @autoclosure @escaping @Sendable () -> [String] = [],
        completesTerms: TermKind? = nil, takesLines: Bool = false,
        parse: @escaping @Sendable (_ value: String, _ source: String) throws(UsageError) -> Value
    ) {
        let name = names.last ?? ""
        spec = OptionSpec(
            names: names, placeholder: placeholder, help: help(), defaultValue: defaultValue, environment: environment,
            completions: completions(), takesLines: takesLines
        ) { options, value, source throws(UsageError) in
            options.values[name] = try parse(value, source)
            options.sources[name] = source
        }
        spec.completesTerms = completesTerms
    }
}

/// A command's option that may be given several times, each value added (`--type`).
struct Repeated<Element: Sendable>: Sendable {
    private(set) var spec: OptionSpec

    init(
        _ names: String..., placeholder: String, help: @autoclosure @escaping @Sendable () -> String,
        completions: @autoclosure @escaping @Sendable () -> [String] = [], completesTerms: TermKind? = nil,
        parse:
            @escaping @Sendable (_ value: String, _ source: String, _ earlier: [Element]) throws(UsageError)
            -> [Element]
    ) {
        let name = names.last ?? ""
        spec = OptionSpec(names: names, placeholder: placeholder, help: help(), completions: completions()) {
            options, value, source throws(UsageError) in
            options.values[name] = try parse(value, source, options.values[name] as? [Element] ?? [])
        }
        spec.completesTerms = completesTerms
    }
}

/// A command's flag: on or not (`--desc`).
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ names: String..., help: @autoclosure @escaping @Sendable () -> String) {
        let name = names.last ?? ""
        spec = OptionSpec(names: names, help: help()) { options, _, _ in options.values[name] = true }
    }
}

extension CommandInput {
    /// The value given to `option`, if it was.
    subscript<Value>(_ option: Option<Value>) -> Value? {
        options.values[option.spec.name] as? Value
    }

    /// Every value given to `option`, in order.
    subscript<Element>(_ option: Repeated<Element>) -> [Element] {
        options.values[option.spec.name] as? [Element] ?? []
    }

    /// Whether `flag` was given.
    subscript(_ flag: Flag) -> Bool {
        options.values[flag.spec.name] != nil
    }

    /// The flag or environment variable `option`'s value came from.
    func source<Value>(of option: Option<Value>) -> String {
        options.sources[option.spec.name] ?? option.spec.name
    }
}
