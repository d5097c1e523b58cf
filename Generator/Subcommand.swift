/// A subcommand that runs on its parsed arguments alone: its description, and a run that
/// throws its exit status to stop (the command helpers print the diagnostic first). Its
/// ``command`` is what ``Rapidgen/commands`` lists; ``Rapidgen/run(_:_:in:help:)`` turns a
/// thrown status into the exit status.
protocol Subcommand: SendableMetatype {
    /// What the subcommand accepts and how it explains itself.
    static var spec: CommandSpec { get }
    /// The subcommand in the outside world it uses.
    init(context: CommandContext)
    /// Runs it with the parsed arguments (`--quiet`/`--verbose` already applied to the context).
    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode
}

extension Subcommand {
    /// The subcommand, as ``Rapidgen/commands`` lists it.
    static var command: Command {
        Command(spec: spec) { context, parsed throws(ExitCode) in try Self(context: context).run(parsed) }
    }
}
