import Foundation
import RapidVerify
import Testing
@testable import rapidgen
import RapidAudit
import RapidMapTestSupport

@Suite("rapidgen audit")
struct AuditCommandTests {
    /// TestRecording elements are 100×44 at y = 50 n; a nameless button and an all-caps one.
    static let screen = """
        root Home
        button|close|
        button|save|SAVE THE DOCUMENT
        staticText||Hello

        """

    @Test("prints one line per issue, a summary on standard error, and exits 1 on errors")
    func textAndExitCode() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec"]) == .checkFailed)
        #expect(
            cli.output == """
                Home.rec: error: [label-presence] button "close" has no label
                Home.rec: warning: [label-presence] button "SAVE THE DOCUMENT" has an all-caps label
                Home.rec: warning: [control-spacing] button "SAVE THE DOCUMENT" is 6 pt from button "close" (element 1), below 8 pt

                """)
        #expect(cli.errors == "1 error, 2 warnings (0 baselined, 0 suppressed, 0 fixed) in 1 recording\n")
    }

    @Test("warnings alone pass; --warnings-fail makes them fail")
    func warnings() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--ignore", "close"]) == .success)
        #expect(cli.output.contains("note: [label-presence] button \"close\" has no label (suppressed error)"))
        #expect(cli.run(["audit", "Home.rec", "--ignore", "close", "--warnings-fail"]) == .checkFailed)
    }

    @Test("--checks runs only the listed checks; unknown checks, locales and formats are usage errors")
    func options() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--checks", "min-size,header"]) == .success)
        #expect(cli.output.isEmpty)
        #expect(cli.run(["audit", "Home.rec", "--checks", "min-size,nope"]) == .usage)
        #expect(cli.errors.contains("unknown check 'nope'"))
        #expect(cli.run(["audit", "Home.rec", "--locale", "xx"]) == .usage)
        #expect(cli.errors.contains("no word lists for locale 'xx'"))
        #expect(cli.run(["audit", "Home.rec", "--output-format", "xml"]) == .usage)
        #expect(cli.run(["audit"]) == .usage)
    }

    @Test("--locale ja finds a Japanese type word")
    func locale() throws {
        let cli = try CLIHarness()
        try cli.write("root Home\nbutton|close|閉じるボタン\n", to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--checks", "button-label"]) == .success)
        #expect(cli.output.isEmpty)
        #expect(cli.run(["audit", "Home.rec", "--checks", "button-label", "--locale", "ja"]) == .success)
        #expect(cli.output == "Home.rec: warning: [button-label] button \"閉じるボタン\" names its type (\"ボタン\")\n")
    }

    @Test("--write-baseline writes every issue and passes; --baseline then fails only new issues and reports fixed ones")
    func baseline() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--checks", "label-presence", "--write-baseline", "baseline.json"]) == .success)
        #expect(cli.errors.contains("wrote baseline.json (2 entries)"))
        let written = try AuditBaseline.decode(Data(try cli.read("baseline.json").utf8), path: nil)
        #expect(written.entries.map(\.element).sorted() == ["id:close", "id:save"])
        #expect(cli.run(["audit", "Home.rec", "--checks", "label-presence", "--baseline", "baseline.json"]) == .success)
        #expect(cli.output.contains("(baselined error)"))
        // The save button is fixed; a new unlabeled button appears.
        try cli.write("root Home\nbutton|close|\nbutton|save|Save\nbutton|share|\n", to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--checks", "label-presence", "--baseline", "baseline.json"]) == .checkFailed)
        #expect(
            cli.output == """
                Home.rec: note: [label-presence] button "close" has no label (baselined error)
                Home.rec: error: [label-presence] button "share" has no label
                Home.rec: note: [label-presence] fixed: id:save no longer has this issue; it can leave the baseline

                """)
    }

    @Test("an unreadable recording or baseline is an input error; the other recordings are still audited")
    func inputErrors() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        try cli.write("nonsense", to: "Bad.rec")
        #expect(cli.run(["audit", "Bad.rec", "Home.rec"]) == .input)
        #expect(cli.errors.contains("Bad.rec:1:1: error: expected `root IDENTIFIER`"))
        #expect(cli.output.contains("Home.rec: error: [label-presence]"))
        try cli.write("{}", to: "baseline.json")
        #expect(cli.run(["audit", "Home.rec", "--baseline", "baseline.json"]) == .input)
        #expect(cli.errors.contains("baseline.json: error: not an audit baseline"))
        #expect(cli.run(["audit", "Home.rec", "--baseline", "missing.json"]) == .input)
    }

    @Test("--format json, the output option's old spelling, is refused with the option that prints JSON")
    func formatJSONPointsAtOutputFormat() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["audit", "Home.rec", "--format", "json"]) == .usage)
        #expect(cli.errors.contains("--output-format json"))
    }

    @Test("--output-format json and --output-format sarif print documents that parse")
    func formats() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--output-format", "json"]) == .checkFailed)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect((json["recordings"] as? [[String: Any]])?.first?["recording"] as? String == "Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--output-format", "sarif"]) == .checkFailed)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["version"] as? String == RapidMapRelease.version)
        #expect((run["results"] as? [[String: Any]])?.map { $0["level"] as? String } == ["error", "warning", "warning"])
    }

    @Test("help lists every check")
    func help() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["audit", "--help"]) == .success)
        #expect(cli.output.hasPrefix("USAGE: rapidgen audit"))
        for check in AuditCheck.all { #expect(cli.output.contains(check.identifier)) }
        #expect(cli.run(["help", "audit"]) == .success)
    }

    @Test("--list-checks prints the catalogue as text, markdown or json, of the preset or of --checks")
    func listChecks() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["audit", "--list-checks"]) == .success)
        #expect(cli.output == AuditCatalogue.text(AuditCheck.all))
        #expect(cli.output.split(separator: "\n").count == AuditCheck.all.count + 1)
        #expect(cli.run(["audit", "--list-checks", "--output-format", "markdown"]) == .success)
        #expect(cli.output == AuditCatalogue.markdown(AuditCheck.all, preset: .latest))
        #expect(cli.run(["audit", "--list-checks", "--output-format", "json", "--preset", "v1"]) == .success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(json["preset"] as? String == "v1")
        #expect((json["checks"] as? [[String: Any]])?.count == 22)
        #expect(cli.run(["audit", "--list-checks", "--checks", "contrast,min-size"]) == .success)
        #expect(cli.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) } == ["IDENTIFIER", "contrast", "min-size"])
    }

    @Test("--list-checks takes no recording and no sarif; markdown is only for --list-checks; --checks and --preset exclude each other")
    func listChecksUsage() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "Home.rec")
        #expect(cli.run(["audit", "--list-checks", "Home.rec"]) == .usage)
        #expect(cli.errors.contains("--list-checks takes no recording (got 'Home.rec')"))
        #expect(cli.run(["audit", "--list-checks", "--output-format", "sarif"]) == .usage)
        for option in [["--baseline", "b.json"], ["--write-baseline", "b.json"], ["--locale", "ja"], ["--warnings-fail"]] {
            #expect(cli.run(["audit", "--list-checks"] + option) == .usage)
            #expect(cli.errors.contains("\(option[0]) is for audits; --list-checks only lists the checks"))
        }
        #expect(!cli.exists("b.json"))
        #expect(cli.run(["audit", "Home.rec", "--output-format", "markdown"]) == .usage)
        #expect(cli.errors.contains("--output-format markdown is for --list-checks"))
        #expect(cli.run(["audit", "Home.rec", "--checks", "min-size", "--preset", "v1"]) == .usage)
        #expect(cli.errors.contains("--checks and --preset exclude each other"))
        #expect(cli.run(["audit", "Home.rec", "--preset", "v9"]) == .usage)
        #expect(cli.errors.contains("unknown audit preset 'v9' (expected latest or v1)"))
    }

    @Test("--preset v1 runs the checks of v1; the audit.preset of rapidmap.json applies, found upwards or with --manifest; --preset wins")
    func presets() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "App/Home.rec")
        #expect(cli.run(["audit", "Home.rec", "--preset", "v1", "--output-format", "sarif"], in: "App") == .checkFailed)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        let driver = try #require((((sarif["runs"] as? [[String: Any]])?.first)?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == AuditPreset.v1.identifiers)
        // A configuration that pins v1: the same checks run without --preset, from a subfolder too.
        try cli.write(#"{"maps": [], "audit": {"preset": "v1"}}"#, to: "rapidmap.json")
        #expect(cli.run(["audit", "--list-checks", "--output-format", "json"], in: "App") == .success)
        #expect(cli.output.contains(#""preset" : "v1""#))
        // An unknown preset in the configuration is an input error at its line and column.
        try cli.write("{\"maps\": [],\n \"audit\": {\"preset\": \"v7\"}}", to: "rapidmap.json")
        #expect(cli.run(["audit", "Home.rec"], in: "App") == .input)
        #expect(cli.errors == cli.path("rapidmap.json") + ":2:22: error: audit.preset: unknown audit preset 'v7' (expected latest or v1)\n")
        #expect(cli.run(["audit", "Home.rec", "--preset", "latest"], in: "App") == .checkFailed)
        #expect(cli.run(["audit", "Home.rec", "--checks", "label-presence"], in: "App") == .checkFailed)
        // --manifest names another file; a broken one is an input error.
        try cli.write(#"{"maps": [], "audit": {"preset": "latest"}}"#, to: "App/audit.json")
        #expect(cli.run(["audit", "--list-checks", "--output-format", "json", "--manifest", "audit.json"], in: "App") == .success)
        #expect(cli.output.contains(#""preset" : "latest""#))
        try cli.write(#"{"maps": [], "audit": {"preset": 1}}"#, to: "App/audit.json")
        #expect(cli.run(["audit", "Home.rec", "--manifest", "audit.json"], in: "App") == .input)
        #expect(cli.errors.contains("audit.json:1:34: error: \"preset\" must be a string"))
    }

    @Test("SARIF rules link the team's catalogue: --help-url, else audit.helpURL of rapidmap.json; neither, no helpUri")
    func helpAddress() throws {
        let cli = try CLIHarness()
        try cli.write(Self.screen, to: "App/Home.rec")
        func helpUris() throws -> [String?] {
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
            let driver = try #require((((sarif["runs"] as? [[String: Any]])?.first)?["tool"] as? [String: Any])?["driver"] as? [String: Any])
            return try #require(driver["rules"] as? [[String: Any]]).map { $0["helpUri"] as? String }
        }
        let checks = ["--checks", "min-interactive-size,label-presence"]
        // No manifest, no option: no rule has a helpUri, and no address appears anywhere.
        #expect(cli.run(["audit", "Home.rec", "--output-format", "sarif"] + checks, in: "App") == .checkFailed)
        #expect(try helpUris() == [nil, nil])
        #expect(!cli.output.contains("helpUri"))
        // The manifest's address, found upwards.
        let team = "https://git.acme.internal/ios/RapidMap/blob/0.1.0/Documentation/AuditChecks.md"
        try cli.write(#"{"maps": [], "audit": {"helpURL": "\#(team)"}}"#, to: "rapidmap.json")
        #expect(cli.run(["audit", "Home.rec", "--output-format", "sarif"] + checks, in: "App") == .checkFailed)
        #expect(try helpUris() == [team + "#min-interactive-size", team + "#label-presence"])
        // --help-url wins over it, for audits and for the JSON catalogue.
        let mirror = "https://docs.acme.internal/AuditChecks.html"
        #expect(cli.run(["audit", "Home.rec", "--output-format", "sarif", "--help-url", mirror] + checks, in: "App") == .checkFailed)
        #expect(try helpUris() == [mirror + "#min-interactive-size", mirror + "#label-presence"])
        #expect(cli.run(["audit", "--list-checks", "--output-format", "json", "--help-url", mirror], in: "App") == .success)
        #expect(cli.output.contains(#""helpUri" : "\#(mirror)#contrast""#))
        // A relative or fragment address is a usage error; in the manifest, an input error at its place.
        #expect(cli.run(["audit", "Home.rec", "--help-url", "Documentation/AuditChecks.md"], in: "App") == .usage)
        #expect(cli.errors.contains("--help-url must be an absolute address"))
        #expect(cli.run(["audit", "Home.rec", "--help-url", mirror + "#top"], in: "App") == .usage)
        #expect(cli.errors.contains("--help-url must not have a fragment"))
        try cli.write("{\"maps\": [],\n \"audit\": {\"helpURL\": \"AuditChecks.md\"}}", to: "rapidmap.json")
        #expect(cli.run(["audit", "Home.rec"] + checks, in: "App") == .input)
        #expect(cli.errors.contains(cli.path("rapidmap.json") + ":2:23: error: \"helpURL\" must be an absolute address"))
    }

    @Test("the catalogue page Documentation/AuditChecks.md is what --list-checks --output-format markdown prints")
    func catalogueIsFresh() throws {
        let package = PackagePaths.root
        let page = package.appendingPathComponent("Documentation/AuditChecks.md")
        let committed = try String(contentsOf: page, encoding: .utf8)
        let cli = try CLIHarness()
        #expect(cli.run(["audit", "--list-checks", "--output-format", "markdown"]) == .success)
        #expect(committed == cli.output, "Documentation/AuditChecks.md is stale: run `\(AuditCatalogue.regenerateCommand)`")
    }
}
