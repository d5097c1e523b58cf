import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidExperience
import RapidMapTestSupport

/// The sign-up screen in four configurations (verified in English; differing in Arabic, at
/// accessibility-XXXL and on iPad) and a settings screen recorded once, in the default configuration.
enum SiteFixtures {
    static func screens(audit: Bool = true) throws -> [SiteReport.Screen] {
        let counts: [String: Int]? = audit ? ["error": 0, "warning": 1] : nil
        func cell(_ tree: AccessibilityTree, _ status: SiteReport.Status) -> SiteReport.Cell {
            SiteReport.Cell(
                configuration: tree.configuration, status: status, page: "SignUp@\(tree.configuration.name).html",
                audit: counts, summary: status == .differs ? "SignUp \(tree.configuration.name) does not match its map" : "")
        }
        let signUp = SiteReport.Screen(
            name: "SignUp",
            cells: [
                cell(try ConfigurationFixtures.english, .verified), cell(try ConfigurationFixtures.arabicNotMirrored, .differs),
                cell(try ConfigurationFixtures.largeText, .verified), cell(try ConfigurationFixtures.pad, .differs),
            ])
        let settings = SiteReport.Screen(
            name: "Settings <&>",
            cells: [
                SiteReport.Cell(
                    configuration: RecordingConfiguration(layoutDirection: .leftToRight, idiom: .phone), status: .verified,
                    page: "Settings@default.html", audit: audit ? ["error": 2, "warning": 0] : nil, summary: "")
            ])
        return [signUp, settings]
    }
}

@Suite("The site of the whole app: matrix, summary and evidence")
struct SiteReportTests {
    @Test("columns: each screen's own configuration first, then the others in the order met")
    func columns() throws {
        #expect(SiteReport.columns(try SiteFixtures.screens()).map(\.name) == ["en", "default", "ar-rtl", "en-accessibility-XXXL", "en-pad"])
    }

    @Test("the matrix has a cell per screen and configuration; unrecorded ones say so; names are escaped")
    func matrix() throws {
        let html = SiteReport.index(title: "VoiceOver maps", screens: try SiteFixtures.screens())
        #expect(html.contains("<caption>2 screens in 5 configurations</caption>"))
        #expect(html.contains("<th scope=\"row\">Settings &lt;&amp;&gt;</th>"))
        // SignUp was not recorded in the default configuration, Settings only in it.
        #expect(html.components(separatedBy: "<td class=\"not-recorded\">not recorded</td>").count - 1 == 5)
        #expect(
            html.contains(
                "<a href=\"SignUp@ar-rtl.html\" aria-label=\"SignUp in ar-rtl: differs\"><span aria-hidden=\"true\">✗ </span>differs</a><br><span class=\"detail\">SignUp ar-rtl does not match its map</span>"
            ))
        #expect(html.contains("<a href=\"SignUp@en.html\" aria-label=\"SignUp in en: verified\">"))
        #expect(!html.contains("<script"), "the index needs no script")
    }

    @Test("the evidence counts screens, verified configurations, right-to-left and larger text, and audit findings")
    func evidence() throws {
        let html = SiteReport.index(title: "VoiceOver maps", screens: try SiteFixtures.screens())
        #expect(html.contains("<th scope=\"row\">Screens with a VoiceOver map</th><td>2</td>"))
        #expect(html.contains("<th scope=\"row\">Screens whose map is verified in every recorded configuration</th><td>1 of 2</td>"))
        #expect(html.contains("<th scope=\"row\">Recorded configurations verified</th><td>3 of 5</td>"))
        #expect(html.contains("<th scope=\"row\">Screens recorded right to left, verified there</th><td>0 of 1</td>"))
        #expect(html.contains("<th scope=\"row\">Screens recorded at an accessibility text size, verified there</th><td>1 of 1</td>"))
        #expect(html.contains("<th scope=\"row\">Audit findings over every recording</th><td>2 errors, 4 warnings</td>"))
        let unaudited = SiteReport.index(title: "VoiceOver maps", screens: try SiteFixtures.screens(audit: false))
        #expect(unaudited.contains("<td>no audits were run</td>"))
    }

    @Test("the JSON summary parses and says the same")
    func summary() throws {
        let json = SiteReport.summary(screens: try SiteFixtures.screens())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "rapidmap-report-summary")
        #expect(object["configurations"] as? [String] == ["en", "default", "ar-rtl", "en-accessibility-XXXL", "en-pad"])
        let screens = try #require(object["screens"] as? [[String: Any]])
        #expect(screens.map { $0["screen"] as? String } == ["SignUp", "Settings <&>"])
        let cells = try #require(screens[0]["configurations"] as? [[String: Any]])
        #expect(cells.map { $0["status"] as? String } == ["verified", "differs", "verified", "differs"])
        #expect(cells[1]["page"] as? String == "SignUp@ar-rtl.html")
        #expect((cells[0]["audit"] as? [String: Int]) == ["error": 0, "warning": 1])
        let evidence = try #require(object["evidence"] as? [String: Any])
        #expect(evidence["verified"] as? Int == 3 && evidence["recordings"] as? Int == 5 && evidence["largerTextVerified"] as? Int == 1)
        #expect(evidence["audit"] as? [String: Int] == ["error": 2, "warning": 4])
    }
}

@Suite("The site rendered in a real browser", .serialized)
struct SiteBrowserTests {
    /// The WCAG AA contrast for text.
    static let minimumContrast = 4.5

    @Test(.enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"))
    func headingsKeyboardAndContrast() throws {
        let folder = try Browser.folder()
        let page = folder.appendingPathComponent("index.html")
        var html = SiteReport.index(title: "VoiceOver maps", screens: try SiteFixtures.screens())
        // The probe: every focusable element in tab order (each takes the focus when asked),
        // the headings in order, and the contrast of the colours the page computes.
        html = html.replacingOccurrences(
            of: "</body>",
            with: """
                <script>
                function channel(c) { c = c / 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
                function luminance(css) { var m = css.match(/\\d+(\\.\\d+)?/g).map(Number); return 0.2126 * channel(m[0]) + 0.7152 * channel(m[1]) + 0.0722 * channel(m[2]); }
                function contrast(el) {
                  var s = getComputedStyle(el), bg = s.backgroundColor;
                  if (bg === 'rgba(0, 0, 0, 0)') { bg = getComputedStyle(document.body).backgroundColor; }
                  var a = luminance(s.color), b = luminance(bg);
                  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                }
                var focusable = Array.prototype.slice.call(document.querySelectorAll('a[href], button, input, [tabindex]'))
                  .filter(function (el) { return el.tabIndex >= 0; });
                var order = focusable.map(function (el) { el.focus(); return document.activeElement === el ? el.getAttribute('aria-label') : 'NOT FOCUSED'; });
                document.body.setAttribute('data-tab-order', order.join('|'));
                document.body.setAttribute('data-headings', Array.prototype.map.call(document.querySelectorAll('h1, h2, h3'), function (h) { return h.tagName + ':' + h.textContent; }).join('|'));
                var checked = ['body', 'td.verified', 'td.differs', 'td.not-recorded', 'td.verified a', 'td.differs a', '.detail', 'caption'];
                document.body.setAttribute('data-contrast', checked.map(function (sel) { return sel + '=' + contrast(document.querySelector(sel)).toFixed(2); }).join('|'));
                </script>
                </body>
                """)
        try Data(html.utf8).write(to: page)
        let dom = try Browser.dom(page, in: folder)
        func attribute(_ name: String) -> String {
            guard let start = dom.range(of: "\(name)=\"") else { return "" }
            return String(dom[start.upperBound...].prefix { $0 != "\"" })
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        #expect(attribute("data-headings") == "H1:VoiceOver maps|H2:Screens and configurations|H2:Evidence for the Accessibility Nutrition Labels")
        // Every recorded cell is reached by the keyboard, row by row, and nothing else is an element.
        #expect(
            attribute("data-tab-order")
                == [
                    "SignUp in en: verified", "SignUp in ar-rtl: differs", "SignUp in en-accessibility-XXXL: verified",
                    "SignUp in en-pad: differs", "Settings <&> in default: verified",
                ].joined(separator: "|"))
        let ratios = attribute("data-contrast").split(separator: "|").map { part -> (String, Double) in
            let pieces = part.split(separator: "=")
            return (String(pieces[0]), Double(pieces[1]) ?? 0)
        }
        #expect(ratios.count == 8)
        for (selector, ratio) in ratios {
            #expect(ratio >= Self.minimumContrast, "\(selector) has contrast \(ratio)")
        }
        // The cells' words, not only their colours, say the state.
        #expect(dom.contains("✗ </span>differs</a>"))
    }
}
