import RapidMap
import RapidVerify

/// What ``MapSourceParser`` reads from a generated map region: its entries and variants,
/// the form they were written in, and the region rewritten in the statement form
/// ``MapSourceWriter`` writes, so that `rapidgen check` compares a region by its entries
/// whatever its form.
package struct MapSourceDeclarations: Sendable, Hashable {
    /// How a region writes its lists.
    package enum Form: Sendable, Hashable {
        /// One `controls.append(…)` statement an entry: what ``MapSourceWriter`` writes.
        case statements
        /// One array literal a list, as earlier versions wrote: type-checked as one system,
        /// whose cost grows faster than its entries.
        case arrayLiteral
    }

    /// The form of the region: ``Form/arrayLiteral`` when any of its lists is one.
    package var form = Form.statements
    /// The string of the region's `screenIdentifier` declaration, when it has one.
    package var screenIdentifier: String?
    /// The entries of `controlsInformation()`, in line order.
    package var controls: [ControlInformation] = []
    /// The variants of `variants()`, in line order.
    package var variants: [MapVariant] = []
    /// The region's lines in the statement form: comment and other lines as they are, the
    /// functions' bodies as ``MapSourceWriter`` writes them (indentation aside).
    package var currentFormLines: [String] = []
    /// For each of ``currentFormLines``, the line of the region it was read from (from 0).
    package var origins: [Int] = []

    /// Nothing read yet.
    package init() {}
}
