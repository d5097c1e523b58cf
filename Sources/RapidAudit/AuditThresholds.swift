import RapidMap
import RapidVerify
/// Every number the built-in checks compare against, in one value (as A11yUITests keeps
/// them in `A11yTestValues`). Each default names its evidence.
public struct AuditThresholds: Sendable, Hashable, Codable {
    /// The smallest width or height, in points, of any element (`min-size`): 14.
    /// Evidence: A11yUITests' `minSize` (14); smaller elements are hard to find by touch
    /// exploration and usually decorative leftovers.
    public var minimumSize: Double
    /// The smallest width and height, in points, of a tappable element
    /// (`min-interactive-size`, `hit-region`): 44. Evidence: Apple's Human Interface
    /// Guidelines ("a hit target of at least 44×44 pt"), A11yUITests' `minInteractiveSize`
    /// and WCAG 2.5.5 Target Size (AAA, 44×44 CSS px).
    public var minimumInteractiveSize: Double
    /// The fewest characters a label needs to say something (`label-presence`): 2.
    /// Evidence: A11yUITests' `minMeaningfulLength`.
    public var minimumLabelLength: Int
    /// The most characters before a label is too long to listen to (`label-length`): 40.
    /// Evidence: A11yUITests' `maxMeaningfulLength`; Apple's guidance keeps labels to a
    /// word or a short phrase and moves the rest to the hint.
    public var maximumLabelLength: Int
    /// The least gap, in points, between two controls on a phone (`control-spacing`): 8.
    /// Evidence: A11yUITests' `iPhonePadding` (8); HIG layout margins.
    public var phoneSpacing: Double
    /// The least gap, in points, between two controls on every other idiom: 12.
    /// Evidence: A11yUITests uses 12 pt on iPad; larger screens are used at arm's length.
    public var padSpacing: Double
    /// How much a measured size may fall short of a threshold before it counts, absorbing
    /// rounding in recorded frames (`43.9999` for 44): 0.1. Evidence: A11yUITests'
    /// `floatComparisonTolerance`.
    public var tolerance: Double
    /// How far two frames may overlap, in points, before `control-overlap` counts it: 1.
    /// Evidence: Appium and WebDriverAgent round frames to whole points, so controls laid
    /// edge to edge at fractional widths appear to overlap by 1 pt (the day buttons of
    /// the Japanese calendar recording in `realtrees`).
    public var overlapTolerance: Double
    /// The least contrast ratio of normal text (`contrast`): 4.5. Evidence: WCAG 1.4.3
    /// Contrast (Minimum), level AA.
    public var minimumContrast: Double
    /// The least contrast ratio of large text: 3. Evidence: WCAG 1.4.3 (large text:
    /// 18 pt, or 14 pt bold).
    public var minimumLargeTextContrast: Double
    /// The smallest font size, in points, that counts as large text: 18. Evidence: WCAG
    /// 1.4.3's definition of large scale text.
    public var largeTextSize: Double
    /// The smallest bold font size, in points, that counts as large text: 14. Evidence:
    /// WCAG 1.4.3's definition of large scale text.
    public var largeBoldTextSize: Double

    /// Creates thresholds; every value defaults to ``standard``'s.
    public init(
        minimumSize: Double = 14, minimumInteractiveSize: Double = 44,
        minimumLabelLength: Int = 2, maximumLabelLength: Int = 40,
        phoneSpacing: Double = 8, padSpacing: Double = 12, tolerance: Double = 0.1, overlapTolerance: Double = 1,
        minimumContrast: Double = 4.5, minimumLargeTextContrast: Double = 3,
        largeTextSize: Double = 18, largeBoldTextSize: Double = 14
    ) {
        self.minimumSize = minimumSize
        self.minimumInteractiveSize = minimumInteractiveSize
        self.minimumLabelLength = minimumLabelLength
        self.maximumLabelLength = maximumLabelLength
        self.phoneSpacing = phoneSpacing
        self.padSpacing = padSpacing
        self.tolerance = tolerance
        self.overlapTolerance = overlapTolerance
        self.minimumContrast = minimumContrast
        self.minimumLargeTextContrast = minimumLargeTextContrast
        self.largeTextSize = largeTextSize
        self.largeBoldTextSize = largeBoldTextSize
    }

    /// The defaults above.
    public static let standard = AuditThresholds()

    /// The control spacing for an idiom: ``phoneSpacing`` on a phone, ``padSpacing`` elsewhere.
    public func spacing(for idiom: Idiom) -> Double { idiom == .phone ? phoneSpacing : padSpacing }

    /// True when `value` is below `threshold` by more than the tolerance.
    package func isBelow(_ value: Double, _ threshold: Double) -> Bool { value < threshold - tolerance }

    /// True when a `width`×`height` area is narrower or shorter than a `side`×`side` square
    /// by more than the tolerance.
    func isBelow(width: Double, height: Double, square side: Double) -> Bool {
        isBelow(width, side) || isBelow(height, side)
    }

    /// How far two controls' frames may overlap before `control-overlap` counts it and
    /// `control-spacing` leaves them to it: the larger of ``tolerance`` and ``overlapTolerance``.
    var overlapAllowance: Double { max(tolerance, overlapTolerance) }
}
