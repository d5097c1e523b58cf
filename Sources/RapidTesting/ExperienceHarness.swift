import Foundation
import RapidExperience

/// Runs ``assertExperience(of:matches:as:screen:fileID:filePath:line:column:function:)`` with an
/// injected environment and sink.
struct ExperienceHarness: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where failures and attachments go.
    var sink: FailureSink
    /// The file system the reference is read from and the experience written to.
    var files: TestFiles = .live

    /// The folder, next to the test file, holding the references.
    static let folder = "__Experience__"

    /// The reference file for `name`: `<test folder>/__Experience__/<name>.<ext>` (the
    /// extension is added unless `name` already has it).
    static func referenceURL(name: String, format: ExperienceFormat, filePath: String) -> URL {
        let file = name.hasSuffix("." + format.fileExtension) ? name : name + "." + format.fileExtension
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent(folder).appendingPathComponent(file)
    }

    /// The text of the experience in `format`.
    static func text(of tree: AccessibilityTree, format: ExperienceFormat, screen: String?) -> String {
        let elements = Experience.elements(of: tree, screen: screen)
        switch format {
        case .transcript(let frames): return Transcript(tree: tree, elements: elements).text(frames: frames)
        case .json: return ElementSnapshot(elements).json
        }
    }

    /// Compares, records as the mode says, reports; returns whether it passed.
    func assert(
        _ tree: AccessibilityTree, reference url: URL, as format: ExperienceFormat, screen: String?,
        at site: CallSite
    ) -> Bool {
        let name = url.deletingPathExtension().lastPathComponent
        let actual = Self.text(of: tree, format: format, screen: screen)
        let reference = files.read(url.path).map { String(decoding: $0, as: UTF8.self) }
        var difference: String?
        if let reference {
            switch format {
            case .transcript: difference = ExperienceComparison.transcriptDifference(reference: reference, actual: actual)
            case .json(let tolerance):
                difference = ExperienceComparison.snapshotDifference(
                    reference: reference, actual: ElementSnapshot(Experience.elements(of: tree, screen: screen)), tolerance: tolerance)
            }
        }
        let differs = reference == nil || difference != nil
        let records = environment.recordMode.records(failed: difference != nil, missing: reference == nil)
        guard differs || records else { return true }
        var lines: [String] = []
        if reference == nil,
            let missing = TreeRecorder.missingTestFolder(
                url.deletingLastPathComponent().path, files: files, advice: nil)
        {
            lines.append("no reference experience can be read here: \(missing)")
        } else if reference == nil {
            lines.append("no reference experience at \(url.path)")
        } else if let difference {
            lines.append("the experience differs from \(url.path) (- reference, + actual):")
            lines.append(difference)
        } else {
            lines.append("the experience matches \(url.path)")
            lines.append("Failing because \(environment.recordModeSetting) records every assertion.")
        }
        let writer = ArtifactWriter(environment: environment, files: files)
        let base = writer.baseName(subject: name, site: site, test: sink.testName(at: site))
        let experience = ArtifactWriter.Artifact(
            role: "experience", fileName: base + "." + format.fileExtension, bytes: Array(actual.utf8))
        if records {
            lines +=
                writer.write(
                    [experience], heading: "Recorded (\(environment.recordModeSetting)):",
                    then: [
                        "Make it the reference (review the difference first):",
                        "  "
                            + writer.command(
                                ["accept", writer.url(experience.fileName).path, "--reference", url.path], rapidgen: writer.rapidgen(near: site)),
                    ]
                ).lines
        } else {
            lines.append("Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it.")
        }
        sink.fail(writer.message(lines), at: site)
        sink.attach(ArtifactWriter.attachment(experience), site)
        let elements = Experience.elements(of: tree, screen: screen)
        let picture = OrderPicture(
            title: Experience.title(name, elements: elements.count),
            transcript: Transcript(tree: tree, elements: elements), tree: tree)
        sink.attach(TestAttachment(name: base + ".svg", bytes: Array(SVGRenderer.svg(picture).utf8)), site)
        return false
    }
}
