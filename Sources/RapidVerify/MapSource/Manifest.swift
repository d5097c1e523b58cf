/// The one loader of `rapidmap.json`, used by `rapidgen` (`generate`, `check`) and by
/// RapidTesting's record-mode artifacts (to name a screen's map file in the regenerate
/// command): finding the file from a folder upwards, parsing it, and resolving an
/// entry's paths against the file's folder. Pure: the caller passes in whether a path
/// exists and reads the bytes itself, so each side keeps its own I/O and diagnostics.
package struct Manifest: Sendable {
    /// the manifest's absolute, normalized path.
    package var path: String
    /// Its content.
    package var file: ManifestFile
    /// How the printed commands run `rapidgen` in ``directory`` (``RapidgenCommand``); the
    /// loader sets it from the folder and the environment.
    package var rapidgen = RapidgenCommand.inPackage

    /// The folder relative paths of the manifest resolve against (and outputs must
    /// stay inside).
    package var directory: String { MapOutputPath.directory(of: path) }

    /// Parses the manifest read from the absolute `path`; errors name `shownPath`.
    package init(path: String, bytes: [UInt8], shownPath: String?) throws(MapFileError) {
        self.path = MapOutputPath.normalize(path)
        self.file = try ManifestFile.parse(bytes, path: shownPath)
    }

    /// The nearest folder, from `directory` up to the root, that holds one of `names`.
    package static func nearestDirectory(
        from directory: String, containing names: [String],
        exists: (String) -> Bool
    ) -> String? {
        var current = MapOutputPath.normalize(directory)
        while true {
            for name in names where exists(MapOutputPath.resolve(name, against: current)) { return current }
            if current == "/" { return nil }
            current = MapOutputPath.directory(of: current)
        }
    }

    /// The path of the nearest `rapidmap.json` at or above `directory`, or nil.
    package static func discover(from directory: String, exists: (String) -> Bool) -> String? {
        nearestDirectory(from: directory, containing: [ManifestFile.fileName], exists: exists)
            .map { MapOutputPath.resolve(ManifestFile.fileName, against: $0) }
    }

    /// The first entry for the screen type named `screen` (qualified where nested), or nil.
    package func entry(forScreen screen: String) -> ManifestFile.Entry? {
        file.maps.first { $0.request.screen == screen }
            ?? file.maps.first { MapFileUpdater.regionName(for: $0.request.screen) == MapFileUpdater.regionName(for: screen) }
    }

    /// One map entry with its paths resolved.
    package struct ResolvedMap: Sendable, Hashable {
        /// The entry's request.
        package var request: MapRequest
        /// The recording's absolute path.
        package var recordingPath: String
        /// The map file's absolute path, inside the manifest's folder.
        package var outputPath: String
        /// The writer options: the header shows the recording relative to the
        /// manifest's folder and the command that regenerates every map.
        package var options: MapSourceOptions
    }

    /// `entry` with its paths resolved, or the error when its output leaves the
    /// manifest's folder (the message has no location; the caller adds the entry's line).
    /// An `output` that ends in `/`, or names an existing folder (`isDirectory`), means
    /// `<folder>/<screen>.swift` (``MapOutputPath/fileName(forScreen:)``).
    package func resolve(
        _ entry: ManifestFile.Entry,
        isDirectory: (String) -> Bool = { _ in false }
    ) -> Result<ResolvedMap, MapFileError> {
        let root = directory
        let request = entry.request
        var output: String
        switch MapOutputPath.resolve(request.output, inside: root) {
        case .success(let path): output = path
        case .failure(let error): return .failure(error)
        }
        if request.output.hasSuffix("/") || isDirectory(output) {
            output = MapOutputPath.resolve(MapOutputPath.fileName(forScreen: request.screen), against: output)
        }
        let recording = MapOutputPath.resolve(request.recording, against: root)
        let shownRecording = MapOutputPath.relative(recording, to: root)
        return .success(
            ResolvedMap(
                request: request, recordingPath: recording, outputPath: output,
                options: request.options(recordingPath: shownRecording, command: regenerateCommand)))
    }

    /// The command that regenerates every map of this manifest: ``rapidgen``
    /// (`swift run rapidgen`), with `--manifest NAME` when the file has another name.
    package var regenerateCommand: String {
        let name = path.split(separator: "/").last.map(String.init) ?? ManifestFile.fileName
        return name == ManifestFile.fileName ? rapidgen : rapidgen + " --manifest \(MapRequest.shellQuoted(name))"
    }
}
