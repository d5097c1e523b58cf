import Foundation

/// How an assertion whose reference is a file beside its test (`recordTree`'s committed
/// recording, `assertExperience`'s experience) records it, once it knows whether record mode
/// records: into the project through ``ProjectRecorder`` when the project is on this machine,
/// else (or when the project cannot be written here) in the artifacts folder, which the assertion then
/// writes. The one place both word what happened, so they read alike and alike to `verify`.
struct ReferenceRecording: Sendable {
    /// The settings: the record mode's wording, `RAPIDMAP_EVIDENCE`.
    var environment: TestEnvironment
    /// The file system.
    var files: TestFiles
    /// What a change line calls the file: `recording` gives `new recording`, `recording updated`.
    var noun: String
    /// What the project holds once recorded, as the next step says it: `tree`, `experience`.
    var subject: String

    /// What recording did: the lines the failure adds, and whether the assertion still writes
    /// the artifacts folder (the project is not on this machine or cannot be written here, or
    /// `RAPIDMAP_EVIDENCE` asks for the evidence of a failure that records nothing). A
    /// refusal (another test holds the file, a path leaves the project) says its one next
    /// step and writes nothing else.
    struct Outcome: Sendable, Hashable {
        var lines: [String]
        var writesArtifacts: Bool
    }

    /// Records `bytes` as the reference at `path` when `records`, in the project at `root`
    /// (nil: not on this machine). `compared` is what the assertion compared with (nil: no
    /// file), `unchanged` whether it matched; `heading` opens the list of files changed.
    func record(
        _ bytes: [UInt8], at path: String, compared: [UInt8]?, unchanged: Bool, records: Bool, heading: String, root: String?
    ) -> Outcome {
        guard records else {
            return Outcome(
                lines: ["Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it."],
                writesArtifacts: environment.evidence)
        }
        var lines: [String] = []
        if let root {
            switch ProjectRecorder(files: files).record(
                bytes, at: path, compared: compared, change: compared == nil ? "new \(noun)" : "\(noun) updated", root: root)
            {
            case .written(_, let changes):
                return Outcome(
                    lines: [""] + ProjectRecorder.report(heading, changes: changes, reference: subject, setting: environment.recordModeSetting),
                    writesArtifacts: false)
            case .refused(let why):
                // The refusal's own next step is the only one: nothing goes to the artifacts.
                return Outcome(lines: ["Not recorded into the project: \(why)"], writesArtifacts: false)
            case .unwritable(let why):
                lines.append("Not recorded into the project: \(why). Recorded to the artifacts folder instead.")
            case .recordedByAnotherTest(_, let files):
                return Outcome(
                    lines: [""]
                        + ProjectRecorder.report(
                            "Another test of this run recorded the same \(subject) into the project:", changes: files, reference: subject,
                            setting: environment.recordModeSetting),
                    writesArtifacts: false)
            case .unreachable:
                break
            }
        }
        if unchanged { lines.append("Failing because \(environment.recordModeSetting) records every assertion.") }
        return Outcome(lines: lines, writesArtifacts: true)
    }
}
