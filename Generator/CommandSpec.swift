import RapidVerify

/// What a subcommand accepts and how it explains itself: its one description, from
/// which the parser, its `--help` text, the main help's list and the usage errors are made.
struct CommandSpec: Sendable {
    /// The subcommand's name.
    var name: String
    /// One line for the main help's list of subcommands.
    var abstract: String
    /// The usage lines, each after `rapidgen `: `generate RECORDING --screen NAME`.
    var usage: [String]
    /// The paragraphs of `--help` between the usage and the options.
    var discussion: String
    /// Its options (the global `--help`, `--quiet` and `--verbose` are added).
    var options: [OptionSpec]
    /// The most positional arguments it takes.
    var maximumPositionals: Int
    /// Example command lines, each after `rapidgen `.
    var examples: [String]

    /// Options every subcommand accepts.
    static let globalOptions: [OptionSpec] = [
        .flag("--help", "-h", help: "Show this help."),
        .flag("--quiet", "-q", help: "Print only errors."),
        .flag("--verbose", "-v", help: "Print more detail."),
    ]

    /// The subcommand's options and the global ones.
    var allOptions: [OptionSpec] { options + Self.globalOptions }

    /// The `--help` text.
    var help: String {
        var lines = ["USAGE: rapidgen " + (usage.first ?? name)]
        lines += usage.dropFirst().map { "       rapidgen " + $0 }
        lines += ["", discussion, "", "OPTIONS:"]
        lines += Self.optionLines(allOptions)
        lines += ["", "EXAMPLES:"] + examples.map { "  rapidgen " + $0 }
        lines += ["", Rapidgen.exitCodes]
        return lines.joined(separator: "\n")
    }

    /// Options in two columns: spellings, then help lines (and value names) under each other.
    static func optionLines(_ options: [OptionSpec]) -> [String] {
        let width = (options.map(\.synopsis.count).max() ?? 0) + 3
        var lines: [String] = []
        for option in options {
            let texts =
                option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                + option.choices
            for (n, text) in texts.enumerated() {
                let head = n == 0 ? "  " + option.synopsis : ""
                lines.append(head.padding(to: width + 2) + text)
            }
        }
        return lines
    }
}
