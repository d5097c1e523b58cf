/// The reading direction of a screen's layout.
public enum InterfaceLayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English, Japanese, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …): rows are read from the right edge.
    case rightToLeft
}
