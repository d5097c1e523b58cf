/// Byte-order marks and encodings, recognised once for every reader.
///
/// Every reader reads UTF-8. A UTF-8 byte-order mark (`EF BB BF`) is skipped. Text in
/// UTF-16 or UTF-32 is recognised by its byte-order mark, or without one by where its zero
/// bytes fall (ASCII text in UTF-16 has a zero byte beside every character), and
/// `AccessibilityTree.init(reading:format:path:)` converts it to UTF-8 before reading;
/// a reader given UTF-16 directly says so instead of reporting a stray byte.
package enum TextEncoding {
    /// How a recording's bytes start.
    enum Start: Equatable {
        /// UTF-8; the content starts at `offset` (3 after a byte-order mark, else 0).
        case utf8(offset: Int)
        /// UTF-16, which no reader accepts directly.
        case utf16
    }

    /// A wide encoding: UTF-16 or UTF-32, little- or big-endian.
    enum Wide: Equatable, CustomStringConvertible {
        case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

        /// Bytes per code unit.
        var unitSize: Int {
            switch self {
            case .utf16LittleEndian, .utf16BigEndian: return 2
            case .utf32LittleEndian, .utf32BigEndian: return 4
            }
        }

        /// `UTF-16LE`, `UTF-32BE`, ….
        var description: String {
            switch self {
            case .utf16LittleEndian: return "UTF-16LE"
            case .utf16BigEndian: return "UTF-16BE"
            case .utf32LittleEndian: return "UTF-32LE"
            case .utf32BigEndian: return "UTF-32BE"
            }
        }
    }

    /// How many bytes of a recording are looked at to guess a wide encoding without a mark.
    static let sniffedBytes = 1024

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

    /// The wide encoding of `bytes` and the length of its byte-order mark, or nil for
    /// UTF-8 (and anything else).
    ///
    /// With a mark: `FF FE 00 00` UTF-32LE, `00 00 FE FF` UTF-32BE, `FF FE` UTF-16LE,
    /// `FE FF` UTF-16BE. Without one, the first ``sniffedBytes`` decide: UTF-32 when every
    /// 4-byte unit is a Unicode scalar other than NUL (its high byte zero, the next at most
    /// 0x10), UTF-16 when at
    /// least three quarters of the 2-byte units have a zero high byte and no unit has a
    /// zero low byte (a NUL character is not text).
    static func wide(_ bytes: UnsafeRawBufferPointer) -> (encoding: Wide, markLength: Int)? {
        let n = bytes.count
        if n >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 { return (.utf32LittleEndian, 4) }
        if n >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return (.utf32BigEndian, 4) }
        if n >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
        if n >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        let sample = min(n, sniffedBytes)
        guard sample >= 8 else { return nil }
        let quads = sample / 4
        var scalars32LE = 0, scalars32BE = 0
        for q in 0..<quads {
            let i = q * 4
            let nul = bytes[i] == 0 && bytes[i + 1] == 0 && bytes[i + 2] == 0 && bytes[i + 3] == 0
            if !nul, bytes[i + 3] == 0, bytes[i + 2] <= 0x10 { scalars32LE += 1 }
            if !nul, bytes[i] == 0, bytes[i + 1] <= 0x10 { scalars32BE += 1 }
        }
        if scalars32LE == quads { return (.utf32LittleEndian, 0) }
        if scalars32BE == quads { return (.utf32BigEndian, 0) }
        let pairs = sample / 2
        var evenZero = 0, oddZero = 0
        for p in 0..<pairs {
            if bytes[2 * p] == 0 { evenZero += 1 }
            if bytes[2 * p + 1] == 0 { oddZero += 1 }
        }
        if evenZero == 0, oddZero * 4 >= pairs * 3 { return (.utf16LittleEndian, 0) }
        if oddZero == 0, evenZero * 4 >= pairs * 3 { return (.utf16BigEndian, 0) }
        return nil
    }

    /// `bytes` (after a mark of `markLength` bytes) in `encoding`, as UTF-8. Invalid code
    /// units (a lone surrogate, a trailing odd byte) become U+FFFD, so a reader reports
    /// them where they are instead of losing text silently.
    static func utf8(_ bytes: UnsafeRawBufferPointer, from encoding: Wide, markLength: Int) -> [UInt8] {
        let body = UnsafeRawBufferPointer(rebasing: bytes[markLength...])
        let size = encoding.unitSize
        let units = body.count / size
        var text: String
        switch encoding {
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var codeUnits: [UInt16] = []
            codeUnits.reserveCapacity(units)
            for u in 0..<units {
                let a = UInt16(body[2 * u]), b = UInt16(body[2 * u + 1])
                codeUnits.append(little ? a | b << 8 : a << 8 | b)
            }
            text = String(decoding: codeUnits, as: UTF16.self)
        case .utf32LittleEndian, .utf32BigEndian:
            let little = encoding == .utf32LittleEndian
            var codeUnits: [UInt32] = []
            codeUnits.reserveCapacity(units)
            for u in 0..<units {
                var value: UInt32 = 0
                for k in 0..<4 {
                    let byte = UInt32(body[4 * u + (little ? 3 - k : k)])
                    value = value << 8 | byte
                }
                codeUnits.append(value)
            }
            text = String(decoding: codeUnits, as: UTF32.self)
        }
        if body.count % size != 0 { text.append("\u{FFFD}") }
        return Array(text.utf8)
    }

    /// The offset of the first byte in `bytes[start...]` that does not begin a valid UTF-8
    /// sequence (a stray continuation byte, an overlong form, a surrogate, a value past
    /// U+10FFFF, or a sequence cut by the end), or nil when all of it is valid. ASCII runs are
    /// skipped eight bytes at a time, so checking a whole recording costs a fraction of
    /// reading it. The rule every reader applies: invalid UTF-8 is refused at its position,
    /// never replaced.
    package static func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = bytes.count
        var i = start
        while i < count {
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
            }
            if base[i] < 0x80 { i += 1; continue }
            guard case .valid(let end) = utf8Sequence(base, at: i, count: count) else { return i }
            i = end
        }
        return nil
    }

    /// How the multi-byte UTF-8 sequence whose lead byte is at `i` (of `count` bytes) reads.
    enum UTF8Sequence {
        /// Valid; the next sequence starts at `end`.
        case valid(end: Int)
        /// The byte at `i` cannot start a sequence (a continuation byte, `C0`, `C1`, `F5`–`FF`).
        case invalidLead
        /// A continuation byte is out of its range (overlong, surrogate, past U+10FFFF).
        case invalidContinuation
        /// The bytes end inside the sequence.
        case cut
    }

    /// The one UTF-8 rule of every reader (RFC 3629's table of well-formed sequences): the
    /// sequence at `i`, whose lead byte is 0x80 or more.
    @inline(__always)
    static func utf8Sequence(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> UTF8Sequence {
        var needed: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch base[i] {
        case 0xC2...0xDF: needed = 1
        case 0xE0: needed = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: needed = 2
        case 0xED: needed = 2; high = 0x9F
        case 0xF0: needed = 3; low = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4: needed = 3; high = 0x8F
        default: return .invalidLead
        }
        var j = i + 1
        while needed > 0 {
            guard j < count else { return .cut }
            guard base[j] >= low && base[j] <= high else { return .invalidContinuation }
            low = 0x80; high = 0xBF
            j += 1
            needed -= 1
        }
        return .valid(end: j)
    }
}
