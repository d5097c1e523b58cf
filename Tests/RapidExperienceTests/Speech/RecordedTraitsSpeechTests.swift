import Foundation
import Testing
import RapidVerify
import RapidExperience

/// One row of AccessibilitySnapshot's button-traits screen: the traits set on a `UIButton`
/// titled with the row's number, and what its reference image shows VoiceOver saying.
struct ButtonTraitsRow: Sendable, CustomTestStringConvertible {
    /// The row's number, which is the button's title ("01" … "27").
    var row: Int
    /// The traits the view controller sets, by their names in native JSON.
    var traits: [String]
    /// The description the reference image shows.
    var description: String
    /// The hint the reference image shows, if any.
    var hint: String?

    var title: String { row < 10 ? "0\(row)" : "\(row)" }
    var testDescription: String { "row \(title) \(traits): \(description)" }
}

/// The reference: cashapp/AccessibilitySnapshot @ 5b03db8,
/// `Example/AccessibilitySnapshot/ButtonAccessibilityTraitsViewController.swift` (27
/// `UIButton`s titled 01 … 27, each with `accessibilityTraits` set as listed, `isEnabled` left
/// true) and its reference image
/// `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testButtonTraits_26_2_402x874@3x.png`
/// (iOS 26.2), whose legend is each row's description below. Each row cites its line of the
/// view controller (`buttons[n].accessibilityTraits = …`, n = row − 1).
let buttonTraitsRows: [ButtonTraitsRow] = [
    // buttons[0].accessibilityTraits = .none
    ButtonTraitsRow(row: 1, traits: [], description: "01"),
    // buttons[1 ... 17]: the single traits, in the controller's list order.
    ButtonTraitsRow(row: 2, traits: ["button"], description: "02. Button."),
    ButtonTraitsRow(row: 3, traits: ["link"], description: "03. Link."),
    ButtonTraitsRow(row: 4, traits: ["header"], description: "04. Heading."),
    ButtonTraitsRow(row: 5, traits: ["searchField"], description: "05. Search Field."),
    ButtonTraitsRow(row: 6, traits: ["image"], description: "06. Image."),
    ButtonTraitsRow(row: 7, traits: ["selected"], description: "Selected: 07"),
    ButtonTraitsRow(row: 8, traits: ["playsSound"], description: "08"),
    ButtonTraitsRow(row: 9, traits: ["keyboardKey"], description: "09"),
    ButtonTraitsRow(row: 10, traits: ["staticText"], description: "10"),
    ButtonTraitsRow(row: 11, traits: ["summaryElement"], description: "11"),
    ButtonTraitsRow(row: 12, traits: ["notEnabled"], description: "12. Dimmed."),
    ButtonTraitsRow(row: 13, traits: ["updatesFrequently"], description: "13"),
    ButtonTraitsRow(row: 14, traits: ["startsMediaSession"], description: "14"),
    ButtonTraitsRow(
        row: 15, traits: ["adjustable"], description: "15. Adjustable.",
        hint: "Swipe up or down with one finger to adjust the value."),
    ButtonTraitsRow(row: 16, traits: ["allowsDirectInteraction"], description: "16"),
    ButtonTraitsRow(row: 17, traits: ["causesPageTurn"], description: "17"),
    ButtonTraitsRow(row: 18, traits: ["tabBar"], description: "18"),
    // buttons[18] = [.button, .link]
    ButtonTraitsRow(row: 19, traits: ["button", "link"], description: "19. Button. Link."),
    // buttons[19] = [.button, .header]
    ButtonTraitsRow(row: 20, traits: ["button", "header"], description: "20. Button. Heading."),
    // buttons[20] = [.button, .searchField]
    ButtonTraitsRow(row: 21, traits: ["button", "searchField"], description: "21. Button. Search Field."),
    // buttons[21] = [.button, .image]
    ButtonTraitsRow(row: 22, traits: ["button", "image"], description: "22. Button. Image."),
    // buttons[22] = [.button, .selected]
    ButtonTraitsRow(row: 23, traits: ["button", "selected"], description: "Selected: 23. Button."),
    // buttons[23] = [.button, .notEnabled]
    ButtonTraitsRow(row: 24, traits: ["button", "notEnabled"], description: "24. Dimmed. Button."),
    // buttons[24] = [.button, .adjustable]
    ButtonTraitsRow(
        row: 25, traits: ["button", "adjustable"], description: "25. Button. Adjustable.",
        hint: "Swipe up or down with one finger to adjust the value."),
    // buttons[25] = [.button, .keyboardKey]
    ButtonTraitsRow(row: 26, traits: ["button", "keyboardKey"], description: "26"),
    // buttons[26] = every trait of the controller's list (the comment's table says "26"; the
    // reference image shows the button's own title, 27).
    ButtonTraitsRow(
        row: 27,
        traits: [
            "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey", "staticText",
            "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable",
            "allowsDirectInteraction", "causesPageTurn", "tabBar",
        ],
        description: "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
]

/// Speech from the traits a recording records (`AccessibilityTree.traitsRecorded`), read
/// back from native JSON as a UIKit capture writes it.
struct RecordedTraitsSpeechTests {
    /// The button-traits screen as native JSON: a window holding the 27 buttons (type
    /// `button`, as XCUITest names a `UIButton`) top to bottom; `traitsRecorded` as given
    /// (nil: the key left out, as in a file written before it existed).
    static func screen(traitsRecorded: Bool?) -> String {
        let buttons = buttonTraitsRows.map { row in
            let traits = row.traits.map { "\"\($0)\"" }.joined(separator: ", ")
            return """
                {"type": "button", "identifier": "button-\(row.row)", "label": "\(row.title)", \
                "frame": [100, \(60 + 30 * row.row), 40, 24], "traits": [\(traits)]}
                """
        }
        let flag = traitsRecorded.map { "\"traitsRecorded\": \($0), " } ?? ""
        return """
            {"format": "rapidmap-native-json", "version": 1, \(flag)"root": {"type": "window", "frame": [0, 0, 402, 874], \
            "children": [\(buttons.joined(separator: ",\n"))]}}
            """
    }

    static func transcript(traitsRecorded: Bool?) throws -> Transcript {
        let tree = try NativeJSONReader.read(Data(screen(traitsRecorded: traitsRecorded).utf8), path: "button-traits.json")
        return Transcript(tree: tree)
    }

    @Test("each row of AccessibilitySnapshot's button-traits screen is spoken as its reference image shows", arguments: buttonTraitsRows)
    func buttonTraitsRow(_ row: ButtonTraitsRow) throws {
        let spoken = try Self.transcript(traitsRecorded: true).elements
        try #require(spoken.count == buttonTraitsRows.count)
        let element = spoken[row.row - 1]
        #expect(element.element.node.label == row.title)
        #expect(element.utterance.description == row.description)
        #expect(element.utterance.hint == row.hint)
    }

    @Test("a recording that does not record traits takes a button's from its type, as files without the key always did")
    func stateOnlyRecordingTakesTheTypesTraits() throws {
        for flag in [false, nil] as [Bool?] {
            let spoken = try Self.transcript(traitsRecorded: flag).elements.map(\.utterance.description)
            #expect(spoken[0] == "01. Button.", "traitsRecorded \(String(describing: flag))")
            #expect(spoken[6] == "Selected: 07. Button.")
            #expect(spoken[11] == "12. Dimmed. Button.")
            // A button recorded with a trait that is not a state keeps what was recorded.
            #expect(spoken[2] == "03. Link.")
        }
    }

    @Test("native JSON keeps traitsRecorded: written when true, read back, left out when false")
    func nativeJSONRoundTrip() throws {
        var tree = try NativeJSONReader.read(Data(Self.screen(traitsRecorded: true).utf8), path: nil)
        #expect(tree.traitsRecorded)
        let written = String(decoding: NativeJSONWriter.write(tree), as: UTF8.self)
        #expect(written.contains("\"traitsRecorded\": true"))
        let again = try NativeJSONReader.read(Data(written.utf8), path: nil)
        #expect(again.traitsRecorded && again == tree)
        tree.traitsRecorded = false
        #expect(again != tree, "the flag changes what is spoken, so it is part of equality")
        let plain = String(decoding: NativeJSONWriter.write(tree), as: UTF8.self)
        #expect(!plain.contains("traitsRecorded"))
        #expect(try !NativeJSONReader.read(Data(plain.utf8), path: nil).traitsRecorded)
        let null = Self.screen(traitsRecorded: nil).replacingOccurrences(of: "\"version\": 1, ", with: "\"version\": 1, \"traitsRecorded\": null, ")
        #expect(try !NativeJSONReader.read(Data(null.utf8), path: nil).traitsRecorded)
        let wrong = Self.screen(traitsRecorded: nil).replacingOccurrences(of: "\"version\": 1, ", with: "\"version\": 1, \"traitsRecorded\": 1, ")
        #expect(throws: RecordingError.self) { try NativeJSONReader.read(Data(wrong.utf8), path: nil) }
    }

    @Test("a subtree keeps its tree's traitsRecorded")
    func subtreeKeepsTheFlag() throws {
        let tree = try NativeJSONReader.read(Data(Self.screen(traitsRecorded: true).utf8), path: nil)
        #expect(tree.extractingSubtree(at: 1).traitsRecorded)
    }
}
