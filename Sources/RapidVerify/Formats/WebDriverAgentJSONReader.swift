import Foundation

/// Placeholder: reads webDriverAgentJSON recordings. Not implemented yet.
public enum WebDriverAgentJSONReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.webDriverAgentJSON

    /// Not implemented yet: always throws.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        throw RecordingError(format: format, file: path, line: 0, column: 0, message: "this format is not supported yet")
    }
}
