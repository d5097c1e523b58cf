/// Checks that a right-to-left recording is the mirror of a left-to-right one: each element
/// both recordings have (matched by identifier) must sit where mirroring puts it. No map is
/// needed, only the two recordings.
///
/// An element of width `w` at `x` on a screen of width `W` is mirrored when, in the
/// right-to-left recording, its leading edge, its trailing edge or its centre is the mirror
/// image of the left-to-right one (`W − x` for the leading edge, within ``tolerance``): a
/// text that grew or shrank in another language still counts, as long as it kept its edge,
/// and a centred or full-width element always does. An element that stayed where it was (or moved
/// without mirroring) is a problem; elements sharing a row are reported together, as the row.
public enum MirroringCheck {
    /// How far, in points, a mirrored edge may be from its exact mirror image. UIKit and
    /// SwiftUI flip leading and trailing constraints exactly; what remains is rounding to
    /// the pixel grid (a third of a point at 3×), so one point is generous and still far
    /// below the 8-point margins of a layout that did not flip.
    public static let tolerance = 1.0

    /// The mirroring problems of `rightToLeft` against `leftToRight`, both in VoiceOver
    /// order, on a screen `width` points wide. `context` opens each message
    /// (`in ar (right-to-left)`); elements whose identifiers are in `skipping` (already
    /// explained) are left out.
    public static func problems(
        leftToRight: [OrderedElement], rightToLeft: [OrderedElement], width: Double,
        context: String = "in right-to-left",
        skipping: Set<String> = []
    ) -> [ConfigurationDifference] {
        var ltr: [String: Frame] = [:]
        for e in leftToRight {
            if let id = ControlIdentifier.meaningful(e.node.identifier), ltr[id] == nil { ltr[id] = e.node.frame }
        }
        // The elements that are not mirrored, in right-to-left order, with their frames.
        var wrong: [(id: String, frame: Frame)] = []
        var seen = Set<String>()
        for e in rightToLeft {
            guard let id = ControlIdentifier.meaningful(e.node.identifier), seen.insert(id).inserted,
                let before = ltr[id]
            else { continue }
            if !isMirrored(before, e.node.frame, width: width) { wrong.append((id, e.node.frame)) }
        }
        // Grouped into rows: each element joins the first row it shares with.
        var rows: [[(id: String, frame: Frame)]] = []
        for element in wrong {
            if let r = rows.firstIndex(where: { ConfigurationComparison.shareRow($0[0].frame, element.frame) }) {
                rows[r].append(element)
            } else {
                rows.append([element])
            }
        }
        return rows.compactMap { row in
            let ids = row.map(\.id)
            if ids.allSatisfy(skipping.contains) { return nil }
            let names = ids.map { "`\(ConfigurationComparison.shortName($0))`" }
            let message =
                ids.count == 1
                ? "\(context), \(names[0]) is not mirrored: it is at x = \(Frame.format(row[0].frame.x)), the mirror of its left-to-right place is x = \(Frame.format(width - ltr[ids[0]]!.maxX))"
                : "\(context), the row \(names.joined(separator: "/")) is not mirrored"
            return ConfigurationDifference(kind: .notMirrored, identifiers: ids, message: message)
        }
    }

    /// True when `after` (right to left) mirrors `before` (left to right) on a screen `width` wide.
    package static func isMirrored(_ before: Frame, _ after: Frame, width: Double) -> Bool {
        let leading = abs(after.maxX - (width - before.x))
        let trailing = abs(after.x - (width - before.maxX))
        let centre = abs((after.x + after.width / 2) - (width - (before.x + before.width / 2)))
        return leading <= tolerance || trailing <= tolerance || centre <= tolerance
    }
}
