import Foundation
import Testing
@testable import RapidVerify
import RapidMapTestSupport

/// The VoiceOver order of real captured trees (`../shared/realtrees/`), read through the
/// format detection and readers and ordered by the traversal engine with its inference
/// policy. These recordings say nothing about which nodes are accessibility elements,
/// so they check the inference as much as the ordering rules.
///
/// The inference's merged-switch-row rule and self-ordering-containers rule (navigation
/// bars, toolbars, segmented controls and pickers keep their recorded child order) give
/// these dumps the order position alone gives: no dump has a toggle row, and each bar's
/// recorded child order is also its position order (the Sioeye and XQUITestDemo bars, the
/// calendar's bar and toolbar). The traversal's elements rule (a speaking container takes
/// over the texts and images it holds) and the merged-switch-row rule for a cell without a
/// label do not apply either: no dump has a labelled container over a control, nor a cell
/// over a switch.
@Suite(.enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
struct RealTreeOrderTests {
    func order(_ name: String) throws -> [OrderedElement] {
        TraversalEngine().order(try AccessibilityTree(contentsOf: RealTrees.url(name)))
    }

    func labels(_ elements: [OrderedElement]) -> [String] {
        elements.map { $0.node.label ?? "<\($0.node.type.name)>" }
    }

    @Test func testPilotTabBarAppReadsTheContentThenTheTabsLeftToRight() throws {
        let elements = try order("dd_testpilot_tabbar_app.txt")
        #expect(
            labels(elements) == [
                "Menu", "App presented by sponsor", "See more",
                "News", "Explore", "Leaderboard", "Watch", "Profile",
            ])
        // The Menu button's inner images and the sponsor's inner text are not visited again.
        #expect(!elements.contains { $0.node.label == "chevron" || $0.node.label == "App presented by" })
        #expect(elements[4].node.selected)
    }

    @Test func swiftUIHelloWorldReadsTextThenButton() throws {
        #expect(labels(try order("dd_rjchatfield_ax_hello.txt")) == ["Hello, world!", "Tap me!"])
    }

    @Test func deviceDumpWithChineseLabelsReadsTitleButtonAndTabs() throws {
        let elements = try order("dd_xquitestdemo_tabbar_device_zh.txt")
        #expect(labels(elements) == ["我的", "点我", "首页", "我的"])
        #expect(elements[1].node.identifier == "touchMe")
        #expect(elements[1].node.type == .button)
        #expect(elements[3].node.selected)
    }

    @Test func sioeyeHomeReadsStatusBarFirstAndTheTabBarAsOneUnitLast() throws {
        let elements = try order("xml_sioeye_home_tabbar_2017.xml")
        let names = labels(elements)
        #expect(Array(names.prefix(5)) == ["No SIM", "3 of 3 WLAN bars", "13:18", "Bluetooth on", "100% battery power, Charging"])
        // The navigation bar, in its recorded order: the title, then its unlabelled button.
        #expect(Array(names[5...6]) == ["Sioeye", "<button>"])
        // The tab bar's buttons, read left to right, then its badge: nothing else after them.
        #expect(Array(names.suffix(5)) == ["Discover", "Watch", "Me", "Remote", "00:02"])
        #expect(names.count == 30)
    }

    @Test func japaneseCalendarReadsNavigationWeekRowHoursAndToolbar() throws {
        let names = labels(try order("xml_shirates_calendar_dayview_ja.xml"))
        #expect(Array(names.prefix(4)) == ["12月", "リスト", "検索", "追加"])
        #expect(names[4] == "12月10日 日曜日")
        #expect(names.contains("今日, 12月15日 金曜日"))
        #expect(Array(names.suffix(3)) == ["今日", "カレンダー", "出席依頼"])
    }

    @Test func deeplyNestedReactNativeScreenReadsItsTextsTopToBottom() throws {
        let elements = try order("xml_rn_deep_nesting_appium_inspector_2023.xml")
        #expect(elements.first?.node.label == "App info")
        let ys = elements.map(\.node.frame.y)
        #expect(ys == ys.sorted())
        #expect(elements.last?.node.label == "L5")
    }

    @Test func safarisShareSheetIsReadAloneAtItsPlaceOnTheScreen() throws {
        // The page behind is still visible in the recording, under full-screen invisible
        // ancestors; the Popover beside the dismiss region is modal (the modal rule).
        let elements = try order("xml_ios26_safari_share_sheet_expanded_402x874.xml")
        let names = labels(elements)
        #expect(Array(names.prefix(6)) == ["<image>", "Squoosh", "Close", "squoosh.app", "Options ", "News"])
        #expect(!names.contains("OR") && !names.contains("Paste") && !names.contains("Large photo 2.8MB"))
        #expect(!names.contains("dismiss popup"))
        #expect(Array(names.suffix(2)) == ["Print", "Edit Actions"])
        #expect(names.count == 19)
        // Its remote container's content is placed at the container's corner, 63 points down.
        #expect(elements[2].node.frame == Frame(x: 346, y: 77, width: 36, height: 36))
        #expect(elements.allSatisfy { $0.node.frame.y >= 63 && $0.node.frame.maxY <= 874 })
    }

    @Test func iceCubesContextMenuReadsEveryItemByItsName() throws {
        // Each item is an accessible Cell with an empty label over an accessible Button
        // (the elements rule: a silent item cell is read through its content).
        let elements = try order("xml_ios26_icecubes_context_menu_402x874.xml")
        let items = ["Reply", "Boost", "Favorite", "Bookmark", "Share", "View in Browser", "Copy Text", "Select Text", "Copy Link", "Translate"]
        #expect(Array(labels(elements).suffix(items.count)) == items)
        #expect(!elements.contains { $0.node.type == .cell })
        #expect(elements.first { $0.node.label == "Reply" }?.node.identifier == "arrowshape.turn.up.left")
    }

    @Test func wdaJSONTreeWithoutLabelsHasNoStops() throws {
        // The 2016 WebDriverAgent source is a background image inside plain containers.
        #expect(try order("json_wda_2016_source_tree_kazucocoa.json").isEmpty)
    }
}
