import Foundation
@testable import RapidProject
import RapidMapTestSupport
import Testing

/// Taking over a lock left by a stopped writer: of any number of writers at once, exactly
/// one wins. In memory, a second writer runs its whole attempt between any two operations of
/// the first; on the disk, threads race for one stale lock (the race is the file system's).
@Suite("a stale lock is taken over by exactly one writer")
struct LockFilesTests {
    /// Files in memory with their modification times on a clock the test sets; `between`
    /// runs before each operation, once (another writer's whole attempt).
    final class Memory: @unchecked Sendable {
        var modified: [String: TimeInterval] = [:]
        var now: TimeInterval = 1_000
        var operations = 0
        var between: [Int: () -> Void] = [:]

        func step() {
            operations += 1
            between.removeValue(forKey: operations)?()
        }

        var files: LockFiles {
            LockFiles(
                create: { path in
                    self.step()
                    guard self.modified[path] == nil else { return false }
                    self.modified[path] = self.now
                    return true
                },
                age: { path in
                    self.step()
                    return self.modified[path].map { self.now - $0 }
                },
                renew: { path in
                    self.step()
                    guard self.modified[path] != nil else { return false }
                    self.modified[path] = self.now
                    return true
                },
                remove: { path in
                    self.step()
                    self.modified[path] = nil
                })
        }
    }

    static let lock = "/p/rapidmap.json.rapidmap-lock"
    static let stale: TimeInterval = 60

    @Test("a free lock is created; a fresh one is another writer's; a stale one is renewed, not removed")
    func alone() throws {
        let memory = Memory()
        #expect(try memory.files.take(Self.lock, staleAfter: Self.stale))
        #expect(try !memory.files.take(Self.lock, staleAfter: Self.stale))
        memory.now += Self.stale + 1
        #expect(try memory.files.take(Self.lock, staleAfter: Self.stale))
        #expect(memory.modified == [Self.lock: memory.now], "renewed in place; the takeover lock given back")
        #expect(try !memory.files.take(Self.lock, staleAfter: Self.stale))
    }

    @Test("two writers at a stale lock, the second running between any two steps of the first: exactly one wins")
    func everyInterleavingHasOneWinner() throws {
        // The first writer's steps alone: create, age, create takeover, age, renew, remove.
        for point in 1...6 {
            let memory = Memory()
            memory.modified[Self.lock] = memory.now - Self.stale - 1
            var second: Bool?
            memory.between[point] = {
                second = try? memory.files.take(Self.lock, staleAfter: Self.stale)
            }
            let first = try memory.files.take(Self.lock, staleAfter: Self.stale)
            let winners = [first, try #require(second as Bool?, "the second writer ran at step \(point)")].filter { $0 }.count
            #expect(winners == 1, "step \(point): first \(first), second \(String(describing: second))")
            #expect(memory.modified[Self.lock] == memory.now, "step \(point): the lock is held, fresh")
            #expect(memory.modified[Self.lock + LockFiles.takeoverSuffix] == nil, "step \(point): the takeover lock is given back")
        }
    }

    @Test("a takeover lock left by a writer stopped inside a takeover is cleared once stale, and the lock then taken over")
    func stuckTakeover() throws {
        let memory = Memory()
        memory.modified[Self.lock] = memory.now - Self.stale - 1
        memory.modified[Self.lock + LockFiles.takeoverSuffix] = memory.now - 1
        #expect(try !memory.files.take(Self.lock, staleAfter: Self.stale), "a takeover under way is left to its writer")
        #expect(memory.modified[Self.lock + LockFiles.takeoverSuffix] != nil)
        memory.now += Self.stale
        #expect(try !memory.files.take(Self.lock, staleAfter: Self.stale))
        #expect(memory.modified[Self.lock + LockFiles.takeoverSuffix] == nil)
        #expect(try memory.files.take(Self.lock, staleAfter: Self.stale))
    }

    @Test("a test run again right after one was stopped waits for the lock it left and takes it over, within the wait")
    func stoppedWriterTakenOverWithinTheWait() throws {
        let memory = Memory()
        memory.modified[Self.lock] = memory.now - 1  // left a second ago by a stopped test
        let files = memory.files
        var waited: TimeInterval = 0
        let writer = ProjectWriter(
            read: { _ in nil }, write: { _, _ in }, createExclusively: { try files.take($0, staleAfter: ProjectWriter.staleLockAge) },
            remove: { _ in },
            search: ProjectSearch(read: { _ in nil }, list: { _ in [] }, isDirectory: { _ in false }, resolve: { $0 }),
            pause: { seconds in
                waited += seconds
                memory.now += seconds
            })
        let locks = try writer.lock(["/p/rapidmap.json"], root: "/p").get()
        #expect(locks.files == [Self.lock])
        #expect(waited > ProjectWriter.staleLockAge - 1 && waited < ProjectWriter.lockWait)
        #expect(memory.modified[Self.lock] == memory.now, "renewed: this writer's now")
    }

    @Test("a lock that cannot be created says why")
    func unwritable() {
        let files = LockFiles(create: { _ in throw LockFiles.LockError(code: EROFS) }, age: { _ in nil }, renew: { _ in false }, remove: { _ in })
        #expect(throws: LockFiles.LockError(code: EROFS)) { try files.take(Self.lock, staleAfter: Self.stale) }
        #expect(LockFiles.LockError(code: EROFS).description == "Read-only file system")
    }

    @Test("on the disk, eight threads at one stale lock: exactly one wins, every round")
    func threadsOnDisk() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = folder.appendingPathComponent("rapidmap.json.rapidmap-lock").path
        for round in 0..<20 {
            _ = FileManager.default.createFile(atPath: lock, contents: nil)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -(ProjectWriter.staleLockAge + 5))], ofItemAtPath: lock)
            let wins = Wins()
            let start = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            for _ in 0..<8 {
                group.enter()
                Thread.detachNewThread {
                    start.wait()
                    if (try? ProjectWriter.createLockFile(lock)) == true { wins.add() }
                    group.leave()
                }
            }
            for _ in 0..<8 { start.signal() }
            group.wait()
            #expect(wins.count == 1, "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: lock + LockFiles.takeoverSuffix))
            try FileManager.default.removeItem(atPath: lock)
        }
    }

    /// The stale lock `.ci/day-one.sh` has two processes of this test bundle race for, and
    /// the time (milliseconds since 1970) at which both take it.
    static let raceLock = "RAPIDMAP_LOCK_RACE"
    static let raceAt = "RAPIDMAP_LOCK_RACE_AT"

    @Test("a process takes over a stale lock and leaves a mark saying whether it won (day-one.sh races two of them)")
    func processTakesOver() throws {
        let environment = ProcessInfo.processInfo.environment
        let lock: String
        if let raced = environment[Self.raceLock] {
            lock = raced
        } else {
            let folder = temporaryFolder()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            lock = folder.appendingPathComponent("rapidmap.json.rapidmap-lock").path
            _ = FileManager.default.createFile(atPath: lock, contents: nil)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -(ProjectWriter.staleLockAge + 5))], ofItemAtPath: lock)
        }
        if let at = environment[Self.raceAt].flatMap(Double.init) {
            // Both processes start their attempt at the same moment, not when each launched.
            let wait = at / 1000 - Date().timeIntervalSince1970
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        }
        let won = try ProjectWriter.createLockFile(lock)
        _ = FileManager.default.createFile(atPath: lock + (won ? ".won-" : ".lost-") + "\(getpid())", contents: nil)
        if environment[Self.raceLock] == nil {
            #expect(won, "alone, a process takes the stale lock over")
            #expect(try !ProjectWriter.createLockFile(lock), "and holds it")
        }
    }

    final class Wins: @unchecked Sendable {
        private let lock = NSLock()
        private var _count = 0
        var count: Int { lock.withLock { _count } }
        func add() { lock.withLock { _count += 1 } }
    }
}
