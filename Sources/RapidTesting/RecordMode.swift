/// When an assertion records what it saw, as swift-snapshot-testing users know record
/// modes; each mode has one meaning for every RapidTesting assertion (`verify`,
/// `assertExperience`, `recordTree`), through ``records(failed:missing:)``:
///
/// <!-- default: record-mode-off-ci = missing -->
/// <!-- default: record-mode-on-ci = never -->
/// - ``missing`` records what has no reference yet: a screen declared without a map, an
///   experience without a reference file, a `recordTree` without a committed recording. The default off CI: a first run records, fails
///   once, and the second run is green.
/// - ``failed`` also re-records what differs: how a team accepts an intended change (set it
///   for one run from the scheme's environment, a trait or `withRecordMode(_:_:)`).
/// - ``all`` records every assertion, each of which then fails.
/// - ``never`` records nothing: the default on CI (`CI` set).
///
/// `verify` records into the project when the test's source tree is on this machine (a
/// simulator, a Mac, Linux): the recording beside the test (`Recordings/`), the map's
/// generated region inside the screen's own declaration, and its `rapidmap.json` entry; the
/// test fails once, naming the files it changed. Where the sources are not reachable (a
/// device, a CI runner without a checkout) it writes the artifacts folder instead
/// (`RAPIDMAP_ARTIFACTS`) and prints the `rapidgen accept` command. A CI run that wants the
/// failure's files without touching its checkout sets `RAPIDMAP_EVIDENCE=1`: the artifacts
/// folder is written on every failure, whatever the record mode. `recordTree` and
/// `assertExperience` record their reference the same way: the committed recording
/// (`Recordings/`) and the experience (`__Experience__/`) beside the test.
///
/// Set it for the whole run with the environment variable `RAPIDMAP_RECORD`, for one
/// Swift Testing test or suite with the ``RecordModeTrait`` trait
/// (`@Test(.recordMode(.failed))`), or for a block of code with
/// `withRecordMode(_:_:)` (XCTest). The innermost setting wins.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write files.
    case never
    /// Record only what has no reference yet (a screen without a map).
    case missing
    /// Record what has no reference yet and what differs from its reference.
    case failed
    /// Record every assertion; each one then fails, so record mode is not left on by
    /// accident.
    case all

    /// The default off CI: a first run records the screens that have no map yet.
    package static let defaultOffCI: RecordMode = .missing  // documented default: record-mode-off-ci
    /// The default on CI (`CI` set): a run never writes into the checkout.
    package static let defaultOnCI: RecordMode = .never  // documented default: record-mode-on-ci

    /// The default: ``defaultOnCI`` when the environment says CI, ``defaultOffCI`` otherwise.
    package static func defaultMode(onCI: Bool) -> RecordMode { onCI ? defaultOnCI : defaultOffCI }

    /// Whether an assertion records what it saw: in ``all`` always, in ``failed`` when its
    /// check failed or has no reference, in ``missing`` when it has no reference, in
    /// ``never`` never. The one decision every assertion makes.
    ///
    /// - Parameters:
    ///   - failed: Whether the assertion's check failed against an existing reference.
    ///   - missing: Whether there is no reference yet (a screen without a map).
    /// - Returns: Whether to record.
    public func records(failed: Bool, missing: Bool = false) -> Bool {
        switch self {
        case .never: return false
        case .missing: return missing
        case .failed: return failed || missing
        case .all: return true
        }
    }

    /// The mode set by ``RecordModeTrait`` or `withRecordMode(_:_:)` for the
    /// current task, which wins over `RAPIDMAP_RECORD`.
    @TaskLocal static var scoped: RecordMode?
}

/// Runs `body` with record mode `mode`, whatever `RAPIDMAP_RECORD` says: the per-test
/// setting for XCTest (Swift Testing has the ``RecordModeTrait`` trait).
///
/// ```swift
/// func testLogin() throws {
///     withRecordMode(.all) { XCTAssert(verify(LoginScreen.self, tree)) }
/// }
/// ```
/// - Parameters:
///   - mode: The record mode for the assertions `body` makes.
///   - body: The code to run.
/// - Returns: What `body` returns.
public func withRecordMode<R>(_ mode: RecordMode, _ body: () throws -> R) rethrows -> R {
    try RecordMode.$scoped.withValue(mode, operation: body)
}

/// Runs the asynchronous `body` with record mode `mode`, whatever `RAPIDMAP_RECORD` says.
///
/// - Parameters:
///   - mode: The record mode for the assertions `body` makes.
///   - body: The code to run.
/// - Returns: What `body` returns.
public func withRecordMode<R>(_ mode: RecordMode, _ body: () async throws -> R) async rethrows -> R {
    try await RecordMode.$scoped.withValue(mode, operation: body)
}
