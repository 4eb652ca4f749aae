import PokedexBrowse
import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// The full screen's `:` line: any one-shot command, read as the command line reads it, as
/// the route of the screen it shows.
package enum ScreenCommand {
    /// `moves garchomp --game sv` → the route `moves` shows; the usage error otherwise, as one
    /// line. Output options (`--json`, `--color`) are taken and mean nothing here.
    /// `inView`: the Pokémon in view, which a command about one Pokémon that names none is
    /// about (`:moves` on Garchomp's entry is `moves garchomp`).
    package static func route(_ line: String, inView: String? = nil, labels: ScreenLabels = .english)
        -> CommandLineOutcome
    {
        // A pasted export keeps its lines: `team` and what follows it is the team.
        let unified = String(line.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
        if unified.contains("\n") {
            let text = unified.drop(while: \.isWhitespace)
            let rest = text.dropFirst(TeamCommand.name.count)
            guard text.hasPrefix(TeamCommand.name), rest.first?.isWhitespace == true else {
                return .error(labels.say(.onlyTeamTakesLines))
            }
            let export = String(rest.drop { $0 == " " || $0 == "\t" })
            return .screen(.team(TeamCommand.request(export: export, game: nil, versus: [])))
        }
        let words: [String]
        switch ShellWords.split(line) {
        case .success(let split): words = split
        case .failure: return .error(labels.say(.quoteNotClosed))
        }
        guard let first = words.first else { return .error(labels.say(.typeACommand)) }
        // A word that names no command, in the reader's words (the parser's other reasons
        // are the command line's, in English).
        if !first.hasPrefix("-"), Commands.named(first) == nil {
            let name = TerminalSafe.text(first, limit: 40)
            let near = Nearest.words(to: first.lowercased(), among: Commands.names).first
            return .error(near.map { labels.say(.noSuchCommandNear, name, $0) } ?? labels.say(.noSuchCommand, name))
        }
        do throws(UsageError) {
            let command: (any PokedexCommand)?
            do throws(UsageError) {
                command = try CommandLineParser.parse(words).command()
            } catch {
                // No Pokémon named where the command takes one: the one in view, if that reads.
                guard let inView, Commands.named(first)?.info.completion == .pokemonNames,
                    let read = try? CommandLineParser.parse([first, inView] + words.dropFirst()).command()
                else { throw error }
                command = read
            }
            guard let command else {
                // `show --help`: a command, asked for no screen.
                return .error(labels.say(.noScreenHere, TerminalSafe.text(first, limit: 40)))
            }
            guard let route = try command.screenRoute() else {
                return .error(labels.say(.noScreenHere, type(of: command).name))
            }
            return .screen(route)
        } catch {
            return .error(error.message)
        }
    }
}

/// Words split as a shell splits them: at spaces, except inside single or double quotes.
package enum ShellWords {
    package static func split(_ line: String) -> Result<[String], UsageError> {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return .failure(UsageError(message: "a quote is not closed")) }
        if inWord { words.append(word) }
        return .success(words)
    }
}
