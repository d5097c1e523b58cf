import Foundation
import RapidExperience
import RapidProject

/// The files a failed verification leaves for a developer: the recorded tree (native
/// JSON, pretty, so it diffs well), the corrected map as a Swift file and a picture of
/// expected against actual, with the command that accepts the tree. ``ArtifactWriter``
/// names and writes them.
struct VerificationArtifacts: Sendable {
    /// The writer: the artifacts folder, the names, the command.
    var writer: ArtifactWriter

    /// The `rapidmap.json` to use (`RAPIDMAP_MANIFEST`), or nil to find it from the test
    /// file's folder upwards.
    var manifestPath: String? { writer.environment.manifestPath }

    /// The files of one verification before they are written or attached, each built only
    /// then, with the command that takes them in, worked out only when it is printed.
    struct Files: Sendable {
        /// The tree, the map and the picture, in the order they are written and attached.
        var artifacts: [ArtifactWriter.Artifact]
        /// The command that accepts the recorded tree (or writes the map from it), with the
        /// line introducing it (where to run it, what it changes): asked for only by a
        /// message that prints it, since finding how to run `rapidgen` looks for a
        /// `Package.swift` in each folder above the test file.
        var acceptCommand: @Sendable () -> (intro: String, command: String)
    }

    /// What to run to accept the recorded tree, with the line that introduces it.
    ///
    /// When `rapidmap.json` (found from the test file's folder upwards) lists the screen:
    /// `swift run rapidgen accept TREE --screen NAME` (`swift run --package-path CHECKOUT
    /// rapidgen accept …` where no `Package.swift` is beside the manifest,
    /// ``ScreenEntry/rapidgen``), run in the manifest's folder,
    /// which replaces the committed recording and regenerates the map, so `rapidgen check`
    /// passes. Otherwise a `generate` command whose output is a placeholder in angle
    /// brackets, which a shell refuses to run (`<` and `>` are redirections), with the
    /// advice to add the screen to `rapidmap.json`, run as from the test file at `site`
    /// (``ArtifactWriter/rapidgen(near:)``).
    ///
    /// When the test's source tree is not on this machine (`sourcesAbsent`: a device, a CI
    /// runner without a checkout) and `RAPIDMAP_MANIFEST` names none, no manifest could be
    /// read, and saying the screen is not in one would be wrong. A screen with a map
    /// (`hasMap`) was recorded with a manifest entry: the same `accept` command, to run where
    /// the project is, in the folder holding that `rapidmap.json`. A screen with no map yet
    /// gets the `accept` command that records it as the test does in place, run in the
    /// project's folder, with `--recording` beside the test file (its folder on the machine
    /// that built the tests, where a device run's command is run). A screen with no map yet
    /// whose project (`unwritableProject`, its folder) is here but cannot be written (a
    /// read-only checkout, a sandboxed host app) gets that command too, to run where it can
    /// be, with the recording relative to that folder.
    func acceptCommand(
        tree: URL, screen: String, entry mapFile: ScreenEntry?,
        configuration: RecordingConfiguration = RecordingConfiguration(), site: CallSite,
        sourcesAbsent: Bool = false, hasMap: Bool = true, unwritableProject: String? = nil
    ) -> (intro: String, command: String) {
        var words = ["accept", tree.path, "--screen", screen]
        if configuration.name != "default" { words += ["--configuration", configuration.name] }
        guard let mapFile else {
            let folder = MapOutputPath.directory(of: "\(site.filePath)")
            let noManifestRead = sourcesAbsent && manifestPath == nil
            if noManifestRead && hasMap {
                return (
                    "The test's source tree (\(folder)) is not on this machine, so nothing was recorded into the project. Where the project is, run this in the folder holding the rapidmap.json that lists \(screen) (`swift run rapidgen` in a Swift package; on another machine, the tree's path is where its copy or the test's attachment is): it updates the screen's recording and map, then `rapidgen check` passes:",
                    writer.command(words, rapidgen: writer.rapidgen(near: site))
                )
            }
            if noManifestRead || (unwritableProject != nil && !hasMap) {
                // The recording goes beside the test, as the test records it in place: the
                // test file's folder on the machine that built the tests.
                let recording = MapOutputPath.resolve("Recordings/\(ArtifactWriter.safeFileName(screen)).json", against: folder)
                if let root = unwritableProject {
                    // Run in the project's folder: the recording relative to it.
                    let command = writer.command(
                        words + ["--recording", MapOutputPath.relative(recording, to: root)], rapidgen: writer.rapidgen(near: site))
                    return (
                        "\(screen) has no map yet. Where the project can be written (a Terminal in its folder), run this: as the test does in place, it records the map into \(screen)'s declaration, the recording beside the test and the screen's rapidmap.json entry, then the tests pass:",
                        command
                    )
                }
                return (
                    "\(screen) has no map yet, and the test's source tree (\(folder)) is not on this machine, so nothing was recorded into the project. Where the project is, run this in its folder (the one holding Package.swift, the .xcodeproj or rapidmap.json; on another machine than the one that built the tests, the tree's path is where its copy or the test's attachment is, and the recording's is beside the test in that checkout): as the test does in place, it records the map into \(screen)'s declaration, the recording beside the test and the screen's rapidmap.json entry, then the tests pass:",
                    writer.command(words + ["--recording", recording], rapidgen: writer.rapidgen(near: site))
                )
            }
            let command = writer.command(
                ["generate", tree.path, "--screen", screen, "-o", MapRequest.placeholder("path/to/\(ArtifactWriter.safeFileName(screen)).swift")],
                rapidgen: writer.rapidgen(near: site))
            return (
                "\(screen) is not in a rapidmap.json above the test file; add it there to get a command that updates the committed recording and keeps `rapidgen check` green. Meanwhile, write the map from the recorded tree (replace the <…> placeholder with the map file):",
                command
            )
        }
        let manifestName = (mapFile.manifestPath as NSString).lastPathComponent
        if manifestName != ManifestFile.fileName { words.insert(contentsOf: ["--manifest", manifestName], at: 4) }
        if configuration.name != "default" {
            let otherRecording = ConfigurationRecordings.path(of: mapFile.recording, configuration: configuration.name)
            return (
                "Accept the tree recorded in \(configuration) (run in \(MapOutputPath.directory(of: mapFile.manifestPath)); when \(mapFile.recording) is in another configuration, it becomes \(otherRecording) and the map is kept, else it updates \(mapFile.recording) and \(mapFile.output)):",
                writer.command(words, rapidgen: mapFile.rapidgen)
            )
        }
        return (
            "Accept the recorded tree (run in \(MapOutputPath.directory(of: mapFile.manifestPath)); it updates \(mapFile.recording) and \(mapFile.output), then `rapidgen check` passes):",
            writer.command(words, rapidgen: mapFile.rapidgen)
        )
    }

    /// A screen's entry in `rapidmap.json`, with its paths resolved.
    struct ScreenEntry: Sendable, Hashable {
        /// The entry.
        var request: MapRequest
        /// The manifest's absolute path.
        var manifestPath: String
        /// The committed recording and the map file, relative to the manifest's folder.
        var recording: String
        var output: String
        /// The options `rapidgen` writes the map with (header relative to the package).
        var options: MapSourceOptions
        /// The command a message prints to run `rapidgen` in the manifest's folder, on the
        /// machine that built the tests (``RapidVerify/RapidgenCommand``).
        var rapidgen: String

        /// The committed recording's absolute path.
        var recordingPath: String {
            MapOutputPath.resolve(recording, against: MapOutputPath.directory(of: manifestPath))
        }

        /// Whether the committed recording is native JSON (its entry's `format`, or none and a
        /// `.json` name): the only recording a test may write over. An Appium page source or a
        /// debug description is its recorder's, and is never replaced by native JSON.
        var recordsNativeJSON: Bool {
            (request.format ?? .nativeJSON) == .nativeJSON && recording.lowercased().hasSuffix(".json")
        }
    }

    /// The entry for the screen type `screen` in the nearest `rapidmap.json` at or above
    /// `folder` (or `manifestPath`), read once through `files`; nil when there is none, it
    /// cannot be read, or the entry's output leaves the manifest's folder. The loader is
    /// `rapidgen`'s: the same discovery, parsing and path resolution. `commands` false: no
    /// command will be printed or written (a failure's configuration notes only need the
    /// recording), so how to run `rapidgen` is not looked for (no folder is asked for a
    /// `Package.swift`) and the entry's commands are `swift run rapidgen`.
    static func screenEntry(
        screen: String, searchingUpFrom folder: String, manifestPath: String? = nil, rapidgenOverride: String? = nil,
        files: TestFiles = .live, commands: Bool = true
    ) -> ScreenEntry? {
        guard
            let path = manifestPath.map({ MapOutputPath.resolve($0, against: files.currentDirectory()) })
                ?? Manifest.discover(from: folder, exists: files.exists),
            let bytes = files.read(path),
            var manifest = try? Manifest(path: path, bytes: bytes, shownPath: path),
            let entry = manifest.entry(forScreen: screen),
            case .success(let map) = manifest.resolve(entry, isDirectory: files.isDirectory)
        else { return nil }
        // The header, committed, names the command as every machine runs it; the printed
        // command, read on the machine that built the tests, the checkout they were built from.
        if commands {
            manifest.rapidgen = RapidgenCommand.command(runIn: manifest.directory, override: rapidgenOverride, exists: files.exists)
        }
        var options = map.options
        options.command = manifest.regenerateCommand
        return ScreenEntry(
            request: map.request, manifestPath: manifest.path,
            recording: MapOutputPath.relative(map.recordingPath, to: manifest.directory),
            output: MapOutputPath.relative(map.outputPath, to: manifest.directory),
            options: options,
            rapidgen: commands
                ? RapidgenCommand.command(
                    runIn: manifest.directory, override: rapidgenOverride, exists: files.exists, checkout: RapidgenCommand.builtCheckout)
                : RapidgenCommand.inPackage)
    }

    /// The entry for `screen` in the `rapidmap.json` the artifacts follow: ``manifestPath``,
    /// else the nearest one at or above the folder of the test file at `site`; `commands` as
    /// ``screenEntry(screen:searchingUpFrom:manifestPath:rapidgenOverride:files:commands:)``.
    func screenEntry(screen: String, site: CallSite, commands: Bool = true) -> ScreenEntry? {
        Self.screenEntry(
            screen: screen, searchingUpFrom: MapOutputPath.directory(of: "\(site.filePath)"),
            manifestPath: manifestPath, rapidgenOverride: writer.environment.rapidgenOverride, files: writer.files,
            commands: commands)
    }

    /// How `tree` differs from the screen's committed recording (the one `entry` names, read
    /// once) when they were recorded in different configurations: a heading line and the
    /// differences explained (``ConfigurationComparison``); empty when there is no entry, the
    /// recording cannot be read, its configuration is the tree's, or they agree.
    func configurationNotes(_ verification: VerificationResult, tree: AccessibilityTree, entry: ScreenEntry?) -> [String] {
        guard let entry, let bytes = writer.files.read(entry.recordingPath),
            let committed = try? AccessibilityTree(reading: Data(bytes), format: entry.request.format, path: entry.recordingPath),
            !tree.configuration.isCompatible(with: committed.configuration)
        else { return [] }
        let comparison = ConfigurationComparison(base: committed, other: tree, screenIdentifier: verification.screenIdentifier)
        guard !comparison.agrees else { return [] }
        return ["Compared with the committed recording \(entry.recording) (\(committed.configuration)):"]
            + comparison.differences.map { "  " + $0.message }
    }

    /// The files for a failed verification, in the order they are written and attached:
    /// the recorded tree, the corrected map and the picture of expected against actual
    /// (``OrderPicture/init(verification:tree:)``), named by
    /// ``ArtifactWriter/baseName(subject:site:test:configuration:)`` after the screen, with the
    /// accept command. Nothing is built here: each file's content when it is first written or
    /// attached, the command when it is printed. The map file's header names the committed
    /// recording and `swift run rapidgen` when the screen is configured, and no path
    /// otherwise: never the artifacts folder, so a pasted map carries no path of this machine.
    func contents(
        _ verification: VerificationResult, tree: AccessibilityTree, entry: ScreenEntry?, site: CallSite, test: String?,
        sourcesAbsent: Bool = false, hasMap: Bool = true, unwritableProject: String? = nil
    ) -> Files {
        let base = writer.baseName(subject: verification.screen, site: site, test: test, configuration: tree.configuration)
        let treeURL = writer.url(base + ".json")
        var options = verification.mapSourceOptions
        options.recordingPath = entry?.options.recordingPath
        options.command = entry?.options.command
        return Files(
            artifacts: [
                writer.artifact(role: "tree", fileName: base + ".json") { Array(NativeJSONWriter.write(tree, pretty: true)) },
                writer.artifact(role: "map", fileName: base + ".swift") { [options] in
                    Array(MapSourceWriter.file(screen: verification.screen, controls: verification.correctedMap, options: options).utf8)
                },
                writer.artifact(role: "picture", fileName: base + ".svg") {
                    Array(SVGRenderer.svg(OrderPicture(verification: verification, tree: tree)).utf8)
                },
            ],
            acceptCommand: {
                acceptCommand(
                    tree: treeURL, screen: verification.screen, entry: entry, configuration: tree.configuration, site: site,
                    sourcesAbsent: sourcesAbsent, hasMap: hasMap, unwritableProject: unwritableProject)
            })
    }
}
