import RapidVerify

/// The `rapidgen` command line: picks the subcommand and runs it in a ``CommandContext``.
struct Rapidgen {
    /// The outside world the commands use.
    var context: CommandContext

    /// The subcommands, in the order the main help lists them.
    static let commands: [any Subcommand.Type] = [
        GenerateCommand.self,
        CheckCommand.self,
        AcceptCommand.self,
        OrderCommand.self,
        ConvertCommand.self,
        SpeakCommand.self,
        RenderCommand.self,
        ReportCommand.self,
        AuditCommand.self,
        CompareCommand.self,
        LiveCommand.self,
    ]

    /// The subcommand names, `help` included.
    static var subcommands: [String] { commands.map { $0.spec.name } + ["help"] }

    /// What `rapidgen --version` prints: `rapidgen` and ``RapidMapRelease/version``.
    static var version: String { "rapidgen " + RapidMapRelease.version }

    /// The exit statuses, as every help text ends (see ``ExitCode``).
    static let exitCodes = """
        EXIT STATUS:
          0  success: maps written, or all maps up to date
          1  check: a map is stale or missing
          2  usage error: unknown subcommand or option, missing value or argument
          3  input error: unreadable or malformed recording, map file or rapidmap.json,
             or a map file rapidgen refuses to change (no markers, unbalanced markers,
             merge-conflict markers)
          4  output error: a file could not be written
        """

    /// `rapidgen --help`: made from the commands' descriptions.
    static var mainHelp: String {
        var lines = ["rapidgen: generate and check RapidMap screen maps from recorded accessibility trees.", "", "USAGE:"]
        lines.append("  rapidgen [--manifest FILE] [--force]")
        lines += commands.map { "  rapidgen " + ($0.spec.usage.first ?? $0.spec.name) }
        lines.append("  rapidgen help [SUBCOMMAND | --markdown]")
        lines += ["", "SUBCOMMANDS:"]
        let width = (commands.map { $0.spec.name.count }.max() ?? 0) + 3
        lines += commands.map { "  " + $0.spec.name.padding(to: width) + $0.spec.abstract }
        lines += [
            "",
            "Without a subcommand (or `generate` without a recording) rapidgen runs rapidmap.json,",
            "found in the current directory or the nearest parent directory that has one.",
            "", "OPTIONS:",
        ]
        lines += CommandSpec.optionLines(CommandSpec.globalOptions + [.flag("--version", help: "Print the version.")])
        lines += ["", "EXAMPLES:"]
        lines += commands.compactMap { $0.spec.examples.first }.map { "  swift run rapidgen " + $0 }
        lines += ["", exitCodes]
        return lines.joined(separator: "\n")
    }

    /// Runs the command line (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else { return Self.run(ManifestRun.self, [], in: context, help: Self.mainHelp) }
        switch first {
        case "--version":
            guard arguments.count == 1 else { return usage(UsageError(message: "--version takes no other arguments")) }
            context.output(Self.version + "\n")
            return .success
        case "--help", "-h":
            context.output(Self.mainHelp + "\n")
            return .success
        case "help":
            guard arguments.count <= 2 else { return usage(UsageError(message: "help takes at most one subcommand")) }
            if arguments.count == 2 && arguments[1] == "--markdown" {
                context.output(CommandReference.markdown)
                return .success
            }
            if arguments.count == 1 { context.output(Self.mainHelp + "\n"); return .success }
            guard let command = Self.commands.first(where: { $0.spec.name == arguments[1] }) else {
                return usage(unknownSubcommand(arguments[1]))
            }
            context.output(command.spec.help + "\n")
            return .success
        default:
            if let command = Self.commands.first(where: { $0.spec.name == first }) {
                return Self.run(command, Array(arguments.dropFirst()), in: context)
            }
            // Options without a subcommand run the manifest, like `generate`.
            if first.hasPrefix("-") { return Self.run(ManifestRun.self, arguments, in: context, help: Self.mainHelp) }
            return usage(unknownSubcommand(first))
        }
    }

    /// Parses `arguments` with the command's description and runs it; a thrown status is
    /// the exit status.
    static func run(
        _ command: any Subcommand.Type, _ arguments: [String], in context: CommandContext,
        help: String? = nil
    ) -> ExitCode {
        var context = context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: command.spec, help: help ?? command.spec.help)
            return try command.init(context: context).run(parsed)
        }
    }

    func unknownSubcommand(_ name: String) -> UsageError {
        var message = "unknown subcommand '\(name)'"
        let prefixed = Self.subcommands.filter { name.count >= 2 && $0.hasPrefix(name) }
        if let near = prefixed.count == 1 ? prefixed.first : ParsedArguments.nearest(name, among: Self.subcommands) {
            message += " (did you mean '\(near)'?)"
        }
        return UsageError(message: message + "; subcommands: " + Self.subcommands.joined(separator: ", "))
    }

    func usage(_ error: UsageError) -> ExitCode { context.usage(error) }
}

extension CommandContext {
    /// Parses a subcommand's arguments, applying `--quiet`/`--verbose` to the context.
    /// Throws ``ExitCode/success`` after printing help and ``ExitCode/usage`` after
    /// printing a usage error.
    mutating func parse(_ arguments: [String], spec: CommandSpec, help: String) throws(ExitCode) -> ParsedArguments {
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ParsedArguments.parse(arguments, spec: spec)
        } catch {
            throw usage(error)
        }
        if parsed.has("--help") {
            output(help + "\n")
            throw .success
        }
        if parsed.has("--quiet") { verbosity = .quiet }
        if parsed.has("--verbose") { verbosity = .verbose }
        return parsed
    }

    /// Prints a usage error and returns ``ExitCode/usage``, to return or throw.
    func usage(_ error: UsageError) -> ExitCode {
        self.error(error.text)
        return .usage
    }

    /// The start of the subcommands that take one recording (`order`, `convert`): the
    /// recording argument (`synopsis` shows how to give it when it is missing), its
    /// `--format` (checked by the parser), its absolute path and its tree. Prints the
    /// diagnostic and throws the status on failure.
    func recordingArgument(_ parsed: ParsedArguments, command: String, synopsis: String) throws(ExitCode) -> (path: String, tree: AccessibilityTree) {
        guard let file = parsed.positionals.first else {
            throw usage(UsageError(message: "missing the recording: \(synopsis)", command: command))
        }
        let path = absolute(file)
        return (path, try readTree(path, format: parsed.value("--format", as: RecordingFormat.self)))
    }
}
