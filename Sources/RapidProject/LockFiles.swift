import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a writer of the project takes a file's lock (``ProjectWriter/lockSuffix``), and takes
/// over one left behind by a writer that was stopped (Xcode's stop button, a crash), so that
/// of any number of writers at once, on threads or in processes, exactly one wins.
///
/// Taking a lock is one exclusive create (`O_CREAT | O_EXCL`): the file system lets one
/// creator win. Taking over a stale one cannot be "check its age, remove it, create it": two
/// writers can both see it stale, one removes it and creates its own, and the other then
/// removes that one and creates its own too. Instead a writer that finds the lock stale takes
/// a second lock, the takeover (`<lock>.takeover`, an exclusive create again: one winner),
/// checks the lock's age again under it (another writer may have taken it over, or it was
/// given back, in between) and, still stale, renews the lock's date in place: the lock file
/// never disappears, so no exclusive create can win it meanwhile, and the winner holds it as
/// if it had created it. Pure over four file operations, so a test can run a second writer
/// between any two of them; ``disk`` is the real file system.
package struct LockFiles: Sendable {
    /// Creates a file only when nothing is there: true when created, false when something
    /// is; throws when the file cannot be created (a read-only checkout, a sandbox).
    package var create: @Sendable (String) throws -> Bool
    /// How long ago a file was last modified, in seconds; nil when it is not there.
    package var age: @Sendable (String) -> TimeInterval?
    /// Sets a file's modification date to now; false when it is not there.
    package var renew: @Sendable (String) -> Bool
    /// Removes a file; nothing when it is not there.
    package var remove: @Sendable (String) -> Void

    /// The files with these operations.
    package init(
        create: @escaping @Sendable (String) throws -> Bool, age: @escaping @Sendable (String) -> TimeInterval?,
        renew: @escaping @Sendable (String) -> Bool, remove: @escaping @Sendable (String) -> Void
    ) {
        self.create = create
        self.age = age
        self.renew = renew
        self.remove = remove
    }

    /// The suffix of the lock a writer takes, beside a stale lock, to take it over.
    package static let takeoverSuffix = ".takeover"

    /// Takes `lock`: true when this writer now holds it (created, or a lock older than
    /// `staleAfter` taken over), false when another writer holds it or is taking it over
    /// (ask again later). Throws when the lock cannot be created at all.
    ///
    /// A takeover lock itself older than `staleAfter` was left by a writer stopped in the
    /// microseconds between taking and giving it back; it is removed so that the next attempt
    /// can take the stale lock over.
    package func take(_ lock: String, staleAfter: TimeInterval) throws -> Bool {
        if try create(lock) { return true }
        guard let age = age(lock), age > staleAfter else { return false }
        let takeover = lock + Self.takeoverSuffix
        guard try create(takeover) else {
            if let stuck = self.age(takeover), stuck > staleAfter { remove(takeover) }
            return false
        }
        defer { remove(takeover) }
        // Under the takeover lock: still the stale lock, or taken over (renewed) or given back
        // (gone: the next attempt creates it) by another writer since it was seen.
        guard let again = self.age(lock), again > staleAfter else { return false }
        return renew(lock)
    }

    /// The real file system: `open(2)` with `O_CREAT | O_EXCL`, the modification date
    /// through `FileManager`.
    package static let disk = LockFiles(
        create: { path in
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if fd >= 0 {
                close(fd)
                return true
            }
            let code = errno
            if code == EEXIST { return false }
            throw LockError(code: code)
        },
        age: { path in
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
            return Date().timeIntervalSince(modified)
        },
        renew: { path in
            (try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)) != nil
        },
        remove: { try? FileManager.default.removeItem(atPath: $0) })

    /// Why a lock could not be created: the system's words for `errno`.
    package struct LockError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value.
        package var code: Int32

        /// The error for `errno` value `code`.
        package init(code: Int32) { self.code = code }
        /// `Read-only file system`, `Permission denied`.
        package var description: String { String(cString: strerror(code)) }
    }
}
