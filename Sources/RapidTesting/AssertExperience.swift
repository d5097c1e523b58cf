import Foundation
import RapidExperience

/// Compares what VoiceOver says on a screen (or the JSON snapshot of its elements) with a
/// reference file next to the test, the way swift-snapshot-testing keeps references:
/// `__Experience__/<name>.txt` (or `.json`) in the test file's folder.
///
/// ```swift
/// #expect(assertExperience(of: tree, matches: "Login"))                     // Swift Testing
/// XCTAssert(assertExperience(of: tree, matches: "Login", as: .json()))      // XCTest
/// ```
/// One issue is reported at the call site on failure, with a line diff (transcript) or
/// the changes per element (JSON). `screen` limits it to the subtree whose identifier
/// is `screen`.
///
/// <!-- default: record-mode-off-ci = missing -->
/// <!-- default: record-mode-on-ci = never -->
/// Record mode (``RecordMode``: `RAPIDMAP_RECORD`, the `.recordMode(_:)` trait or
/// `withRecordMode`) decides, as for `verify`, when the actual experience becomes the
/// reference: `missing` (the default off CI) when there is none yet, `failed` also when it
/// differs (how an intended change is accepted), `all` every time, `never` (the default on
/// CI) not at all. Where the test's sources are on this machine, the test writes the
/// reference beside it and fails once, naming the file: run again, and review the change
/// with `git diff`. Elsewhere (a device, a runner without the sources) the experience goes
/// to the artifacts folder with the `rapidgen accept ARTIFACT --reference FILE` command that
/// makes it the reference. A difference that is not recorded fails with the difference;
/// `RAPIDMAP_EVIDENCE=1` also writes it to the artifacts folder (CI's evidence). On failure
/// the actual text and a picture of the order are attached to the test.
///
/// On a device (or wherever the test file's folder is not on the machine running the
/// tests), bundle `__Experience__` with the tests and pass the bundle: the reference is read
/// from it, and the accept command still names the project's file.
/// ```swift
/// XCTAssert(assertExperience(of: tree, matches: "Login", bundle: Bundle(for: LoginTests.self)))
/// ```
///
/// - Parameters:
///   - tree: The recorded or captured tree.
///   - name: The reference's name, without extension: `"Login"` is `__Experience__/Login.txt`.
///   - format: The transcript (optionally with frames) or the JSON element snapshot.
///   - screen: The identifier of the subtree to compare, or `nil` for the whole tree.
///   - bundle: The test bundle holding the references (`__Experience__/<name>.txt`, or
///     `<name>.txt` at its top level), or `nil` to read them beside the test file.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the file read; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether the experience matches the reference.
@discardableResult
public func assertExperience(
    of tree: AccessibilityTree, matches name: String,
    as format: ExperienceFormat = .transcript(), screen: String? = nil, bundle: Bundle? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    ExperienceHarness.live(
        tree, matches: name, as: format, screen: screen, recorded: .screenRoot, bundle: bundle,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Compares what VoiceOver says on `screen` with a reference file next to the test, as
/// `assertExperience` with a screen identifier does, over the part of the tree the screen's
/// map covers: its root view (the node with its `screenIdentifier`), or, for a map declared
/// `.appWindow` whose root view has no identifier, the app's window without the status bar,
/// the keyboard and other windows, as `verify` scopes it:
/// `#expect(assertExperience(of: tree, matches: "Login", screen: LoginScreen.self))`.
///
/// - Parameters:
///   - tree: The recorded or captured tree.
///   - name: The reference's name, without extension: `"Login"` is `__Experience__/Login.txt`.
///   - format: The transcript (optionally with frames) or the JSON element snapshot.
///   - screen: The screen whose declared scope is compared.
///   - bundle: The test bundle holding the references, or `nil` to read them beside the test file.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path, which also locates the file read; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether the experience matches the reference.
@discardableResult
public func assertExperience<S: RapidScreen>(
    of tree: AccessibilityTree, matches name: String,
    as format: ExperienceFormat = .transcript(), screen: S.Type, bundle: Bundle? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    ExperienceHarness.live(
        tree, matches: name, as: format, screen: screen.screenIdentifier, recorded: ScreenScope.declared(by: screen),
        bundle: bundle, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

extension ExperienceHarness {
    /// What both `assertExperience` functions run: the live environment and sink, the
    /// reference beside the call site's file (or in `bundle`).
    static func live(
        _ tree: AccessibilityTree, matches name: String, as format: ExperienceFormat, screen: String?, recorded: MapScope?,
        bundle: Bundle?, at site: CallSite
    ) -> Bool {
        ExperienceHarness(environment: .current, sink: .live)
            .assert(
                tree, reference: referenceURL(name: name, format: format, filePath: "\(site.filePath)"),
                bundled: bundle.map { bundledReferenceURLs(name: name, format: format, bundle: $0) } ?? [],
                as: format, screen: screen, recorded: recorded, at: site)
    }
}
