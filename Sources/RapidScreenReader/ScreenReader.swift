import RapidMap
import RapidTree

/// A screen reader's rules in one place: which nodes it visits (its inference), in which
/// order (its order rules), what it says on each (its speech), and the note an output carries
/// for a recording from a platform whose order it does not model. Everything that orders or
/// speaks a tree goes through one of these, so a second reader (VoiceOver on the Mac, TalkBack
/// on Android) is a new conformance, one file and an entry in ``ScreenReaders/all``, not edits
/// across the traversal and speech folders.
///
/// ``VoiceOverOnIOS`` is the one conformance today: ``TraversalEngine``'s order and element
/// inference, ``SpeechRules``' speech and `RecordingPlatform`'s notes.
package protocol ScreenReader: Sendable {
    /// A stable, lower-case identifier (`voiceover-ios`), the way a command or a setting names
    /// the reader.
    var identifier: String { get }
    /// The reader's name as its maker writes it, with the platform (`VoiceOver on iOS`).
    var name: String { get }
    /// Its inference: whether the reader stops on the node at `position` of `tree` as an
    /// element of its own.
    func isElement(at position: Int, in tree: AccessibilityTree) -> Bool
    /// Its order: the elements the reader visits, first to last, in the subtree at `scope`
    /// (the whole tree when nil). Linear in the subtree's size.
    func order(_ tree: AccessibilityTree, scope: Int?) -> [OrderedElement]
    /// Its speech: what the reader says on each of `elements`, ordered elements of `tree`.
    func transcript(of tree: AccessibilityTree, elements: [OrderedElement]) -> Transcript
    /// Its platform note: why its order is not modelled for a recording from `platform`, as
    /// every output showing or checking such an order says it, or nil where it is modelled.
    func platformNote(for platform: RecordingPlatform) -> String?
}

extension ScreenReader {
    /// The elements of the whole tree, in the reader's order, and what it says on each.
    package func transcript(of tree: AccessibilityTree) -> Transcript {
        transcript(of: tree, elements: order(tree, scope: nil))
    }

    /// The platform note for `tree`'s recording (see ``platformNote(for:)``).
    package func platformNote(for tree: AccessibilityTree) -> String? {
        platformNote(for: RecordingPlatform(idiom: tree.idiom))
    }
}

/// The screen readers RapidMap models. A new reader is one file conforming to
/// ``ScreenReader`` and its entry here.
package enum ScreenReaders {
    /// Every reader, the default first.
    package static let all: [any ScreenReader] = [VoiceOverOnIOS()]

    /// The reader whose ``ScreenReader/identifier`` is `identifier` in `readers`, or nil.
    package static func reader(_ identifier: String, in readers: [any ScreenReader] = all) -> (any ScreenReader)? {
        readers.first { $0.identifier == identifier }
    }
}
