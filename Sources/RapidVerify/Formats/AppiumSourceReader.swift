import Foundation

/// Placeholder: reads appiumXML recordings. Not implemented yet.
public enum AppiumSourceReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.appiumXML

    /// Not implemented yet: always throws.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        throw RecordingError(format: format, file: path, line: 0, column: 0, message: "this format is not supported yet")
    }
}
