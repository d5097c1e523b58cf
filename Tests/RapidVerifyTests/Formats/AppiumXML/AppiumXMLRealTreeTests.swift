import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Real page sources from `../shared/realtrees/` (see SOURCES.md there).
@Suite(.enabled(if: RealTrees.available), .tags(.realTrees)) struct AppiumSourceRealTreeTests {
    static func read(_ name: String) throws -> AccessibilityTree {
        try AccessibilityTree(contentsOf: RealTrees.url(name))
    }

    @Test func sioeye2017TabBarButtonsInDocumentOrder() throws {
        let tree = try Self.read("xml_sioeye_home_tabbar_2017.xml")
        #expect(tree.source.format == .appiumXML)
        #expect(tree.count == 83)
        #expect(tree.height == 16)
        #expect(tree.nodes.filter { $0.type == .other }.count == 35)
        #expect(tree.nodes.filter { $0.type == .button }.count == 11)
        #expect(tree.nodes.filter { $0.type == .cell }.count == 6)
        // The 2017 attribute set: no visible, no accessible.
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement == .unknown && $0.visible && $0.enabled })
        #expect(tree[0].type == .application)
        #expect(tree[0].label == "Sioeye")
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 320, height: 568))

        let tabBar = try #require(tree.nodes.firstIndex { $0.type == .tabBar })
        #expect(tree[tabBar].frame == Frame(x: 0, y: 519, width: 320, height: 49))
        let items = tree.children(of: tabBar).map { tree[$0] }
        #expect(items.map(\.type) == [.button, .button, .button, .other, .button])
        #expect(items.map(\.label) == ["Discover", "Watch", "Me", nil, "Remote"])
        #expect(items.map(\.frame.x) == [2, 82, 162, 208, 242])
        #expect(items[0].value == "1")
        // name == label on every tab: WebDriverAgent's fallback, so no identifiers.
        #expect(items.allSatisfy { $0.identifier == nil })
        // The navigation bar has a name and no label: that name is an identifier, the only one.
        #expect(tree.nodes.compactMap(\.identifier) == ["Sioeye"])
        #expect(tree[try #require(tree.firstIndex(identifier: "Sioeye"))].type == .navigationBar)
    }

    @Test func shiratesJapaneseCalendarDayView() throws {
        let tree = try Self.read("xml_shirates_calendar_dayview_ja.xml")
        #expect(tree.count == 95)
        #expect(tree.height == 34)
        #expect(tree.nodes.filter { $0.type == .other }.count == 72)
        #expect(tree.nodes.filter { $0.type == .button }.count == 13)
        #expect(tree.nodes.filter { !$0.visible }.count == 12)
        #expect(tree.nodes.filter { $0.isAccessibilityElement == .yes }.count == 39)
        #expect(tree.nodes.filter { $0.isAccessibilityElement == .unknown }.isEmpty)
        #expect(tree[0].label == "カレンダー")
        #expect(tree.nodes.compactMap(\.identifier) == ["DayViewContainerView", "scroll-view1", "scroll-view2", "Toolbar", "scroll-view3"])

        let toolbar = try #require(tree.firstIndex(identifier: "Toolbar"))
        #expect(tree[toolbar].type == .toolbar)
        #expect(tree[toolbar].label == "ツールバー")
        #expect(tree[toolbar].frame == Frame(x: 0, y: 761, width: 390, height: 49))

        let friday = try #require(tree.node("今日, 12月15日 金曜日"))
        #expect(friday.type == .other)
        #expect(friday.isAccessibilityElement == .yes)
        #expect(friday.frame == Frame(x: 273, y: 108, width: 53, height: 40))
        // Negative y values are kept.
        #expect(tree.nodes.contains { $0.frame.y == -461 && $0.frame.height == 1222 })

        let week = tree.nodes.filter { $0.type == .button && ($0.label ?? "").hasPrefix("12月1") }
        #expect(week.map(\.label) == ["12月10日 日曜日", "12月11日 月曜日", "12月12日 火曜日", "12月13日 水曜日", "12月14日 木曜日", "12月16日 土曜日"])
    }

    @Test func reactNativeDeepNestingWithFlatIndentation() throws {
        let tree = try Self.read("xml_rn_deep_nesting_appium_inspector_2023.xml")
        #expect(tree.count == 94)
        #expect(tree.height == 49)
        #expect(tree.nodes.filter { $0.type == .staticText }.count == 40)
        #expect(tree.nodes.filter { $0.type == .scrollView }.count == 1)
        #expect(tree.nodes.filter { !$0.visible }.count == 6)
        #expect(tree.nodes.allSatisfy { $0.identifier == nil })
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 375, height: 812))
        let nesting = try #require(tree.node("Nesting 37"))
        #expect(nesting.type == .staticText)
        // The source repeats the label as the value (WebDriverAgent's `wdValue` falls back to
        // the label of a static text): the reader drops the echo (`RecordedEchoes`).
        #expect(nesting.value == nil)
        #expect(nesting.frame == Frame(x: 24, y: 187, width: 327, height: 30))
        let l4 = try #require(tree.nodes.first { $0.type == .staticText && $0.label == "L4" })
        #expect(!l4.visible)
        #expect(l4.isAccessibilityElement == .yes)
        #expect(l4.frame == Frame(x: 0, y: 827, width: 375, height: 18))
    }

    @Test func androidUIAutomatorDumpIsAClearError() throws {
        let url = RealTrees.url("android_uiautomator_dump_systemui_720x1280.xml")
        let data = try Data(contentsOf: url)
        #expect(RecordingFormat.detect(data) == .appiumXML)
        do {
            _ = try AccessibilityTree(contentsOf: url)
            Issue.record("an Android dump was read as an iOS tree")
        } catch let error as RecordingError {
            #expect(error.message.contains("looks like an Android uiautomator dump"))
            #expect(error.file == url.path)
            #expect(error.line == 1 && error.column == 57)
        }
    }
}
