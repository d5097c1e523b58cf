import RapidMap
import RapidTree
/// Per-screen corrections to ``ElementInferencePolicy``, for custom views the policy
/// guesses wrong. Nodes are named by their accessibility identifier, which does not
/// change from one recording to the next, so the same overrides serve every recording
/// of the screen (pass them with `VerificationOptions.inferenceOverrides`). They also
/// correct modal recognition (``TraversalEngine``'s modal rule) for a custom view that fools it.
///
/// An override replaces an inference only: a node whose recording says whether it is an
/// element (`.yes` or `.no`) keeps the recorded flag, and a recorded
/// `AccessibilityNode.explicitOrder` is kept as recorded.
///
/// ```swift
/// var options = VerificationOptions()
/// options.inferenceOverrides = InferenceOverrides(
///     orderedContainers: ["Checkout.stepper"],   // lists its children in its own order
///     elements: ["Checkout.summaryCell"],        // one element, whatever it holds
///     modalViews: ["Checkout.confirmDialog"],    // a custom dialog: only it is read
///     nonModalViews: ["Checkout.toast"])         // recorded as an Alert, but not modal
/// #expect(Verifier.verify(CheckoutScreen.self, tree, options: options).passed)
/// ```
public struct InferenceOverrides: Sendable, Hashable {
    /// Containers whose children are visited in their recorded order, never re-sorted, as
    /// if the container set `accessibilityElements` (a custom bar that orders its items
    /// itself, like the system bars of `ElementInferencePolicy.ordersOwnChildren(_:)`).
    public var orderedContainers: Set<String>
    /// Nodes that are one element, one VoiceOver element, even when they hold controls (a
    /// custom cell that reads its row as one). A node that holds exactly one switch takes
    /// the switch's type, traits and value, like a merged Settings row.
    public var elements: Set<String>
    /// Nodes that are not elements even when they have a label and no control (a labelled
    /// custom view whose children VoiceOver reads one by one); their children are visited.
    public var containers: Set<String>
    /// Views that are modal like an alert, whatever their type: while one is on screen,
    /// VoiceOver moves only among its elements (a custom dialog drawn in a plain view that
    /// sets `accessibilityViewIsModal`, which automation recordings do not show).
    public var modalViews: Set<String>
    /// Views that are not modal although their type or their place says so (a toast
    /// recorded as an `Alert`, a full-screen overlay with its own navigation bar that
    /// leaves the screen under it reachable). Wins over ``modalViews``.
    public var nonModalViews: Set<String>

    /// Creates overrides; by default there are none.
    public init(
        orderedContainers: Set<String> = [], elements: Set<String> = [], containers: Set<String> = [],
        modalViews: Set<String> = [], nonModalViews: Set<String> = []
    ) {
        self.orderedContainers = orderedContainers
        self.elements = elements
        self.containers = containers
        self.modalViews = modalViews
        self.nonModalViews = nonModalViews
    }

    /// True when there is no override.
    public var isEmpty: Bool {
        orderedContainers.isEmpty && elements.isEmpty && containers.isEmpty && modalViews.isEmpty
            && nonModalViews.isEmpty
    }

    /// The override for node `identifier`'s element flag: true (an element), false (a
    /// container) or nil (the policy decides). `elements` wins over `containers`.
    func element(_ identifier: String?) -> Bool? {
        guard let identifier = ControlIdentifier.meaningful(identifier) else { return nil }
        if elements.contains(identifier) { return true }
        if containers.contains(identifier) { return false }
        return nil
    }

    /// Whether node `identifier` orders its own children.
    func ordersChildren(_ identifier: String?) -> Bool {
        guard let identifier = ControlIdentifier.meaningful(identifier) else { return false }
        return orderedContainers.contains(identifier)
    }

    /// The override for node `identifier`'s modality: true (modal), false (not modal) or
    /// nil (the recording decides). `nonModalViews` wins over `modalViews`.
    func modal(_ identifier: String?) -> Bool? {
        guard let identifier = ControlIdentifier.meaningful(identifier) else { return nil }
        if nonModalViews.contains(identifier) { return false }
        if modalViews.contains(identifier) { return true }
        return nil
    }
}
