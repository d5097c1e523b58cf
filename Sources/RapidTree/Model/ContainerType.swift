import RapidMap
/// How a container presents its children to assistive technologies
/// (UIKit's `UIAccessibilityContainerType`).
public enum ContainerType: String, Sendable, Hashable, Codable, CaseIterable {
    /// An ordinary container.
    case none
    /// A list: its children are kept together.
    case list
    /// A landmark: its children are kept together.
    case landmark
    /// A data table: its children are kept together.
    case dataTable
    /// A semantic group: its children are kept together when it has a label, value or identifier.
    case semanticGroup
}
