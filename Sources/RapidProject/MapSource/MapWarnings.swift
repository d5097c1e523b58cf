import RapidVerify
/// What `rapidgen generate` warns about before writing a map that can never pass, or
/// passes without checking anything: each warning names the elements and says how to
/// fix them. Pure: one pass over the map and one over the screen's subtree.
package enum MapWarnings {
    /// The control types whose elements a user operates. One of them that VoiceOver
    /// never visits is almost always a mistake (hidden by a parent that is itself an
    /// accessibility element, `isAccessibilityElement = false`, zero size).
    static let controlTypes: Set<ControlType> = [
        .button, .radioButton, .checkBox, .popUpButton, .comboBox, .menuButton, .toolbarButton,
        .slider, .segmentedControl, .picker, .switch, .toggle, .link, .searchField,
        .textField, .secureTextField, .datePicker, .textView, .stepper, .menuItem,
    ]

    /// The most elements one warning names before it says how many more there are.
    static let maximumNamed = 10

    /// The warnings for the map `controls` generated for `screen` from the subtree of
    /// `scopeNode` in `tree`, whose elements VoiceOver visits in the order `visited`.
    package static func warnings(
        screen: String, controls: [ControlInformation], visited: [OrderedElement],
        tree: AccessibilityTree, scopeNode: Int, mode: VerificationMode
    ) -> [String] {
        var warnings: [String] = []
        if controls.isEmpty {
            let what = mode == .exact ? "no element VoiceOver visits" : "no element with an identifier (mode \(mode.rawValue) lists only those)"
            warnings.append(
                "the map of \(screen) is empty: the recording has \(what) on the screen, so the map checks nothing; record the screen with its controls on it, or check that --screen (or --identifier) names the screen's root view"
            )
        }
        var seen: [String: [Int]] = [:]
        var order: [String] = []
        for control in controls {
            guard let identifier = ControlIdentifier.meaningful(control.identifier) else { continue }
            if seen[identifier] == nil { order.append(identifier) }
            seen[identifier, default: []].append(control.index)
        }
        let duplicates = order.filter { (seen[$0]?.count ?? 0) > 1 }
        if !duplicates.isEmpty {
            let named = duplicates.prefix(maximumNamed).map { id in
                "\(SwiftSourceEscaping.stringLiteral(id)) (indexes \((seen[id] ?? []).map(String.init).joined(separator: ", ")))"
            }
            warnings.append(
                "the map of \(screen) declares the same identifier for several elements, so verification cannot tell them apart: \(named.joined(separator: "; "))\(more(duplicates.count)); give each element its own accessibilityIdentifier (e.g. \(screen).id(\"row1\"), \(screen).id(\"row2\"))"
            )
        }
        let visitedNodes = Set(visited.map(\.nodeIndex))
        var unreached: [String] = []
        var unreachedCount = 0
        for position in tree.subtree(of: scopeNode) where !visitedNodes.contains(position) {
            let node = tree[position]
            guard controlTypes.contains(node.type) else { continue }
            unreachedCount += 1
            if unreached.count < maximumNamed {
                var name = "\(node.type.name)"
                if let id = ControlIdentifier.meaningful(node.identifier) { name += " " + SwiftSourceEscaping.stringLiteral(id) }
                if let label = node.label, !label.isEmpty { name += " label " + SwiftSourceEscaping.stringLiteral(label) }
                unreached.append(name)
            }
        }
        if unreachedCount > 0 {
            warnings.append(
                "VoiceOver never reaches \(unreachedCount) control\(unreachedCount == 1 ? "" : "s") of \(screen), so the map leaves \(unreachedCount == 1 ? "it" : "them") out: \(unreached.joined(separator: "; "))\(more(unreachedCount)); make each one an accessibility element (isAccessibilityElement, not hidden, not inside another accessibility element), or remove it from the screen (`rapidgen order` shows what VoiceOver visits)"
            )
        }
        return warnings
    }

    static func more(_ count: Int) -> String { count > maximumNamed ? " and \(count - maximumNamed) more" : "" }
}
