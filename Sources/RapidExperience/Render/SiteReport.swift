import RapidMap
import RapidVerify
/// The whole app on one page: a matrix of screens × configurations, each cell saying whether
/// the screen's map is verified in that configuration, differs, or was not recorded, and
/// linking to the cell's own page (the picture of the order, the transcript, the map check
/// and the audit findings); with a JSON summary for CI dashboards and the counts a team can
/// cite as evidence for App Store Connect's Accessibility Nutrition Labels (VoiceOver,
/// Larger Text). Pure: the caller gives the cells and writes the files.
package enum SiteReport {
    /// The state of one screen in one configuration.
    package enum Status: String, Sendable, Hashable {
        /// The map matches the recording.
        case verified
        /// The map and the recording disagree (or the committed map is stale).
        case differs
        /// No recording of the screen in this configuration.
        case notRecorded = "not recorded"
    }

    /// One recorded configuration of a screen.
    package struct Cell: Sendable, Hashable {
        /// The configuration.
        package var configuration: RecordingConfiguration
        /// Verified or differs.
        package var status: Status
        /// The cell's page, relative to the site's folder.
        package var page: String
        /// The number of audit issues by severity name (`error`, `warning`), nil when audits were not run.
        package var audit: [String: Int]?
        /// The first line of the check's report, shown in the cell when it differs.
        package var summary: String
        /// The platform of the recording, as its configuration's idiom shows.
        package var platform: RecordingPlatform { RecordingPlatform(idiom: configuration.idiom ?? .phone) }

        package init(configuration: RecordingConfiguration, status: Status, page: String, audit: [String: Int]?, summary: String) {
            self.configuration = configuration
            self.status = status
            self.page = page
            self.audit = audit
            self.summary = summary
        }
    }

    /// One screen with its recorded configurations.
    package struct Screen: Sendable, Hashable {
        /// The screen's name.
        package var name: String
        /// Its recorded configurations, the map's own first.
        package var cells: [Cell]

        package init(name: String, cells: [Cell]) {
            self.name = name
            self.cells = cells
        }

        /// The cell of the configuration named `name`, if recorded.
        func cell(_ name: String) -> Cell? { cells.first { $0.configuration.name == name } }
    }

    /// The configurations' names, as the matrix's columns: in the order first met, the
    /// screens' own configurations first.
    package static func columns(_ screens: [Screen]) -> [(name: String, description: String)] {
        var seen = Set<String>()
        var out: [(String, String)] = []
        for pass in 0..<2 {
            for screen in screens {
                for (i, cell) in screen.cells.enumerated() where (pass == 0) == (i == 0) {
                    if seen.insert(cell.configuration.name).inserted { out.append((cell.configuration.name, cell.configuration.description)) }
                }
            }
        }
        return out
    }

    /// The counts behind the evidence summary.
    package struct Evidence: Sendable, Hashable {
        /// Screens with a map.
        package var screens = 0
        /// Recorded configurations of all screens, and how many of them verify.
        package var recordings = 0
        package var verified = 0
        /// Screens whose map verifies in every recorded configuration.
        package var screensVerifiedEverywhere = 0
        /// Screens recorded right to left, and how many verify there.
        package var rightToLeftScreens = 0
        package var rightToLeftVerified = 0
        /// Screens recorded at an accessibility text size, and how many verify there.
        package var largerTextScreens = 0
        package var largerTextVerified = 0
        /// Audit issues over every recording, by severity; nil when audits were not run.
        package var audit: [String: Int]?

        init(_ screens: [Screen]) {
            self.screens = screens.count
            var audited = false
            var audit: [String: Int] = [:]
            for screen in screens {
                recordings += screen.cells.count
                let passing = screen.cells.filter { $0.status == .verified }
                verified += passing.count
                if !screen.cells.isEmpty && passing.count == screen.cells.count { screensVerifiedEverywhere += 1 }
                let rtl = screen.cells.filter { $0.configuration.layoutDirection == .rightToLeft }
                if !rtl.isEmpty { rightToLeftScreens += 1 }
                if !rtl.isEmpty && rtl.allSatisfy({ $0.status == .verified }) { rightToLeftVerified += 1 }
                let large = screen.cells.filter { $0.configuration.contentSizeCategory?.isAccessibilitySize == true }
                if !large.isEmpty { largerTextScreens += 1 }
                if !large.isEmpty && large.allSatisfy({ $0.status == .verified }) { largerTextVerified += 1 }
                for cell in screen.cells {
                    guard let counts = cell.audit else { continue }
                    audited = true
                    for (k, v) in counts { audit[k, default: 0] += v }
                }
            }
            self.audit = audited ? audit : nil
        }
    }

    /// The index page: the matrix and the evidence summary.
    package static func index(title: String, screens: [Screen]) -> String {
        let e = Markup.escape
        let columns = columns(screens)
        let evidence = Evidence(screens)
        var out =
            HTMLReport.pageStart(title: title, css: css) + """
                <section aria-labelledby="matrix">
                <h2 id="matrix">Screens and configurations</h2>
                <p>Each cell says whether the screen's map is verified in that configuration; open it for the picture of the order, what VoiceOver says, the map check and the audit findings.</p>
                <table class="matrix">
                <caption>\(screens.count) screen\(screens.count == 1 ? "" : "s") in \(columns.count) configuration\(columns.count == 1 ? "" : "s")</caption>
                <thead><tr><th scope="col">Screen</th>
                """
        for column in columns {
            out += "<th scope=\"col\"><span class=\"config\">\(e(column.name))</span><br><span class=\"detail\">\(e(column.description))</span></th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for screen in screens {
            out += "<tr><th scope=\"row\">\(e(screen.name))</th>"
            for column in columns {
                guard let cell = screen.cell(column.name) else {
                    out += "<td class=\"not-recorded\">not recorded</td>"
                    continue
                }
                let mark = cell.status == .verified ? "✓" : "✗"
                let label = "\(screen.name) in \(column.name): \(cell.status.rawValue)"
                out += "<td class=\"\(cell.status == .verified ? "verified" : "differs")\"><a href=\"\(e(cell.page))\" aria-label=\"\(e(label))\">"
                out += "<span aria-hidden=\"true\">\(mark) </span>\(cell.status.rawValue)</a>"
                if cell.status == .differs, !cell.summary.isEmpty {
                    out += "<br><span class=\"detail\">\(e(cell.summary))</span>"
                }
                if let audit = cell.audit {
                    out += "<br><span class=\"detail\">\(e(auditWords(audit)))</span>"
                }
                if !cell.platform.isOrderModelled {
                    out += "<br><span class=\"detail\">\(e(orderNotModelled(cell.platform)))</span>"
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        out += evidenceSection(evidence)
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// `order computed with iOS's rules: tvOS's is not modelled`, the cell's short form of
    /// ``RecordingPlatform/verificationNote`` (the page says why).
    static func orderNotModelled(_ platform: RecordingPlatform) -> String {
        "order computed with iOS's rules: \(platform.name)'s is not modelled"
    }

    /// `no audit findings`, `2 errors, 1 warning`.
    static func auditWords(_ counts: [String: Int]) -> String {
        let parts = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            .map { "\($0.value) \($0.key)\($0.value == 1 ? "" : "s")" }
        return parts.isEmpty ? "no audit findings" : parts.joined(separator: ", ")
    }

    /// The evidence summary: counts from the recordings, for the Accessibility Nutrition Labels.
    static func evidenceSection(_ v: Evidence) -> String {
        var rows: [(String, String, String)] = [
            ("VoiceOver", "Screens with a VoiceOver map", "\(v.screens)"),
            ("VoiceOver", "Screens whose map is verified in every recorded configuration", "\(v.screensVerifiedEverywhere) of \(v.screens)"),
            ("VoiceOver", "Recorded configurations verified", "\(v.verified) of \(v.recordings)"),
            ("VoiceOver", "Screens recorded right to left, verified there", "\(v.rightToLeftVerified) of \(v.rightToLeftScreens)"),
            ("Larger Text", "Screens recorded at an accessibility text size, verified there", "\(v.largerTextVerified) of \(v.largerTextScreens)"),
        ]
        rows.append(("Audits", "Audit findings over every recording", v.audit.map(auditWords) ?? "no audits were run"))
        var out = "<section aria-labelledby=\"evidence\">\n<h2 id=\"evidence\">Evidence for the Accessibility Nutrition Labels</h2>\n"
        out +=
            "<p>Counts from the recordings and maps of this repository, for a team that declares VoiceOver and Larger Text support in App Store Connect. They are counts, not claims: a screen without a recording is not counted, and a verified map says the VoiceOver order is the declared one, not that the screen is usable.</p>\n"
        out +=
            "<table class=\"evidence\">\n<caption>Evidence summary</caption>\n<thead><tr><th scope=\"col\">Feature</th><th scope=\"col\">Count</th><th scope=\"col\">Value</th></tr></thead>\n<tbody>\n"
        for (feature, what, value) in rows {
            out += "<tr><td>\(Markup.escape(feature))</td><th scope=\"row\">\(Markup.escape(what))</th><td>\(Markup.escape(value))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
        return out
    }

    /// The JSON summary for CI dashboards: every screen's configurations with their status,
    /// page, platform (`platform`, and `orderModelled`: false when the order shown is iOS's
    /// for a platform whose order is not modelled) and audit counts, the columns, and the
    /// evidence counts.
    package static func summary(screens: [Screen]) -> String {
        let q = JSONText.stringLiteral
        let v = Evidence(screens)
        var out = "{\n  \"format\": \"rapidmap-report-summary\",\n  \"version\": 1,\n"
        out += "  \"configurations\": [" + columns(screens).map { q($0.name) }.joined(separator: ", ") + "],\n"
        out += "  \"screens\": [\n"
        for (i, screen) in screens.enumerated() {
            out += "    {\"screen\": \(q(screen.name)), \"configurations\": ["
            out += screen.cells.map { cell in
                var fields = [
                    "\"name\": \(q(cell.configuration.name))", "\"status\": \(q(cell.status.rawValue))",
                    "\"page\": \(q(cell.page))", "\"platform\": \(q(cell.platform.name))",
                    "\"orderModelled\": \(cell.platform.isOrderModelled)",
                ]
                if let audit = cell.audit {
                    fields.append("\"audit\": {" + audit.sorted { $0.key < $1.key }.map { "\(q($0.key)): \($0.value)" }.joined(separator: ", ") + "}")
                }
                return "{" + fields.joined(separator: ", ") + "}"
            }.joined(separator: ", ")
            out += "]}" + (i + 1 < screens.count ? "," : "") + "\n"
        }
        out += "  ],\n  \"evidence\": {\"screens\": \(v.screens), \"screensVerifiedEverywhere\": \(v.screensVerifiedEverywhere), "
        out += "\"recordings\": \(v.recordings), \"verified\": \(v.verified), "
        out += "\"rightToLeftScreens\": \(v.rightToLeftScreens), \"rightToLeftVerified\": \(v.rightToLeftVerified), "
        out += "\"largerTextScreens\": \(v.largerTextScreens), \"largerTextVerified\": \(v.largerTextVerified)"
        if let audit = v.audit {
            out += ", \"audit\": {" + audit.sorted { $0.key < $1.key }.map { "\(q($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        }
        out += "}\n}\n"
        return out
    }

    /// The colours of the site's own text and cells, each pair at least 4.5:1 (WCAG AA for
    /// text); the browser test measures them.
    package static let colours = (
        text: "#1a1a1a", background: "#ffffff", verifiedText: "#0b5d1e", verifiedBackground: "#e3f4e6",
        differsText: "#8a1010", differsBackground: "#fde8e8", mutedText: "#595959", focus: "#005fcc"
    )

    static let css = """
        body { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; color: \(colours.text); background: \(colours.background); margin: 1.5rem; line-height: 1.4; }
        table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
        caption { text-align: start; font-weight: bold; padding: 0.25rem 0; }
        th, td { border: 1px solid #767676; padding: 0.4rem 0.6rem; text-align: start; vertical-align: top; }
        td.verified { background: \(colours.verifiedBackground); color: \(colours.verifiedText); }
        td.differs { background: \(colours.differsBackground); color: \(colours.differsText); font-weight: bold; }
        td.not-recorded, .detail { color: \(colours.mutedText); }
        td a { color: inherit; }
        a:focus { outline: 3px solid \(colours.focus); outline-offset: 2px; }
        .config { font-family: ui-monospace, Menlo, monospace; }
        """
}
