import Foundation

/// A reader of one recording format: bytes in, a complete tree out, or a ``RecordingError``.
public protocol TreeReader {
    /// The format this reader reads.
    static var format: RecordingFormat { get }
    /// Reads a whole recording. Throws ``RecordingError`` for any input that is not a
    /// complete, valid recording; never returns a partial tree.
    static func read(_ data: Data, path: String?) throws -> AccessibilityTree
}

extension AccessibilityTree {
    /// Reads a recording, detecting its format from the content (not the file name)
    /// unless `format` is given. Throws ``RecordingError``.
    ///
    /// A page source pasted as an escaped string literal (`"<?xml version=\"1.0\"…"` or
    /// `"{\"value\": …}"` on one line, optionally after `name = ` and with `\n`, `\"` and
    /// `\uXXXX` escapes) is unescaped and read as the XML or JSON it holds; errors point
    /// into the original line.
    ///
    /// Before any reader sees the bytes:
    /// - text in UTF-16 or UTF-32 (found by its byte-order mark, or without one by its zero
    ///   bytes; see `TextEncoding.wide`) is converted to UTF-8, so lines and columns
    ///   in errors are those an editor shows;
    /// - data that is no text at all fails with `not a recording: looks like a PNG image`
    ///   (a PDF document, a ZIP archive, gzip-compressed data, binary data, …) instead
    ///   of a parse error about its first byte. Text that no line of reads as a recording
    ///   is reported by the debugDescription reader as `looks like plain text`.
    ///
    /// A JSON document that fails to read as WebDriverAgent JSON and names its format in a
    /// top-level `format` member is read as native JSON when that is `"rapidmap-native-json"`
    /// (further in than ``RecordingFormat/detect(_:)`` looks), and otherwise fails with
    /// `unknown recording format "…"` at the line and column of that name.
    ///
    /// A recording in another format than native JSON does not say its configuration:
    /// what the tree shows of it (the screen's size and orientation, a mirrored layout) is
    /// filled in (see ``configuration``), the rest stays unknown. The content of a remote
    /// container (a share sheet), whose frames restart at 0,0, is moved to its container's
    /// corner (`RemoteContentPlacement`).
    public init(reading data: Data, format: RecordingFormat? = nil, path: String? = nil) throws {
        try self.init(reading: data, format: format, path: path, release: nil)
    }

    /// Reads a recording as ``init(reading:format:path:)`` does, giving back the bytes the
    /// reader has passed to `release` (see ``InputRelease``) when it reads `data` itself: a
    /// native JSON, WebDriverAgent JSON or Appium XML recording in UTF-8.
    package init(reading data: Data, format: RecordingFormat?, path: String?, release: (any InputRelease)?) throws {
        // A byte-order mark says text; otherwise a file signature is looked for first, since
        // the zero bytes of binary data could pass for UTF-16 or UTF-32 without a mark.
        let (converted, signature): (Data?, String?) = data.withUnsafeBytes { raw in
            let wide = TextEncoding.wide(raw)
            if let wide, wide.markLength > 0 {
                return (Data(TextEncoding.utf8(raw, from: wide.encoding, markLength: wide.markLength)), nil)
            }
            if let signature = ForeignContent.signature(raw) { return (nil, signature) }
            return (wide.map { Data(TextEncoding.utf8(raw, from: $0.encoding, markLength: 0)) }, nil)
        }
        let text = converted ?? data
        if let what = signature ?? text.withUnsafeBytes(ForeignContent.binary) {
            let names = RecordingFormat.allCases.map(\.displayName)
            throw RecordingError(
                format: format, file: path, line: 0, column: 0,
                message: "not a recording: looks like \(what); expected "
                    + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
        }
        let detected = RecordingFormat.detect(text)
        // Text that does not start like XML or JSON may be a page source pasted as a string literal.
        if detected == .debugDescription, let tree = try Self.readQuotedPageSource(text, format: format, path: path) {
            self = tree
            return
        }
        var chosen = format ?? detected
        do {
            // A converted text is a copy: the reader cannot give back the bytes lent.
            self = try chosen.read(text, path: path, release: converted == nil ? release : nil)
        } catch let error as RecordingError where format == nil && chosen == .webDriverAgentJSON {
            // JSON that names its format past the first bytes, or names another one: read
            // again from the start, with every byte the reader gave back put back.
            if converted == nil { release?.restore() }
            guard let declared = try text.withUnsafeBytes({ try DeclaredFormat.recordingFormat(in: $0, path: path) }) else { throw error }
            chosen = declared
            self = try chosen.read(text, path: path, release: nil)
        }
        if chosen != .nativeJSON {
            ConfigurationInference.infer(&self)
            RemoteContentPlacement.place(&self)
        }
    }

    /// Reads a page source pasted as an escaped string literal (`"<?xml version=\"1.0\"…"`,
    /// optionally after `name = `): the XML or JSON inside, with errors moved back into the
    /// original line; nil when `text` is no such literal.
    private static func readQuotedPageSource(_ text: Data, format: RecordingFormat?, path: String?) throws -> AccessibilityTree? {
        try text.withUnsafeBytes { raw -> AccessibilityTree? in
            guard let literal = DebugDescriptionStringLiteral(unescaping: raw), literal.isMarkup else { return nil }
            let body = Data(literal.bytes)
            let inner = format.flatMap { $0 == .debugDescription ? nil : $0 } ?? RecordingFormat.detect(body)
            do {
                var tree = try inner.reader.read(body, path: path)
                if inner != .nativeJSON {
                    ConfigurationInference.infer(&tree)
                    RemoteContentPlacement.place(&tree)
                }
                return tree
            } catch let error as RecordingError {
                throw literal.originalError(error, in: raw)
            }
        }
    }

    /// Reads a recording file, detecting its format from the content unless `format` is given.
    /// Throws ``RecordingError`` naming the file, also when it cannot be read.
    ///
    /// - Parameters:
    ///   - url: The recording file: native JSON, Appium XML, a `debugDescription` dump or
    ///     WebDriverAgent JSON.
    ///   - format: The format to read it as, or `nil` to detect it from the content.
    public init(contentsOf url: URL, format: RecordingFormat? = nil) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordingError(
                format: format, file: url.path, line: 0, column: 0,
                message: "cannot read the file: \(error.localizedDescription)")
        }
        try self.init(reading: data, format: format, path: url.path)
    }
}

extension RecordingFormat {
    /// The reader for this format.
    public var reader: any TreeReader.Type {
        switch self {
        case .nativeJSON: return NativeJSONReader.self
        case .appiumXML: return AppiumXMLReader.self
        case .debugDescription: return DebugDescriptionReader.self
        case .webDriverAgentJSON: return WebDriverAgentJSONReader.self
        }
    }

    /// Reads `data` with this format's reader, giving back its bytes to `release` when the
    /// reader can.
    func read(_ data: Data, path: String?, release: (any InputRelease)?) throws -> AccessibilityTree {
        guard let release else { return try reader.read(data, path: path) }
        return try data.withUnsafeBytes { raw -> AccessibilityTree in
            switch self {
            case .nativeJSON: return try NativeJSONReader.read(raw, path: path, release: release)
            case .webDriverAgentJSON: return try WebDriverAgentJSONReader.read(raw, path: path, release: release)
            case .appiumXML: return try AppiumXMLReader.read(raw, path: path, release: release)
            case .debugDescription: return try DebugDescriptionReader.read(data, path: path)
            }
        }
    }

    /// Guesses the format from the first bytes of a recording:
    /// - `<` (after a BOM and whitespace): Appium XML;
    /// - `{` or `[`: native JSON when `"rapidmap-native-json"` appears near the start,
    ///   else WebDriverAgent JSON;
    /// - anything else: debugDescription text.
    public static func detect(_ data: Data) -> RecordingFormat {
        data.withUnsafeBytes { raw -> RecordingFormat in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = TextEncoding.byteOrderMarkLength(bytes)
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
            guard i < bytes.count else { return .nativeJSON }
            switch bytes[i] {
            case UInt8(ascii: "<"):
                return .appiumXML
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let window = UnsafeBufferPointer(rebasing: bytes[i..<min(bytes.count, i + 4096)])
                return window.contains(subsequence: Array("\"rapidmap-native-json\"".utf8)) ? .nativeJSON : .webDriverAgentJSON
            default:
                return .debugDescription
            }
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// True when `needle` occurs in the buffer.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        let first = needle[0]
        var i = 0
        while i <= count - needle.count {
            if self[i] == first {
                var j = 1
                while j < needle.count, self[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
