import RapidVerify
import RapidProject
import RapidAudit
import RapidExperience

/// `rapidgen report`: one self-contained, accessible HTML page about recordings of a
/// screen: the picture of the order, the transcript and the map check; or, with `--site`,
/// the whole app from rapidmap.json: screens × configurations.
struct ReportCommand: Subcommand {
    var context: CommandContext

    /// The description `report` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "report",
        abstract: "Write one self-contained, accessible HTML page about recordings of a screen.",
        usage: [
            "report RECORDING... --screen NAME [--scope IDENTIFIER] [-o report.html] [--manifest FILE] [--format FORMAT]",
            "report --site DIR [--manifest FILE] [--no-audit]",
        ],
        discussion: """
            Writes one HTML file with, per recording, the picture of the VoiceOver order, what
            VoiceOver says at every element, and whether the screen's committed map (the entry of
            rapidmap.json for NAME) matches the recording; then the findings of the audits
            (`rapidgen audit`'s checks) of every recording. Hovering or focusing a row highlights
            its outline. The file loads nothing from elsewhere. A recording from a platform whose
            VoiceOver order is not modelled (tvOS, macOS, watchOS, …) is ordered with iOS's rules
            and its section, picture and site cell say so (summary.json: orderModelled false).

            With --site DIR, every screen of rapidmap.json in every recorded configuration (its
            recording and the NAME@CONFIGURATION.json beside it): DIR/index.html is a matrix of
            screens × configurations, each cell verified, differs or not recorded and linking to
            that configuration's page (as above); DIR/summary.json says the same for CI
            dashboards; the index ends with the evidence counts for App Store Connect's
            Accessibility Nutrition Labels (VoiceOver, Larger Text). The folder is created when
            missing; files in it are replaced.
            """,
        options: [
            .value("--output", "-o", placeholder: "FILE", help: "The HTML file (default: standard output)."),
            .value("--screen", placeholder: "NAME", help: "The screen's Swift type name, as rapidmap.json lists it: its map is checked."),
            .scope,
            .value("--site", placeholder: "DIR", help: "Write the whole app's site into DIR: index.html, one page per screen and configuration, summary.json."),
            .value("--manifest", placeholder: "FILE", help: "The manifest listing the screen's map (default: rapidmap.json found upwards)."),
            .flag("--no-audit", help: "Leave out the audit findings (by default every built-in check runs)."),
            .recordingFormat(of: "The recordings'"),
        ],
        maximumPositionals: Int.max,
        examples: [
            "report ScreenMaps/Recordings/LoginScreen.json --screen LoginScreen -o report.html",
            "report --site VoiceOverReport",
        ])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        if let site = parsed["--site"] {
            guard parsed.positionals.isEmpty, parsed["--screen"] == nil, parsed["--output"] == nil else {
                throw context.usage(
                    UsageError(message: "--site writes every screen of rapidmap.json: give no recordings, --screen or --output with it", command: "report"))
            }
            return try writeSite(into: site, manifest: parsed["--manifest"], audit: !parsed.has("--no-audit"))
        }
        guard !parsed.positionals.isEmpty else {
            throw context.usage(UsageError(message: "missing the recordings: rapidgen report RECORDING... --screen NAME", command: "report"))
        }
        let format = parsed.value("--format", as: RecordingFormat.self)
        let screen = parsed["--screen"]
        let scope = context.shownScope(parsed)
        var recordings: [Experience.Recording] = []
        var findings: [HTMLReport.Finding]? = parsed.has("--no-audit") ? nil : []
        for file in parsed.positionals {
            let path = context.absolute(file)
            let tree = try context.readTree(path, format: format)
            let check = screen.flatMap { mapCheck(screen: $0, recordingPath: path, manifest: parsed["--manifest"]) }
            recordings.append(
                Experience.Recording(
                    name: context.display(path), tree: tree, verification: check, recorded: context.declaredScope(parsed, in: tree)))
            if findings != nil {
                findings! += Self.findings(of: tree, named: context.display(path))
            }
        }
        try context.write(
            Experience.report(recordings, screen: scope, findings: findings),
            to: parsed["--output"], what: "HTML report")
        return .success
    }

    /// The check of the screen's committed map against one recording, as `rapidgen check`
    /// words it, or nil when no manifest lists the screen. `check`'s messages are
    /// captured instead of printed.
    func mapCheck(screen: String, recordingPath: String, manifest: String?) -> (report: String, passed: Bool)? {
        final class Captured { var text = "" }
        let captured = Captured()
        var quiet = context
        quiet.standardError = { captured.text += $0 }
        quiet.verbosity = .verbose
        let loader = ManifestLoader(context: quiet)
        guard let loaded = try? loader.load(manifest),
            let entry = loaded.file.maps.first(where: { $0.request.screen == screen }),
            var job = try? loader.job(for: entry, in: loaded)
        else { return nil }
        job.recordingPath = recordingPath
        let status = CheckCommand(context: quiet).check(job)
        return (captured.text, status == .success)
    }

    /// The audit findings of one recording, as the report lists them: every issue that is
    /// not suppressed, with its severity and check, the recording and the element.
    static func findings(of tree: AccessibilityTree, named name: String) -> [HTMLReport.Finding] {
        Auditor.audit(tree).issues.filter { !$0.suppressed }.map { issue in
            let element = issue.element
            var words = [element.position.map { "#\($0)" } ?? "not visited", element.type.name]
            if let identifier = element.identifier { words.append(SwiftSourceEscaping.stringLiteral(identifier)) }
            if let label = element.label { words.append(SwiftSourceEscaping.stringLiteral(label)) }
            return HTMLReport.Finding(
                rule: "\(issue.severity) [\(issue.check)]",
                element: "\(name): " + words.joined(separator: " "), message: issue.message)
        }
    }
}

extension ReportCommand {
    /// `report --site DIR`: the index, one page per screen and recorded configuration, and
    /// the JSON summary (``SiteReport``).
    func writeSite(into folder: String, manifest path: String?, audit: Bool) throws(ExitCode) -> ExitCode {
        let loader = ManifestLoader(context: context)
        let manifest = try loader.load(path)
        let directory = context.absolute(folder)
        try context.createFolderIfMissing(directory)
        var screens: [SiteReport.Screen] = []
        var pages: [(file: String, html: String)] = []
        // Each map file read and scanned once, however many screens it holds.
        let mapFiles = MapFileCache()
        var status = ExitCode.success
        for entry in manifest.file.maps {
            let job = try loader.job(for: entry, in: manifest)
            let screen = job.request.screen
            let base = try context.readTree(job.recordingPath, format: job.request.format)
            var recordings: [(tree: AccessibilityTree, path: String, report: String, passed: Bool)] = []
            let main = mapCheck(screen: screen, recordingPath: job.recordingPath, manifest: path)
            recordings.append((base, job.recordingPath, main?.report ?? "", main?.passed ?? false))
            for (path, tree, result) in ConfigurationCheck.all(job, base: base, in: context, status: &status) {
                let report =
                    ([result.headline] + result.notes(limit: CheckCommand.maximumShownLines)).joined(separator: "\n")
                    + "\n\n" + result.verification.report(ReportOptions(includesCorrectedMap: false))
                recordings.append((tree, path, report, result.passed))
            }
            var cells: [SiteReport.Cell] = []
            for recording in recordings {
                let name = recording.tree.configuration.name
                let file = Self.pageName("\(screen)@\(name)") + ".html"
                let findings = audit ? Self.findings(of: recording.tree, named: context.display(recording.path)) : nil
                let counts = audit ? Self.auditCounts(recording.tree) : nil
                pages.append(
                    (
                        file,
                        Experience.report(
                            [
                                Experience.Recording(
                                    name: context.display(recording.path), tree: recording.tree,
                                    verification: (recording.report, recording.passed),
                                    recorded: GenerateCommand(context: context)
                                        .withDeclaredScope(job, tree: recording.tree, files: mapFiles).recordedScope)
                            ],
                            screen: job.request.resolvedScreenIdentifier, findings: findings)
                    ))
                cells.append(
                    SiteReport.Cell(
                        configuration: recording.tree.configuration, status: recording.passed ? .verified : .differs,
                        page: file, audit: counts,
                        summary: recording.report.split(separator: "\n").first.map(String.init) ?? ""))
            }
            screens.append(SiteReport.Screen(name: screen, cells: cells))
        }
        pages.append(("index.html", SiteReport.index(title: "VoiceOver maps", screens: screens)))
        pages.append(("summary.json", SiteReport.summary(screens: screens)))
        for page in pages {
            try context.writeIfChanged(Array(page.html.utf8), to: MapOutputPath.resolve(page.file, against: directory), what: "the report page")
        }
        let cells = screens.reduce(0) { $0 + $1.cells.count }
        context.info(
            "wrote \(context.display(directory))/index.html (\(screens.count) screen\(screens.count == 1 ? "" : "s"), \(cells) recorded configuration\(cells == 1 ? "" : "s")), \(cells) pages and summary.json"
        )
        return status
    }

    /// A page's file name: letters, digits, `.`, `-`, `_` and `@` kept, anything else `_`.
    static func pageName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.@".contains($0)) ? $0 : "_" })
    }

    /// The audit issues of a recording that are not suppressed, by severity.
    static func auditCounts(_ tree: AccessibilityTree) -> [String: Int] {
        var counts: [String: Int] = [:]
        for severity in AuditSeverity.allCases { counts[severity.rawValue] = 0 }
        for issue in Auditor.audit(tree).issues where !issue.suppressed { counts[issue.severity.rawValue, default: 0] += 1 }
        return counts
    }
}
