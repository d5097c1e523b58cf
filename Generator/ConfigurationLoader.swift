/// Finds, reads and resolves `rapidmap.json` for `generate` and `check`.
struct ConfigurationLoader {
    var context: CommandContext

    /// The configuration at `explicitPath`, or the nearest `rapidmap.json` from the
    /// current directory upwards. Prints a diagnostic and returns the status on failure.
    func load(_ explicitPath: String?) -> Result<(path: String, config: GenerateConfig), ExitCode> {
        let path: String
        if let explicitPath {
            path = context.absolute(explicitPath)
        } else {
            guard let directory = context.nearestAncestor(of: context.currentDirectory, containing: [GenerateConfig.fileName]) else {
                context.error(UsageError(message: "no \(GenerateConfig.fileName) in \(context.currentDirectory) or its parent directories; pass --config FILE, or a recording: rapidgen generate RECORDING --screen NAME").text)
                return .failure(.usage)
            }
            path = MapOutputPath.resolve(GenerateConfig.fileName, against: directory)
        }
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try context.fileSystem.contents(of: path)
        } catch {
            context.error("\(context.display(path)): error: cannot read the configuration: \(error.message)")
            return .failure(.input)
        }
        do throws(MapFileError) {
            return .success((path, try GenerateConfig.parse(bytes, path: context.display(path))))
        } catch {
            context.error(error.description)
            return .failure(.input)
        }
    }

    /// The job for a configuration entry: paths resolved against the configuration's
    /// directory (the output must stay inside it), header paths relative to it.
    func job(for entry: GenerateConfig.Entry, configPath: String) -> Result<GenerateCommand.Job, ExitCode> {
        let root = MapOutputPath.directory(of: configPath)
        let request = entry.request
        let output: String
        switch MapOutputPath.resolve(request.output, inside: root) {
        case .success(let path): output = path
        case .failure(let error):
            context.error("\(context.display(configPath)):\(entry.line): error: \(error.message)")
            return .failure(.input)
        }
        let recording = MapOutputPath.resolve(request.recording, against: root)
        let shownRecording = MapOutputPath.relative(recording, to: root)
        let name = configPath.split(separator: "/").last.map(String.init) ?? GenerateConfig.fileName
        let command = name == GenerateConfig.fileName ? "swift run rapidgen" : "swift run rapidgen --config \(MapRequest.shellQuoted(name))"
        return .success(GenerateCommand.Job(request: request, recordingPath: recording, outputPath: output,
                                            options: request.options(recordingPath: shownRecording, command: command)))
    }
}

import RapidVerify
