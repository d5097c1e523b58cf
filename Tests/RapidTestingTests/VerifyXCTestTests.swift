import XCTest
@testable import RapidTesting
import RapidMapTestSupport

/// Checks that `verify` records its failure with XCTest at the caller's file and line.
/// The failure is captured (not reported) while `capturing` is set.
final class VerifyXCTestTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    override class func setUp() {
        super.setUp()
        // Observe XCTest before this class's tests start, as after a first verification.
        _ = XCTestCaseTracker.shared
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured.append((issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }
    #endif

    func testAMatchingScreenReadsAsAPassingAssertion() {
        XCTAssert(verify(LoginScreen.self, Trees.matching))
    }

    func testAFailingVerifyRecordsOneFailureAtTheCallSite() {
        XCTAssertTrue(XCTestCaseTracker.shared.isRunning)
        capturing = true
        let line = #line; let passed = verify(LoginScreen.self, Trees.missingSignIn)
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(
            captured.first?.description.contains("LoginScreen: 1 difference — 1 missing") == true,
            captured.first?.description ?? "nothing captured")
    }

    func testXCTAssertAroundAFailingVerifyAddsOnlyOneShortLineBesideTheOneReport() {
        capturing = true
        let line = #line; XCTAssert(verify(LoginScreen.self, Trees.missingSignIn))
        capturing = false
        // The report, recorded by verify; then XCTest's own failure for the `false` that
        // XCTAssert was given, which no called function can withdraw.
        XCTAssertEqual(captured.count, 2)
        let reports = captured.filter { $0.description.contains("LoginScreen: 1 difference — 1 missing") }
        XCTAssertEqual(reports.count, 1)
        let other = captured.first { !$0.description.contains("LoginScreen: 1 difference") }
        XCTAssertEqual(other?.line, line)
        XCTAssertTrue(other?.description.hasPrefix("XCTAssertTrue failed") == true, other?.description ?? "none")
        XCTAssertFalse(other?.description.contains("\n") ?? true)
        XCTAssertLessThanOrEqual(other?.description.count ?? .max, 40)
    }

    func testABareVerifyRecordsExactlyOneFailure() {
        capturing = true
        let passed = verify(LoginScreen.self, Trees.missingSignIn)
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(captured.count, 1)
    }

    func testVerifyTakesOptionsAndAMissingScreenRootIsReported() {
        XCTAssert(verify(LoginScreen.self, Trees.matchingWithoutRoot, options: VerificationOptions(requiresScreenRoot: .never)))
        capturing = true
        let passed = verify(LoginScreen.self, Trees.home, options: VerificationOptions(requiresScreenRoot: true))
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(
            captured.first?.description.contains("screens found: \"HomeScreen\"") == true,
            captured.first?.description ?? "nothing captured")
    }
}
