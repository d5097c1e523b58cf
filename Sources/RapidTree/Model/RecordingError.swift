import RapidMap
/// Why a recording could not be read: the format, the file, the line and column
/// (1-based; 0 when unknown) and a plain message.
///
/// It is the one diagnostic type of RapidMap: every reader throws it (and nothing else), and
/// any other input with a file, line and column (a configuration or map file) can use it
/// too, with `format` nil.
///
/// Its description reads like a compiler diagnostic, so Xcode and CI logs link to it:
/// `Recordings/Login.json:12:40: error: expected `}` after frame (native JSON)`.
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
