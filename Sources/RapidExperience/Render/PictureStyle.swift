import Foundation
import RapidMap
import RapidVerify

/// Every size, colour and threshold of the order pictures, named, with the reason for its
/// value. Layout (``OrderPicture``) and drawing (``SVGRenderer``, ``HTMLReport``) read
/// them from here only.
package enum PictureStyle {
    /// The badges' and outlines' colours, cycled by element number. Each is dark enough for
    /// white badge text to reach WCAG 2's 4.5:1 contrast (checked by a test), and
    /// neighbours differ in hue so adjacent elements are told apart.
    package static let palette: [RGBColor] = [
        RGBColor(0xB7, 0x1C, 0x1C), RGBColor(0x0D, 0x47, 0xA1), RGBColor(0x1B, 0x5E, 0x20), RGBColor(0x4A, 0x14, 0x8C),
        RGBColor(0xBF, 0x36, 0x0C), RGBColor(0x00, 0x60, 0x64), RGBColor(0x88, 0x0E, 0x4F), RGBColor(0x33, 0x69, 0x1E),
        RGBColor(0x1A, 0x23, 0x7E), RGBColor(0x3E, 0x27, 0x23), RGBColor(0x00, 0x4D, 0x40), RGBColor(0x26, 0x32, 0x38),
    ]
    /// The colour of badge text and of the legend's number text.
    package static let badgeText = RGBColor(0xFF, 0xFF, 0xFF)
    /// The least contrast ratio between a palette colour and ``badgeText`` (WCAG 2 AA for text).
    package static let minimumContrast = 4.5
    /// The page background.
    package static let background = RGBColor(0xFF, 0xFF, 0xFF)
    /// The screen's fill where there is no screenshot.
    package static let screenFill = RGBColor(0xF2, 0xF2, 0xF7)
    /// The screen's border.
    package static let screenBorder = RGBColor(0x8E, 0x8E, 0x93)
    /// Legend and title text.
    package static let text = RGBColor(0x1C, 0x1C, 0x1E)
    /// The colour marking verification problems (missing, unexpected) in the legend.
    package static let problem = RGBColor(0xB0, 0x00, 0x20)

    /// The badge's radius, in points: a 20 pt circle holds three digits at ``badgeFontSize``.
    package static let badgeRadius = 10.0
    /// The badge number's font size; 9 pt keeps "500" inside the badge.
    package static let badgeFontSize = 9.0
    /// How far, at most, a badge is moved (in badge diameters) to avoid another before it
    /// is left overlapping: enough for a stack of identical frames, bounded so placement
    /// stays linear.
    package static let maximumBadgeShifts = 8
    /// The outline's stroke width.
    package static let outlineWidth = 2.0
    /// The outline's fill opacity: low, so a screenshot under it stays visible.
    package static let outlineFillOpacity = 0.08
    /// The outline's width when highlighted (hover or focus in the report).
    package static let highlightWidth = 5.0
    /// The dash pattern of outlines of moved and unexpected elements.
    package static let problemDash = "6 3"
    /// The margin around the screen and the legend.
    package static let margin = 16.0
    /// The gap between the screen and the legend.
    package static let legendGap = 24.0
    /// A legend row's height.
    package static let legendRowHeight = 22.0
    /// A legend column's width; a 500-element screen gets several columns.
    package static let legendColumnWidth = 340.0
    /// The fewest rows in a legend column (a short screen still gets a useful column).
    package static let minimumRowsPerColumn = 20
    /// The longest spoken text shown in a legend row, in characters, before `…`.
    package static let legendTextLimit = 48
    /// The legend's font size.
    package static let legendFontSize = 12.0
    /// The title's font size.
    package static let titleFontSize = 14.0
    /// The height of the title line above the screen.
    package static let titleHeight = 24.0
    /// The height of the note line under the title, when a picture has one.
    package static let noteHeight = 18.0
    /// A character's average advance in the legend's font, in ems, to size a picture as
    /// wide as its note: DejaVu Sans's lowercase letters and spaces average about 0.55 em,
    /// so 0.6 leaves room for the wider fonts of the stack.
    package static let averageCharacterWidth = 0.6
    /// The font stack: DejaVu Sans is what Debian's Chromium has; the rest cover macOS.
    package static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
    /// The size of a screen with no frames at all (an iPhone's points).
    package static let fallbackScreen = Frame(x: 0, y: 0, width: 390, height: 844)

    /// The colour of element `number` (from 1).
    package static func colour(ofStop number: Int) -> RGBColor {
        palette[(max(number, 1) - 1) % palette.count]
    }
}

extension RGBColor {
    /// An opaque colour from 8-bit channels, as the palette writes them: `RGBColor(0xB7, 0x1C, 0x1C)`.
    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// The 8-bit red, green and blue channels, as a screenshot's pixels carry them.
    package var channels: (UInt8, UInt8, UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }
}
