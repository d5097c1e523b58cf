import RapidVerify
import RapidAudit
import RapidExperience

/// `rapidgen report`: one self-contained, accessible HTML page about recordings of a
/// screen: the picture of the order, the transcript and the map check.
struct ReportCommand {
    var context: CommandContext

    /// The description `report` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "report",
        abstract: "Write one self-contained, accessible HTML page about recordings of a screen.",
        usage: ["report RECORDING... --screen NAME [-o report.html] [--config FILE] [--format FORMAT]"],
        discussion: """
        Writes one HTML file with, per recording, the picture of the VoiceOver order, what
        VoiceOver says at every stop, and whether the screen's committed map (the entry of
        rapidmap.json for NAME) matches the recording; then the findings of the audits
        (`rapidgen audit`'s checks) of every recording. Hovering or focusing a row highlights
        its outline. The file loads nothing from elsewhere.
        """,
        options: [
            .value("--output", "-o", placeholder: "FILE", help: "The HTML file (default: standard output)."),
            .value("--screen", placeholder: "NAME", help: "The screen: its subtree, and its map in rapidmap.json."),
            .value("--config", placeholder: "FILE", help: "The configuration listing the screen's map (default: rapidmap.json found upwards)."),
            .flag("--no-audit", help: "Leave out the audit findings (by default every built-in check runs)."),
            .choice("--format", placeholder: "FORMAT", of: RecordingFormat.self, default: nil,
                    help: "The recordings' format (default: detected from the content):"),
        ],
        maximumPositionals: Int.max,
        examples: ["report ScreenMaps/Recordings/LoginScreen.json --screen LoginScreen -o report.html"])

    /// `report`, as ``Rapidgen/commands`` lists it.
    static let command = Command(spec: spec) { context, parsed in ReportCommand(context: context).run(parsed) }

    func run(_ parsed: ParsedArguments) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in
            guard !parsed.positionals.isEmpty else {
                throw context.usage(UsageError(message: "missing the recordings: rapidgen report RECORDING... --screen NAME", command: "report"))
            }
            let format = parsed.value("--format", as: RecordingFormat.self)
            let screen = parsed["--screen"]
            var recordings: [Experience.Recording] = []
            var findings: [HTMLReport.Finding]? = parsed.has("--no-audit") ? nil : []
            for file in parsed.positionals {
                let path = context.absolute(file)
                let tree = try context.readTree(path, format: format)
                let check = screen.flatMap { mapCheck(screen: $0, recordingPath: path, config: parsed["--config"]) }
                recordings.append(Experience.Recording(name: context.display(path), tree: tree, verification: check))
                if findings != nil {
                    findings! += Self.findings(of: tree, named: context.display(path))
                }
            }
            try context.write(Experience.report(recordings, screen: screen, findings: findings),
                              to: parsed["--output"], what: "HTML report")
            return .success
        }
    }

    /// The check of the screen's committed map against one recording, as `rapidgen check`
    /// words it, or nil when no configuration lists the screen. `check`'s messages are
    /// captured instead of printed.
    func mapCheck(screen: String, recordingPath: String, config: String?) -> (report: String, passed: Bool)? {
        final class Captured { var text = "" }
        let captured = Captured()
        var quiet = context
        quiet.standardError = { captured.text += $0 }
        quiet.verbosity = .verbose
        let loader = MapConfigurationLoader(context: quiet)
        guard let loaded = try? loader.load(config),
              let entry = loaded.config.maps.first(where: { $0.request.screen == screen }),
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
            return HTMLReport.Finding(rule: "\(issue.severity) [\(issue.check)]",
                                      element: "\(name): " + words.joined(separator: " "), message: issue.message)
        }
    }
}
