/// When an assertion records what it saw, as swift-snapshot-testing users know record
/// modes. Every RapidTesting assertion (`verify`, `assertExperience`, `recordTree`) reads
/// it the same way, through ``records(failed:)``:
///
/// - Recording writes to the artifacts folder only (`RAPIDMAP_ARTIFACTS`, default
///   `RapidMap-artifacts` in the temporary folder), never into the project: the test may
///   run on a device or a CI machine that has no checkout.
/// - The failure names what was written and prints the `rapidgen accept` command that
///   takes it into the project (the recording and the regenerated map for `verify` and
///   `recordTree`, the reference file for `assertExperience`), so a change always goes
///   through review.
///
/// Set it for the whole run with the environment variable `RAPIDMAP_RECORD`, for one
/// Swift Testing test or suite with the ``RecordModeTrait`` trait
/// (`@Test(.recordMode(.all))`), or for a block of code with
/// `withRecordMode(_:_:)` (XCTest). The innermost setting wins. The default
/// off CI is ``failed``: a failing test leaves everything needed to fix it. On CI (`CI`
/// set) it is ``never``, so a CI run writes nothing unless it asks for artifacts with
/// `RAPIDMAP_RECORD=failed`.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write files.
    case never
    /// Write files when the assertion fails.
    case failed
    /// Write files for every assertion; each one then fails, so record mode is not left on
    /// by accident.
    case all

    /// The default: ``never`` when the environment says CI, ``failed`` otherwise.
    package static func defaultMode(onCI: Bool) -> RecordMode { onCI ? .never : .failed }

    /// Whether an assertion records what it saw: always in ``all``, when its check
    /// `failed` in ``failed``, never in ``never``. The one decision every assertion makes.
    ///
    /// - Parameter failed: Whether the assertion's own check failed.
    /// - Returns: Whether to write the artifacts.
    public func records(failed: Bool) -> Bool {
        switch self {
        case .never: return false
        case .failed: return failed
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
