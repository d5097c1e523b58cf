import Foundation
import RapidExperience
import RapidProject

/// Records captured trees as a snapshot test records its references: the committed
/// recording is the reference, record mode (``RecordMode``) says when it is written, and
/// the recording goes into the project when the test's sources are on this machine
/// (through ``ProjectRecorder``, as `verify` records), else to the artifacts folder. The
/// comparison is a pure function (``committed(name:testFile:entry:tree:files:)``), the file
/// system is injected, failures go to a ``FailureSink``.
struct TreeRecorder: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where issues go.
    var sink: FailureSink
    /// Writes the artifacts (the folder, the names, the command) through its ``TestFiles``,
    /// which the committed recording and the manifest are read from, and the project written, too.
    var writer: ArtifactWriter

    /// A recorder for `environment`, reporting to `sink`, reading and writing through `files`.
    init(environment: TestEnvironment, sink: FailureSink, files: TestFiles = .live) {
        self.environment = environment
        self.sink = sink
        self.writer = ArtifactWriter(environment: environment, files: files)
    }

    /// The real environment, frameworks and file system.
    static var live: TreeRecorder { TreeRecorder(environment: .current, sink: .live) }

    /// How a captured tree compares with its committed recording.
    enum Comparison: Sendable, Hashable {
        /// There is no committed recording. `reason` says why none could be looked for (the
        /// test's folder is not on this machine); nil when there is simply none yet.
        case missing(reason: String?)
        /// The committed recording holds the same tree.
        case unchanged
        /// The committed recording holds another tree, or cannot be read: what differs, as
        /// lines (`- ` committed, `+ ` captured, as the native writer writes both).
        case differs([String])
    }

    /// The committed recording a tree is compared with: where it is (or where recording
    /// puts it), its bytes, and how the tree compares with it.
    struct Committed: Sendable, Hashable {
        /// Its path.
        var url: URL
        /// Its bytes, nil when there is none.
        var bytes: [UInt8]?
        /// How the tree compares with it.
        var comparison: Comparison
    }

    /// The file name of a recording: `name` with `.json` added unless it ends with it.
    static func fileName(_ name: String) -> String {
        name.lowercased().hasSuffix(".json") ? name : name + ".json"
    }

    /// The committed recording of `tree`, recorded as `name` by the test file at `testFile`,
    /// and how the tree compares with it:
    /// - the recording is the one the screen's `rapidmap.json` `entry` names when there is
    ///   one in native JSON (what `rapidgen check` reads and `verify` records), else the file
    ///   ``RapidVerify/AccessibilityTree/init(recording:filePath:)`` reads (`Recordings/`
    ///   beside the test file);
    /// - when that recording is in another configuration (another language, layout
    ///   direction, text size, idiom or orientation; see
    ///   ``RapidVerify/RecordingConfiguration/isCompatible(with:)``), the tree's is that
    ///   configuration's, `<name>@<configuration>.json` beside it (``ConfigurationRecordings``),
    ///   so a run in Arabic never overwrites the English recording;
    /// - the trees are compared, not the bytes: both are written as the native writer
    ///   writes them (``RapidVerify/NativeJSONWriter``) and those texts compared. The writer
    ///   puts nothing in a recording but the tree (no date, no address, keys in a fixed
    ///   order), so an unchanged screen always gives the same text, and a recording that is
    ///   the same tree in other bytes (reformatted by hand, written by an older writer,
    ///   another format) is unchanged rather than red on every run. A committed recording that
    ///   cannot be read differs, with the reader's error.
    static func committed(
        name: String, testFile: String, entry: VerificationArtifacts.ScreenEntry?, tree: AccessibilityTree, files: TestFiles
    ) -> Committed {
        let file = fileName(name)
        // An entry's recording in another format (Appium XML, a debug description) is never
        // replaced by native JSON: the recording is then the one beside the test.
        let entry = entry.flatMap { $0.recordsNativeJSON ? $0 : nil }
        let main =
            entry.map { URL(fileURLWithPath: $0.recordingPath) }
            ?? AccessibilityTree.recordingCandidates(name: file, filePath: testFile)[0]
        let format = entry?.request.format
        var url = main
        var bytes = files.read(main.path)
        if let found = bytes, !name.contains(ConfigurationRecordings.separator),
            let recorded = try? AccessibilityTree(reading: Data(found), format: format, path: main.path),
            !tree.configuration.isCompatible(with: recorded.configuration)
        {
            url = URL(fileURLWithPath: ConfigurationRecordings.path(of: main.path, configuration: tree.configuration.name))
            bytes = files.read(url.path)
        }
        guard let bytes else {
            return Committed(
                url: url, bytes: nil,
                comparison: .missing(reason: name.hasPrefix("/") ? nil : missingTestFolder(testFile, files: files, advice: nil)))
        }
        let captured = NativeJSONWriter.write(tree, pretty: true)
        if bytes.elementsEqual(captured) { return Committed(url: url, bytes: bytes, comparison: .unchanged) }
        let recorded: AccessibilityTree
        do {
            recorded = try AccessibilityTree(reading: Data(bytes), format: format, path: url.path)
        } catch {
            return Committed(url: url, bytes: bytes, comparison: .differs(["it cannot be read: \(error)"]))
        }
        let committedText = String(decoding: NativeJSONWriter.write(recorded, pretty: true), as: UTF8.self)
        guard let difference = ExperienceComparison.transcriptDifference(reference: committedText, actual: String(decoding: captured, as: UTF8.self))
        else { return Committed(url: url, bytes: bytes, comparison: .unchanged) }
        return Committed(url: url, bytes: bytes, comparison: .differs(difference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    }

    /// Compares `tree` with its committed recording and records it as record mode says
    /// (``RecordMode/records(failed:missing:)``: no committed recording is "missing", another
    /// tree "failed"); returns true when the test passes (the recording holds this tree, and
    /// the mode is not `all`).
    ///
    /// - Recording writes the committed recording itself when the test's project is on this
    ///   machine (``ProjectRecorder/record(_:at:compared:change:root:)``: kept in the project,
    ///   locked, atomic) and fails once listing it, to run again; else (a device, a runner
    ///   without the sources, a file another test is recording) the artifacts folder, with
    ///   the `rapidgen accept` command for `screen` (default: `name`'s file name without
    ///   `.json`) and the recording attached to the test.
    /// - A difference record mode does not record fails with what differs; with
    ///   `RAPIDMAP_EVIDENCE=1` the recording is also written to the artifacts folder.
    /// - Where the test's folder is not on this machine, nothing can be compared: `never`
    ///   passes, as before.
    func record(
        _ tree: AccessibilityTree, named name: String, screen: String?, testFile: String,
        at site: CallSite
    ) -> Bool {
        let files = writer.files
        let screen = screen ?? URL(fileURLWithPath: Self.fileName(name)).deletingPathExtension().lastPathComponent
        let entry =
            name.hasPrefix("/")
            ? nil
            : VerificationArtifacts.screenEntry(
                screen: screen, searchingUpFrom: MapOutputPath.directory(of: testFile),
                manifestPath: environment.manifestPath, rapidgenOverride: environment.rapidgenOverride, files: files)
        let committed = Self.committed(name: name, testFile: testFile, entry: entry, tree: tree, files: files)
        let differs = if case .differs = committed.comparison { true } else { false }
        let records = environment.recordMode.records(failed: differs, missing: committed.bytes == nil)
        switch committed.comparison {
        case .unchanged where !records, .missing(reason: .some) where !records: return true
        default: break
        }
        let project = ProjectRecorder(files: files)
        let root = project.projectRoot(of: testFile)
        let shown = root.map { MapOutputPath.relative(committed.url.path, to: $0) } ?? committed.url.path
        var lines: [String]
        switch committed.comparison {
        case .missing(let reason?): lines = ["\"\(name)\": no committed recording could be looked for: \(reason)"]
        case .missing(nil): lines = ["\"\(name)\" has no committed recording yet (\(shown))."]
        case .unchanged: lines = ["\"\(name)\" matches the committed recording \(shown)."]
        case .differs(let difference):
            lines = ["\"\(name)\" differs from the committed recording \(shown) (- committed, + captured):"] + difference
        }
        let data = Array(NativeJSONWriter.write(tree, pretty: true))
        let recorded = ReferenceRecording(environment: environment, files: files, noun: "recording", subject: "tree").record(
            data, at: committed.url.path, compared: committed.bytes, unchanged: committed.comparison == .unchanged, records: records,
            heading: "Recorded \"\(name)\" into the project (\(environment.recordModeSetting)):", root: root)
        lines += recorded.lines
        guard recorded.writesArtifacts else {
            sink.fail(environment.message(lines), at: site)
            return false
        }
        let target = writer.url(writer.recordingFileName(committed.url.lastPathComponent, site: site, test: sink.testName(at: site)))
        let recording = ArtifactWriter.Artifact(role: "recording", fileName: target.lastPathComponent, bytes: data)
        let heading = records ? "Recorded (\(environment.recordModeSetting)):" : "Evidence (RAPIDMAP_EVIDENCE):"
        lines +=
            writer.write([recording], heading: heading) {
                let (intro, command) = VerificationArtifacts(writer: writer).acceptCommand(tree: target, screen: screen, entry: entry, site: site)
                return [intro, "  " + command]
            }.lines
        // On a device the artifacts folder is the device's: the attachment is the copy
        // the test report keeps, as for every file a failure writes, so it goes before the
        // failure, which `continueAfterFailure = false` stops the test at.
        sink.fail(environment.message(lines), attaching: [ArtifactWriter.attachment(recording)], at: site)
        return false
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

/// Checks `tree` against its committed recording, as a snapshot test checks its reference,
/// and records it as record mode (``RecordMode``) says: the committed recording is
/// `Recordings/<name>.json` beside the test file (or the one the screen's `rapidmap.json`
/// entry names), the file `rapidgen generate` and `rapidgen check` read.
///
/// <!-- default: record-mode-off-ci = missing -->
/// <!-- default: record-mode-on-ci = never -->
/// - `missing` (the default off CI): with no committed recording yet, the test writes it
///   into the project and fails once, naming the file; run again and it passes. A tree that
///   differs fails with what differs, and writes nothing.
/// - `failed`: a tree that differs is written over the committed recording too (fails once,
///   naming it): how an intended change is accepted. Review it with `git diff`.
/// - `all`: every call writes and fails.
/// - `never` (the default on CI): writes nothing; a missing or different recording fails.
///   With `RAPIDMAP_EVIDENCE=1`, the tree is written to the artifacts folder for the CI run.
///
/// The trees are compared, not the bytes: a recording written in other bytes for the same
/// tree is unchanged. Where the test's sources are not on this machine (a device, a runner
/// without the checkout), the recording goes to the artifacts folder (`RAPIDMAP_ARTIFACTS`),
/// attached to the test, with the `rapidgen accept` command that takes it in, and `never`
/// passes, as nothing can be compared.
/// ```swift
/// #expect(recordTree(try AccessibilityTree(debugDescription: log), named: "LoginScreen"))
/// ```
///
/// - Parameters:
///   - tree: The tree to check and record.
///   - name: The recording's name: `"LoginScreen"` is `Recordings/LoginScreen.json` beside
///     the test file.
///   - screen: The screen type whose `rapidmap.json` entry names the committed recording,
///     and which the printed `rapidgen` command uses, or `nil` for `name`.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the committed recording and the
///     project; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether the committed recording holds this tree and nothing was recorded.
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
