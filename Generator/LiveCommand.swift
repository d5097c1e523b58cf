import Foundation
import RapidVerify
import RapidProject
import RapidExperience

/// `rapidgen live`: the VoiceOver order of whatever screen is up in a simulator or on a
/// device, read from WebDriverAgent's `GET /source` again and again. The poll itself
/// (reading, ordering, speaking, the map check, the settle rule, what changed) is
/// RapidExperience's ``RapidExperience/LivePoll``; this command fetches, waits, prints and
/// writes the files it is asked for.
struct LiveCommand: Subcommand {
    var context: CommandContext

    /// WebDriverAgent's address when `--url` is not given: its default port on this machine
    /// (a simulator's, or a device's forwarded with `iproxy 8100 8100`).
    static let defaultURL = "http://127.0.0.1:8100"
    /// How long one answer may take, by default. WebDriverAgent waits up to 2 s for
    /// animations before its XML snapshot (`animationCoolOffTimeout`), and a big screen's
    /// snapshot takes seconds on a device: 20 s is far beyond a healthy answer.
    static let defaultTimeout = 20.0
    /// How often the `--html` page reloads itself, in seconds: the poll's shortest interval
    /// and a little more, so a change shows within about two seconds.
    static let pageReloadSeconds = 2
    /// The most answers `--once` reads waiting for two in a row to agree before it shows
    /// the last one as it is.
    static let onceAnswerLimit = 5

    /// The formats WebDriverAgent's `/source` answers in (`?format=`).
    static let sourceFormats = ["json", "xml", "description"]

    /// The description `live` is parsed, helped and reported with.
    static let spec = CommandSpec(
        name: "live",
        abstract: "Show the VoiceOver order of the screen up in a simulator or on a device (WebDriverAgent).",
        usage: ["live [--url URL] [--screen NAME] [--once] [--record FILE] [--html FILE] [--source FORMAT] [--timeout SECONDS] [--manifest FILE]"],
        discussion: """
            Asks WebDriverAgent (Appium's server, running on a simulator or a device) for the
            screen's page source, GET URL/source?format=FORMAT, again and again: one request at a
            time, the next after the larger of 1 s and twice the time the last answer took. A
            screen is shown once two answers in a row have the same order: its elements in
            VoiceOver order (as `rapidgen order` prints them), what VoiceOver says (as `rapidgen
            speak`), and, when rapidmap.json has the screen's map (found by its root identifier
            in the tree, or named with --screen), the map check, the report `verify` gives.
            Afterwards a change prints only what moved, appeared or went, in `rapidgen compare`'s
            words. A failed request prints what to do once (start WebDriverAgent, forward a
            device's port, the error WebDriverAgent answered, a timeout) and the last screen
            stays, stale since then. A tree as deep as WebDriverAgent's snapshot depth is cut
            and is said to be incomplete. --once prints one screen and exits: 0 when its map
            matches or it has none, 1 when the map check fails, 3 when no screen could be read.
            --record FILE writes each screen shown as a recording (native JSON); for a screen
            named with --screen that has no map yet, it also records the map in place as a
            test's first run does (`rapidgen accept` for a new screen): the map inserted into
            the screen's declaration and its entry added to rapidmap.json. A screen declared
            .appWindow has no root identifier: name it with --screen. --html FILE writes the
            order picture and transcript page and rewrites it on each change (and, when the
            answers stop, with since when it is stale); the page reloads itself, so a browser
            beside the simulator shows the order live. Every file is written atomically:
            Ctrl-C leaves no half-written file.
            """,
        options: [
            .value("--url", placeholder: "URL", help: "WebDriverAgent's address (default: \(defaultURL))."),
            .value("--screen", placeholder: "NAME", help: "The screen's Swift type name, as rapidmap.json lists it: its map is checked."),
            .flag("--once", help: "Print one screen and exit with its map check's status."),
            .value("--record", placeholder: "FILE", help: "Write each screen shown as a recording (and a new --screen's map in place)."),
            .value("--html", placeholder: "FILE", help: "Write the order picture and transcript page, rewritten on each change."),
            OptionSpec(
                names: ["--source"], valueName: "FORMAT", help: "The page source WebDriverAgent answers: json (default), xml or description.",
                check: { sourceFormats.contains($0) ? nil : "unknown source format '\($0)'; expected json, xml or description" }),
            .value("--timeout", placeholder: "SECONDS", help: "How long one answer may take (default: \(Int(defaultTimeout)))."),
            .manifest,
        ],
        maximumPositionals: 0,
        examples: ["live", "live --once --screen LoginScreen", "live --html order.html --url http://127.0.0.1:8100"])

    func run(_ parsed: ParsedArguments) throws(ExitCode) -> ExitCode {
        let base = (parsed["--url"] ?? Self.defaultURL).trimmingTrailingSlashes
        guard let components = URLComponents(string: base), ["http", "https"].contains(components.scheme ?? ""),
            components.host?.isEmpty == false
        else {
            throw context.usage(UsageError(message: "--url \(base): expected WebDriverAgent's address, like \(Self.defaultURL)", command: "live"))
        }
        let timeoutText = parsed["--timeout"] ?? String(Self.defaultTimeout)
        guard let timeout = Double(timeoutText), timeout > 0, timeout.isFinite else {
            throw context.usage(UsageError(message: "--timeout \(timeoutText): expected a number of seconds above 0", command: "live"))
        }
        if let record = parsed["--record"], !record.lowercased().hasSuffix(".json") {
            throw context.usage(UsageError(message: "--record \(record): a recording is native JSON; name it FILE.json", command: "live"))
        }
        let source = URL(string: base + "/source?format=" + (parsed["--source"] ?? "json"))!
        let once = parsed.has("--once")
        var maps = try loadMaps(parsed)
        var poll = LivePoll(maps: maps.maps, screen: parsed["--screen"])
        poll.clockText = Self.localClockText
        let clock = context.clock
        context.info("reading \(source.absoluteString) (Ctrl-C stops)")
        var answers = 0
        while true {
            let start = clock.now()
            let answer = context.transport.get(source, timeout: timeout)
            let end = clock.now()
            answers += 1
            var update: LivePoll.Update
            switch answer {
            case .answered(let status, let body): update = poll.receive(status: status, body: body, at: end)
            case .nothingListening: update = poll.fail(LivePoll.nothingListening(at: base), at: end)
            case .timedOut: update = poll.fail(LivePoll.noAnswer(at: base, within: timeout), at: end)
            case .failed(let reason): update = poll.fail("the request to \(base) failed: \(reason)", at: end)
            }
            if once && update.kind == .settling && answers >= Self.onceAnswerLimit, let shown = poll.showUnsettled() {
                update = shown
            }
            if update.kind == .failed {
                if !update.text.isEmpty { context.error(update.text) }
                if once { return .input }
                // The page says it is stale too, once per failure: a browser shows no terminal.
                if !update.text.isEmpty, let html = parsed["--html"], let shown = poll.shown, let failure = poll.failure {
                    try writePage(shown, to: html, source: base, screenName: parsed["--screen"], stale: failure)
                }
            } else if !update.text.isEmpty {
                context.output(update.text)
            }
            if let screen = update.screen {
                if let html = parsed["--html"] { try writePage(screen, to: html, source: base, screenName: parsed["--screen"]) }
                if let record = parsed["--record"], try self.record(screen, to: record, parsed, maps: maps) {
                    maps = try loadMaps(parsed)
                    poll.maps = maps.maps
                }
                if once { return screen.check.map { $0.passed ? .success : .checkFailed } ?? .success }
            }
            guard clock.sleep(LivePoll.interval(afterAnswerTaking: end - start)) else { return .success }
        }
    }

    /// `HH:MM:SS` in this machine's time zone.
    static let localClockText: @Sendable (Double) -> String = { time in
        LivePoll.utcClockText(time + Double(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: time))))
    }

    // MARK: Maps

    /// The maps of the manifest (`--manifest`, else rapidmap.json found upwards; none when
    /// there is none), and the screens it lists.
    func loadMaps(_ parsed: ParsedArguments) throws(ExitCode) -> (maps: [LivePoll.Map], listed: Set<String>) {
        let explicit = parsed["--manifest"]
        guard explicit != nil || Manifest.discover(from: context.currentDirectory, exists: context.fileSystem.exists) != nil else {
            return ([], [])
        }
        let loader = ManifestLoader(context: context)
        let manifest = try loader.load(explicit)
        let files = MapFileCache()
        var maps: [LivePoll.Map] = []
        for entry in manifest.file.maps {
            let job = try loader.job(for: entry, in: manifest)
            guard let output = job.outputPath, context.fileSystem.exists(output),
                let file = files.file(at: output, shown: context.display(output), context: context),
                let index = file.regionIndex(of: entry.request.screen)
            else { continue }
            let region = file.bytes[file.regions[index].byteRange]
            let declarations: MapSourceDeclarations
            do throws(MapFileError) {
                declarations = try MapSourceParser.parse(region: String(decoding: region, as: UTF8.self))
            } catch {
                context.error(
                    "\(context.display(output)):\(file.regions[index].beginLine): warning: the map of \(entry.request.screen) does not read: \(error.message)")
                continue
            }
            maps.append(
                LivePoll.Map(
                    screen: entry.request.screen, screenIdentifier: entry.request.resolvedScreenIdentifier, controls: declarations.controls,
                    mode: entry.request.mode, recordedScope: MapGeneration.declaredScope(region: region)))
        }
        return (maps, Set(manifest.file.maps.map(\.request.screen)))
    }

    // MARK: Files

    /// Writes the `--html` page of `screen`: the order picture, the transcript and the map
    /// check; with `stale`, its heading says since when and why it is no longer current.
    func writePage(
        _ screen: LivePoll.Screen, to file: String, source: String, screenName: String?, stale: (message: String, since: Double)? = nil
    ) throws(ExitCode) {
        let path = context.absolute(file)
        var heading = "\(source), \(Self.localClockText(screen.time))"
        if let stale {
            heading += ", stale since \(Self.localClockText(stale.since)): " + (stale.message.split(separator: "\n").first.map(String.init) ?? "")
        }
        let html = Experience.report(
            [
                Experience.Recording(
                    name: heading, tree: screen.tree,
                    verification: screen.check.map { ($0.report(), $0.passed) }, recorded: screen.map?.recordedScope)
            ],
            screen: screen.map?.screenIdentifier ?? screenName, reloadSeconds: Self.pageReloadSeconds)
        if try context.writeIfChanged(Array(html.utf8), to: path, what: "the page") { context.detail("wrote \(context.display(path))") }
    }

    /// Writes `screen` as the recording `file`; for a screen named with `--screen` that no
    /// manifest lists, records its map in place too. True when a map was recorded (the maps
    /// are read again). An incomplete tree is never written.
    func record(
        _ screen: LivePoll.Screen, to file: String, _ parsed: ParsedArguments, maps: (maps: [LivePoll.Map], listed: Set<String>)
    ) throws(ExitCode) -> Bool {
        let path = context.absolute(file)
        guard !screen.incomplete else {
            context.error(
                "\(context.display(path)): error: not recorded: the tree is incomplete (cut at WebDriverAgent's snapshot depth); raise its snapshotMaxDepth setting"
            )
            return false
        }
        let bytes = Array(NativeJSONWriter.write(screen.tree, pretty: true))
        try context.createFolderIfMissing(MapOutputPath.directory(of: path))
        if try context.writeIfChanged(bytes, to: path, what: "the recording") {
            context.info("wrote \(context.display(path)) (\(screen.name), \(screen.elements.count) elements)")
        }
        guard screen.map == nil, let name = parsed["--screen"], !maps.listed.contains(name) else { return false }
        let status = try AcceptCommand(context: context).acceptNewScreen(
            name, artifact: path, bytes: bytes, tree: screen.tree, manifest: parsed["--manifest"].map(context.absolute), recording: file)
        return status == .success
    }
}

extension String {
    /// The string without `/` at its end.
    fileprivate var trimmingTrailingSlashes: String {
        var s = self
        while s.hasSuffix("/") { s.removeLast() }
        return s
    }
}
