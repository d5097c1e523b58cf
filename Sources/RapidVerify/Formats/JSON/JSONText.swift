/// Writes JSON string literals, the one escaping rule every JSON writer in RapidMap uses
/// (``NativeJSONWriter``, `OrderListing.json(_:platform:traitsRecorded:)`, the benchmark's WebDriverAgent feed).
///
/// A literal is the text in double quotes with:
/// - `"` and `\` escaped with a backslash;
/// - newline, carriage return, tab, backspace and form feed as `\n`, `\r`, `\t`, `\b`, `\f`;
/// - every other control character (U+0000–U+001F), DEL (U+007F) and the line and
///   paragraph separators U+2028 and U+2029 (JavaScript reads them as line breaks) as
///   `\u` and four lowercase hex digits;
/// - everything else written as is, in UTF-8 (`/` is not escaped).
package enum JSONText {
    /// The JSON string literal, with its quotes, whose value is exactly `text`.
    package static func stringLiteral(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendStringLiteral(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON string literal of `text` (see ``stringLiteral(_:)``) to UTF-8 bytes.
    package static func appendStringLiteral(_ text: String, to bytes: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        bytes.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        // A UTF-8 lead byte 0xE2 waiting to see whether U+2028/U+2029 follows.
        var pending: [UInt8] = []
        while let b = utf8.next() {
            if !pending.isEmpty {
                pending.append(b)
                if pending.count == 2 {
                    if b != 0x80 { bytes.append(contentsOf: pending); pending.removeAll() }
                    continue
                }
                if b == 0xA8 || b == 0xA9 {
                    appendUnicodeEscape(b == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
                } else {
                    bytes.append(contentsOf: pending)
                }
                pending.removeAll()
                continue
            }
            switch b {
            case UInt8(ascii: "\""), backslash: bytes.append(backslash); bytes.append(b)
            case 0x0A: bytes.append(backslash); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(backslash); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(backslash); bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(backslash); bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(backslash); bytes.append(UInt8(ascii: "f"))
            case 0..<0x20, 0x7F: appendUnicodeEscape(UInt16(b), to: &bytes)
            case 0xE2: pending.append(b)
            default: bytes.append(b)
            }
        }
        bytes.append(contentsOf: pending)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `\u` and the four lowercase hex digits of `unit`.
    private static func appendUnicodeEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
