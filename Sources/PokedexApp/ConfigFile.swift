import PokedexData
import PokedexDomain
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The defaults a person sets once: `$XDG_CONFIG_HOME/pokedex/config` (else
/// `~/.config/pokedex/config`), lines of `key = value`, `#` comments. Each key stands for an
/// environment variable (`lang` for `POKEDEX_LANG`), which it sets where the environment does
/// not: a flag wins over the environment, the environment over the file, the file over the
/// default.
struct ConfigFile: Sendable, Equatable {
    /// One setting the file can hold.
    struct Key: Sendable, Equatable {
        /// `lang`.
        let name: String
        /// `POKEDEX_LANG`.
        let variable: String
        let help: String
        /// The variable's value for the file's (`sprite = off` is `POKEDEX_NO_SPRITE=1`).
        var value: @Sendable (String) -> String? = { $0 }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.name == rhs.name }
    }

    /// A value the file sets, and the line it is on.
    struct Entry: Sendable, Equatable {
        let key: String
        let value: String
        let line: Int
    }

    let path: String
    let entries: [Entry]

    /// Every key: each option an environment variable sets, by its name (`lang`, `game`,
    /// `offline`, `max-age`…), and the folders, the width, the pager and pictures.
    static let keys: [Key] = {
        var keys: [Key] = []
        for option in OptionTable.all {
            guard let variable = option.environment, !keys.contains(where: { $0.variable == variable }) else {
                continue
            }
            let name = String(option.name.dropFirst(2))
            keys.append(Key(name: name, variable: variable, help: option.help))
        }
        keys += [
            Key(
                name: "sprite", variable: "POKEDEX_NO_SPRITE", help: "on or off: entries with their picture, or not.",
                value: { value in
                    switch value.lowercased() {
                    case "on", "yes", "true", "1": "0"
                    case "off", "no", "false", "0": "1"
                    default: nil
                    }
                }),
            Key(name: "width", variable: "COLUMNS", help: "The width to fit text to."),
            Key(name: "pager", variable: "POKEDEX_PAGER", help: "The pager a long answer goes through (cat for none)."),
            Key(
                name: "cache-dir", variable: "POKEDEX_CACHE_DIR", help: "A folder's absolute path or ~/… (the cache).",
                value: folder),
            Key(
                name: "data-dir", variable: "POKEDEX_DATA_DIR",
                help: "A folder's absolute path or ~/… (your own data: your marks).", value: folder),
        ]
        return keys
    }()

    static func key(named name: String) -> Key? { keys.first { $0.name == name } }

    /// A folder as the file may name one: absolute, or from `~/` (made absolute by `variables`);
    /// a relative one would move with the folder pokedex is run from.
    private static let folder: @Sendable (String) -> String? = { value in
        value.hasPrefix("/") || value == "~" || value.hasPrefix("~/") ? value : nil
    }

    /// Where the file is for this environment; nil when no folder can be named.
    static func path(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return LocalFile.join(xdg, "pokedex/config") }
        if let home = environment["HOME"], home.hasPrefix("/") { return LocalFile.join(home, ".config/pokedex/config") }
        return nil
    }

    /// The file for `environment`: empty when there is none; a usage error naming `file:line`
    /// for a line that is not `key = value` of a known key.
    static func load(environment: [String: String], lenient: Bool = false) throws(UsageError) -> ConfigFile? {
        guard let path = path(environment: environment) else { return nil }
        guard let data = LocalFile.read(path, atMost: 64 * 1024) else {
            // No file is no settings; one that is there and cannot be read is said.
            if access(path, F_OK) == 0 { throw UsageError(message: "\(TerminalSafe.text(path)): cannot be read") }
            return ConfigFile(path: path, entries: [])
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path, lenient: lenient)
    }

    /// `lenient`: a line that is wrong is passed over (for `pokedex config`, which must be able
    /// to show and mend a file that stops every other command).
    static func parse(_ text: String, path: String, lenient: Bool = false) throws(UsageError) -> ConfigFile {
        var entries: [Entry] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated()
        {
            let line = raw.trimmingWhitespaceAndReturns
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let place = "\(TerminalSafe.text(path)):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw UsageError(message: "\(place): '\(TerminalSafe.text(line, limit: 60))' is not key = value")
            }
            let name = String(line[..<equals]).trimmingWhitespace().lowercased()
            var value = String(line[line.index(after: equals)...]).trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
                value = String(value.dropFirst().dropLast())
            }
            guard let key = key(named: name) else {
                if lenient { continue }
                throw UsageError(
                    message: "\(place): no setting named '\(TerminalSafe.text(name, limit: 60))'"
                        + UsageError.didYouMean(name, among: keys.map(\.name)))
            }
            if let problem = problem(of: value, for: key) {
                if lenient { continue }
                throw UsageError(message: "\(place) (\(name)): \(problem)")
            }
            entries.removeAll { $0.key == name }
            entries.append(Entry(key: name, value: value, line: index + 1))
        }
        return ConfigFile(path: path, entries: entries)
    }

    /// Why `value` is no value for `key`, as its option or variable would say it; nil when it is one.
    static func problem(of value: String, for key: Key) -> String? {
        let shown = TerminalSafe.text(value, limit: 60)
        guard let translated = key.value(value), !value.contains(where: \.isNewline) else {
            let takes = key.help.hasSuffix(".") ? String(key.help.dropLast()) : key.help
            return "\(key.name) takes \(takes.prefix(1).lowercased() + takes.dropFirst()), not '\(shown)'"
        }
        guard let option = OptionTable.all.first(where: { $0.environment == key.variable }) else { return nil }
        if !option.takesValue {
            let switches = ["1", "true", "yes", "on", "0", "false", "no", "off"]
            return switches.contains(translated.lowercased()) ? nil : "\(key.name) takes on or off, not '\(shown)'"
        }
        var scratch = ParsedOptions()
        do throws(UsageError) {
            try option.apply(&scratch, translated, key.name)
        } catch {
            return error.message
        }
        return nil
    }

    /// The variables the file sets, by variable; `~` is `home`.
    func variables(home: String?) -> [String: String] {
        var variables: [String: String] = [:]
        for entry in entries {
            guard let key = Self.key(named: entry.key), var value = key.value(entry.value) else { continue }
            if value == "~" || value.hasPrefix("~/") {
                guard let home, home.hasPrefix("/") else { continue }
                value = home + value.dropFirst()
            }
            variables[key.variable] = value
        }
        return variables
    }

    /// Where each variable the file sets comes from, as a message names it: `~/.config/pokedex/config:3`.
    var places: [String: String] {
        var places: [String: String] = [:]
        for entry in entries {
            guard let key = Self.key(named: entry.key) else { continue }
            places[key.variable] = "\(path):\(entry.line) (\(entry.key))"
        }
        return places
    }

    /// The file with `key` set to `value`: its line changed where it has one (a wrong one
    /// too: that is how it is mended), others for the same key taken out, else a line added.
    func text(setting key: String, to value: String, in original: String) -> String {
        var lines = original.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        func isKey(_ line: String) -> Bool {
            guard let equals = line.firstIndex(of: "="), !line.trimmingWhitespace().hasPrefix("#") else { return false }
            return String(line[..<equals]).trimmingWhitespace().lowercased() == key
        }
        let line = "\(key) = \(value)"
        if let first = lines.firstIndex(where: isKey) {
            lines[first] = line
            lines = lines.enumerated().filter { $0.offset == first || !isKey($0.element) }.map(\.element)
        } else {
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespaceAndReturns: String {
        String(self).trimmingWhitespace()
    }
}
