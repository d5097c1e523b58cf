import Foundation

/// A string read by ``JSONScanner``: where its bytes are, without creating a `String`.
///
/// A string without escapes is a slice of the input (`start`, `length`); a string with
/// escapes was decoded into the scanner's scratch buffer (`escaped` is true).
package struct JSONStringToken {
    /// The offset of the opening quote, for error messages.
    var quote: Int
    /// The offset of the first content byte in the input (when not escaped).
    var start: Int
    /// The number of UTF-8 bytes of the content.
    var length: Int
    /// True when the content lives in the scratch buffer.
    var escaped: Bool
}
