import RapidVerify
import RapidProject

/// `rapidgen check`: fails when a committed map differs from what its recording generates,
/// or when the screen's recording in another configuration does not match it.
struct CheckCommand: Subcommand {
    var context: CommandContext
    /// Each map file read and scanned once per run, however many entries it holds.
    var mapFiles = MapFileCache()

    /// A check in `context`, with an empty cache of map files.
    init(context: CommandContext) { self.context = context }

    /// The description `check` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "check",
        abstract: "Fail when a committed map is stale (nothing is written).",
        usage: ["check [--manifest FILE]"],
        discussion: """
            Regenerates every map of the manifest in memory and compares it with the
            committed file. Prints `path:line: error: map for NAME is stale (N differences)` for
            each map whose declarations differ (entries, verificationMode, screenIdentifier),
            followed by the changed lines, and exits with 1. Comment lines (the generated header)
            are not compared: when only they differ, a note says so and the map counts as up to
            date. A map written as one array literal (what earlier versions wrote) is compared by
            its entries: when they match, a note says that regenerating rewrites it one statement
            an entry, which type-checks faster.
            A map whose entries match but whose members lack `nonisolated` is an error
            (map for NAME lacks `nonisolated`): in a module whose default isolation is MainActor
            its conformance is main-actor-isolated; a note per member gives the line and column
            to insert `nonisolated ` at. Recordings of the screen in other configurations, beside
            its recording as NAME@CONFIGURATION.json (LoginScreen@ar-rtl.json), are verified
            against the same map (labels only in the recording's language); one that does not
            match, or a right-to-left one that is not mirrored, is an error followed by the
            differences between the configurations explained. The summary goes to standard
            output. Nothing is written. Run it in CI.
            """,
        options: [.manifest],
        maximumPositionals: 0,
        examples: ["check", "check --manifest ScreenMaps/rapidmap.json --quiet"])

    /// The most changed lines printed under a stale map's diagnostic.
    static let maximumShownLines = 20

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let command = self
        var stale = 0
        var tally = ConfigurationTally()
        let run = try ManifestLoader(context: context).forEachJob(parsed["--manifest"]) { job in
            let result = command.check(job, tally: &tally)
            if result == .checkFailed { stale += 1 }
            return result
        }
        let count = run.file.maps.count
        let configurations =
            tally.checked == 0
            ? ""
            : ", in \(count + tally.checked) recorded configurations"
        // The summary is the command's result: standard output, like the other commands' results.
        if context.verbosity >= .normal {
            if run.status == .success {
                context.output("\(count) map\(count == 1 ? "" : "s") up to date\(configurations) (\(context.display(run.path)))\n")
            } else if stale > 0 {
                let differing = tally.differing
                let mapsStale = stale - tally.screensDiffering
                var parts: [String] = []
                if mapsStale > 0 {
                    parts.append("\(mapsStale) of \(count) map\(count == 1 ? "" : "s") stale; run `\(run.regenerateCommand)` and commit the result")
                }
                if differing > 0 {
                    parts.append(
                        "\(differing) recorded configuration\(differing == 1 ? "" : "s") differ\(differing == 1 ? "s" : "") from \(differing == 1 ? "its" : "their") map (see the notes above)"
                    )
                }
                context.output(parts.joined(separator: "; ") + "\n")
            }
        }
        return run.status
    }

    /// How many recordings in other configurations were checked, and how many differ.
    struct ConfigurationTally {
        var checked = 0
        var differing = 0
        /// Screens whose map is up to date but some configuration differs.
        var screensDiffering = 0
    }

    /// Checks one map, then the screen's recordings in other configurations; prints a
    /// diagnostic when it is stale, differs in a configuration, or cannot be checked.
    func check(_ job: GenerateCommand.Job, tally: inout ConfigurationTally) -> ExitCode {
        var tally2 = tally
        let status = ExitCode.catching { () throws(ExitCode) in
            let tree = try context.readTree(job.recordingPath, format: job.request.format)
            let job = GenerateCommand(context: context).withDeclaredScope(job, tree: tree, files: mapFiles)
            context.notePlatform(of: tree, at: job.recordingPath)
            let mapStatus = try checkOrThrow(job, tree: tree)
            let configurationStatus = checkConfigurations(job, base: tree, tally: &tally2)
            if mapStatus == .success && configurationStatus == .checkFailed { tally2.screensDiffering += 1 }
            return mapStatus.combined(with: configurationStatus)
        }
        tally = tally2
        return status
    }

    /// Checks one map against its recording only (not the other configurations).
    func check(_ job: GenerateCommand.Job) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in
            let tree = try context.readTree(job.recordingPath, format: job.request.format)
            return try checkOrThrow(GenerateCommand(context: context).withDeclaredScope(job, tree: tree, files: mapFiles), tree: tree)
        }
    }

    /// Checks each recording of the screen in another configuration (``ConfigurationCheck``): one
    /// that does not pass is an error followed by the differences explained.
    func checkConfigurations(_ job: GenerateCommand.Job, base: AccessibilityTree, tally: inout ConfigurationTally) -> ExitCode {
        var status = ExitCode.success
        for (path, tree, result) in ConfigurationCheck.all(job, base: base, in: context, status: &status) {
            tally.checked += 1
            context.notePlatform(of: tree, at: path)
            let shown = context.display(path)
            guard !result.passed else {
                context.detail("\(shown): \(result.headline)")
                continue
            }
            tally.differing += 1
            status = status.combined(with: .checkFailed)
            context.error("\(shown): error: \(result.headline)")
            guard context.verbosity >= .normal else { continue }
            for line in result.notes(limit: Self.maximumShownLines) { context.error("\(shown): note: \(line)") }
        }
        return status
    }

    func checkOrThrow(_ job: GenerateCommand.Job, tree: AccessibilityTree) throws(ExitCode) -> ExitCode {
        var job = job
        job.options = job.options.recorded(in: tree)
        job.options.variants = try GenerateCommand(context: context).declaredVariants(job, base: tree)
        guard let outputPath = job.outputPath else { return .success }
        let shown = context.display(outputPath)
        let screen = job.request.screen
        guard context.fileSystem.exists(outputPath) else {
            context.error("\(shown):1: error: map for \(screen) is missing (the file does not exist)")
            return .checkFailed
        }
        guard let file = mapFiles.file(at: outputPath, shown: shown, context: context) else { return .input }
        guard let index = file.regionIndex(of: screen) else {
            context.error(
                "\(shown):1: error: map for \(screen) is missing (no `\(MapSourceWriter.beginMarker) \(MapFileUpdater.regionName(for: screen))` region)")
            return .checkFailed
        }
        let region = file.regions[index]
        let scope = MapGeneration.scope(of: job.request.resolvedScreenIdentifier, in: tree, recorded: job.recordedScope)
        let controls = MapGeneration.controls(in: tree, scope: scope, options: job.options)
        job.options.mapScope = scope.mapScope
        let newRegion = MapFileUpdater.regenerated(region, screen: screen, controls: controls, options: job.options)
        guard !file.bytes[region.byteRange].elementsEqual(newRegion) else {
            context.detail("\(shown): \(screen) up to date (\(controls.count) controls)")
            return .success
        }
        let previous = (region: region, text: String(decoding: file.bytes[region.byteRange], as: UTF8.self))
        let comparison = MapRegionComparison(old: previous.text, new: String(decoding: newRegion, as: UTF8.self))
        if comparison.outcome == .olderForm {
            context.info(
                "\(shown):\(previous.region.beginLine): note: map for \(screen) is up to date, written as one array literal; run `\(job.options.command ?? "swift run rapidgen")` to rewrite it one statement an entry, which type-checks faster"
            )
            return .success
        }
        guard comparison.outcome == .declarationsDiffer else {
            context.info(
                "\(shown):\(previous.region.beginLine): note: map for \(screen) is up to date; only its comments differ from what rapidgen writes (run `\(job.options.command ?? "swift run rapidgen")` to refresh them)"
            )
            return .success
        }
        if comparison.onlyIsolationDiffers {
            reportIsolation(comparison.missingNonisolated, screen: screen, shown: shown, region: previous.region)
            return .checkFailed
        }
        let n = comparison.changeCount
        context.error("\(shown):\(previous.region.beginLine): error: map for \(screen) is stale (\(n) difference\(n == 1 ? "" : "s"))")
        if context.verbosity >= .normal {
            var shownLines = 0
            for hunk in comparison.difference {
                let line = previous.region.beginLine + comparison.regionLine(hunk.oldStart)
                // Only declaration lines: comments are not compared, capacities follow from
                // the entries (see MapRegionComparison).
                for text in hunk.removed where shownLines < Self.maximumShownLines && MapRegionComparison.isReported(text) {
                    context.error("\(shown):\(line): note: - \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
                for text in hunk.added where shownLines < Self.maximumShownLines && MapRegionComparison.isReported(text) {
                    context.error("\(shown):\(line): note: + \(text.trimmingLeadingSpaces)")
                    shownLines += 1
                }
            }
            let total = comparison.difference.reduce(0) {
                $0 + ($1.removed + $1.added).filter(MapRegionComparison.isReported).count
            }
            if total > shownLines { context.error("\(shown): note: … \(total - shownLines) more changed lines") }
        }
        return .checkFailed
    }

    /// Reports a map whose entries are up to date but whose members are not `nonisolated`,
    /// with each place to insert it.
    func reportIsolation(_ missing: [MapRegionComparison.MissingNonisolated], screen: String, shown: String, region: MapRegion) {
        context.error(
            "\(shown):\(region.beginLine): error: map for \(screen) lacks `nonisolated`: in a module whose default isolation is MainActor (an Xcode 26 app target) its conformance to RapidScreen is isolated to the main actor, so only @MainActor tests can use it; regenerate it, or insert `nonisolated ` where the notes say"
        )
        guard context.verbosity >= .normal else { return }
        for place in missing {
            context.error("\(shown):\(region.beginLine + place.line):\(place.column): note: insert `nonisolated ` before: \(place.text)")
        }
    }
}

extension String {
    /// The string without leading spaces and tabs.
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
