/// Finds, reads and resolves `rapidmap.json` for `generate` and `check`.
struct ConfigurationLoader {
    var context: CommandContext

    /// Runs `body` on the job of every entry of the configuration at `explicitPath` (see
    /// ``load(_:)``) and returns the most severe status; an entry whose job cannot be
    /// made counts with its status and the others still run.
    func forEachJob(_ explicitPath: String?, _ body: (GenerateCommand.Job) -> ExitCode) throws(ExitCode) -> (path: String, config: GenerateConfig, status: ExitCode) {
        let loaded = try load(explicitPath)
        var status = ExitCode.success
        for entry in loaded.config.maps {
            do throws(ExitCode) {
                status = status.combined(with: body(try job(for: entry, configPath: loaded.path)))
            } catch {
                status = status.combined(with: error)
            }
        }
        return (loaded.path, loaded.config, status)
    }

    /// The configuration at `explicitPath`, or the nearest `rapidmap.json` from the
    /// current directory upwards. Prints a diagnostic and throws the status on failure.
    func load(_ explicitPath: String?) throws(ExitCode) -> (path: String, config: GenerateConfig) {
        let path: String
        if let explicitPath {
            path = context.absolute(explicitPath)
        } else {
            guard let directory = context.nearestAncestor(of: context.currentDirectory, containing: [GenerateConfig.fileName]) else {
                throw context.usage(UsageError(message: "no \(GenerateConfig.fileName) in \(context.currentDirectory) or its parent directories; pass --config FILE, or a recording: rapidgen generate RECORDING --screen NAME"))
            }
            path = MapOutputPath.resolve(GenerateConfig.fileName, against: directory)
        }
        let bytes = try context.readFile(path, what: "the configuration")
        do throws(MapFileError) {
            return (path, try GenerateConfig.parse(bytes, path: context.display(path)))
        } catch {
            context.error(error.description)
            throw .input
        }
    }

    /// The job for a configuration entry: paths resolved against the configuration's
    /// directory (the output must stay inside it), header paths relative to it. Prints a
    /// diagnostic and throws ``ExitCode/input`` when the output leaves that directory.
    func job(for entry: GenerateConfig.Entry, configPath: String) throws(ExitCode) -> GenerateCommand.Job {
        let root = MapOutputPath.directory(of: configPath)
        let request = entry.request
        let output: String
        switch MapOutputPath.resolve(request.output, inside: root) {
        case .success(let path): output = path
        case .failure(let error):
            context.error("\(context.display(configPath)):\(entry.line): error: \(error.message)")
            throw .input
        }
        let recording = MapOutputPath.resolve(request.recording, against: root)
        let shownRecording = MapOutputPath.relative(recording, to: root)
        let name = configPath.split(separator: "/").last.map(String.init) ?? GenerateConfig.fileName
        let command = name == GenerateConfig.fileName ? "swift run rapidgen" : "swift run rapidgen --config \(MapRequest.shellQuoted(name))"
        return GenerateCommand.Job(request: request, recordingPath: recording, outputPath: output,
                                   options: request.options(recordingPath: shownRecording, command: command))
    }
}

import RapidVerify
