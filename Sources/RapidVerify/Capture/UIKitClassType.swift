import Foundation

/// One row of the table that gives a UIKit object's type from its class, as XCUITest records
/// it: a table row is a `cell` whatever its traits say (a unit-test capture that read only the
/// traits recorded it `button`, so its map failed in a UI test of the same screen).
///
/// Apple documents the types (`XCUIElement.ElementType`), not which class gets which, so
/// every row names its evidence: a recording or a UI test of a public app whose class is
/// known, or a peer's code. A class without a row keeps the type its traits give
/// (``ControlType/init(uiKitTraits:)``).
package struct UIKitClassType: Sendable, Hashable {
    /// The UIKit class, as `NSStringFromClass` names it (`"UITableViewCell"`).
    package let className: String
    /// The type XCUITest records for an object of the class or of a subclass.
    package let type: ControlType
    /// Where the mapping is seen: repository, commit, file and line.
    package let evidence: String

    /// A row.
    package init(_ className: String, _ type: ControlType, evidence: String) {
        self.className = className
        self.type = type
        self.evidence = evidence
    }
}

extension UIKitClassType {
    /// WebDriverAgent's integration app (its storyboard gives each view's class) and the
    /// integration tests that read the types XCUITest gives them, at one commit.
    static let webDriverAgent = "appium/WebDriverAgent@c279b4c7 WebDriverAgentTests"
    /// Appium's XCUITest driver, whose functional tests run against Apple's UICatalog sample
    /// (appium/ios-uicatalog@af1c7358, Main_iPhone.storyboard gives the classes).
    static let appiumUICatalog = "appium/appium-xcuitest-driver@05ce2bee test/functional/basic"

    /// The rows, one per class. A class's subclasses take its row:
    /// ``ControlType/init(uiKitClassNames:traits:)`` looks the object's class up first, then
    /// each superclass. So an app's cells do, and so does SwiftUI's `List`, which UIKit
    /// views of SwiftUI's own classes draw: subclasses of `UICollectionView` and
    /// `UICollectionViewCell` from iOS 16 on, of `UITableView` and `UITableViewCell` before
    /// (siteline/swiftui-introspect#169 and #218; realm/realm-swift#8054 moved its SwiftUI UI
    /// tests from tables to collection views for iOS 16). SwiftUI's other elements are no
    /// UIKit views: their traits give their type. Classes whose traits already give XCUITest's type
    /// (`UIButton`, `UILabel`, `UITextField`: a secure or search field is told by its traits,
    /// `UIImageView`) have no row; nor have those no evidence was found for yet
    /// (`UIProgressView`, `UIStepper`, `UIPickerView`, `UISearchBar`, `UITabBar`,
    /// `UIToolbar`, `WKWebView`): their type stays the one their traits give.
    package static let table: [UIKitClassType] = [
        UIKitClassType(
            "UITableViewCell", .cell,
            evidence: "\(webDriverAgent): FBScrollingTests.m:108 finds `**/XCUIElementTypeTable/XCUIElementTypeCell[60]` "
                + "among the storyboard's `tableViewCell` rows (FBTableDataSource.m); FBElementVisibilityTests.m:68 "
                + "reads them as `cells`. \(appiumUICatalog)/find-e2e.spec.ts:429-431: the first child of UICatalog's "
                + "table is an `XCUIElementTypeCell`"),
        UIKitClassType(
            "UITableView", .table,
            evidence: "\(webDriverAgent): FBScrollingTests.m:108, the storyboard's `tableView`. "
                + "\(appiumUICatalog)/find-e2e.spec.ts:446-448: UICatalog's one scrollable element, its "
                + "`UITableViewController`'s table, is an `XCUIElementTypeTable`"),
        UIKitClassType(
            "UICollectionViewCell", .cell,
            evidence: "scalefocus/SFPortfolioApp@b3ca7bab SynchronisedCollectionViewTests.swift:143-146 finds "
                + "`TabBarCollectionViewCell` (a `UICollectionViewCell`, TabBarCollectionViewCell.swift:10) by its "
                + "identifier among the collection view's `cells`"),
        UIKitClassType(
            "UICollectionView", .collectionView,
            evidence: "scalefocus/SFPortfolioApp@b3ca7bab SynchronisedCollectionViewTests.swift:141-142 finds the "
                + "`UICollectionView` outlets (SynchronisedCollectionViewsViewController.swift:20, :128) among "
                + "`app.collectionViews`"),
        UIKitClassType(
            "UITextView", .textView,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:254-261, `testTextViewAttributes`: the storyboard's "
                + "`textView` is an `XCUIElementTypeTextView`"),
        UIKitClassType(
            "UIScrollView", .scrollView,
            evidence: "\(webDriverAgent): XCElementSnapshotHelperTests.m:166 finds the storyboard's `scrollView` "
                + "(identifier \"scrollView\", Main.storyboard:600-603) among `scrollViews`"),
        UIKitClassType(
            "UISegmentedControl", .segmentedControl,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:178-186, `testSegmentedControlAttributes`"),
        UIKitClassType(
            "UISwitch", .switch,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:218-232, `testSwitchAttributes`"),
        UIKitClassType(
            "UISlider", .slider,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:188-206, `testSliderAttributes`"),
        UIKitClassType(
            "UIPageControl", .pageIndicator,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:244-252, `testPageIndicatorAttributes`: the "
                + "storyboard's `pageControl` is an `XCUIElementTypePageIndicator`"),
        UIKitClassType(
            "UIActivityIndicatorView", .activityIndicator,
            evidence: "\(webDriverAgent): FBElementAttributeTests.m:208-216, `testActivityIndicatorAttributes`"),
        UIKitClassType(
            "UIDatePicker", .datePicker,
            evidence: "\(webDriverAgent): XCElementSnapshotHelperTests.m:80-89: the parent of the storyboard's "
                + "`datePicker` wheel \"Today\" is an `XCUIElementTypeDatePicker`"),
        UIKitClassType(
            "UINavigationBar", .navigationBar,
            evidence: "\(appiumUICatalog)/find-e2e.spec.ts:174-182: UICatalog's navigation controller's bar is an "
                + "`XCUIElementTypeNavigationBar`; scalefocus/SFPortfolioApp@b3ca7bab "
                + "SynchronisedCollectionViewTests.swift:140"),
    ]

    /// The rows by class name.
    static let byClassName: [String: ControlType] = Dictionary(
        table.map { ($0.className, $0.type) }, uniquingKeysWith: { first, _ in first })
}

extension ControlType {
    /// The type XCUITest records for a UIKit object: the type of the first of `classNames`
    /// (the object's class, then its superclasses, most specific first) that
    /// ``UIKitClassType/table`` has a row for; else the type its traits give
    /// (``init(uiKitTraits:)``), as for an object whose class is not known (no names).
    package init(uiKitClassNames classNames: [String], traits: AccessibilityTraitSet) {
        self = classNames.lazy.compactMap { UIKitClassType.byClassName[$0] }.first ?? ControlType(uiKitTraits: traits)
    }
}
