import Foundation
import RapidVerify
import RapidAudit

/// `rapidgen audit`: runs the accessibility checks on recordings and prints every issue.
struct AuditCommand {
    var context: CommandContext

    /// The description `audit` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Run the accessibility checks on recordings and print every issue.",
        usage: ["audit RECORDING... [--baseline FILE] [--write-baseline FILE] [--checks ID,ID] [--locale LOCALE] [--format text|json|sarif]"],
        discussion: """
        Audits each recording with the accessibility checks of A11yUITests, GTXiLib and
        Xcode's accessibility audit, on the elements VoiceOver visits (and, for element
        detection, the nodes it does not reach). Prints one line per issue:
          RECORDING: error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44
        and a summary on standard error. Errors fail (exit 1); warnings fail only with
        --warnings-fail. Suppressed and baselined issues are printed as notes.
        Checks: \(AuditCheck.all.map(\.identifier).joined(separator: ", ")).
        """,
        options: [
            .value("--baseline", placeholder: "FILE", help: "Issues listed in FILE do not fail; entries that no longer occur are reported as fixed."),
            .value("--write-baseline", placeholder: "FILE", help: "Write every issue found to FILE (atomically) and pass."),
            .value("--checks", placeholder: "ID,ID", help: "Run only these checks (default: all)."),
            .value("--ignore", placeholder: "ID,ID", help: "Suppress issues of elements with these identifiers."),
            .value("--locale", placeholder: "LOCALE", help: "Words for the label checks: \(AuditWordList.shipped.map(\.language).joined(separator: ", ")) (default: en)."),
            .choice("--format", placeholder: "FORMAT", of: AuditOutput.Format.self, default: "text", help: "The output:"),
            .choice("--recording-format", placeholder: "FORMAT", of: RecordingFormat.self, default: nil,
                    help: "The recordings' format (default: detected from the content):"),
            .flag("--warnings-fail", help: "Warnings fail as errors do."),
        ],
        maximumPositionals: Int.max,
        examples: ["audit ScreenMaps/Recordings/LoginScreen.json",
                   "audit page-source.xml --locale ja --format sarif > audit.sarif",
                   "audit Recordings/*.json --write-baseline audit-baseline.json",
                   "audit Recordings/*.json --baseline audit-baseline.json"])

    /// `audit`, as ``Rapidgen/commands`` lists it.
    static let command = Command(spec: spec) { context, parsed in AuditCommand(context: context).run(parsed) }

    func run(_ parsed: ParsedArguments) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in
            guard !parsed.positionals.isEmpty else {
                throw context.usage(UsageError(message: "missing the recording: rapidgen audit RECORDING...", command: "audit"))
            }
            let output = parsed.value("--format", as: AuditOutput.Format.self) ?? .text
            let recordingFormat = parsed.value("--recording-format", as: RecordingFormat.self)
            var checks = AuditCheck.all
            if let list = parsed["--checks"] {
                switch AuditCheck.selecting(Self.list(list), from: checks) {
                case .success(let picked): checks = picked
                case .failure(let unknown): throw context.usage(UsageError(message: unknown.description, command: "audit"))
                }
            }
            var configuration = AuditConfiguration(warningsFail: parsed.has("--warnings-fail"))
            if let locale = parsed["--locale"] {
                guard let words = AuditWordList.forLocale(locale) else {
                    throw context.usage(UsageError(message: "no word lists for locale '\(locale)' (shipped: \(AuditWordList.shipped.map(\.language).joined(separator: ", ")))", command: "audit"))
                }
                configuration.words = words
            }
            if let ignore = parsed["--ignore"] { configuration.ignoredIdentifiers = Set(Self.list(ignore)) }
            if let baselinePath = parsed["--baseline"] {
                let path = context.absolute(baselinePath)
                let bytes = try context.readFile(path, what: "the baseline")
                do {
                    configuration.baseline = try AuditBaseline.decode(Data(bytes), path: context.display(path))
                } catch {
                    context.error("\(error)")
                    throw .input
                }
            }
            var reports: [AuditReport] = []
            var status = ExitCode.success
            for file in parsed.positionals {
                let path = context.absolute(file)
                let tree: AccessibilityTree
                do throws(ExitCode) {
                    tree = try context.readTree(path, format: recordingFormat)
                } catch {
                    status = status.combined(with: error)
                    continue
                }
                configuration.recordingName = context.display(path)
                reports.append(Auditor.audit(tree, checks: checks, configuration: configuration))
            }
            switch output {
            case .text: context.output(AuditOutput.text(reports))
            case .json: context.output(AuditOutput.json(reports))
            case .sarif: context.output(AuditOutput.sarif(reports, toolVersion: Rapidgen.version.split(separator: " ").last.map(String.init) ?? "",
                                                          baselineUsed: configuration.baseline != nil))
            }
            context.info(AuditOutput.summary(reports))
            if let target = parsed["--write-baseline"] {
                let path = context.absolute(target)
                let baseline = AuditBaseline(entries: reports.flatMap(\.baselineEntries))
                do throws(FileSystemError) {
                    try context.fileSystem.writeAtomically(Array(baseline.encoded()), to: path)
                } catch {
                    context.error("\(context.display(path)): error: \(error.message)")
                    return status.combined(with: .output)
                }
                context.info("wrote \(context.display(path)) (\(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies"))")
                return status
            }
            let failing = reports.contains { !$0.passed }
            return status.combined(with: failing ? .checkFailed : .success)
        }
    }

    /// `a,b, c` → `["a", "b", "c"]`.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension AuditOutput.Format: NamedOptionValue {
    package static var valueKind: String { "output format" }
    package static var valueNames: [String] { allCases.map(\.rawValue) }
    package init?(valueName: String) { self.init(rawValue: valueName.lowercased()) }
    package static func valueHelp(_ name: String) -> String? {
        switch Self(rawValue: name) {
        case .text: return "one line per issue"
        case .json: return "one JSON document"
        case .sarif: return "SARIF 2.1.0, for code-scanning dashboards"
        case nil: return nil
        }
    }
}
