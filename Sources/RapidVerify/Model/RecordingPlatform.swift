/// The platform a recording comes from, as its `Idiom` shows, and whether RapidMap models
/// the order VoiceOver follows there.
///
/// The traversal engine computes iOS's order (iPadOS's is the same, with a wider row
/// tolerance). VoiceOver on the other platforms moves differently, so a recording from one
/// of them is still ordered with iOS's rules, and ``VerificationResult/platform`` and the
/// result's notes say so:
///
/// ```swift
/// let result = Verifier.verify(HomeScreen.self, tvRecording)
/// if !result.platform.isOrderModelled { print(result.notes) }
/// // ["order computed with iOS's rules: tvOS's VoiceOver order is not modelled (…)"]
/// ```
public enum RecordingPlatform: String, Sendable, Hashable, CaseIterable {
    /// iPhone: the order RapidMap models.
    case iOS
    /// iPad: modelled (iOS's rules, with a 13-point row tolerance).
    case iPadOS
    /// Apple TV: not modelled.
    case tvOS
    /// Mac (Catalyst or "Designed for iPad"): not modelled.
    case macOS
    /// Apple Watch: not modelled.
    case watchOS
    /// Apple Vision Pro: not modelled.
    case visionOS
    /// CarPlay: not modelled.
    case carPlay

    /// The platform of a recording with this idiom.
    public init(idiom: Idiom) {
        switch idiom {
        case .phone: self = .iOS
        case .pad: self = .iPadOS
        case .tv: self = .tvOS
        case .mac: self = .macOS
        case .watch: self = .watchOS
        case .vision: self = .visionOS
        case .carPlay: self = .carPlay
        }
    }

    /// The platform's name as Apple writes it: `tvOS`, `CarPlay`.
    public var name: String {
        self == .carPlay ? "CarPlay" : rawValue
    }

    /// Whether the traversal engine models VoiceOver's order on this platform: true for iOS
    /// and iPadOS only.
    public var isOrderModelled: Bool {
        self == .iOS || self == .iPadOS
    }

    /// How VoiceOver's order differs on this platform, for the note a verification adds;
    /// nil where the order is modelled.
    public var unmodelledOrder: String? {
        switch self {
        case .iOS, .iPadOS: return nil
        case .tvOS: return "VoiceOver follows the focus engine, moving between focusable items by direction"
        case .macOS: return "VoiceOver enters and leaves groups, and moves with the VoiceOver keys"
        case .watchOS: return "watchOS has its own VoiceOver order and gestures"
        case .visionOS: return "visionOS has its own VoiceOver order and gestures"
        case .carPlay: return "CarPlay screens are driven by the car's own controls"
        }
    }

    /// The note for a verification of a recording from this platform, or nil where the order
    /// is modelled: `order computed with iOS's rules: tvOS's VoiceOver order is not modelled (…)`.
    public var verificationNote: String? {
        guard let why = unmodelledOrder else { return nil }
        return "order computed with iOS's rules: \(name)'s VoiceOver order is not modelled (\(why))"
    }
}
