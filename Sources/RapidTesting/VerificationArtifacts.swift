import Foundation
import RapidExperience

/// Writes what a developer needs to fix a failing map: the recorded tree, the corrected
/// map as a Swift file and a picture of expected against actual, side by side in the
/// artifacts folder. The tree is in
/// RapidMap's native JSON, written by ``NativeJSONWriter`` (pretty, so it diffs well).
struct VerificationArtifacts: Sendable {
    /// The folder the files go to (created when missing).
    var directory: URL
    /// The `rapidmap.json` to use (`RAPIDMAP_MANIFEST`), or nil to find it from the test
    /// file's folder upwards.
    var manifestPath: String? = nil

    /// The two files written for one verification.
    struct Written: Sendable, Hashable {
        /// The recorded tree.
        var tree: URL
        /// The corrected map, a complete Swift file.
        var map: URL
        /// The picture of expected against actual (SVG).
        var picture: URL
        /// The line introducing ``command``: where to run it and what it changes.
        var intro: String
        /// The command that accepts the recorded tree (or writes the map from it).
        var command: String

        /// The files of one verification before they are written, with the command.
        struct Files: @unchecked Sendable {
            /// Each file's URL and bytes: the tree, the map, the picture.
            var files: [(url: URL, bytes: [UInt8])]
            /// See ``Written/intro``.
            var intro: String
            /// See ``Written/command``.
            var command: String
        }
    }

    /// The names of the files for a verification at a call site:
    /// `<test file>-<line>-<screen>.json` and `.swift`, with `@<configuration>` after the
    /// screen when the tree knows its configuration (`LoginTests-12-LoginScreen@ar-rtl.json`,
    /// see ``RapidVerify/RecordingConfiguration/name``), so runs of one test in several
    /// configurations never overwrite each other, and with `-2`, `-3`… for the second
    /// and later verification this process records under the same name in the folder (a
    /// parameterized test, a loop, a helper called from several tests).
    func urls(
        screen: String, site: CallSite, configuration: RecordingConfiguration = RecordingConfiguration(),
        names: ArtifactNames = .shared
    ) -> (tree: URL, map: URL) {
        let variant = configuration.name == "default" ? "" : "@" + configuration.name
        let base = names.unique(Self.safeFileName("\(site.fileBaseName)-\(site.line)-\(screen)") + variant, in: directory.path)
        return (
            directory.appendingPathComponent(base + ".json"),
            directory.appendingPathComponent(base + ".swift")
        )
    }

    /// What to run to accept the recorded tree, with the line that introduces it.
    ///
    /// When `rapidmap.json` (found from the test file's folder upwards) lists the screen:
    /// `swift run rapidgen accept TREE --screen NAME`, run in the manifest's folder,
    /// which replaces the committed recording and regenerates the map, so `rapidgen check`
    /// passes. Otherwise a `generate` command whose output is a placeholder in angle
    /// brackets, which a shell refuses to run (`<` and `>` are redirections), with the
    /// advice to add the screen to `rapidmap.json`.
    static func acceptCommand(
        tree: URL, screen: String, mapFile: ConfiguredMap?,
        configuration: RecordingConfiguration = RecordingConfiguration()
    ) -> (intro: String, command: String) {
        guard let mapFile else {
            let command = MapRequest(recording: tree.path, screen: screen, output: "")
                .generateCommand(recordingPath: tree.path, outputPath: MapRequest.placeholder("path/to/\(safeFileName(screen)).swift"))
            return (
                "\(screen) is not in a rapidmap.json above the test file; add it there to get a command that updates the committed recording and keeps `rapidgen check` green. Meanwhile, write the map from the recorded tree (replace the <…> placeholder with the map file):",
                command
            )
        }
        var words = ["swift", "run", "rapidgen", "accept", tree.path, "--screen", screen]
        let configName = (mapFile.manifestPath as NSString).lastPathComponent
        if configName != ManifestFile.fileName { words += ["--manifest", configName] }
        if configuration.name != "default" {
            words += ["--configuration", configuration.name]
            let variant = ConfigurationRecordings.path(of: mapFile.recording, configuration: configuration.name)
            return (
                "Accept the tree recorded in \(configuration) (run in \(MapOutputPath.directory(of: mapFile.manifestPath)); when \(mapFile.recording) is in another configuration, it becomes \(variant) and the map is kept, else it updates \(mapFile.recording) and \(mapFile.output)):",
                words.map(MapRequest.shellQuoted).joined(separator: " ")
            )
        }
        return (
            "Accept the recorded tree (run in \(MapOutputPath.directory(of: mapFile.manifestPath)); it updates \(mapFile.recording) and \(mapFile.output), then `rapidgen check` passes):",
            words.map(MapRequest.shellQuoted).joined(separator: " ")
        )
    }

    /// A screen's entry in `rapidmap.json`, with its paths resolved.
    struct ConfiguredMap: Sendable, Hashable {
        /// The entry.
        var request: MapRequest
        /// The manifest's absolute path.
        var manifestPath: String
        /// The committed recording and the map file, relative to the manifest's folder.
        var recording: String
        var output: String
        /// The options `rapidgen` writes the map with (header relative to the package).
        var options: MapSourceOptions
    }

    /// The entry for the screen type `screen` in the nearest `rapidmap.json` at or above
    /// `folder`, or nil when there is none, it cannot be read, or the entry's output
    /// leaves the manifest's folder.
    static func configuredMap(screen: String, searchingUpFrom folder: String, manifestPath: String? = nil) -> ConfiguredMap? {
        // The loader `rapidgen` uses: the same discovery, parsing and path resolution.
        let isDirectory = { (path: String) -> Bool in
            var flag: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
        }
        guard
            let path = manifestPath.map({ MapOutputPath.resolve($0, against: FileManager.default.currentDirectoryPath) })
                ?? Manifest.discover(from: folder, exists: { FileManager.default.fileExists(atPath: $0) }),
            let data = FileManager.default.contents(atPath: path),
            let configuration = try? Manifest(path: path, bytes: Array(data), shownPath: path),
            let entry = configuration.entry(forScreen: screen),
            case .success(let map) = configuration.resolve(entry, isDirectory: isDirectory)
        else { return nil }
        return ConfiguredMap(
            request: map.request, manifestPath: configuration.path,
            recording: MapOutputPath.relative(map.recordingPath, to: configuration.directory),
            output: MapOutputPath.relative(map.outputPath, to: configuration.directory),
            options: map.options)
    }

    /// The entry for `screen` in the `rapidmap.json` the artifacts follow: ``manifestPath``,
    /// else the nearest one at or above the folder of the test file at `site`.
    func configuredMap(screen: String, site: CallSite) -> ConfiguredMap? {
        Self.configuredMap(
            screen: screen, searchingUpFrom: MapOutputPath.directory(of: "\(site.filePath)"),
            manifestPath: manifestPath)
    }

    /// How `tree` differs from the screen's committed recording (the one its `rapidmap.json`
    /// entry names) when they were recorded in different configurations: a heading line and
    /// the differences explained (``ConfigurationComparison``); empty when the screen is not
    /// configured, the recording cannot be read, its configuration is the tree's, or they agree.
    func configurationNotes(_ verification: VerificationResult, tree: AccessibilityTree, site: CallSite) -> [String] {
        guard let mapFile = configuredMap(screen: verification.screen, site: site) else { return [] }
        let path = MapOutputPath.resolve(mapFile.recording, against: MapOutputPath.directory(of: mapFile.manifestPath))
        guard let data = FileManager.default.contents(atPath: path),
            let committed = try? AccessibilityTree(reading: data, format: mapFile.request.format, path: path),
            !tree.configuration.isCompatible(with: committed.configuration)
        else { return [] }
        let comparison = ConfigurationComparison(base: committed, variant: tree, screenIdentifier: verification.screenIdentifier)
        guard !comparison.agrees else { return [] }
        return ["Compared with the committed recording \(mapFile.recording) (\(committed.configuration)):"]
            + comparison.differences.map { "  " + $0.message }
    }

    /// The files for a failed verification, in the order they are written and attached:
    /// the recorded tree, the corrected map and the picture of expected against actual
    /// (``OrderPicture/init(verification:tree:)``), with the accept command. The map file's
    /// header names the committed recording and `swift run rapidgen` when the screen is
    /// configured, and no path otherwise: never the artifacts folder, so a pasted map
    /// carries no path of this machine. Names are taken from `names` (see ``urls(screen:site:names:)``).
    func contents(
        _ verification: VerificationResult, tree: AccessibilityTree, site: CallSite,
        names: ArtifactNames = .shared
    ) -> Written.Files {
        let (treeURL, mapURL) = urls(screen: verification.screen, site: site, configuration: tree.configuration, names: names)
        let mapFile = configuredMap(screen: verification.screen, site: site)
        let (intro, command) = Self.acceptCommand(
            tree: treeURL, screen: verification.screen, mapFile: mapFile,
            configuration: tree.configuration)
        var options = verification.mapSourceOptions
        options.recordingPath = mapFile?.options.recordingPath
        options.command = mapFile?.options.command
        let source = MapSourceWriter.file(screen: verification.screen, controls: verification.correctedMap, options: options)
        let picture = SVGRenderer.svg(OrderPicture(verification: verification, tree: tree))
        return Written.Files(
            files: [
                (treeURL, Array(NativeJSONWriter.write(tree, pretty: true))),
                (mapURL, Array(source.utf8)),
                (mapURL.deletingPathExtension().appendingPathExtension("svg"), Array(picture.utf8)),
            ],
            intro: intro, command: command)
    }

    /// Writes prepared ``contents(_:tree:site:names:)`` atomically. Throws when the folder
    /// or a file cannot be written.
    func write(_ prepared: Written.Files) throws -> Written {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in prepared.files { try Data(file.bytes).write(to: file.url, options: .atomic) }
        return Written(
            tree: prepared.files[0].url, map: prepared.files[1].url, picture: prepared.files[2].url,
            intro: prepared.intro, command: prepared.command)
    }

    /// Prepares and writes the files of one verification.
    func write(
        _ verification: VerificationResult, tree: AccessibilityTree, site: CallSite,
        names: ArtifactNames = .shared
    ) throws -> Written {
        try write(contents(verification, tree: tree, site: site, names: names))
    }

    /// A file name with only letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func safeFileName(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { s in
                    (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".") && s != "/" ? s : "_"
                }))
    }
}
