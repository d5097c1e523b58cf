import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidExperience
import RapidMapTestSupport

/// The RapidExperience articles ("What VoiceOver says", "Pictures and reports") stay true to the code.
@Suite("Docs: hear and see the order", .tags(.documentation))
struct ExperienceReadmeTests {
    static let packageRoot = PackagePaths.root
    static let catalog = "Sources/RapidExperience/RapidExperience.docc/"

    static func article(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(catalog + name), encoding: .utf8)
    }

    /// The table lives in the RapidExperience article "What VoiceOver says".
    @Test func theSpeakingRulesTableListsEveryRuleWithItsSource() throws {
        let doc = try Self.article("WhatVoiceOverSays.md")
        for rule in SpeechRules.all {
            #expect(doc.contains("| `\(rule.identifier)` | \(rule.summary) | \(rule.source) |"), "\(rule.identifier)")
        }
        let rows = doc.split(separator: "\n").filter {
            $0.hasPrefix("| `") && ($0.contains(" | AS:") || $0.contains(" | Decision:") || $0.contains(" | Apple:"))
        }
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
        let doc = try Self.article("WhatVoiceOverSays.md")
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/LoginScreen.json"))
        #expect(doc.contains("```\n" + Experience.speak(tree) + "```\n"))
    }
}
