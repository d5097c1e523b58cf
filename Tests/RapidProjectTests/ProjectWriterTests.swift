import Foundation
@testable import RapidProject
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
                search: search)
        }
    }

    @Test("locks are taken in path order and given back; a held lock refuses and leaves none taken")
    func locks() throws {
        let memory = Memory()
        let writer = memory.writer
        let locks = try writer.lock(["/p/b.swift", "/p/a.json", "/p/b.swift"], root: "/p").get()
        #expect(locks.files == ["/p/a.json.rapidmap-lock", "/p/b.swift.rapidmap-lock"])
        #expect(throws: ProjectWriter.Refusal(message: "b.swift is being recorded by another test or rapidgen; run again")) {
            try writer.lock(["/p/a2.json", "/p/b.swift"], root: "/p").get()
        }
        #expect(memory.files["/p/a2.json.rapidmap-lock"] == nil)
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

    @Test("a failed write is refused by name, after the earlier writes")
    func commitFailure() {
        let memory = Memory()
        memory.failingWrite = "/p/rapidmap.json"
        let outcome = memory.writer.commit(
            [ProjectWriter.Change("/p/Map.swift", [2], "map of A"), ProjectWriter.Change("/p/rapidmap.json", [3], "entry added")], root: "/p")
        guard case .refused(let why) = outcome else {
            Issue.record("not refused: \(outcome)")
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
}
