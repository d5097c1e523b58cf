import Foundation
import RapidProject
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// Collects what an ``FailureSink`` would send, for tests.
final class CapturedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [(FailureSink.Destination, String)] = []

    var entries: [(FailureSink.Destination, String)] {
        lock.lock(); defer { lock.unlock() }
        return _entries
    }
    var destinations: [FailureSink.Destination] { entries.map(\.0) }
    func messages(to destination: FailureSink.Destination) -> [String] { entries.filter { $0.0 == destination }.map(\.1) }

    private func add(_ d: FailureSink.Destination, _ text: String) {
        lock.lock(); _entries.append((d, text)); lock.unlock()
    }

    /// A sink that captures everything; whether a framework is running is asked of the
    /// closures given (by default the real Swift Testing state, and no XCTest).
    func sink(
        swiftTesting: @escaping @Sendable () -> Bool = { Test.current != nil },
        xcTest: @escaping @Sendable () -> Bool = { false },
        xcTestRecords: Bool = false
    ) -> FailureSink {
        FailureSink(
            swiftTestingTestIsRunning: swiftTesting, xcTestTestIsRunning: xcTest,
            recordSwiftTestingIssue: { m, _ in self.add(.swiftTesting, m) },
            failXCTestTest: { m, _ in
                self.add(.xcTest, m); return xcTestRecords
            },
            writeToStandardError: { self.add(.standardError, $0) })
    }
}

/// Settings that never record and never colour, with artifacts in `folder`.
func quietEnvironment(_ mode: RecordMode = .never, folder: URL = temporaryFolder()) -> TestEnvironment {
    TestEnvironment(recordMode: mode, artifactsDirectory: folder, colour: false)
}

let sampleSite = CallSite(
    fileID: "RapidTestingTests/LoginTests.swift", filePath: "/src/Tests/LoginTests.swift",
    line: 42, column: 9)

/// A file system in memory that logs every call made into it (reads, existence checks,
/// listings, writes, locks): what a failure touches, seen path by path (``TestFiles``).
final class FakeFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var contents: [String: [UInt8]]
    private var _calls: [String] = []
    private var _reads: [String] = []
    private var _existenceChecks: [String] = []
    private var _writes: [String] = []
    private let failingWrites: Bool
    private var links: [String: String] = [:]
    private var locks: Set<String> = []
    private var readOnlyFolder: String?
    private var readOnlyLocks = true
    private var _pauses: [TimeInterval] = []
    private var onPause: ((Int) -> Void)?

    /// The files there are, by absolute path; folders are the paths' ancestors.
    init(_ contents: [String: [UInt8]] = [:], failingWrites: Bool = false) {
        self.contents = contents
        self.failingWrites = failingWrites
    }

    /// Every call, in order, as `<what> <path>`: `read`, `exists`, `isDirectory`, `write`,
    /// `list`, `resolve`, `lock`, `unlock`, and `currentDirectory` (no path).
    var calls: [String] { lock.withLock { _calls } }
    /// The paths read, in order (a read of a missing file counts).
    var reads: [String] { lock.withLock { _reads } }
    /// The paths asked whether anything (or a folder) is there, in order.
    var existenceChecks: [String] { lock.withLock { _existenceChecks } }
    /// The paths written, in order.
    var writes: [String] { lock.withLock { _writes } }
    /// The pauses a writer made waiting for a lock, in seconds, in order.
    var pauses: [TimeInterval] { lock.withLock { _pauses } }
    /// A file's bytes as written or given.
    func file(_ path: String) -> [UInt8]? { lock.withLock { contents[path] } }

    /// The file system to inject.
    var files: TestFiles {
        TestFiles(
            read: { path in
                self.lock.withLock {
                    self.log("read", path)
                    self._reads.append(path)
                    return self.contents[path]
                }
            },
            exists: { path in
                self.lock.withLock {
                    self.log("exists", path)
                    self._existenceChecks.append(path)
                    return self.contents[path] != nil || self.isFolder(path)
                }
            },
            isDirectory: { path in
                self.lock.withLock {
                    self.log("isDirectory", path)
                    self._existenceChecks.append(path)
                    return self.isFolder(path)
                }
            },
            write: { bytes, path in
                let readOnly = self.lock.withLock {
                    self.log("write", path)
                    return self.isReadOnly(path)
                }
                if self.failingWrites { throw CocoaError(.fileWriteNoPermission) }
                if readOnly { throw CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSUnderlyingErrorKey: POSIXError(.EROFS)]) }
                self.lock.withLock {
                    self._writes.append(path); self.contents[path] = bytes
                }
            },
            currentDirectory: {
                self.lock.withLock { self.log("currentDirectory", nil) }; return "/"
            },
            list: { folder in
                self.lock.withLock {
                    self.log("list", folder)
                    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                    let names = self.contents.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
                    return names.isEmpty && !self.isFolder(folder) ? nil : Array(Set(names)).sorted()
                }
            },
            resolve: { path in
                self.lock.withLock {
                    self.log("resolve", path)
                    var resolved = path
                    for (link, target) in self.links where resolved == link || resolved.hasPrefix(link + "/") {
                        resolved = target + resolved.dropFirst(link.count)
                    }
                    return resolved
                }
            },
            createExclusively: { path in
                try self.lock.withLock {
                    self.log("lock", path)
                    if self.readOnlyLocks, self.isReadOnly(path) { throw LockFiles.LockError(code: EROFS) }
                    if self.locks.contains(path) { return false }
                    self.locks.insert(path)
                    return true
                }
            },
            remove: { path in
                self.lock.withLock {
                    self.log("unlock", path)
                    _ = self.locks.remove(path)
                }
            },
            pause: { seconds in
                let (count, hook) = self.lock.withLock {
                    self._pauses.append(seconds)
                    return (self._pauses.count, self.onPause)
                }
                hook?(count)
            })
    }

    /// Every file below `folder` can no longer be written (a read-only checkout, a sandbox):
    /// writes there fail with `EROFS`, and lock creations too unless `locks` is false.
    func makeReadOnly(_ folder: String, locks: Bool = true) {
        lock.withLock {
            readOnlyFolder = folder
            readOnlyLocks = locks
        }
    }

    /// Runs `body` on each pause a waiting writer makes (instead of sleeping), with the count
    /// of pauses so far: another writer finishing while this one waits.
    func whilePausing(_ body: @escaping (Int) -> Void) { lock.withLock { onPause = body } }

    /// Gives back a lock another test held.
    func releaseLock(_ path: String) { _ = lock.withLock { locks.remove(path) } }

    /// Writes a file as another writer would, outside the calls logged.
    func put(_ bytes: [UInt8], at path: String) { lock.withLock { contents[path] = bytes } }

    private func isReadOnly(_ path: String) -> Bool {
        guard let readOnlyFolder else { return false }
        return path.hasPrefix(readOnlyFolder.hasSuffix("/") ? readOnlyFolder : readOnlyFolder + "/")
    }

    /// Logs a call; the caller holds the lock.
    private func log(_ what: String, _ path: String?) { _calls.append(path.map { "\(what) \($0)" } ?? what) }

    /// Symbolic links: a path below `link` resolves below `target`.
    func link(_ link: String, to target: String) { lock.withLock { links[link] = target } }
    /// Takes the lock another test would hold on `path`.
    func holdLock(_ path: String) { _ = lock.withLock { locks.insert(path) } }
    /// The locks held now.
    var heldLocks: Set<String> { lock.withLock { locks } }

    private func isFolder(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return contents.keys.contains { $0.hasPrefix(prefix) }
    }
}

extension FakeFiles {
    /// A verification harness in record mode `mode` on these files, its artifacts folder
    /// `/artifacts`, failing into `issues` as Swift Testing.
    func harness(_ mode: RecordMode, issues: CapturedFailures) -> VerificationHarness {
        VerificationHarness(
            environment: quietEnvironment(mode, folder: URL(fileURLWithPath: "/artifacts")),
            sink: issues.sink(swiftTesting: { true }), files: files)
    }
}
