import Foundation

/// The JSON byte scanner shared by the JSON tree readers (``NativeJSONReader`` and
/// ``WebDriverAgentJSONReader``) and the `rapidmap.json` reader (`ManifestFileReader`).
///
/// It works on the raw UTF-8 bytes and never builds a JSON value tree: the readers pull
/// tokens (keys, strings, numbers, literals, brackets) and write straight into an
/// `AccessibilityTree.Builder`. Every method checks bounds and throws a
/// `RecordingError` carrying the line and column of the offending byte.
///
/// Decisions shared by both readers:
/// - strings must be valid UTF-8; invalid bytes are an error (not replaced);
/// - control characters (below U+0020) must be escaped inside strings;
/// - `\uXXXX` escapes combine surrogate pairs; a lone surrogate is an error;
/// - numbers follow the JSON grammar strictly (no leading zeros, no `+`, no `.5`);
///   plain decimals of up to 15 digits are converted exactly by a fast path, every other
///   number by `Double(String)`, so both give the same result as `Double(String)`;
/// - a UTF-8 byte order mark at the start is skipped.
package struct JSONScanner {
    /// The first byte of the input.
    package let base: UnsafePointer<UInt8>
    /// The number of bytes.
    package let count: Int
    /// The offset of the next byte to read.
    package var position: Int = 0
    /// The format named in errors (nil for JSON that is not a recording, such as `rapidmap.json`).
    let format: RecordingFormat?
    /// The file named in errors.
    let path: String?
    /// Decoded bytes of the last string that had escapes.
    var scratch: [UInt8] = []
    /// Where a tree reader gives back the bytes it has read (``JSONTreeWalk`` after each
    /// node); ``error(_:at:)`` puts them back first.
    var window = ReleaseWindow(nil)

    /// Creates a scanner over a non-empty buffer.
    package init(base: UnsafePointer<UInt8>, count: Int, format: RecordingFormat?, path: String?) {
        self.base = base
        self.count = count
        self.format = format
        self.path = path
    }

    /// A scanner over a recording that must be one JSON object, positioned at its `{`
    /// (after a byte order mark and whitespace). `documentName` names the kind of document
    /// in the errors for an empty file, a file of whitespace, or another JSON value.
    static func atDocumentObject(
        _ raw: UnsafeRawBufferPointer, format: RecordingFormat, path: String?,
        documentName: String, release: (any InputRelease)? = nil
    ) throws -> JSONScanner {
        guard let base = raw.baseAddress, raw.count > 0 else {
            throw RecordingError(format: format, file: path, line: 1, column: 1, message: "the file is empty")
        }
        var s = JSONScanner(base: base.assumingMemoryBound(to: UInt8.self), count: raw.count, format: format, path: path)
        s.window = ReleaseWindow(release)
        s.skipByteOrderMark()
        s.skipWhitespace()
        if s.atEnd { throw s.error("the file holds only whitespace, not a \(documentName)") }
        guard s.peek() == UInt8(ascii: "{") else {
            throw s.error("a \(documentName) is a JSON object starting with `{`, found \(s.describe(at: s.position))")
        }
        return s
    }

    // MARK: Errors

    /// An error at a byte offset (the current position by default).
    func error(_ message: String, at offset: Int? = nil) -> RecordingError {
        window.restore()
        return RecordingError(
            format: format, file: path, offset: offset ?? position,
            in: UnsafeRawBufferPointer(start: base, count: count), message: message)
    }

    /// "expected X, found Y" at the current position.
    func unexpected(_ expected: String) -> RecordingError {
        error("expected \(expected), found \(describe(at: position))")
    }

    /// A short description of what is at an offset: `` `x` ``, "the end of the input", "byte 0x80".
    func describe(at offset: Int) -> String {
        guard offset < count else { return "the end of the input" }
        let b = base[offset]
        if b >= 0x21 && b < 0x7F { return "`\(Character(Unicode.Scalar(b)))`" }
        switch b {
        case 0x20: return "a space"
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        default: return "byte 0x" + String(b, radix: 16, uppercase: true)
        }
    }

    /// What kind of JSON value starts at the current position, in words ("a string").
    package func describeValue() -> String {
        switch peek() {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: return describe(at: position)
        }
    }

    // MARK: Bytes and structure

    /// The byte at the current position, or 0 at the end of the input.
    @inline(__always)
    package func peek() -> UInt8 { position < count ? base[position] : 0 }

    /// Whether the string whose opening quote is at ``position`` starts, after spaces, tabs
    /// and escaped line breaks, with `<`: markup such as an XML page source.
    func stringStartsWithMarkup() -> Bool { stringStarts(with: "<") }

    /// True when the string token at the current position starts, after spaces, tabs and
    /// escaped line breaks, with `prefix` (ASCII, no escapes in it): the debugDescription
    /// text of WebDriverAgent's `/source?format=description` answer starts with `Attributes:`.
    func stringStarts(with prefix: StaticString) -> Bool {
        var i = position + 1
        while i < count {
            switch base[i] {
            case 0x20, 0x09: i += 1
            case 0x5C
            where i + 1 < count
                && (base[i + 1] == UInt8(ascii: "n") || base[i + 1] == UInt8(ascii: "r")
                    || base[i + 1] == UInt8(ascii: "t")):
                i += 2
            default:
                let length = prefix.utf8CodeUnitCount
                guard i + length <= count else { return false }
                return prefix.withUTF8Buffer { p in (0..<length).allSatisfy { base[i + $0] == p[$0] } }
            }
        }
        return false
    }

    /// True when every byte was read.
    var atEnd: Bool { position >= count }

    /// Skips a UTF-8 byte order mark at the start.
    package mutating func skipByteOrderMark() {
        position = TextEncoding.byteOrderMarkLength({ base[$0] }, count: count)
    }

    /// Skips spaces, tabs, line feeds and carriage returns.
    @inline(__always)
    package mutating func skipWhitespace() {
        var i = position
        while i < count {
            let b = base[i]
            if b == 0x20 {
                // Indentation comes in runs: skip eight spaces at a time.
                while i + 8 <= count,
                    UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    i += 8
                }
                if i < count, base[i] == 0x20 { i += 1 }
                continue
            }
            if b == 0x0A || b == 0x0D || b == 0x09 { i += 1; continue }
            break
        }
        position = i
    }

    /// Consumes `byte` (after whitespace) or throws "expected `what`".
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws {
        skipWhitespace()
        guard position < count, base[position] == byte else { throw unexpected(what()) }
        position += 1
    }

    /// After the `{` of an object: true when a member follows (positioned at its key),
    /// false when the object is empty (the `}` consumed).
    @inline(__always)
    package mutating func firstMember() throws -> Bool { firstItem(closedBy: UInt8(ascii: "}")) }

    /// After a member's value: true when another member follows (positioned at its key),
    /// false at the object's end (the `}` consumed).
    @inline(__always)
    package mutating func nextMember() throws -> Bool { try nextItem(closedBy: UInt8(ascii: "}"), "`,` or `}` after an object member") }

    /// After the `[` of an array: true when an element follows (positioned at it),
    /// false when the array is empty (the `]` consumed).
    @inline(__always)
    package mutating func firstElement() throws -> Bool { firstItem(closedBy: UInt8(ascii: "]")) }

    /// In a `children` array, after a child's `}`: consumes the next child's `{` and reads
    /// its first member, giving the offset of the `{` and whether a member follows; nil at
    /// the array's `]`. The one child step of both JSON tree readers.
    @inline(__always)
    mutating func nextChild() throws -> (start: Int, hasMember: Bool)? {
        guard try nextElement() else { return nil }
        guard peek() == UInt8(ascii: "{") else { throw error("`children` must hold node objects, found \(describeValue())") }
        let start = position
        position += 1
        return (start, try firstMember())
    }

    /// Skips the value of a key the reader does not use; true when another member follows.
    @inline(__always)
    mutating func skipMember() throws -> Bool {
        try skipValue()
        return try nextMember()
    }

    /// After an array element: true when another element follows (positioned at it),
    /// false at the array's end (the `]` consumed).
    @inline(__always)
    package mutating func nextElement() throws -> Bool { try nextItem(closedBy: UInt8(ascii: "]"), "`,` or `]` after an array element") }

    /// After the opening bracket of an object or array: true when an item follows
    /// (positioned at it), false when the container is empty (its `close` consumed).
    @inline(__always)
    private mutating func firstItem(closedBy close: UInt8) -> Bool {
        skipWhitespace()
        if peek() == close { position += 1; return false }
        return true
    }

    /// After an item of an object or array: true when another follows (positioned at it),
    /// false at the container's `close` (consumed); anything else is an error that
    /// expected `expected`.
    @inline(__always)
    private mutating func nextItem(closedBy close: UInt8, _ expected: StaticString) throws -> Bool {
        skipWhitespace()
        let b = peek()
        if b == UInt8(ascii: ",") { position += 1; skipWhitespace(); return true }
        if b == close { position += 1; return false }
        throw unexpected("\(expected)")
    }

    /// At a node's `children` value: true when a first child object follows (positioned at
    /// its `{`); false for `null` or an empty array (consumed). Anything else is an error.
    @inline(__always)
    mutating func openChildren() throws -> Bool {
        if readNullIfPresent() { return false }
        guard peek() == UInt8(ascii: "[") else { throw error("`children` must be an array of nodes, found \(describeValue())") }
        position += 1
        guard try firstElement() else { return false }
        guard peek() == UInt8(ascii: "{") else { throw error("`children` must hold node objects, found \(describeValue())") }
        return true
    }

    /// Reads an object key and the `:` after it; leaves the position at the value.
    @inline(__always)
    package mutating func readKey() throws -> JSONStringToken {
        guard peek() == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
        let key = try readStringToken()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw unexpected("`:` after the key") }
        position += 1
        skipWhitespace()
        return key
    }

    /// Marks the known key `key` (bytes `token`, its value in the format's key table) seen
    /// in `seen`, one bit per key; throws when the object had it already: a known key given
    /// twice is an error naming `object` ("a node"), never a silent choice of one value.
    @inline(__always)
    mutating func markSeen(_ key: Int32, _ token: JSONStringToken, in seen: inout UInt32, within object: StaticString) throws {
        let bit: UInt32 = 1 << UInt32(key)
        if seen & bit != 0 { throw error("duplicate key `\(string(token))` in \(object)", at: token.quote) }
        seen |= bit
    }

    /// Reads a node's `type` (the position at its value): a string naming an element type in
    /// any spelling `table` or ``RecordedNames/controlType(parsing:)`` accepts. Anything else
    /// is an error, and an unknown name one that says `unknown` ("unknown type") and quotes it.
    @inline(__always)
    mutating func readControlType(_ table: ByteNameTable, unknown: StaticString) throws -> ControlType {
        let at = position
        guard peek() == UInt8(ascii: "\"") else { throw error("`type` must be a string, found \(describeValue())") }
        let token = try readStringToken()
        guard let type = RecordedNames.controlType(token, in: &self, table: table) else {
            throw error("\(unknown) \"\(string(token))\"", at: at)
        }
        return type
    }

    // MARK: Strings

    /// One high bit per byte of `w` that is a quote, a backslash, a control character or
    /// not ASCII. Bits above the lowest set one may be spurious (borrows), but the lowest
    /// set bit always marks the first such byte, which is all the scanner uses.
    @inline(__always)
    private static func specialBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (w &- ones &* 0x20) & ~w
        return (hasQuote | hasBackslash | hasControl | w) & highs
    }

    /// Reads a string (the position at its opening quote) without creating a `String`.
    @inline(__always)
    mutating func readStringToken() throws -> JSONStringToken {
        let quote = position
        let start = position + 1
        var i = start
        while true {
            if i + 8 <= count {
                // Eight bytes at a time (little-endian: the lowest bit is the first byte).
                let special = Self.specialBytes(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
                if special == 0 { i += 8; continue }
                i += special.trailingZeroBitCount >> 3
            } else if i >= count {
                throw error("unterminated string", at: quote)
            }
            let b = base[i]
            if b == UInt8(ascii: "\"") {
                position = i + 1
                return JSONStringToken(quote: quote, start: start, length: i - start, escaped: false)
            }
            if b == UInt8(ascii: "\\") {
                return try readEscapedString(quote: quote, start: start, escapeAt: i)
            }
            if b < 0x20 {
                throw error("control character U+\(hex4(UInt32(b))) must be escaped in a string", at: i)
            }
            if b >= 0x80 { i = try skipUTF8Sequence(at: i) } else { i += 1 }
        }
    }

    /// Checks the multi-byte UTF-8 sequence at `i`; returns the offset after it.
    private func skipUTF8Sequence(at i: Int) throws -> Int {
        switch TextEncoding.utf8Sequence(base, at: i, count: count) {
        case .valid(let end): return end
        case .invalidLead: throw error("invalid UTF-8 byte 0x\(String(base[i], radix: 16, uppercase: true)) in a string", at: i)
        case .cut: throw error("unterminated string (cut inside a UTF-8 sequence)", at: i)
        case .invalidContinuation: throw error("invalid UTF-8 sequence in a string", at: i)
        }
    }

    private func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// One high bit per byte of `w` that is a quote or a backslash (the lowest set bit is
    /// exact, as in ``specialBytes(_:)``).
    @inline(__always)
    private static func quoteOrBackslash(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & 0x8080_8080_8080_8080
    }

    /// The offset of the closing quote of a string with escapes, from `i` (inside it), or
    /// nil when the input ends first. Only quotes and backslashes are looked at; the
    /// decoding pass checks everything else.
    private func closingQuote(from i: Int) -> Int? {
        var i = i
        while true {
            if i + 8 <= count {
                let found = Self.quoteOrBackslash(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
                if found == 0 { i += 8; continue }
                i += found.trailingZeroBitCount >> 3
            } else if i >= count {
                return nil
            }
            let b = base[i]
            if b == UInt8(ascii: "\"") { return i }
            i += b == UInt8(ascii: "\\") ? 2 : 1
        }
    }

    /// The slow path of ``readStringToken()``: decodes a string with escapes into
    /// ``scratch``. A first pass finds the closing quote, so the scratch buffer is sized
    /// once (the decoded text is never longer than the escaped one); the second decodes
    /// through a pointer, copying each run of plain bytes whole.
    private mutating func readEscapedString(quote: Int, start: Int, escapeAt: Int) throws -> JSONStringToken {
        guard let end = closingQuote(from: escapeAt) else { throw error("unterminated string", at: quote) }
        // Moved out of `self` while it is written through a pointer, so reading `self`
        // (for errors) never overlaps the write.
        var buffer: [UInt8] = []
        swap(&buffer, &scratch)
        defer { swap(&buffer, &scratch) }
        if buffer.count < end - start {
            buffer = [UInt8](repeating: 0, count: max(end - start, 2 * buffer.count, 256))
        }
        let length = try buffer.withUnsafeMutableBufferPointer { out -> Int in
            let o = out.baseAddress!
            var n = escapeAt - start
            o.update(from: base + start, count: n)
            var i = escapeAt
            while i < end {
                let b = base[i]
                if b == UInt8(ascii: "\\") {
                    let e = base[i + 1]
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): o[n] = e
                    case UInt8(ascii: "b"): o[n] = 0x08
                    case UInt8(ascii: "f"): o[n] = 0x0C
                    case UInt8(ascii: "n"): o[n] = 0x0A
                    case UInt8(ascii: "r"): o[n] = 0x0D
                    case UInt8(ascii: "t"): o[n] = 0x09
                    case UInt8(ascii: "u"):
                        let (scalar, length) = try unicodeEscape(at: i, before: end)
                        i += length
                        n += Self.writeUTF8(scalar, to: o + n)
                        continue
                    default:
                        throw error("invalid escape \\\(describe(at: i + 1).trimmingCharacters(in: CharacterSet(charactersIn: "`"))) in a string", at: i)
                    }
                    n += 1
                    i += 2
                    continue
                }
                // A run of plain bytes up to the next escape, control character or
                // non-ASCII byte, eight bytes at a time.
                var j = i
                while j + 8 <= end {
                    let special = Self.specialBytes(UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)))
                    if special != 0 { j += special.trailingZeroBitCount >> 3; break }
                    j += 8
                }
                while j < end {
                    let c = base[j]
                    if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { break }
                    j += 1
                }
                if j > i {
                    (o + n).update(from: base + i, count: j - i)
                    n += j - i
                    i = j
                    continue
                }
                if b < 0x20 {
                    throw error("control character U+\(hex4(UInt32(b))) must be escaped in a string", at: i)
                }
                // Non-ASCII: checked, then copied as is.
                let next = try skipUTF8Sequence(at: i)
                guard next <= end else { throw error("invalid UTF-8 sequence in a string", at: i) }
                (o + n).update(from: base + i, count: next - i)
                n += next - i
                i = next
            }
            return n
        }
        position = end + 1
        return JSONStringToken(quote: quote, start: start, length: length, escaped: true)
    }

    /// The scalar of the `\\u` escape whose backslash is at `i` and how many bytes it takes:
    /// 6, or 12 for a surrogate pair (`\\uD83C\\uDF0D`), whose halves are combined. A lone
    /// or reversed surrogate is an error: JSON text is Unicode, and a lone surrogate is
    /// not a scalar any string can hold.
    @inline(__always)
    private func unicodeEscape(at i: Int, before end: Int) throws -> (scalar: UInt32, length: Int) {
        let scalar = try hexEscape(at: i, before: end)
        if scalar >= 0xDC00 && scalar <= 0xDFFF {
            throw error("lone low surrogate \\u\(hex4(scalar))", at: i)
        }
        guard scalar >= 0xD800 && scalar <= 0xDBFF else { return (scalar, 6) }
        let next = i + 6
        guard next + 1 < end, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u") else {
            throw error("lone high surrogate \\u\(hex4(scalar)) (expected a \\uDC00–\\uDFFF escape after it)", at: i)
        }
        let low = try hexEscape(at: next, before: end)
        guard low >= 0xDC00 && low <= 0xDFFF else {
            throw error("high surrogate \\u\(hex4(scalar)) is followed by \\u\(hex4(low)), not a low surrogate", at: next)
        }
        return (0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00), 12)
    }

    /// The value of the `\\uXXXX` escape whose backslash is at `i`; its digits must end
    /// before `end` (the closing quote).
    @inline(__always)
    private func hexEscape(at i: Int, before end: Int) throws -> UInt32 {
        guard i + 6 <= end else {
            throw error(i + 6 <= count ? "\\u must be followed by four hexadecimal digits" : "unterminated \\u escape", at: i)
        }
        var v: UInt32 = 0
        for k in 2..<6 {
            let c = base[i + k]
            let digit = c &- UInt8(ascii: "0")
            let letter = (c | 0x20) &- UInt8(ascii: "a")
            let d: UInt8
            if digit < 10 {
                d = digit
            } else if letter < 6 {
                d = letter + 10
            } else {
                throw error("\\u must be followed by four hexadecimal digits", at: i)
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    /// Writes the UTF-8 of a scalar; returns its length.
    @inline(__always)
    private static func writeUTF8(_ v: UInt32, to p: UnsafeMutablePointer<UInt8>) -> Int {
        switch v {
        case 0..<0x80:
            p[0] = UInt8(v)
            return 1
        case 0x80..<0x800:
            p[0] = UInt8(0xC0 | (v >> 6))
            p[1] = UInt8(0x80 | (v & 0x3F))
            return 2
        case 0x800..<0x10000:
            p[0] = UInt8(0xE0 | (v >> 12))
            p[1] = UInt8(0x80 | ((v >> 6) & 0x3F))
            p[2] = UInt8(0x80 | (v & 0x3F))
            return 3
        default:
            p[0] = UInt8(0xF0 | (v >> 18))
            p[1] = UInt8(0x80 | ((v >> 12) & 0x3F))
            p[2] = UInt8(0x80 | ((v >> 6) & 0x3F))
            p[3] = UInt8(0x80 | (v & 0x3F))
            return 4
        }
    }

    /// The content of a string token as a `String` (already validated UTF-8).
    /// (`mutating` only so that calls on an `inout` scanner do not copy it.)
    @inline(__always)
    package mutating func string(_ token: JSONStringToken) -> String {
        if token.escaped {
            // A local reference, so that the scratch buffer is not read through `self`
            // while `sharedString` changes `self`.
            let decoded = scratch
            return decoded.withUnsafeBufferPointer { sharedString(UnsafeBufferPointer(rebasing: $0.prefix(token.length))) }
        }
        let bytes = UnsafeBufferPointer(start: base + token.start, count: token.length)
        // Up to 15 bytes a `String` holds its text inline: nothing to share.
        if token.length <= Self.inlineStringBytes { return String(decoding: bytes, as: UTF8.self) }
        return sharedString(bytes)
    }

    /// The most UTF-8 bytes a `String` stores inline on 64-bit machines, with no storage
    /// of its own to share.
    static let inlineStringBytes = 15

    /// Strings recently made, by a hash of their bytes: labels repeat in long feeds ("Like",
    /// the same author on many cells, the same text on every row), and a repeat then costs a
    /// compare instead of a new `String` (whose UTF-8 check is the slowest part of making
    /// one) and shares its storage, so a tree holds each repeated text once.
    var recentStrings: [String] = []

    /// The number of slots of ``recentStrings`` (a power of two).
    static let recentStringSlots = 512

    /// `bytes` as a `String`, reused from ``recentStrings`` when the same bytes were made last
    /// in their slot.
    @inline(never)
    private mutating func sharedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if recentStrings.isEmpty { recentStrings = [String](repeating: "", count: Self.recentStringSlots) }
        let length = bytes.count
        // The slot from the length and the first and last eight bytes: a collision only
        // costs a miss, since a hit compares every byte.
        var h = UInt64(length) &* 0x9E37_79B9_7F4A_7C15
        if length >= 8, let p = bytes.baseAddress {
            let raw = UnsafeRawPointer(p)
            h ^= raw.loadUnaligned(as: UInt64.self)
            h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
            h ^= raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            for b in bytes { h = (h << 8) | UInt64(b) }
        }
        h = (h ^ (h >> 29)) &* 0x94D0_49BB_1331_11EB
        let slot = Int(truncatingIfNeeded: h >> 40) & (Self.recentStringSlots - 1)
        let reused = recentStrings.withUnsafeMutableBufferPointer { slots in
            slots[slot].utf8.count == length
                && slots[slot].withUTF8 { length == 0 || memcmp($0.baseAddress!, bytes.baseAddress!, length) == 0 }
        }
        if reused { return recentStrings[slot] }
        let text = String(decoding: bytes, as: UTF8.self)
        recentStrings[slot] = text
        return text
    }

    /// Reads a string value (the position at its opening quote).
    @inline(__always)
    package mutating func readString() throws -> String {
        // Read first: `string(try readStringToken())` would evaluate `self` (and its old
        // scratch buffer) before the argument.
        let token = try readStringToken()
        return string(token)
    }

    /// What an empty string means for an optional text attribute. Each JSON tree reader
    /// states it once for all its text attributes, by what its format's writer means by
    /// `""`: in RapidMap's own format it is a text (``NativeJSONReader/emptyString``: an
    /// element can have an empty label, and ``NativeJSONWriter`` writes an absent one as no
    /// key at all), while WebDriverAgent writes `""` for every attribute that is not set, so
    /// there it is absent (``WebDriverAgentJSONReader/emptyString``). `null` is absent in both.
    enum EmptyString {
        /// `""` is the empty text.
        case text
        /// `""` is the attribute not set (nil).
        case absent
    }

    /// The optional text attribute `name`: a string, or null for nil; an empty string per
    /// `empty`. Any other value is an error naming the attribute.
    @inline(__always)
    mutating func readOptionalString(_ name: StaticString, empty: EmptyString) throws -> String? {
        if peek() == UInt8(ascii: "\"") {
            let token = try readStringToken()
            if token.length == 0 { return empty == .text ? "" : nil }
            return string(token)
        }
        if readNullIfPresent() { return nil }
        throw error("`\(name)` must be a string or null, found \(describeValue())")
    }

    /// Looks a string token up in a table by its bytes.
    /// (`mutating` only so that calls on an `inout` scanner do not copy it.)
    @inline(__always)
    mutating func lookup(_ table: ByteNameTable, _ token: JSONStringToken) -> Int32? {
        if token.escaped { return lookupScratch(table, length: token.length) }
        return table.lookup(base + token.start, token.length, limit: base + count)
    }

    /// ``lookup(_:_:)`` for a string that had escapes: its bytes are in ``scratch``.
    @inline(never)
    private func lookupScratch(_ table: ByteNameTable, length: Int) -> Int32? {
        scratch.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress, length > 0 else { return table.lookup(base, 0, limit: base) }
            return table.lookup(p, length, limit: p + length)
        }
    }

    /// Runs `body` over the bytes of a string token.
    func withBytes<R>(of token: JSONStringToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if token.escaped { return try scratch.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0.prefix(token.length))) } }
        return try body(UnsafeBufferPointer(start: base + token.start, count: token.length))
    }

    // MARK: Numbers and literals

    /// Reads a JSON number (the position at its first byte).
    @inline(__always)
    package mutating func readNumber() throws -> Double {
        let start = position
        var i = position
        let negative = i < count && base[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < count, base[i] &- UInt8(ascii: "0") < 10 else {
            throw error(i < count || negative ? "expected a digit in a number" : "expected a number", at: i)
        }
        // JSON's own rules on top of the shared scanner: no leading zero, a digit after `.`.
        if base[i] == UInt8(ascii: "0"), i + 1 < count, base[i + 1] &- UInt8(ascii: "0") < 10 {
            throw error("a number must not start with a leading zero", at: start)
        }
        let scanned = DecimalNumber.scan(base, from: start, to: count, specials: false)
        if scanned.point >= 0, scanned.point + 1 >= count || base[scanned.point + 1] &- UInt8(ascii: "0") >= 10 {
            throw error("expected a digit after the decimal point", at: scanned.point + 1)
        }
        guard let value = scanned.value else {
            throw error("expected a digit in the exponent", at: scanned.end)
        }
        position = scanned.end
        return value
    }

    /// Reads `true` or `false`.
    @inline(__always)
    mutating func readBool() throws -> Bool {
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw unexpected("`true` or `false`")
    }

    /// Consumes `literal` when the input continues with it (followed by a non-letter).
    @inline(__always)
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard position + n <= count else { return false }
        let p = literal.utf8Start
        for k in 0..<n where base[position + k] != p[k] { return false }
        if position + n < count {
            let next = base[position + n] | 0x20
            if next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z") { return false }
        }
        position += n
        return true
    }

    /// Consumes `null` if it is next.
    @inline(__always)
    mutating func readNullIfPresent() -> Bool {
        peek() == UInt8(ascii: "n") && matchLiteral("null")
    }

    // MARK: Skipping

    /// Reads and checks one JSON value of any kind, keeping nothing (for unknown keys).
    /// Iterative: nesting depth costs one byte of heap per level, never stack.
    package mutating func skipValue() throws {
        var containers: [Bool] = []  // true: object, false: array
        while true {
            // A value starts here.
            switch peek() {
            case UInt8(ascii: "\""):
                _ = try readStringToken()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try readNumber()
            case UInt8(ascii: "t"), UInt8(ascii: "f"):
                _ = try readBool()
            case UInt8(ascii: "n"):
                guard readNullIfPresent() else { throw unexpected("a value") }
            case UInt8(ascii: "{"):
                position += 1
                if try firstMember() {
                    containers.append(true)
                    _ = try readKey()
                    continue
                }
            case UInt8(ascii: "["):
                position += 1
                if try firstElement() {
                    containers.append(false)
                    continue
                }
            default:
                throw unexpected("a value")
            }
            // A value ended: close finished containers, or move to the next member/element.
            while let isObject = containers.last {
                if isObject {
                    if try nextMember() { _ = try readKey(); break }
                } else {
                    if try nextElement() { break }
                }
                containers.removeLast()
            }
            if containers.isEmpty { return }
        }
    }

    /// After the document's value: throws unless only whitespace remains.
    package mutating func expectEnd() throws {
        skipWhitespace()
        guard atEnd else { throw error("unexpected \(describe(at: position)) after the end of the document") }
    }
}
