import Foundation

extension AccessibilityTree {
    /// How many levels below the captured element the capture goes looking for subtrees
    /// small enough for `snapshot()` before it gives up.
    package static let snapshotDescentLimit = 24

    /// Captures `root` with one `snapshot()` (see
    /// ``init(capturingSnapshot:configuration:)``). When the snapshot fails because the tree
    /// is nested too deep for XCTest to send (about 62 levels: "Too many nested arrays or
    /// dictionaries") or takes too long, the tree is captured subtree by subtree instead: the
    /// element's own attributes (read once, after checking it still resolves), its children
    /// (asked for once), and one `snapshot()` of each child, going a level down wherever a
    /// snapshot fails the same way, at most ``snapshotDescentLimit`` levels.
    /// Any other failure, an element that stopped resolving, or a snapshot still failing
    /// that far down, throws a ``CaptureError`` naming the cause.
    @MainActor
    package init<E: CapturableElement>(capturingElement root: E, configuration: RecordingConfiguration) throws(CaptureError) {
        let first: any Error
        do {
            self.init(capturingSnapshot: try root.snapshot(), configuration: configuration)
            return
        } catch {
            first = error
        }
        guard let cause = SnapshotFailure(first) else {
            throw CaptureError(reason: "snapshot() failed: \(first)")
        }
        let part = try SnapshotPart<E>.unsent(root, depth: 0, cause: cause)
        self.init(capturingSnapshot: part, configuration: configuration)
    }
}

/// Why `snapshot()` failed, when a smaller subtree can succeed.
enum SnapshotFailure: Sendable, Equatable {
    /// The tree is nested deeper than XCTest's snapshot serialization allows.
    case tooDeep(String)
    /// The snapshot took too long.
    case timedOut(String)

    /// The failure of `error`, or nil for another failure.
    init?(_ error: any Error) {
        let text = "\(error)"
        if text.localizedCaseInsensitiveContains("too many nested arrays or dictionaries") {
            self = .tooDeep(text)
        } else if text.localizedCaseInsensitiveContains("timed out") || text.localizedCaseInsensitiveContains("timeout") {
            self = .timedOut(text)
        } else {
            return nil
        }
    }

    /// The cause in words, with the error.
    var explanation: String {
        switch self {
        case .tooDeep(let text):
            return "the tree is nested deeper than XCTest can send in one snapshot (about 62 levels): \(text)"
        case .timedOut(let text):
            return "the snapshot timed out (the tree is too large to send at once): \(text)"
        }
    }
}

/// The attributes of an element whose snapshot failed, each read once from the app.
struct ElementAttributes: Sendable {
    var elementType: UInt
    var identifier: String
    var label: String
    /// The value in words (a snapshot's value is a string or a number).
    var value: String?
    var placeholderValue: String?
    var title: String
    var frame: CGRect
    var isEnabled: Bool
    var isSelected: Bool

    /// The attributes of `a`, each read once.
    @MainActor
    init<A: CapturableElementSnapshot>(_ a: A) {
        elementType = a.elementType.rawValue
        identifier = a.identifier
        label = a.label
        value = a.value.map { $0 as? String ?? "\($0)" }
        placeholderValue = a.placeholderValue
        title = a.title
        frame = a.frame
        isEnabled = a.isEnabled
        isSelected = a.isSelected
    }
}

/// One part of a capture made subtree by subtree, walked as a snapshot: a subtree
/// `snapshot()` sent, or an element whose snapshot failed, kept by its attributes with its
/// children as parts. Built whole before the walk, so nothing is asked of the app twice.
@MainActor
enum SnapshotPart<E: CapturableElement>: CapturableElementSnapshot {
    /// A subtree `snapshot()` sent.
    case sent(E.Snapshot)
    /// An element whose snapshot failed: its attributes and its children's parts.
    case unsent(ElementAttributes, [SnapshotPart<E>])

    /// The element type's raw value.
    struct ElementType: RawRepresentable {
        var rawValue: UInt
    }

    /// The part of `element`, whose snapshot failed for `cause`, `depth` levels below the
    /// captured element: its attributes, then a snapshot of each child (a level further
    /// down for a child whose snapshot fails the same way).
    static func unsent(_ element: E, depth: Int, cause: SnapshotFailure) throws(CaptureError) -> SnapshotPart<E> {
        guard depth < AccessibilityTree.snapshotDescentLimit else {
            let type = ControlType(rawValue: element.exists ? element.attributes.elementType.rawValue : 0) ?? .other
            throw CaptureError(
                reason: "snapshot() failed: \(cause.explanation); capturing subtree by subtree failed too, "
                    + "\(AccessibilityTree.snapshotDescentLimit) levels down (the subtree of a \(type.name))")
        }
        guard element.exists else {
            throw CaptureError(
                reason: "snapshot() failed: \(cause.explanation); while the tree was captured subtree by subtree, an "
                    + "element \(depth) levels down stopped resolving (the screen changed): capture again once it settles")
        }
        let attributes = ElementAttributes(element.attributes)
        var parts: [SnapshotPart<E>] = []
        for child in element.childElements {
            do {
                parts.append(.sent(try child.snapshot()))
            } catch {
                guard let failure = SnapshotFailure(error) else {
                    throw CaptureError(
                        reason: "snapshot() failed: \(cause.explanation); capturing subtree by subtree, the snapshot of "
                            + "an element \(depth + 1) levels down failed: \(error)")
                }
                parts.append(try unsent(child, depth: depth + 1, cause: failure))
            }
        }
        return .unsent(attributes, parts)
    }

    /// An attribute, from the snapshot or from the element's attributes.
    private func read<T>(_ sent: (E.Snapshot) -> T, _ unsent: (ElementAttributes) -> T) -> T {
        switch self {
        case .sent(let snapshot): return sent(snapshot)
        case .unsent(let attributes, _): return unsent(attributes)
        }
    }

    var elementType: ElementType { ElementType(rawValue: read({ $0.elementType.rawValue }, \.elementType)) }
    var identifier: String { read(\.identifier, \.identifier) }
    var label: String { read(\.label, \.label) }
    var value: Any? { read({ $0.value }, { $0.value }) }
    var placeholderValue: String? { read(\.placeholderValue, \.placeholderValue) }
    var title: String { read(\.title, \.title) }
    var frame: CGRect { read(\.frame, \.frame) }
    var isEnabled: Bool { read(\.isEnabled, \.isEnabled) }
    var isSelected: Bool { read(\.isSelected, \.isSelected) }
    var children: [SnapshotPart<E>] {
        switch self {
        case .sent(let snapshot): return snapshot.children.map { .sent($0) }
        case .unsent(_, let parts): return parts
        }
    }
}
