import RapidVerify
import RapidExperience

/// `rapidgen render`: writes an SVG picture of a recorded screen's VoiceOver order.
struct RenderCommand: Subcommand {
    var context: CommandContext

    /// The description `render` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw a recording's VoiceOver order as an SVG picture.",
        usage: ["render RECORDING [-o order.svg] [--screenshot screen.png] [--scope IDENTIFIER | --screen NAME [--manifest FILE]] [--format FORMAT]"],
        discussion: """
            Draws the screen with every VoiceOver element outlined in its own colour and numbered in
            a badge, and a legend of number, colour and spoken text beside it. With --screenshot
            the PNG is stretched under the outlines to the recording's size in points. A recording
            from a platform whose order is not modelled (tvOS, macOS, watchOS, …) gets a note
            under the title. --screen draws the part of the tree the screen's map covers, as
            speak does.
            """,
        options: [
            .value("--output", "-o", placeholder: "FILE", help: "The SVG file (default: standard output)."),
            .value("--screenshot", placeholder: "PNG", help: "A screenshot drawn under the outlines."),
            .scope,
            .shownScreen,
            .manifest,
            .recordingFormat(),
        ],
        maximumPositionals: 1,
        examples: [
            "render ScreenMaps/Recordings/LoginScreen.json -o order.svg",
            "render login.json --screenshot login.png -o order.svg",
        ])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let (path, tree) = try context.recordingArgument(parsed, command: "render", synopsis: "rapidgen render RECORDING [-o FILE]")
        let screenshot = try context.screenshot(parsed["--screenshot"])
        let name = parsed["--scope"] ?? parsed["--screen"] ?? String(path.split(separator: "/").last ?? "")
        let svg = Experience.render(
            tree, name: name, screen: context.shownScope(parsed), recorded: context.declaredScope(parsed, in: tree), screenshot: screenshot)
        try context.write(svg, to: parsed["--output"], what: "SVG")
        return .success
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
