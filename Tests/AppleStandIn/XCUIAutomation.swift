// A test-only stand-in of the documented XCUIAutomation (XCTest UI testing) API surface
// RapidMap's adapters use, so `.ci/typecheck-adapters.sh` can type-check them on Linux.
// Names and types follow Apple's documentation; bodies are placeholders and never run.
//
// To extend it (as `typeText(_:)` was for the docs' `waitFor` example): add the member with its documented
// name, type, isolation and `throws`/`async`, a body of `fatalError()`, and nothing else.
@_exported import Foundation  // as the real framework does

@MainActor
private func standIn() -> Never { fatalError("Apple API stand-in: type-checking only") }

/// `XCUIElementAttributes`: what an element or a snapshot exposes.
@MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
}

/// `XCUIElementSnapshot`: the attributes of an element and its descendants at one moment.
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

/// `XCUIElementSnapshotProviding`.
@MainActor
public protocol XCUIElementSnapshotProviding {
    func snapshot() throws -> any XCUIElementSnapshot
}

/// `XCUIElementTypeQueryProvider`: a few of the documented queries.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    var buttons: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var secureTextFields: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
    var windows: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
}

extension XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { standIn() }
    public var staticTexts: XCUIElementQuery { standIn() }
    public var textFields: XCUIElementQuery { standIn() }
    public var secureTextFields: XCUIElementQuery { standIn() }
    public var otherElements: XCUIElementQuery { standIn() }
    public var windows: XCUIElementQuery { standIn() }
    public var cells: XCUIElementQuery { standIn() }
}

/// `XCUIElement`.
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementSnapshotProviding, XCUIElementTypeQueryProvider {
    /// `XCUIElement.ElementType`, with its documented raw values.
    public enum ElementType: UInt, Sendable {
        case `any` = 0
        case other = 1
        case application = 2
        case group = 3
        case window = 4
        case sheet = 5
        case drawer = 6
        case alert = 7
        case dialog = 8
        case button = 9
        case radioButton = 10
        case radioGroup = 11
        case checkBox = 12
        case disclosureTriangle = 13
        case popUpButton = 14
        case comboBox = 15
        case menuButton = 16
        case toolbarButton = 17
        case popover = 18
        case keyboard = 19
        case key = 20
        case navigationBar = 21
        case tabBar = 22
        case tabGroup = 23
        case toolbar = 24
        case statusBar = 25
        case table = 26
        case tableRow = 27
        case tableColumn = 28
        case outline = 29
        case outlineRow = 30
        case browser = 31
        case collectionView = 32
        case slider = 33
        case pageIndicator = 34
        case progressIndicator = 35
        case activityIndicator = 36
        case segmentedControl = 37
        case picker = 38
        case pickerWheel = 39
        case `switch` = 40
        case toggle = 41
        case link = 42
        case image = 43
        case icon = 44
        case searchField = 45
        case scrollView = 46
        case scrollBar = 47
        case staticText = 48
        case textField = 49
        case secureTextField = 50
        case datePicker = 51
        case textView = 52
        case menu = 53
        case menuItem = 54
        case menuBar = 55
        case menuBarItem = 56
        case map = 57
        case webView = 58
        case incrementArrow = 59
        case decrementArrow = 60
        case timeline = 61
        case ratingIndicator = 62
        case valueIndicator = 63
        case splitGroup = 64
        case splitter = 65
        case relevanceIndicator = 66
        case colorWell = 67
        case helpTag = 68
        case matte = 69
        case dockItem = 70
        case ruler = 71
        case rulerMarker = 72
        case grid = 73
        case levelIndicator = 74
        case cell = 75
        case layoutArea = 76
        case layoutItem = 77
        case handle = 78
        case stepper = 79
        case tab = 80
        case touchBar = 81
        case statusItem = 82
    }

    /// `XCUIElement.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public var identifier: String { standIn() }
    public var frame: CGRect { standIn() }
    public var value: Any? { standIn() }
    public var title: String { standIn() }
    public var label: String { standIn() }
    public var elementType: ElementType { standIn() }
    public var isEnabled: Bool { standIn() }
    public var placeholderValue: String? { standIn() }
    public var isSelected: Bool { standIn() }

    public var exists: Bool { standIn() }
    public var isHittable: Bool { standIn() }
    public func waitForExistence(timeout: TimeInterval) -> Bool { standIn() }
    public func snapshot() throws -> any XCUIElementSnapshot { standIn() }
    public func descendants(matching type: ElementType) -> XCUIElementQuery { standIn() }
    public func children(matching type: ElementType) -> XCUIElementQuery { standIn() }
    /// Unavailable on tvOS, where the remote moves the focus instead.
    @available(tvOS, unavailable)
    public func tap() { standIn() }
    public func typeText(_ text: String) { standIn() }
}

/// `XCUIElementQuery`.
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    public var element: XCUIElement { standIn() }
    public var count: Int { standIn() }
    public var firstMatch: XCUIElement { standIn() }
    public var allElementsBoundByIndex: [XCUIElement] { standIn() }
    public func element(boundBy index: Int) -> XCUIElement { standIn() }
    public func element(matching predicate: NSPredicate) -> XCUIElement { standIn() }
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement { standIn() }
    public subscript(key: String) -> XCUIElement { standIn() }
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery { standIn() }
    public func matching(identifier: String) -> XCUIElementQuery { standIn() }
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { standIn() }
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery { standIn() }
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { standIn() }
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { standIn() }
}

/// `XCUIApplication`.
@MainActor
open class XCUIApplication: XCUIElement {
    /// `XCUIApplication.State`.
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    public override init() { standIn() }
    public init(bundleIdentifier: String) { standIn() }
    public var state: State { standIn() }
    public var launchArguments: [String] {
        get { standIn() }
        set { standIn() }
    }
    public var launchEnvironment: [String: String] {
        get { standIn() }
        set { standIn() }
    }
    public func launch() { standIn() }
    public func activate() { standIn() }
    public func terminate() { standIn() }
    public func wait(for state: State, timeout: TimeInterval) -> Bool { standIn() }
}

/// Foundation's `NSPredicate`, whose format strings swift-corelibs-foundation marks
/// unavailable. Declared here, in a module that re-exports Foundation, it shadows
/// Foundation's for every file importing this stand-in, with the documented initializers
/// (`NSPredicate(format: "identifier BEGINSWITH %@", prefix)` type-checks).
open class NSPredicate: NSObject, @unchecked Sendable {
    public init(format predicateFormat: String, _ args: any CVarArg...) { fatalError("stand-in") }
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) { fatalError("stand-in") }
    public init(block: @escaping (Any?, [String: Any]?) -> Bool) { fatalError("stand-in") }
    public init(value: Bool) { fatalError("stand-in") }
}
