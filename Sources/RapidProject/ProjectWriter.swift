import Foundation
import RapidVerify

/// The one writer of a team's project, used by a test recording into the project
/// (RapidTesting's `ProjectRecorder`) and by `rapidgen accept` alike, so both write with the
/// same locks and the same refusals: every path must stay inside the project, symbolic links
/// resolved (``ProjectSearch/leavingProject(_:root:)``); each file is locked
/// (`<path>.rapidmap-lock`, taken in a fixed order) while it is read and written, so two
/// writers at once never lose an update (the second is refused and told to run again); every
/// write is atomic. Pure over the file operations it is given.
package struct ProjectWriter {
    /// A file's bytes, or nil when it does not exist or cannot be read.
    package var read: (String) -> [UInt8]?
    /// Writes a file atomically (readers see the old or the new bytes), creating its folder.
    package var write: ([UInt8], String) throws -> Void
    /// Creates `path` only when nothing is there (an exclusive create): a lock; false when
    /// another writer holds it. ``createLockFile(_:)`` on a real disk.
    package var createExclusively: (String) -> Bool
    /// Removes a file; nothing when it is not there.
    package var remove: (String) -> Void
    /// The project search through the same files (its `resolve` decides what leaves the project).
    package var search: ProjectSearch

    /// A writer through these file operations.
    package init(
        read: @escaping (String) -> [UInt8]?, write: @escaping ([UInt8], String) throws -> Void,
        createExclusively: @escaping (String) -> Bool, remove: @escaping (String) -> Void, search: ProjectSearch
    ) {
        self.read = read
        self.write = write
        self.createExclusively = createExclusively
        self.remove = remove
        self.search = search
    }

    /// What a write into the project did.
    package enum Outcome: Sendable, Hashable {
        /// The files changed, relative to the project's folder, with what changed in each.
        case written(root: String, changes: [String])
        /// Nothing was written, and why.
        case refused(String)
    }

    /// One file to write: its path, its new bytes and what changed, in a person's words.
    package struct Change: Sendable, Hashable {
        /// The file's absolute path.
        package var path: String
        /// Its new bytes.
        package var bytes: [UInt8]
        /// What changed (`new recording`, `map of LoginScreen`).
        package var change: String

        /// A change of `path` to `bytes`, described as `change`.
        package init(_ path: String, _ bytes: [UInt8], _ change: String) {
            self.path = path
            self.bytes = bytes
            self.change = change
        }
    }

    /// The locks taken on files of the project, to give back with ``unlock(_:)``.
    package struct Locks: Sendable, Hashable {
        /// The lock files, in the order taken.
        package var files: [String]
    }

    /// The suffix of a file's lock, beside it.
    package static let lockSuffix = ".rapidmap-lock"

    /// How old a lock may be before it counts as left behind by a writer that was stopped
    /// (Xcode's stop button, a crash): a recording reads and writes a few files, in
    /// milliseconds; a minute is far beyond any real one.
    package static let staleLockAge: TimeInterval = 60

    /// Takes the lock of each of `paths` (in project `root`), in a fixed order, after checking
    /// that every one stays in the project: the locks, or the refusal saying which path leaves
    /// the project or which file another writer holds (then no lock is left taken).
    package func lock(_ paths: [String], root: String) -> Result<Locks, Refusal> {
        if let why = search.leavingProject(paths, root: root) { return .failure(Refusal(message: why)) }
        var taken = Locks(files: [])
        for path in Set(paths).sorted() {
            let lock = path + Self.lockSuffix
            guard createExclusively(lock) else {
                unlock(taken)
                return .failure(
                    Refusal(message: "\(MapOutputPath.relative(path, to: root)) is being recorded by another test or rapidgen; run again"))
            }
            taken.files.append(lock)
        }
        return .success(taken)
    }

    /// Gives back locks ``lock(_:root:)`` took.
    package func unlock(_ locks: Locks) {
        for lock in locks.files { remove(lock) }
    }

    /// Why a write into the project was refused, in a person's words.
    package struct Refusal: Error, Sendable, Hashable {
        /// The reason, naming the file.
        package var message: String
    }

    /// Writes each change atomically, in order, under locks the caller holds (the caller
    /// leaves out files whose bytes stay the same): the files changed, relative to `root`, with
    /// what changed in each, or the refusal naming the file that could not be written (the
    /// earlier ones are written; running again completes it).
    package func commit(_ changes: [Change], root: String) -> Outcome {
        for change in changes {
            do {
                try write(change.bytes, change.path)
            } catch {
                return .refused("could not write \(MapOutputPath.relative(change.path, to: root)): \(error.localizedDescription)")
            }
        }
        return .written(root: root, changes: changes.map { "\(MapOutputPath.relative($0.path, to: root)) (\($0.change))" })
    }

    /// Records one file into the project at `root` as a test's reference (a recording, an
    /// experience): `path` must stay in the project, is locked while it is read and written,
    /// and is written atomically. `compared` is what the caller compared with (nil: there was
    /// no file): a file that holds something else once locked was written by another writer
    /// meanwhile, and is left to it. The same bytes again change nothing.
    package func record(_ bytes: [UInt8], at path: String, compared: [UInt8]?, change: String, root: String) -> Outcome {
        let locks: Locks
        switch lock([path], root: root) {
        case .failure(let refusal): return .refused(refusal.message)
        case .success(let taken): locks = taken
        }
        defer { unlock(locks) }
        let current = read(path)
        guard current == compared else {
            return .refused("\(MapOutputPath.relative(path, to: root)) was recorded by another test while this one compared it; run again")
        }
        if current == bytes { return .written(root: root, changes: []) }
        return commit([Change(path, bytes, change)], root: root)
    }

    /// Creates a lock file on the real disk, only when nothing is there (`O_CREAT | O_EXCL`),
    /// creating its folder first: a lock older than ``staleLockAge`` was left by a stopped
    /// writer and is taken over, once. False when another writer holds it.
    package static func createLockFile(_ path: String) -> Bool {
        // The folder first: a recording's `Recordings/` may not exist yet.
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for attempt in 0..<2 {
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if fd >= 0 {
                close(fd)
                return true
            }
            guard attempt == 0, errno == EEXIST,
                let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                Date().timeIntervalSince(modified) > staleLockAge
            else { return false }
            try? FileManager.default.removeItem(atPath: path)
        }
        return false
    }
}
