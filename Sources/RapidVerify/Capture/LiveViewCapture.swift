import Foundation

extension AccessibilityTree {
    /// Captures a live view in a unit test, as VoiceOver would find it on a device:
    /// 1. without a host application, fails with ``CaptureError/noHostApplication``;
    /// 2. turns the accessibility runtime on when it is off (without it UIKit leaves many
    ///    accessibility properties unset and SwiftUI exposes no elements), and fails with
    ///    ``CaptureError/accessibilityRuntime(_:)`` when the switch cannot be reached or
    ///    stays off;
    /// 3. hosts a view that has no window in the key window (a windowless view answers zero
    ///    frames), failing with ``CaptureError/noKeyWindow`` when there is none;
    /// 4. lays the view out and lets the run loop turn;
    /// 5. walks it (``init(capturingAccessibilityObject:deviceIdiom:)``, with the device's
    ///    idiom where the view's trait collection does not say);
    /// 6. puts the view back where it was and the runtime's switch as it was, also when a
    ///    step fails.
    @MainActor
    package init<H: CaptureHost>(capturingLiveView root: H.Object, host: H) throws(CaptureError) {
        guard host.hasHostApplication else { throw CaptureError.noHostApplication }
        let wasOn = try host.accessibilityAutomationIsOn()
        if !wasOn {
            try host.setAccessibilityAutomation(true)
            guard try host.accessibilityAutomationIsOn() else {
                try? host.setAccessibilityAutomation(false)
                throw CaptureError.accessibilityRuntime("the automation switch is still off after turning it on")
            }
        }
        defer { if !wasOn { try? host.setAccessibilityAutomation(false) } }
        let restore = host.isInWindow(root) ? nil : try host.host(root)
        defer { restore?() }
        host.layOut(root)
        host.turnRunLoop()
        self.init(capturingAccessibilityObject: root, deviceIdiom: host.deviceIdiom)
    }
}
