import Foundation
import RapidExperience
import RapidMapTestSupport
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import Testing

/// What VoiceOver says for text inputs, against cashapp/AccessibilitySnapshot's reference
/// cases (`Example/SnapshotTests/__Snapshots__/SnapshotTestingTests`, the same words on
/// iOS 17.5, 18.5 and 26.2), and from the editing state each recording format carries.
@Suite struct TextInputSpeechTests {
    /// A reference case: the node as an in-app capture records it (UIKit's traits), and
    /// what the reference image's legend says for it.
    struct ReferenceCase: Sendable, CustomTestStringConvertible {
        var reference: String
        var node: AccessibilityNode
        var description: String
        var hint: String?
        var testDescription: String { "\(reference): \(description)" }
    }

    static let rotor = "Use the rotor to access Misspelled Words"
    static let viewHint = "Double tap to edit., Use the rotor to access Misspelled Words"

    static func input(
        _ type: ControlType, _ traits: AccessibilityTraitSet, label: String? = nil, value: String? = nil,
        placeholder: String? = nil
    ) -> AccessibilityNode {
        AccessibilityNode(type: type, label: label, value: value, placeholder: placeholder, traits: traits)
    }

    static let referenceCases: [ReferenceCase] = [
        // testUIKitTextField: four UITextFields, the second made first responder.
        ReferenceCase(
            reference: "testUIKitTextField empty", node: input(.textField, .textEntry), description: "Text Field.",
            hint: "Double tap to edit."),
        ReferenceCase(
            reference: "testUIKitTextField first responder", node: input(.textField, [.textEntry, .isEditing]),
            description: "Text Field. Is editing.", hint: rotor),
        ReferenceCase(
            reference: "testUIKitTextField placeholder",
            node: input(.textField, .textEntry, placeholder: "Some placeholder text"),
            description: "Some placeholder text. Text Field.", hint: "Double tap to edit."),
        ReferenceCase(
            reference: "testUIKitTextField text", node: input(.textField, .textEntry, value: "Hello from Text Field"),
            description: "Hello from Text Field. Text Field.", hint: "Double tap to edit."),
        // testUIKitTextView: three UITextViews (the textArea trait), the second first responder.
        ReferenceCase(
            reference: "testUIKitTextView empty", node: input(.textView, [.textEntry, .textArea]), description: "Text Field.",
            hint: viewHint),
        ReferenceCase(
            reference: "testUIKitTextView first responder", node: input(.textView, [.textEntry, .textArea, .isEditing]),
            description: "Text Field. Is editing.", hint: rotor),
        ReferenceCase(
            reference: "testUIKitTextView text", node: input(.textView, [.textEntry, .textArea], value: "Hello from Text View"),
            description: "Hello from Text View. Text Field.", hint: viewHint),
        // testSwiftUITextEntry: TextFields, SecureFields and a TextEditor, none edited.
        ReferenceCase(
            reference: "testSwiftUITextEntry TextField", node: input(.textField, .textEntry, placeholder: "SwiftUI Text Field"),
            description: "SwiftUI Text Field. Text Field.", hint: "Double tap to edit."),
        ReferenceCase(
            reference: "testSwiftUITextEntry SecureField",
            node: input(.secureTextField, [.textEntry, .secureTextField], placeholder: "Password"),
            description: "Password. Secure Text Field.", hint: "Double tap to edit."),
        ReferenceCase(
            reference: "testSwiftUITextEntry TextEditor", node: input(.textView, [.textEntry, .textArea]),
            description: "Text Field.", hint: viewHint),
    ]

    @Test(arguments: referenceCases)
    func theReferenceCasesSayWhatTheReferenceSays(_ c: ReferenceCase) {
        let spoken = SpeechRules.utterance(for: c.node, context: nil)
        #expect(spoken.description == c.description)
        #expect(spoken.hint == c.hint)
    }

    /// The same cases recorded by XCUITest, which keeps no traits: a text view's type gives
    /// its text area, and a dump's `Keyboard Focused` its editing state.
    @Test func theReferenceCasesReadFromADumpSayTheSame() throws {
        let tree = try DebugDescriptionReader.read(
            Data(
                """
                Other, {{0, 0}, {402, 874}}
                  TextField, {{76, 100}, {250, 30}}
                  TextField, {{76, 200}, {250, 30}}, Keyboard Focused
                  TextView, {{76, 300}, {250, 30}}
                  TextView, {{76, 400}, {250, 30}}, Keyboard Focused
                """.utf8), path: nil)
        let spoken = (1...4).map { SpeechRules.utterance(for: tree[$0], context: nil) }
        #expect(spoken.map(\.description) == ["Text Field.", "Text Field. Is editing.", "Text Field.", "Text Field. Is editing."])
        #expect(spoken.map(\.hint) == ["Double tap to edit.", Self.rotor, Self.viewHint, Self.rotor])
    }

    /// A form with the keyboard up: the dump says which field is typed into, and only that
    /// field is spoken as edited; the keys are not text inputs.
    @Test func aDumpWithTheKeyboardUpSpeaksOnlyTheFocusedFieldAsEdited() throws {
        let tree = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("DebugDescription").appendingPathComponent("keyboard-up-form.txt"))
        let text = Transcript(tree: tree).text()
        #expect(text.contains("3. ada@. Text Field. Is editing.\n   hint: \(Self.rotor)\n"))
        #expect(text.contains("2. Name: Ada. Text Field.\n   hint: Double tap to edit.\n"))
        #expect(text.contains("4. Password. Secure Text Field.\n   hint: Double tap to edit.\n"))
        #expect(text.contains("5. About you. Text Field.\n   hint: \(Self.viewHint)\n"))
        #expect(text.components(separatedBy: "Is editing.").count == 2, "one field is edited")
    }

    /// The same form as an Appium page source: the format has no editing state, so no field
    /// is spoken as edited, though the keyboard is on screen.
    @Test func aPageSourceWithTheKeyboardUpSpeaksNoFieldAsEdited() throws {
        let tree = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("AppiumXML").appendingPathComponent("keyboard-up-form.xml"))
        #expect(tree.nodes.contains { $0.type == .keyboard })
        let text = Transcript(tree: tree).text()
        #expect(!text.contains("Is editing."))
        #expect(!text.contains("hint: " + Self.rotor + "\n"))
        #expect(text.contains("3. ada@. Text Field.\n   hint: Double tap to edit.\n"))
        #expect(text.contains("5. About you. Text Field.\n   hint: \(Self.viewHint)\n"))
    }

    /// Native JSON carries the state as the `isEditing` trait, and keeps it when written and
    /// read again; a file without it (every older file) reads as not edited.
    @Test func nativeJSONKeepsTheEditingState() throws {
        let dump = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("DebugDescription").appendingPathComponent("keyboard-up-form.txt"))
        let again = try AccessibilityTree(reading: NativeJSONWriter.write(dump))
        #expect(Transcript(tree: again).text() == Transcript(tree: dump).text())
        let older = try AccessibilityTree(
            reading: Data(
                #"{"format": "rapidmap-native-json", "version": 1, "root": {"type": "textField", "label": "Email", "traits": ["textEntry"], "frame": [20, 180, 362, 44]}}"#
                    .utf8))
        #expect(SpeechRules.utterance(for: older[0], context: nil).hint == "Double tap to edit.")
    }

    /// The real dumps beside the project that mark a text input `Keyboard Focused`, by name.
    static let realDumpsWithKeyboardFocus: [String] = {
        guard RealTrees.available, let names = try? FileManager.default.contentsOfDirectory(atPath: RealTrees.directory.path) else {
            return []
        }
        return names.sorted().filter { name in
            guard let text = try? String(contentsOf: RealTrees.url(name), encoding: .utf8) else { return false }
            return text.contains("Keyboard Focused") && (try? DebugDescriptionReader.read(Data(text.utf8), path: name)) != nil
        }
    }()

    /// A real capture with `Keyboard Focused` on a text input speaks it as edited, and only
    /// because of that flag: without it the same dump says `Double tap to edit.` there.
    @Test(
        .enabled(if: !realDumpsWithKeyboardFocus.isEmpty, "no debugDescription dump in ../shared/realtrees has Keyboard Focused"),
        .tags(.realTrees))
    func aRealDumpWithKeyboardFocusSpeaksTheFocusedInputAsEdited() throws {
        for name in Self.realDumpsWithKeyboardFocus {
            let tree = try AccessibilityTree(contentsOf: RealTrees.url(name))
            let edited = tree.nodes.indices.filter { tree[$0].type.isTextInput && tree[$0].traits.contains(.isEditing) }
            var plain = tree
            for i in edited { plain[i].traits.remove(.isEditing) }
            for i in edited {
                #expect(SpeechRules.utterance(for: tree[i], context: nil).description.hasSuffix("Is editing."), "\(name) #\(i)")
                #expect(SpeechRules.utterance(for: tree[i], context: nil).hint == Self.rotor, "\(name) #\(i)")
                #expect(SpeechRules.utterance(for: plain[i], context: nil).hint != Self.rotor, "\(name) #\(i)")
            }
            if !edited.isEmpty { #expect(Transcript(tree: tree).text() != Transcript(tree: plain).text(), "\(name)") }
        }
    }
}
