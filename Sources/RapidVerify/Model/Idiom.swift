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

    /// Whether a frame is an Apple TV's screen: tvOS lays every app out at 1920×1080 points,
    /// on an HD and a 4K television alike. The readers of automation recordings, which do
    /// not name the device, take a recording whose root (or first window) has this frame
    /// for a tvOS one.
    package static func isTelevisionScreen(_ frame: Frame) -> Bool {
        frame.width == 1920 && frame.height == 1080
    }
}
