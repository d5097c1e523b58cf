/// UTF-8 validation for every reader, on every system RapidMap supports.
///
/// `String(validating:as:)` validates and copies in one pass but exists only from iOS 18,
/// macOS 15, tvOS 18, watchOS 11 and visionOS 2; the package supports older systems
/// (Package.swift's `platforms:`). ``string(_:)`` uses it where it exists and otherwise
/// validates with ``firstInvalidOffset(_:)`` before decoding: the same result, one more pass.
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
        firstInvalidOffset(bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence
    /// (Unicode's table of well-formed byte sequences: no overlong forms, no surrogates,
    /// nothing past U+10FFFF, no sequence cut by the end), or nil when all of it is
    /// well-formed. Linear; ASCII runs are skipped eight bytes at a time.
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count {
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
            }
            let b = base[i]
            if b < 0x80 { i += 1; continue }
            var needed: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: needed = 1
            case 0xE0: needed = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: needed = 2
            case 0xED: needed = 2; high = 0x9F
            case 0xF0: needed = 3; low = 0x90
            case 0xF1...0xF3: needed = 3
            case 0xF4: needed = 3; high = 0x8F
            default: return i
            }
            var j = i + 1
            while needed > 0 {
                guard j < count, base[j] >= low, base[j] <= high else { return i }
                low = 0x80; high = 0xBF
                j += 1
                needed -= 1
            }
            i = j
        }
        return nil
    }
}
