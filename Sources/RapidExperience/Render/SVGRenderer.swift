import RapidMap
import RapidVerify
/// Draws an ``OrderPicture`` as SVG: the screen (with the screenshot under it, when
/// given), each element's outline in its colour, the badges with the element numbers on top of
/// all outlines, and the legend (number, colour, spoken text) beside the screen.
///
/// Every element of an element carries `data-element="N"`; outlines have the class `outline`, so
/// the HTML report can highlight one. The SVG is one string, no external reference.
package enum SVGRenderer {
    /// The SVG document. `screenshot` is stretched over the screen's rectangle (the
    /// recording's points). `standalone` adds the XML declaration and namespace (an `.svg`
    /// file); the HTML report inlines it without.
    package static func svg(_ picture: OrderPicture, screenshot: PNGImage? = nil, standalone: Bool = true) -> String {
        let s = PictureStyle.self
        let n = Markup.number
        var out = ""
        if standalone { out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(picture.width))\" height=\"\(n(picture.height))\""
        out += " viewBox=\"0 0 \(n(picture.width)) \(n(picture.height))\" role=\"img\" aria-labelledby=\"order-title\""
        out += " font-family=\"\(s.fontFamily)\">\n"
        out += "<title id=\"order-title\">\(Markup.escape(picture.title))</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"\(s.background.hex)\"/>\n"
        out +=
            "<text x=\"\(n(s.margin))\" y=\"\(n(s.margin + s.titleFontSize))\" font-size=\"\(n(s.titleFontSize))\" font-weight=\"bold\" fill=\"\(s.text.hex)\">\(Markup.escape(picture.title))</text>\n"
        if let note = picture.note {
            out +=
                "<text class=\"note\" x=\"\(n(s.margin))\" y=\"\(n(s.margin + s.titleHeight + s.legendFontSize))\" font-size=\"\(n(s.legendFontSize))\" fill=\"\(s.text.hex)\">Note: \(Markup.escape(note))</text>\n"
        }
        let scr = picture.screen
        let screenRect = "x=\"\(n(scr.x))\" y=\"\(n(scr.y))\" width=\"\(n(scr.width))\" height=\"\(n(scr.height))\""
        out += "<rect class=\"screen\" \(screenRect) fill=\"\(s.screenFill.hex)\"/>\n"
        if let screenshot {
            out += "<image class=\"screenshot\" \(screenRect) preserveAspectRatio=\"none\" href=\"\(screenshot.dataURL)\"/>\n"
        }
        out += "<rect \(screenRect) fill=\"none\" stroke=\"\(s.screenBorder.hex)\" stroke-width=\"1\"/>\n"
        out += "<g class=\"outlines\">\n"
        for marker in picture.markers {
            guard let o = marker.outline else { continue }
            let dash = marker.mark == .moved || marker.mark == .unexpected ? " stroke-dasharray=\"\(s.problemDash)\"" : ""
            out +=
                "<rect class=\"outline\" id=\"outline-\(marker.number)\" data-element=\"\(marker.number)\" x=\"\(n(o.x))\" y=\"\(n(o.y))\" width=\"\(n(o.width))\" height=\"\(n(o.height))\""
            out +=
                " fill=\"\(marker.colour.hex)\" fill-opacity=\"\(n(s.outlineFillOpacity))\" stroke=\"\(marker.colour.hex)\" stroke-width=\"\(n(s.outlineWidth))\"\(dash)/>\n"
        }
        out += "</g>\n<g class=\"badges\" font-size=\"\(n(s.badgeFontSize))\" font-weight=\"bold\" text-anchor=\"middle\">\n"
        for marker in picture.markers {
            guard let c = marker.badgeCentre else { continue }
            out +=
                "<g class=\"badge\" data-element=\"\(marker.number)\"><circle cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(s.badgeRadius))\" fill=\"\(marker.colour.hex)\"/>"
            out += "<text x=\"\(n(c.x))\" y=\"\(n(c.y + s.badgeFontSize * 0.35))\" fill=\"\(s.badgeText.hex)\">\(marker.number)</text></g>\n"
        }
        out += "</g>\n<g class=\"legend\" font-size=\"\(n(s.legendFontSize))\">\n"
        let swatch = s.legendRowHeight - 4
        for marker in picture.markers {
            let (x, y) = marker.legendOrigin
            out += "<g class=\"legend-row\" data-element=\"\(marker.number)\">"
            out += "<rect x=\"\(n(x))\" y=\"\(n(y + 2))\" width=\"\(n(swatch * 1.5))\" height=\"\(n(swatch))\" rx=\"3\" fill=\"\(marker.colour.hex)\"/>"
            let label = marker.number > 0 ? "\(marker.number)" : "−"
            out +=
                "<text x=\"\(n(x + swatch * 0.75))\" y=\"\(n(y + 2 + swatch / 2 + s.legendFontSize * 0.35))\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"\(s.badgeText.hex)\">\(label)</text>"
            var text = marker.legendText
            if let mark = marker.mark { text = "[\(mark.rawValue)] " + text }
            let colour = marker.mark == .missing || marker.mark == .unexpected ? s.problem : s.text
            out +=
                "<text x=\"\(n(x + swatch * 1.5 + 6))\" y=\"\(n(y + 2 + swatch / 2 + s.legendFontSize * 0.35))\" fill=\"\(colour.hex)\">\(Markup.escape(text))</text></g>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }
}
