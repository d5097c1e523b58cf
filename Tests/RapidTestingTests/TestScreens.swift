import Foundation
import Testing
@testable import RapidTesting

/// The screen the RapidTesting tests verify: three controls.
enum LoginScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .textField, identifier: id("email")),
            ControlInformation(index: 1, type: .secureTextField, identifier: id("password")),
            ControlInformation(index: 2, type: .button, identifier: id("signIn"), label: "Sign In"),
        ]
    }
}

enum Trees {
    /// The login screen's root view holding `elements`, stacked top to bottom, each marked
    /// as an accessibility element (so any traversal engine orders them as given).
    static func login(_ elements: [AccessibilityNode], rootIdentifier: String = "LoginScreen") -> AccessibilityTree {
        screen(rootIdentifier, elements)
    }

    /// The screen as its map declares it.
    static let matching = login([
        AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
        AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
        AccessibilityNode(type: .button, identifier: "LoginScreen.signIn", label: "Sign In"),
    ])

    /// The screen's controls as declared, under a root view without the screen's identifier.
    static let matchingWithoutRoot = login([
        AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
        AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
        AccessibilityNode(type: .button, identifier: "LoginScreen.signIn", label: "Sign In"),
    ], rootIdentifier: "")

    /// Another screen, whose root view is `HomeScreen`.
    static let home = login([
        AccessibilityNode(type: .button, identifier: "HomeScreen.profile", label: "Profile"),
    ], rootIdentifier: "HomeScreen")

    /// The screen without its sign-in button: one missing control.
    static let missingSignIn = login([
        AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
        AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
    ])
}

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
    func sink(swiftTesting: @escaping @Sendable () -> Bool = { Test.current != nil },
              xcTest: @escaping @Sendable () -> Bool = { false },
              xcTestRecords: Bool = false) -> IssueSink {
        IssueSink(swiftTestingTestIsRunning: swiftTesting, xcTestTestIsRunning: xcTest,
                  recordInSwiftTesting: { m, _ in self.add(.swiftTesting, m) },
                  recordInXCTest: { m, _ in self.add(.xcTest, m); return xcTestRecords },
                  writeToStandardError: { self.add(.standardError, $0) })
    }
}

/// A fresh folder in the temporary directory.
func temporaryFolder(_ name: String = #function) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("RapidTestingTests-\(UUID().uuidString)", isDirectory: true)
}

/// Settings that never record and never colour, with artifacts in `folder`.
func quietEnvironment(_ mode: RecordMode = .never, folder: URL = temporaryFolder()) -> TestEnvironment {
    TestEnvironment(recordMode: mode, artifactsDirectory: folder, colour: false)
}

let sampleSite = CallSite(fileID: "RapidTestingTests/LoginTests.swift", filePath: "/src/Tests/LoginTests.swift",
                          line: 42, column: 9)

/// Collects the issues a `withKnownIssue` block records, for tests that count them.
final class CollectedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var _all: [Issue] = []

    var all: [Issue] {
        lock.lock(); defer { lock.unlock() }
        return _all
    }

    /// A matcher for `withKnownIssue` that keeps every issue and matches it.
    func collect(_ issue: Issue) -> Bool {
        lock.lock(); _all.append(issue); lock.unlock()
        return true
    }
}
