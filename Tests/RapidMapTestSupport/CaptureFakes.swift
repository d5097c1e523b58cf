import Foundation
import RapidVerify

// Fake conformers of the capture protocols. Every fake object is a record in one arena
// (a class holding flat arrays), so a 100,000-deep hierarchy is built and freed without
// recursion, and `accessibilityElements` can point anywhere, cycles included.

/// UIKit's `UIAccessibilityContainerType`, as the fakes give it.
package enum FakeContainerType: Int { case none = 0, dataTable, list, landmark, semanticGroup }
/// UIKit's `UIUserInterfaceLayoutDirection`.
package enum FakeLayoutDirection: Int { case leftToRight = 0, rightToLeft }
/// UIKit's `UIUserInterfaceIdiom`.
package enum FakeIdiom: Int { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
/// UIKit's `UIAccessibilityCustomAction`.
package struct FakeCustomAction: CapturableCustomAction {
    package var name: String
    package init(name: String) { self.name = name }
}

/// The properties of one fake view or element; every default is UIKit's.
package struct FakeProperties {
    package var isAccessibilityElement = false
    package var accessibilityElementsHidden = false
    package var accessibilityViewIsModal = false
    package var shouldGroupAccessibilityChildren = false
    package var accessibilityContainerType = FakeContainerType.none
    /// The frame on screen once the object is in a window (UIKit answers `.zero` before).
    package var accessibilityFrame = CGRect.zero
    package var accessibilityIdentifier: String?
    package var accessibilityLabel: String?
    package var accessibilityValue: String?
    package var accessibilityHint: String?
    package var accessibilityTraits = AccessibilityTraitSet()
    package var accessibilityCustomActions: [FakeCustomAction]?
    package var isHidden = false
    package var alpha: CGFloat = 1
    package var clipsToBounds = false
    package var effectiveUserInterfaceLayoutDirection = FakeLayoutDirection.leftToRight
    package var userInterfaceIdiom = FakeIdiom.phone
    /// The bounds of `accessibilityPath` on screen once in a window (nil: no path), as a
    /// SwiftUI element whose `accessibilityFrame` stays zero answers.
    package var accessibilityPathBounds: CGRect?
    /// `accessibilityFrameInContainerSpace` (nil: not a `UIAccessibilityElement`), relative
    /// to the listing container's frame.
    package var accessibilityFrameInContainerSpace: CGRect?
    /// `accessibilityActivationPoint` once in a window, when the app sets one; nil is UIKit's
    /// default, the midpoint of the accessibility frame ("The default value for this
    /// property is the midpoint of the accessibility frame", Apple's documentation of
    /// `accessibilityActivationPoint`; kif-framework/KIF#1305 relies on it).
    package var accessibilityActivationPoint: CGPoint?
    /// The thumb's frame on screen once in a window, for a `UISlider` (nil: not a slider). A
    /// slider's default activation point is its thumb's midpoint, not its frame's:
    /// AccessibilitySnapshot computes a slider's default from `thumbRect(forBounds:trackRect:value:)`
    /// (cashapp/AccessibilitySnapshot at 5b03db8,
    /// Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift:686-694),
    /// every other element's from its frame.
    package var sliderThumbFrame: CGRect?
    /// The class and its superclasses, most specific first (`NSStringFromClass` names); empty:
    /// a conformer that does not say.
    package var accessibilityClassNames: [String] = []

    /// One with these values.
    package init(
        isAccessibilityElement: Bool = false, accessibilityElementsHidden: Bool = false, accessibilityViewIsModal: Bool = false,
        shouldGroupAccessibilityChildren: Bool = false, accessibilityContainerType: FakeContainerType = FakeContainerType.none,
        accessibilityFrame: CGRect = CGRect.zero, accessibilityIdentifier: String? = nil, accessibilityLabel: String? = nil, accessibilityValue: String? = nil,
        accessibilityHint: String? = nil, accessibilityTraits: AccessibilityTraitSet = AccessibilityTraitSet(),
        accessibilityCustomActions: [FakeCustomAction]? = nil, isHidden: Bool = false, alpha: CGFloat = 1, clipsToBounds: Bool = false,
        effectiveUserInterfaceLayoutDirection: FakeLayoutDirection = FakeLayoutDirection.leftToRight, userInterfaceIdiom: FakeIdiom = FakeIdiom.phone,
        accessibilityPathBounds: CGRect? = nil, accessibilityFrameInContainerSpace: CGRect? = nil,
        accessibilityClassNames: [String] = []
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityElementsHidden = accessibilityElementsHidden
        self.accessibilityViewIsModal = accessibilityViewIsModal
        self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        self.accessibilityContainerType = accessibilityContainerType
        self.accessibilityFrame = accessibilityFrame
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityHint = accessibilityHint
        self.accessibilityTraits = accessibilityTraits
        self.accessibilityCustomActions = accessibilityCustomActions
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.effectiveUserInterfaceLayoutDirection = effectiveUserInterfaceLayoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.accessibilityPathBounds = accessibilityPathBounds
        self.accessibilityFrameInContainerSpace = accessibilityFrameInContainerSpace
        self.accessibilityClassNames = accessibilityClassNames
    }
}

/// The arena of a fake UIKit hierarchy, behaving as UIKit does from iOS 17 on in a unit
/// test: `accessibilityElementCount()` answers `NSNotFound` for an object that is no indexed
/// container, an object outside a window has a zero `accessibilityFrame` (and no path), and
/// a SwiftUI hosting view exposes its elements only while the accessibility runtime is on,
/// building its list anew on every call, and only once the run loop has turned
/// ``swiftUIPublishTurns`` times since (SwiftUI publishes a `List`'s final accessibility
/// frames on a batch update one run-loop turn after layout, cashapp/AccessibilitySnapshot#348).
/// A map view's `accessibilityElementCount()` crashes when a walk asks it (KIF skips
/// `MKBasicMapView` for that, KIF's UIView-KIFAdditions.m:257-261, kif-framework/KIF#802):
/// the fake records the crash in ``crashes``. An endless container builds a fresh element,
/// itself endless, on every read, as SwiftUI builds its elements anew (heoblitz/Loupe#1).
/// It counts the calls the capture makes.
@MainActor
package final class FakeUIKit {
    /// Gives each fake object an identity, as a UIKit object has.
    package final class Token {}
    fileprivate var properties: [FakeProperties] = []
    fileprivate var subviews: [[Int]] = []
    fileprivate var superview: [Int?] = []
    /// The container that lists an object that has no superview (its way to a window).
    fileprivate var listedBy: [Int?] = []
    fileprivate var isWindow: [Bool] = []
    fileprivate var elements: [[Int]?] = []
    fileprivate var indexed: [(count: Int, elements: [Int?])?] = []
    fileprivate var swiftUI: [[Int]?] = []
    fileprivate var tokens: [Token] = []
    fileprivate var isView: [Bool] = []
    fileprivate var isMapView: [Bool] = []
    fileprivate var isEndless: [Bool] = []
    /// Whether each object is in a window, worked out once per change of the hierarchy.
    private var inWindowCache: [Bool?] = []

    /// True when the test bundle has no host application and UIKit leaves the accessibility
    /// properties unset there: every label reads nil and every object has no traits.
    /// AccessibilitySnapshot refuses to snapshot without a host application, "in order for
    /// the accessibility properties to be populated" (cashapp/AccessibilitySnapshot at
    /// 5b03db8, Sources/AccessibilitySnapshot/SnapshotTesting/SnapshotTesting+Accessibility.swift:254-260,
    /// and iOSSnapshotTestCase/Swift/FBSnapshotTestCase+Accessibility.swift:343);
    /// ``FakeCaptureHost`` sets it when told the bundle has none. Set
    /// ``populatedWithoutHost`` for a device where a window of the capture's own populates them.
    package var propertiesUnset = false
    /// True to model a window of the capture's own populating the properties without a host
    /// application (not known: seen only on a Mac).
    package var populatedWithoutHost = false
    /// Whether the labels and traits read as unset now.
    fileprivate var unpopulated: Bool { propertiesUnset && !populatedWithoutHost }

    /// Whether the accessibility runtime is on (off in a unit test until something turns it on).
    package var accessibilityRuntimeOn = false {
        didSet { if !accessibilityRuntimeOn { turnsWithRuntimeOn = 0 } }
    }
    /// How many run-loop turns SwiftUI needs, after the runtime is on, before it exposes its
    /// elements (0: at once).
    package var swiftUIPublishTurns = 0
    /// The run-loop turns since the runtime went on (``FakeCaptureHost`` turns it).
    package var turnsWithRuntimeOn = 0
    /// What crashed: each a map view whose element count a walk asked for.
    package private(set) var crashes: [String] = []
    /// How many elements endless containers built; they stop at ``endlessBuildLimit`` so a
    /// walk without limits ends (with a tree that long) instead of hanging the tests.
    package private(set) var endlessBuilds = 0
    /// The most elements the endless containers build.
    package var endlessBuildLimit = 5_000
    /// Calls of `accessibilityElements`, per object.
    package private(set) var elementsReads: [Int] = []
    /// Calls of `accessibilityElementCount()`, per object.
    package private(set) var countReads: [Int] = []
    /// Calls of `accessibilityElement(at:)`, per object.
    package private(set) var indexedReads: [Int] = []
    /// How many times a SwiftUI hosting view built its element list.
    package private(set) var swiftUIListBuilds = 0

    /// An empty one.
    package init() {}

    /// Adds a view (or a non-view element, when it has no parent and a container lists it)
    /// as the last subview of `parent`.
    /// `view` says whether it is a `UIView` (a non-view element is a `UIAccessibilityElement`
    /// or a SwiftUI element, listed by a container).
    @discardableResult
    package func add(_ p: FakeProperties, to parent: FakeObject? = nil, view: Bool = false) -> FakeObject {
        properties.append(p)
        isView.append(view || parent != nil)
        isMapView.append(false)
        isEndless.append(false)
        subviews.append([])
        superview.append(nil)
        listedBy.append(nil)
        isWindow.append(false)
        elements.append(nil)
        indexed.append(nil)
        swiftUI.append(nil)
        tokens.append(Token())
        elementsReads.append(0)
        countReads.append(0)
        indexedReads.append(0)
        let object = FakeObject(world: self, index: properties.count - 1)
        if let parent { addSubview(object, to: parent) }
        inWindowCache = []
        return object
    }

    /// A window (the top of a hierarchy whose objects have frames), the size of a phone screen.
    @discardableResult
    package func window(
        _ identifier: String? = "window", _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        _ change: (inout FakeProperties) -> Void = { _ in }
    ) -> FakeObject {
        let window = container(identifier, frame, change)
        isWindow[window.index] = true
        inWindowCache = []
        return window
    }

    /// A view that is one VoiceOver element.
    @discardableResult
    package func element(
        _ identifier: String, _ frame: CGRect, traits: AccessibilityTraitSet = [.staticText],
        in parent: FakeObject? = nil
    ) -> FakeObject {
        add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: frame, accessibilityIdentifier: identifier,
                accessibilityLabel: identifier, accessibilityTraits: traits), to: parent, view: true)
    }

    /// A plain container view.
    @discardableResult
    package func container(
        _ identifier: String? = nil, _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        in parent: FakeObject? = nil, _ change: (inout FakeProperties) -> Void = { _ in }
    ) -> FakeObject {
        var p = FakeProperties(accessibilityFrame: frame, accessibilityIdentifier: identifier)
        change(&p)
        return add(p, to: parent, view: true)
    }

    /// A container that is not a view (a `UIAccessibilityElement` container), appended to
    /// `parent`'s `accessibilityElements`: the way such a container is reached.
    @discardableResult
    package func nonViewContainer(_ identifier: String, _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 400), listedBy parent: FakeObject)
        -> FakeObject
    {
        let container = add(FakeProperties(accessibilityFrame: frame, accessibilityIdentifier: identifier))
        setAccessibilityElements(of: parent, (elements[parent.index] ?? []).map { FakeObject(world: self, index: $0) } + [container])
        return container
    }

    /// Moves `view` to the end of `parent`'s subviews (`addSubview(_:)`).
    package func addSubview(_ view: FakeObject, to parent: FakeObject) {
        removeFromSuperview(view)
        subviews[parent.index].append(view.index)
        superview[view.index] = parent.index
        inWindowCache = []
    }

    /// Takes `view` out of its superview (`removeFromSuperview()`).
    package func removeFromSuperview(_ view: FakeObject) {
        guard let parent = superview[view.index] else { return }
        subviews[parent].removeAll { $0 == view.index }
        superview[view.index] = nil
        inWindowCache = []
    }

    /// The superview of `view`.
    package func superview(of view: FakeObject) -> FakeObject? {
        superview[view.index].map { FakeObject(world: self, index: $0) }
    }

    /// Whether `object` is a window or inside one (through its superviews, or the container
    /// listing it when it has no superview).
    package func isInWindow(_ object: FakeObject) -> Bool { inWindow(object.index) }

    private func inWindow(_ index: Int) -> Bool {
        if inWindowCache.count != properties.count { inWindowCache = Array(repeating: nil, count: properties.count) }
        var path: [Int] = []
        var current: Int? = index
        var answer = false
        while let at = current {
            if let known = inWindowCache[at] { answer = known; break }
            if isWindow[at] { answer = true; path.append(at); break }
            if path.count > properties.count { break }  // a cycle of listings: never in a window
            path.append(at)
            current = superview[at] ?? listedBy[at]
        }
        for at in path { inWindowCache[at] = answer }
        return answer
    }

    /// Sets `accessibilityElements` of `container`.
    package func setAccessibilityElements(of container: FakeObject, _ list: [FakeObject]?) {
        elements[container.index] = list?.map(\.index)
        list?.forEach(list: container)
    }

    /// Makes `container` answer the indexed container API: `accessibilityElementCount()`
    /// gives `count` (the list's length unless given), `accessibilityElement(at:)` the
    /// list's entry (nil past its end or for a nil entry).
    package func setIndexedElements(of container: FakeObject, _ list: [FakeObject?], count: Int? = nil) {
        indexed[container.index] = (count ?? list.count, list.map { $0?.index })
        list.compactMap { $0 }.forEach(list: container)
    }

    /// Makes `host` a SwiftUI hosting view whose elements are `list`: while the accessibility
    /// runtime is on, `accessibilityElements`, `accessibilityElementCount()` and
    /// `accessibilityElement(at:)` each build the list anew and answer from it; while it is
    /// off, it exposes none (nil, `NSNotFound`).
    package func setSwiftUIElements(of host: FakeObject, _ list: [FakeObject]) {
        swiftUI[host.index] = list.map(\.index)
        list.forEach(list: host)
    }

    /// Sets the activation point `object` answers once in a window (`accessibilityActivationPoint`).
    package func setActivationPoint(of object: FakeObject, _ point: CGPoint) {
        properties[object.index].accessibilityActivationPoint = point
    }

    /// Makes `slider` a `UISlider` whose thumb is at `thumb` on screen: its activation point is
    /// the thumb's midpoint until the app sets one.
    package func makeSlider(_ slider: FakeObject, thumb: CGRect) {
        properties[slider.index].sliderThumbFrame = thumb
        properties[slider.index].accessibilityClassNames = ["UISlider", "UIControl", "UIView", "UIResponder", "NSObject"]
    }

    /// Makes `view` a map view (`MKMapView`), whose element count crashes when asked.
    package func makeMapView(_ view: FakeObject) {
        isMapView[view.index] = true
    }

    /// Makes `container` endless: each `accessibilityElements` read builds a new element,
    /// itself an endless container, until ``endlessBuildLimit`` elements were built.
    package func makeEndless(_ container: FakeObject) {
        isEndless[container.index] = true
    }

    fileprivate func listed(_ object: Int, by container: Int) {
        if listedBy[object] == nil && superview[object] == nil {
            listedBy[object] = container
            inWindowCache = []
        }
    }

    /// The SwiftUI list of `index` as built now (nil: not SwiftUI, or the runtime is off).
    fileprivate func buildSwiftUIList(_ index: Int) -> [Int]? {
        guard let list = swiftUI[index], accessibilityRuntimeOn, turnsWithRuntimeOn >= swiftUIPublishTurns else { return nil }
        swiftUIListBuilds += 1
        return list
    }

    fileprivate func countRead(_ index: Int) -> Int {
        countReads[index] += 1
        if isMapView[index] { crashes.append("accessibilityElementCount() of map view \(properties[index].accessibilityIdentifier ?? "?")") }
        if let indexed = indexed[index] { return indexed.count }
        if let list = buildSwiftUIList(index) ?? elements[index] { return list.count }
        return NSNotFound  // iOS 17 on: no indexed container
    }

    fileprivate func elementRead(_ index: Int, at position: Int) -> Int? {
        indexedReads[index] += 1
        if let list = indexed[index]?.elements {
            return list.indices.contains(position) ? list[position] : nil
        }
        guard let list = buildSwiftUIList(index) ?? elements[index], list.indices.contains(position) else { return nil }
        return list[position]
    }

    fileprivate func elementsRead(_ index: Int) -> [Int]? {
        elementsReads[index] += 1
        if isEndless[index] {
            guard endlessBuilds < endlessBuildLimit else { return nil }
            endlessBuilds += 1
            let fresh = add(FakeProperties(accessibilityFrame: properties[index].accessibilityFrame, accessibilityIdentifier: "endless"))
            isEndless[fresh.index] = true
            listed(fresh.index, by: index)
            return [fresh.index]
        }
        return buildSwiftUIList(index) ?? elements[index]
    }

    fileprivate func frame(_ index: Int) -> CGRect {
        inWindow(index) ? properties[index].accessibilityFrame : .zero
    }

    fileprivate func activationPoint(_ index: Int) -> CGPoint {
        guard inWindow(index) else { return .zero }
        if let point = properties[index].accessibilityActivationPoint { return point }
        if let thumb = sliderThumb(index) { return thumb }
        let frame = properties[index].accessibilityFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The midpoint of a slider's thumb on screen (nil: not a slider, or not in a window).
    fileprivate func sliderThumb(_ index: Int) -> CGPoint? {
        guard inWindow(index), let thumb = properties[index].sliderThumbFrame else { return nil }
        return CGPoint(x: thumb.midX, y: thumb.midY)
    }

    fileprivate func pathBounds(_ index: Int) -> CGRect? {
        inWindow(index) ? properties[index].accessibilityPathBounds : nil
    }

    fileprivate func containerSpaceFrame(_ index: Int) -> CGRect? {
        guard let inContainer = properties[index].accessibilityFrameInContainerSpace, let container = listedBy[index] else { return nil }
        guard inWindow(index) else { return .zero }
        let origin = properties[container].accessibilityFrame.origin
        return inContainer.offsetBy(dx: origin.x, dy: origin.y)
    }
}

extension Array where Element == FakeObject {
    /// Records `container` as the accessibility container of each object without a superview.
    @MainActor
    fileprivate func forEach(list container: FakeObject) {
        for object in self { container.world.listed(object.index, by: container.index) }
    }
}

/// One fake UIKit object: a position in its arena.
@MainActor
package struct FakeObject: CapturableAccessibilityObject {
    package let world: FakeUIKit
    package let index: Int
    private var p: FakeProperties { world.properties[index] }

    package var objectIdentity: ObjectIdentifier { ObjectIdentifier(world.tokens[index]) }
    package var isAccessibilityElement: Bool { p.isAccessibilityElement }
    package var accessibilityElements: [FakeObject]? { world.elementsRead(index)?.map { FakeObject(world: world, index: $0) } }
    package func accessibilityElementCount() -> Int { world.countRead(index) }
    package func accessibilityElement(at position: Int) -> FakeObject? {
        world.elementRead(index, at: position).map { FakeObject(world: world, index: $0) }
    }
    package var accessibilityElementsHidden: Bool { p.accessibilityElementsHidden }
    package var accessibilityViewIsModal: Bool { p.accessibilityViewIsModal }
    package var shouldGroupAccessibilityChildren: Bool { p.shouldGroupAccessibilityChildren }
    package var accessibilityContainerType: FakeContainerType { p.accessibilityContainerType }
    package var accessibilityFrame: CGRect { world.frame(index) }
    package var accessibilityPathBounds: CGRect? { world.pathBounds(index) }
    package var accessibilityFrameInContainerSpaceOnScreen: CGRect? { world.containerSpaceFrame(index) }
    package var accessibilityIdentifier: String? { p.accessibilityIdentifier }
    package var accessibilityLabel: String? { world.unpopulated ? nil : p.accessibilityLabel }
    package var accessibilityValue: String? { p.accessibilityValue }
    package var accessibilityHint: String? { p.accessibilityHint }
    package var accessibilityTraits: AccessibilityTraitSet { world.unpopulated ? [] : p.accessibilityTraits }
    package var accessibilityCustomActions: [FakeCustomAction]? { p.accessibilityCustomActions }
    package var subviews: [FakeObject] { world.subviews[index].map { FakeObject(world: world, index: $0) } }
    package var isHidden: Bool { p.isHidden }
    package var alpha: CGFloat { p.alpha }
    package var clipsToBounds: Bool { p.clipsToBounds }
    package var effectiveUserInterfaceLayoutDirection: FakeLayoutDirection { p.effectiveUserInterfaceLayoutDirection }
    package var userInterfaceIdiom: FakeIdiom { p.userInterfaceIdiom }
    package var isView: Bool { world.isView[index] }
    package var accessibilityActivationPoint: CGPoint? { world.activationPoint(index) }
    package var defaultActivationPoint: CGPoint? { world.sliderThumb(index) }
    package var accessibilityClassNames: [String] { p.accessibilityClassNames }

    /// One with these values.
    package init(world: FakeUIKit, index: Int) {
        self.world = world
        self.index = index
    }
}

/// The app around a unit-test capture, as UIKit behaves: the accessibility runtime's
/// automation switch (off at first; `nil` when libAccessibility cannot be loaded), a
/// device-wide preference that KIF and AccessibilitySnapshot turn on once per process and
/// turn back at exit (KIF's KIFAccessibilityEnabler.m:84-92, AccessibilitySnapshot's
/// ASAccessibilityEnabler.m:17-34); the app's key window, which a test bundle without a host
/// application does not have (`UIApplication.shared` is not set up there,
/// AccessibilitySnapshot's SnapshotTesting+Accessibility.swift:255-261, which shows the view in
/// a `UIWindow` of its own instead, line 82); layout; a run loop whose turns advance a clock.
/// One host is one test process: ``exit()`` runs what the capture asked to run at exit. Each
/// step is logged.
@MainActor
package final class FakeCaptureHost: CaptureHost {
    package let ui: FakeUIKit
    /// False for a test bundle without a host application (then there is no key window).
    package var hasHostApplication = true {
        didSet {
            if !hasHostApplication { keyWindow = nil }
            ui.propertiesUnset = !hasHostApplication
        }
    }
    /// False when libAccessibility or its switch cannot be found.
    package var switchAvailable = true
    /// True when setting the switch has no effect.
    package var switchIgnoresWrites = false
    /// The key window (nil: none).
    package var keyWindow: FakeObject?
    /// The window the capture made for itself, when it made one.
    package private(set) var ownWindow: FakeObject?
    /// The idiom of the device.
    package var deviceIdiom = Idiom.phone
    package var accessibilityAutomationSettled = false
    /// What the capture asked, in order.
    package private(set) var log: [String] = []
    /// The clock, in seconds: only run-loop turns move it.
    package private(set) var now: TimeInterval = 0
    private var atExit: [() -> Void] = []
    /// What lands in the app during each run-loop turn (content that keeps changing).
    package var onTurn: (@MainActor () -> Void)?

    /// The test framework running the capture's test, which decides what a run-loop turn runs.
    package enum TestFramework {
        /// XCTest: its run loop runs the jobs queued on the main actor (a test pumps it to
        /// let a view's `Task` finish).
        case xcTest
        /// A `@MainActor` Swift Testing test: a run-loop turn runs neither main-actor tasks
        /// nor `.task {}` work; they run once the test suspends ("Unable to use RunLoop to
        /// allow task to advance", swiftlang/swift-testing#748: the same run-loop poll that
        /// lets the task finish in XCTest leaves it pending in Swift Testing until the test
        /// ends).
        case swiftTestingMainActor
    }
    /// The framework of the test (XCTest unless said).
    package var framework = TestFramework.xcTest
    /// Work queued on the main actor (a `Task {}` a view starts to load its content,
    /// SwiftUI's `.task {}`), run in order when the framework lets it: a run-loop turn under
    /// XCTest, a suspension (``suspend(upTo:)``) under both.
    package var mainActorJobs: [@MainActor () -> Void] = []

    /// A host for `ui`, with a key window of its own.
    package init(_ ui: FakeUIKit) {
        self.ui = ui
        keyWindow = ui.window("keyWindow")
    }

    package func accessibilityAutomationIsOn() throws(CaptureError) -> Bool {
        guard switchAvailable else { throw CaptureError.accessibilityRuntime("libAccessibility could not be loaded") }
        return ui.accessibilityRuntimeOn
    }

    package func setAccessibilityAutomation(_ on: Bool) throws(CaptureError) {
        guard switchAvailable else { throw CaptureError.accessibilityRuntime("libAccessibility could not be loaded") }
        log.append(on ? "runtime on" : "runtime off")
        if !switchIgnoresWrites { ui.accessibilityRuntimeOn = on }
    }

    package func switchAccessibilityAutomationOffAtExit() {
        atExit.append { [ui] in
            self.log.append("runtime off")
            ui.accessibilityRuntimeOn = false
        }
    }

    /// The process exits: what was registered to run at exit runs.
    package func exit() {
        atExit.forEach { $0() }
        atExit = []
    }

    package func isInWindow(_ object: FakeObject) -> Bool { ui.isInWindow(object) }

    package func host(_ object: FakeObject) throws(CaptureError) -> @MainActor () -> Void {
        var top = object
        while let up = ui.superview(of: top) { top = up }
        let window: FakeObject
        if let keyWindow {
            window = keyWindow
            log.append("host")
        } else {
            window = ui.window("ownWindow")
            ownWindow = window
            log.append("own window")
        }
        ui.addSubview(top, to: window)
        return { [ui] in
            ui.removeFromSuperview(top)
            self.log.append("restore")
        }
    }

    package func layOut(_ object: FakeObject) { log.append("layOut") }

    package func turnRunLoop(upTo seconds: TimeInterval) {
        log.append("runLoop")
        pass(seconds, runningMainActorJobs: framework == .xcTest)
    }

    package func suspend(upTo seconds: TimeInterval) async {
        log.append("suspend")
        pass(seconds, runningMainActorJobs: true)
    }

    /// `seconds` pass and the run loop turns once; the queued main-actor jobs run when asked.
    private func pass(_ seconds: TimeInterval, runningMainActorJobs: Bool) {
        now += seconds
        if runningMainActorJobs {
            let jobs = mainActorJobs
            mainActorJobs = []
            jobs.forEach { $0() }
        }
        if ui.accessibilityRuntimeOn { ui.turnsWithRuntimeOn += 1 }
        onTurn?()
    }
}

/// `XCUIElement.ElementType`, as the fakes give it: any raw value.
package struct FakeElementType: RawRepresentable {
    package var rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }
}

/// The attributes of one fake XCUITest snapshot.
package struct FakeSnapshotAttributes {
    package var elementType: UInt = ControlType.other.rawValue
    package var identifier = ""
    package var label = ""
    package var value: Any?
    package var placeholderValue: String?
    package var title = ""
    package var frame = CGRect.zero
    package var isEnabled = true
    package var isSelected = false

    /// One with these values.
    package init(
        elementType: UInt = ControlType.other.rawValue, identifier: String = "", label: String = "", value: Any? = nil, placeholderValue: String? = nil,
        title: String = "", frame: CGRect = CGRect.zero, isEnabled: Bool = true, isSelected: Bool = false
    ) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.title = title
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }
}

/// The arena of a fake snapshot tree. `snapshot()` of a ``FakeElement`` fails as XCTest's
/// does: past ``snapshotNestingLimit`` levels ("Too many nested arrays or dictionaries") and
/// past ``snapshotSizeLimit`` nodes (a timeout).
@MainActor
package final class FakeSnapshots {
    fileprivate var attributes: [FakeSnapshotAttributes] = []
    fileprivate var children: [[Int]] = []
    /// The most levels one snapshot holds.
    package var snapshotNestingLimit = 62
    /// The most nodes one snapshot holds before it times out.
    package var snapshotSizeLimit = Int.max
    /// The elements whose snapshot fails with another error.
    package var brokenElements: Set<Int> = []
    /// The elements that no longer resolve (the screen changed): `exists` is false, and
    /// reading their attributes or children records an XCTest failure ("No matches found",
    /// openradar 33772300, lionheart/openradar-mirror#18137) that the capture cannot catch.
    package var vanishedElements: Set<Int> = []
    /// The elements that element resolving right after their first `snapshot()` call (the
    /// screen changes while the capture reads it).
    package var vanishingElements: Set<Int> = []
    /// The XCTest failures recorded outside any `throw`, as XCTest records them.
    package fileprivate(set) var recordedFailures: [String] = []
    /// The reads of live attributes (one per attribute), by element.
    package fileprivate(set) var attributeReads: [Int] = []
    /// The `children(matching:)` queries, by element.
    package fileprivate(set) var childQueries: [Int] = []
    /// The `snapshot()` calls made, by element.
    package private(set) var snapshotCalls: [Int] = []

    /// Adds a snapshot as the last child of `parent`.
    @discardableResult
    package func add(
        _ type: ControlType, _ a: FakeSnapshotAttributes = FakeSnapshotAttributes(),
        to parent: FakeSnapshot? = nil
    ) -> FakeSnapshot {
        var a = a
        a.elementType = type.rawValue
        return add(raw: a, to: parent)
    }

    /// Adds a snapshot whose element type is given raw (possibly unknown).
    @discardableResult
    package func add(raw a: FakeSnapshotAttributes, to parent: FakeSnapshot? = nil) -> FakeSnapshot {
        attributes.append(a)
        children.append([])
        let index = attributes.count - 1
        if let parent { children[parent.index].append(index) }
        return FakeSnapshot(world: self, index: index)
    }
    /// An empty one.
    package init() {}
}

extension FakeSnapshots {
    /// What `snapshot()` of the element at `index` does: the snapshot, or XCTest's error.
    /// A live read of the element at `index`: recorded, and a failure when it no longer resolves.
    fileprivate func resolve(_ index: Int, _ what: String) {
        if vanishedElements.contains(index) { recordedFailures.append("No matches found for element \(index) (\(what))") }
    }

    fileprivate func readAttribute(_ index: Int) {
        attributeReads.append(index)
        resolve(index, "attribute")
    }

    fileprivate func snapshot(_ index: Int) throws -> FakeSnapshot {
        snapshotCalls.append(index)
        defer { if vanishingElements.contains(index) { vanishedElements.insert(index) } }
        if vanishedElements.contains(index) { throw FakeSnapshotError(description: "Failed to get snapshot: No matches found") }
        if brokenElements.contains(index) { throw FakeSnapshotError(description: "Failed to get snapshot: kAXErrorInvalidUIElement") }
        // Height and size of the subtree, without recursion.
        var stack = [(index, 1)]
        var height = 0
        var size = 0
        while let (at, level) = stack.popLast() {
            height = max(height, level)
            size += 1
            stack += children[at].map { ($0, level + 1) }
        }
        if height > snapshotNestingLimit {
            throw FakeSnapshotError(description: "Failed to get snapshot: Too many nested arrays or dictionaries")
        }
        if size > snapshotSizeLimit {
            throw FakeSnapshotError(description: "Failed to get snapshot within 30.0s: timed out")
        }
        return FakeSnapshot(world: self, index: index)
    }
}

/// An error `snapshot()` throws, as XCTest words it.
package struct FakeSnapshotError: Error, CustomStringConvertible {
    package var description: String
}

/// One fake `XCUIElement`: a snapshot node queried live.
@MainActor
package struct FakeElement: CapturableElement {
    package let world: FakeSnapshots
    package let index: Int

    /// The element of a snapshot node.
    package init(_ node: FakeSnapshot) {
        world = node.world
        index = node.index
    }

    package func snapshot() throws -> FakeSnapshot { try world.snapshot(index) }
    package var exists: Bool { !world.vanishedElements.contains(index) }
    package var attributes: FakeSnapshot { FakeSnapshot(world: world, index: index, childless: true) }
    package var childElements: [FakeElement] {
        world.childQueries.append(index)
        world.resolve(index, "children")
        return world.vanishedElements.contains(index) ? [] : FakeSnapshot(world: world, index: index).children.map(FakeElement.init)
    }
}

/// One fake `XCUIElementSnapshot`.
@MainActor
package struct FakeSnapshot: CapturableElementSnapshot {
    package let world: FakeSnapshots
    package let index: Int
    private var a: FakeSnapshotAttributes {
        if childless { world.readAttribute(index) }
        return world.attributes[index]
    }

    package var elementType: FakeElementType { FakeElementType(rawValue: a.elementType) }
    package var identifier: String { a.identifier }
    package var label: String { a.label }
    package var value: Any? { a.value }
    package var placeholderValue: String? { a.placeholderValue }
    package var title: String { a.title }
    package var frame: CGRect { a.frame }
    package var isEnabled: Bool { a.isEnabled }
    package var isSelected: Bool { a.isSelected }
    /// True for an element's own attributes, read without its children.
    package let childless: Bool
    package var children: [FakeSnapshot] { childless ? [] : world.children[index].map { FakeSnapshot(world: world, index: $0) } }

    /// One with these values.
    package init(world: FakeSnapshots, index: Int, childless: Bool = false) {
        self.world = world
        self.index = index
        self.childless = childless
    }
}

/// A capture written as a native recording, read back, and ordered: the identifiers
/// VoiceOver reads, and the tree read back (which must equal the capture).
package func orderedIdentifiersAfterRecording(_ tree: AccessibilityTree) throws -> (identifiers: [String], tree: AccessibilityTree) {
    let back = try NativeJSONReader.read(NativeJSONWriter.write(tree, pretty: true), path: nil)
    return (TraversalEngine().order(back).map { $0.node.identifier ?? "-" }, back)
}

/// A frame.
package func rect(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 40) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
