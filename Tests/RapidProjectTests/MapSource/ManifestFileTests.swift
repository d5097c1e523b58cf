import RapidVerify
import RapidProject
import Testing
import RapidMapTestSupport

@Suite("rapidmap.json")
struct ManifestFileTests {
    func parse(_ text: String) throws -> ManifestFile {
        try ManifestFile.parse(Array(text.utf8), path: "rapidmap.json")
    }

    func error(_ text: String) -> MapFileError? {
        do {
            _ = try ManifestFile.parse(Array(text.utf8), path: "rapidmap.json")
            return nil
        } catch {
            return error
        }
    }

    @Test("each entry's line counts LF, CR LF and lone CR breaks, entries on one line share it, and blank lines between them count")
    func entryLinesFromOneRunningCount() throws {
        let entry = #"{"recording": "R.json", "screen": "S@", "output": "Maps/"}"#
        let breaks = ["\n", "\r\n", "\r", "\n\n", "  ", "\r\n\r\n"]
        var text = "{\"maps\": [\n"
        var expected: [Int] = []
        var line = 2
        for (k, separator) in (breaks + breaks).enumerated() {
            expected.append(line)
            text += entry.replacingOccurrences(of: "@", with: String(k)) + ",\n"
            line += 1
            text += separator
            line += separator.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count
        }
        expected.append(line)
        text += entry.replacingOccurrences(of: "@", with: "last") + "\n]}\n"
        let config = try ManifestFile.parse(Array(text.utf8), path: nil)
        #expect(config.maps.map(\.line) == expected)
        // The same lines as a location found from the start of the file for each entry.
        let bytes = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") && bytes[($0 + 1)...].starts(with: Array("\"recording\"".utf8)) }
        let fromStart = starts.map { offset in bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0).line } }
        #expect(config.maps.map(\.line) == fromStart)
    }

    @Test("entries give recording, screen, output and optional settings")
    func entries() throws {
        let config = try parse(
            """
            {
              "version": 1,
              "maps": [
                {"recording": "R/Login.json", "screen": "LoginScreen", "output": "LoginScreen.swift"},
                {"recording": "R/Home.xml", "screen": "HomeScreen", "output": "Home.swift",
                 "format": "appium", "mode": "ordered", "labels": "withoutIdentifier", "access": "internal"}
              ]
            }
            """)
        #expect(config.maps.count == 2)
        #expect(config.maps[0].request == MapRequest(recording: "R/Login.json", screen: "LoginScreen", output: "LoginScreen.swift"))
        #expect(config.maps[0].line == 4)
        let home = config.maps[1].request
        #expect(home.format == .appiumXML)
        #expect(home.mode == .ordered)
        #expect(home.labels == .withoutIdentifier)
        #expect(home.accessLevel == .internal)
    }

    @Test("invalid JSON is reported at its line and column")
    func syntaxError() throws {
        let e = try #require(error("{\n  \"maps\": [\n    {\"screen\" \"x\"}\n  ]\n}"))
        #expect(e.line == 3)
        #expect(e.column == 15)
        #expect(e.description.hasPrefix("rapidmap.json:3:15: error: invalid JSON"))
    }

    @Test("a misspelt key is reported at the key")
    func unknownKey() throws {
        let e = try #require(error("{\"maps\": [\n  {\"recording\": \"a\", \"screne\": \"b\", \"output\": \"c\"}]}"))
        #expect(e.line == 2)
        #expect(e.column == 22)
        #expect(e.message.contains("screne"))
    }

    @Test("a missing key is reported at its entry")
    func missingKey() throws {
        let e = try #require(error("{\"maps\": [\n\n  {\"recording\": \"a\", \"output\": \"c\"}]}"))
        #expect(e.line == 3)
        #expect(e.message.contains("\"screen\""))
    }

    @Test("values of the wrong kind or unknown names are reported at the value")
    func badValues() throws {
        let mode = try #require(error("{\"maps\": [{\"recording\": \"a\", \"screen\": \"b\", \"output\": \"c\", \"mode\": \"strict\"}]}"))
        #expect(mode.column == 68)
        #expect(mode.message.contains("strict"))
        let number = try #require(error("{\"maps\": [{\"recording\": 5, \"screen\": \"b\", \"output\": \"c\"}]}"))
        #expect(number.column == 25)
        #expect(try #require(error("{\"maps\": {}}")).message.contains("array"))
        #expect(try #require(error("[]")).message.contains("object"))
        #expect(try #require(error("{}")).message.contains("no \"maps\""))
        #expect(try #require(error("{\"maps\": [], \"version\": 2}")).message.contains("version"))
    }

    @Test("the optional audit object gives the preset and where its value is; wrong shapes are errors at their place")
    func auditObject() throws {
        #expect(try parse("{\"maps\": []}").audit == nil)
        let config = try parse("{\"maps\": [],\n  \"audit\": {\"preset\": \"v1\"}}")
        #expect(config.audit == ManifestFile.AuditDefaults(preset: "v1", presetLine: 2, presetColumn: 23))
        #expect(try parse("{\"audit\": {}, \"maps\": []}").audit == ManifestFile.AuditDefaults(preset: nil))
        let unknown = try #require(error("{\"maps\": [], \"audit\": {\"presets\": \"v1\"}}"))
        #expect(unknown.column == 24)
        #expect(unknown.message == "unknown key \"presets\" in \"audit\" (expected preset, helpURL)")
        #expect(try #require(error("{\"maps\": [], \"audit\": \"v1\"}")).message == "\"audit\" must be an object, not a string")
        #expect(try #require(error("{\"maps\": [], \"audit\": {\"preset\": true}}")).message == "\"preset\" must be a string, not a boolean")
        #expect(try #require(error("{\"maps\": [], \"audit\": {\"preset\": \"\"}}")).message == "\"preset\" must not be empty")
        #expect(try #require(error("{\"maps\": [], \"audit\": {\"preset\": \"v1\", \"preset\": \"latest\"}}")).message.contains("appears twice"))
        #expect(try #require(error("{\"maps\": [], \"audit\": {}, \"audit\": {}}")).message == "\"audit\" appears twice")
        #expect(try #require(error("{\"maps\": [], \"checks\": []}")).message == "unknown key \"checks\" (expected \"maps\", \"version\", \"audit\")")
    }

    @Test("audit.helpURL is the team's catalogue address: absolute, without spaces or a fragment, reported at its value otherwise")
    func auditHelpAddress() throws {
        let address = "https://git.acme.internal/ios/RapidMap/blob/0.1.0/Documentation/AuditChecks.md"
        let both = try parse("{\"maps\": [], \"audit\": {\"helpURL\": \"\(address)\", \"preset\": \"v1\"}}")
        #expect(both.audit?.helpURL == address && both.audit?.preset == "v1")
        #expect(try parse("{\"maps\": [], \"audit\": {\"preset\": \"v1\"}}").audit?.helpURL == nil)
        // Escapes are decoded before the address is checked.
        #expect(try parse(#"{"maps": [], "audit": {"helpURL": "https:\/\/docs.acme.internal\/checks"}}"#).audit?.helpURL == "https://docs.acme.internal/checks")
        for (value, problem) in [
            ("docs/AuditChecks.md", "must be an absolute address"),
            ("://nothing", "must be an absolute address"),
            ("1http://x", "must be an absolute address"),
            ("https://acme.internal/Audit Checks.md", "must not contain spaces"),
            ("https://acme.internal/AuditChecks.md#checks", "must not have a fragment"),
        ] {
            let failure = try #require(error("{\"maps\": [],\n \"audit\": {\"helpURL\": \"\(value)\"}}"), "\(value)")
            #expect(failure.message.hasPrefix("\"helpURL\" \(problem)"), "\(value): \(failure.message)")
            #expect(failure.line == 2 && failure.column == 23, "\(value)")
        }
        #expect(try #require(error("{\"maps\": [], \"audit\": {\"helpURL\": 1}}")).message == "\"helpURL\" must be a string, not a number")
        #expect(try #require(error("{\"maps\": [], \"audit\": {\"helpURL\": \"https://a\", \"helpURL\": \"https://b\"}}")).message.contains("appears twice"))
    }

    @Test("two entries writing the same screen into the same file are refused")
    func duplicateEntries() throws {
        let e = try #require(
            error(
                """
                {"maps": [
                  {"recording": "a", "screen": "A", "output": "A.swift"},
                  {"recording": "b", "screen": "A", "output": "A.swift"}
                ]}
                """))
        #expect(e.line == 3)
    }

    @Test("deeply nested input is refused, not a crash")
    func deepNesting() throws {
        let open = try #require(error(String(repeating: "[", count: 100_000)))
        #expect(open.message.hasPrefix("invalid JSON"))
        let balanced = try #require(error(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)))
        #expect(balanced.message.contains("must be a JSON object"))
        let deepValue = try #require(
            error("{\"maps\": [{\"recording\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}]}"))
        #expect(deepValue.message.contains("\"recording\" must be a string, not an array"))
    }

    @Test(
        "truncated input and bad escapes are errors",
        arguments: ["", "{", "{\"maps\": [", "{\"maps\": \"\\q\"}", "{\"maps\": \"\\u12\"}", "{\"maps\": [] x", "nul"])
    func truncated(_ text: String) {
        #expect(error(text) != nil)
    }

    @Test("a JSON mistake is reported before a wrong key that comes earlier")
    func syntaxBeforeShape() throws {
        let e = try #require(error("{\"mapz\": [],\n \"maps\": [01]}"))
        #expect(e.line == 2)
        #expect(e.message.hasPrefix("invalid JSON"))
    }

    @Test("empty input and a byte order mark")
    func emptyAndByteOrderMark() throws {
        let empty = try #require(error(""))
        #expect(empty.line == 1 && empty.column == 1)
        let config = try parse("\u{FEFF}{\"maps\": [], \"version\": 1}")
        #expect(config.maps.isEmpty)
    }

    @Test("escapes in strings are decoded")
    func escapes() throws {
        let config = try parse(#"{"maps": [{"recording": "a\u00e9\ud83d\ude00\/b", "screen": "S\t", "output": "o"}]}"#)
        #expect(config.maps[0].request.recording == "aé😀/b")
        #expect(config.maps[0].request.screen == "S\t")
    }
}
