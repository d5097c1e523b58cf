@_exported import RapidMap
@_exported import RapidVerify
@_exported import RapidAudit
@_exported import RapidExperience

/// Verifies `screen`'s map against `tree`; when they differ, fails the running test once,
/// at the call site, with the whole report, in whichever framework runs it. Returns whether
/// they match, so it reads as an assertion in both:
/// ```swift
/// XCTAssert(verify(LoginScreen.self, tree))   // XCTest
/// #expect(verify(LoginScreen.self, tree))     // Swift Testing
/// ```
/// <!-- default: record-mode-off-ci = missing -->
/// <!-- default: record-mode-on-ci = never -->
/// What it records is the ``RecordMode`` (`RAPIDMAP_RECORD`; by default `never` when `CI` is
/// set, else `missing`: a screen with no map yet). Where the test's sources are on this
/// machine, a recording goes into the project: the tree to `Recordings/` beside the test (or
/// where the screen's `rapidmap.json` entry says), the map into the screen's declaration,
/// its entry into `rapidmap.json` when it has none; the test fails once. Elsewhere (a
/// device, a runner without the sources), or when the project refuses it, the tree, the
/// corrected map and a picture go to the artifacts folder (`RAPIDMAP_ARTIFACTS`) with the
/// `rapidgen accept` command that takes them in; `RAPIDMAP_EVIDENCE=1` writes that folder on
/// every failure. Unless it recorded into the project, a failure attaches the three files
/// to the test where the framework keeps attachments (Swift Testing; XCTest on Apple
/// platforms).
/// <doc:VerifyingInTests> has the details: where the issue goes, the second line
/// `#expect` adds, every record mode.
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
