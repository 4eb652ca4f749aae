import PokedexDomain

/// The names a calculation may use, looked up exactly as typed: the parser tries many runs of
/// words, most of them no name, so each is searched for in the bundled keys where its bytes
/// would stand, with no table built, and the runs of a kind are read together.
struct Vocabulary {
    /// Pokémon by their bundled keys; the catalog too once a line names a form.
    let pokemon: NamedList<PokemonSummary>
    var catalog: PokemonCatalog?
    /// Showdown's names of forms PokeAPI names otherwise (`genesect-burn`), with the catalog.
    var forms: Set<String> = []
    let moves: NamedList<Term>
    let abilities: NamedList<Term>
    let items: NamedList<Term>

    init(
        pokemon: NamedList<PokemonSummary>, moves: NamedList<Term>, abilities: NamedList<Term>,
        items: NamedList<Term>
    ) {
        self.pokemon = pokemon
        self.moves = moves
        self.abilities = abilities
        self.items = items
    }

    /// The term `text` names exactly: searched for in the keys, no table built, as the parser
    /// asks of many runs of words that name nothing.
    func term(_ text: String, in list: NamedList<Term>) -> Term? { list.named(text) }

    private func find(_ text: String, in list: NamedList<Term>) -> BattleTerm? {
        findAll([text], in: list)[0]
    }

    /// The terms `texts` name in `list`, each searched for in its keys, read together.
    private func findAll(_ texts: [String], in list: NamedList<Term>) -> [BattleTerm?] {
        list.named(texts).map { $0.map { BattleTerm(name: $0.name, displayName: $0.displayName, id: $0.id) } }
    }

    func move(_ text: String) -> BattleTerm? { find(text, in: moves) }
    func ability(_ text: String) -> BattleTerm? { find(text, in: abilities) }
    func item(_ text: String) -> BattleTerm? { find(text, in: items) }

    func isPokemon(_ text: String) -> Bool {
        guard text.contains(where: \.isLetter) else { return false }
        return !pokemon.keys.positions(of: text).isEmpty || isShowdownForm(text)
    }

    /// Showdown writes a form as one hyphenated word (`Necrozma-Dusk-Mane`, `Arceus-Fire`).
    private func isShowdownForm(_ text: String) -> Bool {
        guard let catalog, !text.contains(where: \.isWhitespace) else { return false }
        if let typed = TypedForm.parse(text) { return NameIndex.quickResolve(typed.base, in: catalog) != nil }
        let key = NameKey.make(text)
        return NameIndex.quickResolve(text, in: catalog) != nil || NameIndex.form(key, in: catalog) != nil
            || forms.contains(key) || catalog.all.contains { $0.isDefault && $0.speciesName == key }
    }

    func suggestions(_ kind: TermKind, _ text: String) -> [String] {
        let list: NamedList<Term>
        switch kind {
        case .move: list = moves
        case .ability: list = abilities
        case .item: list = items
        case .pokemon, .nature:
            return ((try? pokemon.elements(at: pokemon.keys.suggestions(for: text))) ?? []).map(\.name)
        }
        return ((try? list.elements(at: list.keys.suggestions(for: text))) ?? []).map(\.name)
    }

    /// Which of `texts` name a Pokémon: the bundled names searched for, then Showdown's
    /// hyphenated forms one by one.
    func arePokemon(_ texts: [String]) -> [Bool] {
        let named = texts.map { $0.contains(where: \.isLetter) }
        let found = pokemon.keys.positions(ofEach: texts)
        return texts.indices.map { index in
            named[index] && (!found[index].isEmpty || isShowdownForm(texts[index]))
        }
    }

    var parserVocabulary: DamageVocabulary {
        DamageVocabulary(
            pokemon: isPokemon, move: move, ability: ability, item: item, suggestions: suggestions,
            pokemonAmong: arePokemon, moves: { findAll($0, in: moves) }, items: { findAll($0, in: items) },
            abilities: { findAll($0, in: abilities) })
    }
}
