import Foundation
import PokedexDomain
import PokedexInteractors
import PokedexJSON
import PokedexTerminalUI
import PokedexTestSupport
import Testing

@testable import PokedexPresentation

/// Text from outside (PokeAPI, the cache, an export, argv) holding control characters, through
/// every view state a presenter makes of it and every way a view draws it: nothing but line
/// breaks, tabs and the style's own colours may reach the terminal.
@Suite struct HostileTextTests {
    static let hostile = [
        "\u{1B}]0;PWNED\u{07} Evil\u{1B}[2J", "Nul\u{0}Name", "\u{9B}31mCSI", "Line\u{2028}Sep", "Tab\there",
        "New\nline", "Bell\u{07}", "Del\u{7F}", "Back\u{08}space", "Right\u{202E}sdrawkcab", "Iso\u{2066}late\u{2069}",
    ]

    /// A world whose every name, genus and entry is hostile.
    static func world() -> (Presenter, [Route]) {
        let pokemon = (1...3).map { id in
            PokemonSummary(
                id: id, name: "mon-\(id)", speciesID: id, speciesName: "mon-\(id)",
                displayName: hostile[id % hostile.count] + " \(id)", types: ["fire"], isDefault: true, generation: 1)
        }
        let repository = InMemoryRepository(pokemon: pokemon) { summary in
            var detail = PokemonDetail(
                summary: summary, genus: hostile[(summary.id + 1) % hostile.count], generation: 1,
                heightDecimetres: 7, weightHectograms: 69,
                abilities: [AbilitySlot(name: hostile[summary.id % hostile.count], isHidden: false)],
                stats: BaseStats(hp: 1, attack: 2, defense: 3, specialAttack: 4, specialDefense: 5, speed: 6),
                entry: PokedexEntry(text: hostile[0] + " entry", version: hostile[1]))
            detail.forms = [PokemonForm(name: hostile[2], id: summary.id, isDefault: true)]
            detail.evolution = EvolutionNode(
                species: "mon-1", speciesID: 1, conditions: [],
                evolvesTo: [EvolutionNode(species: "mon-2", speciesID: 2, conditions: [], evolvesTo: [])])
            return detail
        }
        var moves = InMemoryMovesRepository.small()
        moves.moveList = moves.moveList.enumerated().map { index, move in
            Move(
                id: move.id, name: move.name, displayName: hostile[index % hostile.count], type: move.type,
                damageClass: move.damageClass, power: move.power, accuracy: move.accuracy, pp: move.pp,
                priority: move.priority, target: move.target, generation: move.generation,
                effectChance: move.effectChance, machines: move.machines)
        }
        moves.effects = ["move/33": .text(hostile[0]), "ability/26": .text(hostile[3])]
        let presenter = Presenter(
            Repositories(
                pokedex: repository, moves: moves, sprites: NoPictures(), encounters: InMemoryEncountersRepository()))
        let routes: [Route] = [
            .list(offset: 0, limit: 3), .show(name: "1"), .show(name: "2"), .search(query: "mon", limit: 5),
            .type(name: "fire"), .moves(pokemon: "1"), .move(name: "tackle"), .ability(name: "levitate"),
            .nature(name: nil), .item(name: "leftovers"), .compare(names: ["1", "2", "3"]),
            .team(TeamRequest(names: ["1", "2"])), .stats(StatsRequest(pokemon: "1")),
            .show(name: hostile[0]), .move(name: hostile[1]),
        ]
        return (presenter, routes)
    }

    /// Made by hand where no in-memory world reaches: a team's Speed section and warnings.
    static var team: TeamViewModel {
        let member = TeamViewModel.Member(
            nickname: hostile[0], name: hostile[0], species: "mon-1", displayName: hostile[1], types: ["fire"],
            ability: "a", item: "b", nature: "c", abilityDisplayName: hostile[2], itemDisplayName: hostile[3],
            natureDisplayName: hostile[4], teraType: "fire", moves: ["tackle"], moveDisplayNames: [hostile[5]],
            stats: [1, 2, 3, 4, 5, 6])
        var model = TeamViewModel(
            members: [member],
            defense: [.init(type: "water", multipliers: [2], weak: 1, resist: 0, immune: 0, isFlagged: false)],
            offense: [.init(type: "grass", moves: ["tackle"], moveDisplayNames: [hostile[6]])],
            warnings: [hostile[7]])
        model.speedTiers = [
            .init(name: hostile[0], speed: 1, scarf: 1, plusOne: 1, minusOne: 1, tailwind: 1, paralysis: 1),
            .init(
                name: hostile[1], opponentNature: "+", speed: 1, scarf: 1, plusOne: 1, minusOne: 1, tailwind: 1,
                paralysis: 1),
        ]
        return model
    }

    /// Whether `text` holds only what a terminal may be given: no control character but line
    /// breaks and tabs, and (with colours on) escapes that are colours.
    static func isSafe(_ text: String, colours: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard colours, index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
                index += 2
                while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "m" else { return false }
            } else if scalar != "\n" && scalar != "\t"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [0x2028, 0x2029].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value))
            {
                return false
            }
            index += 1
        }
        return true
    }

    @Test func everyViewStateDrawsHostileTextSafelyInEveryForm() async {
        let (presenter, routes) = Self.world()
        var states: [ViewState] = [
            .content(Self.team), .error(ErrorViewModel(kind: .notFound, message: Self.hostile[0])),
            .empty(.noMatches(query: Self.hostile[1])),
        ]
        for route in routes { states.append(await presenter.viewState(for: route)) }
        var texts = 0
        var escapedShown = 0
        for state in states {
            for format in [RenderOptions.Format.text, .json, .jsonLines] {
                for layout in [RenderOptions.Layout.human, .tabular] {
                    for style in [TerminalStyle.plain, .ansi] {
                        for width in [40, 80, 200] {
                            var options = RenderOptions(format: format, layout: layout, style: style, width: width)
                            options.labels = .english
                            let output = Renderer.render(state, options: options)
                            #expect(
                                Self.isSafe(output.stdout, colours: style.isEnabled)
                                    && Self.isSafe(output.stderr, colours: style.isEnabled),
                                "\(state) as \(format) \(layout) at \(width): \(output.stdout.debugDescription.prefix(400))"
                            )
                            // JSON stays JSON: its escapes are JSON's own.
                            let documents =
                                format == .json
                                ? [output.stdout] : output.stdout.split(separator: "\n").map(String.init)
                            if format != .text {
                                for document in documents where !document.isEmpty {
                                    #expect(
                                        (try? JSONValue.parse(Data(document.utf8))) != nil,
                                        "\(state) as \(format): \(document.prefix(200))")
                                }
                            }
                            guard format == .text else { continue }
                            texts += 1
                            if (output.stdout + output.stderr).contains("\\u{") { escapedShown += 1 }
                        }
                    }
                }
            }
        }
        // The hostile names were shown, made visible, not dropped: the test looked at them.
        #expect(escapedShown * 2 > texts, "\(escapedShown) of \(texts) texts show an escaped name")
    }

    /// The one function's own promise: only the style's colours and the pictures' sequences
    /// pass; every other escape is made visible, whatever a section forgot.
    @Test func theLastWordLetsOnlyTheViewsOwnSequencesThrough() {
        let style = TerminalStyle.ansi
        let drawn = style.bold("Pikachu") + " \u{1B}]0;PWNED\u{07}" + style.color("Evil\u{1B}[2J", 203)
        let safe = TerminalSafe.output(drawn, allowing: TerminalSafe.Allowed(style: style, pictures: .none))
        #expect(safe.contains("\u{1B}[1mPikachu\u{1B}[0m"))
        #expect(safe.contains("\\u{1b}]0;PWNED\\u{7}") && safe.contains("Evil\\u{1b}[2J"))
        #expect(Self.isSafe(safe, colours: true))
        // With colours off, no escape at all passes.
        let plain = TerminalSafe.output(drawn, allowing: TerminalSafe.Allowed(style: .plain, pictures: .none))
        #expect(Self.isSafe(plain, colours: false))
        // Text with nothing to escape comes back as it was.
        let text = "#0025  Pikachu  Electric · ½ ×4 — …\n\tnext"
        #expect(TerminalSafe.output(text, allowing: .none) == text)
    }
}
