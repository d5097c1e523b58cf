import Foundation
import RapidMap
import RapidVerify

/// Known issues that should not fail (GTXiLib's incremental adoption): a JSON file of
/// entries keyed by recording, check and element (``AuditElement/key``), never by message
/// text, so rewording a message does not invalidate it.
///
/// ```json
/// {"format": "rapidmap-audit-baseline", "version": 1, "entries": [
///   {"recording": "Home.xml", "check": "label-presence", "element": "button||#3"}]}
/// ```
/// An issue whose entry is in the baseline is listed as baselined and does not fail; an
/// entry of an audited recording that no longer occurs is reported as fixed. An entry
/// written under a check's former identifier (``AuditCheck/aliases``) still matches.
public struct AuditBaseline: Sendable, Hashable {
    /// One known issue.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The recording's name (its path as given to the audit, or its file name).
        public var recording: String
        /// The check identifier.
        public var check: String
        /// The element key.
        public var element: String

        /// Creates an entry.
        public init(recording: String, check: String, element: String) {
            self.recording = recording
            self.check = check
            self.element = element
        }

        /// Ordered by recording, then check, then element, as the file lists them.
        public static func < (a: Entry, b: Entry) -> Bool {
            (a.recording, a.check, a.element) < (b.recording, b.check, b.element)
        }
    }

    /// The entries.
    public var entries: Set<Entry>

    /// Creates a baseline.
    public init(entries: some Sequence<Entry> = []) { self.entries = Set(entries) }

    /// The entries of one recording.
    public func entries(of recording: String) -> Set<Entry> { entries.filter { $0.recording == recording } }

    private struct File: Codable {
        var format: String
        var version: Int
        var entries: [Entry]
    }

    /// The file's bytes: pretty JSON, entries sorted, so it diffs well under review.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        var data = try! encoder.encode(File(format: "rapidmap-audit-baseline", version: 1, entries: entries.sorted()))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a baseline file. Throws `RecordingError` (with `file`) naming what is wrong.
    public static func decode(_ data: Data, path: String?) throws -> AuditBaseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw RecordingError(
                format: nil, file: path, line: 0, column: 0,
                message: "not an audit baseline (expected {\"format\": \"rapidmap-audit-baseline\", \"version\": 1, \"entries\": [...]}): \(Self.reason(error))"
            )
        }
        guard file.format == "rapidmap-audit-baseline" else {
            throw RecordingError(format: nil, file: path, line: 0, column: 0, message: "`format` is \"\(file.format)\", not \"rapidmap-audit-baseline\"")
        }
        guard file.version == 1 else {
            throw RecordingError(
                format: nil, file: path, line: 0, column: 0, message: "baseline version \(file.version) is not supported (this reader reads version 1)")
        }
        return AuditBaseline(entries: file.entries)
    }

    private static func reason(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): return "missing key `\(key.stringValue)`"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "malformed JSON" : "bad value at `\(path)`"
        default: return "malformed JSON"
        }
    }
}
