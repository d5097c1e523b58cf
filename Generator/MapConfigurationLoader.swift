/// Reads `rapidmap.json` for `generate` and `check` through ``MapConfiguration``, with
/// the generator's file system and diagnostics.
struct MapConfigurationLoader {
    var context: CommandContext

    /// Runs `body` on the job of every entry of the configuration at `explicitPath` (see
    /// ``load(_:)``) and returns the most severe status; an entry whose job cannot be
    /// made counts with its status and the others still run.
    func forEachJob(_ explicitPath: String?, _ body: (GenerateCommand.Job) -> ExitCode) throws(ExitCode) -> (path: String, config: MapConfigurationFile, status: ExitCode, regenerateCommand: String) {
        let loaded = try load(explicitPath)
        var status = ExitCode.success
        for entry in loaded.config.maps {
            do throws(ExitCode) {
                status = status.combined(with: body(try job(for: entry, in: loaded)))
            } catch {
                status = status.combined(with: error)
            }
        }
        return (loaded.path, loaded.config, status, loaded.regenerateCommand)
    }

    /// The configuration at `explicitPath`, or the nearest `rapidmap.json` from the
    /// current directory upwards (``MapConfiguration``, the loader RapidTesting uses too).
    /// Prints a diagnostic and throws the status on failure.
    func load(_ explicitPath: String?) throws(ExitCode) -> MapConfiguration {
        let path: String
        if let explicitPath {
            path = context.absolute(explicitPath)
        } else {
            guard let found = MapConfiguration.discover(from: context.currentDirectory, exists: context.fileSystem.exists) else {
                throw context.usage(UsageError(message: "no \(MapConfigurationFile.fileName) in \(context.currentDirectory) or its parent directories; pass --config FILE, or a recording: rapidgen generate RECORDING --screen NAME"))
            }
            path = found
        }
        let bytes = try context.readFile(path, what: "the configuration")
        do throws(MapFileError) {
            return try MapConfiguration(path: path, bytes: bytes, shownPath: context.display(path))
        } catch {
            context.error(error.description)
            throw .input
        }
    }

    /// The job for a configuration entry (``MapConfiguration/resolve(_:)``). Prints a
    /// diagnostic and throws ``ExitCode/input`` when the output leaves the configuration's folder.
    func job(for entry: MapConfigurationFile.Entry, in configuration: MapConfiguration) throws(ExitCode) -> GenerateCommand.Job {
        switch configuration.resolve(entry, isDirectory: context.fileSystem.isDirectory) {
        case .success(let map):
            return GenerateCommand.Job(request: map.request, recordingPath: map.recordingPath,
                                       outputPath: map.outputPath, options: map.options)
        case .failure(let error):
            context.error("\(context.display(configuration.path)):\(entry.line): error: \(error.message)")
            throw .input
        }
    }
}

import RapidVerify
