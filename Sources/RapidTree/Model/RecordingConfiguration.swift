import RapidMap
/// The configuration a screen was recorded in: the language, the layout direction, the
/// text size (content size category), the device idiom, the screen's size and its
/// orientation. Every field may be unknown (nil): a recording says what its recorder knew.
///
/// Teams run the same UI tests under several configurations (an Xcode test plan's
/// application language, the right-to-left pseudo-language, a content size category passed
/// as a launch argument, iPhone and iPad); a recording that knows its configuration lets one
/// map be verified across all of them, names the artifacts of each run apart, and lets two
/// recordings of one screen be compared (`ConfigurationComparison`).
///
/// ```swift
/// let arabic = RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft)
/// arabic.name          // "ar-rtl"
/// arabic.description   // "ar (right-to-left)"
/// ```
public struct RecordingConfiguration: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The app's language as a BCP 47 tag (`"en"`, `"ar"`, `"pt-BR"`), or nil when unknown.
    public var language: String?
    /// The layout direction, or nil when unknown.
    public var layoutDirection: InterfaceLayoutDirection?
    /// The preferred text size (Dynamic Type), or nil when unknown.
    public var contentSizeCategory: InterfaceContentSizeCategory?
    /// The device idiom, or nil when unknown.
    public var idiom: Idiom?
    /// The size of the screen (or window) in points, or nil when unknown.
    public var screenSize: ScreenSize?
    /// The interface orientation, or nil when unknown.
    public var orientation: Orientation?

    /// Creates a configuration; every field not given is unknown.
    public init(
        language: String? = nil, layoutDirection: InterfaceLayoutDirection? = nil,
        contentSizeCategory: InterfaceContentSizeCategory? = nil, idiom: Idiom? = nil,
        screenSize: ScreenSize? = nil, orientation: Orientation? = nil
    ) {
        self.language = language
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.idiom = idiom
        self.screenSize = screenSize
        self.orientation = orientation
    }

    /// This configuration with every field `stated` knows taking the place of this one's:
    /// what a test states wins over what was found.
    public func merging(_ stated: RecordingConfiguration) -> RecordingConfiguration {
        RecordingConfiguration(
            language: stated.language ?? language,
            layoutDirection: stated.layoutDirection ?? layoutDirection,
            contentSizeCategory: stated.contentSizeCategory ?? contentSizeCategory,
            idiom: stated.idiom ?? idiom,
            screenSize: stated.screenSize ?? screenSize,
            orientation: stated.orientation ?? orientation ?? screenSize?.orientation)
    }

    /// True when no field known on both sides differs: a recording in this configuration
    /// can stand for one in `other` (an unknown language matches every language; languages
    /// match when their primary subtags do, `en` and `en-GB`).
    public func isCompatible(with other: RecordingConfiguration) -> Bool {
        func agree<T: Equatable>(_ a: T?, _ b: T?) -> Bool { a == nil || b == nil || a == b }
        let languagesAgree =
            language == nil || other.language == nil
            || Self.primaryLanguage(language!) == Self.primaryLanguage(other.language!)
        return languagesAgree && agree(layoutDirection, other.layoutDirection)
            && agree(contentSizeCategory ?? .large, other.contentSizeCategory ?? .large)
            && agree(idiom, other.idiom) && agree(orientation, other.orientation)
    }

    /// A language tag's primary subtag, lowercased: `"pt-BR"` → `"pt"`, `"zh_Hans"` → `"zh"`.
    package static func primaryLanguage(_ tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// A short name for file names and command lines, made of the known fields that differ
    /// from the defaults (left to right, phone, portrait, the default text size), joined by
    /// `-`: `"en"`, `"ar-rtl"`, `"en-accessibility-XXXL"`, `"en-pad-landscape"`; `"default"`
    /// when nothing is known or everything is the default. It only holds letters, digits and `-`.
    public var name: String {
        var parts: [String] = []
        if let language { parts.append(Self.fileSafe(language)) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let contentSizeCategory, contentSizeCategory != .large { parts.append(contentSizeCategory.shortName) }
        if let idiom, idiom != .phone { parts.append(idiom.rawValue) }
        if orientation == .landscape { parts.append("landscape") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The configuration in words, each known field once: `ar (right-to-left)`,
    /// `en, accessibility-XXXL, pad, landscape`; `default` when nothing is known.
    public var description: String {
        var parts: [String] = []
        if let language {
            parts.append(layoutDirection == .rightToLeft ? "\(language) (right-to-left)" : language)
        } else if layoutDirection == .rightToLeft {
            parts.append("right-to-left")
        }
        if let contentSizeCategory { parts.append(contentSizeCategory.shortName) }
        if let idiom { parts.append(idiom.rawValue) }
        if let orientation { parts.append(orientation.rawValue) }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }

    /// Where this configuration stands apart from `base`, as the opening of a sentence:
    /// `in ar (right-to-left)`, `at accessibility-XXXL`, `on pad`, `in landscape`, joined
    /// by spaces when several fields differ; `in this configuration` when none does.
    public func phrase(comparedWith base: RecordingConfiguration) -> String {
        var parts: [String] = []
        if language != base.language || layoutDirection != base.layoutDirection {
            if let language {
                parts.append("in " + (layoutDirection == .rightToLeft ? "\(language) (right-to-left)" : language))
            } else if layoutDirection == .rightToLeft {
                parts.append("in right-to-left")
            } else {
                parts.append("in left-to-right")
            }
        }
        if contentSizeCategory != base.contentSizeCategory, let contentSizeCategory { parts.append("at \(contentSizeCategory.shortName)") }
        if idiom != base.idiom, let idiom { parts.append("on \(idiom.rawValue)") }
        if orientation != base.orientation, let orientation { parts.append("in \(orientation.rawValue)") }
        return parts.isEmpty ? "in this configuration" : parts.joined(separator: " ")
    }

    /// Letters, digits and `-` of a tag; anything else becomes `-`.
    package static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}

extension RecordingConfiguration {
    /// True when every field `variant` states is this configuration's (a language by its
    /// primary subtag). A field this configuration does not know never matches a stated one.
    public func matches(_ variant: MapVariant) -> Bool {
        if let language = variant.language {
            guard let own = self.language, Self.primaryLanguage(own) == Self.primaryLanguage(language) else { return false }
        }
        func agrees<T: Equatable>(_ stated: T?, _ own: T?) -> Bool { stated == nil || stated == own }
        return agrees(variant.layoutDirection, layoutDirection) && agrees(variant.contentSizeCategory, contentSizeCategory)
            && agrees(variant.idiom, idiom) && agrees(variant.orientation, orientation)
    }

    /// The variant of `variants` this configuration is verified against: of those it
    /// matches, the one stating the most fields (the first of equals), or nil.
    public func variant(among variants: [MapVariant]) -> MapVariant? {
        var best: MapVariant?
        for v in variants where matches(v) && v.specificity > (best?.specificity ?? -1) { best = v }
        return best
    }

    /// The variant condition that sets this configuration apart from `base`: each known
    /// field that differs, with `controls`.
    package func variant(comparedWith base: RecordingConfiguration, controls: [ControlInformation]) -> MapVariant {
        MapVariant(
            language: language != base.language ? language : nil,
            layoutDirection: layoutDirection != base.layoutDirection ? layoutDirection : nil,
            contentSizeCategory: contentSizeCategory != base.contentSizeCategory ? contentSizeCategory : nil,
            idiom: idiom != base.idiom ? idiom : nil,
            orientation: orientation != base.orientation ? orientation : nil,
            controls: controls)
    }

    /// The configuration's words for a variant's condition: `idiom pad`, `ar, rightToLeft`.
    package static func conditionDescription(_ variant: MapVariant) -> String {
        [
            variant.language, variant.layoutDirection?.rawValue, variant.contentSizeCategory?.rawValue,
            variant.idiom?.rawValue, variant.orientation?.rawValue,
        ]
        .compactMap { $0 }.joined(separator: ", ")
    }
}
