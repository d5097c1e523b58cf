import RapidVerify
import RapidProject

/// `rapidgen generate`: writes one map from the command line, or every map of rapidmap.json.
struct GenerateCommand: Subcommand {
    var context: CommandContext

    /// The description `generate` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Write a screen's map from a recording (or every map of rapidmap.json).",
        usage: [
            "generate RECORDING --screen NAME [-o FILE|DIR] [options]",
            "generate [--manifest FILE] [--force]",
        ],
        discussion: """
            Writes the screen's map: one ControlInformation per element in VoiceOver order.
            Without --output the Swift file is printed. With --output FILE the map is regenerated
            in place between `// rapidgen:begin NAME` and `// rapidgen:end`, keeping everything
            else; a new file is created when none exists (its folder must exist). --output DIR
            (an existing directory, or a path ending in `/`) writes DIR/<Name>.swift. NAME is the
            screen's Swift type name, qualified where nested (Onboarding.Screen). A mode other
            than exact is written into the region as `verificationMode`. A file is only written
            when its content changes, and atomically. Warnings name elements that make a map
            that can never pass (duplicate identifiers, no elements, controls VoiceOver never
            reaches). Without RECORDING, every entry of rapidmap.json is generated.
            """,
        options: [
            .value("--screen", placeholder: "NAME", help: "The screen's Swift type name (Onboarding.Screen where nested)."),
            .value("--identifier", placeholder: "ID", help: "The screen's root identifier when its type declares a custom\nscreenIdentifier (default: NAME)."),
            .value("--output", "-o", placeholder: "PATH", help: "The Swift file, or a directory for <Name>.swift."),
            .recordingFormat(),
            .choice(
                "--mode", placeholder: "MODE", of: VerificationMode.self, default: VerificationMode.exact.rawValue,
                help: "Which elements the map lists (the mode it is verified in):"),
            .choice(
                "--labels", placeholder: "POLICY", of: MapSourceOptions.Labels.self, default: MapSourceOptions.Labels.all.rawValue,
                help: "Which labels the map declares:"),
            .choice(
                "--access", placeholder: "LEVEL", of: MapSourceOptions.AccessLevel.self,
                default: MapSourceOptions.AccessLevel.public.rawValue, help: "The access level of the declarations:"),
            .flag("--force", help: "Replace a file that has no rapidgen markers, or append a\ndeclaration to a file with other screens' markers."),
            .manifest,
        ],
        maximumPositionals: 1,
        examples: [
            "generate ScreenMaps/Recordings/LoginScreen.json --screen LoginScreen -o ScreenMaps/",
            "generate Recordings/Login.json --screen LoginScreen",
            "generate Recordings/Feed.xml --screen FeedScreen -o Feed.swift --mode ordered",
            "generate --manifest ScreenMaps/rapidmap.json",
        ])

    /// One map to write, with every path resolved.
    struct Job {
        var request: MapRequest
        /// The recording's absolute path.
        var recordingPath: String
        /// The output's absolute path, or nil for standard output.
        var outputPath: String?
        /// The writer options, with the header's recording path and command.
        var options: MapSourceOptions
        /// The scope the screen's current map declares (`RapidScreen.mapScope`), or nil when
        /// it has no map yet; ``GenerateCommand/withDeclaredScope(_:tree:files:)`` reads it.
        var recordedScope: MapScope? = .screenRoot
    }

    /// `job` with the scope its map file declares for the screen, read only when `tree` has
    /// no node with the screen's identifier (the only case where it decides the scope): nil
    /// when the file or the screen's region does not exist yet, so a first map of a screen
    /// whose root has no identifier covers the app's window. A run over a manifest passes
    /// the `files` it reads the map files through, so a file holding many screens' maps is
    /// read and scanned once, not once per screen (which would make the run quadratic);
    /// without it the file is read here, quietly (a file that cannot be read or scanned is
    /// reported when it is updated).
    func withDeclaredScope(_ job: Job, tree: AccessibilityTree, files: MapFileCache? = nil) -> Job {
        var job = job
        guard !ScreenScope.find(screenIdentifier: job.request.resolvedScreenIdentifier, in: tree).foundScreenRoot else { return job }
        job.recordedScope = nil
        guard let outputPath = job.outputPath, context.fileSystem.exists(outputPath) else { return job }
        let file: MapFileCache.File?
        if let files {
            file = files.file(at: outputPath, shown: context.display(outputPath), context: context)
        } else {
            file = (try? context.fileSystem.contents(of: outputPath)).flatMap { bytes in
                (try? MapRegion.scan(bytes, file: outputPath)).map { MapFileCache.File(bytes: bytes, regions: $0) }
            }
        }
        guard let file, let index = file.regionIndex(of: job.request.screen) else { return job }
        job.recordedScope = MapGeneration.declaredScope(region: file.bytes[file.regions[index].byteRange])
        return job
    }

    /// Runs `generate`.
    func run(_ parsed: ParsedArguments) -> ExitCode { run(parsed, manifestOnly: false) }

    /// Runs the subcommand. `manifestOnly` is set when rapidgen was called without a
    /// subcommand, so a recording argument is not expected.
    func run(_ parsed: ParsedArguments, manifestOnly: Bool) -> ExitCode {
        let command = self
        guard let recording = parsed.positionals.first else {
            let direct = ["--screen", "--identifier", "--output", "--format", "--mode", "--labels", "--access"].filter { parsed[$0] != nil }
            if let option = direct.first {
                return command.usage("\(option) needs a recording: rapidgen generate RECORDING --screen NAME …")
            }
            return command.runManifest(parsed["--manifest"], force: parsed.has("--force"))
        }
        if manifestOnly { return command.usage("unexpected argument '\(recording)'") }
        guard parsed["--manifest"] == nil else { return command.usage("--manifest cannot be combined with a recording") }
        guard let screen = parsed["--screen"] else {
            return command.usage("missing --screen NAME (the screen's Swift type name)")
        }
        var request = MapRequest(recording: recording, screen: screen, output: parsed["--output"] ?? "")
        request.screenIdentifier = parsed["--identifier"]
        request.format = parsed.value("--format", as: RecordingFormat.self)
        if let mode = parsed.value("--mode", as: VerificationMode.self) { request.mode = mode }
        if let labels = parsed.value("--labels", as: MapSourceOptions.Labels.self) { request.labels = labels }
        if let access = parsed.value("--access", as: MapSourceOptions.AccessLevel.self) { request.accessLevel = access }
        return command.runDirect(request, output: parsed["--output"], force: parsed.has("--force"))
    }

    func usage(_ message: String) -> ExitCode {
        context.usage(UsageError(message: message, command: "generate"))
    }

    /// `generate RECORDING --screen NAME [-o PATH]`.
    func runDirect(_ request: MapRequest, output: String?, force: Bool) -> ExitCode {
        let recordingPath = context.absolute(request.recording)
        var outputPath: String?
        if let output {
            let absolute = context.absolute(output)
            if output.hasSuffix("/") || context.fileSystem.isDirectory(absolute) {
                // A file name derived from the screen's name has no separators or dots,
                // so it always stays inside the directory.
                switch MapOutputPath.resolve(MapOutputPath.fileName(forScreen: request.screen), inside: absolute) {
                case .success(let path): outputPath = path
                case .failure(let error):
                    context.error("rapidgen: error: \(error.message)")
                    return .usage
                }
            } else {
                outputPath = absolute
            }
        }
        // Header paths are relative to the package (or configuration) root of the output.
        let anchor = outputPath.map(MapOutputPath.directory(of:)) ?? context.currentDirectory
        let root =
            Manifest.nearestDirectory(
                from: anchor, containing: [ManifestFile.fileName, "Package.swift"],
                exists: context.fileSystem.exists) ?? context.currentDirectory
        let shownRecording = MapOutputPath.relative(recordingPath, to: root)
        let commandLine = request.generateCommand(
            recordingPath: shownRecording,
            outputPath: outputPath.map { MapOutputPath.relative($0, to: root) } ?? MapRequest.placeholder("FILE.swift"),
            rapidgen: RapidgenCommand.command(
                runIn: root, override: context.environment[RapidgenCommand.variable], exists: context.fileSystem.exists))
        var job = Job(
            request: request, recordingPath: recordingPath, outputPath: outputPath,
            options: request.options(recordingPath: shownRecording, command: commandLine))
        // A recording outside the package (a record-mode artifact in a temporary folder)
        // is a path of this machine only: the header then names neither it nor a command.
        if !MapOutputPath.isInside(recordingPath, directory: root) {
            job.options.recordingPath = nil
            job.options.command = nil
        }
        return generate(job, force: force)
    }

    /// `rapidgen` / `generate [--manifest FILE]`: every entry of the manifest.
    func runManifest(_ explicitPath: String?, force: Bool) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in
            var written = 0
            // Regions regenerated in place are written once per file, after every entry.
            let batch = MapFileBatch()
            let jobs = Result { () throws(ExitCode) in
                try ManifestLoader(context: context).forEachJob(explicitPath) { job in
                    let result = generate(job, force: force, batch: batch)
                    if result == .success { written += 1 }
                    return result
                }
            }
            try batch.flush(context)
            let run = try jobs.get()
            if run.status == .success {
                context.detail("generated \(written) map\(written == 1 ? "" : "s") from \(context.display(run.path))")
            }
            return run.status
        }
    }

    /// The deliberate differences the entry declares (`variants`): each configuration's
    /// recording beside the main one (``ConfigurationRecordings``) made into a ``MapVariant`` that
    /// states what sets it apart from `base`. A missing or unreadable recording is an error.
    func declaredVariants(_ job: Job, base: AccessibilityTree) throws(ExitCode) -> [MapVariant] {
        try job.request.variants.map { name throws(ExitCode) in
            let path = ConfigurationRecordings.path(of: job.recordingPath, configuration: name)
            guard context.fileSystem.exists(path) else {
                context.error(
                    "\(context.display(path)): error: no recording of \(job.request.screen) in the configuration \(name), which its entry declares in \"variants\"; record it, or remove \(name) from \"variants\""
                )
                throw .input
            }
            let tree = try context.readTree(path, format: nil)
            let options = job.options.recorded(in: tree)
            let controls = MapGeneration.controls(
                screen: job.request.resolvedScreenIdentifier, tree: tree, options: options, recorded: job.recordedScope)
            return tree.configuration.variant(comparedWith: base.configuration, controls: controls)
        }
    }

    /// Generates one map and writes it when it changed; with a `batch`, a region the map
    /// file already has is regenerated there and written when the batch is flushed.
    func generate(_ job: Job, force: Bool, batch: MapFileBatch? = nil) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in try generateOrThrow(job, force: force, batch: batch) }
    }

    /// The map of `job`'s screen from its recording: the job with the options the tree and
    /// the scope give it, and the entries, after the warnings are printed (no element with
    /// the screen's identifier, a platform whose order is not modelled, a map that can never
    /// pass). What `generate` writes and `accept` inserts into a screen's declaration.
    /// `files`: the map files a run over a manifest reads (see ``withDeclaredScope(_:tree:files:)``).
    func map(_ job: Job, files: MapFileCache? = nil) throws(ExitCode) -> (job: Job, controls: [ControlInformation]) {
        let tree = try context.readTree(job.recordingPath, format: job.request.format)
        var job = withDeclaredScope(job, tree: tree, files: files)
        let screen = job.request.screen
        let scope = MapGeneration.scope(of: job.request.resolvedScreenIdentifier, in: tree, recorded: job.recordedScope)
        let shownRecording = context.display(job.recordingPath)
        if !scope.foundScreenRoot {
            let covered =
                scope.mapScope == .appWindow
                ? "the app's window without the status bar, the keyboard and other windows, and its region declares mapScope"
                : "the whole tree"
            context.info(
                "\(shownRecording): warning: no element has the identifier \(SwiftSourceEscaping.stringLiteral(job.request.resolvedScreenIdentifier)); the map of \(screen) covers \(covered) (when the screen's type declares another screenIdentifier, pass it with --identifier, or \"identifier\" in rapidmap.json)"
            )
        }
        context.notePlatform(of: tree, at: job.recordingPath)
        let visited = MapGeneration.elements(in: tree, scope: scope)
        job.options = job.options.recorded(in: tree)
        job.options.mapScope = scope.mapScope
        job.options.variants = try declaredVariants(job, base: tree)
        let controls = job.options.controls(for: visited)
        for warning in MapWarnings.warnings(
            screen: screen, controls: controls, visited: visited, tree: tree,
            scopeNode: scope.node(in: tree), mode: job.request.mode)
        {
            context.info("\(shownRecording): warning: \(warning)")
        }
        return (job, controls)
    }

    func generateOrThrow(_ job: Job, force: Bool, batch: MapFileBatch?) throws(ExitCode) -> ExitCode {
        let (job, controls) = try map(job, files: batch?.cache)
        let screen = job.request.screen
        guard let outputPath = job.outputPath else {
            context.output(MapSourceWriter.file(screen: screen, controls: controls, options: job.options))
            return .success
        }
        let shown = context.display(outputPath)
        if let batch,
            let changed = try batch.regenerate(
                outputPath, shown: shown, screen: screen, controls: controls, options: job.options, context: context)
        {
            if changed {
                context.info("updated \(shown) (\(job.request.screen), \(controls.count) controls)")
            } else {
                context.detail("unchanged \(shown) (\(job.request.screen), \(controls.count) controls)")
            }
            return .success
        }
        let existing = context.fileSystem.exists(outputPath) ? try context.readFile(outputPath, what: "the map file") : nil
        let update: MapFileUpdate
        do throws(MapFileError) {
            update = try MapFileUpdater.update(
                existing, file: shown, screen: screen,
                controls: controls, options: job.options, force: force)
        } catch {
            context.error(error.description)
            return .input
        }
        guard update.changed else {
            context.detail("unchanged \(shown) (\(job.request.screen), \(controls.count) controls)")
            return .success
        }
        try context.writeIfChanged(update.bytes, to: outputPath, what: "the map")
        let verb: String
        switch update.kind {
        case .created: verb = "created"
        case .regenerated: verb = "updated"
        case .replacedFile: verb = "replaced"
        case .appended: verb = "appended to"
        }
        context.info("\(verb) \(shown) (\(job.request.screen), \(controls.count) controls)")
        return .success
    }
}

/// `rapidgen [--manifest FILE] [--force]`: `generate`'s options without a subcommand, which
/// run the manifest (a recording argument is an error); `--help` there is the main help.
struct ManifestRun: Subcommand {
    static var spec: CommandSpec { GenerateCommand.spec }
    /// The outside world the command uses.
    var context: CommandContext
    func run(_ parsed: ParsedArguments) -> ExitCode { GenerateCommand(context: context).run(parsed, manifestOnly: true) }
}
