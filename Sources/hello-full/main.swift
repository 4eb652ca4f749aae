// A floor for `make bench`: hello-static's program, linked fully static in release as pokedex is.
import FoundationEssentials

let greeting = Data("hello, \(Date.now.timeIntervalSince1970 > 0 ? "world" : "past")\n".utf8)
print(String(decoding: greeting, as: UTF8.self), terminator: "")
