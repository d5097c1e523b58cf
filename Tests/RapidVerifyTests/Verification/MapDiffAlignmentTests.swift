import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMapTestSupport

@Suite struct MapDiffAlignmentTests {
    /// The LCS length by the textbook O(n·m) table, to check the fast algorithm against.
    static func referenceLength(_ a: [Int], _ b: [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...a.count {
            for j in 1...b.count {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// Checks that matches pair equal elements and increase strictly on both sides.
    static func isCommonSubsequence(_ matches: [SequenceAlignment.Match], _ a: [Int], _ b: [Int]) -> Bool {
        var last = (-1, -1)
        for m in matches {
            guard m.first > last.0, m.second > last.1, a[m.first] == b[m.second] else { return false }
            last = (m.first, m.second)
        }
        return true
    }

    @Test func emptySequencesHaveNothingInCommon() {
        #expect(SequenceAlignment.longestCommonSubsequence([Int](), [1, 2]).isEmpty)
        #expect(SequenceAlignment.longestCommonSubsequence([1, 2], [Int]()).isEmpty)
        #expect(SequenceAlignment.longestCommonSubsequence([Int](), [Int]()).isEmpty)
    }

    @Test func identicalSequencesMatchEverywhere() {
        let a = Array(0..<100)
        let matches = SequenceAlignment.longestCommonSubsequence(a, a)
        #expect(matches == a.map { SequenceAlignment.Match(first: $0, second: $0) })
    }

    @Test func disjointSequencesHaveNothingInCommon() {
        #expect(SequenceAlignment.longestCommonSubsequence([1, 2, 3], [4, 5, 6]).isEmpty)
    }

    @Test func aReversedSequenceSharesOneElement() {
        let a = Array(0..<50)
        let matches = SequenceAlignment.longestCommonSubsequence(a, Array(a.reversed()))
        #expect(matches.count == 1)
        #expect(Self.isCommonSubsequence(matches, a, Array(a.reversed())))
    }

    @Test func oneInsertionOrDeletionAnywhereIsFound() {
        let a = Array(0..<20)
        for p in 0...20 {
            var b = a
            b.insert(99, at: p)
            #expect(SequenceAlignment.longestCommonSubsequence(a, b).count == 20)
            #expect(SequenceAlignment.longestCommonSubsequence(b, a).count == 20)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomSequencesWithRepeatsGetAnOptimalCommonSubsequence(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<40 {
            let alphabet = Int.random(in: 1...6, using: &rng)
            let a = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<alphabet, using: &rng) }
            let b = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<alphabet, using: &rng) }
            let matches = SequenceAlignment.longestCommonSubsequence(a, b)
            #expect(Self.isCommonSubsequence(matches, a, b), "\(a) \(b)")
            #expect(matches.count == Self.referenceLength(a, b), "\(a) \(b)")
        }
    }

    @Test func permutationsOfUniqueKeysGetAnOptimalCommonSubsequence() {
        var rng = SeededRandom(seed: 42)
        for _ in 0..<30 {
            let a = Array(0..<60)
            var b = a.shuffled(using: &rng)
            b.removeLast(Int.random(in: 0...10, using: &rng))
            let matches = SequenceAlignment.longestCommonSubsequence(a, b)
            #expect(Self.isCommonSubsequence(matches, a, b))
            #expect(matches.count == Self.referenceLength(a, b))
        }
    }

    @Test func tenThousandEntriesWithAFewEditsAlignQuickly() {
        // Not timed: this runs in well under a second because the work grows with the
        // number of edits, not with 10,000 × 10,000.
        let a = Array(0..<10_000)
        var b = a
        b.remove(at: 7_000)
        b.insert(-1, at: 3_000)
        let moved = b.remove(at: 500)
        b.insert(moved, at: 9_000)
        let matches = SequenceAlignment.longestCommonSubsequence(a, b)
        #expect(matches.count == 9_998)
        #expect(Self.isCommonSubsequence(matches, a, b))
    }

    @Test func aLargeReversalStaysQuadraticNotCubic() {
        let a = Array(0..<3_000)
        let matches = SequenceAlignment.longestCommonSubsequence(a, Array(a.reversed()))
        #expect(matches.count == 1)
    }

    @Test("past its step budget, a search of unique elements gives up and patience sorting finds an optimal common subsequence")
    func exhaustedSearchFallsBackToPatienceSorting() {
        var rng = SeededRandom(seed: 77)
        for round in 0..<20 {
            let a = (0..<300).map { Int32($0) }
            var b = a.shuffled(using: &rng)
            b.removeLast(round % 7)
            #expect(SequenceAlignment.commonPairs(a, b, budget: 50) == nil)
            let pairs = SequenceAlignment.increasingPairs(a, b, distinct: a.count)
            let matches = pairs.map { SequenceAlignment.Match(first: $0.0, second: $0.1) }
            #expect(Self.isCommonSubsequence(matches, a.map(Int.init), b.map(Int.init)))
            #expect(matches.count == Self.referenceLength(a.map(Int.init), b.map(Int.init)))
        }
    }

    @Test("a reversal of 200,000 unique elements shares one element (the budget keeps it from (N + M)² / 2 steps)")
    func aHugeReversalOfUniqueElements() {
        let a = Array(0..<200_000)
        let matches = SequenceAlignment.longestCommonSubsequence(a, Array(a.reversed()))
        #expect(matches.count == 1)
        #expect(Self.isCommonSubsequence(matches, a, Array(a.reversed())))
    }

    @Test func tenThousandMapEntriesAgainstTenThousandElements() {
        let map = (0..<10_000).map { ControlInformation(index: $0, type: .cell, identifier: "cell.\($0)") }
        var nodes = (0..<10_000).map { AccessibilityNode(type: .cell, identifier: "cell.\($0)", isAccessibilityElement: .yes) }
        nodes.swapAt(10, 9_990)
        nodes.remove(at: 5_000)
        nodes.append(AccessibilityNode(type: .button, identifier: "extra", isAccessibilityElement: .yes))
        let actual = nodes.enumerated().map { OrderedElement(position: $0.offset, nodeIndex: $0.offset + 1, node: $0.element) }
        let result = Verifier.compare(screen: "Big", screenIdentifier: "Big", map: map, actual: actual, scope: .wholeTree)
        #expect(result.counts == [.moved: 2, .missing: 1, .unexpected: 1])
        #expect(result.rows.count == 10_001)
    }
}
