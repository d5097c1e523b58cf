#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UIAccessibilityCustomAction` seen through ``CapturableCustomAction``.
@MainActor
struct UIKitCustomAction: CapturableCustomAction {
    let action: UIAccessibilityCustomAction
    var name: String { action.name }
}
#endif
