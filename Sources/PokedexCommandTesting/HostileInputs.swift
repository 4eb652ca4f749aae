import Foundation

/// `{"types":[item,item,…]}`, `count` items.
package func wide(_ item: String, count: Int) -> Data {
    Data(("{\"types\":[" + String(repeating: item + ",", count: count) + item + "]}").utf8)
}

/// How a fuzzed argument is shown in a failure: control characters visible.
package enum TerminalSafeArgument {
    package static func shown(_ argument: String) -> String {
        String(
            argument.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
                .joined().prefix(120))
    }
}
