/// A recording that was printed as an escaped string literal: one line holding literal
/// `\n`, `\'` and `\"` escapes, as `p app.debugDescription`, `print(dump.debugDescription)`,
/// a JSON log field, or a page source kept in a test file (`let source = "<?xml …"`) shows
/// it. ``init(unescaping:)`` recognises it and undoes the escapes, remembering where each
/// byte came from so errors point into the original line. A body that starts with `<` or
/// `{` is an XML or JSON page source (see ``isMarkup``), read by its own reader.
struct DebugDescriptionStringLiteral {
    /// The unescaped text.
    let bytes: [UInt8]
    /// For each byte of ``bytes``, its offset in the original text.
    private let origins: [Int32]
    /// The original text's length, for offsets past the end.
    private let originalCount: Int

    /// The original offset of an offset in the unescaped text.
    func originalOffset(of offset: Int) -> Int {
        guard offset >= 0 else { return 0 }
        return offset < origins.count ? Int(origins[offset]) : originalCount
    }

    /// Unescapes `raw` when it holds one line (after a BOM and surrounding whitespace) that
    /// contains a literal `\n`, and every other line is blank, an XCTest activity line
    /// (`t =     0.52s …`) or an lldb prompt, as when a test's console output is copied
    /// with the dump; returns nil for any other text, which is read as it is.
    ///
    /// A line without a literal `\n` counts too when it is a quoted page source: its first
    /// `"` (within the prefix) is followed by `<` or `{`.
    ///
    /// The line may be wrapped in double quotes, optionally preceded by a short prefix such as
    /// `Optional(`, `(String) $R0 = ` or `source = ` (and followed by `)` or `;`): the quotes
    /// and what is outside them are dropped. Escapes: `\n`, `\r`, `\t`, `\0`, `\'`, `\"`,
    /// `\\`, `\/`, `\u{…}` and JSON's `\uXXXX` (a surrogate pair makes one character); any
    /// other backslash is kept as it is.
    init?(unescaping raw: UnsafeRawBufferPointer) {
        let n = raw.count
        guard n < Int(Int32.max), let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var literal: Range<Int>?
        var lineStart = TextEncoding.byteOrderMarkLength(raw)
        while lineStart < n {
            var lineEnd = lineStart
            while lineEnd < n, raw[lineEnd] != 0x0A, raw[lineEnd] != 0x0D { lineEnd += 1 }
            var s = lineStart, e = lineEnd
            while s < e, Self.isSpace(raw[s]) { s += 1 }
            while e > s, Self.isSpace(raw[e - 1]) { e -= 1 }
            if s < e {
                if Self.containsEscapedNewline(raw, from: s, to: e) || Self.isQuotedMarkup(raw, from: s, to: e) {
                    guard literal == nil else { return nil }
                    literal = s..<e
                } else if !DebugDescriptionParser.isNoise(base, at: s, end: e) {
                    return nil
                }
            }
            lineStart = lineEnd + 1
        }
        guard var start = literal?.lowerBound, var end = literal?.upperBound else { return nil }
        var i: Int

        // Drop a wrapping `"…"` and a short prefix before it.
        if let open = Self.firstQuote(in: raw, from: start, to: min(end, start + 64)),
            !Self.containsBackslash(raw, from: start, to: open)
        {
            var close = end - 1
            if raw[close] == UInt8(ascii: ";"), close > open { close -= 1 }
            if raw[close] == UInt8(ascii: ")"), close > open { close -= 1 }
            if close > open, raw[close] == UInt8(ascii: "\"") {
                start = open + 1
                end = close
            }
        }

        var out: [UInt8] = []
        var origins: [Int32] = []
        out.reserveCapacity(end - start)
        origins.reserveCapacity(end - start)
        i = start
        while i < end {
            let b = raw[i]
            guard b == 0x5C, i + 1 < end else {
                out.append(b); origins.append(Int32(i)); i += 1
                continue
            }
            let e = raw[i + 1]
            var replacement: UInt8?
            switch e {
            case UInt8(ascii: "n"): replacement = 0x0A
            case UInt8(ascii: "r"): replacement = 0x0D
            case UInt8(ascii: "t"): replacement = 0x09
            case UInt8(ascii: "0"): replacement = 0x00
            case UInt8(ascii: "'"), UInt8(ascii: "\""), 0x5C, UInt8(ascii: "/"): replacement = e
            case UInt8(ascii: "u"):
                if let (scalar, next) = Self.unicodeEscape(raw, at: i + 2, end: end) {
                    for unit in String(Character(scalar)).utf8 { out.append(unit); origins.append(Int32(i)) }
                    i = next
                    continue
                }
            default:
                break
            }
            if let replacement {
                out.append(replacement); origins.append(Int32(i)); i += 2
            } else {
                out.append(b); origins.append(Int32(i)); i += 1
            }
        }
        self.bytes = out
        self.origins = origins
        self.originalCount = n
    }

    /// Whether the unescaped text is a page source: it starts, after whitespace, with `<`
    /// (XML) or `{` (JSON).
    var isMarkup: Bool {
        var i = 0
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i < bytes.count && (bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: "{"))
    }

    /// An error a reader reported in the unescaped text, moved to the original text.
    func originalError(_ error: RecordingError, in raw: UnsafeRawBufferPointer) -> RecordingError {
        guard error.line > 0 else { return error }
        // The offset of (line, column) in the unescaped text, counted as SourceLocation counts.
        var line = 1, column = 1, i = 0
        while i < bytes.count, line < error.line || (line == error.line && column < max(error.column, 1)) {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                if line == error.line { break }
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
                // Move past the continuation bytes of this character.
                while i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80 { i += 1 }
            }
            i += 1
        }
        var moved = RecordingError(
            format: error.format, file: error.file, offset: originalOffset(of: i), in: raw,
            message: error.message)
        moved.message = error.message + " (in the escaped string)"
        return moved
    }

    /// Whether `raw[from..<to]` is a quoted page source: its first `"`, within the first 64
    /// bytes and with no backslash before it, is followed by `<` or `{`.
    private static func isQuotedMarkup(_ raw: UnsafeRawBufferPointer, from: Int, to: Int) -> Bool {
        guard let open = firstQuote(in: raw, from: from, to: min(to, from + 64)), open + 1 < to,
            !containsBackslash(raw, from: from, to: open)
        else { return false }
        return raw[open + 1] == UInt8(ascii: "<") || raw[open + 1] == UInt8(ascii: "{")
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Whether `raw[from..<to]` holds a literal `\n` (a backslash before `n` that is not
    /// itself escaped).
    private static func containsEscapedNewline(_ raw: UnsafeRawBufferPointer, from: Int, to: Int) -> Bool {
        var i = from
        while i < to {
            if raw[i] == 0x5C, i + 1 < to {
                if raw[i + 1] == UInt8(ascii: "n") { return true }
                i += 2
                continue
            }
            i += 1
        }
        return false
    }

    private static func firstQuote(in raw: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
        var i = from
        while i < to {
            if raw[i] == UInt8(ascii: "\"") { return i }
            i += 1
        }
        return nil
    }

    private static func containsBackslash(_ raw: UnsafeRawBufferPointer, from: Int, to: Int) -> Bool {
        var i = from
        while i < to {
            if raw[i] == 0x5C { return true }
            i += 1
        }
        return false
    }

    /// Parses `{XXXX}` at `i` (just after `\u`), or JSON's four hex digits (and a second
    /// `\uXXXX` completing a surrogate pair); returns the scalar and the offset after it.
    private static func unicodeEscape(_ raw: UnsafeRawBufferPointer, at i: Int, end: Int) -> (Unicode.Scalar, Int)? {
        if let high = fourHexDigits(raw, at: i, end: end) {
            if (0xD800..<0xDC00).contains(high), i + 10 <= end, raw[i + 4] == 0x5C, raw[i + 5] == UInt8(ascii: "u"),
                let low = fourHexDigits(raw, at: i + 6, end: end), (0xDC00..<0xE000).contains(low)
            {
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value).map { ($0, i + 10) }
            }
            return Unicode.Scalar(high).map { ($0, i + 4) }
        }
        guard i < end, raw[i] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var j = i + 1
        var digits = 0
        while j < end, raw[j] != UInt8(ascii: "}") {
            guard digits < 8, let d = hexValue(raw[j]) else { return nil }
            value = value << 4 | UInt32(d)
            digits += 1
            j += 1
        }
        guard j < end, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, j + 1)
    }

    /// Four hex digits at `i`, as a number.
    private static func fourHexDigits(_ raw: UnsafeRawBufferPointer, at i: Int, end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in i..<(i + 4) {
            guard let d = hexValue(raw[k]) else { return nil }
            value = value << 4 | UInt32(d)
        }
        return value
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
