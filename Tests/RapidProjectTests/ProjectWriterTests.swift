import Foundation
@testable import RapidProject
import RapidMapTestSupport
import RapidVerify
import Testing

/// The one writer of a project, as a test recording into the project and `rapidgen accept`
/// both use it: the same locks, the same refusals, atomic writes, on files kept in memory.
@Suite("The project writer")
struct ProjectWriterTests {
    /// Files in memory, logging each call the writer makes.
    final class Memory: @unchecked Sendable {
        var files: [String: [UInt8]] = [:]
        var log: [String] = []
        var failingWrite: String?
        var pauses: [TimeInterval] = []

        var writer: ProjectWriter {
            let search = ProjectSearch(
                read: { self.files[$0] }, list: { _ in [] }, isDirectory: { _ in false },
                resolve: { $0.hasPrefix("/link/") ? "/elsewhere/" + $0.dropFirst("/link/".count) : $0 })
            return ProjectWriter(
                read: { path in
                    self.log.append("read \(path)")
                    return self.files[path]
                },
                write: { bytes, path in
                    if path == self.failingWrite { throw CocoaError(.fileWriteNoPermission) }
                    self.log.append("write \(path)")
                    self.files[path] = bytes
                },
                createExclusively: { path in
                    guard self.files[path] == nil else { return false }
                    self.log.append("lock \(path)")
                    self.files[path] = []
                    return true
                },
                remove: { path in
                    self.log.append("unlock \(path)")
                    self.files[path] = nil
                },
                search: search, pause: { self.pauses.append($0) })
        }
    }

    @Test("locks are taken in path order and given back; a held lock refuses and leaves none taken")
    func locks() throws {
        let memory = Memory()
        let writer = memory.writer
        let locks = try writer.lock(["/p/b.swift", "/p/a.json", "/p/b.swift"], root: "/p").get()
        #expect(locks.files == ["/p/a.json.rapidmap-lock", "/p/b.swift.rapidmap-lock"])
        #expect(
            throws: ProjectWriter.Refusal(
                message:
                    "b.swift is still being recorded by another test or rapidgen after 30 s; run again"
            )
        ) {
            try writer.lock(["/p/a2.json", "/p/b.swift"], root: "/p").get()
        }
        #expect(memory.files["/p/a2.json.rapidmap-lock"] == nil)
        #expect(memory.pauses.prefix(6) == [0.002, 0.004, 0.008, 0.016, 0.032, 0.05])
        #expect(memory.pauses.reduce(0, +) >= ProjectWriter.lockWait && memory.pauses.reduce(0, +) < ProjectWriter.lockWait + 0.1)
        writer.unlock(locks)
        #expect(memory.files.isEmpty)
    }

    @Test("a path resolving outside the project is refused before any lock")
    func leavingTheProject() {
        let memory = Memory()
        let result = memory.writer.lock(["/link/Map.swift"], root: "/link")
        guard case .failure(let refusal) = result else {
            Issue.record("not refused: \(result)")
            return
        }
        #expect(refusal.message.contains("outside the project"))
        #expect(memory.log.isEmpty)
    }

    @Test("commit writes each change in order and lists them relative to the project")
    func commitWrites() {
        let memory = Memory()
        let outcome = memory.writer.commit(
            [ProjectWriter.Change("/p/R/a.json", [1], "new recording"), ProjectWriter.Change("/p/Map.swift", [2], "map of A")], root: "/p")
        #expect(outcome == .written(root: "/p", changes: ["R/a.json (new recording)", "Map.swift (map of A)"]))
        #expect(memory.log == ["write /p/R/a.json", "write /p/Map.swift"])
    }

    @Test("a failed write is reported as unwritable by name, after the earlier writes")
    func commitFailure() {
        let memory = Memory()
        memory.failingWrite = "/p/rapidmap.json"
        let outcome = memory.writer.commit(
            [ProjectWriter.Change("/p/Map.swift", [2], "map of A"), ProjectWriter.Change("/p/rapidmap.json", [3], "entry added")], root: "/p")
        guard case .unwritable(let why) = outcome else {
            Issue.record("not reported as unwritable: \(outcome)")
            return
        }
        #expect(why.hasPrefix("could not write rapidmap.json: "))
        #expect(memory.files["/p/Map.swift"] == [2])
    }

    @Test("recording a reference: written under its lock, unchanged bytes change nothing, another writer's file is left")
    func recordReference() {
        let memory = Memory()
        let writer = memory.writer
        #expect(writer.record([1], at: "/p/x.txt", compared: nil, change: "new", root: "/p") == .written(root: "/p", changes: ["x.txt (new)"]))
        #expect(writer.record([1], at: "/p/x.txt", compared: [1], change: "updated", root: "/p") == .written(root: "/p", changes: []))
        #expect(
            writer.record([2], at: "/p/x.txt", compared: [9], change: "updated", root: "/p")
                == .refused("x.txt was recorded by another test while this one compared it; run again"))
        #expect(memory.files == ["/p/x.txt": [1]])
    }

    @Test("a lock that cannot be created is reported as what failed, not as another writer's, and no lock is left")
    func lockCannotBeCreated() throws {
        let memory = Memory()
        var writer = memory.writer
        let create = writer.createExclusively
        writer.createExclusively = { path in
            if path.hasPrefix("/p/ro/") { throw LockFiles.LockError(code: EROFS) }
            return try create(path)
        }
        #expect(
            throws: ProjectWriter.Refusal(
                message: "could not write ro/b.json: its lock ro/b.json.rapidmap-lock could not be created: Read-only file system", unwritable: true)
        ) {
            try writer.lock(["/p/a.json", "/p/ro/b.json"], root: "/p").get()
        }
        #expect(memory.files.isEmpty)
        #expect(memory.pauses.isEmpty, "nothing to wait for")
    }

    @Test("a committed recording holds a tree whatever its layout; another tree or unreadable bytes do not")
    func recordingHoldsTree() {
        let tree = Trees.matching
        #expect(ProjectWriter.recording(Array(NativeJSONWriter.write(tree, pretty: false)), holds: tree))
        #expect(ProjectWriter.recording(Array(NativeJSONWriter.write(tree, pretty: true)), holds: tree))
        #expect(!ProjectWriter.recording(Array(NativeJSONWriter.write(Trees.missingSignIn, pretty: true)), holds: tree))
        #expect(!ProjectWriter.recording(nil, holds: tree))
        #expect(!ProjectWriter.recording(Array("not json".utf8), holds: tree))
    }
}
