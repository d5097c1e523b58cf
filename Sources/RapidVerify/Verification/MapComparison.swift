/// Aligns a screen's map with the elements VoiceOver visits and lists the differences.
///
/// Matching: a map entry with an identifier is matched by identifier; one without is
/// matched by type and label (a `nil` label matches an element without a label), and one
/// of type `ControlType.any` without identifier by label alone. An element takes the
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

    /// A label as a key: an empty label is the same as none (VoiceOver reads nothing).
    static func labelKey(_ label: String?) -> String? {
        guard let label, !label.isEmpty else { return nil }
        return label
    }

    /// The key of a map entry.
    static func key(of c: ControlInformation) -> Key {
        if let id = ControlIdentifier.meaningful(c.identifier) { return .identifier(id) }
        if c.type == .any { return .label(labelKey(c.label)) }
        return .typeAndLabel(c.type, labelKey(c.label))
    }

    /// True when entry `e` and element `a` have no attribute difference (what
    /// ``appendAttributeDifferences(_:_:to:)`` would find nothing for), each field read in
    /// place: copying an element would retain and release every string of its node.
    @inline(__always)
    static func attributesMatch(_ expected: [ControlInformation], _ e: Int, _ actual: [OrderedElement], _ a: Int) -> Bool {
        guard expected[e].type.matches(actual[a].node.type) else { return false }
        if let label = expected[e].label, label != actual[a].node.label { return false }
        if let value = expected[e].value, value != actual[a].node.value { return false }
        if let traits = expected[e].traits, traits != actual[a].node.traits { return false }
        return true
    }

    /// The differences of an entry paired with an element: type, then the declared
    /// label, value and traits.
    static func appendAttributeDifferences(_ e: ControlInformation, _ a: OrderedElement, to out: inout [MapDifference]) {
        if !e.type.matches(a.node.type) { out.append(.wrongType(expected: e, actual: a)) }
        if let label = e.label, label != a.node.label { out.append(.wrongLabel(expected: e, actual: a)) }
        if let value = e.value, value != a.node.value { out.append(.wrongValue(expected: e, actual: a)) }
        if let traits = e.traits, traits != a.node.traits { out.append(.wrongTraits(expected: e, actual: a)) }
    }

    /// One row of the side-by-side table by position: the map entry's offset in the sorted
    /// map and the element's offset in VoiceOver order (`-1`: none). Four words a row, so a
    /// 666,666-element screen's alignment is built without copying an entry or an element.
    struct AlignedRow: Sendable, Hashable {
        /// The row's mark.
        var mark: VerificationResult.Row.Mark
        /// The entry's offset in the sorted map, or -1.
        var expected: Int32
        /// The element's offset in VoiceOver order, or -1.
        var actual: Int32
    }

    /// The keys of a map and of the elements, numbered: equal keys get equal numbers, each
    /// key is hashed once, and everything after works on the numbers (no string hashing
    /// per comparison, no dictionary of arrays per identifier).
    struct NumberedKeys {
        /// The number of each map entry's key (numbers `0..<distinct`).
        var expected: [Int32]
        /// The number of each element's key, or -1 when the map declares none of its keys.
        var actual: [Int32]
        /// How many distinct keys the map declares.
        var distinct: Int
        /// For each number, true when it is an identifier key.
        var isIdentifier: [Bool]
        /// For each element whose identifier the map does not declare, the offset of the
        /// first element with that identifier (its own when it is the first); -1 for every
        /// other element. Only filled in `VerificationMode.exact`, where every repeated
        /// identifier in the tree counts; empty when no element has such an identifier.
        var undeclaredFirst: [Int32]

        init(
            expected map: [ControlInformation], actual elements: [OrderedElement], mode: VerificationMode,
            matchesLabels: Bool = true
        ) {
            var numbers: [Key: Int32] = [:]
            var distinct: Int32 = 0
            var expected = [Int32]()
            expected.reserveCapacity(map.count)
            var isIdentifier: [Bool] = []
            isIdentifier.reserveCapacity(map.count)
            // The identifiers the table keeps, by their bytes: which entry holds each first.
            // The identifier is read in place (``key(of:)`` would copy the entry, retaining and
            // releasing each of its strings): nearly every entry of a large map has one.
            var hashes: [UInt64] = [], positions: [Int32] = []
            for i in map.indices {
                if let id = ControlIdentifier.meaningful(map[i].identifier), let (_, hash) = IdentifierTable.key(id) {
                    hashes.append(hash)
                    positions.append(Int32(i))
                }
            }
            func tableText(_ i: Int32) -> String {
                IdentifierTable.key(map[Int(i)].identifier ?? "")?.text ?? ""
            }
            let first = IdentifierTable.firstOccurrences(hashes: hashes, positions: positions, positionCount: map.count) {
                tableText($0) == tableText($1)
            }
            for i in map.indices {
                let n: Int32
                let id = ControlIdentifier.meaningful(map[i].identifier)
                if first[i] >= 0 {
                    n = first[i] == i ? distinct : expected[Int(first[i])]
                } else {
                    let key = MapComparison.key(of: map[i])
                    if let old = numbers[key] {
                        n = old
                    } else {
                        numbers[key] = distinct
                        n = distinct
                    }
                }
                if n == distinct {
                    distinct += 1
                    isIdentifier.append(id != nil)
                }
                expected.append(n)
            }
            var actual = [Int32]()
            actual.reserveCapacity(elements.count)
            var undeclaredFirst: [Int32] = []
            func noteUndeclared(_ j: Int, first: Int32) {
                guard mode == .exact else { return }
                if undeclaredFirst.isEmpty { undeclaredFirst = [Int32](repeating: -1, count: elements.count) }
                undeclaredFirst[j] = first
            }
            // The first element of each undeclared identifier the table cannot key (rare).
            var undeclaredOutsideTable: [String: Int32] = [:]
            let declaresOtherKeys = isIdentifier.contains(false)
            // Fields are read in place: copying each element would retain and release every
            // string and array of its node.
            elements.withUnsafeBufferPointer { elements in
                /// The number of element `j`'s type and label key, or -1: for an element whose
                /// identifier the map does not declare.
                func labelNumber(_ j: Int) -> Int32 {
                    guard declaresOtherKeys else { return -1 }
                    let label = matchesLabels ? MapComparison.labelKey(elements[j].node.label) : nil
                    return numbers[.typeAndLabel(elements[j].node.type, label)] ?? numbers[.label(label)] ?? -1
                }
                // The elements whose identifier is not the entry's in their place, numbered
                // after this pass, all at once, by their hashes.
                var laterHashes: [UInt64] = [], laterElements: [Int32] = []
                for j in elements.indices {
                    let id = ControlIdentifier.meaningful(elements[j].node.identifier)
                    if let id {
                        // The entry of the same place first: where the map matches, it holds
                        // the same identifier, and the two are read in order.
                        if j < map.count, let declared = ControlIdentifier.meaningful(map[j].identifier), declared == id {
                            actual.append(expected[j])
                            continue
                        }
                        if let (_, hash) = IdentifierTable.key(id) {
                            laterHashes.append(hash)
                            laterElements.append(Int32(j))
                            actual.append(-1)
                            continue
                        }
                        if let found = numbers[.identifier(id)] {
                            actual.append(found)
                            continue
                        }
                        if mode == .exact {
                            noteUndeclared(j, first: undeclaredOutsideTable[id] ?? Int32(j))
                            if undeclaredOutsideTable[id] == nil { undeclaredOutsideTable[id] = Int32(j) }
                        }
                    }
                    actual.append(labelNumber(j))
                }
                guard !laterElements.isEmpty else { return }
                // The map's identifiers and these elements' in one numbering, the map's
                // first, so an identifier the map declares has an entry as its first
                // occurrence. Numbered in cache-sized buckets (`IdentifierTable.firstOccurrences`):
                // looking each element up in a table of the map's identifiers, then counting
                // the undeclared ones in dictionaries, waited on a cache miss per step and grew
                // faster than the input once a large map left the caches.
                func elementText(_ j: Int) -> String {
                    IdentifierTable.key(ControlIdentifier.meaningful(elements[j].node.identifier) ?? "")?.text ?? ""
                }
                func text(_ p: Int32) -> String {
                    p < map.count ? tableText(p) : elementText(Int(p) - map.count)
                }
                let firstAmongBoth = IdentifierTable.firstOccurrences(
                    hashes: hashes + laterHashes, positions: positions + laterElements.map { $0 + Int32(map.count) },
                    positionCount: map.count + elements.count
                ) { text($0) == text($1) }
                for j in laterElements.lazy.map(Int.init) {
                    let f = Int(firstAmongBoth[map.count + j])
                    if f < map.count {
                        actual[j] = expected[f]
                        continue
                    }
                    noteUndeclared(j, first: Int32(f - map.count))
                    actual[j] = labelNumber(j)
                }
            }
            self.expected = expected
            self.actual = actual
            self.distinct = Int(distinct)
            self.isIdentifier = isIdentifier
            self.undeclaredFirst = undeclaredFirst
        }
    }

    /// Problems of the map itself: indexes that are not `0..<count` and repeated identifiers.
    static func mapProblems(_ map: [ControlInformation], keys: NumberedKeys) -> [MapDifference] {
        var out: [MapDifference] = []
        // Indexes in range are counted in an array; the rare others in a dictionary.
        var occurrences = [Int32](repeating: 0, count: map.count)
        var outside: [Int: Int] = [:]
        var repeated = false
        for c in map {
            if c.index >= 0 && c.index < map.count {
                occurrences[c.index] += 1
                if occurrences[c.index] > 1 { repeated = true }
            } else {
                outside[c.index, default: 0] += 1
            }
        }
        if repeated || !outside.isEmpty {
            var problems: [(index: Int, occurrences: Int)] = outside.map { ($0.key, $0.value) }
            if repeated {
                for (index, n) in occurrences.enumerated() where n > 1 { problems.append((index, Int(n))) }
            }
            for p in problems.sorted(by: { $0.index < $1.index }) {
                out.append(.badMapIndex(index: p.index, occurrences: p.occurrences, count: map.count))
            }
        }
        // Repeated identifiers: counted by key number, listed in order of first appearance.
        let repeatedKeys = repeatedNumbers(keys.expected, distinct: keys.distinct) { keys.isIdentifier[Int($0)] }
        guard !repeatedKeys.isEmpty else { return out }
        for (_, offsets) in groups(keys.expected, of: repeatedKeys) {
            guard let id = ControlIdentifier.meaningful(map[offsets[0]].identifier) else { continue }
            out.append(.duplicateIdentifierInMap(identifier: id, indexes: offsets.map { map[$0].index }))
        }
        return out
    }

    /// Elements of the screen that share an identifier. In `VerificationMode.exact` every
    /// repeated identifier counts; in the other modes, which allow undeclared elements,
    /// only identifiers the map declares do.
    static func treeProblems(_ elements: [OrderedElement], keys: NumberedKeys) -> [MapDifference] {
        // Declared identifiers are counted by number; undeclared ones (exact mode only) by name.
        let repeatedKeys = repeatedNumbers(keys.actual, distinct: keys.distinct) { $0 >= 0 && keys.isIdentifier[Int($0)] }
        // An undeclared identifier repeats when an element's first is another element.
        var undeclaredRepeats = [Bool](repeating: false, count: keys.undeclaredFirst.count)
        var undeclaredRepeated = false
        for (j, first) in keys.undeclaredFirst.enumerated() where first >= 0 && Int(first) != j {
            undeclaredRepeats[Int(first)] = true
            undeclaredRepeated = true
        }
        guard !repeatedKeys.isEmpty || undeclaredRepeated else { return [] }
        // Positions of each repeated identifier, in order of first appearance.
        var positions: [String: [Int]] = [:]
        var order: [String] = []
        for (j, n) in keys.actual.enumerated() {
            let id: String
            if n >= 0, repeatedKeys.contains(n), let declared = ControlIdentifier.meaningful(elements[j].node.identifier) {
                id = declared
            } else if undeclaredRepeated, keys.undeclaredFirst[j] >= 0, undeclaredRepeats[Int(keys.undeclaredFirst[j])],
                let undeclared = ControlIdentifier.meaningful(elements[j].node.identifier)
            {
                id = undeclared
            } else {
                continue
            }
            if positions[id] == nil { order.append(id) }
            positions[id, default: []].append(elements[j].position)
        }
        return order.map { .duplicateIdentifierInTree(identifier: $0, positions: positions[$0] ?? []) }
    }

    /// The numbers (of those `counts` accepts) that occur more than once in `sequence`.
    private static func repeatedNumbers(_ sequence: [Int32], distinct: Int, counts: (Int32) -> Bool) -> Set<Int32> {
        var seen = [UInt8](repeating: 0, count: distinct)
        var repeated: Set<Int32> = []
        for n in sequence where n >= 0 && counts(n) {
            if seen[Int(n)] == 1 { repeated.insert(n) }
            seen[Int(n)] = min(seen[Int(n)] &+ 1, 2)
        }
        return repeated
    }

    /// The offsets in `sequence` of each number of `numbers`, in order of first appearance.
    private static func groups(_ sequence: [Int32], of numbers: Set<Int32>) -> [(Int32, [Int])] {
        var offsets: [Int32: [Int]] = [:]
        var order: [Int32] = []
        for (i, n) in sequence.enumerated() where numbers.contains(n) {
            if offsets[n] == nil { order.append(n) }
            offsets[n, default: []].append(i)
        }
        return order.map { ($0, offsets[$0] ?? []) }
    }

    /// Aligns `expected` (sorted by index) with `actual` (in VoiceOver order).
    static func compare(
        expected: [ControlInformation], actual: [OrderedElement],
        mode: VerificationMode, matchesLabels: Bool = true
    ) -> (differences: [MapDifference], rows: [AlignedRow]) {
        let keys = NumberedKeys(expected: expected, actual: actual, mode: mode, matchesLabels: matchesLabels)
        let inOrder = SequenceAlignment.longestCommonSubsequence(numbers: keys.expected, keys.actual, distinct: keys.distinct)

        var partnerOfExpected = [Int32](repeating: -1, count: expected.count)
        var partnerOfActual = [Int32](repeating: -1, count: actual.count)
        for m in inOrder {
            partnerOfExpected[m.first] = Int32(m.second)
            partnerOfActual[m.second] = Int32(m.first)
        }
        // Pair the entries and elements left over, key by key, in order: they moved.
        // Each key's waiting entries form a linked list through `nextWaiting`.
        if inOrder.count < expected.count {
            var firstWaiting = [Int32](repeating: -1, count: keys.distinct)
            var nextWaiting = [Int32](repeating: -1, count: expected.count)
            for i in expected.indices.reversed() where partnerOfExpected[i] < 0 {
                let n = Int(keys.expected[i])
                nextWaiting[i] = firstWaiting[n]
                firstWaiting[n] = Int32(i)
            }
            for j in actual.indices where partnerOfActual[j] < 0 {
                let n = keys.actual[j]
                guard n >= 0 else { continue }
                let i = firstWaiting[Int(n)]
                guard i >= 0 else { continue }
                firstWaiting[Int(n)] = nextWaiting[Int(i)]
                partnerOfExpected[Int(i)] = Int32(j)
                partnerOfActual[j] = i
            }
        }

        var differences = mapProblems(expected, keys: keys) + treeProblems(actual, keys: keys)
        var rows: [AlignedRow] = []
        rows.reserveCapacity(max(expected.count, actual.count))
        var i = 0, j = 0
        func pair(_ e: Int, _ a: Int, inOrder: Bool) {
            let before = differences.count
            // Only a pair that differs is copied into a difference.
            if !attributesMatch(expected, e, actual, a) {
                appendAttributeDifferences(expected[e], actual[a], to: &differences)
            }
            let same = differences.count == before
            if !inOrder && mode.reportsMoved {
                differences.insert(.moved(expected: expected[e], actual: actual[a]), at: before)
                rows.append(AlignedRow(mark: .moved, expected: Int32(e), actual: Int32(a)))
            } else {
                rows.append(AlignedRow(mark: same ? .match : .mismatch, expected: Int32(e), actual: Int32(a)))
            }
        }
        for m in inOrder + [SequenceAlignment.Match(first: expected.count, second: actual.count)] {
            while i < m.first {
                if partnerOfExpected[i] < 0 {
                    differences.append(.missing(expected: expected[i]))
                    rows.append(AlignedRow(mark: .missing, expected: Int32(i), actual: -1))
                }
                i += 1
            }
            while j < m.second {
                let e = Int(partnerOfActual[j])
                if e >= 0 {
                    pair(e, j, inOrder: false)
                } else if mode.reportsUnexpected {
                    differences.append(.unexpected(actual: actual[j]))
                    rows.append(AlignedRow(mark: .unexpected, expected: -1, actual: Int32(j)))
                } else {
                    rows.append(AlignedRow(mark: .ignored, expected: -1, actual: Int32(j)))
                }
                j += 1
            }
            guard m.first < expected.count else { break }
            pair(i, j, inOrder: true)
            i += 1
            j += 1
        }

        return (differences, rows)
    }
}
