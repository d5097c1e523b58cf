/// When a verification writes the recorded tree and the corrected map to the artifacts
/// folder, set with the environment variable `RAPIDMAP_RECORD` (as swift-snapshot-testing
/// users know record modes).
///
/// Recording never touches the project: the files go to `RAPIDMAP_ARTIFACTS` (default:
/// `RapidMap-artifacts` in the temporary folder) and the developer copies or regenerates
/// the map from there. That is why the default off CI is ``failed``: a failing test
/// leaves everything needed to fix it. On CI (`CI` set) the default is ``never``, so a CI
/// run writes nothing unless it asks for artifacts with `RAPIDMAP_RECORD=failed`.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write files.
    case never
    /// Write files when a verification fails.
    case failed
    /// Write files for every verification; each one then fails, so record mode is not
    /// left on by accident.
    case all

    /// The default: ``never`` when the environment says CI, ``failed`` otherwise.
    public static func defaultMode(onCI: Bool) -> RecordMode { onCI ? .never : .failed }
}
