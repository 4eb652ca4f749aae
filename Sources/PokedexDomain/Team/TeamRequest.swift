/// What `pokedex team` asks: names or an export, the game to check it for, and who to race.
package struct TeamRequest: Sendable, Hashable {
    package var names: [String] = []
    /// A Pokémon Showdown export's text; names are ignored when it is given.
    package var export: String?
    /// The game whose rules the export is checked against; nil: the latest all members are in.
    package var game: String?
    /// Pokémon to add to the speed tiers at their fastest common spreads.
    package var versus: [String] = []
    /// The format whose rules the team is checked against (`--format`).
    package var format: TeamFormat?
    /// Whether only the defences are shown (rows piped to a tool, with no one raced): the
    /// members' moves and stats are then not read. Their names are still found, and the rules
    /// still checked.
    package var defencesOnly = false

    package init(names: [String] = [], export: String? = nil) {
        self.names = names
        self.export = export
    }
}
