/// A debugDescription dump that was printed as an escaped string literal: one line holding
/// literal `\n`, `\'` and `\"` escapes, as `p app.debugDescription`, `print(dump.debugDescription)`
/// or a JSON log field shows it. ``init(unescaping:)`` recognises it and undoes the escapes,
/// remembering where each byte came from so errors point into the original line.
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
    /// The line may be wrapped in double quotes, optionally preceded by a short prefix such as
    /// `Optional(` or `(String) $R0 = ` (and followed by `)`): the quotes and what is outside
    /// them are dropped. Escapes: `\n`, `\r`, `\t`, `\0`, `\'`, `\"`, `\\` and `\u{…}`; any other
    /// backslash is kept as it is.
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
                if Self.containsEscapedNewline(raw, from: s, to: e) {
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
           !Self.containsBackslash(raw, from: start, to: open) {
            var close = end - 1
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
            case UInt8(ascii: "'"), UInt8(ascii: "\""), 0x5C: replacement = e
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

    /// Parses `{XXXX}` at `i` (just after `\u`); returns the scalar and the offset after `}`.
    private static func unicodeEscape(_ raw: UnsafeRawBufferPointer, at i: Int, end: Int) -> (Unicode.Scalar, Int)? {
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

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
