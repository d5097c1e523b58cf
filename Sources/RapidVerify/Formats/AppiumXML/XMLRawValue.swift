import Foundation

/// A quoted attribute value as it sits in the input: its bytes between the quotes, and
/// whether they need decoding (an entity or character reference, or a literal tab or
/// line break that XML turns into a space).
struct XMLRawValue {
    /// Offset of the first byte after the opening quote.
    var start: Int
    /// Offset of the closing quote.
    var end: Int
    /// True when the bytes contain `&`, a tab, a line feed or a carriage return.
    var needsDecoding: Bool

    /// The number of bytes between the quotes.
    var count: Int { end - start }
}
