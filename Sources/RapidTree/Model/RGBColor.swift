import Foundation
import RapidMap

/// A colour in sRGB, each component from 0 to 1, as recordings carry a text's foreground
/// and background (`"#1A2B3C"` or `"#1A2B3CFF"` in native JSON).
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil otherwise.
    public init?(hex: some StringProtocol) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16), digits.allSatisfy(\.isHexDigit) else { return nil }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
            blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// Same as ``hex``.
    public var description: String { hex }

    /// This colour drawn over an opaque `background` (alpha compositing).
    public func over(_ background: RGBColor) -> RGBColor {
        RGBColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// The relative luminance WCAG 2 defines: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio of this colour drawn over `background`, from 1 to 21.
    public func contrastRatio(over background: RGBColor) -> Double {
        let a = over(background).relativeLuminance, b = background.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
