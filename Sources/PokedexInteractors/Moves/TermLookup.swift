import PokedexDomain

/// The terms of one kind, their index built on the first name that needs it: a PokeAPI name
/// costs a scan; an id or another English spelling goes through one index, built once for
/// all the names looked up.
final class TermLookup {
    let terms: [Term]
    private var index: TermIndex?

    init(_ terms: [Term]) {
        self.terms = terms
    }

    /// The term `text` names: its PokeAPI name at once, any other English spelling through the index.
    func resolve(_ text: String) -> Term? {
        let key = NameKey.make(text)
        if let quick = terms.first(where: { $0.name == key }) { return quick }
        let index = self.index ?? TermIndex(terms)
        self.index = index
        return index.resolve(text)
    }
}
