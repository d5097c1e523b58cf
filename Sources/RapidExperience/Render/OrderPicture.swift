import RapidMap
import RapidVerify
/// The layout of a picture of VoiceOver's order: where each element's outline, badge and
/// legend row go, in picture coordinates. Pure geometry, no drawing: ``SVGRenderer`` and
/// ``HTMLReport`` draw it (parsing and layout apart from rendering, as AccessibilitySnapshot
/// keeps them).
package struct OrderPicture: Sendable, Hashable {
    /// How an element compares with a map, in a picture of a failed verification.
    package enum Mark: String, Sendable, Hashable {
        /// Declared and found out of order.
        case moved
        /// Found, not declared.
        case unexpected
        /// Declared, not found: only in the legend.
        case missing
        /// Declared and found with a wrong type, label, value or traits.
        case mismatch
    }

    /// One element.
    package struct Marker: Sendable, Hashable {
        /// The number shown in the badge, from 1 (0 for a missing element, which has none).
        package var number: Int
        /// The outline in picture coordinates, or nil for a missing element.
        package var outline: Frame?
        /// The badge's centre.
        package var badgeCentre: (x: Double, y: Double)?
        /// The colour.
        package var colour: RGBColor
        /// The spoken text (full).
        package var text: String
        /// The text as the legend shows it (at most ``PictureStyle/legendTextLimit`` characters).
        package var legendText: String
        /// The legend row's top-left corner.
        package var legendOrigin: (x: Double, y: Double)
        /// The verification mark, if any.
        package var mark: Mark?

        package static func == (a: Marker, b: Marker) -> Bool {
            a.number == b.number && a.outline == b.outline && a.badgeCentre?.x == b.badgeCentre?.x
                && a.badgeCentre?.y == b.badgeCentre?.y && a.colour == b.colour && a.text == b.text
                && a.legendOrigin.x == b.legendOrigin.x && a.legendOrigin.y == b.legendOrigin.y && a.mark == b.mark
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(number)
            hasher.combine(text)
        }
    }

    /// The picture's title, e.g. `LoginScreen — VoiceOver order (9 elements)`.
    package var title: String
    /// A line under the title: the platform's note when the recording's order is not
    /// modelled (``RecordingPlatform/verificationNote``).
    package var note: String?
    /// The screen's rectangle in picture coordinates.
    package var screen: Frame
    /// The elements, in VoiceOver order; missing elements (verification) last.
    package var markers: [Marker]
    /// The whole picture's width and height.
    package var width: Double
    package var height: Double
    /// True for a right-to-left screen: badges sit at the top-right corners.
    package var rightToLeft: Bool

    /// One element to lay out: its frame in screen points, its spoken text and its mark.
    package struct Input: Sendable, Hashable {
        package var frame: Frame?
        package var text: String
        package var mark: Mark?

        package init(frame: Frame?, text: String, mark: Mark? = nil) {
            self.frame = frame
            self.text = text
            self.mark = mark
        }
    }

    /// The picture of a transcript: every element outlined and badged.
    package init(title: String, transcript: Transcript, tree: AccessibilityTree) {
        let inputs = transcript.elements.map { Input(frame: $0.element.node.frame, text: $0.utterance.description) }
        self.init(
            title: title, inputs: inputs, screen: Self.screenBounds(tree: tree, frames: inputs.compactMap(\.frame)),
            rightToLeft: tree.layoutDirection == .rightToLeft, note: Self.note(for: tree))
    }

    /// The line under the title: the platform's note when the recording's order is not
    /// modelled, and a word on each remote container whose content could not be placed on
    /// the screen (its frames restart at the container's corner, and the recording gives the
    /// container no frame: `RemoteContentPlacement`), so its outlines sit at the screen's
    /// top left instead.
    package static func note(for tree: AccessibilityTree) -> String? {
        var parts: [String] = []
        if let platform = RecordingPlatform(idiom: tree.idiom).verificationNote { parts.append(platform) }
        let unplaced = RemoteContentPlacement.unplacedContainers(in: tree)
        if !unplaced.isEmpty {
            parts.append(
                "the content of \(unplaced.joined(separator: ", ")) is drawn at the coordinates the recording gives, "
                    + "which start at its container's corner: the recording gives the container no frame")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The bounds of the screen: the root's frame when it has a size, otherwise the union
    /// of the elements' frames, otherwise ``PictureStyle/fallbackScreen``.
    package static func screenBounds(tree: AccessibilityTree, frames: [Frame]) -> Frame {
        if tree.count > 0, !tree[tree.root].frame.isZeroSize, tree[tree.root].frame.width > 0, tree[tree.root].frame.height > 0 {
            return tree[tree.root].frame
        }
        let finite = frames.filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) && !$0.isZeroSize }
        guard let first = finite.first else { return PictureStyle.fallbackScreen }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for f in finite.dropFirst() {
            minX = min(minX, f.x); minY = min(minY, f.y); maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
        }
        return Frame(x: minX, y: minY, width: max(1, maxX - minX), height: max(1, maxY - minY))
    }

    /// Lays out `inputs` (in order) over a screen whose bounds are `screen` (in points).
    package init(title: String, inputs: [Input], screen bounds: Frame, rightToLeft: Bool, note: String? = nil) {
        let s = PictureStyle.self
        self.title = title
        self.note = note
        self.rightToLeft = rightToLeft
        let top = s.margin + s.titleHeight + (note == nil ? 0 : s.noteHeight)
        screen = Frame(x: s.margin, y: top, width: bounds.width, height: bounds.height)
        let rowsPerColumn = max(s.minimumRowsPerColumn, Int(bounds.height / s.legendRowHeight))
        let legendLeft = s.margin + bounds.width + s.legendGap
        var occupied = Set<BadgeCell>()
        var markers: [Marker] = []
        markers.reserveCapacity(inputs.count)
        var number = 0
        for (i, input) in inputs.enumerated() {
            let isMissing = input.mark == .missing || input.frame == nil
            if !isMissing { number += 1 }
            let shownNumber = isMissing ? 0 : number
            var outline: Frame?
            var badge: (x: Double, y: Double)?
            if let f = input.frame, !isMissing {
                let o = Self.clamped(
                    Frame(
                        x: f.x - bounds.x + screen.x, y: f.y - bounds.y + screen.y,
                        width: f.width, height: f.height), to: screen)
                outline = o
                badge = Self.placeBadge(for: o, in: screen, rightToLeft: rightToLeft, occupied: &occupied)
            }
            let column = i / rowsPerColumn, row = i % rowsPerColumn
            markers.append(
                Marker(
                    number: shownNumber, outline: outline, badgeCentre: badge,
                    colour: isMissing ? s.problem : s.colour(ofStop: shownNumber),
                    text: input.text, legendText: Self.shortened(input.text),
                    legendOrigin: (
                        legendLeft + Double(column) * s.legendColumnWidth,
                        top + Double(row) * s.legendRowHeight
                    ),
                    mark: isMissing ? .missing : input.mark))
        }
        self.markers = markers
        let columns = max(1, (inputs.count + rowsPerColumn - 1) / rowsPerColumn)
        let legendRows = min(max(inputs.count, 1), rowsPerColumn)
        width = legendLeft + Double(columns) * s.legendColumnWidth + s.margin
        if let note { width = max(width, 2 * s.margin + Double(note.count) * s.legendFontSize * s.averageCharacterWidth) }
        height = top + max(bounds.height, Double(legendRows) * s.legendRowHeight) + s.margin
    }

    /// A frame intersected with the screen, so an element partly off screen is drawn where it is
    /// visible; an element wholly off screen becomes a sliver at the nearest edge. Non-finite
    /// numbers become the screen's.
    static func clamped(_ f: Frame, to screen: Frame) -> Frame {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        let x0 = min(max(finite(f.x, screen.x), screen.x), screen.maxX)
        let y0 = min(max(finite(f.y, screen.y), screen.y), screen.maxY)
        let x1 = min(max(finite(f.maxX, screen.maxX), x0), screen.maxX)
        let y1 = min(max(finite(f.maxY, screen.maxY), y0), screen.maxY)
        return Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A grid cell a badge occupies (one badge diameter square).
    struct BadgeCell: Hashable { var x: Int, y: Int }

    /// The badge's centre: at the outline's leading top corner (left, or right for a
    /// right-to-left screen), moved along the top edge towards the trailing side, then
    /// down, one diameter at a time (at most ``PictureStyle/maximumBadgeShifts`` times)
    /// while another badge already sits in that cell, so badges of overlapping or identical
    /// frames stay readable. Kept inside the screen.
    static func placeBadge(
        for outline: Frame, in screen: Frame, rightToLeft: Bool,
        occupied: inout Set<BadgeCell>
    ) -> (x: Double, y: Double) {
        let r = PictureStyle.badgeRadius, d = 2 * r
        let step = rightToLeft ? -d : d
        var x = rightToLeft ? outline.maxX - r : outline.x + r
        var y = outline.y + r
        func fit() {
            x = min(max(x, screen.x + r), screen.maxX - r)
            y = min(max(y, screen.y + r), screen.maxY - r)
        }
        fit()
        func cell() -> BadgeCell { BadgeCell(x: Int((x / d).rounded(.down)), y: Int((y / d).rounded(.down))) }
        var shifts = 0
        while occupied.contains(cell()), shifts < PictureStyle.maximumBadgeShifts {
            shifts += 1
            let nx = x + step
            if nx - r >= screen.x, nx + r <= screen.maxX { x = nx } else { y += d }
            fit()
        }
        occupied.insert(cell())
        return (x, y)
    }

    /// Text cut to ``PictureStyle/legendTextLimit`` characters with `…`.
    static func shortened(_ text: String) -> String {
        let limit = PictureStyle.legendTextLimit
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}

extension OrderPicture {
    /// The picture of a failed verification: the actual elements outlined and badged, moved
    /// and unexpected ones dashed and named in the legend, and the declared entries that
    /// were not found listed after them as missing.
    package init(verification: VerificationResult, tree: AccessibilityTree) {
        var marks: [Int: Mark] = [:]
        var missing: [Input] = []
        for row in verification.rows {
            switch row.mark {
            case .moved: if let a = row.actual { marks[a.position] = .moved }
            case .unexpected: if let a = row.actual { marks[a.position] = .unexpected }
            case .mismatch: if let a = row.actual { marks[a.position] = .mismatch }
            case .missing:
                if let e = row.expected {
                    missing.append(Input(frame: nil, text: "\(e.type.name) \"\(e.identifier ?? e.label ?? "")\"", mark: .missing))
                }
            case .match, .ignored: break
            }
        }
        let transcript = Transcript(tree: tree, elements: verification.actual)
        var inputs = transcript.elements.map {
            Input(frame: $0.element.node.frame, text: $0.utterance.description, mark: marks[$0.element.position])
        }
        inputs += missing
        let title = "\(verification.screen) — \(verification.passed ? "matches its map" : "differs from its map")"
        self.init(
            title: title, inputs: inputs,
            screen: Self.screenBounds(tree: tree, frames: inputs.compactMap(\.frame)),
            rightToLeft: tree.layoutDirection == .rightToLeft, note: Self.note(for: tree))
    }
}
