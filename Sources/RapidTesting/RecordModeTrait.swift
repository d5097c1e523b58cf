import Testing

/// A Swift Testing trait that sets the ``RecordMode`` of one test, or of every test in a
/// suite, whatever `RAPIDMAP_RECORD` says.
///
/// ```swift
/// @Test(.recordMode(.all)) func login() throws {
///     #expect(verify(LoginScreen.self, try AccessibilityTree(recording: "Login.json")))
/// }
/// ```
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode the test runs with.
    public var mode: RecordMode

    /// A suite's setting applies to every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test with ``mode`` as its record mode.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await RecordMode.$scoped.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordModeTrait {
    /// Runs the test (or every test of the suite) with record mode `mode`.
    ///
    /// - Parameter mode: The record mode, whatever `RAPIDMAP_RECORD` says.
    /// - Returns: The trait.
    public static func recordMode(_ mode: RecordMode) -> Self { RecordModeTrait(mode: mode) }
}
