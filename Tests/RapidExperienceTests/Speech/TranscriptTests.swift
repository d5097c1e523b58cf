import Foundation
import Testing
@testable import RapidVerify
import RapidExperience
import RapidMapTestSupport

@Suite("Spoken transcript")
struct TranscriptTests {
    @Test func eachStopIsABlockWithItsHintActionsAndTabPosition() {
        let text = Transcript(tree: ExperienceTrees.login).text()
        #expect(
            text == """
                1. Sign In. Heading.

                2. Email. Text Field.
                   hint: Double tap to edit.

                3. Sign In. Button.
                   hint: Signs you in.
                   actions: Use passkey | Help

                4. Selected: Home. Tab. 1 of 3.

                5. Search. Tab. 2 of 3.

                6. Profile. Tab. 3 of 3.

                """)
    }

    @Test func framesAreRoundedToWholePointsSoSubPointJitterDoesNotShow() {
        let text = Transcript(tree: ExperienceTrees.login).text(frames: true)
        #expect(text.contains("2. Email. Text Field.\n   hint: Double tap to edit.\n   frame: {{20, 120}, {350, 44}}\n"))
        var moved = ExperienceTrees.login
        moved[2].frame.y = 120.3
        #expect(Transcript(tree: moved).text(frames: true) == text)
        moved[2].frame.y = 131
        #expect(Transcript(tree: moved).text(frames: true) != text)
    }

    @Test func aScreenWithNoStopsSaysSo() {
        #expect(Transcript(tree: ExperienceTrees.window([])).text() == "(no elements)\n")
    }

    @Test func aLineBreakInsideALabelKeepsTheStopOneBlockAndASilentStopIsMarked() {
        let tree = ExperienceTrees.window([
            ExperienceTrees.element(.staticText, "Two\nlines", Frame(x: 0, y: 0, width: 10, height: 10)),
            ExperienceTrees.element(.other, nil, Frame(x: 0, y: 20, width: 10, height: 10)),
        ])
        #expect(Transcript(tree: tree).text() == "1. Two⏎lines\n\n2. (silent)\n")
    }

    @Test func numbersWidenTheIndentPastNineStops() {
        let items = (0..<10).map { ExperienceTrees.element(.button, "B\($0)", Frame(x: 0, y: Double($0) * 50, width: 10, height: 10), hint: "h") }
        let text = Transcript(tree: ExperienceTrees.window(items)).text()
        #expect(text.contains("9. B8. Button.\n   hint: h\n"))
        #expect(text.contains("10. B9. Button.\n    hint: h\n"))
    }

    @Test(
        .enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees),
        arguments: [
            "dd_testpilot_tabbar_app.txt", "dd_xquitestdemo_tabbar_device_zh.txt", "xml_sioeye_home_tabbar_2017.xml",
            "json_wda_2016_source_tree_kazucocoa.json", "xml_shirates_calendar_dayview_ja.xml", "dd_rjchatfield_ax_hello.txt",
        ])
    func realTreesGiveOneBlockPerStopInOrder(_ name: String) throws {
        let tree = try AccessibilityTree(contentsOf: RealTrees.url(name))
        let elements = TraversalEngine().order(tree)
        let transcript = Transcript(tree: tree, elements: elements)
        let text = transcript.text(frames: true)
        #expect(transcript.elements.count == elements.count)
        let numbered = text.split(separator: "\n").filter { line in line.first?.isNumber == true }
        #expect(numbered.count == max(elements.count, 0))
        for (i, line) in numbered.enumerated() { #expect(line.hasPrefix("\(i + 1). ")) }
        #expect(text == Transcript(tree: tree, elements: elements).text(frames: true), "stable")
    }

    @Test(.enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
    func aRealTabBarDumpSpeaksItsTabsWithTheirPositions() throws {
        let tree = try AccessibilityTree(contentsOf: RealTrees.url("dd_testpilot_tabbar_app.txt"))
        let text = Transcript(tree: tree).text()
        #expect(text.contains(" of "), "a tab bar's items are spoken with their position")
    }
}

@Suite("JSON element snapshot")
struct ElementSnapshotTests {
    let snapshot = ElementSnapshot(TraversalEngine().order(ExperienceTrees.login))

    @Test func theJSONRoundTripsWithSortedKeys() throws {
        let json = snapshot.json
        #expect(json.hasSuffix("]\n"))
        #expect(json.contains("\"identifier\" : \"signIn\""))
        #expect(try ElementSnapshot.parse(json) == snapshot)
        #expect(snapshot.changes(from: try ElementSnapshot.parse(json)).isEmpty)
    }

    @Test func framesWithinTheToleranceMatchAndBeyondItAreListedPerElement() {
        var tree = ExperienceTrees.login
        tree[2].frame.y += 0.09
        #expect(ElementSnapshot(TraversalEngine().order(tree)).changes(from: snapshot).isEmpty)
        tree[2].frame.y += 0.5
        #expect(
            ElementSnapshot(TraversalEngine().order(tree)).changes(from: snapshot)
                == ["#2 textField \"Email\": frame.y 120.4 → 120.99"])
        #expect(ElementSnapshot(TraversalEngine().order(tree)).changes(from: snapshot, tolerance: 1).isEmpty)
    }

    @Test func labelEnabledTraitsAndTypeChangesAreNamed() {
        var tree = ExperienceTrees.login
        tree[3].label = "Log In"
        tree[3].enabled = false
        tree[3].traits = [.button, .header]
        tree[3].type = .link
        let changes = ElementSnapshot(TraversalEngine().order(tree)).changes(from: snapshot)
        #expect(changes == ["#3 link \"signIn\": type button → link, label \"Sign In\" → \"Log In\", enabled true → false, traits [button] → [button, header]"])
    }

    @Test func missingAndUnexpectedElementsAreListed() {
        let fewer = ElementSnapshot(Array(TraversalEngine().order(ExperienceTrees.login).prefix(4)))
        #expect(
            fewer.changes(from: snapshot) == [
                "#5 button \"Search\": missing (in the reference, not in the tree)",
                "#6 button \"Profile\": missing (in the reference, not in the tree)",
            ])
        #expect(snapshot.changes(from: fewer).count == 2)
        #expect(snapshot.changes(from: fewer).allSatisfy { $0.hasSuffix("unexpected (in the tree, not in the reference)") })
    }

    @Test func nonFiniteFramesAreWrittenAndComparedInsteadOfLost() throws {
        let tree = ExperienceTrees.window([ExperienceTrees.element(.button, "Odd", Frame(x: .nan, y: .infinity, width: -.infinity, height: 1))])
        let odd = ElementSnapshot(TraversalEngine().order(tree))
        #expect(odd.json.contains("\"nan\""))
        #expect(odd.entries.count == 1)
        #expect(odd.changes(from: try ElementSnapshot.parse(odd.json)).isEmpty)
        var moved = tree
        moved[1].frame.x = 3
        #expect(ElementSnapshot(TraversalEngine().order(moved)).changes(from: odd) == ["#1 button \"Odd\": frame.x nan → 3"])
    }

    @Test func aDeepTabBarIsFoundInOnePassAndOnlyItsOwnStopsAreCounted() {
        var chain = NestedNode(AccessibilityNode(type: .button, label: "Deep", frame: Frame(x: 0, y: 800, width: 10, height: 10), isAccessibilityElement: .yes))
        for _ in 0..<10_000 { chain = NestedNode(AccessibilityNode(type: .other, isAccessibilityElement: .no), children: [chain]) }
        let bar = NestedNode(
            AccessibilityNode(type: .tabBar, isAccessibilityElement: .no),
            children: [
                chain, ExperienceTrees.element(.button, "Other", Frame(x: 20, y: 800, width: 10, height: 10)),
            ])
        let tree = ExperienceTrees.window([ExperienceTrees.element(.button, "Top", Frame(x: 0, y: 0, width: 10, height: 10)), bar])
        #expect(Transcript(tree: tree).text() == "1. Top. Button.\n\n2. Deep. Tab. 1 of 2.\n\n3. Other. Tab. 2 of 2.\n")
    }

    @Test func aReferenceThatIsNotASnapshotIsReportedNotCrashed() {
        let message = ExperienceComparison.snapshotDifference(reference: "{", actual: snapshot, tolerance: 0.1)
        #expect(message?.hasPrefix("the reference is not an element snapshot") == true)
        let nan = ExperienceComparison.snapshotDifference(
            reference: "[{\"type\":\"button\",\"frame\":[0,0,1],\"enabled\":true,\"traits\":[]}]",
            actual: ElementSnapshot([]), tolerance: 0.1)
        #expect(nan?.contains("missing") == true)
    }

    @Test func aTranscriptDifferenceIsALineDiff() {
        let diff = ExperienceComparison.transcriptDifference(reference: "1. A\n\n2. B\n", actual: "1. A\n\n2. C\n")
        #expect(diff == "@@ line 3\n- 2. B\n+ 2. C")
        #expect(ExperienceComparison.transcriptDifference(reference: "x\n", actual: "x\n") == nil)
    }
}

/// What the fidelity rules change in the transcripts of real recordings: their order stays
/// (`RealTreeOrderTests`); the words change where the recorder echoed them.
@Suite("Transcripts of real recordings", .enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"))
struct RealTreeTranscriptTests {
    static func text(_ name: String) throws -> String {
        Transcript(tree: try AccessibilityTree(contentsOf: RealTrees.url(name))).text()
    }

    /// The React Native source repeats every static text's label as its value (WebDriverAgent's
    /// `wdValue` falls back to the label): read once since the readers drop the echo.
    @Test func anAppiumSourceSaysEachTextOnce() throws {
        let text = try Self.text("xml_rn_deep_nesting_appium_inspector_2023.xml")
        #expect(text.hasPrefix("1. App info\n"))
        #expect(!text.contains("App info: App info"))
        #expect(text.contains(". Nesting 37\n"))
    }

    /// The 2017 Sioeye source names its navigation bar "Sioeye" and records no traits: the
    /// bar's title is spoken as a heading (rule `navigation-title-heading`).
    @Test func aNavigationBarsTitleInARealSourceIsAHeading() throws {
        #expect(try Self.text("xml_sioeye_home_tabbar_2017.xml").contains(". Sioeye. Heading.\n"))
    }

    /// The iOS 26 context menu: every item says its name, none is silent but the preview
    /// (an accessible view the recording gives nothing to say).
    @Test func aContextMenuSaysEveryItemByItsName() throws {
        let text = try Self.text("xml_ios26_icecubes_context_menu_402x874.xml")
        #expect(text.contains("2. Reply. Button.\n"))
        #expect(text.contains(". Translate. Button."))
        #expect(text.components(separatedBy: "(silent)").count == 2)
    }

    /// Safari's share sheet is spoken alone: nothing of the page behind it.
    @Test func aShareSheetIsSpokenWithoutThePageBehindIt() throws {
        let text = try Self.text("xml_ios26_safari_share_sheet_expanded_402x874.xml")
        #expect(text.contains(". News. Button.\n"))
        #expect(!text.contains("Paste") && !text.contains("Large photo"))
    }
}
