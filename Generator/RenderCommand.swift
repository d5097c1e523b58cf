import RapidVerify

/// `rapidgen render`: writes an SVG picture of a recorded screen's VoiceOver order.
struct RenderCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "render", options: [
        OptionSpec(names: ["--output", "-o"], valueName: "FILE", help: "The SVG file (default: standard output)."),
        OptionSpec(names: ["--screenshot"], valueName: "PNG", help: "A screenshot drawn under the outlines."),
        OptionSpec(names: ["--screen"], valueName: "NAME", help: "Only the subtree whose identifier is NAME."),
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The recording's format."),
    ], maximumPositionals: 1)

    static let help = """
    USAGE: rapidgen render RECORDING [-o order.svg] [--screenshot screen.png] [--screen NAME]

    Draws the screen with every VoiceOver stop outlined in its own colour and numbered in
    a badge, and a legend of number, colour and spoken text beside it. With --screenshot
    the PNG is stretched under the outlines to the recording's size in points.
    """

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: Self.help)
            let (path, tree) = try context.recordingArgument(parsed, command: "render", synopsis: "rapidgen render RECORDING [-o FILE]")
            let screenshot = try context.screenshot(parsed["--screenshot"])
            let name = parsed["--screen"] ?? String(path.split(separator: "/").last ?? "")
            let svg = Experience.render(tree, name: name, screen: parsed["--screen"], screenshot: screenshot)
            try context.write(svg, to: parsed["--output"], what: "SVG")
            return .success
        }
    }
}

extension CommandContext {
    /// The PNG at `path`, or nil when `path` is nil. Prints the diagnostic and throws
    /// ``ExitCode/input`` when it cannot be read or is not a PNG.
    func screenshot(_ path: String?) throws(ExitCode) -> PNGImage? {
        guard let path else { return nil }
        let absolutePath = absolute(path)
        let bytes = try readFile(absolutePath, what: "the screenshot")
        do throws(PNGImage.NotPNG) {
            return try PNGImage(bytes: bytes)
        } catch {
            self.error("\(display(absolutePath)): error: \(error.description)")
            throw .input
        }
    }
}
