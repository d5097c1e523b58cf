import Foundation

extension AccessibilityTree {
    /// How many levels below the captured element the capture goes looking for subtrees
    /// small enough for `snapshot()` before it gives up.
    package static let snapshotDescentLimit = 24

    /// Captures `root` with one `snapshot()` (see
    /// ``init(capturingSnapshot:configuration:)``). When the snapshot fails because the tree
    /// is nested too deep for XCTest to send (about 62 levels: "Too many nested arrays or
    /// dictionaries") or takes too long, the tree is captured subtree by subtree instead: the
    /// element's own attributes, then a snapshot of each child element, going a level down
    /// wherever a snapshot fails the same way, at most ``snapshotDescentLimit`` levels.
    /// Any other failure, or one still failing that far down, throws a ``CaptureError``
    /// naming the cause.
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
        let descent = SnapshotDescent<E>()
        self.init(capturingSnapshot: SnapshotPart.unsent(root, depth: 0, descent: descent), configuration: configuration)
        if let stuck = descent.stuck {
            throw CaptureError(
                reason: "snapshot() failed: \(cause.explanation); capturing subtree by subtree failed too, "
                    + "\(Self.snapshotDescentLimit) levels down (\(stuck))")
        }
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

/// The walk's view of a capture made subtree by subtree: each part is a snapshot, or an
/// element whose snapshot failed, shown by its attributes with its children as parts.
@MainActor
final class SnapshotDescent<E: CapturableElement> {
    /// The failure that stopped the descent, when one did.
    private(set) var stuck: String?

    /// The parts of `element`'s children, each snapshotted on its own.
    func children(of element: E, depth: Int) -> [SnapshotPart<E>] {
        guard depth < AccessibilityTree.snapshotDescentLimit else {
            if stuck == nil { stuck = "the subtree of \(element.attributes.elementType.rawValue) '\(element.attributes.identifier)'" }
            return []
        }
        return element.childElements.map { child in
            do {
                return .sent(try child.snapshot())
            } catch {
                guard SnapshotFailure(error) != nil else {
                    // Another failure: the child is kept by its attributes, and the capture fails.
                    if stuck == nil { stuck = "\(error)" }
                    return .unsent(child, depth: AccessibilityTree.snapshotDescentLimit, descent: self)
                }
                return .unsent(child, depth: depth + 1, descent: self)
            }
        }
    }
}

/// One part of a capture made subtree by subtree, walked as a snapshot.
@MainActor
enum SnapshotPart<E: CapturableElement>: CapturableElementSnapshot {
    /// A subtree `snapshot()` sent.
    case sent(E.Snapshot)
    /// An element whose snapshot failed: its attributes, its children snapshotted one by one.
    case unsent(E, depth: Int, descent: SnapshotDescent<E>)

    /// The element type's raw value.
    struct ElementType: RawRepresentable {
        var rawValue: UInt
    }

    /// An attribute, read from the snapshot or from the element.
    private func read<T>(_ sent: (E.Snapshot) -> T, _ unsent: (E.Attributes) -> T) -> T {
        switch self {
        case .sent(let snapshot): return sent(snapshot)
        case .unsent(let element, _, _): return unsent(element.attributes)
        }
    }

    var elementType: ElementType {
        ElementType(rawValue: read({ $0.elementType.rawValue }, { $0.elementType.rawValue }))
    }
    var identifier: String { read(\.identifier, \.identifier) }
    var label: String { read(\.label, \.label) }
    var value: Any? { read(\.value, \.value) }
    var placeholderValue: String? { read(\.placeholderValue, \.placeholderValue) }
    var title: String { read(\.title, \.title) }
    var frame: CGRect { read(\.frame, \.frame) }
    var isEnabled: Bool { read(\.isEnabled, \.isEnabled) }
    var isSelected: Bool { read(\.isSelected, \.isSelected) }
    var children: [SnapshotPart<E>] {
        switch self {
        case .sent(let snapshot): return snapshot.children.map { .sent($0) }
        case .unsent(let element, let depth, let descent): return descent.children(of: element, depth: depth)
        }
    }
}
