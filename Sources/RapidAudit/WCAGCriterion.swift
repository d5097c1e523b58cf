import RapidMap
import RapidVerify
/// A success criterion of WCAG 2.2 that an audit check maps to: its number, its name and
/// its conformance level, as the W3C Recommendation states them, with the address of its
/// section there (``url``) as the evidence. Reports and the check catalogue show
/// `2.5.8 Target Size (Minimum) (AA)`; SARIF output carries the criteria as rule tags
/// (`wcag-2.5.8`, `wcag-level-aa`).
///
/// The built-in checks use the constants below, one per criterion; a custom check may
/// make its own with ``init(number:name:level:anchor:)``.
public struct WCAGCriterion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A conformance level: A is the minimum, AA what most regulations require, AAA the highest.
    public enum Level: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Level A.
        case a = "A"
        /// Level AA.
        case aa = "AA"
        /// Level AAA.
        case aaa = "AAA"

        /// A before AA before AAA.
        public static func < (x: Level, y: Level) -> Bool {
            allCases.firstIndex(of: x)! < allCases.firstIndex(of: y)!
        }
    }

    /// The criterion's number, `2.5.8`.
    public var number: String
    /// Its name, `Target Size (Minimum)`.
    public var name: String
    /// Its conformance level.
    public var level: Level
    /// The fragment of its section in the WCAG 2.2 Recommendation, `target-size-minimum`.
    public var anchor: String

    /// Creates a criterion.
    public init(number: String, name: String, level: Level, anchor: String) {
        self.number = number
        self.name = name
        self.level = level
        self.anchor = anchor
    }

    /// The address of the criterion in the WCAG 2.2 Recommendation (W3C, 2023, updated
    /// 2024): where its number, name and level are stated.
    public var url: String { Self.recommendation + "#" + anchor }

    /// The WCAG 2.2 Recommendation's address.
    public static let recommendation = "https://www.w3.org/TR/WCAG22/"

    /// `2.5.8 Target Size (Minimum) (AA)`.
    public var description: String { "\(number) \(name) (\(level.rawValue))" }

    /// The SARIF tags of the criterion: `wcag-2.5.8` and `wcag-level-aa`.
    public var tags: [String] { ["wcag-" + number, "wcag-level-" + level.rawValue.lowercased()] }

    /// In numeric order: 1.4.3 before 1.4.10 before 2.1.1.
    public static func < (a: WCAGCriterion, b: WCAGCriterion) -> Bool {
        let x = a.number.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.number.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }

    /// 1.1.1 Non-text Content (A): non-text content has a text alternative.
    public static let nonTextContent = WCAGCriterion(number: "1.1.1", name: "Non-text Content", level: .a, anchor: "non-text-content")
    /// 1.3.1 Info and Relationships (A): structure shown visually (headings) is available to assistive technology.
    public static let infoAndRelationships = WCAGCriterion(number: "1.3.1", name: "Info and Relationships", level: .a, anchor: "info-and-relationships")
    /// 1.4.3 Contrast (Minimum) (AA): text reaches 4.5:1, large text 3:1.
    public static let contrastMinimum = WCAGCriterion(number: "1.4.3", name: "Contrast (Minimum)", level: .aa, anchor: "contrast-minimum")
    /// 1.4.4 Resize Text (AA): text can be enlarged to 200% without loss of content.
    public static let resizeText = WCAGCriterion(number: "1.4.4", name: "Resize Text", level: .aa, anchor: "resize-text")
    /// 1.4.10 Reflow (AA): content reflows instead of being cut off at narrow widths.
    public static let reflow = WCAGCriterion(number: "1.4.10", name: "Reflow", level: .aa, anchor: "reflow")
    /// 2.1.1 Keyboard (A): every function is operable from a keyboard (and so from Switch
    /// Control and Full Keyboard Access, which reach the same elements).
    public static let keyboard = WCAGCriterion(number: "2.1.1", name: "Keyboard", level: .a, anchor: "keyboard")
    /// 2.4.4 Link Purpose (In Context) (A): a link's purpose can be told from its text.
    public static let linkPurposeInContext = WCAGCriterion(number: "2.4.4", name: "Link Purpose (In Context)", level: .a, anchor: "link-purpose-in-context")
    /// 2.4.6 Headings and Labels (AA): headings and labels describe topic or purpose.
    public static let headingsAndLabels = WCAGCriterion(number: "2.4.6", name: "Headings and Labels", level: .aa, anchor: "headings-and-labels")
    /// 2.5.5 Target Size (Enhanced) (AAA): pointer targets are at least 44×44 CSS pixels.
    public static let targetSizeEnhanced = WCAGCriterion(number: "2.5.5", name: "Target Size (Enhanced)", level: .aaa, anchor: "target-size-enhanced")
    /// 2.5.8 Target Size (Minimum) (AA): pointer targets are at least 24×24 CSS pixels, or
    /// spaced so that they do not crowd one another.
    public static let targetSizeMinimum = WCAGCriterion(number: "2.5.8", name: "Target Size (Minimum)", level: .aa, anchor: "target-size-minimum")
    /// 3.3.2 Labels or Instructions (A): labels or instructions are given where input is needed.
    public static let labelsOrInstructions = WCAGCriterion(number: "3.3.2", name: "Labels or Instructions", level: .a, anchor: "labels-or-instructions")
    /// 4.1.2 Name, Role, Value (A): every control exposes its name, role and state to assistive technology.
    public static let nameRoleValue = WCAGCriterion(number: "4.1.2", name: "Name, Role, Value", level: .a, anchor: "name-role-value")

    /// Every criterion a built-in check maps to, in numeric order.
    public static let builtIn: [WCAGCriterion] = [
        .nonTextContent, .infoAndRelationships, .contrastMinimum, .resizeText, .reflow, .keyboard,
        .linkPurposeInContext, .headingsAndLabels, .targetSizeEnhanced, .targetSizeMinimum,
        .labelsOrInstructions, .nameRoleValue,
    ]
}
