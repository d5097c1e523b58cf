/// `rapidgen check`: fails when a committed map differs from what its recording generates.
struct CheckCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "check", options: [
        OptionSpec(names: ["--config"], valueName: "FILE", help: "The configuration file."),
    ], maximumPositionals: 0)

    /// The most changed lines printed under a stale map's diagnostic.
    static let maximumShownLines = 20

    func run(_ arguments: [String]) -> ExitCode {
        var context = self.context
        return ExitCode.catching { () throws(ExitCode) in
            let parsed = try context.parse(arguments, spec: Self.spec, help: HelpText.check)
            let command = CheckCommand(context: context)
            var stale = 0
            let run = try ConfigurationLoader(context: context).forEachJob(parsed["--config"]) { job in
                let result = command.check(job)
                if result == .stale { stale += 1 }
                return result
            }
            let count = run.config.maps.count
            if run.status == .success {
                context.info("\(count) map\(count == 1 ? "" : "s") up to date (\(context.display(run.path)))")
            } else if stale > 0 {
                context.info("\(stale) of \(count) map\(count == 1 ? "" : "s") stale; run `swift run rapidgen` and commit the result")
            }
            return run.status
        }
    }

    /// Checks one map; prints a diagnostic when it is stale or cannot be checked.
    func check(_ job: GenerateCommand.Job) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in try checkOrThrow(job) }
    }

    func checkOrThrow(_ job: GenerateCommand.Job) throws(ExitCode) -> ExitCode {
        let tree = try context.readTree(job.recordingPath, format: job.request.format)
        guard let outputPath = job.outputPath else { return .success }
        let shown = context.display(outputPath)
        let screen = job.request.screen
        guard context.fileSystem.exists(outputPath) else {
            context.error("\(shown):1: error: map for \(screen) is missing (the file does not exist)")
            return .stale
        }
        let existing = try context.readFile(outputPath, what: "the map file")
        let regions: [MapRegion]
        do throws(MapFileError) {
            regions = try MapRegion.scan(existing, file: shown)
        } catch {
            context.error(error.description)
            return .input
        }
        let name = MapFileUpdater.regionName(for: screen)
        guard regions.contains(where: { $0.screen == name || $0.screen == screen }) else {
            context.error("\(shown):1: error: map for \(screen) is missing (no `\(MapSourceWriter.beginMarker) \(name)` region)")
            return .stale
        }
        let controls = MapGeneration.controls(screen: screen, tree: tree, options: job.options)
        let update: MapFileUpdate
        do throws(MapFileError) {
            update = try MapFileUpdater.update(existing, file: shown, screen: screen, controls: controls, options: job.options)
        } catch {
            context.error(error.description)
            return .input
        }
        guard update.changed, let previous = update.previousRegion else {
            context.detail("\(shown): \(screen) up to date (\(controls.count) controls)")
            return .success
        }
        let difference = LineDifference(old: previous.text, new: update.regionText)
        let n = difference.changeCount
        context.error("\(shown):\(previous.region.beginLine): error: map for \(screen) is stale (\(n) difference\(n == 1 ? "" : "s"))")
        if context.verbosity >= .normal {
            var shownLines = 0
            for hunk in difference.hunks {
                let line = previous.region.beginLine + hunk.oldStart
                for text in hunk.removed where shownLines < Self.maximumShownLines {
                    context.error("\(shown):\(line): note: - \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
                for text in hunk.added where shownLines < Self.maximumShownLines {
                    context.error("\(shown):\(line): note: + \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
            }
            let total = difference.hunks.reduce(0) { $0 + $1.removed.count + $1.added.count }
            if total > shownLines { context.error("\(shown): note: … \(total - shownLines) more changed lines") }
        }
        return .stale
    }
}

extension String {
    /// The string without leading spaces and tabs.
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}

import RapidVerify
