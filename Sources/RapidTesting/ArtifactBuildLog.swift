import Foundation

/// The artifacts a failure built, by role (`tree`, `map`, `picture`…), in the order their
/// content was made: the count a test reads to see that a file nobody writes or attaches is
/// never built (``ArtifactWriter/builds``). Thread-safe.
final class ArtifactBuildLog: @unchecked Sendable {
    private let lock = NSLock()
    private var roles: [String] = []

    /// An empty log.
    init() {}

    /// The roles built so far, in order; a role twice means its content was built twice.
    var built: [String] { lock.withLock { roles } }

    /// Notes that the content of an artifact of `role` was made.
    func record(_ role: String) { lock.withLock { roles.append(role) } }
}
