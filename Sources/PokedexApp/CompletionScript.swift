import PokedexDomain

/// `pokedex completion bash|zsh|fish`: a script, made from the command and option tables,
/// that completes commands, each command's options, option values (types, generations,
/// languages, colours) and every Pokémon name known.
package enum CompletionScript {
    package enum Shell: String, Sendable, CaseIterable {
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
        if let moves = container.moves {
            names.terms[.move] = plain((try? await moves.moves())?.map(\.name) ?? [])
            names.terms[.ability] = plain((try? await moves.abilities())?.map(\.name) ?? [])
            names.terms[.item] = plain((try? await moves.items())?.map(\.name) ?? [])
            names.terms[.nature] = plain((try? await moves.natures())?.map(\.name) ?? [])
        }
        if let encounters = container.encounters {
            let ids = (try? await encounters.locationIDs()) ?? []
            let places = (try? await encounters.places(locations: Set(ids), areas: [], areasOf: [])) ?? []
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

    /// The options `command` takes, every name of each.
    private static func options(of command: (any PokedexCommand.Type)?) -> [String] {
        OptionTable.options.filter { command?.takes($0) ?? true }.flatMap(\.names)
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
        for option in OptionTable.options where option.takesValue {
            let pattern = option.allNames.joined(separator: "|")
            valueCases +=
                "        \(pattern)) COMPREPLY=($(compgen -W \"\(words(option.completions))\" -- \"$cur\")); return ;;\n"
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
        for option in OptionTable.options where option.takesValue {
            let pattern = option.allNames.joined(separator: "|")
            valueCases +=
                option.completions.isEmpty
                ? "        \(pattern)) return ;;\n"
                : "        \(pattern)) compadd \(words(option.completions)); return ;;\n"
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
        for option in OptionTable.options {
            var line = "complete -c pokedex"
            for name in option.allNames {
                line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
            }
            if option.takesValue { line += " -x" }
            if !option.completions.isEmpty { line += " -a '\(words(option.completions))'" }
            line += " -d '\(option.help.replacingApostrophes)'"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// For a single-quoted shell word: `PokeAPI's` becomes `PokeAPI’s`.
    fileprivate var replacingApostrophes: String {
        String(map { $0 == "'" ? "’" : $0 })
    }
}
