import RapidVerify
import RapidExperience

/// `rapidgen speak`: prints what VoiceOver says on a recorded screen, element by element.
struct SpeakCommand: Subcommand {
    var context: CommandContext

    /// The description `speak` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "speak",
        abstract: "Print what VoiceOver says at every element of a recording.",
        usage: ["speak RECORDING [--scope IDENTIFIER | --screen NAME [--manifest FILE]] [--frames] [--format FORMAT]"],
        discussion: """
            Prints the spoken transcript: one block per VoiceOver element, in order, with what
            VoiceOver says (label, value, state and trait words), the hint and the custom actions.
            The speaking rules and their sources are listed in the RapidExperience docs ("What VoiceOver says").
            The order is iOS's (iPadOS's): a recording from another platform (tvOS, macOS,
            watchOS, …) starts with a note line saying its order is not modelled. --screen shows
            the part of the tree the screen's map covers, as verification does: its root view,
            or, for a map declared .appWindow, the app's window without the status bar, the
            keyboard and other windows.
            """,
        options: [
            .recordingFormat(),
            .scope,
            .shownScreen,
            .manifest,
            .flag("--frames", help: "Add each element's frame, rounded to whole points."),
        ],
        maximumPositionals: 1,
        examples: ["speak ScreenMaps/Recordings/LoginScreen.json", "speak page-source.xml --scope LoginScreen --frames"])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let (_, tree) = try context.recordingArgument(parsed, command: "speak", synopsis: "rapidgen speak RECORDING")
        context.output(
            Experience.speak(
                tree, screen: context.shownScope(parsed), recorded: context.declaredScope(parsed, in: tree), frames: parsed.has("--frames")))
        return .success
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
