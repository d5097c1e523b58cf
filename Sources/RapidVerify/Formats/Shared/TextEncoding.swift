/// Byte-order marks and encodings, recognised once for every reader.
///
/// Every format RapidMap reads is UTF-8. A UTF-8 byte-order mark (`EF BB BF`) is skipped;
/// a UTF-16 file (a `FF FE` / `FE FF` mark, or an ASCII `<` next to a zero byte) is
/// recognised so that a reader can say so instead of reporting a stray byte.
enum TextEncoding {
    /// How a recording's bytes start.
    enum Start: Equatable {
        /// UTF-8; the content starts at `offset` (3 after a byte-order mark, else 0).
        case utf8(offset: Int)
        /// UTF-16, which no reader accepts.
        case utf16
    }

    /// The length of a UTF-8 byte-order mark at the start of `count` bytes (3 or 0).
    @inline(__always)
    static func byteOrderMarkLength(_ byte: (Int) -> UInt8, count: Int) -> Int {
        count >= 3 && byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF ? 3 : 0
    }

    /// The length of a UTF-8 byte-order mark at the start of `bytes` (3 or 0).
    @inline(__always)
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        byteOrderMarkLength({ bytes[$0] }, count: bytes.count)
    }

    /// The length of a UTF-8 byte-order mark at the start of `bytes` (3 or 0).
    @inline(__always)
    static func byteOrderMarkLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        byteOrderMarkLength({ bytes[$0] }, count: bytes.count)
    }

    /// Detects UTF-8 (with or without a byte-order mark) or UTF-16 (with a mark, or
    /// XML's `<` beside a zero byte).
    static func detect(_ byte: (Int) -> UInt8, count: Int) -> Start {
        let bom = byteOrderMarkLength(byte, count: count)
        if bom > 0 { return .utf8(offset: bom) }
        if count >= 2 {
            let (a, b) = (byte(0), byte(1))
            if (a == 0xFF && b == 0xFE) || (a == 0xFE && b == 0xFF) || (a == 0 && b == 0x3C) || (a == 0x3C && b == 0) {
                return .utf16
            }
        }
        return .utf8(offset: 0)
    }
}
