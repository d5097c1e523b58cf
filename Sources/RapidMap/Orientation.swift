/// How the interface is turned.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}
