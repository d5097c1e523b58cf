import RapidVerify

/// `rapidgen report`: one self-contained, accessible HTML page about recordings of a
/// screen: the picture of the order, the transcript and the map check.
struct ReportCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "report", options: [
        OptionSpec(names: ["--output", "-o"], valueName: "FILE", help: "The HTML file (default: standard output)."),
        OptionSpec(names: ["--screen"], valueName: "NAME", help: "The screen: its subtree, and its map in rapidmap.json."),
        OptionSpec(names: ["--config"], valueName: "FILE", help: "The configuration listing the screen's map."),
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The recordings' format."),
    ], maximumPositionals: Int.max)

    static let help = """
    USAGE: rapidgen report RECORDING... --screen NAME [-o report.html] [--config FILE]

    Writes one HTML file with, per recording, the picture of the VoiceOver order, what
    VoiceOver says at every stop, and whether the screen's committed map (the entry of
    rapidmap.json for NAME) matches the recording. Hovering or focusing a row highlights
    its outline. The file loads nothing from elsewhere.
    """

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: Self.help)
            guard !parsed.positionals.isEmpty else {
                throw context.usage(UsageError(message: "missing the recordings: rapidgen report RECORDING... --screen NAME", command: "report"))
            }
            let format = try context.format(parsed["--format"], command: "report")
            let screen = parsed["--screen"]
            var recordings: [Experience.Recording] = []
            for file in parsed.positionals {
                let path = context.absolute(file)
                let tree = try context.readTree(path, format: format)
                let check = screen.flatMap { mapCheck(screen: $0, recordingPath: path, config: parsed["--config"]) }
                recordings.append(Experience.Recording(name: context.display(path), tree: tree, verification: check))
            }
            try context.write(Experience.report(recordings, screen: screen), to: parsed["--output"], what: "HTML report")
            return .success
        }
    }

    /// The check of the screen's committed map against one recording, as `rapidgen check`
    /// words it, or nil when no configuration lists the screen. `check`'s messages are
    /// captured instead of printed.
    func mapCheck(screen: String, recordingPath: String, config: String?) -> (report: String, passed: Bool)? {
        final class Captured { var text = "" }
        let captured = Captured()
        var quiet = context
        quiet.standardError = { captured.text += $0 }
        quiet.verbosity = .verbose
        let loader = ConfigurationLoader(context: quiet)
        guard let loaded = try? loader.load(config),
              let entry = loaded.config.maps.first(where: { $0.request.screen == screen }),
              var job = try? loader.job(for: entry, configPath: loaded.path)
        else { return nil }
        job.recordingPath = recordingPath
        let status = CheckCommand(context: quiet).check(job)
        return (captured.text, status == .success)
    }
}
