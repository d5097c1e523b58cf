import RapidMap
import RapidVerify
/// One self-contained, accessible HTML page about one or more recordings of a screen: per
/// recording the picture of the order, the spoken transcript as a table, and the map
/// verification result; and a findings section for audits.
///
/// Self-contained: styles and the one small script are inline, the picture is inline
/// SVG, a screenshot is a `data:` URL; nothing is loaded from elsewhere. Accessible:
/// `lang`, a `<title>`, one `<h1>`, an `<h2>` per recording and `<h3>` per part, a
/// `<main>` landmark, tables with a caption and column headers, every row focusable
/// (`tabindex="0"`) with a visible focus ring, and the colour never the only cue (each
/// row has its number). Hovering or focusing a row highlights its outline in the
/// picture (class `highlight`, drawn ``PictureStyle/highlightWidth`` wide).
package enum HTMLReport {
    /// One recording's part of the report.
    package struct Section: Sendable {
        /// The heading, e.g. the recording's file name.
        package var heading: String
        /// The picture.
        package var picture: OrderPicture
        /// The screenshot under the picture, if any.
        package var screenshot: PNGImage?
        /// The transcript.
        package var transcript: Transcript
        /// The verification report text (plain), or nil when no map was checked.
        package var verification: String?
        /// Whether the verification passed (ignored when `verification` is nil).
        package var verificationPassed: Bool
        /// The platform's note when the recording's order is not modelled
        /// (``RecordingPlatform/verificationNote``), shown under the heading.
        package var note: String?

        package init(
            heading: String, picture: OrderPicture, screenshot: PNGImage? = nil, transcript: Transcript,
            verification: String? = nil, verificationPassed: Bool = true, note: String? = nil
        ) {
            self.heading = heading
            self.picture = picture
            self.screenshot = screenshot
            self.transcript = transcript
            self.verification = verification
            self.verificationPassed = verificationPassed
            self.note = note
        }
    }

    /// One audit finding: where, which check, what (`rapidgen report` words an audit
    /// issue so). The report lists them in a table; it does not interpret them.
    package struct Finding: Sendable, Hashable {
        /// The check that found it, with its severity: `error [label-presence]`.
        package var rule: String
        /// The element, e.g. `#3 button "LoginScreen.signIn"`.
        package var element: String
        /// The message.
        package var message: String

        package init(rule: String, element: String, message: String) {
            self.rule = rule
            self.element = element
            self.message = message
        }
    }

    /// The page. `findings` nil means audits were not run (the page says so); an empty
    /// list means they ran and found nothing.
    package static func html(title: String, sections: [Section], findings: [Finding]? = nil, reloadSeconds: Int? = nil) -> String {
        let e = Markup.escape
        var out = pageStart(title: title, css: css, reloadSeconds: reloadSeconds)
        for (i, section) in sections.enumerated() {
            let id = "recording-\(i + 1)"
            out += "<section aria-labelledby=\"\(id)\" data-section=\"\(i + 1)\">\n"
            out += "<h2 id=\"\(id)\">\(e(section.heading))</h2>\n"
            if let note = section.note { out += "<p class=\"note\">Note: \(e(note))</p>\n" }
            out += "<h3>Picture of the order</h3>\n<div class=\"picture\">\n"
            out += SVGRenderer.svg(section.picture, screenshot: section.screenshot, standalone: false)
                .replacingOccurrences(of: "id=\"order-title\"", with: "id=\"\(id)-picture-title\"")
                .replacingOccurrences(of: "aria-labelledby=\"order-title\"", with: "aria-labelledby=\"\(id)-picture-title\"")
                .replacingOccurrences(of: "id=\"outline-", with: "id=\"\(id)-outline-")
            out += "</div>\n"
            out += "<h3>What VoiceOver says</h3>\n"
            out += "<table class=\"elements\">\n<caption>\(section.transcript.elements.count) elements in VoiceOver order</caption>\n"
            out +=
                "<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Spoken</th><th scope=\"col\">Hint</th><th scope=\"col\">Actions</th><th scope=\"col\">Type</th><th scope=\"col\">Identifier</th></tr></thead>\n<tbody>\n"
            for (k, spoken) in section.transcript.elements.enumerated() {
                let number = k + 1
                let colour = PictureStyle.colour(ofStop: number).hex
                let node = spoken.element.node
                out += "<tr tabindex=\"0\" data-element=\"\(number)\" data-outline=\"\(id)-outline-\(number)\">"
                out += "<th scope=\"row\"><span class=\"badge\" style=\"background:\(colour)\">\(number)</span></th>"
                out += "<td>\(e(spoken.utterance.description))</td><td>\(e(spoken.utterance.hint ?? ""))</td>"
                out += "<td>\(e(spoken.customActions.joined(separator: ", ")))</td><td>\(e(node.type.name))</td>"
                out += "<td>\(e(node.identifier ?? ""))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
            out += "<h3>Map verification</h3>\n"
            if let verification = section.verification {
                out +=
                    "<p class=\"\(section.verificationPassed ? "pass" : "fail")\">\(section.verificationPassed ? "The map matches." : "The map differs from the recording.")</p>\n"
                out += "<pre>\(e(verification))</pre>\n"
            } else {
                out += "<p>No map was checked for this recording.</p>\n"
            }
            out += "</section>\n"
        }
        out += "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Audit findings</h2>\n"
        if let findings {
            if findings.isEmpty {
                out += "<p>The audits found nothing.</p>\n"
            } else {
                out += "<table class=\"findings\">\n<caption>\(findings.count) findings</caption>\n"
                out += "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Element</th><th scope=\"col\">Finding</th></tr></thead>\n<tbody>\n"
                for f in findings {
                    out += "<tr tabindex=\"0\"><td>\(e(f.rule))</td><td>\(e(f.element))</td><td>\(e(f.message))</td></tr>\n"
                }
                out += "</tbody>\n</table>\n"
            }
        } else {
            out += "<p>No audits were run.</p>\n"
        }
        out += "</section>\n</main>\n<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return out
    }

    /// The start of a page, up to its `h1` inside `main`: English, UTF-8, scaled to the
    /// device, the title and the inline styles; with `reloadSeconds`, a page that reloads
    /// itself that often (`rapidgen live --html` rewrites it on every change).
    static func pageStart(title: String, css: String, reloadSeconds: Int? = nil) -> String {
        let e = Markup.escape
        let reload = reloadSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            \(reload)<title>\(e(title))</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <main>
            <h1>\(e(title))</h1>

            """
    }

    /// The styles: readable text, visible focus, the highlight.
    static let css = """
        body { font-family: \(PictureStyle.fontFamily); color: \(PictureStyle.text.hex); background: \(PictureStyle.background.hex); margin: 1.5rem; line-height: 1.4; }
        .picture { overflow-x: auto; }
        table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
        caption { text-align: start; font-weight: bold; padding: 0.25rem 0; }
        th, td { border: 1px solid \(PictureStyle.screenBorder.hex); padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
        tbody tr:hover, tbody tr:focus { background: #fff3c4; }
        tr:focus { outline: 3px solid #005fcc; outline-offset: -3px; }
        .badge { display: inline-block; min-width: 1.6em; text-align: center; color: \(PictureStyle.badgeText.hex); border-radius: 0.8em; font-weight: bold; }
        .outline.highlight { stroke-width: \(Markup.number(PictureStyle.highlightWidth)); fill-opacity: 0.3; }
        .fail { color: \(PictureStyle.problem.hex); font-weight: bold; }
        pre { white-space: pre-wrap; }
        """

    /// Hover and focus on a row toggle `highlight` on the outline its `data-outline` names.
    static let script = """
        (function () {
          function toggle(event, on) {
            var row = event.target.closest && event.target.closest('tr[data-outline]');
            if (!row) { return; }
            var outline = document.getElementById(row.getAttribute('data-outline'));
            if (outline) { outline.classList.toggle('highlight', on); }
          }
          document.addEventListener('mouseover', function (e) { toggle(e, true); });
          document.addEventListener('mouseout', function (e) { toggle(e, false); });
          document.addEventListener('focusin', function (e) { toggle(e, true); });
          document.addEventListener('focusout', function (e) { toggle(e, false); });
        })();
        """
}
