import Foundation
import Testing
@testable import RapidVerify
import RapidExperience
import RapidMapTestSupport

/// The README's "Hear and see the order" section stays true to the code.
@Suite("README: hear and see the order", .tags(.documentation))
struct ExperienceReadmeTests {
    static let packageRoot = PackagePaths.root

    /// The table lives in `Documentation/VoiceOverRules.md`, with the order rules and their evidence.
    @Test func theSpeakingRulesTableListsEveryRuleWithItsSource() throws {
        let doc = try String(contentsOf: Self.packageRoot.appendingPathComponent("Documentation/VoiceOverRules.md"),
                             encoding: .utf8)
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
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("--window-size=\(Int(picture.width)),\(Int(picture.height))"))
    }

    @Test func theTranscriptShownIsWhatSpeakPrints() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/LoginScreen.json"))
        #expect(readme.contains("```\n" + Experience.speak(tree) + "```\n"))
    }
}
