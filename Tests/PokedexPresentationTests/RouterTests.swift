import PokedexDomain
import PokedexPresentation
import Testing

@Suite struct RouterTests {
    func row(_ id: Int) -> PokemonRow {
        PokemonRow(id: id, name: "mon-\(id)", displayName: "Mon \(id)", types: ["normal"])
    }

    @Test func pushingADetailFromAListAndPoppingRestoresTheSameCursorAndPage() {
        var router = Router()
        var list = ListScreen(filter: ListFilter(types: ["fire"]))
        list.total = 120
        for position in 0..<100 { list.rows[position] = row(position + 1) }
        list.requestedPages = [0, 1]
        list.cursor = 73
        list.top = 60
        let root = router.push(.list(list))
        router.push(.show(name: "74"))
        #expect(router.top?.route == .show(name: "74"))
        #expect(router.stack.count == 2)

        let back = router.pop()
        #expect(back == root)
        guard case .list(let restored)? = back?.screen else {
            Issue.record("not a list")
            return
        }
        #expect(restored.cursor == 73)
        #expect(restored.top == 60)
        #expect(restored.rows.count == 100)
        #expect(restored.requestedPages == [0, 1])
        #expect(restored.filter.types == ["fire"])
    }

    @Test func theRootStaysWhenPoppedAndEachScreenHasItsOwnID() {
        var router = Router()
        let list = router.push(.list(offset: 0, limit: 50))
        #expect(router.pop() == nil)
        #expect(router.stack.count == 1)
        let detail = router.push(.show(name: "eevee"))
        #expect(detail.id != list.id)
        #expect(router.index(of: detail.id) == 1)
        router.pop()
        #expect(router.index(of: detail.id) == nil)
    }

    /// Three thousand `show`s keep the root and the latest screens, not three thousand.
    @Test func theStackKeepsTheRootAndTheLatestScreensUpToItsDepth() {
        var router = Router()
        let root = router.push(.list(offset: 0, limit: 50))
        var pushed: [Router.Entry] = []
        for id in 1...3000 { pushed.append(router.push(.show(name: "\(id)"))) }
        #expect(router.stack.count == Router.maxDepth)
        #expect(router.stack.first == root)
        #expect(Array(router.stack.dropFirst()) == pushed.suffix(Router.maxDepth - 1))
        // What was let go is gone for late answers too.
        #expect(router.index(of: pushed[0].id) == nil)
        while router.pop() != nil {}
        #expect(router.top == root)
    }

    @Test func theBreadcrumbIsTheStacksTitles() {
        var router = Router()
        router.push(.list(ListScreen(filter: ListFilter(types: ["fire"]))))
        router.push(.type(name: "fire"))
        router.push(.show(name: "eevee"))
        var detail = DetailScreen(query: "sylveon")
        router.push(.detail(detail))
        #expect(router.breadcrumb == ["Pokédex (Fire)", "Fire", "eevee", "sylveon"])
        detail.scroll = 3
        router.updateTop(.detail(detail))
        router.push(.search(query: "pika", limit: 10))
        #expect(router.breadcrumb.last == "Search: pika")
        router.popToRoot()
        #expect(router.breadcrumb == ["Pokédex (Fire)"])
    }

    @Test func replacingTheTopMakesANewScreenSoLateAnswersMissIt() {
        var router = Router()
        let first = router.push(.list(offset: 0, limit: 50))
        let second = router.replaceTop(with: .list(ListScreen(filter: ListFilter(types: ["water"]))))
        #expect(router.stack.count == 1)
        #expect(router.index(of: first.id) == nil)
        #expect(router.index(of: second.id) == 0)
    }

    @Test func everyRouteOpensAScreenThatRoutesBackToIt() {
        for route: Route in [
            .list(offset: 20, limit: 20, filter: ListFilter(types: ["grass"])), .show(name: "bulbasaur"),
            .search(query: "char", limit: 5), .type(name: "fire"), .move(name: "surf", game: "sv"),
            .compare(names: ["a", "b"]),
        ] {
            #expect(Screen(route).route == route)
        }
    }
}
