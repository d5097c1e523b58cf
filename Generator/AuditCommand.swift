import Foundation
import RapidVerify
import RapidProject
import RapidAudit

/// `rapidgen audit`: runs the accessibility checks on recordings and prints every issue.
struct AuditCommand: Subcommand {
    var context: CommandContext

    /// The description `audit` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Run the accessibility checks on recordings and print every issue.",
        usage: [
            "audit RECORDING... [--preset PRESET | --checks ID,ID] [--baseline FILE] [--write-baseline FILE] [--locale LOCALE] [--output-format text|json|sarif] [--format FORMAT] [--help-url URL]",
            "audit --list-checks [--preset PRESET | --checks ID,ID] [--output-format text|markdown|json] [--help-url URL]",
        ],
        discussion: """
            Audits each recording with the accessibility checks of A11yUITests, GTXiLib and
            Xcode's accessibility audit, on the elements VoiceOver visits (and, for element
            detection, the nodes it does not reach). Prints one line per issue:
              RECORDING: error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44
            and a summary on standard error. Errors fail (exit 1); warnings fail only with
            --warnings-fail. Suppressed and baselined issues are printed as notes.
            The checks are those of a versioned preset: --preset, else the `audit.preset` of
            rapidmap.json, else `latest`. A pinned preset keeps CI unchanged when an upgrade
            adds checks; --checks picks checks by hand. --list-checks prints the catalogue
            (identifier, severity, WCAG criteria, origins) instead of auditing.
            SARIF rules (and the JSON catalogue) link each built-in check to its section of
            the catalogue where your team publishes it: --help-url, else the `audit.helpURL`
            of rapidmap.json; without either, rules have no helpUri.
            Checks: \(AuditCheck.all.map(\.identifier).joined(separator: ", ")).
            """,
        options: [
            .flag("--list-checks", help: "Print the checks (of the preset, or --checks) instead of auditing."),
            .choice("--preset", placeholder: "PRESET", of: AuditPreset.self, default: "latest", help: "The versioned set of checks to run:"),
            .value("--checks", placeholder: "ID,ID", help: "Run only these checks (a former identifier works too)."),
            .value("--manifest", placeholder: "FILE", help: "The rapidmap.json whose `audit` defaults apply (default: the nearest one, if any)."),
            .value(
                "--help-url", placeholder: "URL",
                help: "Where your team publishes Documentation/AuditChecks.md: each built-in check's SARIF helpUri is URL#identifier."),
            .value("--baseline", placeholder: "FILE", help: "Issues listed in FILE do not fail; entries that no longer occur are reported as fixed."),
            .value("--write-baseline", placeholder: "FILE", help: "Write every issue found to FILE (atomically) and pass."),
            .value("--ignore", placeholder: "ID,ID", help: "Suppress issues of elements with these identifiers."),
            .value(
                "--locale", placeholder: "LOCALE",
                help: "Words for the label checks: \(AuditWordList.shipped.map(\.language).joined(separator: ", ")) (default: en)."),
            .choice("--output-format", placeholder: "FORMAT", of: AuditOutput.Format.self, default: "text", help: "What is printed:"),
            .recordingFormat(of: "The recordings'"),
            .flag("--warnings-fail", help: "Warnings fail as errors do."),
        ],
        maximumPositionals: Int.max,
        examples: [
            "audit ScreenMaps/Recordings/LoginScreen.json",
            "audit page-source.xml --locale ja --output-format sarif > audit.sarif",
            "audit Recordings/*.json --preset v1",
            "audit Recordings/*.json --write-baseline audit-baseline.json",
            "audit Recordings/*.json --baseline audit-baseline.json",
            "audit --list-checks --output-format markdown",
        ])

    /// What a run of `audit` does, read from its arguments (and rapidmap.json) before any
    /// recording is read.
    struct Plan {
        /// The checks to run or list.
        var checks: [AuditCheck]
        /// The preset they come from, or nil for `--checks`.
        var preset: AuditPreset?
        /// The output format.
        var output: AuditOutput.Format
        /// The recordings' format, or nil to detect it.
        var recordingFormat: RecordingFormat?
        /// The audit options, the baseline not yet read.
        var options: AuditOptions
    }

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        var plan = try plan(parsed)
        if parsed.has("--list-checks") { return listChecks(plan) }
        if let path = parsed["--baseline"] { plan.options.baseline = try readBaseline(path) }
        let (reports, status) = audit(parsed.positionals, plan)
        printReports(reports, plan)
        if let target = parsed["--write-baseline"] { return status.combined(with: writeBaseline(reports, to: target)) }
        return status.combined(with: reports.contains { !$0.passed } ? .checkFailed : .success)
    }

    /// Checks the arguments against each other and reads the checks, the output format
    /// and the audit options from them. Prints the usage error and throws on failure.
    func plan(_ parsed: ParsedArguments) throws(ExitCode) -> Plan {
        let listing = parsed.has("--list-checks")
        let output = parsed.value("--output-format", as: AuditOutput.Format.self) ?? .text
        // `--format` named the output before 0.2; `json` is also a recording format's alias,
        // so a script still passing `--format json` would read its recordings as native JSON
        // and print text. Refused, pointing at the option that says what it meant.
        if parsed["--format"]?.lowercased() == "json" {
            throw usage("--format names the recordings' format; for JSON output write --output-format json (native JSON recordings: --format native-json)")
        }
        if listing {
            if let extra = parsed.positionals.first {
                throw usage("--list-checks takes no recording (got '\(extra)')")
            }
            if output == .sarif { throw usage("--list-checks prints text, markdown or json, not sarif") }
            if let option = Self.auditOnlyOptions.first(where: { parsed[$0] != nil || parsed.has($0) }) {
                throw usage("\(option) is for audits; --list-checks only lists the checks")
            }
        } else {
            guard !parsed.positionals.isEmpty else { throw usage("missing the recording: rapidgen audit RECORDING...") }
            if output == .markdown { throw usage("--output-format markdown is for --list-checks; audits print text, json or sarif") }
        }
        if parsed["--checks"] != nil, parsed["--preset"] != nil { throw usage("--checks and --preset exclude each other") }
        if let address = parsed["--help-url"], let problem = ManifestFile.helpURLProblem(address) {
            throw usage("--help-url " + problem)
        }
        var plan = Plan(
            checks: [], preset: nil, output: output,
            recordingFormat: parsed.value("--format", as: RecordingFormat.self),
            options: AuditOptions(warningsFail: parsed.has("--warnings-fail")))
        // The manifest is read only for what the options leave unsaid; its preset is
        // checked only when it is the one that runs.
        let needsPreset = parsed["--checks"] == nil && parsed["--preset"] == nil
        let defaults =
            needsPreset || parsed["--help-url"] == nil ? try manifestDefaults(parsed["--manifest"], needsPreset: needsPreset) : nil
        if let list = parsed["--checks"] {
            switch AuditCheck.selecting(Self.list(list)) {
            case .success(let picked): plan.checks = picked
            case .failure(let unknown): throw usage(unknown.description)
            }
        } else {
            plan.preset = parsed.value("--preset", as: AuditPreset.self) ?? defaults?.preset ?? .latest
            plan.checks = plan.preset?.checks ?? []
        }
        plan.options.helpURL = parsed["--help-url"] ?? defaults?.helpURL
        if let locale = parsed["--locale"] {
            guard let words = AuditWordList.forLocale(locale) else {
                throw usage("no word lists for locale '\(locale)' (shipped: \(AuditWordList.shipped.map(\.language).joined(separator: ", ")))")
            }
            plan.options.words = words
        }
        if let ignore = parsed["--ignore"] { plan.options.ignoredIdentifiers = Set(Self.list(ignore)) }
        return plan
    }

    /// The `audit` defaults of the manifest at `explicitPath`, or of the nearest
    /// `rapidmap.json` when there is one: its preset and help address (the latter
    /// checked by the manifest's reader).
    struct Defaults {
        /// `audit.preset`, or nil.
        var preset: AuditPreset?
        /// `audit.helpURL`, or nil.
        var helpURL: String?
    }

    /// The `audit` defaults of the manifest at `explicitPath`, or of the nearest
    /// `rapidmap.json` when there is one; nil when there is no manifest or no `audit`
    /// object. An unreadable or invalid manifest, or an unknown preset name when
    /// `needsPreset`, is an input error naming the file.
    func manifestDefaults(_ explicitPath: String?, needsPreset: Bool) throws(ExitCode) -> Defaults? {
        guard
            let path = explicitPath
                ?? Manifest.discover(
                    from: context.currentDirectory,
                    exists: context.fileSystem.exists)
        else { return nil }
        let manifest = try ManifestLoader(context: context).load(path)
        guard let defaults = manifest.file.audit else { return nil }
        guard needsPreset, let name = defaults.preset else { return Defaults(preset: nil, helpURL: defaults.helpURL) }
        switch AuditPreset.parse(name) {
        case .success(let preset): return Defaults(preset: preset, helpURL: defaults.helpURL)
        case .failure(let failure):
            context.error(
                MapFileError(
                    file: context.display(manifest.path), line: defaults.presetLine,
                    column: defaults.presetColumn, message: "audit.preset: " + failure.message
                ).description)
            throw .input
        }
    }

    /// `--list-checks`: the catalogue of the plan's checks.
    func listChecks(_ plan: Plan) -> ExitCode {
        switch plan.output {
        case .markdown: context.output(AuditCatalogue.markdown(plan.checks, preset: plan.preset))
        case .json: context.output(AuditCatalogue.json(plan.checks.map { $0.documented(at: plan.options.helpURL) }, preset: plan.preset))
        case .text, .sarif: context.output(AuditCatalogue.text(plan.checks))
        }
        return .success
    }

    /// Reads the baseline file. Prints the diagnostic and throws ``ExitCode/input`` on failure.
    func readBaseline(_ file: String) throws(ExitCode) -> AuditBaseline {
        let path = context.absolute(file)
        let bytes = try context.readFile(path, what: "the baseline")
        do {
            return try AuditBaseline.decode(Data(bytes), path: context.display(path))
        } catch {
            context.error("\(error)")
            throw .input
        }
    }

    /// Audits each recording; an unreadable one counts in the status and the others still run.
    func audit(_ files: [String], _ plan: Plan) -> (reports: [AuditReport], status: ExitCode) {
        var options = plan.options
        var reports: [AuditReport] = []
        var status = ExitCode.success
        for file in files {
            let path = context.absolute(file)
            let tree: AccessibilityTree
            do throws(ExitCode) {
                tree = try context.readTree(path, format: plan.recordingFormat)
            } catch {
                status = status.combined(with: error)
                continue
            }
            options.recordingName = context.display(path)
            reports.append(Auditor.audit(tree, checks: plan.checks, options: options))
        }
        return (reports, status)
    }

    /// Prints the reports in the plan's format, and the summary on standard error.
    func printReports(_ reports: [AuditReport], _ plan: Plan) {
        switch plan.output {
        case .text, .markdown: context.output(AuditOutput.text(reports))
        case .json: context.output(AuditOutput.json(reports))
        case .sarif: context.output(AuditOutput.sarif(reports, baselineUsed: plan.options.baseline != nil))
        }
        context.info(AuditOutput.summary(reports))
    }

    /// `--write-baseline`: writes every issue found, atomically. Returns the status.
    func writeBaseline(_ reports: [AuditReport], to target: String) -> ExitCode {
        let path = context.absolute(target)
        let baseline = AuditBaseline(entries: reports.flatMap(\.baselineEntries))
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(Array(baseline.encoded()), to: path)
        } catch {
            context.error("\(context.display(path)): error: \(error.message)")
            return .output
        }
        context.info("wrote \(context.display(path)) (\(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies"))")
        return .success
    }

    /// Prints a usage error of `audit` and returns ``ExitCode/usage`` to throw.
    func usage(_ message: String) -> ExitCode {
        context.usage(UsageError(message: message, command: "audit"))
    }

    /// The options that change how recordings are audited, which `--list-checks` refuses.
    static let auditOnlyOptions = ["--baseline", "--write-baseline", "--ignore", "--locale", "--format", "--warnings-fail"]

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
        case .text: return "one line per issue (with --list-checks: per check)"
        case .json: return "one JSON document"
        case .sarif: return "SARIF 2.1.0, for code-scanning dashboards"
        case .markdown: return "the check catalogue as a Markdown page (with --list-checks)"
        case nil: return nil
        }
    }
}

extension AuditPreset: NamedOptionValue {
    package static var valueKind: String { "audit preset" }
    package static var valueNames: [String] { all.map(\.name) }
    package init?(valueName: String) {
        guard let preset = Self.named(valueName) else { return nil }
        self = preset
    }
    package static func valueHelp(_ name: String) -> String? { named(name)?.summary }
}
