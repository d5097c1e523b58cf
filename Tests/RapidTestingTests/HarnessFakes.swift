import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// Collects what an ``IssueSink`` would send, for tests.
final class CapturedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [(IssueSink.Destination, String)] = []

    var entries: [(IssueSink.Destination, String)] {
        lock.lock(); defer { lock.unlock() }
        return _entries
    }
    var destinations: [IssueSink.Destination] { entries.map(\.0) }
    func messages(to destination: IssueSink.Destination) -> [String] { entries.filter { $0.0 == destination }.map(\.1) }

    private func add(_ d: IssueSink.Destination, _ text: String) {
        lock.lock(); _entries.append((d, text)); lock.unlock()
    }

    /// A sink that captures everything; whether a framework is running is asked of the
    /// closures given (by default the real Swift Testing state, and no XCTest).
    func sink(
        swiftTesting: @escaping @Sendable () -> Bool = { Test.current != nil },
        xcTest: @escaping @Sendable () -> Bool = { false },
        xcTestRecords: Bool = false
    ) -> IssueSink {
        IssueSink(
            swiftTestingTestIsRunning: swiftTesting, xcTestTestIsRunning: xcTest,
            reportToSwiftTesting: { m, _ in self.add(.swiftTesting, m) },
            reportToXCTest: { m, _ in
                self.add(.xcTest, m); return xcTestRecords
            },
            writeToStandardError: { self.add(.standardError, $0) })
    }
}

/// Settings that never record and never colour, with artifacts in `folder`.
func quietEnvironment(_ mode: RecordMode = .never, folder: URL = temporaryFolder()) -> TestEnvironment {
    TestEnvironment(recordMode: mode, artifactsDirectory: folder, colour: false)
}

let sampleSite = CallSite(
    fileID: "RapidTestingTests/LoginTests.swift", filePath: "/src/Tests/LoginTests.swift",
    line: 42, column: 9)
