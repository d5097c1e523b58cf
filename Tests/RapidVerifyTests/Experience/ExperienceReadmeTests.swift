import Foundation
import Testing
@testable import RapidVerify
import RapidExperience

/// The RapidExperience articles ("What VoiceOver says", "Pictures and reports") stay true to the code.
@Suite("Docs: hear and see the order")
struct ExperienceReadmeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = "Sources/RapidExperience/RapidExperience.docc/"

    static func article(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(catalog + name), encoding: .utf8)
    }

    @Test func theSpeakingRulesTableListsEveryRuleWithItsSource() throws {
        let readme = try Self.article("WhatVoiceOverSays.md")
        for rule in SpeechRules.all {
            #expect(readme.contains("| `\(rule.identifier)` | \(rule.summary) | \(rule.source) |"), "\(rule.identifier)")
        }
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") && ($0.contains(" | AS:") || $0.contains(" | Decision:")) }
        #expect(rows.count == SpeechRules.all.count)
    }

    @Test func theCommittedPictureHasTheSizeTheRegenerateCommandUses() throws {
        let bytes = Array(try Data(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Pictures/LoginScreen-order.png")))
        let png = try PNGImage(bytes: bytes)
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/LoginScreen.json"))
        let picture = OrderPicture(title: "", transcript: Transcript(tree: tree), tree: tree)
        #expect(png.pixelWidth == Int(picture.width) && png.pixelHeight == Int(picture.height))
        let readme = try Self.article("PicturesAndReports.md")
        #expect(readme.contains("--window-size=\(Int(picture.width)),\(Int(picture.height))"))
    }

    @Test func theTranscriptShownIsWhatSpeakPrints() throws {
        let readme = try Self.article("WhatVoiceOverSays.md")
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/LoginScreen.json"))
        #expect(readme.contains("```\n" + Experience.speak(tree) + "```\n"))
    }
}
