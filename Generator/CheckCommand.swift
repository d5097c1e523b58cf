/// `rapidgen check`: fails when a committed map differs from what its recording generates.
struct CheckCommand {
    var context: CommandContext
    /// Each map file read and scanned once per run, however many entries it holds.
    var mapFiles = MapFileCache()

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
            let run = try ConfigurationLoader(context: context).forEachJob(parsed["--config"]) { job in
                let result = command.check(job)
                if result == .stale { stale += 1 }
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
            return .stale
        }
        guard let file = mapFiles.file(at: outputPath, shown: shown, context: context) else { return .input }
        let name = MapFileUpdater.regionName(for: screen)
        guard let region = file.regions[name] ?? file.regions[screen] else {
            context.error("\(shown):1: error: map for \(screen) is missing (no `\(MapSourceWriter.beginMarker) \(name)` region)")
            return .stale
        }
        let controls = MapGeneration.controls(screen: job.request.rootIdentifier, tree: tree, options: job.options)
        let newRegion = MapFileUpdater.regenerated(region, screen: screen, controls: controls, options: job.options)
        guard !file.bytes[region.byteRange].elementsEqual(newRegion) else {
            context.detail("\(shown): \(screen) up to date (\(controls.count) controls)")
            return .success
        }
        let previous = (region: region, text: String(decoding: file.bytes[region.byteRange], as: UTF8.self))
        let comparison = MapRegionComparison(old: previous.text, new: String(decoding: newRegion, as: UTF8.self))
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
        return .stale
    }
}

/// The map files `rapidgen check` has read in one run, each with its regions by screen
/// name: a configuration of many screens generated into one file reads and scans that
/// file once, not once per screen. A file that cannot be read or scanned is reported once.
final class MapFileCache {
    /// A map file's bytes and regions.
    struct File {
        var bytes: [UInt8]
        var regions: [String: MapRegion]
    }

    private var files: [String: File?] = [:]

    /// The file at `path` (shown as `shown`), read and scanned the first time it is asked
    /// for; nil when it cannot be (the diagnostic printed then, once).
    func file(at path: String, shown: String, context: CommandContext) -> File? {
        if let known = files[path] { return known }
        var file: File?
        do throws(ExitCode) {
            let bytes = try context.readFile(path, what: "the map file")
            do throws(MapFileError) {
                let regions = try MapRegion.scan(bytes, file: shown)
                file = File(bytes: bytes, regions: Dictionary(regions.map { ($0.screen, $0) }, uniquingKeysWith: { first, _ in first }))
            } catch {
                context.error(error.description)
            }
        } catch {
            // readFile printed the diagnostic.
        }
        files[path] = .some(file)
        return file
    }
}

extension String {
    /// The string without leading spaces and tabs.
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}

import RapidVerify
