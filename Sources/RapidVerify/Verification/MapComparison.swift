/// Aligns a screen's map with the elements VoiceOver visits and lists the differences.
///
/// Matching: a map entry with an identifier is matched by identifier; one without is
/// matched by type and label (a `nil` label matches an element without a label), and one
/// of type ``ControlType/any`` without identifier by label alone. An element takes the
/// first of these keys, in that order, that some entry of the map declares. An empty
/// identifier counts as none and an empty label as no label, on both sides.
///
/// Alignment: the longest common subsequence of the two key sequences
/// (``SequenceAlignment``) gives the entries found in order. Of the rest, an entry and an
/// element with the same key are paired in order as *moved*; an entry left over is
/// *missing*, an element left over *unexpected*. Every pair is then checked for type,
/// label, value and traits, the last three only where the map declares them.
enum MapComparison {
    /// What a map entry or element is matched by.
    enum Key: Hashable {
        case identifier(String)
        case typeAndLabel(ControlType, String?)
        case label(String?)
    }

    /// An identifier that counts: an empty identifier is the same as none.
    static func identifier(_ id: String?) -> String? {
        guard let id, !id.isEmpty else { return nil }
        return id
    }

    /// A label as a key: an empty label is the same as none (VoiceOver reads nothing).
    static func labelKey(_ label: String?) -> String? {
        guard let label, !label.isEmpty else { return nil }
        return label
    }

    /// The key of a map entry.
    static func key(of c: ControlInformation) -> Key {
        if let id = identifier(c.identifier) { return .identifier(id) }
        if c.type == .any { return .label(labelKey(c.label)) }
        return .typeAndLabel(c.type, labelKey(c.label))
    }

    /// The key of an element, given the keys the map declares.
    static func key(of node: AccessibilityNode, declared: Set<Key>) -> Key {
        if let id = identifier(node.identifier), declared.contains(.identifier(id)) { return .identifier(id) }
        let typeAndLabel = Key.typeAndLabel(node.type, labelKey(node.label))
        if declared.contains(typeAndLabel) { return typeAndLabel }
        let label = Key.label(labelKey(node.label))
        if declared.contains(label) { return label }
        if let id = identifier(node.identifier) { return .identifier(id) }
        return typeAndLabel
    }

    /// The differences of an entry paired with an element: type, then the declared
    /// label, value and traits.
    static func attributeDifferences(_ e: ControlInformation, _ a: OrderedElement) -> [MapDifference] {
        var out: [MapDifference] = []
        if !e.type.matches(a.node.type) { out.append(.wrongType(expected: e, actual: a)) }
        if let label = e.label, label != a.node.label { out.append(.wrongLabel(expected: e, actual: a)) }
        if let value = e.value, value != a.node.value { out.append(.wrongValue(expected: e, actual: a)) }
        if let traits = e.traits, traits != a.node.traits { out.append(.wrongTraits(expected: e, actual: a)) }
        return out
    }

    /// Problems of the map itself: indexes that are not `0..<count` and repeated identifiers.
    static func mapProblems(_ map: [ControlInformation]) -> [MapDifference] {
        var out: [MapDifference] = []
        var occurrences: [Int: Int] = [:]
        for c in map { occurrences[c.index, default: 0] += 1 }
        for index in occurrences.keys.sorted() {
            let n = occurrences[index] ?? 0
            if n > 1 || index < 0 || index >= map.count {
                out.append(.badMapIndex(index: index, occurrences: n, count: map.count))
            }
        }
        var indexesByIdentifier: [String: [Int]] = [:]
        var order: [String] = []
        for c in map {
            guard let id = identifier(c.identifier) else { continue }
            if indexesByIdentifier[id] == nil { order.append(id) }
            indexesByIdentifier[id, default: []].append(c.index)
        }
        for id in order {
            if let indexes = indexesByIdentifier[id], indexes.count > 1 {
                out.append(.duplicateIdentifierInMap(identifier: id, indexes: indexes))
            }
        }
        return out
    }

    /// Elements of the screen that share an identifier. In ``VerificationMode/exact`` every
    /// repeated identifier counts; in the other modes, which allow undeclared elements,
    /// only identifiers the map declares do.
    static func treeProblems(_ elements: [OrderedElement], declared: Set<Key>, mode: VerificationMode) -> [MapDifference] {
        var positionsByIdentifier: [String: [Int]] = [:]
        var order: [String] = []
        for e in elements {
            guard let id = identifier(e.node.identifier) else { continue }
            if mode != .exact, !declared.contains(.identifier(id)) { continue }
            if positionsByIdentifier[id] == nil { order.append(id) }
            positionsByIdentifier[id, default: []].append(e.position)
        }
        return order.compactMap { id in
            guard let positions = positionsByIdentifier[id], positions.count > 1 else { return nil }
            return .duplicateIdentifierInTree(identifier: id, positions: positions)
        }
    }

    /// Aligns `expected` (sorted by index) with `actual` (in VoiceOver order).
    static func compare(expected: [ControlInformation], actual: [OrderedElement],
                        mode: VerificationMode) -> (differences: [MapDifference], rows: [Verification.Row]) {
        let expectedKeys = expected.map(key(of:))
        let declared = Set(expectedKeys)
        let actualKeys = actual.map { key(of: $0.node, declared: declared) }
        let inOrder = SequenceAlignment.longestCommonSubsequence(expectedKeys, actualKeys)

        var partnerOfExpected = [Int](repeating: -1, count: expected.count)
        var partnerOfActual = [Int](repeating: -1, count: actual.count)
        for m in inOrder {
            partnerOfExpected[m.first] = m.second
            partnerOfActual[m.second] = m.first
        }
        // Pair the entries and elements left over, key by key, in order: they moved.
        var waiting: [Key: [Int]] = [:]
        for i in expected.indices where partnerOfExpected[i] < 0 {
            waiting[expectedKeys[i], default: []].append(i)
        }
        var taken: [Key: Int] = [:]
        for j in actual.indices where partnerOfActual[j] < 0 {
            let k = actualKeys[j]
            guard let queue = waiting[k] else { continue }
            let next = taken[k, default: 0]
            guard next < queue.count else { continue }
            taken[k] = next + 1
            partnerOfExpected[queue[next]] = j
            partnerOfActual[j] = queue[next]
        }

        var differences = mapProblems(expected) + treeProblems(actual, declared: declared, mode: mode)
        var rows: [Verification.Row] = []
        rows.reserveCapacity(max(expected.count, actual.count))
        var i = 0, j = 0
        for m in inOrder + [SequenceAlignment.Match(first: expected.count, second: actual.count)] {
            while i < m.first {
                if partnerOfExpected[i] < 0 {
                    differences.append(.missing(expected: expected[i]))
                    rows.append(.init(mark: .missing, expected: expected[i], actual: nil))
                }
                i += 1
            }
            while j < m.second {
                let e = partnerOfActual[j]
                if e >= 0 {
                    let attributes = attributeDifferences(expected[e], actual[j])
                    if mode.reportsMoved {
                        differences.append(.moved(expected: expected[e], actual: actual[j]))
                        rows.append(.init(mark: .moved, expected: expected[e], actual: actual[j]))
                    } else {
                        rows.append(.init(mark: attributes.isEmpty ? .match : .mismatch, expected: expected[e], actual: actual[j]))
                    }
                    differences += attributes
                } else if mode.reportsUnexpected {
                    differences.append(.unexpected(actual: actual[j]))
                    rows.append(.init(mark: .unexpected, expected: nil, actual: actual[j]))
                } else {
                    rows.append(.init(mark: .ignored, expected: nil, actual: actual[j]))
                }
                j += 1
            }
            guard m.first < expected.count else { break }
            let attributes = attributeDifferences(expected[i], actual[j])
            differences += attributes
            rows.append(.init(mark: attributes.isEmpty ? .match : .mismatch, expected: expected[i], actual: actual[j]))
            i += 1
            j += 1
        }
        return (differences, rows)
    }
}
