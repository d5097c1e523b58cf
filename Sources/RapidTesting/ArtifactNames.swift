import Foundation
import RapidExperience

/// The artifact names handed out in this process, so a second verification recorded
/// under the same name in the same folder gets `-2` (then `-3`…) instead of overwriting
/// the first. Thread-safe: parameterized Swift Testing cases run in parallel.
final class ArtifactNames: @unchecked Sendable {
    /// The names of this test process.
    static let shared = ArtifactNames()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// `base` the first time it is asked for in `folder`, then `base-2`, `base-3`…
    func unique(_ base: String, in folder: String) -> String {
        lock.lock(); defer { lock.unlock() }
        let key = folder + "/" + base
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        return n == 1 ? base : "\(base)-\(n)"
    }
}
