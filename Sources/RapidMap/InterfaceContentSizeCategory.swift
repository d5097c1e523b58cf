/// The user's preferred text size (Dynamic Type), as UIKit's `UIContentSizeCategory` names
/// them. ``large`` is the system default; the five `accessibility` sizes are those of the
/// Larger Accessibility Sizes setting.
public enum InterfaceContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// XS.
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L, the default.
    case large
    /// XL.
    case extraLarge
    /// XXL.
    case extraExtraLarge
    /// XXXL, the largest size without Larger Accessibility Sizes.
    case extraExtraExtraLarge
    /// accessibility-M.
    case accessibilityMedium
    /// accessibility-L.
    case accessibilityLarge
    /// accessibility-XL.
    case accessibilityExtraLarge
    /// accessibility-XXL.
    case accessibilityExtraExtraLarge
    /// accessibility-XXXL, the largest text there is.
    case accessibilityExtraExtraExtraLarge

    /// True for the five Larger Accessibility Sizes.
    public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

    /// The size's short name, as Xcode's environment overrides show it: `XS` … `XXXL`,
    /// `accessibility-M` … `accessibility-XXXL`.
    package var shortName: String {
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "M", "L", "XL", "XXL", "XXXL"]
        let index = Self.allCases.firstIndex(of: self)!
        return (isAccessibilitySize ? "accessibility-" : "") + sizes[index]
    }

    /// Parses a size as it is written anywhere: the raw value (`accessibilityExtraExtraExtraLarge`),
    /// the short name (`accessibility-XXXL`, `XL`), or UIKit's constant as passed in a launch
    /// argument (`UICTContentSizeCategoryAccessibilityXXXL`, `UICTContentSizeCategoryL`).
    public init?(parsing text: String) {
        if let exact = Self(rawValue: text) { self = exact; return }
        var rest = Substring(text)
        if rest.hasPrefix("UICTContentSizeCategory") { rest = rest.dropFirst("UICTContentSizeCategory".count) }
        var accessibility = false
        for prefix in ["accessibility-", "Accessibility", "accessibility"] where rest.hasPrefix(prefix) {
            accessibility = true
            rest = rest.dropFirst(prefix.count)
            break
        }
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]
        guard let i = sizes.firstIndex(of: rest.uppercased()) else {
            if accessibility, let named = Self(rawValue: "accessibility" + rest) { self = named; return }
            return nil
        }
        if accessibility {
            guard i >= 2 else { return nil }
            self = Self.allCases[7 + i - 2]
        } else {
            self = Self.allCases[i]
        }
    }

    /// Declaration order: extra small to accessibility-XXXL.
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
