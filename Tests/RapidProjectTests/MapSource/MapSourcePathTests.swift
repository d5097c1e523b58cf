import RapidVerify
import RapidProject
import Testing

@Suite("Map output paths")
struct MapSourcePathTests {
    @Test(
        "a file name from a screen name never leaves its directory",
        arguments: ["../../x", "/etc/passwd", "..", ".", "a/b", "a\\b", "~", "..\\..\\x", "", "\u{0}x"])
    func fileNameStaysInside(_ screen: String) throws {
        let name = MapOutputPath.fileName(forScreen: screen)
        #expect(!name.contains("/"))
        #expect(!name.contains("\\"))
        #expect(!name.hasPrefix("."))
        #expect(name.hasSuffix(".swift"))
        let resolved = try MapOutputPath.resolve(name, inside: "/work/out").get()
        #expect(resolved.hasPrefix("/work/out/"))
        #expect(MapOutputPath.directory(of: resolved) == "/work/out")
    }

    @Test("paths that leave the directory are refused")
    func escapesAreRefused() {
        #expect(throws: MapFileError.self) { try MapOutputPath.resolve("../x.swift", inside: "/work/pkg").get() }
        #expect(throws: MapFileError.self) { try MapOutputPath.resolve("a/../../x.swift", inside: "/work/pkg").get() }
        #expect(throws: MapFileError.self) { try MapOutputPath.resolve("/tmp/x.swift", inside: "/work/pkg").get() }
        #expect(throws: MapFileError.self) { try MapOutputPath.resolve("../pkg2/x.swift", inside: "/work/pkg").get() }
        #expect((try? MapOutputPath.resolve("a/../b/./x.swift", inside: "/work/pkg").get()) == "/work/pkg/b/x.swift")
    }

    @Test("normalizing removes dots and empty components")
    func normalize() {
        #expect(MapOutputPath.normalize("/a//b/./c/../d/") == "/a/b/d")
        #expect(MapOutputPath.normalize("/../..") == "/")
    }

    @Test("relative paths use slashes and dot-dot")
    func relative() {
        #expect(MapOutputPath.relative("/p/ScreenMaps/Recordings/Login.json", to: "/p") == "ScreenMaps/Recordings/Login.json")
        #expect(MapOutputPath.relative("/p/a/x.json", to: "/p/b/c") == "../../a/x.json")
        #expect(MapOutputPath.relative("/p", to: "/p") == ".")
    }

    @Test("commands in headers are shell-quoted")
    func shellQuoting() {
        #expect(MapRequest.shellQuoted("Recordings/Login.json") == "Recordings/Login.json")
        #expect(MapRequest.shellQuoted("Login Screen") == "'Login Screen'")
        #expect(MapRequest.shellQuoted("it's") == #"'it'\''s'"#)
        // A quote followed by a combining mark is one Character, still a quote to the shell.
        #expect(MapRequest.shellQuoted("it'\u{301}s") == "'it'\\''\u{301}s'")
        let request = MapRequest(recording: "r", screen: "My Screen", output: "o", mode: .ordered)
        #expect(
            request.generateCommand(recordingPath: "R/a.json", outputPath: "S/")
                == "swift run rapidgen generate R/a.json --screen 'My Screen' -o S/ --mode ordered")
    }

    @Test("a path resolves through the links of its nearest existing folder; a new file keeps its name below it")
    func resolvingLinks() {
        let existing: Set<String> = ["/", "/proj", "/proj/link", "/proj/Sources"]
        let links = ["/proj/link": "/home/elsewhere"]
        let resolve = { (path: String) in links[path] ?? path }
        #expect(MapOutputPath.resolvingLinks("/proj/link/.profile", exists: existing.contains, resolve: resolve) == "/home/elsewhere/.profile")
        #expect(MapOutputPath.resolvingLinks("/proj/Sources/New/A.swift", exists: existing.contains, resolve: resolve) == "/proj/Sources/New/A.swift")
        #expect(MapOutputPath.resolvingLinks("/nowhere/x", exists: existing.contains, resolve: resolve) == "/nowhere/x")
    }
}
