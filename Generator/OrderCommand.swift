import RapidVerify
import RapidExperience
/// `rapidgen order`: prints a recording's VoiceOver order.
struct OrderCommand: Subcommand {
    var context: CommandContext

    /// The description `order` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "order",
        abstract: "Print a recording's elements in VoiceOver order.",
        usage: ["order RECORDING [--format FORMAT] [--json] [--scope IDENTIFIER]"],
        discussion: """
            Prints the elements VoiceOver visits, in order: position, type, identifier, label and
            frame in aligned columns, or with --json a JSON object: platform, orderModelled, note,
            traitsRecorded (whether the recording records every element's traits; when false,
            an element recorded with only its state is spoken with the traits its type implies)
            and elements, an array of objects with the keys index, type, identifier, label and
            frame ([x, y, width, height]). The order is iOS's (iPadOS's): for a recording from
            another platform (tvOS, macOS, watchOS, …) a note line comes first, and the JSON has
            orderModelled false.
            """,
        options: [
            .recordingFormat(),
            .flag("--json", help: "Print JSON."),
            .scope,
        ],
        maximumPositionals: 1,
        examples: ["order ScreenMaps/Recordings/LoginScreen.json", "order page-source.xml --json --scope LoginScreen"])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let (path, tree) = try context.recordingArgument(parsed, command: "order", synopsis: "rapidgen order RECORDING")
        var scope = tree.root
        if let identifier = parsed["--scope"] {
            guard let found = tree.firstIndex(identifier: identifier) else {
                context.error("\(context.display(path)): error: no element has the identifier \(SwiftSourceEscaping.stringLiteral(identifier))")
                return .input
            }
            scope = found
        }
        let elements = TraversalEngine().order(tree, scope: scope)
        let platform = RecordingPlatform(idiom: tree.idiom)
        if parsed.has("--json") {
            context.output(OrderListing.json(elements, platform: platform, traitsRecorded: tree.traitsRecorded))
        } else {
            context.output(Experience.notes(tree))
            // Streamed in pieces: a million-element table is never one string.
            OrderListing.writeTable(elements) { context.output(bytes: $0) }
        }
        context.detail("\(elements.count) element\(elements.count == 1 ? "" : "s") of \(tree.count) node\(tree.count == 1 ? "" : "s")")
        return .success
    }
}
