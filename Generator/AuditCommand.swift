import Foundation
import RapidVerify

/// `rapidgen audit`: runs the accessibility checks on recordings and prints every issue.
struct AuditCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "audit", options: [
        OptionSpec(names: ["--baseline"], valueName: "FILE", help: "Known issues that do not fail."),
        OptionSpec(names: ["--write-baseline"], valueName: "FILE", help: "Write every issue found to FILE."),
        OptionSpec(names: ["--checks"], valueName: "ID,ID", help: "Run only these checks."),
        OptionSpec(names: ["--ignore"], valueName: "ID,ID", help: "Suppress issues of elements with these identifiers."),
        OptionSpec(names: ["--locale"], valueName: "LOCALE", help: "The language of the word checks."),
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "text, json or sarif."),
        OptionSpec(names: ["--recording-format"], valueName: "FORMAT", help: "The recordings' format."),
        OptionSpec(names: ["--warnings-fail"], valueName: nil, help: "Fail on warnings too."),
    ], maximumPositionals: Int.max)

    static let help = """
    USAGE: rapidgen audit RECORDING... [--baseline FILE] [--write-baseline FILE]
                          [--checks ID,ID] [--locale LOCALE] [--format text|json|sarif]

    Audits each recording with the accessibility checks of A11yUITests, GTXiLib and
    Xcode's accessibility audit, on the elements VoiceOver visits (and, for element
    detection, the nodes it does not reach). Prints one line per issue:
      RECORDING: error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44
    and a summary on standard error. Errors fail (exit 1); warnings fail only with
    --warnings-fail. Suppressed and baselined issues are printed as notes.

    OPTIONS:
      --baseline FILE          Issues listed in FILE do not fail; entries that no longer
                               occur are reported as fixed.
      --write-baseline FILE    Write every issue found to FILE (atomically) and pass.
      --checks ID,ID           Run only these checks (default: all). Checks:
                               \(AuditCheck.all.map(\.identifier).joined(separator: ", "))
      --ignore ID,ID           Suppress issues of elements with these identifiers.
      --locale LOCALE          Words for the label checks: \(AuditWordList.shipped.map(\.language).joined(separator: ", ")) (default: en).
      --format FORMAT          text (default), json, or sarif (SARIF 2.1.0).
      --recording-format FMT   native, appium-xml, debug-description or wda-json
                               (default: detected from the content).
      --warnings-fail          Warnings fail as errors do.

    EXAMPLES:
      rapidgen audit ScreenMaps/Recordings/*.json
      rapidgen audit page-source.xml --locale ja --format sarif > audit.sarif
      rapidgen audit Recordings/*.json --write-baseline audit-baseline.json
      rapidgen audit Recordings/*.json --baseline audit-baseline.json

    EXIT STATUS:
      0  no issue fails
      1  an issue fails (an error, or a warning with --warnings-fail)
      2  usage error: unknown option, check, locale or format
      3  input error: unreadable recording or baseline
      4  output error: the baseline could not be written
    """

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: Self.help)
            guard !parsed.positionals.isEmpty else {
                throw context.usage(UsageError(message: "missing the recording: rapidgen audit RECORDING...", command: "audit"))
            }
            let output = try outputFormat(parsed["--format"])
            let recordingFormat = try context.format(parsed["--recording-format"], command: "audit")
            var checks: [AuditCheck] = .all
            if let list = parsed["--checks"] {
                switch checks.selecting(Self.list(list)) {
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
            case .sarif: context.output(AuditOutput.sarif(reports, toolVersion: HelpText.version.split(separator: " ").last.map(String.init) ?? "",
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
            return status.combined(with: failing ? .stale : .success)
        }
    }

    /// Parses `--format`; throws ``ExitCode/usage`` after printing the error.
    func outputFormat(_ value: String?) throws(ExitCode) -> AuditOutput.Format {
        guard let value else { return .text }
        guard let format = AuditOutput.Format(rawValue: value.lowercased()) else {
            throw context.usage(UsageError(message: "unknown output format '\(value)' (expected text, json or sarif)", command: "audit"))
        }
        return format
    }

    /// `a,b, c` → `["a", "b", "c"]`.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
