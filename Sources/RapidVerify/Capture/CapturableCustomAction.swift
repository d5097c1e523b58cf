import Foundation

/// A custom action's name, as `UIAccessibilityCustomAction` declares it.
@MainActor
package protocol CapturableCustomAction {
    /// The name VoiceOver reads.
    var name: String { get }
}
