/// Where in a test a verification was called, as the test frameworks want it.
struct CallSite: Sendable, Hashable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
    /// The calling function (`#function`: `testSignIn()`, `signInWorks()`), the running
    /// test's name when no framework can say it (``FailureSink/currentTestName``), as
    /// swift-snapshot-testing names its snapshots (`testName: String = #function`,
    /// Sources/SnapshotTesting/AssertSnapshot.swift:284 at 6bb6c9a): an XCTest observer
    /// registered once a test has started is never told that test started. Empty when
    /// unknown.
    var function: StaticString = ""

    static func == (a: CallSite, b: CallSite) -> Bool {
        "\(a.fileID)" == "\(b.fileID)" && "\(a.filePath)" == "\(b.filePath)" && a.line == b.line && a.column == b.column
            && "\(a.function)" == "\(b.function)"
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine("\(filePath)")
        hasher.combine(line)
        hasher.combine(column)
    }

    /// The test file's name without its extension, e.g. `LoginTests`.
    var fileBaseName: String {
        let path = "\(filePath)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
        return name
    }
}
