import Foundation

extension AccessibilityTree {
    /// Reads the text of `XCUIElement.debugDescription` (what `print(app.debugDescription)`
    /// or `po app` shows), for teams that already log it. The rules are
    /// ``DebugDescriptionReader``'s; throws its `RecordingError` (with line and column in
    /// the text) when the text is not a dump.
    /// ```swift
    /// let tree = try AccessibilityTree(debugDescription: app.debugDescription)
    /// ```
    public init(debugDescription text: String) throws {
        self = try DebugDescriptionReader.read(Data(text.utf8), path: nil)
    }
}
