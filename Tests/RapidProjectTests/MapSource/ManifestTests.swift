import RapidVerify
import RapidProject
import Testing
import RapidMapTestSupport

/// ``Manifest``: the one rapidmap.json loader of rapidgen and RapidTesting.
@Suite("Map configuration loader")
struct ManifestTests {
    static let json = Array(
        """
        {"maps": [
          {"recording": "Recordings/Login.json", "screen": "LoginScreen", "output": "Maps/Login.swift", "mode": "ordered"},
          {"recording": "../outside.json", "screen": "Escape", "output": "../../etc/x.swift"}
        ]}
        """.utf8)

    @Test("discovery walks up from a folder to the nearest rapidmap.json, and finds nothing past the root")
    func discovery() {
        let files: Set<String> = ["/work/app/rapidmap.json", "/work/rapidmap.json", "/work/app/Package.swift"]
        #expect(Manifest.discover(from: "/work/app/Tests/AppTests", exists: files.contains) == "/work/app/rapidmap.json")
        #expect(Manifest.discover(from: "/work/other/./x/..", exists: files.contains) == "/work/rapidmap.json")
        #expect(Manifest.discover(from: "/elsewhere", exists: files.contains) == nil)
        #expect(Manifest.nearestDirectory(from: "/work/app/Sources", containing: ["Package.swift"], exists: files.contains) == "/work/app")
        #expect(Manifest.discover(from: "/", exists: { $0 == "/rapidmap.json" }) == "/rapidmap.json")
    }

    @Test("an entry resolves against the configuration's folder; its output may not leave it")
    func resolution() throws {
        let configuration = try Manifest(path: "/work/app/rapidmap.json", bytes: Self.json, shownPath: "rapidmap.json")
        let login = try #require(configuration.entry(forScreen: "LoginScreen"))
        let map = try configuration.resolve(login).get()
        #expect(map.recordingPath == "/work/app/Recordings/Login.json")
        #expect(map.outputPath == "/work/app/Maps/Login.swift")
        #expect(map.options.recordingPath == "Recordings/Login.json")
        #expect(map.options.command == "swift run rapidgen")
        #expect(map.options.mode == .ordered)
        let escape = try #require(configuration.entry(forScreen: "Escape"))
        guard case .failure(let error) = configuration.resolve(escape) else {
            Issue.record("an output outside the folder was accepted"); return
        }
        #expect(error.message.contains("leaves the directory /work/app"))
        #expect(configuration.entry(forScreen: "Nope") == nil)
    }

    @Test("a configuration with another name is regenerated with --manifest")
    func otherName() throws {
        let configuration = try Manifest(path: "/work/app/maps config.json", bytes: Self.json, shownPath: nil)
        #expect(configuration.regenerateCommand == "swift run rapidgen --manifest 'maps config.json'")
    }

    @Test("a broken configuration is an error naming the shown path")
    func broken() {
        #expect(throws: MapFileError.self) {
            try Manifest(path: "/a/rapidmap.json", bytes: Array("{\"maps\": [".utf8), shownPath: "rapidmap.json")
        }
    }
}
