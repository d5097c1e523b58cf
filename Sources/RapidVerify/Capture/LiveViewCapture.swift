import Foundation

extension AccessibilityTree {
    /// How long a capture waits for a view to expose its first accessibility element once the
    /// runtime is on: RapidTesting's `waitFor` default. A SwiftUI hosting view exposes none
    /// until an assistive technology is on, and SwiftUI publishes some elements (a `List`'s
    /// final frames) a run-loop turn after layout (cashapp/AccessibilitySnapshot#348); KIF
    /// waits up to 10 s for what it looks for (KIFTestActor.m:137, `KIFTestStepDefaultTimeout`).
    package static let elementAppearanceTimeout: TimeInterval = 5

    /// How long the run loop runs between two looks at the view while waiting: the interval
    /// RapidTesting's `waitFor` polls `isHittable` at. `RunLoop.run(mode:before:)` returns
    /// sooner when it handled something, so an update that lands is seen at once.
    package static let elementPollInterval: TimeInterval = 0.1

    /// How many reads in a row must find the same number of accessibility elements before the
    /// capture takes the tree: two, so the wait does not end at the first element. A screen
    /// mixing UIKit and SwiftUI exposes its UIKit elements at once and its SwiftUI ones run-loop
    /// turns later (cashapp/AccessibilitySnapshot#348); one read after another that finds the
    /// same count means nothing landed during a poll (issue 49).
    package static let settledElementCountReads = 2

    /// Captures a live view in a unit test, as VoiceOver would find it on a device:
    /// 1. turns the accessibility runtime on at the process's first capture when it is off
    ///    (without it UIKit leaves many accessibility properties unset and SwiftUI exposes no
    ///    elements), leaves it on for the process's other captures and turns it back off when
    ///    the process exits, as KIF and AccessibilitySnapshot do (the switch is a device-wide
    ///    preference: switching it per capture churns it for the whole simulator); fails with
    ///    ``CaptureError/accessibilityRuntime(_:)`` when the switch cannot be reached or stays off;
    /// 2. shows a view that has no window in the app's key window, or in a window of its own
    ///    when the app has none (a test bundle without a host application), as
    ///    AccessibilitySnapshot does (a windowless view answers zero frames);
    /// 3. lays the view out, lets the run loop turn, and walks it
    ///    (``init(capturingAccessibilityObject:deviceIdiom:)``, with the device's idiom where
    ///    the view's trait collection does not say);
    /// 4. until ``settledElementCountReads`` walks in a row find the same number of
    ///    accessibility elements, more than none, lets the run loop run again and walks again,
    ///    up to ``elementAppearanceTimeout``; then takes the last walk when it found an element,
    ///    or fails with ``CaptureError/noElements(within:hostless:)``;
    ///    in a bundle without a host application, fails with
    ///    ``CaptureError/propertiesUnsetWithoutHostApplication`` when no element has a label
    ///    or a trait (UIKit left the properties unset);
    /// 5. puts the view back where it was, also when a step fails.
    @MainActor
    package init<H: CaptureHost>(capturingLiveView root: H.Object, host: H) throws(CaptureError) {
        let (deadline, restore) = try host.prepareCapture(of: root)
        defer { restore?() }
        host.turnRunLoop(upTo: 0)
        var wait = try LiveCaptureWait(root: root, host: host, deadline: deadline)
        while let seconds = try wait.nextWait() {
            host.turnRunLoop(upTo: seconds)
            try wait.read()
        }
        self = try wait.result()
    }

    /// Captures a live view as ``init(capturingLiveView:host:)`` does, but waits by suspending
    /// (``CaptureHost/suspend(upTo:)``) instead of turning the run loop, so work queued on
    /// the main actor (a task the view starts to load its content, SwiftUI's `.task {}`)
    /// runs between two reads: in a `@MainActor` Swift Testing test a run-loop turn runs
    /// none of it (swiftlang/swift-testing#748), and the view would be captured empty.
    @MainActor
    package init<H: CaptureHost>(capturingLiveViewSuspending root: H.Object, host: H) async throws(CaptureError) {
        let (deadline, restore) = try host.prepareCapture(of: root)
        defer { restore?() }
        await host.suspend(upTo: 0)
        var wait = try LiveCaptureWait(root: root, host: host, deadline: deadline)
        while let seconds = try wait.nextWait() {
            await host.suspend(upTo: seconds)
            try wait.read()
        }
        self = try wait.result()
    }
}

/// The wait of a live capture (step 4 of ``AccessibilityTree/init(capturingLiveView:host:)``),
/// shared by its synchronous and `async` forms, which differ only in how they let time pass.
@MainActor
private struct LiveCaptureWait<H: CaptureHost> {
    let root: H.Object
    let host: H
    let deadline: TimeInterval
    private(set) var tree: AccessibilityTree
    private var count: Int
    private var sameCountReads = 1

    /// Reads the view a first time.
    init(root: H.Object, host: H, deadline: TimeInterval) throws(CaptureError) {
        (self.root, self.host, self.deadline) = (root, host, deadline)
        tree = try AccessibilityTree(capturingAccessibilityObject: root, deviceIdiom: host.deviceIdiom)
        count = tree.accessibilityElementCount
    }

    /// How long to let pass before the next read, or nil when the last read is taken.
    func nextWait() throws(CaptureError) -> TimeInterval? {
        guard count == 0 || sameCountReads < AccessibilityTree.settledElementCountReads else { return nil }
        guard host.now < deadline else {
            if count > 0 { return nil }  // still changing at the timeout: the last walk
            throw CaptureError.noElements(within: AccessibilityTree.elementAppearanceTimeout, hostless: !host.hasHostApplication)
        }
        return min(AccessibilityTree.elementPollInterval, max(0, deadline - host.now))
    }

    /// Lays the view out and reads it again.
    mutating func read() throws(CaptureError) {
        host.layOut(root)
        tree = try AccessibilityTree(capturingAccessibilityObject: root, deviceIdiom: host.deviceIdiom)
        let next = tree.accessibilityElementCount
        sameCountReads = next == count ? sameCountReads + 1 : 1
        count = next
    }

    /// The last read, unless the properties were left unset without a host application.
    func result() throws(CaptureError) -> AccessibilityTree {
        if !host.hasHostApplication && tree.nodes.allSatisfy({ $0.isAccessibilityElement != .yes || (($0.label ?? "").isEmpty && $0.traits.isEmpty) }) {
            throw CaptureError.propertiesUnsetWithoutHostApplication
        }
        return tree
    }
}

extension AccessibilityTree {
    /// How many of the nodes are accessibility elements (what the capture's wait counts).
    fileprivate var accessibilityElementCount: Int {
        nodes.lazy.filter { $0.isAccessibilityElement == .yes }.count
    }
}

extension CaptureHost {
    /// Steps 1 to 3 of a live capture up to its first read: the runtime settled, the view
    /// in a window, laid out. Returns when the wait ends and what puts the view back.
    func prepareCapture(of root: Object) throws(CaptureError) -> (deadline: TimeInterval, restore: (@MainActor () -> Void)?) {
        try settleAccessibilityAutomation()
        let restore = isInWindow(root) ? nil : try host(root)
        let deadline = now + AccessibilityTree.elementAppearanceTimeout
        layOut(root)
        return (deadline, restore)
    }

    /// Turns the accessibility runtime on once per process: the first call finds the switch,
    /// turns it on when it is off (and has it turned off at exit), and checks it took; later
    /// calls do nothing.
    func settleAccessibilityAutomation() throws(CaptureError) {
        guard !accessibilityAutomationSettled else { return }
        if try !accessibilityAutomationIsOn() {
            try setAccessibilityAutomation(true)
            guard try accessibilityAutomationIsOn() else {
                try? setAccessibilityAutomation(false)
                throw CaptureError.accessibilityRuntime("the automation switch is still off after turning it on")
            }
            switchAccessibilityAutomationOffAtExit()
        }
        accessibilityAutomationSettled = true
    }
}
