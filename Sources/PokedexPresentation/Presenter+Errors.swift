import PokedexDomain
import PokedexInteractors
import PokedexWords

/// What a use case reports, worded once for every screen.
extension Presenter {
    /// `No Pokémon named 'pikachuu'. Did you mean: pikachu?`, or for a number where things
    /// have numbers, `No Pokémon numbered 99999.`; under `--lang`, the same in the reader's
    /// words (`Aucun Pokémon nommé « pikachuu ».`), another kind's as `'x' is not found.`
    private static func noSuch(
        _ kind: String, _ query: String, _ suggestions: [String], numbered: Bool, labels: ScreenLabels
    ) -> String {
        let number = numbered ? NameIndex.parseID(query.trimmingWhitespace()) : nil
        var message: String
        if labels.language == .en {
            message = number.map { "No \(kind) numbered \($0)." } ?? "No \(kind) named '\(quoted(query))'."
        } else if kind == "Pokémon" {
            message =
                number.map { labels.say(.noPokemonNumbered, String($0)) }
                ?? labels.say(.noPokemonNamed, quoted(query))
        } else {
            message = labels.say(.notFoundNamed, quoted(query))
        }
        if !suggestions.isEmpty {
            message +=
                (labels.isCJK ? "" : " ") + labels.say(.didYouMean, suggestions.joined(separator: labels.separator))
        }
        return message
    }

    package static func present(_ error: PokedexError, language: Language = .en) -> ViewState {
        .error(errorModel(error, language: language))
    }

    /// The one wording of what a use case reports, with its kind (and so its exit code); what
    /// is not found, and what it may have been, in `language`, the rest in English.
    package static func errorModel(_ error: PokedexError, language: Language = .en) -> ErrorViewModel {
        let labels = ScreenLabels(language: language)
        switch error {
        case .pokemonNotFound(let query, let suggestions):
            return .init(
                kind: .notFound, message: noSuch("Pokémon", query, suggestions, numbered: true, labels: labels))
        case .typeNotFound(let query, let suggestions):
            return .init(kind: .notFound, message: noSuch("type", query, suggestions, numbered: false, labels: labels))
        case .notFound(let kind, let query, let suggestions):
            // Moves, abilities, items and natures are found by number too; games and egg groups are not.
            let numbered = TermKind(rawValue: kind) != nil
            return .init(kind: .notFound, message: noSuch(kind, query, suggestions, numbered: numbered, labels: labels))
        case .unknownFilter(let filter, let kind, let query, let suggestions):
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            let message =
                "--\(filter) takes \(article) \(kind), not '\(quoted(query))'" + Nearest.suggestion(suggestions)
            return .init(kind: .usage, message: message + ".")
        case .nothingLearned(let pokemon, let game, let games):
            guard !game.isEmpty else {
                return .init(kind: .notFound, message: "\(pokemon) learns no moves in any game PokeAPI knows.")
            }
            var message = "\(pokemon) learns no moves in \(game)."
            if !games.isEmpty { message += " It does in: \(games.joined(separator: ", "))." }
            return .init(kind: .notFound, message: message)
        case .noPicture(let pokemon, let variant):
            return .init(kind: .notFound, message: "PokeAPI has no \(variant) of \(pokemon).")
        case .invalidArgument(let reason):
            return .init(kind: .usage, message: reason.prefix(1).uppercased() + reason.dropFirst() + ".")
        case .repository(.notFound(let resource)):
            return .init(kind: .notFound, message: "Not found: \(resource).")
        case .repository(.unavailable(let reason)):
            return .init(kind: .data, message: "Pokédex data unavailable: \(reason).")
        case .repository(.malformed(let resource, let reason)):
            return .init(kind: .data, message: "Unreadable data for \(resource): \(reason).")
        case .pictureHost(.network(let resource, let reason)):
            return .init(kind: .network, message: "Could not fetch the picture \(resource): \(reason).")
        // The host's fault, as a server's error page is: not the Pokédex data's.
        case .pictureHost(.malformed(let resource, let reason)):
            return .init(kind: .network, message: "The picture host sent no usable picture for \(resource): \(reason).")
        case .pictureHost(let cause):
            return errorModel(.repository(cause))
        case .repository(.network(let resource, let reason)):
            return .init(kind: .network, message: "Could not reach PokeAPI for \(resource): \(reason).")
        case .repository(.misconfigured(let reason)):
            return .init(kind: .network, message: "Cannot reach PokeAPI: \(reason).")
        case .repository(.cancelled):
            return .interrupted
        case .marks(.noFolder):
            return .init(kind: .data, message: "No folder for your marks: set POKEDEX_DATA_DIR or HOME.")
        case .marks(.unreadable(let path, let line, let reason, let backup)):
            let restore =
                backup.map {
                    " Mend that line, or put the copy before the last change back: cp \(ShellWord.quoted($0)) \(ShellWord.quoted(path))."
                }
                ?? " Mend that line."
            return .init(
                kind: .data, message: "\(path):\(line) is not a marks file (\(reason)); nothing was changed." + restore)
        case .marks(.interrupted):
            return .interrupted
        case .marks(.unwritable(let path, let reason)):
            return .init(
                kind: .data, message: "Cannot keep your marks in \(path): \(reason); nothing was changed.")
        }
    }
}
