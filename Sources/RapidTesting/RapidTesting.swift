@_exported import RapidMap
@_exported import RapidVerify
@_exported import RapidAudit
@_exported import RapidExperience

/// Verifies `screen`'s map against `tree` and, when they differ, reports one issue with
/// the full report in whichever test framework is running. Returns whether they match,
/// so it reads as an assertion in both frameworks. `mode` defaults to the screen's
/// `RapidScreen.verificationMode` (the one its generated map declares):
/// ```swift
/// XCTAssert(verify(LoginScreen.self, tree))   // XCTest
/// #expect(verify(LoginScreen.self, tree))     // Swift Testing
/// ```
/// The issue is reported once, at the call site, in the framework running the test:
/// - inside a Swift Testing test (`Test.current` is set), with `Issue.record` only;
/// - otherwise with `XCTFail`, which reaches a running XCTest test;
/// - before XCTest is observed (the process's first RapidTesting call, made off the main
///   thread), nothing can say whether `XCTFail` reached a test: the report is also
///   written to standard error, never also recorded in Swift Testing;
/// - when XCTest is observed and took no failure (a call from a `Task.detached` in a
///   Swift Testing test, whose task-local `Test.current` is gone, or code outside any
///   test), the report is recorded with `Issue.record`, which a running Swift Testing run
///   reports as an issue of an unknown test and fails, and written to standard error. It
///   is never silently lost.
///
/// Record mode (`RAPIDMAP_RECORD`: `never`, `failed`, `all`; default `never` when `CI` is
/// set, `failed` otherwise) writes the recorded tree and the corrected map to
/// `RAPIDMAP_ARTIFACTS` (default: `RapidMap-artifacts` in the temporary folder) and names
/// both files in the failure, with the `rapidgen` command that regenerates the map. A
/// verification that records always fails. Colour is used only when standard error is a
/// terminal and `NO_COLOR` is not set.
///
/// `options` are the `VerificationOptions` of `Verifier`: when the screen's root view
/// must be in the tree (`VerificationOptions.requiresScreenRoot`; by default when the
/// map's identifiers are scoped by the screen, and then a tree without it fails naming the
/// screen roots it has), the traversal, and how the corrected map is written:
/// ```swift
/// #expect(verify(LoginScreen.self, tree, mode: .ordered, options: VerificationOptions(requiresScreenRoot: true)))
/// ```
///
/// One failure, one report: the issue this function records carries the whole report.
/// Wrapped in `#expect` or `XCTAssert`, the framework adds its own issue for the `false`
/// it is given (`Expectation failed: verify(…)`, `XCTAssertTrue failed`); neither
/// framework lets a called function withdraw or replace that issue, and returning `true`
/// to silence it would make `let ok = verify(…)` lie. That second issue is one short line:
/// the arguments it prints (a tree, options) describe themselves in one line.
///
/// The location parameters are `StaticString`/`UInt` because that is what `XCTFail`
/// takes; Swift Testing receives them as a `SourceLocation`.
///
/// - Parameters:
///   - screen: The screen whose map is checked: `LoginScreen.self`.
///   - tree: The recorded or captured accessibility tree.
///   - mode: How the map is compared; `nil` uses the screen's own mode.
///   - options: The screen-root requirement, inference overrides and how the corrected map
///     is written.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether the tree matches the map. On `false` the report is already recorded.
@discardableResult
public func verify<S: RapidScreen>(
    _ screen: S.Type, _ tree: AccessibilityTree,
    mode: VerificationMode? = nil,
    options: VerificationOptions = VerificationOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    VerificationHarness.live.verify(
        screen, tree, mode: mode, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Verifies `screen`'s map against a recording found next to the test file (see
/// `AccessibilityTree.init(recording:filePath:)`). A recording that cannot be
/// found or read is reported as an issue naming the path tried, and the result is false.
///
/// ```swift
/// #expect(verify(LoginScreen.self, recording: "LoginScreen.json"))  // Recordings/LoginScreen.json
/// ```
///
/// - Parameters:
///   - screen: The screen whose map is checked.
///   - name: The recording's file name (or a path below `Recordings/` next to the
///     test file; an absolute path is used as is).
///   - mode: How the map is compared; `nil` uses the screen's own mode.
///   - options: The screen-root requirement, inference overrides and corrected-map options.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the file read; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether the recording matches the map.
@discardableResult
public func verify<S: RapidScreen>(
    _ screen: S.Type, recording name: String,
    mode: VerificationMode? = nil,
    options: VerificationOptions = VerificationOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let tree: AccessibilityTree
    do {
        tree = try AccessibilityTree(recording: name, filePath: "\(filePath)")
    } catch {
        VerificationHarness.live.sink.fail("\(error)", at: site)
        return false
    }
    return VerificationHarness.live.verify(screen, tree, mode: mode, options: options, at: site)
}
