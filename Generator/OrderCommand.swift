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
        let parsed: ParsedArguments
        switch context.parse(arguments, spec: Self.spec, help: HelpText.order) {
        case .success(let p): parsed = p
        case .failure(let status): return status
        }
        guard let file = parsed.positionals.first else {
            context.error(UsageError(message: "missing the recording: rapidgen order RECORDING", command: "order").text)
            return .usage
        }
        let format: RecordingFormat?
        switch context.format(parsed["--format"], command: "order") {
        case .success(let f): format = f
        case .failure(let status): return status
        }
        let path = context.absolute(file)
        guard let tree = context.readTree(path, format: format) else { return .input }
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

import RapidVerify
