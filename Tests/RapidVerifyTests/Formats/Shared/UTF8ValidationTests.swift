import Testing
import RapidVerify

/// The UTF-8 validation the readers use (their own, on every system: see `UTF8Validation`)
/// must agree with `String(validating:as:)` on every input: where that exists (Linux, and
/// from iOS 18 / macOS 15) each case is checked against the standard library's answer.
@Suite struct UTF8ValidationTests {
    /// `String(validating:as:)`'s answer, or nil (outer) on a system without it.
    static func standardLibrary(_ buffer: UnsafeBufferPointer<UInt8>) -> String?? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return .some(String(validating: buffer, as: UTF8.self))
        }
        return nil
    }

    /// Byte sequences at every edge of Unicode's table of well-formed UTF-8.
    static let cases: [[UInt8]] = [
        [], Array("plain ASCII, longer than one eight-byte word".utf8), Array("é, ü, 中文, 🙂".utf8),
        [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC2],
        [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBD],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x99],
        Array("12345678".utf8) + [0xC3, 0xA9] + Array("abcdefgh".utf8),  // a sequence after a full ASCII word
        Array("1234567".utf8) + [0xC3, 0xA9],  // one straddling the word boundary
        Array("abcdefghijklmnop".utf8) + [0xC3],  // cut at the very end
    ]

    @Test(arguments: cases)
    func agreesWithTheStandardLibrary(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let expected = Self.standardLibrary(buffer) else { return }
            #expect(UTF8Validation.string(buffer) == expected)
            #expect((TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(buffer)) == nil) == (expected != nil))
        }
    }

    @Test func theFirstInvalidByteIsNamedNotTheEndOfItsRun() {
        let bytes = Array("valid é then ".utf8) + [0xE2, 0x28, 0xA1] + Array(" more".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(buffer)) == Array("valid é then ".utf8).count)
        }
    }

    @Test func everyTwoByteValueAgreesWithTheStandardLibrary() {
        for high in 0...255 {
            for low in 0...255 {
                let bytes: [UInt8] = [UInt8(high), UInt8(low)]
                bytes.withUnsafeBufferPointer { buffer in
                    guard let answer = Self.standardLibrary(buffer) else { return }
                    let valid = answer != nil
                    if (TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(buffer)) == nil) != valid {
                        Issue.record("\(bytes) valid: \(valid)")
                    }
                }
            }
        }
    }
}
