import RapidVerify

/// `rapidgen speak`: prints what VoiceOver says on a recorded screen, stop by stop.
struct SpeakCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "speak", options: [
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The recording's format."),
        OptionSpec(names: ["--screen"], valueName: "NAME", help: "Only the subtree whose identifier is NAME."),
        OptionSpec(names: ["--frames"], valueName: nil, help: "Add each stop's frame, rounded to whole points."),
    ], maximumPositionals: 1)

    static let help = """
    USAGE: rapidgen speak RECORDING [--screen NAME] [--frames] [--format FORMAT]

    Prints the spoken transcript: one block per VoiceOver stop, in order, with what
    VoiceOver says (label, value, state and trait words), the hint and the custom actions.
    The speaking rules and their sources are listed in the README ("Hear and see the order").
    """

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: Self.help)
            let (_, tree) = try context.recordingArgument(parsed, command: "speak", synopsis: "rapidgen speak RECORDING")
            context.output(Experience.speak(tree, screen: parsed["--screen"], frames: parsed.has("--frames")))
            return .success
        }
    }
}

extension CommandContext {
    /// Writes `text` to `output` (atomically), or prints it when `output` is nil.
    /// Prints the diagnostic and throws ``ExitCode/output`` when it cannot be written.
    func write(_ text: String, to output: String?, what: String) throws(ExitCode) {
        guard let output else { self.output(text); return }
        let path = absolute(output)
        do throws(FileSystemError) {
            try fileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            self.error("\(display(path)): error: \(error.message)")
            throw .output
        }
        info("wrote \(display(path)) (\(what))")
    }
}
