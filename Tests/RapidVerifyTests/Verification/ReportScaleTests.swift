import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMapTestSupport

/// Reports of huge screens stay readable: the table is cut into hunks around the
/// differences and the corrected map is named instead of printed; small screens keep the
/// full table.
@Suite(.tags(.stress)) struct ReportScaleTests {
    typealias F = Fixture

    /// A screen of `count` buttons `row.0` … and its matching map.
    static func screen(_ count: Int) -> (elements: [AccessibilityNode], map: [ControlInformation]) {
        let elements = (0..<count).map { F.element(.button, "row.\($0)", label: "Row \($0)") }
        let map = (0..<count).map { ControlInformation(index: $0, type: .button, identifier: "row.\($0)") }
        return (elements, map)
    }

    static func verify(
        _ elements: [AccessibilityNode], _ map: [ControlInformation],
        mode: VerificationMode = .exact
    ) -> VerificationResult {
        Verifier.verify(screen: "Big", screenIdentifier: "WelcomeForm", map: map, tree: F.tree(elements), mode: mode)
    }

    @Test func aTwentyControlScreenKeepsTheFullTable() {
        var (elements, map) = Self.screen(20)
        map.removeLast()
        elements.swapAt(3, 4)
        let report = Self.verify(elements, map).report()
        // Header row plus one row per control, nothing collapsed.
        #expect(!report.contains("matching …"))
        for i in 0..<20 { #expect(report.contains("row.\(i)")) }
        #expect(report.contains("Corrected map (the recorded order"))
    }

    @Test func fiveThousandControlsWithThreeDifferencesShowHunksWithContext() throws {
        var (elements, map) = Self.screen(5_000)
        elements.swapAt(1_000, 1_001)  // one moved
        elements.remove(at: 4_000)  // row.4000 missing
        elements.insert(F.element(.staticText, "extra", label: "Extra"), at: 4_500)  // after row.4500: unexpected
        let result = Self.verify(elements, map)
        let report = result.report(ReportOptions(correctedMapLocation: "/tmp/artifacts/Big.swift"))
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.differences.count == 3)
        #expect(lines.count < 100, "\(lines.count) lines")
        // Each difference with its context; rows far from every difference are not shown.
        for near in ["row.999 ", "row.1002 ", "row.3997 ", "row.4003 ", "row.4498 ", "row.4503 ", "extra"] {
            #expect(report.contains(near), "\(near)")
        }
        for far in ["row.0 ", "row.995 ", "row.1006 ", "row.3995 ", "row.4005 ", "row.4496 ", "row.4505 ", "row.4999 "] {
            #expect(!report.contains(far), "\(far)")
        }
        // Four runs of matches collapse into one line each: before, between and after the hunks.
        let collapsed = lines.filter { $0.hasPrefix("  … ") && $0.hasSuffix(" matching …") }
        #expect(collapsed.count == 4, "\(collapsed)")
        // Which of the swapped pair counts as moved decides where the first hunk starts.
        #expect(["  … 997 matching …", "  … 998 matching …"].contains(collapsed.first ?? ""), "\(collapsed)")
        // The corrected map is named, not printed.
        #expect(report.contains("Corrected map: 5,000 entries, too long to print here"))
        #expect(report.contains("The complete corrected map is in /tmp/artifacts/Big.swift"))
        #expect(!report.contains("rapidgen:begin"))
    }

    @Test func aLongMapWithoutAWrittenArtifactSaysHowToGetIt() {
        var (elements, map) = Self.screen(200)
        elements.swapAt(10, 11)
        let report = Self.verify(elements, map).report()
        #expect(report.contains("rapidgen generate RECORDING --screen WelcomeForm"))
    }

    @Test func differencesEverywhereAreCutAtTheRowLimit() {
        let (elements, map) = Self.screen(1_000)
        // Every map entry is missing and every element unexpected.
        let renamed = map.map { c in
            var c = c; c.identifier = "other." + (c.identifier ?? ""); return c
        }
        let report = Self.verify(elements, renamed).report()
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(report.contains("more rows not shown"))
        #expect(report.contains("more differences"))
        #expect(lines.count < VerificationReport.listedDifferenceLimit + VerificationReport.shownRowLimit + 20)
    }

    @Test func ignoredRowsInOrderedModeAreCountedInTheCollapsedLine() {
        var (elements, map) = Self.screen(300)
        // Only every other element is declared; one declared pair is out of order.
        map = stride(from: 0, to: 300, by: 2).enumerated().map { i, k in ControlInformation(index: i, type: .button, identifier: "row.\(k)") }
        elements.swapAt(200, 202)
        let report = Self.verify(elements, map, mode: .ordered).report()
        #expect(report.contains("ignored …"))
        #expect(report.contains("matching,"))
    }

    @Test func layoutKeepsShortRunsBetweenDifferencesAndCollapsesLongOnes() {
        // Differences at rows 10 and 14 (closer than twice the context) share one hunk.
        let marks: [VerificationResult.Row.Mark] = (0..<100).map { [10, 14, 90].contains($0) ? .missing : .match }
        let layout = VerificationReport.layout(count: marks.count) { marks[$0] }
        let c = VerificationReport.contextRows
        #expect(layout.first == .collapsed(count: 10 - c, ignored: 0))
        #expect(layout.contains(.row(12)))
        #expect(layout.contains(.collapsed(count: (90 - c) - (14 + c + 1), ignored: 0)))
        #expect(layout.last == .collapsed(count: 100 - (90 + c + 1), ignored: 0))
        let shown = layout.filter { if case .row = $0 { return true } else { return false } }.count
        #expect(shown == (14 + c) - (10 - c) + 1 + 2 * c + 1)
    }

    @Test func aTableUpToTheLimitIsPrintedWhole() {
        let marks: [VerificationResult.Row.Mark] = (0..<VerificationReport.fullTableRowLimit).map { $0 == 5 ? .missing : .match }
        let layout = VerificationReport.layout(count: marks.count) { marks[$0] }
        #expect(layout == (0..<marks.count).map(VerificationReport.TableLine.row))
    }

    @Test func groupedNumbersHaveThousandsSeparators() {
        #expect(VerificationReport.grouped(4_812) == "4,812")
        #expect(VerificationReport.grouped(999) == "999")
        #expect(VerificationReport.grouped(1_000_000) == "1,000,000")
        #expect(VerificationReport.grouped(0) == "0")
    }

    @Test func rowsBuiltFromOffsetsEqualTheRowsAskedForOneByOne() {
        var (elements, map) = Self.screen(50)
        elements.swapAt(7, 9)
        map.remove(at: 20)
        var result = Self.verify(elements, map)
        let rows = result.rows
        #expect(rows.count == result.rowCount)
        #expect(rows.indices.allSatisfy { rows[$0] == result.row(at: $0) && rows[$0].mark == result.mark(at: $0) })
        // Changing the elements afterwards keeps the rows the comparison found.
        result.actual = []
        #expect(result.rows == rows)
    }
}

/// The numbered keys of a verification keep `String`'s equality while hashing bytes.
@Suite(.tags(.stress)) struct NumberedKeyTests {
    typealias F = Fixture

    @Test func anIdentifierCanonicallyEqualToAnASCIIOneMatchesIt() {
        // U+212A KELVIN SIGN is canonically `K`: `String` calls them equal, so must the map.
        let elements = [F.element(.button, "\u{212A}.ok", label: "OK"), F.element(.button, "semi;colon")]
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "K.ok"),
            ControlInformation(index: 1, type: .button, identifier: "semi\u{037E}colon"),
        ]
        let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: F.tree(elements))
        #expect(result.passed, "\(result)")
    }

    @Test func nonASCIIIdentifiersInEveryNormalisationMatch() {
        let elements = [F.element(.button, "caf\u{E9}"), F.element(.button, "東京.tab")]
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "cafe\u{301}"),
            ControlInformation(index: 1, type: .button, identifier: "東京.tab"),
        ]
        #expect(Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: F.tree(elements)).passed)
    }

    @Test func anElementNumberedByTheEntryInItsPlaceGetsTheNumberTheTableGives() {
        // Equal in place by `String`'s equality, in every way the table and the dictionary
        // see equality: bytes, an ASCII equivalent, another normalisation; and entries that
        // repeat, elements that repeat, undeclared and empty identifiers, label keys.
        let identifiers: [String?] = [
            "a", "\u{212A}.ok", "caf\u{E9}", "a", nil, "", "undeclared", "K.ok", "cafe\u{301}", "b", "b", "東京",
        ]
        let mapIdentifiers: [String?] = ["a", "K.ok", "cafe\u{301}", "a", nil, "", "other", "\u{212A}.ok", "caf\u{E9}", "b", "c", "東京"]
        let map = mapIdentifiers.enumerated().map { ControlInformation(index: $0.offset, type: .button, identifier: $0.element, label: "L") }
        let nodes = identifiers.map { F.element(.button, $0, label: $0 == "undeclared" ? "U" : "L") }
        func numbers(_ nodes: [AccessibilityNode]) -> [String: Int32] {
            let elements = TraversalEngine().order(F.tree(nodes), scope: nil).filter { $0.node.identifier != "WelcomeForm" }
            #expect(elements.count == nodes.count)
            let keys = MapComparison.NumberedKeys(expected: map, actual: elements, mode: .exact)
            var byIdentifier: [String: Int32] = [:]
            for (j, element) in elements.enumerated() {
                let name = element.node.identifier.map { $0.isEmpty ? "<empty>" : $0 } ?? "<none>"
                if let old = byIdentifier[name] { #expect(old == keys.actual[j], "\(name): one number") }
                byIdentifier[name] = keys.actual[j]
            }
            return byIdentifier
        }
        let inPlace = numbers(nodes)
        // Reversed, no element is beside the entry it matches: every number comes from the table.
        #expect(numbers(nodes.reversed()) == inPlace)
        #expect(inPlace["\u{212A}.ok"] == inPlace["K.ok"])
        #expect(inPlace["caf\u{E9}"] == inPlace["cafe\u{301}"])
        #expect(inPlace["undeclared"] == -1)
        #expect(inPlace["b"] != inPlace["a"])
    }

    @Test func firstOccurrencesAgreeWithADictionaryInEveryBucketAndOnEveryCollision() {
        var random = SeededRandom(seed: 29)
        for count in [0, 1, 511, 512, 513, 5000] {
            let texts = (0..<count).map { _ in "row.\(random.below(count / 3 + 1))" }
            // Positions not given (every seventh) keep -1.
            let given = (0..<count).filter { $0 % 7 != 3 }
            // A good hash spreads them over every bucket; a weak one (length and last byte, in
            // the high bits) makes different texts collide, in a few crowded buckets.
            let good = given.map { IdentifierTable.hash(texts[$0]) ?? 0 }
            let weak = given.map { UInt64(texts[$0].utf8.count) << 60 | UInt64(texts[$0].utf8.last ?? 0) << 52 }
            var expected = [Int32](repeating: -1, count: count)
            var firstOf: [String: Int32] = [:]
            for p in given {
                if firstOf[texts[p]] == nil { firstOf[texts[p]] = Int32(p) }
                expected[p] = firstOf[texts[p]] ?? -1
            }
            for hashes in [good, weak] {
                var asked = 0
                let first = IdentifierTable.firstOccurrences(hashes: hashes, positions: given.map { Int32($0) }, positionCount: count) {
                    asked += 1
                    return texts[Int($0)] == texts[Int($1)]
                }
                #expect(first == expected, "\(count) identifiers")
                if count > 600 { #expect(asked > 0) }
            }
        }
    }

    @Test func repeatedIdentifiersAreFoundOnBothSidesWhateverTheirBytes() {
        let elements = [F.element(.button, "a"), F.element(.button, "a"), F.element(.button, "\u{212A}"), F.element(.button, "K")]
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "x"),
            ControlInformation(index: 1, type: .button, identifier: "x"),
        ]
        let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: F.tree(elements))
        let kinds = result.differences.map(\.kind)
        #expect(kinds.filter { $0 == .duplicateIdentifierInTree }.count == 2)
        #expect(kinds.filter { $0 == .duplicateIdentifierInMap }.count == 1)
    }
}
