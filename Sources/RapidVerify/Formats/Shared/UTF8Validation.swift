/// UTF-8 validation for every reader, on every system RapidMap supports.
///
/// `String(validating:as:)` validates and copies in one pass but exists only from iOS 18,
/// macOS 15, tvOS 18, watchOS 11 and visionOS 2; the package supports older systems
/// (Package.swift's `platforms:`). ``string(_:)`` uses it where it exists and otherwise
/// validates with `TextEncoding.firstInvalidUTF8(_:from:)` before decoding: the same result, one more pass.
package enum UTF8Validation {
    /// The text of `bytes` when they are well-formed UTF-8, else nil (as
    /// `String(validating: bytes, as: UTF8.self)`).
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return stringByValidatingFirst(bytes)
    }

    /// ``string(_:)`` on systems without `String(validating:as:)`; tested on every system.
    package static func stringByValidatingFirst(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(bytes)) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
