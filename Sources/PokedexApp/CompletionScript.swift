import PokedexDomain

/// `pokedex completion bash|zsh|fish`: a script, made from the command and option tables,
/// that completes commands, each command's options, option values (types, generations,
/// languages, colours) and every Pokémon name known.
enum CompletionScript {
    enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    static var commands: [String] { Commands.names + ["help"] }

    /// The names a script completes: Pokémon, and moves, abilities, items and natures.
    struct Names: Sendable {
        var pokemon: [String] = []
        var terms: [TermKind: [String]] = [:]
        var locations: [String] = []
    }

    /// Every Pokémon, move, ability, item and nature name a shell may complete: plain words only.
    static func names(in container: DependencyContainer) async -> Names {
        func plain(_ names: [String]) -> [String] {
            names.filter { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
        }
        var names = Names()
        names.pokemon = plain((try? await container.repository.knownCatalog())?.all.map(\.name) ?? [])
        let moves = container.moves
        do {
            names.terms[.move] = plain((try? await moves.moves())?.map(\.name) ?? [])
            names.terms[.ability] = plain((try? await moves.abilities())?.map(\.name) ?? [])
            names.terms[.item] = plain((try? await moves.items())?.map(\.name) ?? [])
            names.terms[.nature] = plain((try? await moves.natures())?.map(\.name) ?? [])
        }
        do {
            let ids = (try? await container.encounters.locationIDs()) ?? []
            let places = (try? await container.encounters.places(locations: Set(ids), areas: [], areasOf: [])) ?? []
            names.locations = plain(places.map(\.name))
        }
        return names
    }

    /// Completes the names in `names`.
    static func script(for shell: Shell, names: Names) -> String {
        switch shell {
        case .bash: return bash(names: names.pokemon, terms: names.terms, locations: names.locations)
        case .zsh: return zsh(names: names.pokemon, terms: names.terms, locations: names.locations)
        case .fish: return fish(names: names.pokemon, terms: names.terms, locations: names.locations)
        }
    }

    private static func words(_ items: [String]) -> String { items.joined(separator: " ") }

    /// The options `command` takes (nil: any command), every name of each, each once.
    private static func options(of command: (any PokedexCommand.Type)?) -> [String] {
        let options = command.map { $0.options + OptionTable.everywhere } ?? OptionTable.all
        var names: [String] = []
        for name in options.flatMap(\.names) where !names.contains(name) { names.append(name) }
        return names
    }

    /// Each option name that takes a value, with the words its value completes to: every
    /// command's declaration of that name together (`--method`'s learn and encounter methods).
    /// `terms`: the bundled names an option such as `--move` completes to.
    private static func valueCompletions(terms: [TermKind: [String]]) -> [(names: [String], words: [String])] {
        var found: [(names: [String], words: [String])] = []
        for option in OptionTable.all where option.takesValue {
            let words = option.completions + (option.completesTerms.flatMap { terms[$0] } ?? [])
            if let index = found.firstIndex(where: { $0.names == option.allNames }) {
                found[index].words += words.filter { !found[index].words.contains($0) }
            } else {
                found.append((option.allNames, words))
            }
        }
        return found
    }

    /// The words a command's argument completes to, as a shell expression.
    private static func argumentWords(
        _ command: any PokedexCommand.Type, names: String, terms: [TermKind: [String]], locations: [String]
    ) -> String? {
        switch command.info.completion {
        case .none: nil
        case .pokemonNames: names
        case .terms(let kind): (terms[kind] ?? []).joined(separator: " ")
        case .locations: locations.joined(separator: " ")
        case .words(let words): words.joined(separator: " ")
        }
    }

    static func bash(names: [String], terms: [TermKind: [String]], locations: [String] = []) -> String {
        var valueCases = ""
        for (names, completions) in valueCompletions(terms: terms) {
            let pattern = names.joined(separator: "|")
            valueCases +=
                "        \(pattern)) COMPREPLY=($(compgen -W \"\(words(completions))\" -- \"$cur\")); return ;;\n"
        }
        var optionCases = ""
        var argumentCases = ""
        for command in Commands.all {
            optionCases += "            \(command.name)) options=\"\(words(options(of: command)))\" ;;\n"
            if let arguments = argumentWords(command, names: "$_pokedex_names", terms: terms, locations: locations) {
                argumentCases +=
                    "            \(command.name)) COMPREPLY=($(compgen -W \"\(arguments)\" -- \"$cur\")) ;;\n"
            }
        }
        return """
            # pokedex completion for bash. Load it with:  source <(pokedex completion bash)
            _pokedex_names="\(words(names))"
            _pokedex() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local command="${COMP_WORDS[1]}" options
                case "$prev" in
            \(valueCases)    esac
                if [[ "$cur" == -* ]]; then
                    case "$command" in
            \(optionCases)            *) options="\(words(options(of: nil)))" ;;
                    esac
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                elif [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(words(commands))" -- "$cur"))
                else
                    case "$command" in
            \(argumentCases)            help) COMPREPLY=($(compgen -W "\(words(commands))" -- "$cur")) ;;
                        *) COMPREPLY=() ;;
                    esac
                fi
            }
            complete -F _pokedex pokedex

            """
    }

    static func zsh(names: [String], terms: [TermKind: [String]], locations: [String] = []) -> String {
        var valueCases = ""
        for (names, completions) in valueCompletions(terms: terms) {
            let pattern = names.joined(separator: "|")
            valueCases +=
                completions.isEmpty
                ? "        \(pattern)) return ;;\n" : "        \(pattern)) compadd \(words(completions)); return ;;\n"
        }
        var optionCases = ""
        var argumentCases = ""
        for command in Commands.all {
            optionCases += "        \(command.name)) compadd -- \(words(options(of: command))) ;;\n"
            if let arguments = argumentWords(command, names: "$names", terms: terms, locations: locations) {
                argumentCases += "        \(command.name)) compadd -- \(arguments) ;;\n"
            }
        }
        return """
            #compdef pokedex
            # pokedex completion for zsh. Save it as _pokedex in a folder of $fpath, or:
            #   source <(pokedex completion zsh)
            _pokedex() {
                local -a names
                names=(\(words(names)))
                case "${words[CURRENT-1]}" in
            \(valueCases)    esac
                if [[ "$PREFIX" == -* ]]; then
                    case "${words[2]}" in
            \(optionCases)        *) compadd -- \(words(options(of: nil))) ;;
                    esac
                    return
                fi
                if (( CURRENT == 2 )); then compadd \(words(commands)); return; fi
                case "${words[2]}" in
            \(argumentCases)        help) compadd \(words(commands)) ;;
                esac
            }
            if [[ "${funcstack[1]}" == _pokedex ]]; then _pokedex "$@"; else compdef _pokedex pokedex; fi

            """
    }

    static func fish(names: [String], terms: [TermKind: [String]], locations: [String] = []) -> String {
        var lines = [
            "# pokedex completion for fish. Save it as ~/.config/fish/completions/pokedex.fish, or:",
            "#   pokedex completion fish | source",
            "complete -c pokedex -f",
            "complete -c pokedex -n __fish_use_subcommand -a '\(words(commands))'",
        ]
        for command in Commands.all {
            if let arguments = argumentWords(command, names: words(names), terms: terms, locations: locations) {
                lines.append(
                    "complete -c pokedex -n '__fish_seen_subcommand_from \(command.name)' -a '\(arguments)'")
            }
        }
        lines.append("complete -c pokedex -n '__fish_seen_subcommand_from help' -a '\(words(commands))'")
        // Shared options everywhere; a command's own only after that command, with its help there.
        for option in OptionTable.shared {
            lines.append(fishLine(option, condition: nil, terms: terms))
        }
        for command in Commands.all {
            for option in command.options where !OptionTable.shared.contains(where: { $0.isSame(as: option) }) {
                lines.append(fishLine(option, condition: "__fish_seen_subcommand_from \(command.name)", terms: terms))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CompletionScript {
    /// `complete -c pokedex -n '…' -l limit -x -a '…' -d '…'`.
    fileprivate static func fishLine(_ option: OptionSpec, condition: String?, terms: [TermKind: [String]]) -> String {
        var line = "complete -c pokedex"
        if let condition { line += " -n '\(condition)'" }
        for name in option.allNames {
            line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        if option.takesValue { line += " -x" }
        let words = option.completions + (option.completesTerms.flatMap { terms[$0] } ?? [])
        if !words.isEmpty { line += " -a '\(words.joined(separator: " "))'" }
        return line + " -d '\(option.help.replacingApostrophes)'"
    }
}

extension String {
    /// For a single-quoted shell word: `PokeAPI's` becomes `PokeAPI’s`.
    fileprivate var replacingApostrophes: String {
        String(map { $0 == "'" ? "’" : $0 })
    }
}
