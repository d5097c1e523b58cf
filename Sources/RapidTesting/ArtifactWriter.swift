import Foundation

/// The one writer of what a failing test leaves for a person and for `rapidgen accept`: it
/// names the files, makes each one's content only when it is written or attached
/// (``artifact(role:fileName:build:)``), writes them into the artifacts folder, and words
/// the lines about them — what was written, or why nothing could be. `verify`, `recordTree`
/// and `assertExperience` all write through it, so their artifacts are named, built,
/// written and announced one way.
///
/// Names never collide: every artifact of an assertion starts with
/// ``baseName(subject:site:test:configuration:)`` (the test file, the running test's name when
/// it is known, the line and what was asserted), so two tests calling one helper, or Xcode's
/// parallel test clones — processes that share one artifacts folder but never run the same
/// test — write different files; a second assertion with the same name in one process gets
/// `-2`, `-3`… (``ArtifactNames``).
struct ArtifactWriter: Sendable {
    /// The settings: the artifacts folder, the record mode's wording, the warnings.
    var environment: TestEnvironment
    /// The names this process has handed out.
    var names: ArtifactNames = .shared
    /// The file system it writes to and asks whether a `Package.swift` exists.
    var files: TestFiles = .live
    /// Where each artifact's building is logged, when a test counts them; nil: not logged.
    var builds: ArtifactBuildLog? = nil

    /// One file to write or attach.
    struct Artifact: Sendable {
        /// What the message calls it: `tree`, `map`, `picture`, `experience`, `recording`.
        var role: String
        /// Its file name in the artifacts folder.
        var fileName: String
        /// Its content, made when it is first written or attached.
        var content: ArtifactContent

        /// An artifact whose content is already made.
        init(role: String, fileName: String, bytes: [UInt8]) {
            self.init(role: role, fileName: fileName, content: ArtifactContent(bytes))
        }

        /// An artifact with this content.
        init(role: String, fileName: String, content: ArtifactContent) {
            (self.role, self.fileName, self.content) = (role, fileName, content)
        }

        /// Its bytes, made now when they were not yet.
        var bytes: [UInt8] { content.bytes }
    }

    /// An artifact whose content `build` makes only when the file is first written or
    /// attached, once, noted in ``builds``: a failure whose files nobody writes or attaches
    /// (record mode `never` where the framework drops attachments) builds none of them.
    func artifact(role: String, fileName: String, build: @escaping @Sendable () -> [UInt8]) -> Artifact {
        let log = builds
        return Artifact(
            role: role, fileName: fileName,
            content: ArtifactContent {
                log?.record(role)
                return build()
            })
    }

    /// The artifacts folder.
    var folder: URL { environment.artifactsDirectory }

    /// The file `fileName` in the artifacts folder.
    func url(_ fileName: String) -> URL { folder.appendingPathComponent(fileName) }

    /// The start of the names of one assertion's artifacts, unique in this process:
    /// `<test file>-<line>-<subject>`, with `.<test>` after the file when the running test is
    /// known (`LoginTests.testSignIn-12-LoginScreen`) and `@<configuration>` after the
    /// subject when the tree knows its configuration (`…-LoginScreen@ar-rtl`, see
    /// ``RapidVerify/RecordingConfiguration/name``); `-2`, `-3`… for the second and later
    /// assertion this process names the same. Only letters, digits, `-`, `_`, `.` and `@`.
    func baseName(
        subject: String, site: CallSite, test: String?, configuration: RecordingConfiguration = RecordingConfiguration()
    ) -> String {
        baseName(subject: subject, site: site, test: test, configurationName: configuration.name == "default" ? nil : configuration.name)
    }

    /// The artifact file name of a recording file `file` (`Login.json`, or
    /// `Login@ar-rtl.json` for a configuration's recording): its base name
    /// (``baseName(subject:site:test:configuration:)``) with the file's extension, so two
    /// tests recording one name never write one file.
    func recordingFileName(_ file: String, site: CallSite, test: String?) -> String {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        let parts = stem.split(separator: ConfigurationRecordings.separator, maxSplits: 1).map(String.init)
        let base = baseName(subject: parts.first ?? stem, site: site, test: test, configurationName: parts.count > 1 ? parts[1] : nil)
        return url.pathExtension.isEmpty ? base : base + "." + url.pathExtension
    }

    private func baseName(subject: String, site: CallSite, test: String?, configurationName: String?) -> String {
        let testPart = test.map(Self.testName).map { $0.isEmpty ? "" : "." + $0 } ?? ""
        let suffix = configurationName.map { String(ConfigurationRecordings.separator) + Self.safeFileName($0) } ?? ""
        let base = Self.safeFileName("\(site.fileBaseName)\(testPart)-\(site.line)-\(subject)") + suffix
        return names.unique(base, in: folder.path)
    }

    /// A test's name as file names show it: `-[LoginTests testSignIn]` → `testSignIn`,
    /// `signInWorks()` → `signInWorks`, `check(screen:)` → `check`; at most 60 characters.
    static func testName(_ name: String) -> String {
        var text = Substring(name)
        if text.hasPrefix("-["), text.hasSuffix("]") {
            text = text.dropFirst(2).dropLast()
            if let space = text.lastIndex(of: " ") { text = text[text.index(after: space)...] }
        }
        if let parenthesis = text.firstIndex(of: "(") { text = text[..<parenthesis] }
        return String(safeFileName(String(text)).prefix(60))
    }

    /// A file name with only letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func safeFileName(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { s in
                    (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".") && s != "/" ? s : "_"
                }))
    }

    /// The command a person pastes into a terminal: `rapidgen`, the words that run rapidgen
    /// where it is pasted (``rapidgen(runIn:)``, ``rapidgen(near:)``), then `arguments`, each
    /// quoted for the shell where it needs it; a placeholder (`<path/to/Map.swift>`) stays
    /// bare, so a shell refuses to run the command until it is replaced.
    func command(_ arguments: [String], rapidgen: String) -> String {
        ([rapidgen] + arguments.map { MapRequest.isPlaceholder($0) ? $0 : MapRequest.shellQuoted($0) })
            .joined(separator: " ")
    }

    /// How a command pasted in `folder` runs rapidgen (``RapidVerify/RapidgenCommand``):
    /// `RAPIDMAP_RAPIDGEN`, else `swift run rapidgen` where `folder` has a `Package.swift`,
    /// else (the root of an Xcode project) `swift run --package-path CHECKOUT rapidgen` with
    /// the RapidMap checkout these tests were built from, which is on the Mac that built them.
    func rapidgen(runIn folder: String) -> String {
        RapidgenCommand.command(
            runIn: folder, override: environment.rapidgenOverride, exists: files.exists, checkout: RapidgenCommand.builtCheckout)
    }

    /// How a command naming only absolute paths runs rapidgen, for the test file at `site`:
    /// as ``rapidgen(runIn:)`` in the nearest folder above it with a `Package.swift`.
    func rapidgen(near site: CallSite) -> String {
        RapidgenCommand.command(
            near: MapOutputPath.directory(of: "\(site.filePath)"), override: environment.rapidgenOverride,
            exists: files.exists, checkout: RapidgenCommand.builtCheckout)
    }

    /// Writes `artifacts` and returns the message's lines about them: `heading`, one
    /// `  role: path` line per file, then the lines `then` gives (how to take them in, asked
    /// for only once the files are written); or, when a file cannot be written, the one line
    /// `Could not record to <folder>: <why>` and no URLs.
    func write(_ artifacts: [Artifact], heading: String, then: () -> [String]) -> (lines: [String], urls: [URL]) {
        var urls: [URL] = []
        do {
            for artifact in artifacts {
                let url = url(artifact.fileName)
                try files.write(artifact.bytes, url.path)
                urls.append(url)
            }
        } catch {
            return (["Could not record to \(folder.path): \(error.localizedDescription)"], [])
        }
        let listed = zip(artifacts, urls).map { artifact, url in "  \(artifact.role): \(url.path)" }
        return ([heading] + listed + then(), urls)
    }

    /// The attachment for an artifact, sharing its content: built only when a framework
    /// takes it (or the file is written), once.
    static func attachment(_ artifact: Artifact) -> TestAttachment {
        TestAttachment(name: artifact.fileName, content: artifact.content)
    }
}
