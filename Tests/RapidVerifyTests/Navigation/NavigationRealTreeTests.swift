import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// Map entries resolved and screens found on the real dumps in `../shared/realtrees/` (see
/// SOURCES.md there): which screens' roots each holds, and entries that resolve to exactly one
/// element, to none and to several.
@Suite(.enabled(if: RealTrees.available), .tags(.realTrees)) struct NavigationRealTreeTests {
    static func read(_ name: String) throws -> AccessibilityTree {
        try AccessibilityTree(contentsOf: RealTrees.url(name))
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Frame {
        Frame(x: x, y: y, width: w, height: h)
    }

    /// A screen of the Japanese calendar: its navigation bar carries the screen identifier.
    enum DayViewScreen: UnqualifiedTestScreen {
        static var screenIdentifier: String { "DayViewContainerView" }
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .button, identifier: nil, label: "検索"),
                ControlInformation(index: 1, type: .button, identifier: nil, label: "今日"),
                ControlInformation(index: 2, type: .scrollView, identifier: "scroll-view3"),
                ControlInformation(index: 3, type: .scrollView, identifier: "scroll-view9"),
            ]
        }
    }
    enum CalendarToolbar: UnqualifiedTestScreen {
        static var screenIdentifier: String { "Toolbar" }
        static func controlsInformation() -> [ControlInformation] {
            [ControlInformation(index: 0, type: .any, identifier: nil, label: "今日")]
        }
    }

    /// The XQUITestDemo "我的" (Mine) tab, under a progress HUD window.
    enum MineScreen: UnqualifiedTestScreen {
        static var screenIdentifier: String { "我的" }
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .button, identifier: "touchMe", label: "点我"),
                ControlInformation(index: 1, type: .any, identifier: nil, label: "点我"),
                ControlInformation(index: 2, type: .any, identifier: nil, label: "我的"),
            ]
        }
    }
    /// The same app seen by a screen whose root identifier the dump lacks: its label queries
    /// search the whole app.
    enum DemoWholeApp: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .any, identifier: nil, label: "点我"),
                ControlInformation(index: 1, type: .button, identifier: nil, label: "点我"),
            ]
        }
    }
    enum ProgressHUD: UnqualifiedTestScreen {
        static var screenIdentifier: String { "SVProgressHUD" }
        static func controlsInformation() -> [ControlInformation] { [] }
    }
    enum SioeyeHome: UnqualifiedTestScreen {
        static var screenIdentifier: String { "Sioeye" }
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .navigationBar, identifier: "Sioeye"),
                ControlInformation(index: 1, type: .button, identifier: nil, label: "Discover"),
            ]
        }
    }
    /// TestPilot's dump sets no screen identifier: label queries search the whole app.
    enum ExploreTab: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .button, identifier: nil, label: "Explore"),
                ControlInformation(index: 1, type: .image, identifier: "Explore"),
                ControlInformation(index: 2, type: .image, identifier: nil),
            ]
        }
    }

    /// The real trees' screens, and the support module's `LoginScreen`, which none of them shows.
    static let registry = ScreenRegistry([
        LoginScreen.self, DayViewScreen.self, CalendarToolbar.self, MineScreen.self,
        ProgressHUD.self, SioeyeHome.self, ExploreTab.self,
    ])

    func result<S: RapidScreen>(_ index: Int, _ screen: S.Type, _ tree: AccessibilityTree) throws -> ControlQueryResult {
        try ControlQuery.resolve(index, of: screen).get().evaluate(in: tree)
    }

    @Test func theJapaneseCalendarShowsItsDayViewAndToolbar() throws {
        let tree = try Self.read("xml_shirates_calendar_dayview_ja.xml")
        #expect(Self.registry.screens(onScreenIn: tree).map(\.name) == ["DayViewScreen", "CalendarToolbar"])
    }

    @Test func aLabelQueryStaysInsideTheCalendarsScreenRoot() throws {
        let tree = try Self.read("xml_shirates_calendar_dayview_ja.xml")
        let search = try result(0, DayViewScreen.self, tree)
        #expect(search.scopeFound)
        #expect(tree[try #require(search.element)].frame == Self.frame(284, 47, 49, 44))
        // "今日" is a button of the toolbar, outside the day view's root (its navigation bar).
        let today = try result(1, DayViewScreen.self, tree)
        #expect(today.matches.isEmpty)
        #expect(today.message(in: tree) == "DayViewScreen entry 1 (button label \"今日\" in \"DayViewContainerView\"): no element matches")
        // Identifier queries look in the whole app.
        #expect(tree[try #require(try result(2, DayViewScreen.self, tree).element)].frame == Self.frame(12, 108, 367, 40))
        #expect(try result(3, DayViewScreen.self, tree).matches.isEmpty)
    }

    @Test func theToolbarsTodayButtonAndItsTextBothAnswerAnyTypeWithThatLabel() throws {
        let tree = try Self.read("xml_shirates_calendar_dayview_ja.xml")
        let today = try result(0, CalendarToolbar.self, tree)
        #expect(today.matches.map { tree[$0].type } == [.button, .staticText])
        let message = today.message(in: tree)
        #expect(message.hasPrefix("CalendarToolbar entry 0 (any label \"今日\" in \"Toolbar\"): 2 elements match"))
        #expect(message.contains("button label: \"今日\" {{16, 771}, {32, 34}}"))
        #expect(message.contains("staticText label: \"今日\" {{16, 777}, {32, 22}}"))
    }

    @Test func theDeviceDumpShowsTheMineTabAndTheProgressHUDAboveIt() throws {
        let tree = try Self.read("dd_xquitestdemo_tabbar_device_zh.txt")
        #expect(Self.registry.screens(onScreenIn: tree).map(\.name) == ["MineScreen", "ProgressHUD"])
    }

    @Test func theDeviceDumpsButtonIsFoundByIdentifierAndItsLabelIsAmbiguous() throws {
        let tree = try Self.read("dd_xquitestdemo_tabbar_device_zh.txt")
        let touchMe = try result(0, MineScreen.self, tree)
        #expect(tree[try #require(touchMe.element)].frame == Self.frame(30, 214, 60, 60))
        // The root is the navigation bar "我的": the button is outside it, its title inside;
        // the tab-bar button "我的" is outside too.
        #expect(try result(1, MineScreen.self, tree).matches.isEmpty)
        let mine = try result(2, MineScreen.self, tree)
        #expect(mine.matches.map { tree[$0].type } == [.staticText])
        // In the whole app, the button's label is repeated by its own static text: two matches,
        // told apart by their frames; asking for the button's type leaves one.
        let label = try result(0, DemoWholeApp.self, tree)
        #expect(label.matches.map { tree[$0].frame } == [Self.frame(30, 214, 60, 60), Self.frame(41.5, 233, 37, 22)])
        #expect(label.message(in: tree).contains("2 elements match"))
        #expect(label.message(in: tree).contains("{{41.5, 233}, {37, 22}}"))
        #expect(tree[try #require(try result(1, DemoWholeApp.self, tree).element)].identifier == "touchMe")
    }

    @Test func sioeyesNavigationBarIsTheHomeScreensRoot() throws {
        let tree = try Self.read("xml_sioeye_home_tabbar_2017.xml")
        #expect(Self.registry.screens(onScreenIn: tree).map(\.name) == ["SioeyeHome"])
        #expect(tree[try #require(try result(0, SioeyeHome.self, tree).element)].frame == Self.frame(0, 20, 320, 44))
        // The "Discover" tab is outside the navigation bar that is the screen's root.
        #expect(try result(1, SioeyeHome.self, tree).matches.isEmpty)
    }

    @Test func testPilotsTabsAreFoundByLabelInTheWholeApp() throws {
        let tree = try Self.read("dd_testpilot_tabbar_app.txt")
        #expect(Self.registry.screens(onScreenIn: tree).isEmpty)
        let explore = try result(0, ExploreTab.self, tree)
        #expect(!explore.scopeFound)
        #expect(tree[try #require(explore.element)].frame == Self.frame(81, 770, 74, 48))
        #expect(tree[try #require(try result(1, ExploreTab.self, tree).element)].frame == Self.frame(105.7, 776, 24, 24))
        // An unlabelled image without identifier: the Menu button's icon is one of several.
        let images = try result(2, ExploreTab.self, tree)
        #expect(images.matches.count > 1)
        #expect(images.matches.contains { tree[$0].frame == Self.frame(20, 59, 40, 40) })
    }
}
