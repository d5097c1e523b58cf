import Foundation
import Testing
import RapidVerify
import RapidAudit
import RapidMapTestSupport

/// Audits of the real captured trees in `../shared/realtrees/`. Every expected finding was
/// checked against the dump by hand (line numbers of the file in the comments); each test
/// also asserts that nothing else is found, so a false finding fails it.
@Suite(.enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
struct AuditRealTreeTests {
    func audit(_ name: String, options: AuditOptions = AuditOptions()) throws -> AuditReport {
        Auditor.audit(try AccessibilityTree(contentsOf: RealTrees.url(name)), options: options)
    }

    func frames(_ issues: [AuditIssue]) -> [[Double]] {
        issues.map { [$0.element.frame.x, $0.element.frame.y, $0.element.frame.width, $0.element.frame.height] }
    }

    @Test func sioeyeHomeScreenHasSevenUnlabeledButtonsThreeOfThemTooSmall() throws {
        let report = try audit("xml_sioeye_home_tabbar_2017.xml")
        // Lines 6, 36, 40, 46, 52, 58 and 71: XCUIElementTypeButton with no name, label or value:
        // the navigation bar's right button, the "Who to follow" arrow, four avatars and one more.
        let unlabeled = report.issues(of: "label-presence")
        #expect(
            frames(unlabeled) == [
                [279, 26, 52, 30], [302, 198, 11, 12], [14, 228, 52, 52], [102, 228, 52, 52],
                [190, 228, 52, 52], [278, 228, 52, 52], [14, 329, 38, 38],
            ])
        #expect(unlabeled.allSatisfy { i in i.element.type == .button && i.severity == .error && i.element.position != nil })
        #expect(unlabeled.first?.message == "button without label at {{279, 26}, {52, 30}} has no label")
        // 52×30, 11×12 and 38×38 are below 44×44; the 52×52 avatars are not.
        #expect(frames(report.issues(of: "min-interactive-size")) == [[279, 26, 52, 30], [302, 198, 11, 12], [14, 329, 38, 38]])
        // The 11×12 arrow is below 14×14 too.
        #expect(frames(report.issues(of: "min-size")) == [[302, 198, 11, 12]])
        // Nothing else: the status bar's 8 pt "Bluetooth on" is the system's; the page
        // indicator (line 33) speaks its value "page 1 of 2"; the "2" (line 82) is a count in a
        // text; the tab bar's buttons (lines 101–105) sit 4 pt apart inside the tab bar by design.
        #expect(Set(report.issues.map(\.check)) == ["label-presence", "min-interactive-size", "min-size"])
        #expect(report.issues.count == 11)
    }

    @Test func japaneseCalendarHasSmallButtonsAndTightNavigationBarSpacing() throws {
        let report = try audit("xml_shirates_calendar_dayview_ja.xml", options: AuditOptions(words: .japanese))
        // The week strip's day buttons are 40 pt tall; the toolbar's 今日, カレンダー and 出席依頼
        // are 34–35 pt tall; 追加 is 42 pt wide.
        let small = report.issues(of: "min-interactive-size").compactMap(\.element.label)
        #expect(
            small == [
                "追加", "12月10日 日曜日", "12月11日 月曜日", "12月12日 火曜日", "12月13日 水曜日",
                "12月14日 木曜日", "12月16日 土曜日", "今日", "カレンダー", "出席依頼",
            ])
        // リスト ends at x 277 and 検索 starts at 284; 検索 ends at 333 and 追加 starts at 340.
        #expect(
            report.issues(of: "control-spacing").map(\.message) == [
                #"button "検索" is 7 pt from button "リスト" (element 1), below 8 pt"#,
                #"button "追加" is 7 pt from button "検索" (element 2), below 8 pt"#,
            ])
        // Not found: the day buttons' 1 pt overlaps (frames rounded to whole points), and the
        // two scroll bars (lines 83–84), labelled leaves WebDriverAgent marks not accessible.
        #expect(report.issues(of: "control-overlap").isEmpty)
        #expect(report.issues(of: "element-detection").isEmpty)
        #expect(Set(report.issues.map(\.check)) == ["min-interactive-size", "control-spacing"])
    }

    @Test func testPilotMenuButtonIsTooShortAndDebugDescriptionTraitsAreNotJudged() throws {
        let report = try audit("dd_testpilot_tabbar_app.txt")
        #expect(report.issues.map(\.line) == [#"error: [min-interactive-size] button "Menu" is 55×40 pt, below 44×44"#])
        // debugDescription derives the type from the traits and shows only Selected, so
        // `button-trait` and `header` say nothing about it.
        #expect(report.issues(of: "button-trait").isEmpty && report.issues(of: "header").isEmpty)
    }

    @Test func swiftUIHelloWorldButtonIsTwentyPointsTall() throws {
        let report = try audit("dd_rjchatfield_ax_hello.txt")
        #expect(report.issues.map(\.line) == [#"error: [min-interactive-size] button "Tap me!" is 60.7×20.3 pt, below 44×44"#])
    }

    @Test func recordingsWithNothingToReportGiveNoIssue() throws {
        // The Chinese tab bar app (its disabled Other, line 19, is an unlabeled container, not
        // an element), the 2016 WebDriverAgent JSON and the React Native nesting test, whose
        // labelled leaf "L36" is where WebDriverAgent's snapshot depth cut the tree off.
        for name in [
            "dd_xquitestdemo_tabbar_device_zh.txt", "json_wda_2016_source_tree_kazucocoa.json",
            "xml_rn_deep_nesting_appium_inspector_2023.xml",
        ] {
            let report = try audit(name, options: AuditOptions(words: .chinese))
            #expect(report.issues.isEmpty, "\(name): \(report.issues.map(\.line))")
        }
    }
}
