/// The `rapidgen` command line: picks the subcommand and runs it in a ``CommandContext``.
struct Rapidgen {
    /// The outside world the commands use.
    var context: CommandContext

    /// The subcommands.
    static let subcommands = ["generate", "check", "order", "convert", "audit", "help"]

    /// Runs the command line (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else { return GenerateCommand(context: context).run([]) }
        switch first {
        case "--version":
            guard arguments.count == 1 else { return usage(UsageError(message: "--version takes no other arguments")) }
            context.output(HelpText.version + "\n")
            return .success
        case "--help", "-h":
            context.output(HelpText.main + "\n")
            return .success
        case "help":
            guard arguments.count <= 2 else { return usage(UsageError(message: "help takes at most one subcommand")) }
            if arguments.count == 1 { context.output(HelpText.main + "\n"); return .success }
            guard let text = HelpText.text(for: arguments[1]) else {
                return usage(unknownSubcommand(arguments[1]))
            }
            context.output(text + "\n")
            return .success
        case "generate": return GenerateCommand(context: context).run(Array(arguments.dropFirst()))
        case "check": return CheckCommand(context: context).run(Array(arguments.dropFirst()))
        case "order": return OrderCommand(context: context).run(Array(arguments.dropFirst()))
        case "convert": return ConvertCommand(context: context).run(Array(arguments.dropFirst()))
        case "audit": return AuditCommand(context: context).run(Array(arguments.dropFirst()))
        default:
            // Options without a subcommand run the configuration, like `generate`.
            if first.hasPrefix("-") { return GenerateCommand(context: context).run(arguments, configOnly: true) }
            return usage(unknownSubcommand(first))
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

    /// Parses a `--format` value; nil means "detect". Throws ``ExitCode/usage`` after
    /// printing the error for an unknown name.
    func format(_ value: String?, command: String) throws(ExitCode) -> RecordingFormat? {
        guard let value else { return nil }
        guard let format = RecordingFormat(name: value) else {
            throw usage(UsageError(message: "unknown format '\(value)' (expected native, appium-xml, debug-description or wda-json)", command: command))
        }
        return format
    }

    /// The start of the subcommands that take one recording (`order`, `convert`): the
    /// recording argument (`synopsis` shows how to give it when it is missing), its
    /// `--format`, its absolute path and its tree. Prints the diagnostic and throws the
    /// status on failure.
    func recordingArgument(_ parsed: ParsedArguments, command: String, synopsis: String) throws(ExitCode) -> (path: String, tree: AccessibilityTree) {
        guard let file = parsed.positionals.first else {
            throw usage(UsageError(message: "missing the recording: \(synopsis)", command: command))
        }
        let format = try format(parsed["--format"], command: command)
        let path = absolute(file)
        return (path, try readTree(path, format: format))
    }
}

import RapidVerify
