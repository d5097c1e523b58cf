// A test-only stand-in of the documented UIKit API surface RapidMap's UIKit adapter uses,
// so `.ci/typecheck-adapters.sh` can type-check it on Linux and `.ci/apple-availability.sh`
// can check its availability. Names, types, isolation and availability follow Apple's
// documentation (a member without `@available` is older than every supported minimum);
// bodies are placeholders and never run.
//
// To extend it: add the member with its documented name, type, isolation and availability
// and a body of `standIn()`, nothing else.
@_exported import Foundation  // as the real framework does

@MainActor
private func standIn() -> Never { fatalError("Apple API stand-in: type-checking only") }

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// `UIAccessibilityContainerType`.
@available(iOS 11.0, tvOS 11.0, *)
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0, dataTable, list, landmark
    @available(iOS 13.0, tvOS 13.0, *)
    case semanticGroup
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay
    @available(iOS 14.0, tvOS 14.0, *)
    case mac = 5
    @available(iOS 17.0, tvOS 17.0, *)
    case vision
}

/// `UIAccessibilityCustomAction`.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    public var name: String {
        get { standIn() }
        set { standIn() }
    }
    @available(iOS 13.0, tvOS 13.0, *)
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { standIn() }
}

/// `UIAccessibilityIdentification`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

/// NSObject's informal `UIAccessibility` and `UIAccessibilityContainer` protocols.
@MainActor
extension NSObject {
    public var isAccessibilityElement: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityLabel: String? {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityHint: String? {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityValue: String? {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityFrame: CGRect {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityElementsHidden: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityViewIsModal: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var shouldGroupAccessibilityChildren: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityElements: [Any]? {
        get { standIn() }
        set { standIn() }
    }
    @available(iOS 11.0, tvOS 11.0, *)
    public var accessibilityContainerType: UIAccessibilityContainerType {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { standIn() }
        set { standIn() }
    }
    @available(iOS 13.0, tvOS 13.0, *)
    public var accessibilityRespondsToUserInteraction: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityPath: UIBezierPath? {
        get { standIn() }
        set { standIn() }
    }
    public var accessibilityActivationPoint: CGPoint {
        get { standIn() }
        set { standIn() }
    }
    /// The indexed container API (`UIAccessibilityContainer`), which UIKit asks when
    /// `accessibilityElements` is nil. A plain object answers `NSNotFound` from iOS 17 on.
    public func accessibilityElementCount() -> Int { standIn() }
    public func accessibilityElement(at index: Int) -> Any? { standIn() }
    public func index(ofAccessibilityElement element: Any) -> Int { standIn() }
}

/// `UIAccessibilityElement`.
@MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    public init(accessibilityContainer container: Any) { standIn() }
    public var accessibilityIdentifier: String? {
        get { standIn() }
        set { standIn() }
    }
    public weak var accessibilityContainer: AnyObject? {
        get { standIn() }
        set { standIn() }
    }
    @available(iOS 10.0, tvOS 10.0, *)
    public var accessibilityFrameInContainerSpace: CGRect {
        get { standIn() }
        set { standIn() }
    }
}

/// `UIBezierPath` (not main-actor isolated).
open class UIBezierPath: NSObject {
    public var bounds: CGRect { fatalError("stand-in") }
}

/// `UIAccessibility`: the namespace of UIKit's accessibility functions.
public enum UIAccessibility {
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { standIn() }
}

/// `UITraitCollection`.
@MainActor
open class UITraitCollection: NSObject {
    public var userInterfaceIdiom: UIUserInterfaceIdiom { standIn() }
    public var layoutDirection: UIUserInterfaceLayoutDirection { standIn() }
}

/// `UIView` (`init?(coder:)` is required of every subclass that declares an initializer).
@MainActor
open class UIView: NSObject, UIAccessibilityIdentification {
    public init(frame: CGRect) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    public var accessibilityIdentifier: String? {
        get { standIn() }
        set { standIn() }
    }
    public var subviews: [UIView] { standIn() }
    public var superview: UIView? { standIn() }
    public var window: UIWindow? { standIn() }
    public var isHidden: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var alpha: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    public var clipsToBounds: Bool {
        get { standIn() }
        set { standIn() }
    }
    public var frame: CGRect {
        get { standIn() }
        set { standIn() }
    }
    public var bounds: CGRect {
        get { standIn() }
        set { standIn() }
    }
    @available(iOS 10.0, tvOS 10.0, *)
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { standIn() }
    public var traitCollection: UITraitCollection { standIn() }
    public func addSubview(_ view: UIView) { standIn() }
    public func removeFromSuperview() { standIn() }
    public func layoutIfNeeded() { standIn() }
}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
    public var rootViewController: UIViewController? {
        get { standIn() }
        set { standIn() }
    }
    public func makeKeyAndVisible() { standIn() }
}

/// `UIScene`.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIScene: NSObject {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    public var activationState: ActivationState { standIn() }
}

/// `UIWindowScene`.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    public var windows: [UIWindow] { standIn() }
    @available(iOS 15.0, tvOS 15.0, *)
    public var keyWindow: UIWindow? { standIn() }
}

/// `UIApplication` (unavailable in app extensions).
@MainActor
open class UIApplication: NSObject {
    public class var shared: UIApplication { standIn() }
    @available(iOS 13.0, tvOS 13.0, *)
    public var connectedScenes: Set<UIScene> { standIn() }
}

/// `UIViewController`.
@MainActor
open class UIViewController: NSObject {
    public var view: UIView! {
        get { standIn() }
        set { standIn() }
    }
    public func loadViewIfNeeded() { standIn() }
    open func viewDidLoad() { standIn() }
    open func viewDidLayoutSubviews() { standIn() }
}

/// `UIImage` (not main-actor isolated).
open class UIImage: NSObject {
    public init?(named name: String) { fatalError("stand-in") }
    @available(iOS 13.0, tvOS 13.0, *)
    public init?(systemName name: String) { fatalError("stand-in") }
}

/// `UIImageView`.
@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
}

/// `UILabel`.
@MainActor
open class UILabel: UIView {
    public var text: String? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UIControl`.
@MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

/// `UITextField`.
@MainActor
open class UITextField: UIControl {
    public var placeholder: String? {
        get { standIn() }
        set { standIn() }
    }
    public var isSecureTextEntry: Bool {
        get { standIn() }
        set { standIn() }
    }
}

/// `UIButton`.
@MainActor
open class UIButton: UIControl {
    public func setTitle(_ title: String?, for state: UIControl.State) { standIn() }
    public func setImage(_ image: UIImage?, for state: UIControl.State) { standIn() }
}

/// `UISwitch` (not available on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UISwitch: UIControl {
    public var isOn: Bool {
        get { standIn() }
        set { standIn() }
    }
}

/// `UIScrollView`.
@MainActor
open class UIScrollView: UIView {}

/// `UITableView.Style` and `UITableView` (iOS 2.0; `init(frame:style:)` is its designated
/// initializer, `register(_:forCellReuseIdentifier:)` iOS 6.0,
/// `dequeueReusableCell(withIdentifier:for:)` iOS 6.0).
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, grouped
        @available(iOS 13.0, tvOS 13.0, *)
        case insetGrouped
    }
    public init(frame: CGRect, style: UITableView.Style) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    public weak var dataSource: (any UITableViewDataSource)? {
        get { standIn() }
        set { standIn() }
    }
    public var rowHeight: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { standIn() }
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { standIn() }
    public func reloadData() { standIn() }
}

/// `UITableViewDataSource` (main-actor isolated, as UIKit's protocols are; the two required
/// methods).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// `UITableViewCell.CellStyle` and `UITableViewCell` (iOS 2.0; `textLabel` is marked "will be
/// deprecated in a future release" in favour of content configurations, without a warning).
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    public var contentView: UIView { standIn() }
    public var textLabel: UILabel? { standIn() }
}

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// `UICollectionViewFlowLayout` (iOS 6.0).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public override init() { standIn() }
    public var itemSize: CGSize {
        get { standIn() }
        set { standIn() }
    }
    public var minimumLineSpacing: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    public var minimumInteritemSpacing: CGFloat {
        get { standIn() }
        set { standIn() }
    }
}

/// `UICollectionView` (iOS 6.0; `register(_:forCellWithReuseIdentifier:)` and
/// `dequeueReusableCell(withReuseIdentifier:for:)` iOS 6.0).
@MainActor
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    public weak var dataSource: (any UICollectionViewDataSource)? {
        get { standIn() }
        set { standIn() }
    }
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { standIn() }
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        standIn()
    }
    public func reloadData() { standIn() }
}

/// `UICollectionViewDataSource` (the two required methods).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// `UICollectionReusableView` (iOS 6.0).
@MainActor
open class UICollectionReusableView: UIView {}

/// `UICollectionViewCell` (iOS 6.0).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public var contentView: UIView { standIn() }
}

/// `IndexPath`'s UIKit additions (`NSIndexPath` UIKit Additions: `row` for tables, `item` for
/// collection views, iOS 2.0 and 6.0).
extension IndexPath {
    public init(row: Int, section: Int) { fatalError("stand-in") }
    public init(item: Int, section: Int) { fatalError("stand-in") }
    public var row: Int { fatalError("stand-in") }
    public var item: Int { fatalError("stand-in") }
}

/// `UITextView` (a scroll view).
@MainActor
open class UITextView: UIScrollView {}

/// `UISegmentedControl`.
@MainActor
open class UISegmentedControl: UIControl {}

/// `UISlider` (not available on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UISlider: UIControl {
    public var value: Float {
        get { standIn() }
        set { standIn() }
    }
    public func trackRect(forBounds bounds: CGRect) -> CGRect { standIn() }
    public func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { standIn() }
}

/// `UIStepper` (iOS 5.0; not available on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UIStepper: UIControl {}

/// `UIPageControl`.
@MainActor
open class UIPageControl: UIControl {}

/// `UIProgressView`.
@MainActor
open class UIProgressView: UIView {}

/// `UIActivityIndicatorView`.
@MainActor
open class UIActivityIndicatorView: UIView {}

/// `UIPickerView` (not available on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UIPickerView: UIView {}

/// `UIDatePicker` (not available on tvOS).
@available(tvOS, unavailable)
@MainActor
open class UIDatePicker: UIControl {}

/// `UINavigationBar`.
@MainActor
open class UINavigationBar: UIView {}

/// `UIDevice`.
@MainActor
open class UIDevice: NSObject {
    public class var current: UIDevice { standIn() }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { standIn() }
}

// Objective-C runtime parts of Foundation (NSObject protocol, key-value coding) that
// swift-corelibs-foundation lacks; declared here, in a module re-exporting Foundation, for
// the adapters that use them.

/// `Selector`.
public struct Selector: Hashable, Sendable {
    public init(_ name: String) { fatalError("stand-in") }
}

/// `class_getSuperclass(_:)`: the Objective-C runtime's, which `import Foundation` brings
/// on Apple platforms (Objective-C Runtime reference). `NSStringFromClass(_:)` is
/// swift-corelibs-foundation's own.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? { fatalError("stand-in") }

/// `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError("stand-in") }

extension NSObject {
    /// `NSObjectProtocol.responds(to:)`.
    public func responds(to aSelector: Selector!) -> Bool { fatalError("stand-in") }
    /// `NSKeyValueCoding.value(forKey:)`.
    public func value(forKey key: String) -> Any? { fatalError("stand-in") }
}
