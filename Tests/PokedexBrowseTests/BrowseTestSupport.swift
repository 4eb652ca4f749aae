import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Synchronization
import Testing

@testable import PokedexBrowse

/// 120 Pokémon; #2 evolves from #1 and into #3, and has a second form.
let browseRepository = InMemoryRepository(
    pokemon: (1...120).map {
        PokemonSummary(
            id: $0, name: "mon-\($0)", speciesID: $0, speciesName: "mon-\($0)", displayName: "Mon \($0)",
            types: [$0 % 2 == 0 ? "fire" : "water"], isDefault: true, generation: 1)
    } + [
        PokemonSummary(
            id: 10001, name: "mon-2-mega", speciesID: 2, speciesName: "mon-2", displayName: "Mon 2 (Mega)",
            types: ["fire", "dragon"], isDefault: false, generation: 1)
    ]
) { summary in
    var detail = PokemonDetail(
        summary: summary, genus: "Test Pokémon", generation: 1, heightDecimetres: 10, weightHectograms: 100,
        abilities: [AbilitySlot(name: "blaze", isHidden: false)],
        stats: BaseStats(hp: 50, attack: 60, defense: 70, specialAttack: 80, specialDefense: 90, speed: 100))
    var level = EvolutionCondition(trigger: "level-up")
    level.minLevel = 16
    detail.evolution = EvolutionNode(
        species: "mon-1", speciesID: 1, conditions: [],
        evolvesTo: [
            EvolutionNode(
                species: "mon-2", speciesID: 2, conditions: [level],
                evolvesTo: [
                    EvolutionNode(species: "mon-3", speciesID: 3, conditions: [level], evolvesTo: [])
                ])
        ])
    if summary.speciesID == 2 {
        detail.forms = [
            PokemonForm(name: "mon-2", id: 2, isDefault: true),
            PokemonForm(name: "mon-2-mega", id: 10001, isDefault: false),
        ]
    }
    return detail
}

/// Pictures for the fake terminal: a solid 6×8 block, red (yellow when shiny); every seventh
/// Pokémon has none. It remembers which it was asked for.
final class FakeSprites: SpriteRepository {
    static let red = RGB(220, 20, 20)
    static let yellow = RGB(240, 220, 0)
    private let asked = Mutex<[Int]>([])

    /// The Pokémon asked for, in order.
    var requests: [Int] { asked.withLock { $0 } }

    func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite {
        asked.withLock { $0.append(pokemon.id) }
        guard pokemon.id % 7 != 0 else { throw .noImage }
        let color = variant.shiny ? Self.yellow : Self.red
        let rgba = [UInt8]((0..<48).map { _ in [color.red, color.green, color.blue, 255] }.joined())
        guard let picture = Picture(width: 6, height: 8, rgba: rgba) else { throw .noImage }
        return Sprite(variant: variant, url: "https://sprites.test/\(pokemon.id).png", png: [], picture: picture)
    }

    func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String? {
        pokemon.id % 7 == 0 ? nil : "https://sprites.test/\(pokemon.id).png"
    }

    struct RGB {
        let red, green, blue: UInt8
        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
        /// How a 24-bit terminal is told to draw it as the foreground.
        var foreground: String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }
    }
}

/// The controller with a fixed-size fake terminal: keys in, loads run to the end, frames out.
struct FakeTerminal {
    var controller: BrowseController
    let presenter: Presenter
    /// How frames draw pictures: none, unless the terminal was made with `sprites`.
    let pictures: PictureMode

    /// `sprites`: a terminal that draws pictures (half blocks, 24-bit), of these. `moves`:
    /// with the small world of moves (`InMemoryMovesRepository.small()`).
    init(
        width: Int = 60, height: Int = 12, sprites: FakeSprites? = nil, moves: Bool = false,
        marks: InMemoryMarks? = nil
    ) {
        let repository = browseRepository
        presenter = Presenter(
            Repositories(
                pokedex: repository, moves: moves ? InMemoryMovesRepository.small() : .empty,
                sprites: sprites ?? NoPictures() as any SpriteRepository, encounters: InMemoryEncountersRepository(),
                marks: marks),
            entryPictures: sprites != nil)
        controller = BrowseController(width: width, height: height)
        controller.drawsPictures = sprites != nil
        pictures = sprites == nil ? .none : .blocks(.trueColor)
    }

    /// A tenth of a second passes, and what it asks for loads.
    mutating func tick() async {
        await settle(wake())
    }

    /// A tenth of a second passes: what the controller waited for comes (the loads not run).
    mutating func wake() -> [LoadRequest] {
        controller.now += 0.1
        return controller.handle(.wake).loads
    }

    mutating func start() async {
        await settle(controller.start())
    }

    /// Presses `keys` one by one, letting each one's loads finish.
    @discardableResult
    mutating func press(_ keys: Key...) async -> BrowseController.Outcome {
        var outcome = BrowseController.Outcome.continue
        for key in keys {
            let result = controller.handle(.key(key))
            outcome = result.outcome
            await settle(result.loads)
        }
        redraw()
        return outcome
    }

    mutating func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    mutating func settle(_ loads: [LoadRequest]) async {
        var queue = loads
        while !queue.isEmpty {
            let load = queue.removeFirst()
            queue += controller.handle(.loaded(load, await presenter.viewState(for: load.route))).loads
        }
        redraw()
    }

    /// The frame drawn, and what it drew where given back to the controller, as the loop does.
    mutating func redraw() {
        controller.layout = drawn.layout
    }

    var drawn: Frame {
        BrowseRenderer.draw(
            controller.state, width: controller.width, height: controller.height, style: .plain, pictures: pictures,
            labels: controller.labels)
    }

    var frame: [String] { drawn.lines }

    var screen: String { frame.joined(separator: "\n") + "\n" }
}

/// The columns a line takes on screen, its colours left out.
func visibleColumns(_ line: String) -> Int {
    TextWidth.columns(line.replacing(/\u{1B}\[[0-9;]*m/, with: ""))
}

extension FakeTerminal {
    /// The game of the moves the entry on top shows.
    var learnsetGame: String? {
        if case .detail(let detail)? = controller.state.top { return detail.learnset?.game }
        return nil
    }
}
