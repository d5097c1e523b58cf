import Foundation
import RapidExperience

/// How ``assertExperience(of:matches:as:screen:fileID:filePath:line:column:)`` writes and
/// compares a screen's experience.
public enum ExperienceFormat: Sendable, Hashable {
    /// The spoken transcript (`.txt`), compared line by line; with `frames`, every stop's
    /// frame rounded to whole points is part of it.
    case transcript(frames: Bool = false)
    /// The JSON element snapshot (`.json`): label, frame, enabled, type and traits per
    /// element, frames compared within `tolerance` points.
    case json(tolerance: Double = ElementSnapshot.defaultTolerance)

    /// The reference file's extension.
    var fileExtension: String {
        switch self {
        case .transcript: return "txt"
        case .json: return "json"
        }
    }
}

/// Compares what VoiceOver says on a screen (or the JSON snapshot of its elements) with a
/// reference file next to the test, the way swift-snapshot-testing keeps references:
/// `__Experience__/<name>.txt` (or `.json`) in the test file's folder.
///
/// ```swift
/// #expect(assertExperience(of: tree, matches: "Login"))                     // Swift Testing
/// XCTAssert(assertExperience(of: tree, matches: "Login", as: .json()))      // XCTest
/// ```
/// One issue is recorded at the call site on failure, with a line diff (transcript) or
/// the changes per element (JSON). `screen` limits it to the subtree whose identifier
/// is `screen`.
///
/// Record mode (``RecordMode``: `RAPIDMAP_RECORD`, the `.recordMode(_:)` trait or
/// `withRecordMode`) decides, as for `verify`, when the actual experience is written to the
/// artifacts folder: `failed` (the default off CI) when the reference is missing or
/// differs, `all` every time (and the test fails), `never` (the default on CI) not at all.
/// The reference beside the test is never written by the test: the failure prints the
/// `rapidgen accept ARTIFACT --reference FILE` command that makes the recorded text the
/// reference, so the change is reviewed. On failure the actual text and a picture of the
/// order are also attached to the test.
///
/// - Parameters:
///   - tree: The recorded or captured tree.
///   - name: The reference's name, without extension: `"Login"` is `__Experience__/Login.txt`.
///   - format: The transcript (optionally with frames) or the JSON element snapshot.
///   - screen: The identifier of the subtree to compare, or `nil` for the whole tree.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the file read; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
/// - Returns: Whether the experience matches the reference.
@discardableResult
public func assertExperience(
    of tree: AccessibilityTree, matches name: String,
    as format: ExperienceFormat = .transcript(), screen: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    ExperienceHarness(environment: .current, sink: .live)
        .assert(
            tree, reference: ExperienceHarness.referenceURL(name: name, format: format, filePath: "\(filePath)"),
            as: format, screen: screen, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs ``assertExperience(of:matches:as:screen:fileID:filePath:line:column:)`` with an
/// injected environment and sink.
struct ExperienceHarness: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where failures and attachments go.
    var sink: IssueSink

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
        let reference = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
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
        let records = environment.recordMode.records(failed: differs)
        guard differs || records else { return true }
        var lines: [String] = []
        if reference == nil {
            lines.append("no reference experience at \(url.path)")
        } else if let difference {
            lines.append("the experience differs from \(url.path) (- reference, + actual):")
            lines.append(difference)
        } else {
            lines.append("the experience matches \(url.path)")
            lines.append("Failing because \(environment.recordModeSetting) records every assertion.")
        }
        if records {
            let artifact = environment.artifactsDirectory.appendingPathComponent(
                RecordingArtifacts.safeFileName("\(site.fileBaseName)-\(site.line)-\(name)") + "." + format.fileExtension)
            do {
                try FileManager.default.createDirectory(at: environment.artifactsDirectory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: artifact, options: .atomic)
                lines.append("Recorded (\(environment.recordModeSetting)):")
                lines.append("  experience: \(artifact.path)")
                lines.append("Make it the reference (review the difference first):")
                lines.append(
                    "  "
                        + ["swift", "run", "rapidgen", "accept", artifact.path, "--reference", url.path]
                        .map(MapRequest.shellQuoted).joined(separator: " "))
            } catch {
                lines.append("Could not record to \(environment.artifactsDirectory.path): \(error.localizedDescription)")
            }
        } else {
            lines.append("Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it.")
        }
        for warning in environment.warnings { lines.append("warning: \(warning)") }
        sink.report(lines.joined(separator: "\n"), at: site)
        let base = RecordingArtifacts.safeFileName("\(site.fileBaseName)-\(site.line)-\(name)")
        sink.attach(TestAttachment(name: base + "." + format.fileExtension, bytes: Array(actual.utf8)), site)
        let elements = Experience.elements(of: tree, screen: screen)
        let picture = OrderPicture(
            title: Experience.title(name, stops: elements.count),
            transcript: Transcript(tree: tree, elements: elements), tree: tree)
        sink.attach(TestAttachment(name: base + ".svg", bytes: Array(SVGRenderer.svg(picture).utf8)), site)
        return false
    }
}
