/// Why a recording could not be read: the format, the file, the line and column
/// (1-based; 0 when unknown) and a plain message.
///
/// It is the one diagnostic type of RapidMap: every reader throws it (and nothing else), and
/// any other input with a file, line and column (a configuration or map file) can use it
/// too, with `format` nil.
///
/// Its description reads like a compiler diagnostic, so Xcode and CI logs link to it:
/// `Recordings/Login.json:12:40: error: expected `}` after frame (RapidMap JSON)`.
///
/// The message is one line of visible text: control characters that a reader quotes from
/// a damaged file (an escape byte, a NUL, a line break inside a snippet) and the Unicode
/// controls that reorder text are written as escapes (`\t`, `\n`, `\u{1B}`), so a message
/// never changes the terminal it is printed on (see `escapingControlCharacters(_:)`).
public struct RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The format being read, when known.
    public var format: RecordingFormat?
    /// The file's path, when reading from a file.
    public var file: String?
    /// The line of the problem, from 1 (0 when unknown).
    public var line: Int
    /// The column of the problem in characters, from 1 (0 when unknown).
    public var column: Int
    /// What is wrong, in plain words.
    public var message: String

    /// Creates an error.
    public init(format: RecordingFormat?, file: String?, line: Int, column: Int, message: String) {
        self.format = format
        self.file = file
        self.line = line
        self.column = column
        self.message = Self.escapingControlCharacters(message)
    }

    /// Creates an error at a byte offset of the input, computing line and column.
    package init(format: RecordingFormat?, file: String?, offset: Int, in bytes: UnsafeRawBufferPointer, message: String) {
        let location = SourceLocation(offset: offset, in: bytes)
        self.init(format: format, file: file, line: location.line, column: location.column, message: message)
    }

    /// `file:line:column: error: message (format)`.
    public var description: String {
        var s = file ?? "<data>"
        if line > 0 {
            s += ":\(line)"
            if column > 0 { s += ":\(column)" }
        }
        s += ": error: \(message)"
        if let format { s += " (\(format.displayName))" }
        return s
    }

    /// `text` with every control character written as an escape: `\t`, `\n`, `\r`, `\0`,
    /// and `\u{…}` for the other characters a Swift string literal escapes (C0 and C1
    /// controls, DEL, bidirectional and zero-width formatting characters; see
    /// `SwiftSourceEscaping.needsUnicodeEscape`). Backslashes and quotes are kept as they are.
    package static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: SwiftSourceEscaping.needsUnicodeEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard SwiftSourceEscaping.needsUnicodeEscape(scalar) else { out.append(scalar); continue }
            let escape: String
            switch scalar {
            case "\t": escape = "\\t"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\0": escape = "\\0"
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }
}

/// A line and column in a text, both from 1; the column counts Unicode characters
/// (scalars), not bytes, so it matches what an editor shows.
package struct SourceLocation: Sendable, Hashable {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a byte offset. An offset past the end is the end of the text.
    /// CR LF and a lone CR count as one line break.
    package init(offset: Int, in bytes: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1; column = 1
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        // A UTF-8 BOM at the start is not a character an editor shows.
        if line == 1, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { column -= 1 }
        self.init(line: line, column: column)
    }
}

/// The lines of increasing byte offsets in one pass over the text: each ``line(at:in:)``
/// continues counting from the previous offset, so numbering every entry of a long file
/// costs one pass, not one pass per entry. The same rules as ``SourceLocation`` (CR LF and
/// a lone CR are one line break). An offset before the previous one starts again from the
/// beginning (still correct, just not cheaper).
package struct LineCounter: Sendable {
    private var position = 0
    private var lastEnd = 0
    private var line = 1

    /// Creates a counter at the start of the text.
    package init() {}

    /// The line (from 1) of the byte at `offset`, as ``SourceLocation/init(offset:in:)`` gives it.
    package mutating func line(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        let end = min(max(offset, 0), bytes.count)
        if end < lastEnd { self = LineCounter() }
        lastEnd = end
        var i = position
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
            } else if b == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                line += 1
            }
            i += 1
        }
        position = max(position, i)
        return line
    }
}
