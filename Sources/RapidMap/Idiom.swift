/// The kind of device a tree was captured on. It sets the traversal's row tolerance:
/// 8 points on a phone, 13 on every other idiom.
public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
    /// iPhone.
    case phone
    /// iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// Mac (Catalyst or "Designed for iPad").
    case mac
    /// Apple Vision Pro.
    case vision
    /// Apple Watch.
    case watch
}
