import PokedexDomain

/// `pokedex completion bash|zsh|fish`: a script that completes commands, options, their
/// values (types, generations, languages, colours) and every Pokémon name known.
public enum CompletionScript {
    public enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    static let commands = ["list", "show", "search", "type", "browse", "sync", "cache", "completion", "help"]
    static let options = [
        "--json", "--jsonl", "--color", "--lang", "--offline", "--refresh", "--api-url", "--max-age", "--timeout",
        "--concurrency", "--limit", "--offset", "--type", "--generation", "--help", "--version",
    ]
    static let types = TypeChart.knownTypes
    static let generations = (1...9).map(String.init) + ListFilter.regions
    static let languages = Language.allCases.map(\.rawValue)

    static func script(for shell: Shell, names: [String]) -> String {
        switch shell {
        case .bash: bash(names: names)
        case .zsh: zsh(names: names)
        case .fish: fish(names: names)
        }
    }

    private static func words(_ items: [String]) -> String { items.joined(separator: " ") }

    static func bash(names: [String]) -> String {
        """
        # pokedex completion for bash. Load it with:  source <(pokedex completion bash)
        _pokedex_names="\(words(names))"
        _pokedex() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local command="${COMP_WORDS[1]}"
            case "$prev" in
                --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
                --type) COMPREPLY=($(compgen -W "\(words(types))" -- "$cur")); return ;;
                --generation) COMPREPLY=($(compgen -W "\(words(generations))" -- "$cur")); return ;;
                --lang) COMPREPLY=($(compgen -W "\(words(languages))" -- "$cur")); return ;;
                --limit|--offset|--api-url|--max-age|--timeout|--concurrency) COMPREPLY=(); return ;;
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "\(words(options))" -- "$cur"))
            elif [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W "\(words(commands))" -- "$cur"))
            else
                case "$command" in
                    show) COMPREPLY=($(compgen -W "$_pokedex_names" -- "$cur")) ;;
                    type) COMPREPLY=($(compgen -W "\(words(types))" -- "$cur")) ;;
                    cache) COMPREPLY=($(compgen -W "info verify clear" -- "$cur")) ;;
                    completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")) ;;
                    help) COMPREPLY=($(compgen -W "\(words(commands))" -- "$cur")) ;;
                    *) COMPREPLY=() ;;
                esac
            fi
        }
        complete -F _pokedex pokedex

        """
    }

    static func zsh(names: [String]) -> String {
        """
        #compdef pokedex
        # pokedex completion for zsh. Save it as _pokedex in a folder of $fpath, or:
        #   source <(pokedex completion zsh)
        _pokedex() {
            local -a commands options types generations languages names
            commands=(\(words(commands)))
            options=(\(words(options)))
            types=(\(words(types)))
            generations=(\(words(generations)))
            languages=(\(words(languages)))
            names=(\(words(names)))
            case "${words[CURRENT-1]}" in
                --color) compadd auto always never; return ;;
                --type) compadd -a types; return ;;
                --generation) compadd -a generations; return ;;
                --lang) compadd -a languages; return ;;
                --limit|--offset|--api-url|--max-age|--timeout|--concurrency) return ;;
            esac
            if [[ "$PREFIX" == -* ]]; then compadd -a options; return; fi
            if (( CURRENT == 2 )); then compadd -a commands; return; fi
            case "${words[2]}" in
                show) compadd -a names ;;
                type) compadd -a types ;;
                cache) compadd info verify clear ;;
                completion) compadd bash zsh fish ;;
                help) compadd -a commands ;;
            esac
        }
        if [[ "${funcstack[1]}" == _pokedex ]]; then _pokedex "$@"; else compdef _pokedex pokedex; fi

        """
    }

    static func fish(names: [String]) -> String {
        """
        # pokedex completion for fish. Save it as ~/.config/fish/completions/pokedex.fish, or:
        #   pokedex completion fish | source
        complete -c pokedex -f
        complete -c pokedex -n __fish_use_subcommand -a '\(words(commands))'
        complete -c pokedex -n '__fish_seen_subcommand_from show' -a '\(words(names))'
        complete -c pokedex -n '__fish_seen_subcommand_from type' -a '\(words(types))'
        complete -c pokedex -n '__fish_seen_subcommand_from cache' -a 'info verify clear'
        complete -c pokedex -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'
        complete -c pokedex -n '__fish_seen_subcommand_from help' -a '\(words(commands))'
        complete -c pokedex -l type -x -a '\(words(types))' -d 'Only Pokémon of this type'
        complete -c pokedex -l generation -x -a '\(words(generations))' -d 'Only this generation'
        complete -c pokedex -l lang -x -a '\(words(languages))' -d 'Language of names'
        complete -c pokedex -l color -x -a 'auto always never' -d 'Styling'
        complete -c pokedex -l limit -x -d 'How many to show'
        complete -c pokedex -l offset -x -d 'How many to skip'
        complete -c pokedex -l api-url -x -d "PokeAPI's base URL"
        complete -c pokedex -l max-age -x -d 'How long cached answers stay fresh'
        complete -c pokedex -l timeout -x -d 'Seconds one request may take'
        complete -c pokedex -l concurrency -x -d 'Requests in flight at once'
        complete -c pokedex -l json -d 'Print JSON'
        complete -c pokedex -l jsonl -d 'Print one JSON object per line'
        complete -c pokedex -l offline -d 'Never connect'
        complete -c pokedex -l refresh -d 'Ask PokeAPI first'
        complete -c pokedex -s h -l help -d 'Show help'
        complete -c pokedex -l version -d 'Show the version'

        """
    }
}
