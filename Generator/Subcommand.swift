/// A subcommand: its description (``CommandSpec``) and a run on the parsed arguments that
/// returns its exit status, or throws it to element (the command helpers print the diagnostic
/// first). Adding a subcommand is one conforming type listed in ``Rapidgen/commands``:
/// parsing, `--help`, `rapidgen help NAME`, the main help's list, the generated reference
/// and "did you mean" suggestions follow from it. ``Rapidgen/run(_:_:in:help:)`` runs one.
protocol Subcommand: SendableMetatype {
    /// What the subcommand accepts and how it explains itself.
    static var spec: CommandSpec { get }
    /// The subcommand in the outside world it uses.
    init(context: CommandContext)
    /// Runs it with the parsed arguments (`--quiet`/`--verbose` already applied to the context).
    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode
}
