import Foundation
import Testing

/// Collects the issues a `withKnownIssue` block records, for tests that count them.
package final class CollectedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var _all: [Issue] = []

    package var all: [Issue] {
        lock.lock(); defer { lock.unlock() }
        return _all
    }

    /// A matcher for `withKnownIssue` that keeps every issue and matches it.
    package func collect(_ issue: Issue) -> Bool {
        lock.lock(); _all.append(issue); lock.unlock()
        return true
    }
    /// An empty one.
    package init() {}
}
