import RapidMap
import RapidVerify
/// Where a check comes from, as data: a rule of another accessibility tool or a section
/// of Apple's guidelines, and how the check relates to it. A check lists its sources (the
/// rule it implements for iOS trees, the guideline it stands on) and its counterparts
/// (the same idea in tools for other platforms), so a team that knows axe-core or
/// Android's Accessibility Test Framework finds the check it expects.
///
/// ```swift
/// AuditCheckOrigin(.a11yUITests, "minimumInteractiveSize")            // ported from
/// AuditCheckOrigin(.atf, "TouchTargetSizeCheck", relation: .counterpart)
/// ```
public struct AuditCheckOrigin: Sendable, Hashable, CustomStringConvertible {
    /// A catalogue of accessibility rules or guidance.
    public enum Catalogue: String, Sendable, Hashable, CaseIterable {
        /// A11yUITests (Rob Whitaker): XCUITest accessibility tests; rules are its
        /// `A11yTests` cases.
        case a11yUITests = "A11yUITests"
        /// GTXiLib (Google Toolbox for Accessibility, iOS); rules are its check names.
        case gtxiLib = "GTXiLib"
        /// Xcode's accessibility audit (`performAccessibilityAudit`); rules are the
        /// `XCUIAccessibilityAuditType` members.
        case xcodeAudit = "Xcode audit"
        /// Google's Accessibility Test Framework for Android; rules are its check classes.
        case atf = "ATF"
        /// axe-core (Deque), for the web; rules are its rule identifiers.
        case axe = "axe-core"
        /// Apple's Human Interface Guidelines; rules are page and section names.
        case hig = "Apple HIG"
        /// RapidMap's own: no other tool has this rule.
        case rapidMap = "RapidMap"
    }

    /// How a check relates to the rule.
    public enum Relation: String, Sendable, Hashable, CaseIterable {
        /// The check implements the rule, or stands on the guideline.
        case source
        /// Another tool's rule for the same problem on its platform.
        case counterpart
    }

    /// The catalogue.
    public var catalogue: Catalogue
    /// The rule's name in the catalogue (`minimumInteractiveSize`, `target-size`,
    /// `Accessibility › Buttons and controls`), or empty when the catalogue names none.
    public var rule: String
    /// How the check relates to the rule.
    public var relation: Relation

    /// Creates an origin; a source unless `relation` says otherwise.
    public init(_ catalogue: Catalogue, _ rule: String, relation: Relation = .source) {
        self.catalogue = catalogue
        self.rule = rule
        self.relation = relation
    }

    /// A counterpart rule of another tool.
    public static func counterpart(_ catalogue: Catalogue, _ rule: String) -> AuditCheckOrigin {
        AuditCheckOrigin(catalogue, rule, relation: .counterpart)
    }

    /// `A11yUITests minimumInteractiveSize`, or the catalogue alone when it names no rule.
    public var description: String { rule.isEmpty ? catalogue.rawValue : "\(catalogue.rawValue) \(rule)" }
}
