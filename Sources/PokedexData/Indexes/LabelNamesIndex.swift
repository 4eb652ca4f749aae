import FoundationEssentials
import PokedexDomain

/// `pokedex-label-names.tsv`: the names of types, stats, games and move classes in the
/// languages other than English, a section per language (`type  fire  ほのお`).
///
///     # Labels in the languages other than English: a section per language (its rows and bytes), a line per label: kind, name, text
///     # ja 1001 23456
///     type	bug	むし
///     …
///     # ja-hrkt 998 23001
///
/// Within a section the rows are in the byte order of their kind and name (`type\tfire`), so a
/// screen in one language finds each label by halving its language's section alone, one run
/// of bytes compared at each step: French `show` asks for 37 of some 1 600. (Halving the whole
/// file, kind, name and language compared, took 0.39 million instructions of its 4.4.)
package enum LabelNamesIndex {
    package static let fileName = "pokedex-label-names.tsv"
    static let header =
        "# Labels in the languages other than English: a section per language (its rows and bytes), "
        + "a line per label: kind, name, text"

    package static func encode(_ labels: LabelNames) -> String {
        var text = header + "\n"
        for language in Language.allCases where language != .en {
            var rows = ""
            var count = 0
            var labeled: [(key: String, line: String)] = []
            for (kind, byName) in labels.names {
                for (name, byLanguage) in byName {
                    guard let label = byLanguage[language] else { continue }
                    let line = IndexRows.line([kind.rawValue, name, Typesetting.typeset(label, in: language)])
                    labeled.append((key(kind, name), line))
                }
            }
            for row in labeled.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                rows += row.line
                count += 1
            }
            guard count > 0 else { continue }
            text += "# \(language.rawValue) \(count) \(rows.utf8.count)\n" + rows
        }
        return text
    }

    /// Every section's rows. A row outside a section, a section of no known language, or one
    /// whose rows are not as many as its header says, is malformed, named by its line.
    static func decode(_ data: Data) throws(RepositoryError) -> LabelNames {
        var names: [LabelNames.Kind: [String: [Language: String]]] = [:]
        let failure: String? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var failure: String?
            let broken = IndexRows.sections(bytes) { section in
                guard let language = Language(rawValue: String(decoding: section.name, as: UTF8.self)),
                    let rows = rows(of: bytes[section.lines], count: section.count)
                else {
                    failure = "line \(section.line) is not a label section"
                    return false
                }
                for (offset, row) in rows.enumerated() {
                    guard let (kind, name, label) = Self.row(row) else {
                        failure = "line \(section.line + 1 + offset) is not a label row"
                        return false
                    }
                    names[kind, default: [:]][name, default: [:]][language] = label
                }
                return true
            }
            return failure ?? broken.map { "line \($0) is not a label section" }
        }
        if let failure { throw .malformed(resource: fileName, reason: failure) }
        return LabelNames(names)
    }

    /// The bytes of `language`'s section's rows (`IndexRows.sections`), nil when the file has
    /// none for it before a header that is not one, or its bytes are not whole lines (its rows
    /// are not counted: a malformed row is found by the halving that reaches it).
    static func lines(of language: Language, in data: Data) -> Range<Int>? {
        IndexRows.lines(ofSection: language.rawValue, in: data)
    }

    /// The label of `name` in the section at `lines` (as `lines(of:in:)` finds it), by halving
    /// its rows, which are in the byte order of their kind and name. Nil when there is none, or
    /// a line on the way is not a row.
    static func name(of kind: LabelNames.Kind, _ name: String, in data: Data, lines: Range<Int>) -> String? {
        // The key written into a buffer on the stack: a screen looks up some forty labels, and
        // making each key a string, then an array, was a fifth of a lookup.
        var (kindName, name) = (kind.rawValue, name)
        let length = kindName.utf8.count + 1 + name.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            var end = kindName.withUTF8 { buffer.initialize(fromContentsOf: $0) }
            end = buffer[end...].initialize(fromContentsOf: CollectionOfOne(UInt8(ascii: "\t")))
            end = name.withUTF8 { buffer[end...].initialize(fromContentsOf: $0) }
            let key = UnsafeBufferPointer(rebasing: buffer[..<end])
            return IndexRows.halving(data, within: lines) { line -> Int? in
                // The kind and the name (the line up to its second tab) against the key, on the
                // bytes as far as the key goes: a tab is below every byte of a name, so a line
                // whose name ends sooner sorts first, as its shorter name does.
                let common = min(line.count, key.count)
                let order = IndexRows.order(
                    UnsafeBufferPointer(rebasing: line[..<common]), UnsafeBufferPointer(rebasing: key[..<common]))
                if order != 0 { return order }
                // The key whole at the line's start: the same name when a tab follows it.
                guard line.count > key.count else { return nil }
                return line[key.count] == UInt8(ascii: "\t") ? 0 : 1
            } read: { line in
                IndexRows.lastField(of: line)
            }
        }
    }

    /// The key a label is found by: its kind and name, as its row starts (`type\tfire`).
    static func key(_ kind: LabelNames.Kind, _ name: String) -> String {
        kind.rawValue + "\t" + name
    }

    /// The label of `name` in `language`, its section found first.
    static func name(of kind: LabelNames.Kind, _ name: String, in language: Language, data: Data) -> String? {
        lines(of: language, in: data).flatMap { Self.name(of: kind, name, in: data, lines: $0) }
    }

    /// A section's lines, when there are as many as its header says and its last ends.
    private static func rows(
        of section: Slice<UnsafeBufferPointer<UInt8>>, count: Int
    ) -> [Slice<UnsafeBufferPointer<UInt8>>]? {
        guard section.isEmpty || section.last == UInt8(ascii: "\n") else { return nil }
        let rows = section.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        return rows.count == count ? Array(rows) : nil
    }

    /// A row's kind, name and text, each there.
    private static func row(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (LabelNames.Kind, String, String)? {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty,
            let kind = LabelNames.Kind(rawValue: String(decoding: fields[0], as: UTF8.self))
        else { return nil }
        return (kind, String(decoding: fields[1], as: UTF8.self), String(decoding: fields[2], as: UTF8.self))
    }
}
