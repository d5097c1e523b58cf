import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// The class-to-type table (`UIKitClassType.table`): one test per row, each capturing a fake
/// object of that class (or an app's subclass of it) whose traits alone give another type,
/// and citing the row's evidence; then the rules around the table.
@MainActor
@Suite struct UIKitClassTypeTests {
    let ui = FakeUIKit()

    /// The superclasses every UIKit view has, after its own classes.
    static let viewAncestry = ["UIView", "UIResponder", "NSObject"]

    /// The type a capture records for one element of the class chain `classes` (then
    /// ``viewAncestry``) with `traits`.
    func capturedType(_ classes: [String], traits: AccessibilityTraitSet) throws -> ControlType {
        let window = ui.window()
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(0, 100), accessibilityIdentifier: "object",
                accessibilityLabel: "Object", accessibilityTraits: traits, accessibilityClassNames: classes + Self.viewAncestry),
            to: window)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        return try #require(tree.firstIndex(identifier: "object").map { tree[$0].type })
    }

    /// The row of `className`, which the test of that row cites.
    func row(_ className: String) throws -> UIKitClassType {
        try #require(UIKitClassType.table.first { $0.className == className })
    }

    // One test per row: the evidence is the row's, repeated here so the test reads alone.

    /// A table row the app subclassed, with the button trait UIKit gives a selectable row:
    /// WebDriverAgent's FBScrollingTests.m:108 and Appium's find-e2e.spec.ts:429-431 read
    /// `UITableViewCell` rows as `XCUIElementTypeCell`.
    @Test func aTableRowIsACellWhateverItsTraits() throws {
        #expect(try row("UITableViewCell").type == .cell)
        #expect(try capturedType(["App.ProductCell", "UITableViewCell"], traits: [.button, .staticText]) == .cell)
    }

    /// WebDriverAgent's FBScrollingTests.m:108 (`XCUIElementTypeTable/XCUIElementTypeCell`)
    /// and Appium's find-e2e.spec.ts:446-448 read a `UITableView` as `XCUIElementTypeTable`.
    @Test func aTableViewIsATableAndNotAScrollView() throws {
        #expect(try row("UITableView").type == .table)
        #expect(try capturedType(["UITableView", "UIScrollView"], traits: []) == .table)
    }

    /// SFPortfolioApp's SynchronisedCollectionViewTests.swift:143-146 finds its
    /// `UICollectionViewCell` subclass among a collection view's `cells`.
    @Test func aCollectionViewItemIsACell() throws {
        #expect(try row("UICollectionViewCell").type == .cell)
        #expect(try capturedType(["App.TabBarCollectionViewCell", "UICollectionViewCell", "UICollectionReusableView"], traits: .button) == .cell)
    }

    /// SFPortfolioApp's SynchronisedCollectionViewTests.swift:141-142 finds its
    /// `UICollectionView` outlets among `app.collectionViews`.
    @Test func aCollectionViewIsACollectionView() throws {
        #expect(try row("UICollectionView").type == .collectionView)
        #expect(try capturedType(["UICollectionView", "UIScrollView"], traits: []) == .collectionView)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:254-261 reads its storyboard's `textView`
    /// as `XCUIElementTypeTextView`: a text view that is not editable (no text-area trait)
    /// is still one, and not the scroll view it is a subclass of.
    @Test func aTextViewIsATextViewEvenWhenNotEditable() throws {
        #expect(try row("UITextView").type == .textView)
        #expect(try capturedType(["UITextView", "UIScrollView"], traits: .staticText) == .textView)
    }

    /// WebDriverAgent's XCElementSnapshotHelperTests.m:166 finds the storyboard's
    /// `scrollView` among `scrollViews`.
    @Test func aScrollViewIsAScrollView() throws {
        #expect(try row("UIScrollView").type == .scrollView)
        #expect(try capturedType(["UIScrollView"], traits: []) == .scrollView)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:178-186 (`testSegmentedControlAttributes`).
    @Test func aSegmentedControlIsASegmentedControl() throws {
        #expect(try row("UISegmentedControl").type == .segmentedControl)
        #expect(try capturedType(["UISegmentedControl", "UIControl"], traits: []) == .segmentedControl)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:218-232 (`testSwitchAttributes`): a switch
    /// whose app replaced its traits is still a switch.
    @Test func aSwitchIsASwitchWhateverItsTraits() throws {
        #expect(try row("UISwitch").type == .switch)
        #expect(try capturedType(["UISwitch", "UIControl"], traits: .button) == .switch)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:188-206 (`testSliderAttributes`).
    @Test func aSliderIsASliderWhateverItsTraits() throws {
        #expect(try row("UISlider").type == .slider)
        #expect(try capturedType(["UISlider", "UIControl"], traits: []) == .slider)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:244-252 (`testPageIndicatorAttributes`): a
    /// page control is adjustable, which alone reads as a slider.
    @Test func aPageControlIsAPageIndicatorAndNotASlider() throws {
        #expect(try row("UIPageControl").type == .pageIndicator)
        #expect(ControlType(uiKitTraits: .adjustable) == .slider)
        #expect(try capturedType(["UIPageControl", "UIControl"], traits: .adjustable) == .pageIndicator)
    }

    /// WebDriverAgent's FBElementAttributeTests.m:208-216 (`testActivityIndicatorAttributes`).
    @Test func anActivityIndicatorIsAnActivityIndicator() throws {
        #expect(try row("UIActivityIndicatorView").type == .activityIndicator)
        #expect(try capturedType(["UIActivityIndicatorView"], traits: .updatesFrequently) == .activityIndicator)
    }

    /// WebDriverAgent's XCElementSnapshotHelperTests.m:80-89: the date picker holding the
    /// "Today" wheel is an `XCUIElementTypeDatePicker`.
    @Test func aDatePickerIsADatePicker() throws {
        #expect(try row("UIDatePicker").type == .datePicker)
        #expect(try capturedType(["UIDatePicker", "UIControl"], traits: []) == .datePicker)
    }

    /// Appium's find-e2e.spec.ts:174-182 and SFPortfolioApp's
    /// SynchronisedCollectionViewTests.swift:140 read a navigation controller's bar as
    /// `XCUIElementTypeNavigationBar`.
    @Test func aNavigationBarIsANavigationBar() throws {
        #expect(try row("UINavigationBar").type == .navigationBar)
        #expect(try capturedType(["UINavigationBar"], traits: []) == .navigationBar)
    }

    // The rules around the table.

    @Test func everyRowHasItsOwnClassAnXCUITestTypeAndEvidence() {
        let names = UIKitClassType.table.map(\.className)
        #expect(Set(names).count == names.count)
        for row in UIKitClassType.table {
            #expect(row.className.hasPrefix("UI"), "\(row.className)")
            #expect(row.type != .any && row.type != .other, "\(row.className)")
            // A repository at a commit, then a file and its line.
            #expect(row.evidence.contains("@") && row.evidence.contains(":"), "\(row.className)")
        }
    }

    @Test func theMostSpecificClassWithARowDecides() {
        // A table is a scroll view: its own row comes first in its class chain.
        #expect(ControlType(uiKitClassNames: ["UITableView", "UIScrollView", "UIView"], traits: []) == .table)
        #expect(ControlType(uiKitClassNames: ["UIScrollView", "UIView"], traits: []) == .scrollView)
        // A cell class nested in an app's module and several subclasses deep.
        #expect(ControlType(uiKitClassNames: ["App.Deep", "App.Base", "UICollectionViewCell", "UIView"], traits: .button) == .cell)
    }

    @Test func aSwiftUIListIsTypedByTheUIKitViewsItIsDrawnWith() {
        // From iOS 16 a List is a collection view of SwiftUI's own subclasses (the names here
        // stand for SwiftUI's private ones), before it a table (siteline/swiftui-introspect#169).
        #expect(ControlType(uiKitClassNames: ["SwiftUI.ListView", "UICollectionView", "UIScrollView", "UIView"], traits: []) == .collectionView)
        #expect(ControlType(uiKitClassNames: ["SwiftUI.ListCell", "UICollectionViewCell", "UIView"], traits: .button) == .cell)
        #expect(ControlType(uiKitClassNames: ["SwiftUI.ListTableView", "UITableView", "UIScrollView", "UIView"], traits: []) == .table)
    }

    @Test func aClassWithoutARowKeepsTheTypeItsTraitsGive() {
        // UIButton, UILabel and UITextField have no row: their traits say what XCUITest does.
        #expect(ControlType(uiKitClassNames: ["UIButton", "UIControl", "UIView"], traits: .button) == .button)
        #expect(ControlType(uiKitClassNames: ["UILabel", "UIView"], traits: [.staticText, .header]) == .staticText)
        #expect(
            ControlType(uiKitClassNames: ["UITextField", "UIControl", "UIView"], traits: [.textEntry, .secureTextField])
                == .secureTextField)
        // An object of no known class (a SwiftUI element, a conformer that does not say).
        #expect(ControlType(uiKitClassNames: [], traits: .button) == .button)
        #expect(ControlType(uiKitClassNames: ["SwiftUI.AccessibilityNode", "NSObject"], traits: .image) == .image)
    }

    @Test func aConformerThatDoesNotNameItsClassIsTypedByItsTraits() throws {
        // The fakes' default: no class names, as every conformer before the class was exposed.
        let window = ui.window()
        ui.element("row", rect(0, 100), traits: .button, in: window)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[try #require(tree.firstIndex(identifier: "row"))].type == .button)
    }
}
