import Foundation
import RapidVerify
import RapidProject

/// `rapidgen accept ARTIFACT --screen NAME`: takes a tree a failing test recorded as the
/// screen's new committed recording and regenerates the map from it, so `rapidgen check`
/// passes afterwards. `rapidgen accept ARTIFACT --reference FILE`: makes an experience a
/// failing `assertExperience` recorded the reference file beside the test. The command a
/// failure prints: record mode writes only artifacts, and this takes them into the project.
/// A screen that no manifest lists yet is recorded as a test records it in place
/// (``acceptNewScreen(_:artifact:bytes:tree:manifest:recording:)``).
struct AcceptCommand: Subcommand {
    var context: CommandContext

    /// The description `accept` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "accept",
        abstract: "Make a tree a failing test recorded the screen's recording, and regenerate its map.",
        usage: [
            "accept ARTIFACT --screen NAME [--configuration NAME] [--manifest FILE] [--recording FILE]",
            "accept ARTIFACT --reference FILE",
        ],
        discussion: """
            ARTIFACT is the tree a failing verification wrote in record mode (the `tree:` path
            of the failure). The screen's entry in rapidmap.json names the committed recording
            and the map file: the map is regenerated from ARTIFACT first (as `rapidgen` would
            from the recording), then ARTIFACT's bytes replace the recording, each file
            atomically. Afterwards `rapidgen check` passes; commit both files. The map's header
            names the committed recording, never the artifact. The entry's recording must be
            native JSON (no "format", or "format": "native-json"), the format artifacts are written in.
            A tree recorded in another configuration than the committed recording (another
            language, layout direction, text size, idiom or orientation) never replaces it: it
            becomes the screen's recording in that configuration, NAME@CONFIGURATION.json beside
            it (LoginScreen@ar-rtl.json), which `rapidgen check` verifies against the same map,
            and the map is left as it is, unless the entry declares that configuration in
            "variants": then the map's variant is regenerated from it. --configuration, as a
            failure prints it, must be the tree's configuration.
            A screen that no manifest lists yet (declared in one line, `nonisolated public enum
            LoginScreen: RapidScreen {}`) gets what a test records in place: the project's folder
            is the nearest one at or above the current directory (or the --manifest's folder)
            holding Package.swift, an .xcodeproj, an .xcworkspace or rapidmap.json, never above
            the repository's root; the map is inserted into the screen's one declaration among
            its Swift files (several, or none, are refused and listed), with the declaration's
            access level, indentation and line endings; ARTIFACT becomes the recording (FILE of
            --recording, as a failure prints it, else Recordings/NAME.json beside the
            manifest), whatever its configuration; and the screen's entry is added to the
            manifest, rapidmap.json in the project's folder, created when missing. Every path
            must stay in the project, symbolic links resolved; nothing is written when one does
            not. The files changed are listed; run the command again and it changes nothing.
            With --reference, ARTIFACT is the experience (transcript or JSON snapshot) a failing
            assertExperience recorded, and FILE the reference it printed: ARTIFACT's bytes
            replace FILE atomically (its folder is created when missing).
            """,
        options: [
            .value(
                "--screen", placeholder: "NAME", help: "The screen's Swift type name, as rapidmap.json lists it\n(or the project's Swift files declare it)."),
            .value("--configuration", placeholder: "NAME", help: "The recorded tree's configuration (ar-rtl, en-accessibility-XXXL), as a failure names it."),
            .manifest,
            .value(
                "--recording", placeholder: "FILE",
                help: "Where a screen with no manifest entry yet gets its recording\n(default: Recordings/NAME.json beside the manifest)."),
            .value("--reference", placeholder: "FILE", help: "The reference file of assertExperience that ARTIFACT replaces (instead of --screen)."),
        ],
        maximumPositionals: 1,
        examples: [
            "accept /tmp/RapidMap-artifacts/LoginTests-12-LoginScreen.json --screen LoginScreen",
            "accept /tmp/RapidMap-artifacts/LoginTests-12-LoginScreen.json --screen LoginScreen --recording Tests/AppTests/Recordings/LoginScreen.json",
            "accept /tmp/RapidMap-artifacts/LoginTests-20-Login.txt --reference Tests/AppTests/__Experience__/Login.txt",
        ])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        guard let artifact = parsed.positionals.first else {
            throw context.usage(UsageError(message: "missing the artifact: rapidgen accept ARTIFACT --screen NAME", command: "accept"))
        }
        if let reference = parsed["--reference"] {
            guard parsed["--screen"] == nil else {
                throw context.usage(
                    UsageError(
                        message: "--reference and --screen cannot be used together: an artifact is either an experience or a tree", command: "accept"))
            }
            return try acceptReference(artifact: artifact, reference: reference)
        }
        guard let screen = parsed["--screen"] else {
            throw context.usage(UsageError(message: "missing --screen NAME (the screen's Swift type name, as rapidmap.json lists it)", command: "accept"))
        }
        let loader = ManifestLoader(context: context)
        let explicitManifest = parsed["--manifest"].map(context.absolute)
        let manifestPath =
            explicitManifest ?? Manifest.discover(from: context.currentDirectory, exists: context.fileSystem.exists)
        var manifest: Manifest?
        if let manifestPath, context.fileSystem.exists(manifestPath) { manifest = try loader.load(manifestPath) }
        guard let manifest, let entry = manifest.entry(forScreen: screen) else {
            let (bytes, tree) = try readArtifact(artifact, configuration: parsed["--configuration"])
            return try acceptNewScreen(
                screen, artifact: context.absolute(artifact), bytes: bytes, tree: tree, manifest: explicitManifest,
                recording: parsed["--recording"])
        }
        let shownManifest = context.display(manifest.path)
        if let format = entry.request.format, format != .nativeJSON {
            context.error(
                "\(shownManifest):\(entry.line): error: the recording of \(screen) is \(format.rawValue), but recorded trees are native JSON; point the entry's \"recording\" at a .json file and remove \"format\" (or set it to native), then run the command again"
            )
            throw .input
        }
        let artifactPath = context.absolute(artifact)
        let (bytes, artifactTree) = try readArtifact(artifact, configuration: parsed["--configuration"])
        let recorded = artifactTree.configuration
        var job = try loader.job(for: entry, in: manifest)
        let recordingPath = job.recordingPath
        // The printed command of a screen's first recording names its recording: run again
        // once the entry exists, it names the entry's, or it is refused.
        if let stated = parsed["--recording"],
            context.fileSystem.resolvingLinks(context.absolute(stated)) != context.fileSystem.resolvingLinks(recordingPath)
        {
            context.error(
                "\(shownManifest):\(entry.line): error: the entry of \(screen) names its recording \(context.display(recordingPath)), not \(stated); --recording names the recording of a screen that has no entry yet: drop it, or change the entry's \"recording\""
            )
            throw .input
        }
        // A tree in another configuration than the committed recording's is that
        // configuration's recording: the committed one and the map stay as they are.
        if let committed = try? context.fileSystem.contents(of: recordingPath),
            let main = try? context.readRecording(Data(committed), entry.request.format, recordingPath, nil),
            !recorded.isCompatible(with: main.configuration)
        {
            let configurationRecordingPath = ConfigurationRecordings.path(of: recordingPath, configuration: recorded.name)
            let shownConfigurationRecording = context.display(configurationRecordingPath)
            let phrase = recorded.phrase(comparedWith: main.configuration)
            let locks = try lockListedScreen([configurationRecordingPath] + [job.outputPath].compactMap { $0 }, manifest: manifest)
            defer { if let locks { context.projectWriter.unlock(locks) } }
            guard entry.request.variants.contains(recorded.name) else {
                guard try context.writeIfChanged(bytes, to: configurationRecordingPath, what: "the recording") else { return .success }
                context.info(
                    "updated \(shownConfigurationRecording) (\(screen)'s recording \(phrase), from \(context.display(artifactPath))); \(context.display(recordingPath)) and the map are unchanged; commit it, and `rapidgen check` verifies the map against it"
                )
                return .success
            }
            // A configuration the entry declares in "variants": its recording first, then
            // the map's variant regenerated from it (the generator reads it from there).
            let changed = try context.writeIfChanged(bytes, to: configurationRecordingPath, what: "the recording")
            let status = GenerateCommand(context: context).generate(job, force: false)
            guard status == .success else { throw status }
            if changed {
                context.info(
                    "updated \(shownConfigurationRecording) (\(screen)'s recording \(phrase), a declared variant, from \(context.display(artifactPath))); commit it with the map"
                )
            }
            return .success
        }
        let locks = try lockListedScreen([recordingPath] + [job.outputPath].compactMap { $0 }, manifest: manifest)
        defer { if let locks { context.projectWriter.unlock(locks) } }
        // The map first, from the artifact: when the map file cannot be updated, the
        // committed recording is left as it was.
        job.recordingPath = artifactPath
        let status = GenerateCommand(context: context).generate(job, force: false)
        guard status == .success else { throw status }
        let shownRecording = context.display(recordingPath)
        // A recording that holds the tree already, in whatever layout, is left byte for byte.
        if ProjectWriter.recording(try? context.fileSystem.contents(of: recordingPath), holds: artifactTree) {
            context.detail("unchanged \(shownRecording) (it holds the recorded tree)")
            return .success
        }
        guard try context.writeIfChanged(bytes, to: recordingPath, what: "the recording") else { return .success }
        context.info("updated \(shownRecording) (\(screen)'s recording, from \(context.display(artifactPath))); commit it with the map")
        return .success
    }

    /// Takes the locks of the files `accept` writes for a screen the manifest lists (its
    /// recording or a configuration's, and its map), as a test recording into the project and
    /// a new screen's `accept` take them, so that neither writes over the other: the locks,
    /// or nil when no project holds the manifest or a path leaves the project (a link to
    /// outside: nothing is locked there, and `generate` refuses the output, naming the link).
    /// A file another writer still holds after `ProjectWriter.lockWait` is
    /// refused by name.
    private func lockListedScreen(_ paths: [String], manifest: Manifest) throws(ExitCode) -> ProjectWriter.Locks? {
        let search = context.projectSearch
        guard let root = search.projectRoot(from: MapOutputPath.directory(of: manifest.path)),
            search.leavingProject(paths, root: root) == nil
        else { return nil }
        switch context.projectWriter.lock(paths, root: root) {
        case .failure(let refusal):
            context.error("rapidgen: error: \(refusal.message)")
            throw refusal.unwritable ? .output : .input
        case .success(let locks):
            return locks
        }
    }

    /// `accept` for a screen that no manifest lists yet: what a test does in place when the
    /// project is on its machine. The project's folder is the nearest at or above the
    /// manifest's folder (`manifest`, when given) or the current directory that holds
    /// `Package.swift`, an `.xcodeproj`, an `.xcworkspace` or `rapidmap.json`, never above the
    /// repository's root (``RapidVerify/ProjectSearch``); the screen's one declaration (or
    /// region) among its Swift files gets the map, the artifact's `bytes` become the recording
    /// (`recording`, else `Recordings/NAME.json` in the manifest's folder), and the manifest
    /// (`manifest`, else `rapidmap.json` in the project's folder, created when missing) gets
    /// the screen's entry. Every path is resolved, links included, and must stay in the
    /// project; the three files are locked while they are read and written. Everything is read
    /// and made before the first write; each file is written atomically by RapidProject's
    /// `ProjectWriter` (the writer a test recording into the project uses), the recording
    /// first and the manifest last, so a failed write leaves no entry naming a file that was
    /// not written, and running the command again completes it.
    func acceptNewScreen(
        _ screen: String, artifact artifactPath: String, bytes: [UInt8], tree: AccessibilityTree, manifest explicitManifest: String?,
        recording: String?
    ) throws(ExitCode) -> ExitCode {
        let search = context.projectSearch
        let start = explicitManifest.map(MapOutputPath.directory(of:)) ?? context.currentDirectory
        guard let root = search.projectRoot(from: start) else {
            context.error(
                "rapidgen: error: \(screen) is in no rapidmap.json, and no project holds \(start): no Package.swift, .xcodeproj, .xcworkspace or rapidmap.json in it or a folder above it, up to the repository's root; run the command in the project's folder, or pass --manifest FILE"
            )
            throw .input
        }
        let shown = { (path: String) in MapOutputPath.relative(path, to: root) }
        let manifestPath = explicitManifest ?? MapOutputPath.resolve(ManifestFile.fileName, against: root)
        let manifestFolder = MapOutputPath.directory(of: manifestPath)
        let recordingPath =
            recording.map(context.absolute)
            ?? MapOutputPath.resolve(
                "Recordings/" + MapOutputPath.fileName(forScreen: screen).dropLast(".swift".count) + ".json", against: manifestFolder)
        guard recordingPath.lowercased().hasSuffix(".json") else {
            throw context.usage(
                UsageError(
                    message: "--recording \(recording ?? recordingPath): a recorded tree is native JSON; name the recording FILE.json",
                    command: "accept"))
        }
        let mapPath: String
        switch search.mapPlace(of: screen, in: search.swiftFiles(below: root), root: root) {
        case .refused(let why):
            context.error("rapidgen: error: \(why)")
            throw .input
        case .region(let file), .declaration(let file, _):
            mapPath = file
        }
        guard MapOutputPath.isInside(mapPath, directory: manifestFolder) else {
            context.error(
                "rapidgen: error: \(screen) is declared in \(shown(mapPath)), outside the folder of the manifest \(shown(manifestPath)), whose outputs stay inside it; pass --manifest with a rapidmap.json in a folder that holds both, or the project's"
            )
            throw .input
        }
        // The files are locked from here to the last write, as a test recording into the
        // project locks them: one writer, the same refusals (a path leaving the project, a
        // file another test or rapidgen is writing).
        let writer = context.projectWriter
        let locks: ProjectWriter.Locks
        switch writer.lock([recordingPath, mapPath, manifestPath], root: root) {
        case .failure(let refusal):
            context.error("rapidgen: error: \(refusal.message)")
            // A project that cannot be written is an output error, like a failed write.
            throw refusal.unwritable ? .output : .input
        case .success(let taken):
            locks = taken
        }
        defer { writer.unlock(locks) }
        // The entry, then the map exactly as `rapidgen generate` makes it from that entry,
        // from the artifact.
        let loader = ManifestLoader(context: context)
        let oldManifest = context.fileSystem.exists(manifestPath) ? try context.readFile(manifestPath, what: "the manifest") : nil
        let newManifest: [UInt8]
        do throws(MapFileError) {
            newManifest = try ManifestEntryAddition.adding(
                recording: MapOutputPath.relative(recordingPath, to: manifestFolder), screen: screen,
                output: MapOutputPath.relative(mapPath, to: manifestFolder), to: oldManifest, path: context.display(manifestPath))
        } catch {
            context.error(error.description)
            throw .input
        }
        let manifest = try loader.manifest(at: manifestPath, bytes: newManifest)
        guard let entry = manifest.entry(forScreen: screen) else {
            context.error("\(context.display(manifestPath)): error: the entry added for \(screen) does not read back; nothing was written")
            throw .input
        }
        var job = try loader.job(for: entry, in: manifest)
        job.recordingPath = artifactPath
        let (mapJob, controls) = try GenerateCommand(context: context).map(job)
        let oldMap = try context.readFile(mapPath, what: "the map file")
        let placed: [UInt8]?
        do throws(MapFileError) {
            placed = try MapRegionInsertion.placing(
                in: oldMap, file: context.display(mapPath), screen: screen, controls: controls, options: mapJob.options)
        } catch {
            context.error(error.description)
            throw .input
        }
        guard let newMap = placed else {
            context.error("\(context.display(mapPath)): error: \(screen)'s declaration is no longer in the file; run the command again")
            throw .input
        }
        // A recording that holds the artifact's tree already is left byte for byte (its
        // "old" bytes are its new ones).
        let oldRecording = try? context.fileSystem.contents(of: recordingPath)
        let recordingBytes = ProjectWriter.recording(oldRecording, holds: tree) ? oldRecording ?? bytes : bytes
        let writes: [(old: [UInt8]?, change: ProjectWriter.Change)] = [
            (oldRecording, ProjectWriter.Change(recordingPath, recordingBytes, oldRecording == nil ? "new recording" : "recording updated")),
            (oldMap, ProjectWriter.Change(mapPath, newMap, "map of \(screen)")),
            (
                oldManifest,
                ProjectWriter.Change(manifestPath, newManifest, oldManifest == nil ? "manifest created with \(screen)'s entry" : "\(screen)'s entry added")
            ),
        ]
        let changes: [String]
        switch writer.commit(writes.filter { $0.old != $0.change.bytes }.map(\.change), root: root) {
        case .refused(let why), .unwritable(let why):
            context.error("rapidgen: error: \(why)")
            throw .output
        case .written(_, let written):
            changes = written
        }
        let place = root == context.currentDirectory ? "" : " at \(context.display(root))"
        context.info("Recorded \(screen)'s map into the project\(place), from \(context.display(artifactPath)):")
        for change in changes { context.info("  " + change) }
        context.info("Build and run the tests again: they compare with the recorded map. Review the change with `git diff`, and commit it.")
        return .success
    }

    /// The artifact's bytes and its tree (native JSON), checked against the configuration
    /// the command states, as a failure prints it.
    func readArtifact(_ artifact: String, configuration stated: String?) throws(ExitCode) -> ([UInt8], AccessibilityTree) {
        let path = context.absolute(artifact)
        let bytes = try context.readFile(path, what: "the recorded tree")
        let tree = try context.readTree(path, format: .nativeJSON)
        if let stated, stated != tree.configuration.name {
            context.error(
                "\(context.display(path)): error: the recorded tree is in the configuration \(tree.configuration.name) (\(tree.configuration)), not \(stated)")
            throw .input
        }
        return (bytes, tree)
    }

    /// Replaces the reference file with the artifact's bytes, creating its folder.
    func acceptReference(artifact: String, reference: String) throws(ExitCode) -> ExitCode {
        let artifactPath = context.absolute(artifact)
        let referencePath = context.absolute(reference)
        let bytes = try context.readFile(artifactPath, what: "the recorded experience")
        let folder = MapOutputPath.directory(of: referencePath)
        try context.createFolderIfMissing(folder)
        guard try context.writeIfChanged(bytes, to: referencePath, what: "the reference") else { return .success }
        context.info("updated \(context.display(referencePath)) (from \(context.display(artifactPath))); commit it")
        return .success
    }
}
