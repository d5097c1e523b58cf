import Foundation
import RapidExperience
import RapidProject

/// Runs `assertExperience(of:matches:as:screen:)` with an
/// injected environment and sink.
struct ExperienceHarness: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where failures and attachments go.
    var sink: FailureSink
    /// The file system the reference is read from and the experience written to.
    var files: TestFiles = .live
    /// Where the artifacts' building is logged, when a test counts it; nil: not logged.
    var builds: ArtifactBuildLog? = nil

    /// The folder, next to the test file, holding the references.
    static let folder = "__Experience__"

    /// The reference file for `name`: `<test folder>/__Experience__/<name>.<ext>` (the
    /// extension is added unless `name` already has it).
    static func referenceURL(name: String, format: ExperienceFormat, filePath: String) -> URL {
        let file = name.hasSuffix("." + format.fileExtension) ? name : name + "." + format.fileExtension
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent(folder).appendingPathComponent(file)
    }

    /// Where a bundle holds the reference for `name`, in the order tried: its
    /// `__Experience__` folder (a `.copy("__Experience__")` resource, or the folder added to
    /// an Xcode target's Copy Bundle Resources as a folder), then its top level.
    static func bundledReferenceURLs(name: String, format: ExperienceFormat, bundle: Bundle) -> [URL] {
        let file = referenceURL(name: name, format: format, filePath: "/").lastPathComponent
        let resources = bundle.resourceURL ?? bundle.bundleURL
        return [resources.appendingPathComponent(folder).appendingPathComponent(file), resources.appendingPathComponent(file)]
    }

    /// The text of the experience in `format`, of `screen` as a map declaring `recorded`
    /// covers it (`Experience.elements(of:screen:recorded:)`).
    static func text(of tree: AccessibilityTree, format: ExperienceFormat, screen: String?, recorded: MapScope? = .screenRoot) -> String {
        text(of: tree, elements: Experience.elements(of: tree, screen: screen, recorded: recorded), format: format)
    }

    /// The text of `elements` of `tree` in `format`.
    static func text(of tree: AccessibilityTree, elements: [OrderedElement], format: ExperienceFormat) -> String {
        switch format {
        case .transcript(let frames): return Transcript(tree: tree, elements: elements).text(frames: frames)
        case .json: return ElementSnapshot(elements).json
        }
    }

    /// Compares, records as the mode says, reports; returns whether it passed. The reference
    /// is read from the first of `bundled` that exists when any is given (a device), else
    /// from `url`, the project's file, which recording writes and the accept command names.
    ///
    /// Record mode decides as for `verify` (``RecordMode/records(failed:missing:)``: no
    /// reference is "missing", a different one "failed"). Recording writes `url` itself when
    /// the test's project is on this machine (``ProjectRecorder/record(_:at:compared:change:root:)``)
    /// and fails once naming it; else the artifacts folder, with the `rapidgen accept`
    /// command. A difference that is not recorded fails with the difference, and writes the
    /// artifacts folder only with `RAPIDMAP_EVIDENCE=1`. One issue either way. `screen` and
    /// `recorded` scope the experience as ``text(of:format:screen:recorded:)`` says.
    func assert(
        _ tree: AccessibilityTree, reference url: URL, bundled: [URL] = [], as format: ExperienceFormat, screen: String?,
        recorded: MapScope? = .screenRoot, at site: CallSite
    ) -> Bool {
        let name = url.deletingPathExtension().lastPathComponent
        let elements = Experience.elements(of: tree, screen: screen, recorded: recorded)
        let actual = Self.text(of: tree, elements: elements, format: format)
        var reference: [UInt8]?
        var readFrom = url
        for candidate in bundled.isEmpty ? [url] : bundled {
            guard let bytes = files.read(candidate.path) else { continue }
            (reference, readFrom) = (bytes, candidate)
            break
        }
        var difference: String?
        if let reference = reference.map({ String(decoding: $0, as: UTF8.self) }) {
            switch format {
            case .transcript: difference = ExperienceComparison.transcriptDifference(reference: reference, actual: actual)
            case .json(let tolerance):
                difference = ExperienceComparison.snapshotDifference(
                    reference: reference, actual: ElementSnapshot(elements), tolerance: tolerance)
            }
        }
        let differs = reference == nil || difference != nil
        let records = environment.recordMode.records(failed: difference != nil, missing: reference == nil)
        guard differs || records else { return true }
        // The test's folder is the reference folder's: its project, when on this machine.
        let testFolderFile = url.deletingLastPathComponent().path
        let root = ProjectRecorder(files: files).projectRoot(of: testFolderFile)
        let shown = { (path: String) in root.map { MapOutputPath.relative(path, to: $0) } ?? path }
        var lines: [String] = []
        if reference == nil, !bundled.isEmpty {
            lines.append("no reference experience in the test bundle: tried \(bundled.map(\.path).joined(separator: ", "))")
        } else if reference == nil,
            let missing = TreeRecorder.missingTestFolder(
                testFolderFile, files: files,
                advice: "bundle the __Experience__ folder with the tests and pass assertExperience its bundle")
        {
            lines.append("no reference experience can be read here: \(missing)")
        } else if reference == nil {
            lines.append("no reference experience at \(shown(url.path))")
        } else if let difference {
            lines.append("the experience differs from \(shown(readFrom.path)) (- reference, + actual):")
            lines.append(difference)
        } else {
            lines.append("the experience matches \(shown(readFrom.path))")
        }
        let writer = ArtifactWriter(environment: environment, files: files, builds: builds)
        let base = writer.baseName(subject: name, site: site, test: sink.testName(at: site))
        let experience = ArtifactWriter.Artifact(
            role: "experience", fileName: base + "." + format.fileExtension, bytes: Array(actual.utf8))
        // What was compared is the project's file (read beside the test), or nothing.
        let recorded = ReferenceRecording(environment: environment, files: files, noun: "reference", subject: "experience").record(
            experience.bytes, at: url.path, compared: readFrom == url ? reference : files.read(url.path), unchanged: !differs,
            records: records, heading: "Recorded the experience into the project (\(environment.recordModeSetting)):", root: root)
        lines += recorded.lines
        if recorded.writesArtifacts {
            lines +=
                writer.write(
                    [experience], heading: records ? "Recorded (\(environment.recordModeSetting)):" : "Evidence (RAPIDMAP_EVIDENCE):"
                ) {
                    [
                        "Make it the reference (review the difference first):",
                        "  "
                            + writer.command(
                                ["accept", writer.url(experience.fileName).path, "--reference", url.path], rapidgen: writer.rapidgen(near: site)),
                    ]
                }.lines
        }
        // The picture (and its transcript) is built only when the framework takes it.
        let picture = writer.artifact(role: "picture", fileName: base + ".svg") {
            let picture = OrderPicture(
                title: Experience.title(name, elements: elements.count),
                transcript: Transcript(tree: tree, elements: elements), tree: tree)
            return Array(SVGRenderer.svg(picture).utf8)
        }
        // Evidence first, the failure last (`continueAfterFailure = false` stops the test there).
        sink.fail(environment.message(lines), attaching: [experience, picture].map(ArtifactWriter.attachment), at: site)
        return false
    }
}
