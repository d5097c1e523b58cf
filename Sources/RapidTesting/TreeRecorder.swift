import Foundation

/// Writes captured trees as native recordings for `rapidgen generate`: the decision of
/// where and whether is a pure function (``decide(name:filePath:environment:data:read:)``),
/// the file system is injected, failures go to an ``FailureSink``.
struct TreeRecorder: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where issues go.
    var sink: FailureSink
    /// Writes the recording (the artifacts folder, the names, the command) through its
    /// ``TestFiles``, which the committed recording and the manifest are read from too.
    var writer: ArtifactWriter

    /// A recorder for `environment`, reporting to `sink`, reading and writing through `files`.
    init(environment: TestEnvironment, sink: FailureSink, files: TestFiles = .live) {
        self.environment = environment
        self.sink = sink
        self.writer = ArtifactWriter(environment: environment, files: files)
    }

    /// The real environment, frameworks and file system.
    static var live: TreeRecorder { TreeRecorder(environment: .current, sink: .live) }

    /// What ``record(_:named:screen:testFile:at:)`` does with a recording.
    enum Decision: Sendable, Hashable {
        /// Record mode says not to write (`never`, or `failed` with no recording to compare).
        case skip
        /// The recording at this path already holds exactly these bytes.
        case unchanged(URL)
        /// Write to `target`; `existing` is the recording found by the lookup, if any.
        case write(target: URL, existing: URL?)
    }

    /// The file name of a recording: `name` with `.json` added unless it ends with it.
    static func fileName(_ name: String) -> String {
        name.lowercased().hasSuffix(".json") ? name : name + ".json"
    }

    /// Where and whether to write the recording `data` named `name` for the test file at
    /// `filePath`:
    /// - `never` writes nothing;
    /// - the existing recording is the file
    ///   ``RapidVerify/AccessibilityTree/init(recording:filePath:)`` reads (`Recordings/`
    ///   next to the test file);
    /// - `failed` (the default off CI) writes only when there is none or its bytes differ
    ///   (``RecordMode/records(failed:missing:)``: no committed recording is "missing", another one "failed");
    ///   `all` always writes;
    /// - the file written is `artifactName(<name>.json)` in the artifacts folder (the last
    ///   path component of `name`, named by ``ArtifactWriter/recordingFileName(_:site:test:)``
    ///   when recording for a test, so two tests recording one name never write one
    ///   file), as for every assertion: the test never changes the project, and the
    ///   printed `rapidgen accept` command takes the recording in;
    /// - when the existing recording is in another `configuration` (another language,
    ///   layout direction, text size, idiom or orientation; see
    ///   ``RapidVerify/RecordingConfiguration/isCompatible(with:)``), the recording is that
    ///   configuration's, `<name>@<configuration>.json` (``ConfigurationRecordings``), decided the
    ///   same way, so a run in Arabic never overwrites the English recording.
    static func decide(
        name: String, filePath: String, environment: TestEnvironment, data: Data,
        configuration: RecordingConfiguration = RecordingConfiguration(), artifactName: (String) -> String = { $0 },
        read: (URL) -> Data?
    ) -> Decision {
        let file = fileName(name)
        let candidates = AccessibilityTree.recordingCandidates(name: file, filePath: filePath)
        var existing: (url: URL, data: Data)?
        for url in candidates where existing == nil {
            if let found = read(url) { existing = (url, found) }
        }
        if let existing, !name.contains(ConfigurationRecordings.separator),
            let committed = try? AccessibilityTree(reading: existing.data, path: existing.url.path),
            !configuration.isCompatible(with: committed.configuration)
        {
            return decide(
                name: ConfigurationRecordings.path(of: file, configuration: configuration.name), filePath: filePath,
                environment: environment, data: data, configuration: configuration, artifactName: artifactName, read: read)
        }
        let differs = existing?.data != data
        guard environment.recordMode.records(failed: existing != nil && differs, missing: existing == nil) else {
            if let existing, !differs { return .unchanged(existing.url) }
            return .skip
        }
        let target = environment.artifactsDirectory.appendingPathComponent(artifactName(URL(fileURLWithPath: file).lastPathComponent))
        return .write(target: target, existing: existing?.url)
    }

    /// Writes `tree` for the test file at `testFile` as the decision says. A written recording is reported as an issue (as a
    /// recording verification is), naming the file and the `rapidgen generate` command for
    /// `screen` (default: `name`'s file name without `.json`), so recording is never left on
    /// unnoticed. Returns true when nothing was written (the test passes).
    func record(
        _ tree: AccessibilityTree, named name: String, screen: String?, testFile: String,
        at site: CallSite
    ) -> Bool {
        let data = NativeJSONWriter.write(tree, pretty: true)
        let test = sink.testName(at: site)
        switch Self.decide(
            name: name, filePath: testFile, environment: environment, data: data,
            configuration: tree.configuration, artifactName: { writer.recordingFileName($0, site: site, test: test) },
            read: { url in writer.files.read(url.path).map { Data($0) } })
        {
        case .skip, .unchanged:
            return true
        case let .write(target, existing):
            let screen = screen ?? URL(fileURLWithPath: Self.fileName(name)).deletingPathExtension().lastPathComponent
            let entry = VerificationArtifacts.screenEntry(
                screen: screen, searchingUpFrom: MapOutputPath.directory(of: testFile),
                manifestPath: environment.manifestPath, rapidgenOverride: environment.rapidgenOverride, files: writer.files)
            let (intro, command) = VerificationArtifacts(writer: writer).acceptCommand(tree: target, screen: screen, entry: entry, site: site)
            var then: [String] = []
            if let existing, existing != target { then.append("  (committed: \(existing.path))") }
            if existing == nil, let missing = Self.missingTestFolder(testFile, files: writer.files) {
                then.append("  (no committed recording could be looked for: \(missing))")
            }
            let what = existing == nil ? "New recording" : "Changed recording"
            let recording = ArtifactWriter.Artifact(role: "recording", fileName: target.lastPathComponent, bytes: Array(data))
            let lines = writer.write(
                [recording], heading: "\(what) \"\(name)\" written (\(environment.recordModeSetting)):",
                then: then + [intro, "  " + command]
            ).lines
            sink.fail(writer.message(lines), at: site)
            // On a device the artifacts folder is the device's: the attachment is the copy
            // the test report keeps, as for every file a failure writes.
            sink.attach(ArtifactWriter.attachment(recording), site)
            return false
        }
    }

    /// Why the recordings beside the test file at `testFile` cannot be read here, or nil:
    /// its folder does not exist on this machine — the tests run on a device, in a
    /// sandboxed host or on a runner without the sources, where `#filePath` names the
    /// machine that built them. `advice`, when given, is the other way out the sentence offers.
    static func missingTestFolder(
        _ testFile: String, files: TestFiles = .live,
        advice: String? = "bundle the recordings and read them with AccessibilityTree(recording:bundle:)"
    ) -> String? {
        let folder = MapOutputPath.directory(of: testFile)
        if files.isDirectory(folder) { return nil }
        return "\(folder) does not exist on this machine (a device, a sandboxed host or a runner without the sources); "
            + "compare on a simulator or a Mac with the sources" + (advice.map { ", or \($0)" } ?? "")
    }
}

extension FailureSink {
    /// The tree `capture` gives, or nil after reporting why it could not be captured:
    /// `could not capture the accessibility tree of <what>: <reason>`, never a crash.
    func captured(_ what: String, at site: CallSite, _ capture: () throws -> AccessibilityTree) -> AccessibilityTree? {
        do {
            return try capture()
        } catch {
            fail("could not capture the accessibility tree of \(what): \(error)", at: site)
            return nil
        }
    }
}

extension VerificationHarness {
    /// Captures, then verifies as ``verify(_:_:mode:options:at:)`` does. A capture that
    /// throws is reported as one issue with the reason, and the result is false.
    func verify<S: RapidScreen>(
        _ screen: S.Type, capturing what: String, mode: VerificationMode?,
        options: VerificationOptions = VerificationOptions(), at site: CallSite,
        capture: () throws -> AccessibilityTree
    ) -> Bool {
        guard let tree = sink.captured(what, at: site, capture) else { return false }
        return verify(screen, tree, mode: mode, options: options, at: site)
    }
}

extension TreeRecorder {
    /// Captures, then records as ``record(_:named:screen:testFile:at:)`` does. A capture that throws is
    /// recorded as one issue with the reason; the result is then nil.
    func record(
        capturing what: String, named name: String, screen: String?, testFile: String, at site: CallSite,
        capture: () throws -> AccessibilityTree
    ) -> AccessibilityTree? {
        guard let tree = sink.captured(what, at: site, capture) else { return nil }
        _ = record(tree, named: name, screen: screen, testFile: testFile, at: site)
        return tree
    }
}

/// Writes `tree` as a native recording `<name>.json` in the artifacts folder
/// (`RAPIDMAP_ARTIFACTS`), for `rapidgen accept` (or `rapidgen generate`) to take into the
/// project. Record mode (``RecordMode``) decides as for every assertion: `never` (the
/// default on CI) writes nothing, `failed` (the default elsewhere) writes when the tree
/// differs from the committed recording that the lookup of
/// `AccessibilityTree.init(recording:filePath:)` finds (or there is none),
/// `all` always writes. Writing reports one issue naming the file and the command that
/// updates the committed recording and map of `screen` (default: `name`), so the test
/// fails until the recording is accepted. Returns true when nothing was written.
/// ```swift
/// recordTree(try AccessibilityTree(debugDescription: log), named: "LoginScreen")
/// ```
///
/// - Parameters:
///   - tree: The tree to record.
///   - name: The recording's name: `"LoginScreen"` writes `LoginScreen.json` in the
///     artifacts folder, and `rapidgen accept` copies it over the committed recording.
///   - screen: The screen type name the printed `rapidgen generate` command uses, or `nil`
///     for `name`.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the committed recording
///     compared with (`Recordings/` beside the test file); leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether nothing was written (the recording was unchanged, or record mode is
///   `never`).
@discardableResult
public func recordTree(
    _ tree: AccessibilityTree, named name: String, screen: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    TreeRecorder.live.record(
        tree, named: name, screen: screen, testFile: "\(filePath)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}
