import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
import RapidExperience
import RapidMapTestSupport

/// The pictures and the report rendered by a real browser (headless Chromium), checked
/// pixel by pixel where it matters and through the DOM. Skipped, visibly, without a browser.
@Suite("Rendered in a real browser", .serialized, .tags(.browser))
struct BrowserTests {
    /// The screenshot's colour: a yellow no palette colour or background is near.
    static let screenshotColour: (UInt8, UInt8, UInt8) = (250, 200, 40)
    /// How far a channel may be from the expected value (colour management, antialiasing).
    static let channelTolerance = 3

    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
        abs(Int(p.r) - Int(c.0)) <= Self.channelTolerance && abs(Int(p.g) - Int(c.1)) <= Self.channelTolerance
            && abs(Int(p.b) - Int(c.2)) <= Self.channelTolerance
    }

    @Test func theDecoderReadsWhatTheEncoderWrites() throws {
        let image = try PNGCodec.decode(PNGCodec.solid(width: 300, height: 300, r: 9, g: 8, b: 7))
        #expect(image.width == 300 && image.height == 300)
        #expect(near(image.pixel(299, 299), (9, 8, 7)))
    }

    @Test(.enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"))
    func eachBadgeHasItsStopsColourAtItsElementAndTheScreenshotShowsUnderTheOutlines() throws {
        let tree = ExperienceTrees.login
        let (r, g, b) = Self.screenshotColour
        let png = try PNGImage(bytes: PNGCodec.solid(width: 39, height: 84, r: r, g: g, b: b))
        let picture = OrderPicture(title: "Login", transcript: Transcript(tree: tree), tree: tree)
        let folder = try Browser.folder()
        let page = folder.appendingPathComponent("order.svg")
        try Data(SVGRenderer.svg(picture, screenshot: png).utf8).write(to: page)
        let image = try Browser.screenshot(page, width: Int(picture.width.rounded(.up)), height: Int(picture.height.rounded(.up)), in: folder)
        for marker in picture.markers {
            let centre = try #require(marker.badgeCentre)
            // Left of the digits, inside the circle.
            let x = Int(centre.x - PictureStyle.badgeRadius * 0.7), y = Int(centre.y)
            let c = marker.colour
            #expect(near(image.pixel(x, y), c.channels), "badge \(marker.number) at (\(x), \(y)) is \(image.pixel(x, y))")
        }
        // Between the button (ends at y 250) and the tab bar (starts at 760): only the screenshot.
        let sx = Int(picture.screen.x + 100), sy = Int(picture.screen.y + 500)
        #expect(near(image.pixel(sx, sy), Self.screenshotColour), "screenshot at (\(sx), \(sy)) is \(image.pixel(sx, sy))")
        // Under an outline's light fill the screenshot still shows, tinted.
        let button = try #require(picture.markers[2].outline)
        let under = image.pixel(Int(button.x + button.width / 2), Int(button.y + button.height - 6))
        #expect(under.r > 200 && under.g > 150, "screenshot under the Sign In outline is \(under)")
        // Beside the screen, the page background.
        #expect(near(image.pixel(Int(picture.width) - 3, Int(picture.height) - 3), (255, 255, 255)))
    }

    @Test(.enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"))
    func theReportHasOneRowPerStopInOrderAfterTheBrowserParsedIt() throws {
        let folder = try Browser.folder()
        let page = folder.appendingPathComponent("report.html")
        let html = Experience.report([Experience.Recording(name: "Login.json", tree: ExperienceTrees.login)], screen: nil)
        try Data(html.utf8).write(to: page)
        let dom = try Browser.dom(page, in: folder)
        let rows = dom.components(separatedBy: "<tr tabindex=\"0\" data-element=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows == ["1", "2", "3", "4", "5", "6"])
        #expect(dom.contains("<h1>VoiceOver experience</h1>"))
        #expect(dom.contains("<svg"), "the picture is inline")
        #expect(dom.contains("Selected: Home. Tab. 1 of 3."))
    }

    @Test(.enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"))
    func focusingARowHighlightsItsOutlineAndLeavingItClearsIt() throws {
        let folder = try Browser.folder()
        let page = folder.appendingPathComponent("report.html")
        var html = Experience.report([Experience.Recording(name: "Login.json", tree: ExperienceTrees.login)], screen: nil)
        // Focus row 3, then row 5: outline 3 is highlighted and cleared, outline 5 stays highlighted.
        // Headless Chromium delivers real focus events only while its window has focus, which
        // depends on timing on a loaded machine, so the focus moves are sent as the events a
        // keyboard focus change fires (focusout on the old row, focusin on the new one).
        html = html.replacingOccurrences(
            of: "</body>",
            with: """
                <script>
                function move(from, to) {
                  if (from) { from.dispatchEvent(new FocusEvent('focusout', {bubbles: true, relatedTarget: to})); }
                  to.dispatchEvent(new FocusEvent('focusin', {bubbles: true, relatedTarget: from}));
                }
                var third = document.querySelector('tr[data-element="3"]'), fifth = document.querySelector('tr[data-element="5"]');
                move(null, third);
                document.body.setAttribute('data-after-first', document.getElementById('recording-1-outline-3').getAttribute('class'));
                move(third, fifth);
                </script>
                </body>
                """)
        try Data(html.utf8).write(to: page)
        let dom = try Browser.dom(page, in: folder)
        #expect(dom.contains("data-after-first=\"outline highlight\""))
        #expect(dom.contains("class=\"outline\" id=\"recording-1-outline-3\""))
        #expect(dom.contains("class=\"outline highlight\" id=\"recording-1-outline-5\""))
    }

    @Test(.enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"))
    func theReportsPictureIsPaintedWithTheBadgeColours() throws {
        let folder = try Browser.folder()
        let page = folder.appendingPathComponent("report.html")
        let tree = ExperienceTrees.login
        try Data(Experience.report([Experience.Recording(name: "Login.json", tree: tree)], screen: nil).utf8).write(to: page)
        let image = try Browser.screenshot(page, width: 1200, height: 1400, in: folder)
        // Somewhere on the page the first element's badge colour is painted (the picture's
        // badge and the table's number).
        let c = PictureStyle.colour(ofStop: 1)
        var found = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) where near(image.pixel(x, y), c.channels) { found += 1 }
        }
        #expect(found > 20, "badge colour \(c.hex) painted at \(found) sampled pixels")
    }
}
