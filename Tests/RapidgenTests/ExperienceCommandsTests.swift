import Foundation
import RapidVerify
import Testing
@testable import rapidgen
import RapidMapTestSupport

@Suite("rapidgen speak, render and report")
struct ExperienceCommandsTests {
    @Test("speak prints one block per element; --scope limits it; --frames adds frames")
    func speak() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["speak", "Login.rec", "--scope", "LoginScreen"]) == .success)
        #expect(
            cli.output == """
                1. Email. Text Field.
                   hint: Double tap to edit.

                2. Password. Secure Text Field.
                   hint: Double tap to edit.

                3. Forgot your password?

                4. Sign In. Button.

                """)
        #expect(cli.run(["speak", "Login.rec", "--frames"]) == .success)
        #expect(cli.output.hasPrefix("1. Outside the screen. Button.\n"))
        #expect(cli.output.contains("   frame: {{0, 50}, {100, 44}}\n"))
    }

    @Test("speak without a recording, or with a bad one, fails with the usual statuses")
    func speakErrors() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["speak"]) == .usage)
        #expect(cli.errors.contains("missing the recording: rapidgen speak RECORDING"))
        try cli.write("nonsense", to: "Bad.rec")
        #expect(cli.run(["speak", "Bad.rec"]) == .input)
        #expect(cli.run(["speak", "Nope.rec"]) == .input)
        #expect(cli.run(["speak", "--help"]) == .success)
        #expect(cli.output.hasPrefix("USAGE: rapidgen speak RECORDING"))
        #expect(cli.run(["help", "render"]) == .success)
        #expect(cli.output.hasPrefix("USAGE: rapidgen render RECORDING"))
    }

    @Test("render writes an SVG with a badge per element, and embeds a screenshot")
    func render() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        let png = PNGImageBytes.tiny
        try Data(png).write(to: URL(fileURLWithPath: cli.path("screen.png")))
        #expect(cli.run(["render", "Login.rec", "-o", "order.svg", "--screenshot", "screen.png", "--scope", "LoginScreen"]) == .success)
        let svg = try cli.read("order.svg")
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "<g class=\"badge\"").count - 1 == 4)
        #expect(svg.contains("LoginScreen — VoiceOver order (4 elements)"))
        #expect(svg.contains("data:image/png;base64,"))
        #expect(cli.errors == "wrote order.svg (SVG)\n")
        #expect(cli.run(["render", "Login.rec"]) == .success)
        #expect(cli.output.contains("Login.rec — VoiceOver order (5 elements)"))
    }

    @Test("render refuses a screenshot that is not a PNG, and writes nothing")
    func renderBadScreenshot() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        try cli.write("GIF89a", to: "screen.gif")
        #expect(cli.run(["render", "Login.rec", "-o", "order.svg", "--screenshot", "screen.gif"]) == .input)
        #expect(cli.errors.contains("screen.gif: error: not a PNG file"))
        #expect(!cli.exists("order.svg"))
    }

    @Test("report writes one HTML page with a section per recording and the map check from rapidmap.json")
    func report() throws {
        let cli = try CLIHarness()
        try cli.write(ManifestCommandTests.config, to: "rapidmap.json")
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        try cli.write(TestRecording.login.replacingOccurrences(of: "button|LoginScreen.signIn|Sign In\n", with: ""), to: "Recordings/LoginNoButton.rec")
        try cli.makeFolder("Maps")
        #expect(cli.run([]) == .success, "generate the maps first")
        #expect(cli.run(["report", "Recordings/Login.rec", "Recordings/LoginNoButton.rec", "--screen", "LoginScreen", "-o", "report.html"]) == .success)
        let html = try cli.read("report.html")
        #expect(html.contains("<h2 id=\"recording-1\">Recordings/Login.rec</h2>"))
        #expect(html.contains("<h2 id=\"recording-2\">Recordings/LoginNoButton.rec</h2>"))
        #expect(html.contains("<p class=\"pass\">The map matches.</p>"))
        #expect(html.contains("<p class=\"fail\">The map differs from the recording.</p>"))
        #expect(html.contains("map for LoginScreen is stale"))
        #expect(html.contains("<h2 id=\"findings\">Audit findings</h2>"))
        #expect(!html.contains("<p>No audits were run.</p>"), "the audits run by default")
        #expect(cli.run(["report", "Recordings/Login.rec", "--screen", "LoginScreen", "--no-audit", "-o", "plain.html"]) == .success)
        #expect(try cli.read("plain.html").contains("<p>No audits were run.</p>"))
        #expect(cli.run(["report", "--screen", "LoginScreen"]) == .usage)
    }

    @Test("speak, render and report of a screen whose map declares the app's window leave out the status bar and the keyboard")
    func aScreenWhoseMapDeclaresTheAppWindow() throws {
        let cli = try CLIHarness()
        try cli.write(
            #"{"maps": [{"recording": "Recordings/Window.json", "screen": "WindowScreen", "output": "Maps/WindowScreen.swift"}]}"#,
            to: "rapidmap.json")
        func element(_ type: String, _ label: String, y: Int) -> String {
            #"{"type": "\#(type)", "label": "\#(label)", "frame": [0, \#(y), 100, 40], "isAccessibilityElement": true}"#
        }
        let content = #"{"type": "other", "frame": [0, 0, 390, 844], "children": [\#(element("button", "Buy", y: 100))]}"#
        let statusBar = #"{"type": "statusBar", "frame": [0, 0, 390, 44], "children": [\#(element("staticText", "12:00", y: 0))]}"#
        let keyboard = #"{"type": "keyboard", "frame": [0, 544, 390, 300], "children": [\#(element("key", "q", y: 600))]}"#
        try cli.write(
            #"{"format": "rapidmap-native-json", "version": 1, "root": {"type": "window", "frame": [0, 0, 390, 844], "children": [\#(statusBar), \#(content), \#(keyboard)]}}"#,
            to: "Recordings/Window.json")
        try cli.makeFolder("Maps")
        #expect(cli.run([]) == .success, "generate the map first")
        #expect(try cli.read("Maps/WindowScreen.swift").contains("mapScope: MapScope { .appWindow }"))
        #expect(cli.run(["speak", "Recordings/Window.json", "--screen", "WindowScreen"]) == .success)
        #expect(cli.output == "1. Buy. Button.\n")
        #expect(cli.run(["speak", "Recordings/Window.json"]) == .success)
        #expect(cli.output.contains("12:00"), "the whole recording without --screen")
        #expect(cli.run(["render", "Recordings/Window.json", "--screen", "WindowScreen", "-o", "window.svg"]) == .success)
        let svg = try cli.read("window.svg")
        #expect(svg.contains("WindowScreen — VoiceOver order (1 element)") && !svg.contains("12:00"))
        #expect(cli.run(["report", "Recordings/Window.json", "--screen", "WindowScreen", "--no-audit", "-o", "report.html"]) == .success)
        let html = try cli.read("report.html")
        #expect(html.contains("Buy") && !html.contains("12:00") && !html.contains(">q<"))
        #expect(html.contains("<p class=\"pass\">The map matches.</p>"))
        #expect(cli.run(["report", "--site", "site"]) == .success)
        let page = try #require(cli.allFiles().first { $0.hasPrefix("site/WindowScreen") && $0.hasSuffix(".html") })
        #expect(try !cli.read(page).contains("12:00"))
        // An identifier given with --scope is a subtree, as before: the whole tree without it.
        #expect(cli.run(["report", "Recordings/Window.json", "--scope", "WindowScreen", "--no-audit", "-o", "scoped.html"]) == .success)
        #expect(try cli.read("scoped.html").contains("12:00"))
    }

    @Test("report lists the audit findings of every recording, naming the recording and the element")
    func reportListsAuditFindings() throws {
        let cli = try CLIHarness()
        try cli.write(
            """
            {"format": "rapidmap-native-json", "version": 1, "root": {"type": "window", "frame": [0, 0, 390, 844], "children": [
              {"type": "staticText", "label": "Settings", "traits": ["header"], "frame": [20, 60, 200, 30]},
              {"type": "button", "identifier": "close", "label": "Close", "traits": ["button"], "frame": [330, 60, 24, 24]}
            ]}}
            """, to: "Small.json")
        #expect(cli.run(["report", "Small.json", "-o", "report.html"]) == .success, "\(cli.errors)")
        let html = try cli.read("report.html")
        #expect(html.contains("<td>error [min-interactive-size]</td><td>Small.json: #1 button &quot;close&quot; &quot;Close&quot;</td>"))
        #expect(!html.contains("[header]"), "the screen has a header")
    }

    @Test("report without a manifest says no map was checked")
    func reportWithoutManifest() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["report", "Login.rec", "--screen", "LoginScreen"]) == .success)
        #expect(cli.output.contains("No map was checked for this recording."))
        #expect(cli.output.contains("<caption>4 elements in VoiceOver order</caption>"))
    }
}

/// A 1×1 PNG (only its header is read by `render`).
enum PNGImageBytes {
    static let tiny: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xDE] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
}
