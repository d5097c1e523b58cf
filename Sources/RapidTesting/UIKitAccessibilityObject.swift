#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view or another accessibility object seen through ``CapturableAccessibilityObject``.
/// A non-view answers the view properties as a visible view with no subviews.
struct UIKitAccessibilityObject: CapturableAccessibilityObject {
    let object: NSObject
    private var view: UIView? { object as? UIView }

    var objectIdentity: ObjectIdentifier { ObjectIdentifier(object) }
    var isAccessibilityElement: Bool { object.isAccessibilityElement }
    var accessibilityElements: [UIKitAccessibilityObject]? {
        object.accessibilityElements?.compactMap { ($0 as? NSObject).map(UIKitAccessibilityObject.init) }
    }
    func accessibilityElementCount() -> Int { object.accessibilityElementCount() }
    func accessibilityElement(at index: Int) -> UIKitAccessibilityObject? {
        (object.accessibilityElement(at: index) as? NSObject).map(UIKitAccessibilityObject.init)
    }
    var accessibilityElementsHidden: Bool { object.accessibilityElementsHidden }
    var accessibilityViewIsModal: Bool { object.accessibilityViewIsModal }
    var shouldGroupAccessibilityChildren: Bool { object.shouldGroupAccessibilityChildren }
    var accessibilityContainerType: UIAccessibilityContainerType { object.accessibilityContainerType }
    var accessibilityFrame: CGRect { object.accessibilityFrame }
    var accessibilityPathBounds: CGRect? { object.accessibilityPath?.bounds }
    var accessibilityFrameInContainerSpaceOnScreen: CGRect? {
        guard let element = object as? UIAccessibilityElement, let container = element.accessibilityContainer as? UIView else {
            return nil
        }
        let frame = element.accessibilityFrameInContainerSpace
        return frame.isNull ? nil : UIAccessibility.convertToScreenCoordinates(frame, in: container)
    }
    var accessibilityIdentifier: String? {
        if let identified = object as? UIAccessibilityIdentification { return identified.accessibilityIdentifier }
        // SwiftUI's elements answer the selector without declaring the protocol; asking
        // `responds(to:)` first keeps key-value coding from raising for any other object.
        let key = "accessibilityIdentifier"
        return object.responds(to: NSSelectorFromString(key)) ? object.value(forKey: key) as? String : nil
    }
    var accessibilityLabel: String? { object.accessibilityLabel }
    var accessibilityValue: String? { object.accessibilityValue }
    var accessibilityHint: String? { object.accessibilityHint }
    var accessibilityTraits: UIAccessibilityTraits { object.accessibilityTraits }
    var accessibilityCustomActions: [UIKitCustomAction]? {
        object.accessibilityCustomActions?.map(UIKitCustomAction.init)
    }
    var subviews: [UIKitAccessibilityObject] { view?.subviews.map(UIKitAccessibilityObject.init) ?? [] }
    var isHidden: Bool { view?.isHidden ?? false }
    var alpha: CGFloat { view?.alpha ?? 1 }
    var clipsToBounds: Bool { view?.clipsToBounds ?? false }
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom { view?.traitCollection.userInterfaceIdiom ?? .unspecified }
    var isView: Bool { view != nil }
    var accessibilityActivationPoint: CGPoint? { object.accessibilityActivationPoint }
    /// A slider's thumb, where UIKit puts its activation point (see
    /// ``CapturableAccessibilityObject/defaultActivationPoint``); nil for any other object.
    var defaultActivationPoint: CGPoint? {
        #if os(tvOS)
        return nil  // tvOS has no slider
        #else
        return Self.sliderThumbMidpoint(object)
        #endif
    }
    /// The midpoint of the thumb on screen when `object` is a slider, else nil.
    @available(tvOS, unavailable)
    private static func sliderThumbMidpoint(_ object: NSObject) -> CGPoint? {
        guard let slider = object as? UISlider else { return nil }
        let bounds = slider.bounds
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: slider.trackRect(forBounds: bounds), value: slider.value)
        let onScreen = UIAccessibility.convertToScreenCoordinates(thumb, in: slider)
        return CGPoint(x: onScreen.midX, y: onScreen.midY)
    }
    /// The object's class, then each superclass up to the root (a handful of names: the
    /// class hierarchy of a view is a few levels deep).
    var accessibilityClassNames: [String] {
        var names: [String] = []
        var current: AnyClass? = type(of: object)
        while let cls = current {
            names.append(NSStringFromClass(cls))
            current = class_getSuperclass(cls)
        }
        return names
    }
}
#endif
