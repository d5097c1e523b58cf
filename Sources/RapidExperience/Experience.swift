import RapidMap
import RapidVerify
/// The pure parts of `rapidgen speak`, `render` and `report`: from trees to text. No I/O;
/// the command line reads the files and writes the results.
package enum Experience {
    /// The elements of `screen` as a map that declares `recorded` covers it
    /// (``RapidVerify/ScreenScope/find(screenIdentifier:in:recorded:)``: the subtree of the
    /// node with that identifier; without one, the whole tree for `MapScope.screenRoot`, the
    /// app's window without its status bar, keyboard and other windows for
    /// `MapScope.appWindow` and for nil, a screen with no map yet), or of the whole tree when
    /// `screen` is nil.
    package static func elements(of tree: AccessibilityTree, screen: String?, recorded: MapScope? = .screenRoot) -> [OrderedElement] {
        guard let screen else { return TraversalEngine().order(tree) }
        return MapGeneration.elements(in: tree, scope: MapGeneration.scope(of: screen, in: tree, recorded: recorded))
    }

    /// The spoken transcript (``Transcript/text(frames:)``), after the platform's note and
    /// an empty line when the recording's order is not modelled (``notes(_:)``). `screen`
    /// and `recorded` scope it as ``elements(of:screen:recorded:)`` says.
    package static func speak(
        _ tree: AccessibilityTree, screen: String? = nil, recorded: MapScope? = .screenRoot, frames: Bool = false
    ) -> String {
        notes(tree) + Transcript(tree: tree, elements: elements(of: tree, screen: screen, recorded: recorded)).text(frames: frames)
    }

    /// `note: order computed with iOS's rules: tvOS's VoiceOver order is not modelled (…)`
    /// and an empty line, for a recording from a platform whose order is not modelled
    /// (``RecordingPlatform/verificationNote``); empty for iOS and iPadOS.
    package static func notes(_ tree: AccessibilityTree) -> String {
        RecordingPlatform(idiom: tree.idiom).verificationNote.map { "note: \($0)\n\n" } ?? ""
    }

    /// The title of a picture: `NAME — VoiceOver order (N elements)`.
    package static func title(_ name: String, elements: Int) -> String {
        "\(name) — VoiceOver order (\(elements) element\(elements == 1 ? "" : "s"))"
    }

    /// The SVG picture of the order. `name` titles it (the screen or the file name); `screen`
    /// and `recorded` scope it as ``elements(of:screen:recorded:)`` says.
    package static func render(
        _ tree: AccessibilityTree, name: String, screen: String? = nil, recorded: MapScope? = .screenRoot,
        screenshot: PNGImage? = nil
    ) -> String {
        let transcript = Transcript(tree: tree, elements: elements(of: tree, screen: screen, recorded: recorded))
        let picture = OrderPicture(title: title(name, elements: transcript.elements.count), transcript: transcript, tree: tree)
        return SVGRenderer.svg(picture, screenshot: screenshot)
    }

    /// One recording of the report.
    package struct Recording: Sendable {
        /// The heading (usually the file name).
        package var name: String
        /// The tree.
        package var tree: AccessibilityTree
        /// The screenshot, if any.
        package var screenshot: PNGImage?
        /// The map verification's plain report and whether it passed, when a map was checked.
        package var verification: (report: String, passed: Bool)?
        /// What the screen's map declares it covers in this recording (nil: no map yet), which
        /// scopes it when its root view has no identifier (``elements(of:screen:recorded:)``).
        package var recorded: MapScope?

        package init(
            name: String, tree: AccessibilityTree, screenshot: PNGImage? = nil,
            verification: (report: String, passed: Bool)? = nil, recorded: MapScope? = .screenRoot
        ) {
            self.name = name
            self.tree = tree
            self.screenshot = screenshot
            self.verification = verification
            self.recorded = recorded
        }
    }

    /// The HTML report of one or more recordings of `screen`. `findings` is the audits'
    /// hook: nil until audits exist (the page says none ran). With `reloadSeconds`, the page
    /// reloads itself that often (`rapidgen live --html`).
    package static func report(
        _ recordings: [Recording], screen: String?, findings: [HTMLReport.Finding]? = nil, reloadSeconds: Int? = nil
    ) -> String {
        let sections = recordings.map { r -> HTMLReport.Section in
            let transcript = Transcript(tree: r.tree, elements: elements(of: r.tree, screen: screen, recorded: r.recorded))
            let picture = OrderPicture(
                title: Self.title(screen ?? r.name, elements: transcript.elements.count),
                transcript: transcript, tree: r.tree)
            return HTMLReport.Section(
                heading: r.name, picture: picture, screenshot: r.screenshot, transcript: transcript,
                verification: r.verification?.report, verificationPassed: r.verification?.passed ?? true,
                note: picture.note)
        }
        let heading = "VoiceOver experience" + (screen.map { " of \($0)" } ?? "")
        return HTMLReport.html(title: heading, sections: sections, findings: findings, reloadSeconds: reloadSeconds)
    }
}
