#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app around a unit-test capture, through UIKit: the test bundle's host application,
/// libAccessibility's automation switch (``AccessibilityAutomationSwitch``), the key window of
/// the app's window scenes or a window of the capture's own, `layoutIfNeeded()`, the main run
/// loop and the system's uptime.
@MainActor
struct UIKitCaptureHost: CaptureHost {
    /// The size of the window a capture makes for a view without a size when the app has no
    /// key window: an iPhone's portrait screen in points (the iPhone 14 to 16's), the size
    /// RapidMap's example screens use.
    static let ownWindowSize = CGSize(width: 390, height: 844)

    /// Whether this process's first capture turned the runtime on or found it on.
    private static var settled = false

    /// A hosted test bundle runs inside its host application, whose bundle is the main one.
    /// Without one (a Swift package's test target) `UIApplication.shared` is not set up
    /// (AccessibilitySnapshot's SnapshotTesting+Accessibility.swift:255-261), so it is never
    /// asked.
    var hasHostApplication: Bool { Bundle.main.bundleURL.pathExtension == "app" }

    var deviceIdiom: Idiom { .testDevice }

    func accessibilityAutomationIsOn() throws(CaptureError) -> Bool {
        try AccessibilityAutomationSwitch.shared.get().isOn
    }

    func setAccessibilityAutomation(_ on: Bool) throws(CaptureError) {
        try AccessibilityAutomationSwitch.shared.get().set(on)
    }

    var accessibilityAutomationSettled: Bool {
        get { Self.settled }
        nonmutating set { Self.settled = newValue }
    }

    func switchAccessibilityAutomationOffAtExit() {
        try? AccessibilityAutomationSwitch.shared.get().turnOffAtExit()
    }

    /// A view in a window (or a window), or an object that is not a view (it is reached
    /// through its container, which is captured as it is).
    func isInWindow(_ object: UIKitAccessibilityObject) -> Bool {
        guard let view = object.object as? UIView else { return true }
        return view is UIWindow || view.window != nil
    }

    /// Adds the view's topmost superview to the key window, or, when the app has none (a
    /// bundle without a host application), to a window of its own, as AccessibilitySnapshot
    /// does (SnapshotTesting+Accessibility.swift:82, 141); a view without a size is sized to
    /// the window. The returned closure takes it out and gives its frame back.
    func host(_ object: UIKitAccessibilityObject) throws(CaptureError) -> @MainActor () -> Void {
        guard let view = object.object as? UIView else { return {} }
        var top = view
        while let up = top.superview { top = up }
        let frame = top.frame
        let window: UIWindow
        if hasHostApplication, let key = Self.keyWindow() {
            window = key
        } else {
            let size = top.bounds.isEmpty ? Self.ownWindowSize : top.bounds.size
            window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.makeKeyAndVisible()
        }
        if top.bounds.isEmpty { top.frame = window.bounds }
        window.addSubview(top)
        return {
            top.removeFromSuperview()
            top.frame = frame
            _ = window  // a window of its own lives until the view is taken out
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

    /// Runs the main run loop until `seconds` have passed or it handled something.
    func turnRunLoop(upTo seconds: TimeInterval) {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
    }

    /// Sleeps the task (`Task.sleep(nanoseconds:)`, iOS 13 and later) or, for no time,
    /// yields: the main thread is free meanwhile, so main-actor jobs and the run loop run.
    func suspend(upTo seconds: TimeInterval) async {
        guard seconds > 0 else { return await Task.yield() }
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }

    var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
#endif
