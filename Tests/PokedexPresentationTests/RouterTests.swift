import PokedexPresentation
import Testing

@Suite struct RouteStackTests {
    @Test func pushGrowsTheStackAndPopReturnsToThePreviousScreen() {
        var stack = RouteStack(root: .list(offset: 0, limit: 20))
        stack.push(.show(query: "eevee"))
        stack.push(.show(query: "sylveon"))
        #expect(stack.depth == 3)
        #expect(stack.pop() == .show(query: "eevee"))
        #expect(stack.current == .show(query: "eevee"))
        #expect(stack.depth == 2)
    }

    @Test func popAtTheRootKeepsTheRoot() {
        var stack = RouteStack(root: .list(offset: 0, limit: 20))
        #expect(stack.pop() == .list(offset: 0, limit: 20))
        #expect(stack.depth == 1)
    }

    @Test func replaceSwapsOnlyTheTopScreen() {
        var stack = RouteStack(root: .list(offset: 0, limit: 20))
        stack.push(.search(query: "char", limit: 10))
        stack.replace(with: .search(query: "pika", limit: 10))
        #expect(stack.routes == [.list(offset: 0, limit: 20), .search(query: "pika", limit: 10)])
    }

    @Test func replaceOnAnEmptyStackPushes() {
        var stack = RouteStack()
        #expect(stack.current == nil)
        stack.replace(with: .show(query: "1"))
        #expect(stack.routes == [.show(query: "1")])
    }
}

@Suite struct RouterTests {
    @Test func commandsBecomeRoutesOnTheStack() {
        var router = Router()
        #expect(router.open(.list(offset: 20, limit: 20)) == .list(offset: 20, limit: 20))
        #expect(router.open(.show(name: "bulbasaur")) == .show(query: "bulbasaur"))
        #expect(router.stack.depth == 2)
        #expect(router.back() == .list(offset: 20, limit: 20))
        router.replace(with: .search(query: "char", limit: 5))
        #expect(router.stack.routes == [.search(query: "char", limit: 5)])
    }
}
