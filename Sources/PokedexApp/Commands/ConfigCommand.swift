import FoundationEssentials
import PokedexData
import PokedexPresentation
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// `pokedex config [set <key> <value>]`: each setting, its value and where it came from; or
/// one set in the config file.
struct ConfigCommand: PokedexCommand {
    static let name = "config"
    static let info = CommandInfo(
        summary: "Show each setting, its value and where it came from, or set one in the config file.",
        label: "config [set <key> <value>]",
        usage: ["pokedex config", "pokedex config set <key> <value>"],
        arguments: [
            ("<key>", "lang, game, color, width, pager, sprite, cache-dir, data-dir, offline, api-url, max-age…"),
            ("<value>", "What the key's option or variable takes (lang fr, sprite off, color never)."),
        ],
        notes: [
            "The file is $XDG_CONFIG_HOME/pokedex/config, else ~/.config/pokedex/config: lines of key = value, "
                + "# comments. A flag wins over the environment, the environment over the file, the file over the "
                + "default. A line that is not a known key = value is a usage error naming file:line.",
            "set writes the file whole and renames it into place: it is never left half-written.",
        ],
        examples: ["pokedex config", "pokedex config set lang fr", "pokedex config set sprite off"],
        completion: .words(["set"] + ConfigFile.keys.map(\.name)))

    static let options: [OptionSpec] = [OptionTable.color]

    let setting: (key: String, value: String)?

    init(_ input: CommandInput) throws(UsageError) {
        switch input.positionals.count {
        case 0: setting = nil
        case 3 where input.positionals[0] == "set":
            let name = input.positionals[1].lowercased()
            guard let key = ConfigFile.key(named: name) else {
                throw input.error(
                    "no setting named '\(TerminalSafe.text(name, limit: 60))'"
                        + UsageError.didYouMean(name, among: ConfigFile.keys.map(\.name)))
            }
            let value = input.positionals[2]
            if let problem = ConfigFile.problem(of: value, for: key) { throw input.error(problem) }
            setting = (name, value)
        default:
            throw input.error("config takes nothing, or set <key> <value>")
        }
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        guard let config = context.config else {
            return .error(ErrorViewModel(kind: .data, message: "No config folder: set XDG_CONFIG_HOME or HOME."))
        }
        if let setting { return try set(setting.key, to: setting.value, in: config) }
        let environment = context.environment
        var rows: [[String]] = []
        for key in ConfigFile.keys {
            let entry = config.entries.last { $0.key == key.name }
            // What the environment set itself, not what the file put there.
            let fromFile = entry.flatMap { key.value($0.value) } == environment[key.variable]
            let value: String
            let source: String
            if let entry, fromFile {
                (value, source) = (entry.value, "\(config.path):\(entry.line)")
            } else if let set = environment[key.variable] {
                (value, source) = (set, "environment (\(key.variable))")
            } else {
                let option = OptionTable.all.first { $0.environment == key.variable }
                (value, source) = (option?.defaultValue ?? "", "default")
            }
            rows.append([key.name, value, source])
        }
        if !context.stdoutIsTerminal {
            return .text(rows.map { $0.map { TerminalSafe.text($0) }.joined(separator: "\t") + "\n" }.joined())
        }
        let width = rows.map { TextWidth.columns($0[0]) }.max() ?? 0
        let valueWidth = min(40, rows.map { TextWidth.columns($0[1]) }.max() ?? 0)
        let lines = rows.map { row in
            TextWidth.pad(row[0], to: width) + "  " + TextWidth.pad(TerminalSafe.text(row[1]), to: valueWidth) + "  "
                + context.render.style.dim(TerminalSafe.text(row[2]))
        }
        return .text(
            "Settings from \(TerminalSafe.text(config.path)), the environment and the defaults:\n"
                + lines.joined(separator: "\n") + "\n")
    }

    /// The file with `key` set: written whole to a temporary file beside it and renamed over it.
    private func set(_ key: String, to value: String, in config: ConfigFile) throws(UsageError) -> ViewState {
        let original = LocalFile.read(config.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let text = config.text(setting: key, to: value, in: original)
        _ = LocalFile.makeFolders(FixtureLocator.parent(of: config.path))
        let temporary = config.path + ".tmp-\(getpid())"
        unlink(temporary)
        guard LocalFile.write(Data(text.utf8), to: temporary), rename(temporary, config.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return .error(ErrorViewModel(kind: .data, message: "Cannot write \(config.path): \(reason)."))
        }
        return .text("\(key) = \(value) in \(TerminalSafe.text(config.path))\n")
    }
}
