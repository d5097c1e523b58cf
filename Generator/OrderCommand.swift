import RapidVerify
/// `rapidgen order`: prints a recording's VoiceOver order.
struct OrderCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "order", options: [
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The recording's format."),
        OptionSpec(names: ["--json"], valueName: nil, help: "Print JSON."),
        OptionSpec(names: ["--scope"], valueName: "IDENTIFIER", help: "Order only this element's subtree."),
    ], maximumPositionals: 1)

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: HelpText.order)
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
            context.output(parsed.has("--json") ? OrderListing.json(elements) : OrderListing.table(elements))
            context.detail("\(elements.count) element\(elements.count == 1 ? "" : "s") of \(tree.count) node\(tree.count == 1 ? "" : "s")")
            return .success
        }
    }
}
