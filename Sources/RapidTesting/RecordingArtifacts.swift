import Foundation

/// Writes what a developer needs to fix a failing map: the recorded tree, the corrected
/// map as a Swift file and a picture of expected against actual, side by side in the
/// artifacts folder. The tree is in
/// RapidMap's native JSON, written by ``NativeTreeWriter`` (pretty, so it diffs well).
struct RecordingArtifacts: Sendable {
    /// The folder the files go to (created when missing).
    var directory: URL

    /// The two files written for one verification.
    struct Written: Sendable, Hashable {
        /// The recorded tree.
        var tree: URL
        /// The corrected map, a complete Swift file.
        var map: URL
        /// The picture of expected against actual (SVG).
        var picture: URL
        /// The command that regenerates the map in place from the recorded tree.
        var command: String
    }

    /// The names of the files for a verification at a call site:
    /// `<test file>-<line>-<screen>.json` and `.swift`.
    func urls(screen: String, site: CallSite) -> (tree: URL, map: URL) {
        let base = Self.safeFileName("\(site.fileBaseName)-\(site.line)-\(screen)")
        return (directory.appendingPathComponent(base + ".json"),
                directory.appendingPathComponent(base + ".swift"))
    }

    /// The `rapidgen` command that regenerates the map of the screen whose root view has
    /// the identifier `screen` from `tree`, writing over the generated region of the
    /// developer's map file. When `rapidmap.json` (found from the test file's folder
    /// upwards) lists the screen, the command names that entry's output file and options;
    /// otherwise `path/to/<screen>.swift` stands for it.
    static func regenerateCommand(tree: URL, screen: String, mapFile: ConfiguredMap?) -> String {
        guard let mapFile else {
            return MapRequest(recording: tree.path, screen: screen, output: "")
                .generateCommand(recordingPath: tree.path, outputPath: "path/to/\(safeFileName(screen)).swift")
        }
        return mapFile.request.generateCommand(recordingPath: tree.path, outputPath: mapFile.outputPath)
    }

    /// A screen's entry in `rapidmap.json`, with its output resolved to an absolute path.
    struct ConfiguredMap: Sendable, Hashable {
        /// The entry.
        var request: MapRequest
        /// The map file's absolute path.
        var outputPath: String
    }

    /// The entry for `screen` in the nearest `rapidmap.json` at or above `folder`, or nil
    /// when there is none, it cannot be read, or the entry's output leaves the
    /// configuration's folder (the command then shows a placeholder).
    static func configuredMap(screen: String, searchingUpFrom folder: String) -> ConfiguredMap? {
        // The loader `rapidgen` uses: the same discovery, parsing and path resolution.
        guard let path = MapConfiguration.discover(from: folder, exists: { FileManager.default.fileExists(atPath: $0) }),
              let data = FileManager.default.contents(atPath: path),
              let configuration = try? MapConfiguration(path: path, bytes: Array(data), shownPath: path),
              let entry = configuration.entry(forScreen: screen),
              case .success(let map) = configuration.resolve(entry)
        else { return nil }
        return ConfiguredMap(request: map.request, outputPath: map.outputPath)
    }

    /// The files for a failed verification, in the order they are written and attached:
    /// the recorded tree, the corrected map and the picture of expected against actual
    /// (``OrderPicture/init(verification:tree:)``), with the regenerate command.
    func contents(_ verification: Verification, tree: AccessibilityTree, site: CallSite)
        -> (files: [(url: URL, bytes: [UInt8])], command: String) {
        let (treeURL, mapURL) = urls(screen: verification.screen, site: site)
        let testFolder = MapOutputPath.directory(of: "\(site.filePath)")
        let mapFile = Self.configuredMap(screen: verification.screenIdentifier, searchingUpFrom: testFolder)
        let command = Self.regenerateCommand(tree: treeURL, screen: verification.screenIdentifier, mapFile: mapFile)
        var options = verification.mapSourceOptions
        options.recordingPath = treeURL.path
        options.command = command
        let source = MapSourceWriter.file(screen: verification.screenIdentifier, controls: verification.correctedMap, options: options)
        let picture = SVGRenderer.svg(OrderPicture(verification: verification, tree: tree))
        return ([(treeURL, Array(NativeTreeWriter.write(tree, pretty: true))),
                 (mapURL, Array(source.utf8)),
                 (mapURL.deletingPathExtension().appendingPathExtension("svg"), Array(picture.utf8))], command)
    }

    /// Writes the files of ``contents(_:tree:site:)`` atomically. Throws when the folder or
    /// a file cannot be written.
    func write(_ verification: Verification, tree: AccessibilityTree, site: CallSite) throws -> Written {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (files, command) = contents(verification, tree: tree, site: site)
        for file in files { try Data(file.bytes).write(to: file.url, options: .atomic) }
        return Written(tree: files[0].url, map: files[1].url, picture: files[2].url, command: command)
    }

    /// A file name with only letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func safeFileName(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { s in
            (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".") && s != "/" ? s : "_"
        }))
    }
}
