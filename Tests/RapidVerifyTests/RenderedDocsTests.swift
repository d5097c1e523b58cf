import Foundation
import Testing
import RapidMapTestSupport

/// The DocC documentation renders: a page of the built archive, opened in headless Chromium,
/// shows the article's content. DocC's pages are a JavaScript app that fetches each page's
/// JSON, which a browser refuses over `file://`, so the archive is served over HTTP on
/// the loopback interface (`python3 -m http.server`), as any static host would serve it.
///
/// The archive is the one `.ci/docs.sh` builds (`.build/docs/RapidMap.doccarchive`, with
/// every module's symbols; CI builds it before `swift test`). Without it, the test builds
/// the RapidScreenReader catalog's articles alone with the toolchain's `docc` into a temporary
/// folder, so a fresh clone checks the rendering too.
@Suite("Rendered documentation", .serialized)
struct RenderedDocsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The merged archive `.ci/docs.sh` writes.
    static let builtArchive = packageRoot.appendingPathComponent(".build/docs/RapidMap.doccarchive")

    /// An executable on `PATH`, or nil.
    static func tool(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let canServe = tool("python3") != nil
    static let canBuild = FileManager.default.fileExists(atPath: builtArchive.path) || tool("docc") != nil

    @Test(
        .enabled(if: Browser.available, "no chromium on PATH (.ci/run installs it)"),
        .enabled(if: canServe, "no python3 on PATH to serve the archive over HTTP"),
        .enabled(if: canBuild, "no .build/docs archive (.ci/docs.sh) and no docc on PATH to build one"))
    func anArticleShowsItsContentInTheBrowser() throws {
        let folder = try Browser.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = try Self.archive(in: folder)
        let server = try LocalServer(root: archive)
        defer { server.stop() }

        let article = try Browser.dom(
            URL(string: server.address + "documentation/rapidscreenreader/voiceoverorder")!,
            in: folder, waitMilliseconds: 15_000)
        #expect(article.contains("How VoiceOver order is computed"))  // the title
        #expect(article.contains("The rules are documented once"))  // the overview
        #expect(article.contains("Overrides"))  // a section heading
        #expect(article.contains("orderedContainers"))  // inside a code listing
        #expect(!article.contains("The page you're looking for can't be found"))

        if archive == Self.builtArchive {
            // The full build has the symbols: the engine's page shows its doc comment's rules.
            let engine = try Browser.dom(
                URL(string: server.address + "documentation/rapidscreenreader/traversalengine")!,
                in: folder, waitMilliseconds: 15_000)
            #expect(engine.contains("TraversalEngine"))
            #expect(engine.contains("Skipped subtrees"))
            #expect(engine.contains("Sort priority"))
            // The merged archive's landing page of RapidMap links the other modules.
            let landing = try Browser.dom(URL(string: server.address + "documentation/rapidmap")!, in: folder, waitMilliseconds: 15_000)
            #expect(landing.contains("Declare each screen"))
            #expect(landing.contains(#"href="rapidverify""#))
            // The picture the catalog links from ScreenMaps/Pictures is in the archive as a file.
            let picture = archive.appendingPathComponent("images/org.rapidmap.RapidExperience/LoginScreen-order.png")
            let attributes = try FileManager.default.attributesOfItem(atPath: picture.path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect(Array(try Data(contentsOf: picture).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    /// Links between the modules' catalogs are relative paths, so they work in the merged
    /// archive `.ci/docs.sh` builds and where the Swift Package Index hosts each catalog
    /// under a base path (`/OWNER/REPO/VERSION/documentation/rapidaudit`), where a path
    /// from the root would leave the package. A landing page (`/documentation/rapidmap`)
    /// links `rapidaudit/audits`; an article, one level deeper, `../rapidaudit/audits`.
    /// `docc` cannot check them per module: each must name a module that has a catalog
    /// and, after it, an article of that catalog (DocC lowercases the file name for the path).
    @Test func linksBetweenCatalogsAreRelativeAndNameExistingPages() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        var articles: [String: Set<String>] = [:]  // module path → article paths
        var texts: [(file: String, landing: Bool, text: String)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            let markdown = names.filter { $0.hasSuffix(".md") }
            articles[module.lowercased()] = Set(markdown.map { String($0.dropLast(3)).lowercased() })
            for name in markdown {
                let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
                texts.append(("\(module).docc/\(name)", name == "\(module).md", text))
            }
        }
        #expect(articles.count == 7)
        let modules = articles.keys.sorted().joined(separator: "|")
        let pattern = try NSRegularExpression(pattern: #"\]\((/documentation/|\.\./)?("# + modules + #")(?:/([a-z0-9]+))?\)"#)
        var checked = 0
        for (file, landing, text) in texts {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let link = String(text[Range(match.range, in: text)!].dropFirst(2).dropLast())
                let prefix = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
                let module = String(text[Range(match.range(at: 2), in: text)!])
                let page = Range(match.range(at: 3), in: text).map { String(text[$0]) }
                #expect(prefix == (landing ? "" : "../"), "\(file): \(link) must be \(landing ? "" : "../")\(module)…, relative to the page")
                if let page { #expect(articles[module]?.contains(page) == true, "\(file): no article \(page) in \(module)") }
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// The archive to open: the built one, or the RapidScreenReader articles converted now.
    static func archive(in folder: URL) throws -> URL {
        if FileManager.default.fileExists(atPath: builtArchive.appendingPathComponent("index.html").path) {
            return builtArchive
        }
        let output = folder.appendingPathComponent("RapidScreenReader.doccarchive")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool("docc")!)
        process.arguments = [
            "convert", packageRoot.appendingPathComponent("Sources/RapidScreenReader/RapidScreenReader.docc").path,
            "--fallback-display-name", "RapidScreenReader", "--fallback-bundle-identifier", "org.rapidmap.RapidScreenReader",
            "--output-path", output.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "docc convert failed")
        return output
    }
}

/// `python3 -m http.server` on a free loopback port, serving one folder.
struct LocalServer {
    let process: Process
    /// `http://127.0.0.1:PORT/`.
    let address: String

    init(root: URL) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: RenderedDocsTests.tool("python3")!)
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", root.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line names the port the system chose: "Serving HTTP on 127.0.0.1 port 41127 (…) ...".
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: " ").drop(while: { $0 != "port" }).dropFirst().first else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ServerError(message: "python3 -m http.server did not say its port: \(text)")
        }
        address = "http://127.0.0.1:\(port)/"
    }

    /// Ends the server with SIGKILL: a child of the test process inherits its blocked
    /// signals, SIGTERM among them, so `terminate()` would leave it running.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
