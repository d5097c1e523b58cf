import RapidVerify

/// A subcommand: its description (``CommandSpec``) and the function that runs it on
/// parsed arguments. Adding a subcommand is one such declaration, listed in
/// ``Rapidgen/commands``, plus its run function: parsing, `--help`, `rapidgen help NAME`,
/// the main help's list and "did you mean" suggestions follow from it. A ``Subcommand``
/// makes its own.
struct Command: Sendable {
    /// What the subcommand accepts and how it explains itself.
    var spec: CommandSpec
    /// Runs it with the parsed arguments (`--quiet`/`--verbose` already applied to the context):
    /// returns the exit status, or throws it to stop (after printing the diagnostic).
    var run: @Sendable (CommandContext, ParsedArguments) throws(ExitCode) -> ExitCode
}
