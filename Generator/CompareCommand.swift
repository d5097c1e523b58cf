import RapidVerify

/// `rapidgen compare BASE OTHER`: two recordings of one screen in two configurations,
/// compared without a map: where VoiceOver's order differs and why, and, for a
/// right-to-left recording of a left-to-right one, where the layout is not mirrored.
struct CompareCommand: Subcommand {
    var context: CommandContext

    /// The description `compare` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Explain how two configurations of a screen differ (order, mirroring); no map needed.",
        usage: ["compare BASE OTHER [--scope IDENTIFIER] [--format FORMAT]"],
        discussion: """
            Orders both recordings (inside the element with the --scope identifier, when given)
            and matches their elements by identifier. Prints one line per difference, opened by how
            OTHER's configuration differs from BASE's: two elements swapped because their row is
            not mirrored, an element that moves before another because a row wrapped, elements only one
            of them has; and, when OTHER is right to left and BASE is not, every element whose
            horizontal place is not the mirror of BASE's (even when the order agrees). Exits 1
            when there is a difference, 0 when the two agree.
            """,
        options: [
            .scope,
            .recordingFormat(of: "The recordings'"),
        ],
        maximumPositionals: 2,
        examples: ["compare ScreenMaps/Recordings/LoginScreen.json ScreenMaps/Recordings/LoginScreen@ar-rtl.json --scope LoginScreen"])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        guard parsed.positionals.count == 2 else {
            throw context.usage(UsageError(message: "compare needs two recordings: rapidgen compare BASE OTHER", command: "compare"))
        }
        let format = parsed.value("--format", as: RecordingFormat.self)
        let base = try context.readTree(context.absolute(parsed.positionals[0]), format: format)
        let other = try context.readTree(context.absolute(parsed.positionals[1]), format: format)
        context.notePlatform(of: base, at: context.absolute(parsed.positionals[0]))
        context.notePlatform(of: other, at: context.absolute(parsed.positionals[1]))
        let comparison = ConfigurationComparison(base: base, other: other, screenIdentifier: parsed["--scope"])
        let shown = context.display(context.absolute(parsed.positionals[1]))
        guard !comparison.agrees else {
            context.output(
                "\(shown) (\(other.configuration)) agrees with \(context.display(context.absolute(parsed.positionals[0]))) (\(base.configuration))\n")
            return .success
        }
        for difference in comparison.differences { context.output("\(shown): \(difference.message)\n") }
        return .checkFailed
    }
}
