import Foundation
import RapidExperience
import RapidMapTestSupport
@testable import RapidVerify
@testable import RapidTree
import Testing

/// No iOS recording gets the note that the order is not modelled: every readable fixture and
/// real capture but the tvOS and macOS ones is iOS's or iPadOS's, and its outputs say nothing.
@Suite struct PlatformNoteIOSTests {
    /// The recordings of other platforms, which do get the note.
    static let otherPlatforms: Set<String> = [
        "tvos-focused.xml", "macos-constructed.xml", "xml_tvos_accuweather_home_focused_1080p.xml",
    ]

    /// Every file of `folder` that reads as a tree (some fixtures are refused on purpose).
    static func trees(in folder: URL) throws -> [(String, AccessibilityTree)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return names.compactMap { name in
            guard !name.hasSuffix(".md"), let tree = try? AccessibilityTree(contentsOf: folder.appendingPathComponent(name)) else {
                return nil
            }
            return (name, tree)
        }
    }

    static func expectSilent(_ name: String, _ tree: AccessibilityTree) {
        let platform = RecordingPlatform(idiom: tree.idiom)
        if otherPlatforms.contains(name) {
            #expect(!platform.isOrderModelled, "\(name)")
            #expect(Experience.notes(tree).hasPrefix("note: order computed with iOS's rules"), "\(name)")
        } else {
            #expect(platform.isOrderModelled, "\(name) is \(platform.name)")
            #expect(Experience.notes(tree).isEmpty, "\(name)")
            #expect(!Experience.speak(tree).hasPrefix("note:"), "\(name)")
            let json = OrderListing.json([], platform: platform, traitsRecorded: false)
            #expect(json.hasPrefix(#"{"platform": "\#(platform.name)", "orderModelled": true, "note": null"#))
        }
    }

    @Test func noFixtureButTheTVOSAndMacOSOnesGetsTheNote() throws {
        var read = 0
        for format in ["AppiumXML", "DebugDescription", "NativeJSON", "WebDriverAgentJSON", "Configurations"] {
            for (name, tree) in try Self.trees(in: PackagePaths.fixtures(format)) {
                Self.expectSilent(name, tree)
                read += 1
            }
        }
        #expect(read > 40, "the fixtures were read")
    }

    @Test(.enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
    func noRealIOSCaptureGetsTheNote() throws {
        let trees = try Self.trees(in: RealTrees.directory)
        #expect(trees.count >= 8, "the iOS and tvOS captures were read")
        for (name, tree) in trees { Self.expectSilent(name, tree) }
        #expect(trees.contains { $0.0 == "xml_tvos_accuweather_home_focused_1080p.xml" })
    }
}
