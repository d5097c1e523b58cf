/// `rapidgen check`: fails when a committed map differs from what its recording generates.
struct CheckCommand {
    var context: CommandContext

    /// The description `check` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "check",
        abstract: "Fail when a committed map is stale (nothing is written).",
        usage: ["check [--config FILE]"],
        discussion: """
        Regenerates every map of the configuration in memory and compares it with the
        committed file. Prints `path:line: error: map for NAME is stale (N differences)` for
        each map whose declarations differ (entries, verificationMode, screenIdentifier),
        followed by the changed lines, and exits with 1. Comment lines (the generated header)
        are not compared: when only they differ, a note says so and the map counts as up to
        date. The summary goes to standard output. Nothing is written. Run it in CI.
        """,
        options: [
            .value("--config", placeholder: "FILE", help: "The configuration (default: rapidmap.json found upwards)."),
        ],
        maximumPositionals: 0,
        examples: ["check", "check --config ScreenMaps/rapidmap.json --quiet"])

    /// `check`, as ``Rapidgen/commands`` lists it.
    static let command = Command(spec: spec) { context, parsed in CheckCommand(context: context).run(parsed) }

    /// The most changed lines printed under a stale map's diagnostic.
    static let maximumShownLines = 20

    func run(_ parsed: ParsedArguments) -> ExitCode {
        let command = self
        return ExitCode.catching { () throws(ExitCode) in
            var stale = 0
            let run = try MapConfigurationLoader(context: context).forEachJob(parsed["--config"]) { job in
                let result = command.check(job)
                if result == .checkFailed { stale += 1 }
                return result
            }
            let count = run.config.maps.count
            // The summary is the command's result: standard output, like the other commands' results.
            if context.verbosity >= .normal {
                if run.status == .success {
                    context.output("\(count) map\(count == 1 ? "" : "s") up to date (\(context.display(run.path)))\n")
                } else if stale > 0 {
                    context.output("\(stale) of \(count) map\(count == 1 ? "" : "s") stale; run `\(run.regenerateCommand)` and commit the result\n")
                }
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
            return .checkFailed
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
            return .checkFailed
        }
        let controls = MapGeneration.controls(screen: job.request.rootIdentifier, tree: tree, options: job.options)
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
        let comparison = MapRegionComparison(old: previous.text, new: update.regionText)
        guard comparison.outcome == .declarationsDiffer else {
            context.info("\(shown):\(previous.region.beginLine): note: map for \(screen) is up to date; only its comments differ from what rapidgen writes (run `\(job.options.command ?? "swift run rapidgen")` to refresh them)")
            return .success
        }
        let n = comparison.changeCount
        context.error("\(shown):\(previous.region.beginLine): error: map for \(screen) is stale (\(n) difference\(n == 1 ? "" : "s"))")
        if context.verbosity >= .normal {
            var shownLines = 0
            for hunk in comparison.difference {
                let line = previous.region.beginLine + hunk.oldStart
                // Only declaration lines: comments are not compared (see MapRegionComparison).
                for text in hunk.removed where shownLines < Self.maximumShownLines && MapRegionComparison.isDeclaration(text) {
                    context.error("\(shown):\(line): note: - \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
                for text in hunk.added where shownLines < Self.maximumShownLines && MapRegionComparison.isDeclaration(text) {
                    context.error("\(shown):\(line): note: + \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
            }
            let total = comparison.difference.reduce(0) {
                $0 + ($1.removed + $1.added).filter(MapRegionComparison.isDeclaration).count
            }
            if total > shownLines { context.error("\(shown): note: … \(total - shownLines) more changed lines") }
        }
        return .checkFailed
    }
}

extension String {
    /// The string without leading spaces and tabs.
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}

import RapidVerify
