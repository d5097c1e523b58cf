import Foundation
import Testing
@testable import RapidVerify
#if canImport(FoundationXML)
import FoundationXML
import RapidExperience
import RapidMapTestSupport
#endif

/// Whether `text` is well-formed XML.
func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
}

@Suite("Order picture")
struct OrderPictureTests {
    func picture(_ tree: AccessibilityTree) -> OrderPicture {
        OrderPicture(title: "T", transcript: Transcript(tree: tree), tree: tree)
    }

    @Test func everyPaletteColourKeepsWhiteBadgeTextReadable() {
        for colour in PictureStyle.palette {
            #expect(PictureStyle.badgeText.contrastRatio(over: colour) >= PictureStyle.minimumContrast, "\(colour.hex)")
        }
        #expect(RGBColor(0, 0, 0).contrastRatio(over: RGBColor(255, 255, 255)) > 20.9)
        #expect(RGBColor(0x12, 0xAB, 0xEF).hex == "#12ABEF")
    }

    @Test func aRemoteContainerWithoutAFrameIsNamedInTheNote() throws {
        // Its content restarts at 0,0 and cannot be placed (`RemoteContentPlacement`).
        let source = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="402" height="874">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="ShareSheet.RemoteContainerView">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Copy" x="22" y="10" width="82" height="40"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeApplication>
            """
        let tree = try AccessibilityTree(reading: Data(source.utf8))
        let note = try #require(picture(tree).note)
        #expect(note.contains("ShareSheet.RemoteContainerView"))
        #expect(note.contains("gives the container no frame"))
        #expect(picture(ExperienceTrees.login).note == nil)
    }

    @Test func badgesSitAtTheLeadingTopCornerInsideTheScreen() throws {
        let p = picture(ExperienceTrees.login)
        let first = try #require(p.markers.first)
        let outline = try #require(first.outline)
        let badge = try #require(first.badgeCentre)
        #expect(badge.x == outline.x + PictureStyle.badgeRadius)
        #expect(badge.y == outline.y + PictureStyle.badgeRadius)
        #expect(outline.x == PictureStyle.margin + 20)
        for marker in p.markers {
            let c = try #require(marker.badgeCentre)
            #expect(c.x - PictureStyle.badgeRadius >= p.screen.x && c.x + PictureStyle.badgeRadius <= p.screen.maxX)
            #expect(c.y - PictureStyle.badgeRadius >= p.screen.y && c.y + PictureStyle.badgeRadius <= p.screen.maxY)
        }
    }

    @Test func rightToLeftScreensPutBadgesAtTheTopRightCorner() throws {
        var tree = ExperienceTrees.login
        tree.layoutDirection = .rightToLeft
        let p = picture(tree)
        let first = try #require(p.markers.first)
        #expect(first.badgeCentre?.x == first.outline!.maxX - PictureStyle.badgeRadius)
        #expect(p.rightToLeft)
    }

    @Test func identicalAndOverlappingFramesGetBadgesThatDoNotCoverEachOther() throws {
        let frame = Frame(x: 50, y: 50, width: 200, height: 100)
        let tree = ExperienceTrees.window((0..<4).map { ExperienceTrees.element(.button, "B\($0)", frame) })
        let centres = picture(tree).markers.compactMap(\.badgeCentre)
        #expect(centres.count == 4)
        for i in 0..<centres.count {
            for j in (i + 1)..<centres.count {
                let dx = centres[i].x - centres[j].x, dy = centres[i].y - centres[j].y
                #expect((dx * dx + dy * dy).squareRoot() >= 2 * PictureStyle.badgeRadius - 0.001)
            }
        }
    }

    @Test func aFiveHundredStopScreenGetsLegendColumnsAndEveryStopABadge() {
        let items = (0..<500).map { i in
            ExperienceTrees.element(.button, "Item \(i)", Frame(x: Double(i % 10) * 39, y: Double(i / 10) * 16, width: 39, height: 16))
        }
        let p = picture(ExperienceTrees.window(items))
        #expect(p.markers.count == 500)
        #expect(p.markers.allSatisfy { $0.badgeCentre != nil })
        let rows = max(PictureStyle.minimumRowsPerColumn, Int(844 / PictureStyle.legendRowHeight))
        let columns = (500 + rows - 1) / rows
        #expect(p.width == PictureStyle.margin + 390 + PictureStyle.legendGap + Double(columns) * PictureStyle.legendColumnWidth + PictureStyle.margin)
        let legendBottom = p.markers.map { $0.legendOrigin.y + PictureStyle.legendRowHeight }.max()!
        #expect(legendBottom <= p.height)
        #expect(p.markers[499].legendText == "Item 499. Button.")
        let svg = SVGRenderer.svg(p)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains(">500</text>"))
    }

    @Test func framesOffTheScreenAreClampedAndNonFiniteNumbersDoNotLeak() throws {
        let tree = ExperienceTrees.window([
            ExperienceTrees.element(.button, "Off", Frame(x: -100, y: 900, width: 50, height: 50)),
            ExperienceTrees.element(.button, "NaN", Frame(x: .nan, y: 10, width: .infinity, height: 10)),
        ])
        let p = picture(tree)
        for marker in p.markers {
            let o = try #require(marker.outline)
            #expect(o.x >= p.screen.x && o.maxX <= p.screen.maxX && o.y >= p.screen.y && o.maxY <= p.screen.maxY)
        }
        let svg = SVGRenderer.svg(p)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func aRootWithoutASizeTakesTheStopsBounds() {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .other),
                children: [
                    ExperienceTrees.element(.button, "A", Frame(x: 10, y: 20, width: 100, height: 40)),
                    ExperienceTrees.element(.button, "B", Frame(x: 10, y: 100, width: 300, height: 40)),
                ]))
        #expect(
            OrderPicture.screenBounds(
                tree: tree,
                frames: [
                    Frame(x: 10, y: 20, width: 100, height: 40),
                    Frame(x: 10, y: 100, width: 300, height: 40),
                ])
                == Frame(x: 10, y: 20, width: 300, height: 120))
        #expect(OrderPicture.screenBounds(tree: tree, frames: []) == PictureStyle.fallbackScreen)
    }

    @Test func theSVGEscapesSpokenTextAndEmbedsTheScreenshot() throws {
        let tree = ExperienceTrees.window([ExperienceTrees.element(.button, "<Save & \"go\">\u{1}", Frame(x: 0, y: 0, width: 40, height: 40))])
        let png = try PNGImage(bytes: PNGCodec.solid(width: 3, height: 2, r: 1, g: 2, b: 3))
        #expect(png.pixelWidth == 3 && png.pixelHeight == 2)
        let svg = SVGRenderer.svg(picture(tree), screenshot: png)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("&lt;Save &amp; &quot;go&quot;&gt;\u{FFFD}"))
        #expect(svg.contains("href=\"data:image/png;base64,"))
        #expect(!svg.contains("http://") || svg.components(separatedBy: "http://").count == 2, "only the SVG namespace")
    }

    @Test func bytesThatAreNotAPNGAreRefusedWithAReason() {
        #expect(throws: PNGImage.NotPNG.self) { try PNGImage(bytes: Array("GIF89a".utf8)) }
        var noSize = PNGCodec.solid(width: 1, height: 1, r: 0, g: 0, b: 0)
        noSize[16...23] = [0, 0, 0, 0, 0, 0, 0, 0]
        #expect(throws: PNGImage.NotPNG.self) { try PNGImage(bytes: noSize) }
    }

    @Test func aStopFoundOutOfOrderIsDashedAndNamedMoved() throws {
        let tree = ExperienceTrees.window([
            ExperienceTrees.element(.button, "A", Frame(x: 0, y: 0, width: 50, height: 40), identifier: "a"),
            ExperienceTrees.element(.button, "B", Frame(x: 0, y: 100, width: 50, height: 40), identifier: "b"),
            ExperienceTrees.element(.button, "C", Frame(x: 0, y: 200, width: 50, height: 40), identifier: "c"),
        ])
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "c"),
            ControlInformation(index: 1, type: .button, identifier: "a"),
            ControlInformation(index: 2, type: .button, identifier: "b"),
        ]
        let result = Verifier.verify(screen: "S", screenIdentifier: "S", map: map, tree: tree)
        let p = OrderPicture(verification: result, tree: tree)
        let moved = try #require(p.markers.first { $0.mark == .moved })
        #expect(moved.outline != nil)
        let svg = SVGRenderer.svg(p)
        #expect(svg.contains("[moved] \(moved.legendText)"))
        #expect(svg.contains("id=\"outline-\(moved.number)\" data-element=\"\(moved.number)\""))
        #expect(svg.components(separatedBy: "stroke-dasharray").count - 1 == p.markers.filter { $0.mark == .moved || $0.mark == .unexpected }.count)
    }

    @Test func aFailedVerificationMarksMovedMissingAndUnexpectedStops() {
        let tree = ExperienceTrees.login
        let map = [
            ControlInformation(index: 0, type: .staticText, identifier: "title"),
            ControlInformation(index: 1, type: .button, identifier: "gone"),
        ]
        var elements = TraversalEngine().order(tree)
        elements[0].node.identifier = "title"
        let result = Verifier.compare(screen: "Login", screenIdentifier: "Login", map: map, actual: elements, scope: .wholeTree)
        let p = OrderPicture(verification: result, tree: tree)
        #expect(p.markers.contains { $0.mark == .missing && $0.outline == nil && $0.text.contains("gone") })
        #expect(p.markers.contains { $0.mark == .unexpected && $0.outline != nil })
        let svg = SVGRenderer.svg(p)
        #expect(svg.contains("[missing] button &quot;gone&quot;"))
        #expect(svg.contains("stroke-dasharray"))
        #expect(isWellFormedXML(svg))
    }
}

@Suite("HTML report")
struct HTMLReportTests {
    func report(findings: [HTMLReport.Finding]? = nil, verification: (String, Bool)? = ("LoginScreen: matches", true)) -> String {
        Experience.report(
            [Experience.Recording(name: "Login.json", tree: ExperienceTrees.login, verification: verification)],
            screen: nil, findings: findings)
    }

    @Test func thePageHasRealHeadingsATableWithHeadersAndFocusableRows() {
        let html = report()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>VoiceOver experience</title>"))
        #expect(html.components(separatedBy: "<h1>").count == 2)
        #expect(html.contains("<h2 id=\"recording-1\">Login.json</h2>"))
        #expect(html.contains("<main>"))
        #expect(html.contains("<caption>6 elements in VoiceOver order</caption>"))
        #expect(html.contains("<th scope=\"col\">Spoken</th>"))
        #expect(html.components(separatedBy: "<tr tabindex=\"0\" data-element=").count == 7)
        #expect(html.contains("tr:focus { outline:"))
        #expect(html.contains("aria-labelledby=\"recording-1-picture-title\""))
        #expect(html.contains("id=\"recording-1-outline-3\""))
        #expect(html.contains("data-outline=\"recording-1-outline-3\""))
    }

    @Test func thePageLoadsNothingFromElsewhere() {
        let html = report()
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(html.components(separatedBy: "http").count == 2, "only the SVG namespace URI")
    }

    @Test func findingsAreAHookUntilAuditsExist() {
        #expect(report().contains("<p>No audits were run.</p>"))
        #expect(report(findings: []).contains("<p>The audits found nothing.</p>"))
        let html = report(findings: [HTMLReport.Finding(rule: "label-missing", element: "#2 textField", message: "No <label>.")])
        #expect(html.contains("<td>label-missing</td><td>#2 textField</td><td>No &lt;label&gt;.</td>"))
    }

    @Test func theVerificationResultIsShownOrSaidToBeAbsent() {
        #expect(report().contains("<p class=\"pass\">The map matches.</p>"))
        #expect(report(verification: ("1 difference", false)).contains("<p class=\"fail\">The map differs from the recording.</p>"))
        #expect(report(verification: nil).contains("No map was checked for this recording."))
    }

    @Test func severalRecordingsGiveOneSectionEach() {
        let html = Experience.report(
            [
                Experience.Recording(name: "a", tree: ExperienceTrees.login),
                Experience.Recording(name: "b", tree: ExperienceTrees.login),
            ], screen: "Login")
        #expect(html.contains("<h2 id=\"recording-2\">b</h2>"))
        #expect(html.contains("<title>VoiceOver experience of Login</title>"))
    }
}

@Suite("Experience of real dumps", .enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
struct ExperienceRealTreeTests {
    @Test(arguments: [
        "dd_testpilot_tabbar_app.txt", "dd_xquitestdemo_tabbar_device_zh.txt", "xml_sioeye_home_tabbar_2017.xml",
        "json_wda_2016_source_tree_kazucocoa.json", "xml_shirates_calendar_dayview_ja.xml",
        "xml_rn_deep_nesting_appium_inspector_2023.xml", "dd_rjchatfield_ax_hello.txt",
    ])
    func theSnapshotRoundTripsAndThePictureHasOneBadgePerStop(_ name: String) throws {
        let tree = try AccessibilityTree(contentsOf: RealTrees.url(name))
        let elements = TraversalEngine().order(tree)
        let snapshot = ElementSnapshot(elements)
        #expect(snapshot.changes(from: try ElementSnapshot.parse(snapshot.json)).isEmpty)
        let picture = OrderPicture(title: name, transcript: Transcript(tree: tree, elements: elements), tree: tree)
        let svg = SVGRenderer.svg(picture)
        #expect(isWellFormedXML(svg))
        #expect(svg.components(separatedBy: "<g class=\"badge\"").count - 1 == elements.count)
        for marker in picture.markers {
            let o = try #require(marker.outline)
            #expect(o.x >= picture.screen.x && o.maxX <= picture.screen.maxX + 0.001)
        }
        let html = Experience.report([Experience.Recording(name: name, tree: tree)], screen: nil)
        #expect(html.components(separatedBy: "<tr tabindex=\"0\" data-element=").count - 1 == elements.count)
        #expect(isWellFormedXML(svg))
    }
}
