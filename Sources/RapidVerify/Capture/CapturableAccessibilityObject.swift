import Foundation

/// A view or another accessibility object of UIKit, with the properties a recording keeps,
/// named and typed as UIKit declares them on `NSObject` (the informal `UIAccessibility`,
/// `UIAccessibilityContainer` protocols), `UIAccessibilityIdentification` and `UIView`.
/// UIKit's enumerations and option sets fill the associated types, so the UIKit adapter
/// forwards each property unchanged; tests use fakes. Main-actor isolated, as `UIView` is.
///
/// An object that is not a view (a `UIAccessibilityElement`, a SwiftUI element) answers the
/// view properties as a visible view with no subviews would: `isHidden` false, `alpha` 1,
/// `clipsToBounds` false, `subviews` empty.
///
/// `accessibilityRespondsToUserInteraction` is not part of it: the tree model has no
/// attribute for it, and it does not change the VoiceOver order.
@MainActor
package protocol CapturableAccessibilityObject {
    /// `UIAccessibilityContainerType` (none 0, dataTable 1, list 2, landmark 3, semanticGroup 4).
    associatedtype ContainerType: RawRepresentable where ContainerType.RawValue == Int
    /// `UIAccessibilityTraits`, every bit of which is kept.
    associatedtype Traits: RawRepresentable where Traits.RawValue == UInt64
    /// `UIAccessibilityCustomAction`.
    associatedtype CustomAction: CapturableCustomAction
    /// `UIUserInterfaceLayoutDirection` (leftToRight 0, rightToLeft 1).
    associatedtype UserInterfaceLayoutDirection: RawRepresentable where UserInterfaceLayoutDirection.RawValue == Int
    /// `UIUserInterfaceIdiom`.
    associatedtype UserInterfaceIdiom: RawRepresentable where UserInterfaceIdiom.RawValue == Int

    /// The object's identity (`ObjectIdentifier` of the UIKit object), which detects cycles.
    var objectIdentity: ObjectIdentifier { get }

    /// Whether the object is one VoiceOver element.
    var isAccessibilityElement: Bool { get }
    /// The container's own elements, in order (views, possibly from elsewhere in the
    /// hierarchy, and non-view elements), or nil when its subviews are its elements.
    var accessibilityElements: [Self]? { get }
    /// The number of elements of a container that implements the indexed container API of
    /// `UIAccessibilityContainer` (older and custom containers do) instead of
    /// `accessibilityElements`. Any other object answers `NSNotFound` from iOS 17 on (0
    /// before, and in the default implementation); the capture reads neither as a count.
    func accessibilityElementCount() -> Int
    /// The element at `index` of the indexed container API (nil when there is none, the
    /// default).
    func accessibilityElement(at index: Int) -> Self?
    /// True when the object's elements are hidden from VoiceOver.
    var accessibilityElementsHidden: Bool { get }
    /// True when the object hides its siblings from VoiceOver.
    var accessibilityViewIsModal: Bool { get }
    /// True when the object's elements are read together.
    var shouldGroupAccessibilityChildren: Bool { get }
    /// The container type.
    var accessibilityContainerType: ContainerType { get }
    /// The frame in screen coordinates (zero for an object outside a window, and for some
    /// SwiftUI elements, which give their shape as a path).
    var accessibilityFrame: CGRect { get }
    /// The bounds of `accessibilityPath` in screen coordinates (the path's own coordinates),
    /// or nil when the object has no path (the default).
    var accessibilityPathBounds: CGRect? { get }
    /// A `UIAccessibilityElement`'s `accessibilityFrameInContainerSpace` converted to screen
    /// coordinates through its container view, or nil for any other object, a null frame or a
    /// container that is not a view (the default).
    var accessibilityFrameInContainerSpaceOnScreen: CGRect? { get }
    /// The identifier (`UIAccessibilityIdentification`).
    var accessibilityIdentifier: String? { get }
    /// The label.
    var accessibilityLabel: String? { get }
    /// The value.
    var accessibilityValue: String? { get }
    /// The hint.
    var accessibilityHint: String? { get }
    /// The traits.
    var accessibilityTraits: Traits { get }
    /// The custom actions.
    var accessibilityCustomActions: [CustomAction]? { get }

    /// True for a `UIView` (a window included), false for any other accessibility object
    /// (a `UIAccessibilityElement`, a SwiftUI element). The capture reads the indexed
    /// container API of non-views only: a view's `accessibilityElementCount()` can hang or
    /// crash (KIF skips map views' for that, KIF's UIView-KIFAdditions.m:257-261,
    /// kif-framework/KIF#802), and AccessibilitySnapshot restricted the fallback to
    /// non-views after it hung (cashapp/AccessibilitySnapshot#335); UIKit's own views answer
    /// `accessibilityElements` or `NSNotFound`.
    var isView: Bool { get }
    /// The point VoiceOver activates (`accessibilityActivationPoint`) in screen coordinates,
    /// or nil when the object does not give one (the default).
    var accessibilityActivationPoint: CGPoint? { get }
    /// Where UIKit puts the activation point when the app sets none, in screen coordinates,
    /// when that is not the midpoint of `accessibilityFrame`; nil (the default) for the
    /// midpoint. A `UISlider`'s is its thumb's midpoint, as AccessibilitySnapshot computes it
    /// (AccessibilityHierarchyParser.swift:686-694 at 5b03db8): without it every slider would
    /// be recorded as moved from its default.
    var defaultActivationPoint: CGPoint? { get }
    /// The object's class and then each superclass, most specific first, as
    /// `NSStringFromClass` names them (`["MyApp.ProductCell", "UITableViewCell", "UIView",
    /// …]`), from which the capture gives the type XCUITest records
    /// (``UIKitClassType/table``); empty when the class is not known (the default), and then
    /// the traits alone give the type.
    var accessibilityClassNames: [String] { get }

    /// The subviews, back to front (empty for a non-view).
    var subviews: [Self] { get }
    /// True when the view is hidden.
    var isHidden: Bool { get }
    /// The view's opacity.
    var alpha: CGFloat { get }
    /// True when the view clips its subviews.
    var clipsToBounds: Bool { get }
    /// The view's layout direction.
    var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { get }
    /// The idiom of the view's trait collection (`traitCollection.userInterfaceIdiom`).
    var userInterfaceIdiom: UserInterfaceIdiom { get }
}

extension CapturableAccessibilityObject {
    /// No indexed elements: the object answers `accessibilityElements` or its subviews.
    package func accessibilityElementCount() -> Int { 0 }

    /// No indexed elements.
    package func accessibilityElement(at index: Int) -> Self? { nil }

    /// No path.
    package var accessibilityPathBounds: CGRect? { nil }

    /// Not a view: a conformer wrapping views answers true.
    package var isView: Bool { false }

    /// No activation point.
    package var accessibilityActivationPoint: CGPoint? { nil }

    /// The default activation point is the frame's midpoint.
    package var defaultActivationPoint: CGPoint? { nil }

    /// No class known: the traits give the type.
    package var accessibilityClassNames: [String] { [] }

    /// Not a `UIAccessibilityElement` placed in its container's space.
    package var accessibilityFrameInContainerSpaceOnScreen: CGRect? { nil }

    /// The elements UIKit resolves for the object, in order, when it is a container, each
    /// list read once (a SwiftUI hosting view builds its list anew on every call):
    /// `accessibilityElements` when set; else, for an object that is not a view (``isView``),
    /// when `accessibilityElementCount()` is positive and not `NSNotFound`,
    /// `accessibilityElement(at:)` for each index below it (an index
    /// answering nil is skipped, and the read stops after
    /// `AccessibilityTree.indexedMissLimit` of them in a row, so a garbage count costs a
    /// few calls); else, or when that read found no element, nil: the subviews are its
    /// elements.
    var resolvedAccessibilityElements: [Self]? {
        if let elements = accessibilityElements { return elements }
        guard !isView else { return nil }
        let count = accessibilityElementCount()
        guard count > 0, count != NSNotFound else { return nil }
        var found: [Self] = []
        var missesInARow = 0
        for index in 0..<count {
            if let element = accessibilityElement(at: index) {
                found.append(element)
                missesInARow = 0
            } else {
                missesInARow += 1
                if missesInARow == AccessibilityTree.indexedMissLimit { break }
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The frame the capture records: `accessibilityFrame` when it has an area; else the
    /// frame in container space on screen, else the path's bounds, when either is finite
    /// and has an area (SwiftUI elements and drawn elements often answer a zero
    /// `accessibilityFrame`); else `accessibilityFrame` as it is.
    var effectiveAccessibilityFrame: CGRect {
        let frame = accessibilityFrame
        if frame.hasFiniteArea { return frame }
        for candidate in [accessibilityFrameInContainerSpaceOnScreen, accessibilityPathBounds] {
            if let candidate, candidate.hasFiniteArea { return candidate }
        }
        return frame
    }
}
