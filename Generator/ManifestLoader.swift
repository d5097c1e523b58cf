import RapidVerify
import RapidProject

/// Reads `rapidmap.json` for `generate` and `check` through ``Manifest``, with
/// the generator's file system and diagnostics.
struct ManifestLoader {
    var context: CommandContext

    /// Runs `body` on the job of every entry of the manifest at `explicitPath` (see
    /// ``load(_:)``) and returns the most severe status; an entry whose job cannot be
    /// made counts with its status and the others still run.
    ///
    /// A recording that does not exist is reported once, with the number of entries that
    /// name it, and those entries are skipped (each counts as ``ExitCode/input``): a
    /// manifest of thousands of screens recorded into one missing file gives one
    /// error, not thousands.
    func forEachJob(_ explicitPath: String?, _ body: (GenerateCommand.Job) -> ExitCode) throws(ExitCode) -> (
        path: String, file: ManifestFile, status: ExitCode, regenerateCommand: String
    ) {
        let loaded = try load(explicitPath)
        var status = ExitCode.success
        var jobs: [(entry: ManifestFile.Entry, job: GenerateCommand.Job)] = []
        jobs.reserveCapacity(loaded.file.maps.count)
        for entry in loaded.file.maps {
            do throws(ExitCode) {
                jobs.append((entry, try job(for: entry, in: loaded)))
            } catch {
                status = status.combined(with: error)
            }
        }
        // Each recording is looked up once; a missing one is counted over its entries.
        var exists: [String: Bool] = [:]
        var namedBy: [String: (count: Int, firstLine: Int)] = [:]
        for (entry, job) in jobs {
            let path = job.recordingPath
            let found = exists[path] ?? context.fileSystem.exists(path)
            exists[path] = found
            if !found { namedBy[path, default: (0, entry.line)].count += 1 }
        }
        var reported: Set<String> = []
        for (_, job) in jobs {
            if let missing = namedBy[job.recordingPath] {
                if reported.insert(job.recordingPath).inserted {
                    let entries =
                        missing.count == 1
                        ? ""
                        : " (named by \(missing.count) entries of \(context.display(loaded.path)), the first at line \(missing.firstLine); each is skipped)"
                    context.error("\(context.display(job.recordingPath)): error: cannot read the recording: no such file\(entries)")
                }
                status = status.combined(with: .input)
                continue
            }
            status = status.combined(with: body(job))
        }
        return (loaded.path, loaded.file, status, loaded.regenerateCommand)
    }

    /// The manifest at `explicitPath`, or the nearest `rapidmap.json` from the
    /// current directory upwards (``Manifest``, the loader RapidTesting uses too).
    /// Prints a diagnostic and throws the status on failure.
    func load(_ explicitPath: String?) throws(ExitCode) -> Manifest {
        let path: String
        if let explicitPath {
            path = context.absolute(explicitPath)
        } else {
            guard let found = Manifest.discover(from: context.currentDirectory, exists: context.fileSystem.exists) else {
                throw context.usage(
                    UsageError(
                        message:
                            "no \(ManifestFile.fileName) in \(context.currentDirectory) or its parent directories; pass --manifest FILE, or a recording: rapidgen generate RECORDING --screen NAME"
                    ))
            }
            path = found
        }
        return try manifest(at: path, bytes: try context.readFile(path, what: "the manifest"))
    }

    /// The manifest at the absolute `path` read from `bytes`, with the command its maps'
    /// headers name. Prints a diagnostic and throws ``ExitCode/input`` when it does not parse.
    func manifest(at path: String, bytes: [UInt8]) throws(ExitCode) -> Manifest {
        do throws(MapFileError) {
            var manifest = try Manifest(path: path, bytes: bytes, shownPath: context.display(path))
            manifest.rapidgen = RapidgenCommand.command(
                runIn: manifest.directory, override: context.environment[RapidgenCommand.variable],
                exists: context.fileSystem.exists)
            return manifest
        } catch {
            context.error(error.description)
            throw .input
        }
    }

    /// The job for a manifest entry (``Manifest/resolve(_:)``). Prints a
    /// diagnostic and throws ``ExitCode/input`` when the output leaves the manifest's folder.
    func job(for entry: ManifestFile.Entry, in manifest: Manifest) throws(ExitCode) -> GenerateCommand.Job {
        switch manifest.resolve(entry, isDirectory: context.fileSystem.isDirectory) {
        case .success(let map):
            // A link inside the project may point anywhere: the paths are checked as resolved.
            let root = context.fileSystem.resolvingLinks(manifest.directory)
            let folder = manifest.directory.hasSuffix("/") ? manifest.directory : manifest.directory + "/"
            // A recording named outside the folder (`../shared/…`) is read where it says;
            // one named inside it must stay there, since `accept` writes it.
            let recording = map.recordingPath.hasPrefix(folder) ? [("recording", map.recordingPath)] : []
            for (key, path) in [("output", map.outputPath)] + recording {
                let real = context.fileSystem.resolvingLinks(path)
                guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                    context.error(
                        "\(context.display(manifest.path)):\(entry.line): error: \(key) path \(context.display(path)) resolves to \(real) through a symbolic link, outside the manifest's folder \(root); refusing to use it"
                    )
                    throw .input
                }
            }
            return GenerateCommand.Job(
                request: map.request, recordingPath: map.recordingPath,
                outputPath: map.outputPath, options: map.options)
        case .failure(let error):
            context.error("\(context.display(manifest.path)):\(entry.line): error: \(error.message)")
            throw .input
        }
    }
}
