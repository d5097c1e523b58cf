import Foundation
import RapidVerify

/// The one writer of a team's project, used by a test recording into the project
/// (RapidTesting's `ProjectRecorder`) and by `rapidgen accept` alike, so both write with the
/// same locks and the same refusals: every path must stay inside the project, symbolic links
/// resolved (``ProjectSearch/leavingProject(_:root:)``); each file is locked
/// (`<path>.rapidmap-lock`, taken in a fixed order) while it is read and written, so two
/// writers at once never lose an update: a writer that finds a file taken waits for it
/// (at most ``lockWait``), then reads it under the lock and adds its part; every write is
/// atomic. A file that cannot be written is reported as what failed, the path and the
/// system's error (``Outcome/unwritable(_:)``), never as another writer's. Pure over the file
/// operations it is given.
package struct ProjectWriter {
    /// A file's bytes, or nil when it does not exist or cannot be read.
    package var read: (String) -> [UInt8]?
    /// Writes a file atomically (readers see the old or the new bytes), creating its folder.
    package var write: ([UInt8], String) throws -> Void
    /// Creates `path` only when nothing is there (an exclusive create): a lock; false when
    /// another writer holds it; throws when it cannot be created (a read-only checkout, a
    /// sandbox). ``createLockFile(_:)`` on a real disk.
    package var createExclusively: (String) throws -> Bool
    /// Removes a file; nothing when it is not there.
    package var remove: (String) -> Void
    /// The project search through the same files (its `resolve` decides what leaves the project).
    package var search: ProjectSearch
    /// Waits this many seconds before asking for a taken lock again (``sleep(_:)`` for real).
    package var pause: (TimeInterval) -> Void

    /// A writer through these file operations.
    package init(
        read: @escaping (String) -> [UInt8]?, write: @escaping ([UInt8], String) throws -> Void,
        createExclusively: @escaping (String) throws -> Bool, remove: @escaping (String) -> Void, search: ProjectSearch,
        pause: @escaping (TimeInterval) -> Void = ProjectWriter.sleep
    ) {
        self.read = read
        self.write = write
        self.createExclusively = createExclusively
        self.remove = remove
        self.search = search
        self.pause = pause
    }

    /// The real pause: the calling thread sleeps. A writer holds its locks only inside one
    /// synchronous call, so a test waiting on a thread of the pool never waits for a task
    /// that cannot run.
    package static func sleep(_ seconds: TimeInterval) { Thread.sleep(forTimeInterval: seconds) }

    /// What a write into the project did.
    package enum Outcome: Sendable, Hashable {
        /// The files changed, relative to the project's folder, with what changed in each.
        case written(root: String, changes: [String])
        /// Nothing was written, and why, with the one next step.
        case refused(String)
        /// The project could not be written here (a read-only checkout, a sandboxed host
        /// app): the path relative to the project and the system's error. The caller falls
        /// back to the artifacts folder.
        case unwritable(String)
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
    /// (Xcode's stop button, a crash): a writer holds a lock while it reads and writes a few
    /// files, in milliseconds, and renews nothing; ten seconds is a thousand times that, even
    /// on a loaded CI machine. Shorter than ``lockWait``, so a test run again right after one
    /// was stopped waits for the lock it left and takes it over, rather than refusing.
    package static let staleLockAge: TimeInterval = 10

    /// How long a writer waits for a file another writer holds before it refuses. A writer
    /// holds its locks for the milliseconds it takes to read and write three files, but on a
    /// first run every screen records at once (Swift Testing runs a process's tests in
    /// parallel, `swift test --parallel` and Xcode's parallel clones add processes), all of
    /// them into one `rapidmap.json`: tens of writers queue for it, a few milliseconds each,
    /// seconds at worst on a loaded CI machine. Thirty seconds is ten times that, and three
    /// times ``staleLockAge``: a lock left by a stopped writer is taken over within the wait,
    /// and one still taken after it is a queue no run should wait longer for.
    package static let lockWait: TimeInterval = 30

    /// The first pause between two attempts at a taken lock, doubled after each up to
    /// ``lockPollLongest``: a lock held for milliseconds is taken within a millisecond or two
    /// of its release.
    package static let lockPollFirst: TimeInterval = 0.002

    /// The longest pause between two attempts: a writer queued behind tens of others asks
    /// twenty times a second, cheap for the file system, and loses at most 50 ms.
    package static let lockPollLongest: TimeInterval = 0.05

    /// What an attempt at one lock ended with.
    enum LockAttempt: Equatable {
        case taken
        /// Still held after ``lockWait``.
        case held
        /// The lock could not be created, and why.
        case failed(String)
    }

    /// Takes `lock`, waiting for it while another writer holds it: at most ``lockWait``
    /// seconds of ``pause``, each pause twice the last, from ``lockPollFirst`` up to
    /// ``lockPollLongest``.
    func take(_ lock: String) -> LockAttempt {
        var waited: TimeInterval = 0
        var interval = Self.lockPollFirst
        while true {
            do {
                if try createExclusively(lock) { return .taken }
            } catch {
                return .failed(Self.describe(error))
            }
            guard waited < Self.lockWait else { return .held }
            pause(interval)
            waited += interval
            interval = min(interval * 2, Self.lockPollLongest)
        }
    }

    /// Takes the lock of each of `paths` (in project `root`), in a fixed order (so two
    /// writers waiting for each other's files never wait forever), after checking that every
    /// one stays in the project: the locks, or the refusal saying which path leaves the
    /// project, which file another writer still holds after ``lockWait``, or which cannot be
    /// written here (then no lock is left taken).
    package func lock(_ paths: [String], root: String) -> Result<Locks, Refusal> {
        if let why = search.leavingProject(paths, root: root) { return .failure(Refusal(message: why)) }
        let shown = { (path: String) in MapOutputPath.relative(path, to: root) }
        var taken = Locks(files: [])
        for path in Set(paths).sorted() {
            let lock = path + Self.lockSuffix
            switch take(lock) {
            case .taken:
                taken.files.append(lock)
            case .held:
                unlock(taken)
                return .failure(
                    Refusal(
                        message:
                            "\(shown(path)) is still being recorded by another test or rapidgen after \(Int(Self.lockWait)) s; run again"
                    ))
            case .failed(let why):
                unlock(taken)
                return .failure(Refusal(message: "could not write \(shown(path)): its lock \(shown(lock)) could not be created: \(why)", unwritable: true))
            }
        }
        return .success(taken)
    }

    /// Gives back locks ``lock(_:root:)`` took.
    package func unlock(_ locks: Locks) {
        for lock in locks.files { remove(lock) }
    }

    /// Why a write into the project was refused, in a person's words.
    package struct Refusal: Error, Sendable, Hashable {
        /// The reason, naming the file, with the one next step.
        package var message: String
        /// Whether the project cannot be written here at all (a read-only checkout, a
        /// sandbox): the caller falls back to the artifacts folder.
        package var unwritable = false

        /// What a write refused this way did.
        package var outcome: Outcome { unwritable ? .unwritable(message) : .refused(message) }
    }

    /// An error in the system's words: a Foundation error's underlying POSIX error
    /// (`Read-only file system`) rather than its generic sentence.
    package static func describe(_ error: any Error) -> String {
        if let lock = error as? LockFiles.LockError { return lock.description }
        if let posix = error as? POSIXError { return LockFiles.LockError(code: posix.code.rawValue).description }
        var error = error as NSError
        while let underlying = error.userInfo[NSUnderlyingErrorKey] {
            if let posix = underlying as? POSIXError { return LockFiles.LockError(code: posix.code.rawValue).description }
            guard let next = underlying as? NSError else { break }
            error = next
        }
        let generic = "The operation could not be completed. "
        let text = error.localizedDescription
        return text.hasPrefix(generic) ? String(text.dropFirst(generic.count)) : text
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
                return .unwritable("could not write \(MapOutputPath.relative(change.path, to: root)): \(Self.describe(error))")
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
        case .failure(let refusal): return refusal.outcome
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

    /// Whether a committed recording's `bytes` hold `tree` already, whatever their layout
    /// (another writer's key order or indentation, a hand-formatted file): read back and
    /// written again, they give what `tree` gives. Such a recording is left byte for byte;
    /// false when there are no bytes or they do not read as native JSON.
    package static func recording(_ bytes: [UInt8]?, holds tree: AccessibilityTree) -> Bool {
        guard let bytes, let committed = try? AccessibilityTree(reading: Data(bytes), format: .nativeJSON) else { return false }
        return committed == tree || NativeJSONWriter.write(committed, pretty: true) == NativeJSONWriter.write(tree, pretty: true)
    }

    /// Creates a lock file on the real disk, only when nothing is there, creating its folder
    /// first: a lock older than ``staleLockAge`` was left by a stopped writer and is taken
    /// over, by exactly one writer however many try at once (``LockFiles/take(_:staleAfter:)``).
    /// False when another writer holds it; throws when it cannot be created here.
    package static func createLockFile(_ path: String) throws -> Bool {
        // The folder first: a recording's `Recordings/` may not exist yet.
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return try LockFiles.disk.take(path, staleAfter: staleLockAge)
    }
}
