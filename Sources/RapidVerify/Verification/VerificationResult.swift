/// The result of checking a screen's map against a recorded tree: whether it passed,
/// every difference, the elements VoiceOver visits in the screen, and a report.
///
/// Its ``description`` is the plain report (no colour; ``report(_:)``, which also shows
/// the corrected map as Swift), so test frameworks that print a failed expectation's
/// values show it:
/// ```swift
/// let result = Verifier.verify(LoginScreen.self, tree)
/// #expect(result.passed, "\(result)")
/// ```
public struct VerificationResult: Sendable {
    /// One line of the side-by-side table: a map entry, an element, or both.
    public struct Row: Sendable, Hashable {
        /// What a row shows.
        public enum Mark: String, Sendable, Hashable, CaseIterable {
            /// Declared and found in order, with the declared attributes: `✓`.
            case match = "✓"
            /// Declared and found in order, with a wrong type, label, value or traits: `✗`.
            case mismatch = "✗"
            /// Declared, not found: `−`.
            case missing = "−"
            /// Found, not declared (`VerificationMode.exact`): `+`.
            case unexpected = "+"
            /// Declared and found out of order: `↕`.
            case moved = "↕"
            /// Found, not declared, and allowed by the mode: `·`.
            case ignored = "·"
        }

        /// The row's mark.
        public var mark: Mark
        /// The map entry, if the row has one.
        public var expected: ControlInformation?
        /// The element, if the row has one.
        public var actual: OrderedElement?

        /// Creates a row.
        package init(mark: Mark, expected: ControlInformation?, actual: OrderedElement?) {
            self.mark = mark
            self.expected = expected
            self.actual = actual
        }
    }

    /// The screen's name, e.g. `LoginScreen`.
    public var screen: String
    /// The identifier of the screen's root view that was looked for.
    public var screenIdentifier: String
    /// The mode of the comparison.
    public var mode: VerificationMode
    /// Where the elements were taken from.
    public var scope: ScreenScope
    /// The map, sorted by index.
    public var expected: [ControlInformation] { willSet { keepRows() } }
    /// The elements VoiceOver visits in the scope, in order.
    public var actual: [OrderedElement] { willSet { keepRows() } }
    /// Every difference, map problems first, then in table order.
    public var differences: [MapDifference]
    /// The side-by-side alignment of the map and the elements.
    ///
    /// ``Verifier`` keeps the alignment as offsets into ``expected`` and ``actual`` (a few
    /// bytes a row) and builds these rows when they are asked for, so verifying a screen of
    /// hundreds of thousands of elements copies no entry or element per row.
    public var rows: [Row] {
        get {
            switch storedRows {
            case .given(let rows): return rows
            case .aligned(let aligned): return aligned.indices.map(row(at:))
            }
        }
        set { storedRows = .given(newValue) }
    }

    /// How ``rows`` is kept: as given, or as offsets made by ``Verifier``.
    enum StoredRows: Sendable {
        case given([Row])
        case aligned([MapComparison.AlignedRow])
    }

    /// The rows, as given or as offsets.
    var storedRows: StoredRows

    /// Before ``expected`` or ``actual`` change, rows kept as offsets into them are built,
    /// so ``rows`` stays what the comparison found.
    private mutating func keepRows() {
        if case .aligned = storedRows { storedRows = .given(rows) }
    }

    /// The number of rows, without building them.
    package var rowCount: Int {
        switch storedRows {
        case .given(let rows): return rows.count
        case .aligned(let aligned): return aligned.count
        }
    }

    /// The mark of row `i`, without building the row.
    package func mark(at i: Int) -> Row.Mark {
        switch storedRows {
        case .given(let rows): return rows[i].mark
        case .aligned(let aligned): return aligned[i].mark
        }
    }

    /// Row `i` of ``rows``, built alone.
    package func row(at i: Int) -> Row {
        switch storedRows {
        case .given(let rows): return rows[i]
        case .aligned(let aligned):
            let r = aligned[i]
            return Row(
                mark: r.mark, expected: r.expected >= 0 ? expected[Int(r.expected)] : nil,
                actual: r.actual >= 0 ? actual[Int(r.actual)] : nil)
        }
    }
    /// How ``correctedMap`` and ``correctedMapSource`` are written.
    package var mapSourceOptions: MapSourceOptions
    /// The configuration of the verified recording (what it knew of it).
    public var configuration = RecordingConfiguration()
    /// Remarks the report prints under its summary, such as labels left unchecked in
    /// another language, or an order computed with iOS's rules for a platform whose order
    /// is not modelled (`RecordingPlatform.verificationNote`).
    public var notes: [String] = []
    /// The platform the verified recording comes from, as its idiom shows; when its order is
    /// not modelled (`RecordingPlatform.isOrderModelled`), the elements were still ordered
    /// with iOS's rules, and ``notes`` says so.
    public var platform: RecordingPlatform { RecordingPlatform(idiom: configuration.idiom ?? .phone) }

    /// Creates a result. ``Verifier`` makes them; this is for tools and tests.
    package init(
        screen: String, screenIdentifier: String, mode: VerificationMode, scope: ScreenScope,
        expected: [ControlInformation], actual: [OrderedElement], differences: [MapDifference],
        rows: [Row], mapSourceOptions: MapSourceOptions = MapSourceOptions()
    ) {
        self.init(
            screen: screen, screenIdentifier: screenIdentifier, mode: mode, scope: scope, expected: expected,
            actual: actual, differences: differences, storedRows: .given(rows), mapSourceOptions: mapSourceOptions)
    }

    /// A result whose rows are offsets into `expected` and `actual` (what ``Verifier`` makes).
    init(
        screen: String, screenIdentifier: String, mode: VerificationMode, scope: ScreenScope,
        expected: [ControlInformation], actual: [OrderedElement], differences: [MapDifference],
        alignedRows: [MapComparison.AlignedRow], mapSourceOptions: MapSourceOptions
    ) {
        self.init(
            screen: screen, screenIdentifier: screenIdentifier, mode: mode, scope: scope, expected: expected,
            actual: actual, differences: differences, storedRows: .aligned(alignedRows), mapSourceOptions: mapSourceOptions)
    }

    private init(
        screen: String, screenIdentifier: String, mode: VerificationMode, scope: ScreenScope,
        expected: [ControlInformation], actual: [OrderedElement], differences: [MapDifference],
        storedRows: StoredRows, mapSourceOptions: MapSourceOptions
    ) {
        self.screen = screen
        self.screenIdentifier = screenIdentifier
        self.mode = mode
        self.scope = scope
        self.expected = expected
        self.actual = actual
        self.differences = differences
        self.storedRows = storedRows
        self.mapSourceOptions = mapSourceOptions
    }

    /// True when there is no difference.
    public var passed: Bool { differences.isEmpty }

    /// The number of differences of each kind.
    public var counts: [MapDifference.Kind: Int] {
        var counts: [MapDifference.Kind: Int] = [:]
        for d in differences { counts[d.kind, default: 0] += 1 }
        return counts
    }

    /// The map `rapidgen generate` would write for the scope's elements.
    public var correctedMap: [ControlInformation] {
        mapSourceOptions.controls(for: actual)
    }

    /// The one-line summary: `LoginScreen: 3 differences — 1 moved, 1 missing, 1 unexpected`
    /// or `LoginScreen: matches (5 controls, exact)`.
    public var summary: String {
        if passed {
            return "\(screen): matches (\(actual.count) control\(actual.count == 1 ? "" : "s"), \(mode))"
        }
        let parts = counts.sorted { $0.key < $1.key }.map { $0.key.phrase(count: $0.value) }
        let n = differences.count
        return "\(screen): \(n) difference\(n == 1 ? "" : "s") — " + parts.joined(separator: ", ")
    }
}

extension VerificationResult: CustomStringConvertible {
    /// The report: the summary, each difference, the side-by-side table of map entries and
    /// elements, and the corrected map, rendered with `options`.
    public func report(_ options: ReportOptions = ReportOptions()) -> String {
        VerificationReport.render(self, options: options)
    }

    /// The plain report (no colour).
    public var description: String { report() }

    /// The corrected map as the Swift source of a generated region (from the
    /// `// rapidgen:begin` line to `// rapidgen:end`), to paste into the screen's type:
    /// what `rapidgen generate --screen <screen>` writes, with the mode it was verified in
    /// and the screen's identifier where it is not the type's name.
    public var correctedMapSource: String {
        MapSourceWriter.region(screen: screen, controls: correctedMap, options: mapSourceOptions)
    }
}
