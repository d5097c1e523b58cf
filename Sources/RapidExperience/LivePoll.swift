import Foundation
import RapidMap
import RapidVerify

/// The pure part of `rapidgen live`: what one answer of WebDriverAgent's `GET /source`
/// shows. Each answer is read, ordered, spoken and checked against the screen's map; a
/// screen is shown only once two answers in a row have the same order listing (a clock, a
/// spinner or an animation changes the bytes of every answer, not the order); once a screen
/// is shown, a new one prints only what moved, appeared or went, in `rapidgen compare`'s
/// words. Failures print once and leave the last screen standing, stale since the failure.
/// No I/O: the command fetches, waits, prints and writes files.
///
/// ```swift
/// var poll = LivePoll(maps: maps, screen: nil)
/// let update = poll.receive(status: 200, body: body, at: now)
/// print(update.text, terminator: "")
/// ```
package struct LivePoll: Sendable {
    /// The shortest wait between two requests: a person watching the screen sees a change
    /// within a second, and WebDriverAgent is never asked more than once a second.
    package static let minimumInterval = 1.0
    /// The wait after an answer, as a multiple of the time the answer took: a slow device
    /// (a big screen's snapshot takes seconds) spends at most a third of its time answering.
    package static let answerTimeFactor = 2.0
    /// The answers in a row with the same order listing before a screen is shown.
    /// WebDriverAgent's XML answer waits for animations only up to its
    /// `animationCoolOffTimeout`, 2 s (appium/WebDriverAgent `FBConfiguration.m`, used by
    /// `FBXPath.m`), and its JSON answer not at all: a screen mid-transition can be answered.
    package static let settlingAnswers = 2
    /// The levels of a tree WebDriverAgent snapshots, by default: its `snapshotMaxDepth`
    /// setting, 50 (appium/WebDriverAgent `FBConfiguration.m`). A tree that reaches it was cut there.
    package static let snapshotMaxDepth = 50

    /// A screen's map, for the check: what the manifest and the map file declare.
    package struct Map: Sendable, Hashable {
        /// The screen's Swift type name.
        package var screen: String
        /// The identifier of its root view (the type name unless the entry says otherwise).
        package var screenIdentifier: String
        /// The entries of `controlsInformation()`.
        package var controls: [ControlInformation]
        /// How the map is compared.
        package var mode: VerificationMode
        /// What the map declares it covers (`MapScope.appWindow`: a screen named with `--screen`).
        package var recordedScope: MapScope?

        /// A map.
        package init(
            screen: String, screenIdentifier: String, controls: [ControlInformation], mode: VerificationMode = .exact,
            recordedScope: MapScope? = .screenRoot
        ) {
            self.screen = screen
            self.screenIdentifier = screenIdentifier
            self.controls = controls
            self.mode = mode
            self.recordedScope = recordedScope
        }
    }

    /// One screen read from an answer.
    package struct Screen: Sendable {
        /// The tree read.
        package var tree: AccessibilityTree
        /// The elements in VoiceOver order (inside the map's screen when one was found).
        package var elements: [OrderedElement]
        /// The order listing (`rapidgen order`'s table): what decides that the screen settled.
        package var listing: String
        /// What VoiceOver says (`rapidgen speak`'s transcript).
        package var transcript: String
        /// The map found for it (its root identifier in the tree, or `--screen`), if any.
        package var map: Map?
        /// The map check, when a map was found: `verify`'s result.
        package var check: VerificationResult?
        /// True when the tree reaches WebDriverAgent's snapshot depth: it was cut, so it is
        /// not the whole screen.
        package var incomplete: Bool
        /// When it was answered.
        package var time: Double

        /// The screen's name as messages give it: the map's screen, the screen named with
        /// `--screen`, or `the screen`.
        package var name: String
    }

    /// What an answer changed, and what to print.
    package struct Update: Sendable {
        /// What happened.
        package enum Kind: Sendable, Hashable {
            /// A first screen, or another screen: printed whole.
            case shown
            /// The screen changed: what moved, appeared or went.
            case changed
            /// An answer that differs from the screen shown, waiting for the next to agree.
            case settling
            /// The same screen again (nothing printed).
            case unchanged
            /// The answer failed (printed once, then nothing until it changes).
            case failed
        }

        /// What happened.
        package var kind: Kind
        /// The lines to print, each ending in a line break (empty: nothing).
        package var text: String
        /// The screen now shown, when this update shows one (``Kind/shown`` or ``Kind/changed``).
        package var screen: Screen?
    }

    /// The maps of the manifest.
    package var maps: [Map]
    /// The screen named with `--screen`: its map is the one checked, whatever the tree holds.
    package var screenName: String?
    /// The screen shown, if any.
    package private(set) var shown: Screen?
    /// The answer waiting for the next to agree.
    package private(set) var candidate: Screen?
    /// The failure printed last, and since when answers fail; nil while they succeed.
    package private(set) var failure: (message: String, since: Double)?
    /// The time of day as messages give it (`14:03:07`): the command passes the local one.
    package var clockText: @Sendable (Double) -> String = LivePoll.utcClockText

    /// A poll with the manifest's `maps`; `screen` names the one to check (`--screen`).
    package init(maps: [Map], screen: String?) {
        self.maps = maps
        self.screenName = screen
    }

    /// The wait before the next request: the larger of ``minimumInterval`` and
    /// ``answerTimeFactor`` times the time the last answer took (or the timeout it ran into).
    package static func interval(afterAnswerTaking seconds: Double) -> Double {
        max(minimumInterval, answerTimeFactor * max(0, seconds))
    }

    /// `HH:MM:SS` in UTC.
    package static func utcClockText(_ time: Double) -> String {
        let seconds = Int(time.rounded(.down)) % 86_400
        let s = seconds < 0 ? seconds + 86_400 : seconds
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))"
    }

    // MARK: Answers

    /// Takes one answer: `status` is its HTTP status, `body` its bytes, `time` when it came.
    /// An error answer (`{"value": {"error": …, "message": …}}`) or a body that does not read
    /// as a tree is a failure; a tree is ordered, spoken, checked and settled.
    package mutating func receive(status: Int, body: Data, at time: Double) -> Update {
        if let error = Self.errorAnswer(body) {
            return fail(error, at: time)
        }
        guard (200..<300).contains(status) else {
            let text = String(decoding: body.prefix(Self.quotedBodyLimit), as: UTF8.self)
            return fail("WebDriverAgent answered HTTP \(status): \(SwiftSourceEscaping.stringLiteral(text))", at: time)
        }
        let tree: AccessibilityTree
        do {
            tree = try AccessibilityTree(reading: body, path: "the answer")
        } catch let error as RecordingError {
            return fail("the answer is not a page source: \(error.description)", at: time)
        } catch {
            return fail("the answer is not a page source: \(error)", at: time)
        }
        return receive(tree, at: time)
    }

    /// Takes a tree read from an answer at `time`.
    package mutating func receive(_ tree: AccessibilityTree, at time: Double) -> Update {
        let screen = read(tree, at: time)
        var recovered = ""
        if let failure {
            recovered = "\(clockText(time)): WebDriverAgent answers again (failing since \(clockText(failure.since)))\n"
            self.failure = nil
        }
        if let shown, shown.listing == screen.listing, shown.map == screen.map {
            candidate = nil
            self.shown = screen
            return Update(kind: .unchanged, text: recovered, screen: nil)
        }
        guard let candidate, candidate.listing == screen.listing, candidate.map == screen.map else {
            candidate = screen
            return Update(kind: .settling, text: recovered, screen: nil)
        }
        self.candidate = nil
        return recovered.isEmpty ? show(screen) : prefixed(recovered, show(screen))
    }

    /// Shows the answer waiting to settle, as it is: for `--once` when the screen never
    /// settles. Nil when none waits.
    package mutating func showUnsettled() -> Update? {
        guard let candidate else { return nil }
        self.candidate = nil
        var update = show(candidate)
        update.text += "note: the screen did not settle: each answer's order differed from the last\n"
        return update
    }

    /// Takes a failed request (nothing listening, a timeout, an error answer): printed
    /// once, with the screen shown so far said to be stale; the same failure again prints
    /// nothing.
    package mutating func fail(_ message: String, at time: Double) -> Update {
        candidate = nil
        if let failure, failure.message == message { return Update(kind: .failed, text: "", screen: nil) }
        let since = failure?.since ?? time
        failure = (message, since)
        var text = "\(clockText(time)): error: \(message)\n"
        if let shown {
            text += "\(clockText(time)): showing the screen answered at \(clockText(shown.time)), stale since \(clockText(since))\n"
        }
        return Update(kind: .failed, text: text, screen: nil)
    }

    // MARK: Reading a screen

    /// The most bytes of an answer that is not JSON quoted in an error.
    static let quotedBodyLimit = 200

    /// The error WebDriverAgent's answer reports, quoted (`{"value": {"error": "…",
    /// "message": "…", "traceback": "…"}}`), or nil for any other body.
    package static func errorAnswer(_ body: Data) -> String? {
        // Only a small body can be an error; a page source is never parsed twice.
        guard body.count < errorAnswerLimit, body.first == UInt8(ascii: "{"),
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let value = object["value"] as? [String: Any], let error = value["error"] as? String
        else { return nil }
        var text = "WebDriverAgent answered the error \(SwiftSourceEscaping.stringLiteral(error))"
        if let message = value["message"] as? String, !message.isEmpty {
            text += ": \(SwiftSourceEscaping.stringLiteral(message))"
        }
        return text
    }

    /// The largest body read as a possible error answer: WebDriverAgent's error bodies hold a
    /// message and a stack trace, a few kilobytes; a page source of any real screen is larger
    /// or has no `error` member.
    static let errorAnswerLimit = 65_536

    /// The map of `tree`'s screen: the one named with `--screen`, else the first of the
    /// manifest whose root identifier is in the tree. One pass over the nodes.
    func map(for tree: AccessibilityTree) -> Map? {
        if let screenName { return maps.first { $0.screen == screenName } }
        var identifiers = Set<String>()
        for node in tree.nodes { if let id = node.identifier { identifiers.insert(id) } }
        return maps.first { $0.recordedScope != .appWindow && identifiers.contains($0.screenIdentifier) }
    }

    /// Reads one screen: its map, its order (inside the map's screen), listing, transcript
    /// and map check.
    package func read(_ tree: AccessibilityTree, at time: Double) -> Screen {
        let map = map(for: tree)
        let elements = Experience.elements(of: tree, screen: map?.screenIdentifier ?? screenName, recorded: map?.recordedScope)
        let check = map.map { map in
            Verifier.verify(
                screen: map.screen, screenIdentifier: map.screenIdentifier, map: map.controls, tree: tree, mode: map.mode,
                recordedScope: map.recordedScope)
        }
        return Screen(
            tree: tree, elements: elements, listing: OrderListing.table(elements),
            transcript: Experience.notes(tree) + Transcript(tree: tree, elements: elements).text(frames: false),
            map: map, check: check, incomplete: tree.height + 1 >= Self.snapshotMaxDepth, time: time,
            name: map?.screen ?? screenName ?? "the screen")
    }

    // MARK: Showing

    /// Shows `screen`: whole when nothing was shown or it is another screen (another map, or
    /// no identified element in common), else what changed.
    mutating func show(_ screen: Screen) -> Update {
        defer { shown = screen }
        guard let previous = shown, previous.map?.screen == screen.map?.screen, Self.sharesElements(previous.elements, screen.elements) else {
            return Update(kind: .shown, text: Self.whole(screen, clock: clockText, screenName: screenName), screen: screen)
        }
        var lines = ["\(clockText(screen.time)): \(screen.name) changed:"]
        let differences = ConfigurationComparison.orderDifferences(
            previous.elements, screen.elements, context: "now", rightToLeft: false)
        lines += differences.map { "  " + $0.message }
        if differences.isEmpty {
            // Elements without identifiers are not matched: the spoken lines say what changed.
            let spoken = ExperienceComparison.transcriptDifference(reference: previous.transcript, actual: screen.transcript)
            lines += (spoken ?? "  the frames changed: see `rapidgen order`'s listing above, printed again below")
                .split(separator: "\n").map { "  " + $0 }
            if spoken == nil { lines.append(screen.listing.trimmingCharacters(in: .newlines)) }
        }
        if screen.incomplete && !previous.incomplete { lines.append(Self.incompleteNote) }
        if let check = screen.check, check.passed != previous.check?.passed || check.report() != previous.check?.report() {
            lines.append(check.passed ? "  the map of \(screen.name) now matches" : "  the map check now fails:")
            if !check.passed { lines += check.report().split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        }
        return Update(kind: .changed, text: lines.joined(separator: "\n") + "\n", screen: screen)
    }

    /// True when two orders are of one screen, as far as identifiers tell: they share an
    /// element with an identifier, or neither has one. Another screen is printed whole, not
    /// as every element going and coming.
    static func sharesElements(_ a: [OrderedElement], _ b: [OrderedElement]) -> Bool {
        let identifiers = Set(a.compactMap { ControlIdentifier.meaningful($0.node.identifier) })
        let others = b.compactMap { ControlIdentifier.meaningful($0.node.identifier) }
        return identifiers.isEmpty && others.isEmpty || others.contains(where: identifiers.contains)
    }

    /// What an incomplete tree prints.
    static let incompleteNote =
        "warning: the tree is incomplete: it reaches WebDriverAgent's snapshot depth (\(snapshotMaxDepth) levels), so it is not the whole screen; raise its snapshotMaxDepth setting"

    /// A whole screen: a heading, the order listing, the transcript, the map check.
    package static func whole(_ screen: Screen, clock: (Double) -> String, screenName: String?) -> String {
        var out = "\(clock(screen.time)): \(screen.name)"
        out += screen.map.map { _ in screenName == nil ? " (its root identifier is in the tree)" : "" } ?? ""
        out += ", \(screen.elements.count) element\(screen.elements.count == 1 ? "" : "s") in VoiceOver order\n\n"
        if screen.incomplete { out += incompleteNote + "\n\n" }
        out += screen.listing + "\n" + screen.transcript
        if !out.hasSuffix("\n") { out += "\n" }
        out += "\n"
        if let check = screen.check {
            out += check.report()
            if !out.hasSuffix("\n") { out += "\n" }
        } else if let screenName {
            out += "no map of \(screenName) in rapidmap.json yet: record one with --record FILE\n"
        } else {
            out += "no map checked: no screen of rapidmap.json has its root identifier in the tree; name one with --screen NAME\n"
        }
        return out
    }

    /// `first`'s text before `update`'s.
    func prefixed(_ first: String, _ update: Update) -> Update {
        var update = update
        update.text = first + update.text
        return update
    }
}

extension LivePoll {
    /// The advice for a URL nothing listens at: how to start WebDriverAgent on a simulator,
    /// how to reach it on a device, and how to check it answers.
    package static func nothingListening(at url: String) -> String {
        """
        nothing is listening at \(url): start WebDriverAgent (Appium's server) on the simulator or device:
          xcodebuild -project WebDriverAgent.xcodeproj -scheme WebDriverAgentRunner -destination 'platform=iOS Simulator,name=iPhone 16' test
        on a device, forward its port to this machine first: iproxy 8100 8100
        then check that it answers: curl \(url)/status
        """
    }

    /// The message for a request that got no answer within `seconds`.
    package static func noAnswer(at url: String, within seconds: Double) -> String {
        "no answer from \(url) within \(seconds.formatted) s (a big screen's snapshot takes seconds; raise --timeout, or check that the app is not stuck)"
    }
}

extension Double {
    /// The number without a fraction when it is whole: `2`, `0.25`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
