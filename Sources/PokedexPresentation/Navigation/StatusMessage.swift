/// What the status line of the full screen says until the next key: each in the reader's
/// words when it is drawn.
package enum StatusMessage: Sendable, Equatable {
    /// An answer that could not be had, as the presenter wrote why.
    case failed(String)
    /// `c`: a Pokémon set aside to compare, or already.
    case setAside(String)
    case alreadySetAside(String)
    /// `s`: the picture is shiny now (true), or not.
    case shiny(Bool)
    /// `s` where no picture is drawn.
    case noPictures
    /// `g` in an entry with no moves.
    case noGames
    /// `1`–`9` past the entry's sections: how many it has.
    case sectionCount(Int)
    /// `f` on a screen with no links.
    case nothingToOpen
    /// Letters after `f` that label no link.
    case noLinkLabelled(String)
    /// `t` with a word that is no type.
    case noTypeNamed(String)
    /// A list opened past its end (`:list --offset 2000`): the offset, and how many there are.
    case pastTheEnd(offset: Int, count: Int)
    /// `:` where there are no commands.
    case noCommands
    /// `:` with a line that opens no screen, and why (as the command line would say it).
    case commandRefused(String)
    /// `m`: a Pokémon marked caught in a game, or no longer.
    case marked(String, game: String)
    case unmarked(String, game: String)
}
