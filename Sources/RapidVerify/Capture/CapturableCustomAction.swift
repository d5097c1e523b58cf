import Foundation

/// A custom action's name, as `UIAccessibilityCustomAction` declares it.
@MainActor
public protocol CapturableCustomAction {
    /// The name VoiceOver reads.
    var name: String { get }
}
