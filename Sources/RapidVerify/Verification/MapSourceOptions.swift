/// What a screen's map lists and how `MapSourceWriter` writes it as Swift source: the
/// options of `rapidgen generate`, and of a ``VerificationResult``'s corrected map
/// (``controls(for:)``, ``VerificationResult/correctedMapSource``).
public struct MapSourceOptions: Sendable, Hashable {
    /// Which labels a generated map declares.
    public enum Labels: String, Sendable, Hashable, CaseIterable {
        /// Every element's label (the default: the strictest map).
        case all
        /// Only the labels of elements without an identifier, which need them to be matched.
        case withoutIdentifier
    }

    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// `public`: for a module other targets import (the default).
        case `public`
        /// `package`.
        case package
        /// `internal`: no modifier is written.
        case `internal`
    }

    /// Which labels to declare.
    public var labels: Labels
    /// Whether to declare values.
    public var values: Bool
    /// Whether to declare traits.
    public var traits: Bool
    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// The recording's path as the generated comment shows it (relative, with `/`), if any.
    public var recordingPath: String?
    /// The command that regenerates the map, shown in the generated comment, if any.
    public var command: String?
    /// One level of indentation.
    public var indent: String
    /// Which elements the map lists (see `VerificationMode.keeps(_:)`); a mode other
    /// than `VerificationMode.exact` is declared in the region as `verificationMode`.
    public var mode: VerificationMode
    /// The identifier of the screen's root view when it is not the screen's type name:
    /// the region then declares `screenIdentifier`. Nil: the type's name is the identifier.
    public var screenIdentifier: String?
    /// The language the recording's labels are in: when the map declares a label, the
    /// region declares it as `labelLanguage`, so a recording in another language is
    /// verified without the labels. Nil: labels checked in every language.
    public var labelLanguage: String?
    /// The map's deliberate differences in other configurations, which the region
    /// declares as `variants()` (none by default).
    public var variants: [MapVariant] = []
    /// The part of the tree the map covers: a map recorded over the app's window (no node
    /// had the screen's identifier) declares `MapScope.appWindow` in its region;
    /// `MapScope.screenRoot` (the default) declares nothing.
    public var mapScope: MapScope = .screenRoot

    /// Creates options.
    public init(
        labels: Labels = .all, values: Bool = false, traits: Bool = false,
        accessLevel: AccessLevel = .public, recordingPath: String? = nil,
        command: String? = nil, indent: String = "    ", mode: VerificationMode = .exact,
        screenIdentifier: String? = nil
    ) {
        self.mode = mode
        self.screenIdentifier = screenIdentifier
        self.labels = labels
        self.values = values
        self.traits = traits
        self.accessLevel = accessLevel
        self.recordingPath = recordingPath
        self.command = command
        self.indent = indent
    }

    /// These options with ``labelLanguage`` the language `tree` was recorded in.
    public func recorded(in tree: AccessibilityTree) -> MapSourceOptions {
        var options = self
        options.labelLanguage = tree.configuration.language
        return options
    }

    /// The map entries for elements in VoiceOver order: one per element the mode keeps
    /// (`VerificationMode.keeps(_:)`), indexed from 0 in that order.
    public func controls(for elements: [OrderedElement]) -> [ControlInformation] {
        elements.filter { mode.keeps($0.node) }.enumerated().map { i, element in
            let node = element.node
            let keepLabel = labels == .all || ControlIdentifier.meaningful(node.identifier) == nil
            return ControlInformation(
                index: i, type: node.type, identifier: node.identifier,
                label: keepLabel ? node.label : nil,
                value: values ? node.value : nil,
                traits: traits ? node.traits : nil)
        }
    }
}
