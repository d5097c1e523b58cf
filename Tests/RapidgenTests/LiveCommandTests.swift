import Foundation
import Testing
import RapidVerify
@testable import rapidgen

/// WebDriverAgent's answers as recorded: the JSON (`?format=json`), the XML and the
/// description answers wrapped in `{"value": …, "sessionId": …}`, and an error body.
enum WebDriverAgentBodies {
    /// A login screen: its root view `LoginScreen`, then the elements `(type, identifier,
    /// label)` stacked top to bottom in that order.
    typealias Element = (type: String, identifier: String, label: String)

    static let loginA: [Element] = [
        ("TextField", "LoginScreen.email", "Email"), ("SecureTextField", "LoginScreen.password", "Password"),
        ("Button", "LoginScreen.signIn", "Sign In"),
    ]
    /// The password field above the email field, and a new button.
    static let loginB: [Element] = [
        ("SecureTextField", "LoginScreen.password", "Password"), ("TextField", "LoginScreen.email", "Email"),
        ("Button", "LoginScreen.signIn", "Sign In"), ("Button", "LoginScreen.forgot", "Forgot password?"),
    ]

    static func y(_ n: Int) -> Int { 100 + 60 * n }

    /// `GET /source?format=json`'s answer; `session` changes the bytes, not the screen.
    static func json(_ elements: [Element], session: String = "A1B2") -> String {
        let children = elements.enumerated().map { n, e in
            #"{"type": "\#(e.type)", "name": "\#(e.identifier)", "label": "\#(e.label)", "value": null, "rawIdentifier": "\#(e.identifier)", "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "rect": {"x": 20, "y": \#(y(n)), "width": 350, "height": 44}}"#
        }
        return #"""
            {"value": {"type": "Application", "name": "Shop", "label": "Shop", "rawIdentifier": null, "isAccessible": "0", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "Other", "name": "LoginScreen", "label": null, "rawIdentifier": "LoginScreen", "isAccessible": "0", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
                \#(children.joined(separator: ",\n    "))
              ]}
            ]}, "sessionId": "\#(session)"}
            """#
    }

    /// `GET /source?format=xml`'s answer: the XML in the JSON `value` string.
    static func xml(_ elements: [Element]) -> String {
        let children = elements.enumerated().map { n, e in
            #"<XCUIElementType\#(e.type) type="XCUIElementType\#(e.type)" name="\#(e.identifier)" label="\#(e.label)" enabled="true" visible="true" accessible="true" x="20" y="\#(y(n))" width="350" height="44" index="\#(n)"/>"#
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0"><XCUIElementTypeOther type="XCUIElementTypeOther" name="LoginScreen" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">\(children.joined())</XCUIElementTypeOther></XCUIElementTypeApplication></AppiumAUT>
            """
        return wrapped(xml)
    }

    /// `GET /source?format=description`'s answer: each window's debugDescription (the main
    /// window, then an empty one), in the JSON `value` string.
    static func description(_ elements: [Element]) -> String {
        let lines = elements.enumerated().map { n, e in
            "      \(e.type), 0x60000\(n + 3), {{20.0, \(y(n)).0}, {350.0, 44.0}}, identifier: '\(e.identifier)', label: '\(e.label)'"
        }
        let text = """
            Attributes: Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
            Element subtree:
             →Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
                Other, 0x600002, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'LoginScreen'
            \(lines.joined(separator: "\n"))
            Path to element:
             →Application, 0x600000, pid: 4242, label: 'Shop'
              ↳Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
            Query chain:
             →Find: Target Application 'com.example.Shop'
              Output: {
                Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
              }

            Attributes: Window, 0x600009, {{0.0, 0.0}, {390.0, 844.0}}
            Element subtree:
             →Window, 0x600009, {{0.0, 0.0}, {390.0, 844.0}}
            Path to element:
             →Application, 0x600000, pid: 4242, label: 'Shop'
            """
        return wrapped(text)
    }

    /// `{"value": TEXT, "sessionId": …}`.
    static func wrapped(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["value": text, "sessionId": "A1B2"], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// WebDriverAgent's error body.
    static let error =
        #"{"value": {"error": "unknown error", "message": "Cannot get the page source of com.example.Shop", "traceback": "FBDebugCommands.m:84"}, "sessionId": null}"#
}

/// A clock for `rapidgen live`: each request "takes" the next of `answerTimes` (the last
/// repeats), each wait only records its length and what was printed so far; the command
/// stops after `steps` waits. Nothing sleeps.
final class ScriptedClock: LiveClock {
    var time: Double
    var answerTimes: [Double]
    var steps: Int
    var calls = 0
    var sleeps: [Double] = []
    /// What had been printed at each wait: standard output and standard error.
    var printed: [(output: String, errors: String)] = []
    weak var cli: CLIHarness?

    init(start: Double = 1_767_225_600, answerTimes: [Double] = [0.1], steps: Int) {
        time = start
        self.answerTimes = answerTimes
        self.steps = steps
    }

    func now() -> Double {
        calls += 1
        // Every second call ends a request.
        if calls % 2 == 0 { time += answerTimes[min(calls / 2 - 1, answerTimes.count - 1)] }
        return time
    }

    func sleep(_ seconds: Double) -> Bool {
        sleeps.append(seconds)
        time += seconds
        printed.append((cli?.output ?? "", cli?.errors ?? ""))
        return sleeps.count < steps
    }

    /// What step `n` (from 1) printed: the text added since the step before.
    func step(_ n: Int) -> (output: String, errors: String) {
        let now = printed[n - 1]
        let before: (output: String, errors: String) = n >= 2 ? printed[n - 2] : ("", "")
        return (String(now.output.dropFirst(before.output.count)), String(now.errors.dropFirst(before.errors.count)))
    }
}

@Suite("rapidgen live over HTTP on loopback")
struct LiveCommandTests {
    static let json = "/source?format=json"

    /// A project `Shop/` with `LoginScreen` declared in one line.
    static func project() throws -> CLIHarness {
        let cli = try CLIHarness()
        cli.realReaders = true
        try cli.write("// swift-tools-version:6.2\n", to: "Shop/Package.swift")
        try cli.write("import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {}\n", to: "Shop/Sources/App/LoginScreen.swift")
        return cli
    }

    /// The project after `live --once --screen LoginScreen --record …` recorded screen A's map.
    static func recordedProject() throws -> CLIHarness {
        let cli = try project()
        let status = try once(cli, WebDriverAgentBodies.loginA, ["--screen", "LoginScreen", "--record", "Recordings/LoginScreen.json"])
        #expect(status == .success, "\(cli.errors)")
        return cli
    }

    /// `live --once` in `Shop/` against a server answering `elements` as WebDriverAgent's JSON.
    static func once(_ cli: CLIHarness, _ elements: [WebDriverAgentBodies.Element], _ extra: [String] = []) throws -> ExitCode {
        let server = try LoopbackServer([json: [.ok(WebDriverAgentBodies.json(elements))]])
        clock(cli, steps: 5)
        return cli.run(["live", "--url", server.url, "--once"] + extra, in: "Shop")
    }

    @discardableResult
    static func clock(_ cli: CLIHarness, steps: Int, answerTimes: [Double] = [0.1]) -> ScriptedClock {
        let clock = ScriptedClock(answerTimes: answerTimes, steps: steps)
        clock.cli = cli
        cli.clock = clock
        return clock
    }

    @Test("A, A, B, B, an error, A, A: the screen once settled, then what moved, appeared or went, the error once, and back")
    func scriptedSequence() throws {
        let cli = try Self.recordedProject()
        let a = WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)
        let b = WebDriverAgentBodies.json(WebDriverAgentBodies.loginB)
        let server = try LoopbackServer([
            Self.json: [
                .ok(a), .ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginA, session: "C3D4")), .ok(b), .ok(b),
                LoopbackServer.Answer(status: 500, body: Data(WebDriverAgentBodies.error.utf8)), .ok(a), .ok(a),
            ]
        ])
        let clock = Self.clock(cli, steps: 7)
        #expect(cli.run(["live", "--url", server.url], in: "Shop") == .success, "\(cli.errors)")
        #expect(server.requests == Array(repeating: Self.json, count: 7))
        let time = { (n: Int) in LiveCommand.localClockText(1_767_225_600 + Double(n) * 1.1 - 1) }
        // 1: the first answer waits for a second that agrees.
        #expect(clock.step(1).output == "")
        // 2: the same order (other bytes): the whole screen, checked against its map.
        let shown = clock.step(2).output
        #expect(shown.hasPrefix("\(time(2)): LoginScreen (its root identifier is in the tree), 3 elements in VoiceOver order\n\n"))
        #expect(shown.contains(#"0  textField        "LoginScreen.email"     "Email"     {{20, 100}, {350, 44}}"#))
        #expect(shown.contains("1. Email. Text Field."))
        #expect(shown.contains("LoginScreen"), "the map check")
        #expect(!shown.contains("differ"))
        // 3: B once: nothing yet.
        #expect(clock.step(3).output == "")
        // 4: B again: what moved and appeared, in compare's words, and the failing check.
        let changed = clock.step(4).output
        #expect(changed.hasPrefix("\(time(4)): LoginScreen changed:\n"))
        #expect(changed.contains("  now, `password` moves before `email`: the layout moved them\n"))
        #expect(changed.contains("  now, the screen also has `forgot`\n"))
        #expect(changed.contains("  the map check now fails:\n"))
        #expect(!changed.contains("1. Email."), "not the whole screen again")
        // 5: the error, quoted, and the screen left standing, stale.
        let failed = clock.step(5)
        #expect(failed.output == "")
        #expect(
            failed.errors
                == """
                \(time(5)): error: WebDriverAgent answered the error "unknown error": "Cannot get the page source of com.example.Shop"
                \(time(5)): showing the screen answered at \(time(4)), stale since \(time(5))

                """)
        // 6: answering again; A once.
        #expect(clock.step(6).output == "\(time(6)): WebDriverAgent answers again (failing since \(time(5)))\n")
        // 7: A again: moved back, went, and the map matches again.
        let back = clock.step(7).output
        #expect(back.contains("  now, `email` moves before `password`: the layout moved them\n"))
        #expect(back.contains("  now, the screen has no `forgot`\n"))
        #expect(back.contains("  the map of LoginScreen now matches\n"))
        #expect(clock.sleeps == Array(repeating: 1.0, count: 7))
    }

    @Test("the wait is the larger of 1 s and twice the last answer's time")
    func interval() throws {
        let cli = try Self.project()
        let server = try LoopbackServer([Self.json: [.ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginA))]])
        let clock = Self.clock(cli, steps: 4, answerTimes: [0.2, 0.5, 0.8, 3])
        #expect(cli.run(["live", "--url", server.url], in: "Shop") == .success)
        // The clock's seconds since 1970 keep about 7 decimals of a difference.
        #expect(zip(clock.sleeps, [1, 1, 1.6, 6]).allSatisfy { abs($0 - $1) < 1e-5 } && clock.sleeps.count == 4, "\(clock.sleeps)")
        #expect(server.requests.count == 4)
    }

    @Test("each answer format reads to the same order: json, xml and the wrapped description", arguments: ["json", "xml", "description"])
    func formats(_ format: String) throws {
        let cli = try Self.project()
        let body =
            switch format {
            case "xml": WebDriverAgentBodies.xml(WebDriverAgentBodies.loginA)
            case "description": WebDriverAgentBodies.description(WebDriverAgentBodies.loginA)
            default: WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)
            }
        let server = try LoopbackServer(["/source?format=\(format)": [.ok(body)]])
        Self.clock(cli, steps: 5)
        #expect(cli.run(["live", "--url", server.url, "--source", format, "--once", "--screen", "LoginScreen"], in: "Shop") == .success, "\(cli.errors)")
        #expect(cli.output.contains("LoginScreen, 3 elements in VoiceOver order"))
        let rows = cli.output.split(separator: "\n").filter { $0.hasPrefix("0  ") || $0.hasPrefix("1  ") || $0.hasPrefix("2  ") }
        #expect(rows.count == 3)
        #expect(
            rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] } == [
                #""LoginScreen.email""#, #""LoginScreen.password""#, #""LoginScreen.signIn""#,
            ])
        #expect(cli.output.contains("no map of LoginScreen in rapidmap.json yet: record one with --record FILE"))
        #expect(server.requests.count == 2, "settled on the second answer")
    }

    @Test("--record with a screen that has no map: the recording, the map in place and the manifest entry; then --once checks it")
    func recordNewScreen() throws {
        let cli = try Self.recordedProject()
        #expect(cli.errors.contains("Recorded LoginScreen's map into the project"))
        let map = try cli.read("Shop/Sources/App/LoginScreen.swift")
        #expect(map.contains("// rapidgen:begin LoginScreen"))
        #expect(map.contains(#"identifier: "LoginScreen.password", label: "Password""#))
        #expect(try cli.read("Shop/rapidmap.json").contains(#""recording": "Recordings/LoginScreen.json", "screen": "LoginScreen""#))
        let recorded = try AccessibilityTree(reading: Data(try cli.read("Shop/Recordings/LoginScreen.json").utf8), format: .nativeJSON)
        #expect(recorded.nodes.compactMap(\.identifier) == ["LoginScreen", "LoginScreen.email", "LoginScreen.password", "LoginScreen.signIn"])
        // The next run finds the map by the root identifier: A matches, B does not.
        #expect(try Self.once(cli, WebDriverAgentBodies.loginA) == .success, "\(cli.errors)")
        #expect(try Self.once(cli, WebDriverAgentBodies.loginB) == .checkFailed)
        #expect(cli.output.contains("LoginScreen (its root identifier is in the tree), 4 elements"))
    }

    @Test("--record of a screen with a map writes only the recording")
    func recordScreenWithMap() throws {
        let cli = try Self.recordedProject()
        let before = try cli.read("Shop/Sources/App/LoginScreen.swift")
        #expect(try Self.once(cli, WebDriverAgentBodies.loginB, ["--record", "Recordings/B.json"]) == .checkFailed)
        #expect(try cli.read("Shop/Sources/App/LoginScreen.swift") == before)
        #expect(try cli.read("Shop/Recordings/B.json").contains("LoginScreen.forgot"))
    }

    @Test("--html writes the order page, which reloads itself, and rewrites it on a change")
    func htmlPage() throws {
        let cli = try Self.project()
        let server = try LoopbackServer([
            Self.json: [
                .ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)), .ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)),
                .ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginB)),
            ]
        ])
        Self.clock(cli, steps: 4)
        #expect(cli.run(["live", "--url", server.url, "--html", "order.html", "--screen", "LoginScreen"], in: "Shop") == .success)
        let page = try cli.read("Shop/order.html")
        #expect(page.contains(#"<meta http-equiv="refresh" content="2">"#))
        #expect(page.contains("Forgot password?"), "rewritten with screen B")
        #expect(page.contains("<h3>Picture of the order</h3>"))
        #expect(page.contains("LoginScreen — VoiceOver order (4 elements)"))
    }

    @Test("--html: when WebDriverAgent stops answering, the page says since when it is stale, and why")
    func stalePage() throws {
        let cli = try Self.project()
        let a = WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)
        let server = try LoopbackServer([Self.json: [.ok(a), .ok(a), LoopbackServer.Answer(status: 500, body: Data(WebDriverAgentBodies.error.utf8))]])
        Self.clock(cli, steps: 3)
        #expect(cli.run(["live", "--url", server.url, "--html", "order.html"], in: "Shop") == .success)
        let page = try cli.read("Shop/order.html")
        let since = LiveCommand.localClockText(1_767_225_600 + 3 * 1.1 - 1)
        #expect(page.contains("stale since \(since): WebDriverAgent answered the error &quot;unknown error&quot;"), "\(page.prefix(2000))")
        #expect(page.contains("Email"), "the last screen stays")
    }

    @Test("nothing listening: how to start WebDriverAgent, forward a device's port and check it; nothing written")
    func closedPort() throws {
        let cli = try Self.project()
        let port = try LoopbackServer.closedPort()
        Self.clock(cli, steps: 5)
        let status = cli.run(
            ["live", "--url", "http://127.0.0.1:\(port)", "--once", "--screen", "LoginScreen", "--record", "Recordings/L.json", "--html", "o.html"], in: "Shop")
        #expect(status == .input)
        #expect(cli.errors.contains("error: nothing is listening at http://127.0.0.1:\(port): start WebDriverAgent"))
        #expect(
            cli.errors.contains(
                "xcodebuild -project WebDriverAgent.xcodeproj -scheme WebDriverAgentRunner -destination 'platform=iOS Simulator,name=iPhone 16' test"))
        #expect(cli.errors.contains("iproxy 8100 8100"))
        #expect(cli.errors.contains("curl http://127.0.0.1:\(port)/status"))
        #expect(!cli.exists("Shop/Recordings") && !cli.exists("Shop/o.html") && !cli.exists("Shop/rapidmap.json"))
    }

    @Test("an error answer is quoted, --once exits 3 and nothing is written")
    func errorAnswer() throws {
        let cli = try Self.project()
        let server = try LoopbackServer([Self.json: [LoopbackServer.Answer(status: 500, body: Data(WebDriverAgentBodies.error.utf8))]])
        Self.clock(cli, steps: 5)
        let status = cli.run(
            ["live", "--url", server.url, "--once", "--screen", "LoginScreen", "--record", "Recordings/L.json", "--html", "o.html"], in: "Shop")
        #expect(status == .input)
        #expect(cli.errors.contains(#"error: WebDriverAgent answered the error "unknown error": "Cannot get the page source of com.example.Shop""#))
        #expect(!cli.exists("Shop/Recordings") && !cli.exists("Shop/o.html"))
    }

    @Test("a body that is no page source is an error naming line and column, not a screen")
    func notAPageSource() throws {
        let cli = try Self.project()
        let server = try LoopbackServer([Self.json: [.ok(#"{"value": {"type": "Button", "children": [}}"#)]])
        Self.clock(cli, steps: 5)
        #expect(cli.run(["live", "--url", server.url, "--once"], in: "Shop") == .input)
        #expect(cli.errors.contains("error: the answer is not a page source: the answer:1:"))
    }

    @Test("a slow answer times out; while polling, the last screen stays, stale since then")
    func slowAnswer() throws {
        let cli = try Self.project()
        let a = WebDriverAgentBodies.json(WebDriverAgentBodies.loginA)
        // The timeout leaves room for a loaded machine's first request; the answer comes far later.
        let server = try LoopbackServer([Self.json: [.ok(a), .ok(a), .ok(a, delay: 4)]])
        let clock = Self.clock(cli, steps: 3)
        #expect(cli.run(["live", "--url", server.url, "--timeout", "1"], in: "Shop") == .success)
        let stalled = clock.step(3).errors
        #expect(stalled.contains("error: no answer from \(server.url) within 1 s"))
        #expect(stalled.contains("showing the screen answered at"))
        #expect(stalled.contains(", stale since "))
        #expect(clock.step(3).output == "")
    }

    @Test("--once on a screen that never settles shows the last answer and says so")
    func neverSettles() throws {
        let cli = try Self.project()
        let answers = (1...6).map { n in
            LoopbackServer.Answer.ok(WebDriverAgentBodies.json(WebDriverAgentBodies.loginA + [("StaticText", "LoginScreen.spinner", "Loading \(n)")]))
        }
        let server = try LoopbackServer([Self.json: answers])
        Self.clock(cli, steps: 10)
        #expect(cli.run(["live", "--url", server.url, "--once"], in: "Shop") == .success)
        #expect(server.requests.count == LiveCommand.onceAnswerLimit)
        #expect(cli.output.contains(#""Loading \#(LiveCommand.onceAnswerLimit)""#))
        #expect(cli.output.contains("note: the screen did not settle: each answer's order differed from the last"))
    }

    @Test("bad --url, --timeout, --source and --record are usage errors")
    func usage() throws {
        let cli = try Self.project()
        #expect(cli.run(["live", "--url", "ftp://x"]) == .usage)
        #expect(cli.errors.contains("expected WebDriverAgent's address"))
        #expect(cli.run(["live", "--timeout", "0"]) == .usage)
        #expect(cli.run(["live", "--source", "yaml"]) == .usage)
        #expect(cli.errors.contains("unknown source format 'yaml'"))
        #expect(cli.run(["live", "--record", "screen.xml"]) == .usage)
    }
}
