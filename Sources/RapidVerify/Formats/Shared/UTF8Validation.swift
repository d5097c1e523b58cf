/// UTF-8 validation for every reader, on every system RapidMap supports.
///
/// ``string(_:)`` validates with `TextEncoding.firstInvalidUTF8(_:from:)` (eight ASCII bytes
/// a step) and then decodes. The standard library's `String(validating:as:)` gives the same
/// answer in one pass, but exists only from iOS 18, macOS 15, tvOS 18, watchOS 11 and
/// visionOS 2, and is generic over the encoding: the compiled standard library looks up
/// type metadata at run time on every call, several times the work of this validation and
/// `String(decoding:as:)` for a short label. The tests check it against
/// `String(validating:as:)` on every byte pair.
package enum UTF8Validation {
    /// The text of `bytes` when they are well-formed UTF-8, else nil (as
    /// `String(validating: bytes, as: UTF8.self)`).
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Validated first, so decoding repairs nothing.
        TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(bytes)) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
