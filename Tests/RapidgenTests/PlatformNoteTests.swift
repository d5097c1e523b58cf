import Foundation
import RapidMapTestSupport
@testable import rapidgen
import Testing

/// Every output that shows or checks an order says when the order is iOS's for a platform
/// whose VoiceOver order is not modelled: a tvOS page source and the constructed macOS one.
@Suite struct PlatformNoteTests {
    static let recordings = [("tvos-focused.xml", "tvOS"), ("macos-constructed.xml", "macOS")]

    /// A project with one screen, `Home`, recorded on that platform, its map generated.
    static func project(_ file: String) throws -> CLIHarness {
        let cli = try CLIHarness()
        cli.realReaders = true
        let text = try String(contentsOf: PackagePaths.fixtures("AppiumXML").appendingPathComponent(file), encoding: .utf8)
        try cli.write(text, to: "Recordings/\(file)")
        try cli.write(
            #"{"maps": [{"recording": "Recordings/\#(file)", "screen": "Home", "output": "Home.swift"}]}"#, to: "rapidmap.json")
        #expect(cli.run([]) == .success, "\(cli.errors)")
        return cli
    }

    static func note(_ platform: String) -> String {
        "order computed with iOS's rules: \(platform)'s VoiceOver order is not modelled ("
    }

    /// `text` as the SVG and HTML outputs escape it.
    static func markup(_ text: String) -> String { text.replacingOccurrences(of: "'", with: "&#39;") }

    @Test(arguments: recordings)
    func orderAndSpeakStartWithTheNote(file: String, platform: String) throws {
        let cli = try Self.project(file)
        #expect(cli.run(["order", "Recordings/\(file)"]) == .success)
        #expect(cli.output.hasPrefix("note: " + Self.note(platform)))
        #expect(cli.output.contains(")\n\n#  type"))
        #expect(cli.run(["speak", "Recordings/\(file)"]) == .success)
        #expect(cli.output.hasPrefix("note: " + Self.note(platform)))
        #expect(cli.output.contains(")\n\n1. "))
    }

    @Test(arguments: recordings)
    func orderJSONSaysThePlatformAndThatItsOrderIsNotModelled(file: String, platform: String) throws {
        let cli = try Self.project(file)
        #expect(cli.run(["order", "Recordings/\(file)", "--json"]) == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == platform)
        #expect(object["orderModelled"] as? Bool == false)
        #expect((object["note"] as? String)?.hasPrefix(Self.note(platform)) == true)
        #expect((object["elements"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test(arguments: recordings)
    func renderAndReportShowTheNote(file: String, platform: String) throws {
        let cli = try Self.project(file)
        #expect(cli.run(["render", "Recordings/\(file)"]) == .success)
        #expect(cli.output.contains("<text class=\"note\""))
        #expect(cli.output.contains("Note: " + Self.markup(Self.note(platform))))
        #expect(cli.run(["report", "Recordings/\(file)", "--screen", "Home", "-o", "report.html"]) == .success, "\(cli.errors)")
        let html = try cli.read("report.html")
        #expect(html.contains("<p class=\"note\">Note: " + Self.markup(Self.note(platform))))
        #expect(html.components(separatedBy: "<p class=\"note\">").count == 2, "one recording, one note")
    }

    @Test(arguments: recordings)
    func generateCheckAndCompareNoteTheRecording(file: String, platform: String) throws {
        let cli = try Self.project(file)
        #expect(cli.run(["--force"]) == .success)
        #expect(cli.errors.contains("Recordings/\(file): note: " + Self.note(platform)))
        #expect(cli.run(["compare", "Recordings/\(file)", "Recordings/\(file)"]) == .success)
        #expect(cli.errors.components(separatedBy: ": note: " + Self.note(platform)).count == 3, "both recordings")
        #expect(cli.run(["check"]) == .success)
        #expect(cli.errors.contains("Recordings/\(file): note: " + Self.note(platform)))
        #expect(cli.run(["check", "--quiet"]) == .success)
        #expect(cli.errors.isEmpty)
    }

    @Test(arguments: recordings)
    func theSiteMarksTheCellAndTheSummaryHasTheField(file: String, platform: String) throws {
        let cli = try Self.project(file)
        #expect(cli.run(["report", "--site", "Site"]) == .success, "\(cli.errors)")
        let index = try cli.read("Site/index.html")
        #expect(index.contains(Self.markup("order computed with iOS's rules: \(platform)'s is not modelled")))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(try cli.read("Site/summary.json").utf8)) as? [String: Any])
        let screen = try #require((summary["screens"] as? [[String: Any]])?.first)
        let cell = try #require((screen["configurations"] as? [[String: Any]])?.first)
        #expect(cell["platform"] as? String == platform)
        #expect(cell["orderModelled"] as? Bool == false)
        let page = try #require(cell["page"] as? String)
        #expect(try cli.read("Site/" + page).contains("<p class=\"note\">"))
    }

    @Test func anIOSRecordingSaysNothingOfItsPlatform() throws {
        let cli = try CLIHarness()
        cli.realReaders = true
        let text = try String(
            contentsOf: PackagePaths.fixtures("AppiumXML").appendingPathComponent("modern-wda-login.xml"), encoding: .utf8)
        try cli.write(text, to: "login.xml")
        for arguments in [["order", "login.xml"], ["speak", "login.xml"], ["render", "login.xml"]] {
            #expect(cli.run(arguments) == .success)
            #expect(!cli.output.contains("note"), "\(arguments)")
        }
        #expect(cli.run(["order", "login.xml", "--json"]) == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "iOS")
        #expect(object["orderModelled"] as? Bool == true)
        #expect(object["note"] is NSNull)
    }
}
