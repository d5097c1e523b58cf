/// Two recordings of one screen in two configurations, compared: where VoiceOver's order
/// differs and why, and, for a right-to-left recording of a left-to-right one, where the
/// layout is not mirrored.
///
/// ```swift
/// let comparison = ConfigurationComparison(base: english, other: arabic, screenIdentifier: "LoginScreen")
/// for difference in comparison.differences { print(difference) }
/// // in ar (right-to-left), elements 3 and 4 are swapped: the row `email`/`emailHelp` is not mirrored
/// ```
///
/// Elements are matched by identifier (elements without one are not compared: their labels
/// change with the language). Two neighbours read the other way round because their row is
/// not mirrored are "swapped"; any other change is one element that "moves before" another.
/// Element numbers are positions in the other recording's order, from 0,
/// as in a verification report. The reasons come from the frames:
/// - two elements that share a row in both and keep their left-to-right horizontal order in
///   the right-to-left other: the row is not mirrored;
/// - two elements that share a row in the base and not in the other: the row wrapped;
/// - two elements on different rows in the base that share one in the other: the rows merged;
/// - otherwise the layout moved them.
public struct ConfigurationComparison: Sendable, Hashable {
    /// The base recording's configuration (the one the map was generated from).
    public var base: RecordingConfiguration
    /// The other recording's configuration.
    public var other: RecordingConfiguration
    /// The differences, order first (in the other recording's order), then mirroring.
    public var differences: [ConfigurationDifference]

    /// True when the two orders agree and nothing is mis-mirrored.
    public var agrees: Bool { differences.isEmpty }

    /// Compares `other` with `base`: each is ordered by `engine` inside the subtree of the
    /// node whose identifier is `screenIdentifier` (the whole tree when nil or absent).
    public init(
        base baseTree: AccessibilityTree, other otherTree: AccessibilityTree,
        screenIdentifier: String? = nil, engine: TraversalEngine = TraversalEngine()
    ) {
        func order(_ tree: AccessibilityTree) -> [OrderedElement] {
            let scope = screenIdentifier.map { ScreenScope.find(screenIdentifier: $0, in: tree) } ?? .wholeTree
            return engine.order(tree, scope: scope.node(in: tree))
        }
        self.init(
            base: baseTree.configuration, baseOrder: order(baseTree), baseWidth: Self.width(of: baseTree),
            other: otherTree.configuration, otherOrder: order(otherTree), otherWidth: Self.width(of: otherTree))
    }

    /// Compares two orders already made; `baseWidth` and `otherWidth` are the screens'
    /// widths the mirroring check needs (nil: not checked).
    public init(
        base: RecordingConfiguration, baseOrder: [OrderedElement], baseWidth: Double?,
        other: RecordingConfiguration, otherOrder: [OrderedElement], otherWidth: Double?
    ) {
        self.base = base
        self.other = other
        let context = other.phrase(comparedWith: base)
        var differences = Self.orderDifferences(
            baseOrder, otherOrder, context: context,
            rightToLeft: Self.turnsRightToLeft(base, other))
        if Self.turnsRightToLeft(base, other), let width = baseWidth, let otherWidth,
            abs(width - otherWidth) <= MirroringCheck.tolerance
        {
            let reported = Set(differences.flatMap(\.identifiers))
            differences += MirroringCheck.problems(
                leftToRight: baseOrder, rightToLeft: otherOrder, width: width,
                context: context, skipping: reported)
        }
        self.differences = differences
    }

    /// True when `other` is right to left and `base` is not.
    static func turnsRightToLeft(_ base: RecordingConfiguration, _ other: RecordingConfiguration) -> Bool {
        other.layoutDirection == .rightToLeft && base.layoutDirection != .rightToLeft
    }

    /// The screen's width: the configuration's, or the root's frame's when it is finite.
    static func width(of tree: AccessibilityTree) -> Double? {
        if let size = tree.configuration.screenSize { return size.width }
        let w = tree[0].frame.width
        return w.isFinite && w > 0 ? w : nil
    }

    /// The short name of an identifier: its control part when it is scoped (`LoginScreen.email` → `email`).
    static func shortName(_ identifier: String) -> String {
        ControlIdentifier.split(identifier)?.control ?? identifier
    }

    /// True when two frames share a row: their vertical extents overlap by more than half
    /// the shorter one's height (the traversal's own row rule allows a few points more).
    static func shareRow(_ a: Frame, _ b: Frame) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
        return overlap > 0.5 * min(a.height, b.height)
    }

    /// The elements whose relative order differs, and the elements only one side has, each
    /// message opened by `context` (`in ar (right-to-left)`; `now` for `rapidgen live`).
    package static func orderDifferences(
        _ base: [OrderedElement], _ other: [OrderedElement], context: String,
        rightToLeft: Bool
    ) -> [ConfigurationDifference] {
        var basePosition: [String: Int] = [:]
        for (i, e) in base.enumerated() {
            if let id = ControlIdentifier.meaningful(e.node.identifier), basePosition[id] == nil { basePosition[id] = i }
        }
        var otherPosition: [String: Int] = [:]
        for (i, e) in other.enumerated() {
            if let id = ControlIdentifier.meaningful(e.node.identifier), otherPosition[id] == nil { otherPosition[id] = i }
        }
        // The elements both have, in the other recording's order.
        let common = other.indices.filter { i in
            guard let id = ControlIdentifier.meaningful(other[i].node.identifier) else { return false }
            return otherPosition[id] == i && basePosition[id] != nil
        }
        var out: [ConfigurationDifference] = []
        var i = 0
        while i + 1 < common.count {
            let first = other[common[i]], second = other[common[i + 1]]
            let a = first.node.identifier!, b = second.node.identifier!
            let baseA = basePosition[a]!, baseB = basePosition[b]!
            guard baseA > baseB else { i += 1; continue }
            let reason = Self.reason(
                before: base[baseB].node.frame, after: base[baseA].node.frame,
                otherFirst: first.node.frame, otherSecond: second.node.frame,
                rightToLeft: rightToLeft, row: [shortName(b), shortName(a)])
            // Neighbours read the other way round in a row that is not mirrored are swapped;
            // any other change of order is one element moving before another.
            let swapped = reason.hasSuffix("is not mirrored") && baseA == baseB + 1 && common[i + 1] == common[i] + 1
            let message =
                swapped
                ? "\(context), elements \(common[i]) and \(common[i + 1]) are swapped: \(reason)"
                : "\(context), `\(shortName(a))` moves before `\(shortName(b))`: \(reason)"
            out.append(ConfigurationDifference(kind: swapped ? .swapped : .moved, identifiers: [a, b], message: message))
            i += 2
        }
        let onlyBase = base.compactMap { ControlIdentifier.meaningful($0.node.identifier) }.filter { otherPosition[$0] == nil }
        let onlyOther = other.compactMap { ControlIdentifier.meaningful($0.node.identifier) }.filter { basePosition[$0] == nil }
        if !onlyOther.isEmpty {
            out.append(
                ConfigurationDifference(
                    kind: .added, identifiers: onlyOther,
                    message: "\(context), the screen also has " + onlyOther.map { "`\(shortName($0))`" }.joined(separator: ", ")))
        }
        if !onlyBase.isEmpty {
            out.append(
                ConfigurationDifference(
                    kind: .removed, identifiers: onlyBase,
                    message: "\(context), the screen has no " + onlyBase.map { "`\(shortName($0))`" }.joined(separator: ", ")))
        }
        return out
    }

    /// Why two elements changed order: `before` and `after` are their frames in the base (in
    /// base order), `otherFirst` and `otherSecond` in the other (in the other order,
    /// which is the other way round).
    static func reason(
        before: Frame, after: Frame, otherFirst: Frame, otherSecond: Frame,
        rightToLeft: Bool, row: [String]
    ) -> String {
        let rowName = row.map { "`\($0)`" }.joined(separator: "/")
        let sharedBefore = shareRow(before, after)
        let sharedAfter = shareRow(otherFirst, otherSecond)
        if rightToLeft && sharedBefore && sharedAfter {
            // Both in one row on both sides, read the other way round: mirrored, the row
            // would be read in the same order from its right edge.
            return "the row \(rowName) is not mirrored"
        }
        if sharedBefore && !sharedAfter { return "the row wrapped" }
        if !sharedBefore && sharedAfter { return "the rows merged" }
        return "the layout moved them"
    }
}
