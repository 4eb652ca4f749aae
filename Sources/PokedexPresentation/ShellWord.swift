/// A word as a shell reads it back: plain words as they are, others in single quotes.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./:=,".unicodeScalars.contains(scalar))
            }
        if plain { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
