/// Why bytes are not a picture this program will draw. Every case reads as the end of a
/// sentence: "the image data is truncated".
package enum ImageError: Error, Sendable, Equatable {
    /// Not a PNG at all: an HTML page, a JSON error, nothing.
    case notPNG
    /// A PNG that breaks the specification or was cut short.
    case corrupt(String)
    /// A PNG bigger than any sprite: refused before its pixels are allocated.
    case tooLarge(String)

    package var reason: String {
        switch self {
        case .notPNG: "it is not a PNG image"
        case .corrupt(let reason), .tooLarge(let reason): reason
        }
    }
}
