/// The `rapidgen` reference as a DocC article, made from the same command declarations
/// (``CommandSpec``) that parsing and `--help` read, so the published reference cannot
/// drift from the tool: `rapidgen help --markdown` prints it, and a test compares it with
/// the committed article `Sources/RapidMap/RapidMap.docc/RapidgenReference.md`.
enum CommandReference {
    /// Where the committed article lives, relative to the package root.
    static let articlePath = "Sources/RapidMap/RapidMap.docc/RapidgenReference.md"

    /// The command that regenerates the article, as the drift test and CI print it.
    static let regenerateCommand = "swift run rapidgen help --markdown > " + articlePath

    /// The whole article: the main help, then each subcommand's `--help`, in the order
    /// `rapidgen --help` lists them.
    static var markdown: String {
        var lines = [
            "# rapidgen command reference",
            "",
            "Every subcommand of `rapidgen`, its options, examples and exit statuses.",
            "",
            "## Overview",
            "",
            "This page is generated from the command declarations by `\(regenerateCommand)`;",
            "each section is exactly what `rapidgen help NAME` prints. For a guided tour, see <doc:Rapidgen>.",
            "",
            "```",
            Rapidgen.mainHelp,
            "```",
        ]
        for command in Rapidgen.commands {
            lines += ["", "## \(command.spec.name)", "", sentence(command.spec.abstract), "", "```", command.spec.help, "```"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An abstract as a sentence: capitalised, ending with a period.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
