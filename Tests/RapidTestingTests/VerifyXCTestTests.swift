import XCTest
@testable import RapidTesting

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
        XCTAssertTrue(captured.first?.description.contains("LoginScreen: 1 difference — 1 missing") == true,
                      captured.first?.description ?? "nothing captured")
    }
}
