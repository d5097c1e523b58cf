import RapidMap
import RapidVerify

/// The element an issue is about, as reports show it and baselines key it.
public struct AuditElement: Sendable, Hashable, Codable {
    /// The element type.
    public var type: ControlType
    /// The accessibility identifier.
    public var identifier: String?
    /// The label.
    public var label: String?
    /// The frame.
    public var frame: Frame
    /// The position in VoiceOver order, or nil when VoiceOver does not stop on it
    /// (element detection, or the screen itself).
    public var position: Int?
    /// The node's position in the tree.
    public var nodeIndex: Int

    /// Creates an element description.
    public init(type: ControlType, identifier: String?, label: String?, frame: Frame, position: Int?, nodeIndex: Int) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.frame = frame
        self.position = position
        self.nodeIndex = nodeIndex
    }

    /// The key baselines and ignores use: `id:IDENTIFIER` when the element has an
    /// identifier, otherwise `TYPE|LABEL|#POSITION` (`node N` for a node VoiceOver does
    /// not visit). Never the message text.
    public var key: String {
        if let identifier, !identifier.isEmpty { return "id:" + identifier }
        let place = position.map { "#\($0)" } ?? "node \(nodeIndex)"
        return "\(type.name)|\(label ?? "")|\(place)"
    }
}
