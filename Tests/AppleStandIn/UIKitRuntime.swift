// A runnable fake of the part of UIKit the Xcode app fixture's view controllers
// (Tests/XcodeAppFixture/Sources/App) and RapidTesting's UIKit adapter
// (Sources/RapidTesting/UIKitAccessibilityObject.swift, UIKitCaptureHost.swift) use, compiled
// as a module named UIKit by `.ci/fixture-capture.bash`, which captures the fixture's views
// through RapidTesting's UIKit capture and checks them against their maps and recordings. Unlike Tests/AppleStandIn/UIKit.swift (signatures only,
// for type-checking), this one runs: views keep their properties, lay out, and answer the
// accessibility defaults UIKit gives each standard view, so the types, labels and frames a
// capture reads come from the views the fixture builds, never from the check.
//
// The names and types are UIKit's (Tests/AppleStandIn/UIKit.swift carries the same ones with
// their availability). The defaults are those Apple documents for the informal
// UIAccessibility protocol (each quoted or named beside it) and for the standard controls,
// which are accessibility elements labelled by their own text (Apple's "Accessibility
// Programming Guide for iOS": standard UIKit controls and views are accessible by default);
// the private trait bits a text field and a switch carry are those real dumps show (RapidMap's
// `AccessibilityTraitSet` names them; the fixture's recordings carry `switchButton`).
// Layout is the views' frames as the app sets them (no Auto Layout), and a view's
// `layoutSubviews()` lets its view controller lay out (`viewDidLayoutSubviews()`), as UIKit's
// does. A window is at the screen's origin, so window coordinates are screen coordinates.
@_exported import Foundation

/// `UIAccessibilityTraits`: the documented bits, and the private ones UIKit's standard views
/// set (named as RapidMap's `AccessibilityTraitSet` names them, from real dumps).
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Private: a text field accepts text entry.
    static let textEntry = UIAccessibilityTraits(rawValue: 1 << 18)
    /// Private: a secure text field.
    static let secureTextField = UIAccessibilityTraits(rawValue: 1 << 24)
    /// Private: a switch (`UISwitch`).
    static let switchButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0, dataTable, list, landmark, semanticGroup
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// `UIAccessibilityCustomAction`.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    public var name: String
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { self.name = name }
}

/// `UIAccessibilityIdentification`.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

/// What an app set on an object through the informal `UIAccessibility` protocol; nil: not
/// set, the object's class answers its default.
@MainActor
final class AccessibilityAttributes {
    var isAccessibilityElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var containerType = UIAccessibilityContainerType.none
    var customActions: [UIAccessibilityCustomAction]?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
}

/// The objects that keep accessibility attributes (views and accessibility elements), and
/// their class's defaults.
@MainActor
protocol AccessibilityAttributed: AnyObject {
    var attributes: AccessibilityAttributes { get }
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityTraits: UIAccessibilityTraits { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityFrame: CGRect { get }
}

/// NSObject's informal `UIAccessibility` and `UIAccessibilityContainer` protocols. An object
/// that is no view or accessibility element answers UIKit's defaults and ignores writes.
@MainActor
extension NSObject {
    private var attributed: (any AccessibilityAttributed)? { self as? any AccessibilityAttributed }

    /// "The default value for this property is false unless the receiver is a standard UIKit
    /// control" (Apple's documentation of `isAccessibilityElement`).
    public var isAccessibilityElement: Bool {
        get { attributed.map { $0.attributes.isAccessibilityElement ?? $0.defaultIsAccessibilityElement } ?? false }
        set { attributed?.attributes.isAccessibilityElement = newValue }
    }
    /// A standard control's label is its text (a button's title, a label's text).
    public var accessibilityLabel: String? {
        get { attributed.flatMap { $0.attributes.label ?? $0.defaultAccessibilityLabel } }
        set { attributed?.attributes.label = newValue }
    }
    public var accessibilityHint: String? {
        get { attributed?.attributes.hint }
        set { attributed?.attributes.hint = newValue }
    }
    public var accessibilityValue: String? {
        get { attributed.flatMap { $0.attributes.value ?? $0.defaultAccessibilityValue } }
        set { attributed?.attributes.value = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { attributed.map { $0.attributes.traits ?? $0.defaultAccessibilityTraits } ?? [] }
        set { attributed?.attributes.traits = newValue }
    }
    /// A view's frame on screen: by Apple's documentation of `accessibilityFrame`, zero for
    /// an object that is no view and a view's own frame, in screen coordinates, for a view; so
    /// a view outside a window answers zero here, as the capture fakes model it.
    public var accessibilityFrame: CGRect {
        get { attributed.map { $0.attributes.frame ?? $0.defaultAccessibilityFrame } ?? .zero }
        set { attributed?.attributes.frame = newValue }
    }
    public var accessibilityElementsHidden: Bool {
        get { attributed?.attributes.elementsHidden ?? false }
        set { attributed?.attributes.elementsHidden = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { attributed?.attributes.viewIsModal ?? false }
        set { attributed?.attributes.viewIsModal = newValue }
    }
    public var shouldGroupAccessibilityChildren: Bool {
        get { attributed?.attributes.groupsChildren ?? false }
        set { attributed?.attributes.groupsChildren = newValue }
    }
    public var accessibilityElements: [Any]? {
        get { attributed?.attributes.elements }
        set { attributed?.attributes.elements = newValue }
    }
    public var accessibilityContainerType: UIAccessibilityContainerType {
        get { attributed?.attributes.containerType ?? .none }
        set { attributed?.attributes.containerType = newValue }
    }
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { attributed?.attributes.customActions }
        set { attributed?.attributes.customActions = newValue }
    }
    public var accessibilityRespondsToUserInteraction: Bool {
        get { isAccessibilityElement }
        set {}
    }
    public var accessibilityPath: UIBezierPath? {
        get { attributed?.attributes.path }
        set { attributed?.attributes.path = newValue }
    }
    /// "The default value for this property is the midpoint of the accessibility frame."
    public var accessibilityActivationPoint: CGPoint {
        get {
            if let point = attributed?.attributes.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { attributed?.attributes.activationPoint = newValue }
    }
    /// No indexed elements: an object answers `NSNotFound` from iOS 17 on.
    public func accessibilityElementCount() -> Int { NSNotFound }
    public func accessibilityElement(at index: Int) -> Any? { nil }
    public func index(ofAccessibilityElement element: Any) -> Int { NSNotFound }
}

/// `UIAccessibilityElement`: not an element until the app says so, its frame as set.
@MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification, AccessibilityAttributed {
    let attributes = AccessibilityAttributes()
    public var accessibilityIdentifier: String?
    public weak var accessibilityContainer: AnyObject?
    public var accessibilityFrameInContainerSpace = CGRect.null
    public init(accessibilityContainer container: Any) { accessibilityContainer = container as AnyObject }
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityFrame: CGRect { .zero }
}

/// `UIBezierPath`.
open class UIBezierPath: NSObject {
    public let bounds: CGRect
    public init(rect: CGRect) { bounds = rect }
}

/// `UIAccessibility`.
public enum UIAccessibility {
    /// A rectangle in `view`'s coordinates, on screen.
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.convert(rect, to: nil) }
}

/// `UITraitCollection`: a phone's, left to right.
@MainActor
open class UITraitCollection: NSObject {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
}

/// `UIView`: a frame in its superview, subviews back to front, and layout.
@MainActor
open class UIView: NSObject, UIAccessibilityIdentification, AccessibilityAttributed {
    let attributes = AccessibilityAttributes()
    public var accessibilityIdentifier: String?
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The view controller whose view this is (it lays out with the view).
    weak var owner: UIViewController?
    public var frame: CGRect
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var clipsToBounds = false

    public init(frame: CGRect) { self.frame = frame }
    /// Views are built in code here: a view from an archive is not.
    public required init?(coder: NSCoder) { return nil }
    public convenience override init() { self.init(frame: .zero) }

    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// A phone's traits in a window; unspecified outside one.
    public var traitCollection: UITraitCollection { UITraitCollection(userInterfaceIdiom: window == nil ? .unspecified : .phone) }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Lays out this view, then its subviews, top down.
    public func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }
    /// The view controller of this view lays out its subviews.
    open func layoutSubviews() { owner?.viewDidLayoutSubviews() }
    public func setNeedsLayout() {}
    /// `rect` in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
    }
    private var originInWindow: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            point.x += current.frame.origin.x
            point.y += current.frame.origin.y
            view = current.superview
        }
        return point
    }

    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityFrame: CGRect { window == nil ? .zero : convert(bounds, to: nil) }
}

/// `UIWindow`: at the screen's origin; its root view controller's view fills it.
@MainActor
open class UIWindow: UIView {
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }
    /// Shows the window: its views lay out.
    public func makeKeyAndVisible() { layoutIfNeeded() }
}

/// `UIScene`: a scene of the app.
@MainActor
open class UIScene: NSObject {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    public var activationState = ActivationState.unattached
}

/// `UIWindowScene`: a scene showing windows, one of them key.
@MainActor
open class UIWindowScene: UIScene {
    public var keyWindow: UIWindow?
}

/// `UIApplication`: the app of a test bundle without a host application (a capture
/// program, as a Swift package's test target), which has no connected scene; RapidTesting's
/// capture host asks for the key window only when the bundle runs inside an app (`.app`).
@MainActor
open class UIApplication: NSObject {
    public static let shared = UIApplication()
    public var connectedScenes: Set<UIScene> = []
}

/// `UIDevice`: an iPhone (the idiom RapidTesting records where a view's traits say none).
@MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// `UIViewController`: its view is loaded (`loadView()`, then `viewDidLoad()`) when first asked for.
@MainActor
open class UIViewController: NSObject {
    private var loadedView: UIView?
    public override init() {}
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owner = self
        }
    }
    public var isViewLoaded: Bool { loadedView != nil }
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }
    /// A plain view, the screen's size.
    open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    open func viewDidLoad() {}
    open func viewDidLayoutSubviews() {}
}

/// `UIImage`: a named or system image.
open class UIImage: NSObject {
    let name: String
    public init?(named name: String) { self.name = name }
    public init?(systemName name: String) { self.name = name }
}

/// `UILabel`: an element whose label is its text, with the static-text trait.
@MainActor
open class UILabel: UIView {
    public var text: String?
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
    override var defaultAccessibilityLabel: String? { text }
}

/// `UIImageView`: no element by default, with the image trait.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { return nil }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}

/// `UIControl`: a disabled control has the not-enabled trait.
@MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let disabled = State(rawValue: 1 << 1)
    }
    public var isEnabled = true
    public var isSelected = false
    var controlTraits: UIAccessibilityTraits {
        UIAccessibilityTraits().union(isEnabled ? [] : .notEnabled).union(isSelected ? .selected : [])
    }
    override var defaultIsAccessibilityElement: Bool { true }
}

/// `UIButton`: an element with the button trait, labelled by its title.
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    public func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    public var currentTitle: String? { titles[UIControl.State.normal.rawValue] }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlTraits.union(.button) }
    override var defaultAccessibilityLabel: String? { currentTitle }
}

/// `UITextField`: an element with the text-entry trait (and the secure one when its entry is
/// secure), whose value is its text.
@MainActor
open class UITextField: UIControl {
    public var text: String?
    public var placeholder: String?
    public var isSecureTextEntry = false
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        controlTraits.union(.textEntry).union(isSecureTextEntry ? .secureTextField : [])
    }
    override var defaultAccessibilityValue: String? { text?.isEmpty == false ? text : nil }
}

/// `UISwitch`: an element with the button and switch traits whose value is "1" when on.
@MainActor
open class UISwitch: UIControl {
    public var isOn = false
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlTraits.union([.button, .switchButton]) }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
}

/// `UISlider`: an adjustable element whose value is its position as a percentage. The
/// adapter asks it for its thumb (`trackRect(forBounds:)`, `thumbRect(forBounds:trackRect:value:)`),
/// its default activation point. The fixture builds no slider yet, so the geometry is a plain
/// model, not UIKit's drawing: a 4-point track across the bounds' middle and a 28-point thumb
/// centred at the value's place along it.
@available(tvOS, unavailable)
@MainActor
open class UISlider: UIControl {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlTraits.union(.adjustable) }
    override var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    public func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }
    public func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = CGFloat(span > 0 ? (value - minimumValue) / span : 0)
        let side: CGFloat = 28
        let x = rect.minX + (rect.width - side) * fraction
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
    }
}

/// `UIScrollView`: a view (its scrolling is not modelled: the fixture's screens fit).
@MainActor
open class UIScrollView: UIView {}

extension UIScrollView {
    /// A reload of a table or collection view: `old` cells taken out, `count` new ones (the
    /// data source's, by index) added as subviews, in order.
    func replaceCells<Cell: UIView>(_ old: [Cell], count: Int, _ cell: (Int) -> Cell) -> [Cell] {
        old.forEach { $0.removeFromSuperview() }
        let cells = (0..<count).map(cell)
        cells.forEach(addSubview)
        return cells
    }
}

/// `UITableView`: one section whose rows its data source gives, each `rowHeight` tall, built
/// at its first layout (and after `reloadData()`), top to bottom, as many as the data source
/// counts (UIKit builds only the rows on screen; the fixture's fit). Cells are built from the
/// registered class, which must be `UITableViewCell` itself: Swift cannot build a subclass
/// from its class as Objective-C's `alloc`/`init` does without a `required` initializer,
/// which UIKit's is not.
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }
    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)?
    /// The height of a default-style row at the default text size.
    public var rowHeight: CGFloat = 44
    private var registered: [String: AnyClass] = [:]
    private var rows: [UITableViewCell] = []
    private var needsReload = true

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { return nil }

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registered[identifier] = cellClass }
    /// A new cell of the registered class (no reuse pool: every row is built once).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registered[identifier] else { fatalError("unable to dequeue a cell with identifier \(identifier)") }
        precondition(cellClass == UITableViewCell.self, "the runnable stand-in builds UITableViewCell itself only")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    public func reloadData() { needsReload = true }

    open override func layoutSubviews() {
        if needsReload, let dataSource {
            needsReload = false
            rows = replaceCells(rows, count: dataSource.tableView(self, numberOfRowsInSection: 0)) {
                dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0))
            }
        }
        for (index, cell) in rows.enumerated() {
            cell.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
        }
        super.layoutSubviews()
    }
}

/// `UITableViewDataSource`: the two required methods.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// `UITableViewCell`: a content view filling the cell, holding the default style's text label
/// (inset by the system's 20-point margin). A cell is one accessibility element whose label
/// UIKit builds from its content (here the text label's text), with the button trait a
/// selectable row has in a UIKit capture (issue 47: a unit-test capture, typed by its traits
/// alone, recorded a table row `button`).
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }
    public let contentView: UIView
    public let textLabel: UILabel?

    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        let label = UILabel(frame: .zero)
        textLabel = label
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(label)
    }
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        contentView.frame = bounds
        textLabel?.frame = CGRect(x: 20, y: 0, width: max(0, bounds.width - 40), height: bounds.height)
        super.layoutSubviews()
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    override var defaultAccessibilityLabel: String? { textLabel?.text }
}

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// `UICollectionViewFlowLayout`, with UIKit's documented defaults (items 50 by 50 points,
/// 10 points between lines and between items).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
}

/// `UICollectionView`: one section whose items its data source gives, placed by its flow
/// layout left to right and wrapping (UIKit spreads a line's spare room between its items;
/// the fixture's items fill their lines), built at its first layout and after `reloadData()`.
/// Cells are built from the registered class, which must be `UICollectionViewCell` itself
/// (as for `UITableView`).
@MainActor
open class UICollectionView: UIScrollView {
    public let collectionViewLayout: UICollectionViewLayout
    public weak var dataSource: (any UICollectionViewDataSource)?
    private var registered: [String: AnyClass] = [:]
    private var items: [UICollectionViewCell] = []
    private var needsReload = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { return nil }

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registered[identifier] = cellClass }
    /// A new cell of the registered class (no reuse pool: every item is built once).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registered[identifier] else { fatalError("could not dequeue a cell with identifier \(identifier)") }
        precondition(cellClass == UICollectionViewCell.self, "the runnable stand-in builds UICollectionViewCell itself only")
        return UICollectionViewCell(frame: .zero)
    }
    public func reloadData() { needsReload = true }

    open override func layoutSubviews() {
        if needsReload, let dataSource {
            needsReload = false
            items = replaceCells(items, count: dataSource.collectionView(self, numberOfItemsInSection: 0)) {
                dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: 0))
            }
        }
        let flow = collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        var origin = CGPoint.zero
        for cell in items {
            if origin.x > 0 && origin.x + flow.itemSize.width > bounds.width {
                origin = CGPoint(x: 0, y: origin.y + flow.itemSize.height + flow.minimumLineSpacing)
            }
            cell.frame = CGRect(origin: origin, size: flow.itemSize)
            origin.x += flow.itemSize.width + flow.minimumInteritemSpacing
        }
        super.layoutSubviews()
    }
}

/// `UICollectionViewDataSource`: the two required methods.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {}

/// `UICollectionViewCell`: a content view filling the cell; no accessibility element of its
/// own (its content is read) unless the app makes it one.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    public override init(frame: CGRect) {
        contentView = UIView(frame: .zero)
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }
}

/// `IndexPath`'s UIKit additions: a section, then a row (tables) or an item (collection views).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

// Objective-C runtime parts of Foundation that swift-corelibs-foundation lacks, as the
// type-checking stand-in declares them: no object of this fake answers a selector it does
// not declare.

/// `Selector`.
public struct Selector: Hashable, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
}

/// `class_getSuperclass(_:)` of the Objective-C runtime: the class's superclass.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? { cls.flatMap { _getSuperclass($0) } }

/// `NSStringFromClass(_:)` as Objective-C names classes: UIKit's and Foundation's by their
/// own name (`UITableViewCell`, `NSObject`), a Swift class qualified by its module
/// (`App.AlbumsViewController`). It shadows swift-corelibs-foundation's, which qualifies
/// every class.
public func NSStringFromClass(_ aClass: AnyClass) -> String {
    let name = String(reflecting: aClass)
    for module in ["UIKit.", "Foundation."] where name.hasPrefix(module) { return String(name.dropFirst(module.count)) }
    return name
}

/// `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension NSObject {
    /// `NSObjectProtocol.responds(to:)`: nothing outside the declared API.
    public func responds(to aSelector: Selector!) -> Bool { false }
    /// `NSKeyValueCoding.value(forKey:)`.
    public func value(forKey key: String) -> Any? { nil }
}
