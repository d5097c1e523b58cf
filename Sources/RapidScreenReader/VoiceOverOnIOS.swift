import RapidMap
import RapidTree

/// VoiceOver on iOS and iPadOS, the reader every order RapidMap computes today follows:
/// ``TraversalEngine`` orders and infers the elements, ``Transcript`` speaks them with
/// ``SpeechRules``, and a recording from another Apple platform carries
/// `RecordingPlatform.verificationNote` (its order is computed with iOS's rules).
package struct VoiceOverOnIOS: ScreenReader {
    /// The engine the order and the inference come from (its options: row tolerance,
    /// inference overrides).
    package var engine: TraversalEngine

    /// VoiceOver on iOS with `engine` (default options by default).
    package init(engine: TraversalEngine = TraversalEngine()) {
        self.engine = engine
    }

    package var identifier: String { "voiceover-ios" }
    package var name: String { "VoiceOver on iOS" }

    package func isElement(at position: Int, in tree: AccessibilityTree) -> Bool {
        engine.isElement(at: position, in: tree)
    }

    package func order(_ tree: AccessibilityTree, scope: Int?) -> [OrderedElement] {
        engine.order(tree, scope: scope)
    }

    package func transcript(of tree: AccessibilityTree, elements: [OrderedElement]) -> Transcript {
        Transcript(tree: tree, elements: elements)
    }

    package func platformNote(for platform: RecordingPlatform) -> String? {
        platform.verificationNote
    }
}
