/// A deliberate difference of a screen's map in one configuration: the controls VoiceOver
/// visits there when they are meant to differ from ``RapidScreen/controlsInformation()``,
/// such as an iPad layout that adds a column.
///
/// `rapidgen` writes a screen's variants into the generated region, from the screen's
/// recordings in those configurations (the `variants` of its `rapidmap.json` entry), and
/// states only what sets the configuration apart from the main recording's:
/// ```swift
/// public static func variants() -> [MapVariant] {
///     var variants: [MapVariant] = []
///     variants.reserveCapacity(1)
///     do {
///         var controls: [ControlInformation] = []
///         controls.reserveCapacity(2)
///         controls.append(ControlInformation(index: 0, type: .staticText, identifier: "SignUp.title", label: "Create account"))
///         controls.append(ControlInformation(index: 1, type: .staticText, identifier: "SignUp.promo", label: "Join 10,000 teams"))
///         variants.append(MapVariant(idiom: .pad, controls: controls))
///     }
///     return variants
/// }
/// ```
/// A recording is verified against the variant whose every stated field matches its
/// configuration (the one stating the most fields when several do), else against
/// ``RapidScreen/controlsInformation()``.
public struct MapVariant: Sendable, Hashable {
    /// The language (a BCP 47 tag; matched by its primary subtag), or nil for any.
    public var language: String?
    /// The layout direction, or nil for any.
    public var layoutDirection: InterfaceLayoutDirection?
    /// The text size, or nil for any.
    public var contentSizeCategory: InterfaceContentSizeCategory?
    /// The device idiom, or nil for any.
    public var idiom: Idiom?
    /// The interface orientation, or nil for any.
    public var orientation: Orientation?
    /// The controls in that configuration, indexed in VoiceOver order.
    public var controls: [ControlInformation]

    /// Creates a variant for the configurations that have every field given.
    public init(
        language: String? = nil, layoutDirection: InterfaceLayoutDirection? = nil,
        contentSizeCategory: InterfaceContentSizeCategory? = nil, idiom: Idiom? = nil,
        orientation: Orientation? = nil, controls: [ControlInformation]
    ) {
        self.language = language
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.idiom = idiom
        self.orientation = orientation
        self.controls = controls
    }

    /// How many fields the variant states.
    package var specificity: Int {
        [language != nil, layoutDirection != nil, contentSizeCategory != nil, idiom != nil, orientation != nil]
            .filter { $0 }.count
    }
}
