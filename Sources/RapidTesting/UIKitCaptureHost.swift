#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app around a unit-test capture, through UIKit: the test bundle's host application,
/// libAccessibility's automation switch (``AccessibilityAutomationSwitch``), the key window of
/// the app's window scenes, `layoutIfNeeded()` and one turn of the main run loop.
@MainActor
struct UIKitCaptureHost: CaptureHost {
    /// A hosted test bundle runs inside its host application, whose bundle is the main one.
    var hasHostApplication: Bool { Bundle.main.bundleURL.pathExtension == "app" }

    var deviceIdiom: Idiom { .testDevice }

    func accessibilityAutomationIsOn() throws(CaptureError) -> Bool {
        try AccessibilityAutomationSwitch.shared.get().isOn
    }

    func setAccessibilityAutomation(_ on: Bool) throws(CaptureError) {
        try AccessibilityAutomationSwitch.shared.get().set(on)
    }

    /// A view in a window (or a window), or an object that is not a view (it is reached
    /// through its container, which is captured as it is).
    func isInWindow(_ object: UIKitAccessibilityObject) -> Bool {
        guard let view = object.object as? UIView else { return true }
        return view is UIWindow || view.window != nil
    }

    /// Adds the view's topmost superview to the key window, sized to the window when it has
    /// no size; the returned closure takes it out and gives its frame back.
    func host(_ object: UIKitAccessibilityObject) throws(CaptureError) -> @MainActor () -> Void {
        guard let view = object.object as? UIView else { return {} }
        guard let window = Self.keyWindow() else { throw CaptureError.noKeyWindow }
        var top = view
        while let up = top.superview { top = up }
        let frame = top.frame
        if top.bounds.isEmpty { top.frame = window.bounds }
        window.addSubview(top)
        return {
            top.removeFromSuperview()
            top.frame = frame
        }
    }

    /// The key window of the foreground active window scene, else of any window scene.
    static func keyWindow() -> UIWindow? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        if let active = scenes.first(where: { $0.activationState == .foregroundActive })?.keyWindow { return active }
        return scenes.lazy.compactMap(\.keyWindow).first
    }

    func layOut(_ object: UIKitAccessibilityObject) {
        (object.object as? UIView)?.layoutIfNeeded()
    }

    /// Runs the main run loop once over what is pending, without waiting.
    func turnRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
#endif
