import RapidMap
/// Where a tree came from: its format and, when read from a file, the file's path.
public struct RecordingSource: Sendable, Hashable, Codable {
    /// The format the tree was read from, or nil for a tree built in code.
    public var format: RecordingFormat?
    /// The path of the file it was read from, if any.
    public var path: String?

    /// Creates a source description.
    public init(format: RecordingFormat? = nil, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// A tree built in code.
    public static let code = RecordingSource()
}
