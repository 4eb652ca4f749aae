extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined` makes
    /// them. That one is generic: at its first call in a process the runtime looks up its
    /// associated types by name, each a scan of the binary's conformance records, a
    /// twentieth of a short command's time. This one is concrete, and array-of-strings calls
    /// in every module that imports PokedexDomain resolve to it.
    package func joined(separator: String = "") -> String {
        var length = separator.utf8.count * Swift.max(0, count - 1)
        for element in self { length += element.utf8.count }
        var text = ""
        text.reserveCapacity(length)
        for index in indices {
            if index > 0 { text += separator }
            text += self[index]
        }
        return text
    }
}

extension ArraySlice where Element == String {
    /// The same for a slice of strings (`words[..<end]`), which would take the generic one.
    package func joined(separator: String = "") -> String {
        Array(self).joined(separator: separator)
    }
}

extension Array where Element == Substring {
    /// The same for substrings (the words `split` gives), each copied once.
    package func joined(separator: String = "") -> String {
        map(String.init).joined(separator: separator)
    }
}
