/// `rapidgen generate`: writes one map from the command line, or every map of rapidmap.json.
struct GenerateCommand {
    var context: CommandContext

    static let spec = CommandSpec(name: "generate", options: [
        OptionSpec(names: ["--screen"], valueName: "NAME", help: "The screen's name."),
        OptionSpec(names: ["--output", "-o"], valueName: "PATH", help: "The Swift file or directory."),
        OptionSpec(names: ["--format"], valueName: "FORMAT", help: "The recording's format."),
        OptionSpec(names: ["--mode"], valueName: "MODE", help: "exact, ordered or present."),
        OptionSpec(names: ["--labels"], valueName: "POLICY", help: "all or withoutIdentifier."),
        OptionSpec(names: ["--access"], valueName: "LEVEL", help: "public, package or internal."),
        OptionSpec(names: ["--force"], valueName: nil, help: "Overwrite a file without markers."),
        OptionSpec(names: ["--config"], valueName: "FILE", help: "The configuration file."),
    ], maximumPositionals: 1)

    /// One map to write, with every path resolved.
    struct Job {
        var request: MapRequest
        /// The recording's absolute path.
        var recordingPath: String
        /// The output's absolute path, or nil for standard output.
        var outputPath: String?
        /// The writer options, with the header's recording path and command.
        var options: MapSourceOptions
    }

    /// Runs the subcommand. `configOnly` is set when rapidgen was called without a
    /// subcommand, so a recording argument is not expected.
    func run(_ arguments: [String], configOnly: Bool = false) -> ExitCode {
        var context = self.context
        let parsed: ParsedArguments
        do throws(ExitCode) {
            parsed = try context.parse(arguments, spec: Self.spec, help: configOnly ? HelpText.main : HelpText.generate)
        } catch {
            return error
        }
        let command = GenerateCommand(context: context)
        guard let recording = parsed.positionals.first else {
            let direct = ["--screen", "--output", "--format", "--mode", "--labels", "--access"].filter { parsed[$0] != nil }
            if let option = direct.first {
                return command.usage("\(option) needs a recording: rapidgen generate RECORDING --screen NAME …")
            }
            if configOnly, let extra = parsed.positionals.first { return command.usage("unexpected argument '\(extra)'") }
            return command.runConfiguration(parsed["--config"], force: parsed.has("--force"))
        }
        if configOnly { return command.usage("unexpected argument '\(recording)'") }
        guard parsed["--config"] == nil else { return command.usage("--config cannot be combined with a recording") }
        guard let screen = parsed["--screen"] else {
            return command.usage("missing --screen NAME (the screen's Swift type name)")
        }
        var request = MapRequest(recording: recording, screen: screen, output: parsed["--output"] ?? "")
        do throws(ExitCode) {
            request.format = try context.format(parsed["--format"], command: "generate")
        } catch {
            return error
        }
        if let m = parsed["--mode"] {
            guard let mode = VerificationMode(rawValue: m) else { return command.usage("unknown mode '\(m)' (expected exact, ordered or present)") }
            request.mode = mode
        }
        if let l = parsed["--labels"] {
            guard let labels = MapSourceOptions.Labels(rawValue: l) else { return command.usage("unknown labels policy '\(l)' (expected all or withoutIdentifier)") }
            request.labels = labels
        }
        if let a = parsed["--access"] {
            guard let access = MapSourceOptions.AccessLevel(rawValue: a) else { return command.usage("unknown access level '\(a)' (expected public, package or internal)") }
            request.accessLevel = access
        }
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
        let root = context.nearestAncestor(of: anchor, containing: [GenerateConfig.fileName, "Package.swift"])
            ?? context.currentDirectory
        let shownRecording = MapOutputPath.relative(recordingPath, to: root)
        let commandLine = request.generateCommand(
            recordingPath: shownRecording,
            outputPath: outputPath.map { MapOutputPath.relative($0, to: root) } ?? "-")
        var job = Job(request: request, recordingPath: recordingPath, outputPath: outputPath,
                      options: request.options(recordingPath: shownRecording, command: commandLine))
        if outputPath == nil {
            job.options.command = request.generateCommand(recordingPath: shownRecording, outputPath: "FILE")
        }
        return generate(job, force: force)
    }

    /// `rapidgen` / `generate [--config FILE]`: every entry of the configuration.
    func runConfiguration(_ explicitPath: String?, force: Bool) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in
            var written = 0
            let run = try ConfigurationLoader(context: context).forEachJob(explicitPath) { job in
                let result = generate(job, force: force)
                if result == .success { written += 1 }
                return result
            }
            if run.status == .success {
                context.detail("generated \(written) map\(written == 1 ? "" : "s") from \(context.display(run.path))")
            }
            return run.status
        }
    }

    /// Generates one map and writes it when it changed.
    func generate(_ job: Job, force: Bool) -> ExitCode {
        ExitCode.catching { () throws(ExitCode) in try generateOrThrow(job, force: force) }
    }

    func generateOrThrow(_ job: Job, force: Bool) throws(ExitCode) -> ExitCode {
        let tree = try context.readTree(job.recordingPath, format: job.request.format)
        let scope = MapGeneration.scope(of: job.request.screen, in: tree)
        if !scope.foundScreenRoot {
            context.info("\(context.display(job.recordingPath)): warning: no element has the identifier \(SwiftSourceEscaping.stringLiteral(job.request.screen)); the map of \(job.request.screen) covers the whole tree")
        }
        let controls = MapGeneration.controls(in: tree, scope: scope, options: job.options)
        guard let outputPath = job.outputPath else {
            context.output(MapSourceWriter.file(screen: job.request.screen, controls: controls, options: job.options))
            return .success
        }
        let shown = context.display(outputPath)
        let existing = context.fileSystem.exists(outputPath) ? try context.readFile(outputPath, what: "the map file") : nil
        let update: MapFileUpdate
        do throws(MapFileError) {
            update = try MapFileUpdater.update(existing, file: shown, screen: job.request.screen,
                                               controls: controls, options: job.options, force: force)
        } catch {
            context.error(error.description)
            return .input
        }
        guard update.changed else {
            context.detail("unchanged \(shown) (\(job.request.screen), \(controls.count) controls)")
            return .success
        }
        do throws(FileSystemError) {
            let directory = MapOutputPath.directory(of: outputPath)
            if !context.fileSystem.isDirectory(directory) { try context.fileSystem.createDirectory(directory) }
            try context.fileSystem.writeAtomically(update.bytes, to: outputPath)
        } catch {
            context.error("\(shown): error: \(error.message)")
            return .output
        }
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

import RapidVerify
