import Foundation
import RapidVerify

/// `rapidgen accept ARTIFACT --screen NAME`: takes a tree a failing test recorded as the
/// screen's new committed recording and regenerates the map from it, so `rapidgen check`
/// passes afterwards. `rapidgen accept ARTIFACT --reference FILE`: makes an experience a
/// failing `assertExperience` recorded the reference file beside the test. The command a
/// failure prints: record mode writes only artifacts, and this takes them into the project.
struct AcceptCommand: Subcommand {
    var context: CommandContext

    /// The description `accept` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "accept",
        abstract: "Make a tree a failing test recorded the screen's recording, and regenerate its map.",
        usage: ["accept ARTIFACT --screen NAME [--configuration NAME] [--manifest FILE]", "accept ARTIFACT --reference FILE"],
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
            With --reference, ARTIFACT is the experience (transcript or JSON snapshot) a failing
            assertExperience recorded, and FILE the reference it printed: ARTIFACT's bytes
            replace FILE atomically (its folder is created when missing).
            """,
        options: [
            .value("--screen", placeholder: "NAME", help: "The screen's Swift type name, as rapidmap.json lists it."),
            .value("--configuration", placeholder: "NAME", help: "The recorded tree's configuration (ar-rtl, en-accessibility-XXXL), as a failure names it."),
            .manifest,
            .value("--reference", placeholder: "FILE", help: "The reference file of assertExperience that ARTIFACT replaces (instead of --screen)."),
        ],
        maximumPositionals: 1,
        examples: [
            "accept /tmp/RapidMap-artifacts/LoginTests-12-LoginScreen.json --screen LoginScreen",
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
        let manifest = try loader.load(parsed["--manifest"])
        let shownManifest = context.display(manifest.path)
        guard let entry = manifest.entry(forScreen: screen) else {
            context.error(
                "\(shownManifest): error: no entry for the screen \(screen); add one ({\"recording\": \"Recordings/\(MapOutputPath.fileName(forScreen: screen).dropLast(6)).json\", \"screen\": \"\(screen)\", \"output\": \"…\"}) and run the command again"
            )
            throw .input
        }
        if let format = entry.request.format, format != .nativeJSON {
            context.error(
                "\(shownManifest):\(entry.line): error: the recording of \(screen) is \(format.rawValue), but recorded trees are native JSON; point the entry's \"recording\" at a .json file and remove \"format\" (or set it to native), then run the command again"
            )
            throw .input
        }
        let artifactPath = context.absolute(artifact)
        let bytes = try context.readFile(artifactPath, what: "the recorded tree")
        let artifactTree = try context.readTree(artifactPath, format: .nativeJSON)
        let recorded = artifactTree.configuration
        if let stated = parsed["--configuration"], stated != recorded.name {
            context.error(
                "\(context.display(artifactPath)): error: the recorded tree is in the configuration \(recorded.name) (\(recorded)), not \(stated)")
            throw .input
        }
        var job = try loader.job(for: entry, in: manifest)
        let recordingPath = job.recordingPath
        // A tree in another configuration than the committed recording's is that
        // configuration's recording: the committed one and the map stay as they are.
        if let committed = try? context.fileSystem.contents(of: recordingPath),
            let main = try? context.readRecording(Data(committed), entry.request.format, recordingPath, nil),
            !recorded.isCompatible(with: main.configuration)
        {
            let variantPath = ConfigurationRecordings.path(of: recordingPath, configuration: recorded.name)
            let shownVariant = context.display(variantPath)
            let phrase = recorded.phrase(comparedWith: main.configuration)
            guard entry.request.variants.contains(recorded.name) else {
                guard try context.writeIfChanged(bytes, to: variantPath, what: "the recording") else { return .success }
                context.info(
                    "updated \(shownVariant) (\(screen)'s recording \(phrase), from \(context.display(artifactPath))); \(context.display(recordingPath)) and the map are unchanged; commit it, and `rapidgen check` verifies the map against it"
                )
                return .success
            }
            // A configuration the entry declares in "variants": its recording first, then
            // the map's variant regenerated from it (the generator reads it from there).
            let changed = try context.writeIfChanged(bytes, to: variantPath, what: "the recording")
            let status = GenerateCommand(context: context).generate(job, force: false)
            guard status == .success else { throw status }
            if changed {
                context.info(
                    "updated \(shownVariant) (\(screen)'s recording \(phrase), a declared variant, from \(context.display(artifactPath))); commit it with the map"
                )
            }
            return .success
        }
        // The map first, from the artifact: when the map file cannot be updated, the
        // committed recording is left as it was.
        job.recordingPath = artifactPath
        let status = GenerateCommand(context: context).generate(job, force: false)
        guard status == .success else { throw status }
        let shownRecording = context.display(recordingPath)
        guard try context.writeIfChanged(bytes, to: recordingPath, what: "the recording") else { return .success }
        context.info("updated \(shownRecording) (\(screen)'s recording, from \(context.display(artifactPath))); commit it with the map")
        return .success
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
