import Foundation

/// The bytes of one file a failure leaves (an ``ArtifactWriter/Artifact``, a
/// ``TestAttachment``), made on first use and then kept: a failure's tree, map and picture
/// cost their building only when a file is written or a framework takes the attachment, and
/// once when both happen. Thread-safe: the sink may attach from any thread.
final class ArtifactContent: @unchecked Sendable {
    private let lock = NSLock()
    private var build: (@Sendable () -> [UInt8])?
    private var built: [UInt8]?

    /// Content that is already made (a reference compared before it is written).
    init(_ bytes: [UInt8]) { built = bytes }

    /// Content `build` makes when ``bytes`` is first asked for.
    init(build: @escaping @Sendable () -> [UInt8]) { self.build = build }

    /// The bytes, made now when they were not yet.
    var bytes: [UInt8] {
        lock.withLock {
            if let built { return built }
            let made = build?() ?? []
            (built, build) = (made, nil)
            return made
        }
    }
}
