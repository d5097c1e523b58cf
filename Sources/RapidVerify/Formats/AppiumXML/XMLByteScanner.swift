import Foundation

/// A cursor over the bytes of an XML document, with the primitive steps a one-pass
/// reader needs: whitespace, names, quoted values, comments, processing instructions,
/// and the decoding of values into strings and numbers.
///
/// It never allocates while moving; strings are only made when a value is decoded.
/// Every failure is a `RecordingError` at the byte offset where it was found.
/// It knows nothing about DTDs: only the five predefined entities and numeric character
/// references are decoded, and anything else is an error.
struct XMLByteScanner {
    /// The whole input.
    let bytes: UnsafeRawBufferPointer
    /// The first byte of the input.
    let base: UnsafePointer<UInt8>
    /// The number of bytes.
    let end: Int
    /// The next byte to read.
    var position: Int
    /// The file's path, for errors.
    let file: String?
    /// The format being read, for errors.
    let format: RecordingFormat
    /// Where the reader gives back the bytes it has read (between two tags); errors and
    /// ``line(of:)`` put them back first.
    var window = ReleaseWindow(nil)

    /// Creates a scanner over a non-empty input.
    init(bytes: UnsafeRawBufferPointer, base: UnsafePointer<UInt8>, file: String?, format: RecordingFormat) {
        self.bytes = bytes
        self.base = base
        self.end = bytes.count
        self.position = 0
        self.file = file
        self.format = format
    }

    // MARK: Errors

    /// An error at a byte offset.
    func error(_ message: String, at offset: Int) -> RecordingError {
        window.restore()
        return RecordingError(format: format, file: file, offset: offset, in: bytes, message: message)
    }

    /// The line (from 1) of a byte offset, for messages that point back at an earlier tag.
    func line(of offset: Int) -> Int {
        window.restore()
        return SourceLocation(offset: offset, in: bytes).line
    }

    /// Up to `limit` bytes from `offset`, as text safe to show in a message.
    func snippet(at offset: Int, limit: Int = 24) -> String {
        let stop = min(end, offset + limit)
        guard offset < stop else { return "" }
        var text = String(decoding: UnsafeBufferPointer(start: base + offset, count: stop - offset), as: UTF8.self)
        text = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return stop < end ? text + "…" : text
    }

    /// The bytes of a range decoded leniently, for messages.
    func text(from start: Int, to stop: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: max(0, stop - start)), as: UTF8.self)
    }

    // MARK: Bytes

    /// True when the input has a byte at `position`.
    @inline(__always) var hasMore: Bool { position < end }

    /// The byte at `offset`; the caller checks the bound.
    @inline(__always) func byte(_ offset: Int) -> UInt8 { base[offset] }

    /// True for the four XML whitespace bytes.
    @inline(__always) static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }

    /// True for a byte that may start a name: an ASCII letter, `_`, `:` or any non-ASCII byte.
    @inline(__always) static func isNameStart(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26 || b == 0x5F || b == 0x3A || b >= 0x80
    }

    /// True for a byte that may continue a name: a start byte, a digit, `-` or `.`. One bit
    /// of ``nameBytesBelow64`` or ``nameBytesFrom64`` a byte, where seven comparisons a byte
    /// were a tenth of the time of reading a page source (tags and attribute names are
    /// about half its bytes).
    @inline(__always) static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || ((b < 64 ? nameBytesBelow64 : nameBytesFrom64) >> UInt64(b & 63)) & 1 != 0
    }

    /// The name bytes 0 to 63, bit `b` for byte `b`: `-` (0x2D), `.` (0x2E), the digits
    /// (0x30–0x39) and `:` (0x3A).
    @inline(__always) static var nameBytesBelow64: UInt64 { 0x07FF_6000_0000_0000 }
    /// The name bytes 64 to 127, bit `b - 64` for byte `b`: `A`–`Z` (0x41–0x5A), `_` (0x5F)
    /// and `a`–`z` (0x61–0x7A).
    @inline(__always) static var nameBytesFrom64: UInt64 { 0x07FF_FFFE_87FF_FFFE }

    /// Skips whitespace; returns true when there was any. For the space or two between
    /// attributes; ``skipIndentation()`` between tags.
    @inline(__always) @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < end, Self.isWhitespace(base[position]) { position += 1 }
        return position != start
    }

    /// Skips whitespace, eight spaces at a time first: a page source is indented two spaces
    /// a level, so each tag of a deep tree follows a run of them.
    @inline(__always)
    mutating func skipIndentation() {
        while position + 8 <= end, word(at: position) == Self.eightSpaces { position += 8 }
        while position < end, Self.isWhitespace(base[position]) { position += 1 }
    }

    /// Eight space bytes as one word.
    @inline(__always) static var eightSpaces: UInt64 { 0x2020_2020_2020_2020 }

    /// The eight bytes at `offset` as one little-endian word (its first byte lowest); the
    /// caller checks that eight bytes remain.
    @inline(__always) func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of every byte of `word` that is not an ASCII letter (the lowest bit set
    /// is the first such byte; none set: eight letters). Each test stays inside its byte:
    /// `| 0x20` folds upper case onto lower; `+ 5` sets the high bit of a byte above `z`
    /// (0x7A); each byte is given its high bit before `- 0x61`, which keeps it only from `a`
    /// (0x61) up, so the inverse marks the bytes below. A byte from 0x80 is marked as it is
    /// (and its `+ 5` may carry into the byte above it, which the lowest bit never reads).
    @inline(__always) static func notLetters(_ word: UInt64) -> UInt64 {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lower = word | 0x2020_2020_2020_2020
        let aboveZ = lower &+ 0x0505_0505_0505_0505
        let belowA = ~((lower | highs) &- 0x6161_6161_6161_6161)
        return (word | aboveZ | belowA) & highs
    }

    /// The high bit of every byte of `word` that is zero. The lowest bit set is always a
    /// zero byte; a bit above it may be a false one (the subtraction's borrow), so only the
    /// lowest is used.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of every byte of `word` an attribute value stops at (its `quote`, `&`, `<`
    /// or a byte below 0x20, the controls with tab and line breaks); as ``zeroBytes(_:)``,
    /// only the lowest bit set is sure, and it is the first such byte.
    @inline(__always) static func valueStops(_ word: UInt64, quote: UInt64) -> UInt64 {
        let spread: UInt64 = 0x0101_0101_0101_0101
        let controls = (word &- 0x20 &* spread) & ~word & 0x8080_8080_8080_8080
        return zeroBytes(word ^ quote) | zeroBytes(word ^ (0x26 &* spread)) | zeroBytes(word ^ (0x3C &* spread)) | controls
    }

    /// True when the input at `offset` starts with `literal`.
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard offset + n <= end else { return false }
        return memcmp(base + offset, literal.utf8Start, n) == 0
    }

    /// True when the `count` bytes at `a` equal the `count` bytes at `b`.
    @inline(__always) func bytesEqual(_ a: Int, _ b: Int, count: Int) -> Bool {
        memcmp(base + a, base + b, count) == 0
    }

    /// True when the bytes of `range` spell `literal`.
    @inline(__always) func equals(_ start: Int, _ count: Int, _ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && memcmp(base + start, literal.utf8Start, count) == 0
    }

    /// Finds `terminator` from `position`; returns its offset or nil when the input ends first.
    func find(_ terminator: StaticString, from offset: Int) -> Int? {
        let n = terminator.utf8CodeUnitCount
        let first = terminator.utf8Start[0]
        var i = offset
        while i + n <= end {
            if base[i] == first, memcmp(base + i, terminator.utf8Start, n) == 0 { return i }
            i += 1
        }
        return nil
    }

    // MARK: Names and values

    /// Reads a name at `position`. Throws when there is none; `what` names it in the message.
    @inline(__always)
    mutating func readName(_ what: String) throws -> (start: Int, count: Int) {
        let start = position
        guard position < end, Self.isNameStart(base[position]) else {
            if position >= end { throw error("the file ends where \(what) was expected", at: position) }
            throw error("expected \(what), found `\(snippet(at: position, limit: 12))`", at: position)
        }
        var seen = base[position]
        position += 1
        // Letters eight at a time (element types are `XCUIElementType…`), then byte by byte.
        while position + 8 <= end {
            let others = Self.notLetters(word(at: position))
            position += others.trailingZeroBitCount >> 3
            if others != 0 { break }
        }
        while position < end, Self.isNameByte(base[position]) { seen |= base[position]; position += 1 }
        if seen >= 0x80, TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(start: base + start, count: position - start)) != nil {
            throw error("a tag or attribute name is not valid UTF-8", at: invalidUTF8Offset(from: start, to: position))
        }
        return (start, position - start)
    }

    /// Reads `= "value"` or `= 'value'` after an attribute name (whitespace allowed around `=`).
    @inline(__always)
    mutating func readAttributeValue(attribute name: (start: Int, count: Int)) throws -> XMLRawValue {
        skipWhitespace()
        guard position < end, base[position] == UInt8(ascii: "=") else {
            if position >= end { throw error("the file ends inside a tag", at: position) }
            throw error("expected `=` after attribute `\(text(from: name.start, to: name.start + name.count))`", at: position)
        }
        position += 1
        skipWhitespace()
        guard position < end else { throw error("the file ends inside a tag", at: position) }
        let quote = base[position]
        guard quote == 0x22 || quote == 0x27 else {
            throw error("the value of attribute `\(text(from: name.start, to: name.start + name.count))` must be in quotes", at: position)
        }
        position += 1
        let start = position
        var needsDecoding = false
        var i = position
        let quoteWord = UInt64(quote) &* 0x0101_0101_0101_0101
        while i < end {
            // Eight bytes at a time to the first that needs a look: the quote, `&`, `<`, a control.
            if i + 8 <= end {
                let stops = Self.valueStops(word(at: i), quote: quoteWord)
                if stops == 0 { i += 8; continue }
                i += stops.trailingZeroBitCount >> 3
            }
            let b = base[i]
            // Every byte that needs a look is below `=` (0x3D): quotes, `&`, `<`, controls.
            if b > 0x3C { i += 1; continue }
            if b == quote { break }
            switch b {
            case 0x26, 0x09, 0x0A, 0x0D:  // & tab LF CR
                needsDecoding = true
            case 0x3C:
                throw error("`<` must be written `&lt;` inside an attribute value", at: i)
            case 0x00..<0x20:
                throw error("control character 0x\(String(b, radix: 16)) is not allowed in XML", at: i)
            default:
                break
            }
            i += 1
        }
        guard i < end else {
            throw error("the file ends inside the value of attribute `\(text(from: name.start, to: name.start + name.count))`", at: start - 1)
        }
        position = i + 1
        return XMLRawValue(start: start, end: i, needsDecoding: needsDecoding)
    }

    /// Decodes a value into a string: validates UTF-8, expands the predefined entities and
    /// character references, and turns literal tabs and line breaks into spaces (XML's
    /// attribute-value normalisation; CR LF counts as one).
    func string(_ value: XMLRawValue) throws -> String {
        if !value.needsDecoding {
            let buffer = UnsafeBufferPointer(start: base + value.start, count: value.count)
            guard let s = UTF8Validation.string(buffer) else {
                throw error("the value is not valid UTF-8", at: invalidUTF8Offset(from: value.start, to: value.end))
            }
            return s
        }
        var out: [UInt8] = []
        out.reserveCapacity(value.count)
        var i = value.start
        while i < value.end {
            let b = base[i]
            switch b {
            case 0x26:
                i = try decodeReference(at: i, limit: value.end, into: &out)
                continue
            case 0x0D:
                out.append(0x20)
                if i + 1 < value.end, base[i + 1] == 0x0A { i += 1 }
            case 0x09, 0x0A:
                out.append(0x20)
            default:
                out.append(b)
            }
            i += 1
        }
        guard let s = out.withUnsafeBufferPointer(UTF8Validation.string) else {
            throw error("the value is not valid UTF-8", at: invalidUTF8Offset(from: value.start, to: value.end))
        }
        return s
    }

    /// Decodes the reference `&…;` at `offset` into `out`; returns the offset after `;`.
    private func decodeReference(at offset: Int, limit: Int, into out: inout [UInt8]) throws -> Int {
        var semicolon = offset + 1
        while semicolon < limit, semicolon - offset <= 12, base[semicolon] != 0x3B { semicolon += 1 }
        guard semicolon < limit, base[semicolon] == 0x3B else {
            throw error("`&` starts no reference: write `&amp;` for a literal ampersand", at: offset)
        }
        let start = offset + 1
        let count = semicolon - start
        if equals(start, count, "amp") {
            out.append(0x26)
        } else if equals(start, count, "lt") {
            out.append(0x3C)
        } else if equals(start, count, "gt") {
            out.append(0x3E)
        } else if equals(start, count, "quot") {
            out.append(0x22)
        } else if equals(start, count, "apos") {
            out.append(0x27)
        } else if count >= 1, base[start] == 0x23 {
            let scalar = try characterReference(from: start + 1, to: semicolon, at: offset)
            appendUTF8(scalar, to: &out)
        } else {
            let name = text(from: offset, to: semicolon + 1)
            throw error(
                "unknown entity `\(name)`: only &amp; &lt; &gt; &quot; &apos; and numeric references are read (no DTD entities are expanded)", at: offset)
        }
        return semicolon + 1
    }

    /// The scalar of `#123` or `#x1F` (the bytes after `#`); throws for a bad number or a
    /// code point XML does not allow.
    private func characterReference(from start: Int, to stop: Int, at offset: Int) throws -> UInt32 {
        var i = start
        var radix: UInt32 = 10
        if base[i] == UInt8(ascii: "x") { radix = 16; i += 1 }
        guard i < stop else { throw error("empty character reference `\(text(from: offset, to: stop + 1))`", at: offset) }
        var value: UInt32 = 0
        while i < stop {
            let b = base[i]
            let digit: UInt32
            if b &- 0x30 < 10 {
                digit = UInt32(b - 0x30)
            } else if radix == 16, (b | 0x20) &- 0x61 < 6 {
                digit = UInt32((b | 0x20) - 0x61 + 10)
            } else {
                throw error("bad character reference `\(text(from: offset, to: stop + 1))`", at: offset)
            }
            value = value * radix + digit
            guard value <= 0x10FFFF else { throw error("character reference `\(text(from: offset, to: stop + 1))` is beyond Unicode", at: offset) }
            i += 1
        }
        let allowed =
            value == 0x09 || value == 0x0A || value == 0x0D
            || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        guard allowed else {
            throw error("character reference `\(text(from: offset, to: stop + 1))` names a character XML does not allow", at: offset)
        }
        return value
    }

    /// Appends a scalar as UTF-8.
    private func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6))); out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12))); out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18))); out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F))); out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// The offset of the first byte of a range that does not begin a valid UTF-8 sequence
    /// (for error locations; the range is known to hold one).
    private func invalidUTF8Offset(from start: Int, to stop: Int) -> Int {
        start + (TextEncoding.firstInvalidUTF8(UnsafeRawBufferPointer(start: base + start, count: stop - start)) ?? 0)
    }

    /// Reads a number: an integer or decimal fast, anything else (`inf`, `nan`, exponents)
    /// through the standard library. Throws when the value is not a number.
    func number(_ value: XMLRawValue, attribute: StaticString) throws -> Double {
        let scanned = DecimalNumber.scan(base, from: value.start, to: value.end, specials: true)
        if let v = scanned.value, scanned.end == value.end { return v }
        let s = String(try string(value).xmlTrimmed())
        guard let d = Double(s) else {
            throw error("attribute `\(attribute)` is not a number: `\(s.prefix(30))`", at: value.start)
        }
        return d
    }

    /// Reads `true`/`false` (also `1`/`0`, as old WebDriverAgent wrote them).
    func bool(_ value: XMLRawValue, attribute: StaticString) throws -> Bool {
        if equals(value.start, value.count, "true") || equals(value.start, value.count, "1") { return true }
        if equals(value.start, value.count, "false") || equals(value.start, value.count, "0") { return false }
        throw error("attribute `\(attribute)` must be `true` or `false`, not `\(text(from: value.start, to: value.end).prefix(30))`", at: value.start)
    }
}

extension StringProtocol {
    /// The text without leading and trailing ASCII whitespace.
    func xmlTrimmed() -> Substring {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return s
    }
}
