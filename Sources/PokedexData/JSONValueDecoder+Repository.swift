import FoundationEssentials
import PokedexDomain
import PokedexJSON

// MARK: - In the repository's terms

extension JSONValueDecoder {
    /// Decodes `type`, reporting a failure as malformed data of `path`.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, at path: APIPath) throws(RepositoryError)
        -> T
    {
        do {
            return try decode(type, from: data)
        } catch {
            throw .malformed(resource: path.description, reason: describe(error))
        }
    }

    /// Reads `type`, reporting a failure as `decode` does; `keep` is given the parsed body.
    package static func read<T: JSONReadable>(
        _ type: T.Type, from data: Data, at path: APIPath, keeping keep: ((JSONTape) -> Void)? = nil
    )
        throws(RepositoryError) -> T
    {
        do {
            return try JSONReader.read(type, from: data, keeping: keep)
        } catch {
            throw .malformed(resource: path.description, reason: describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing " + keyPath(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at " + keyPath(context.codingPath)
        case .dataCorrupted(let context):
            if let syntax = context.underlyingError as? JSONValue.SyntaxError, syntax.isTooLarge {
                return syntax.reason
            }
            return "not valid JSON"
        @unknown default:
            return "not the expected shape"
        }
    }

    /// `stats.0.base_stat`: the path as PokeAPI's keys spell it.
    private static func keyPath(_ keys: [any CodingKey]) -> String {
        keys.map { snakeCase($0.stringValue) }.joined(separator: ".")
    }
}
