import Foundation
import RapidProject
import RapidVerify
import Testing
@testable import rapidgen
import RapidMapTestSupport

/// `rapidgen check` and `rapidgen accept` with a screen recorded in several configurations,
/// on the hand-made sign-up recordings of `Tests/Fixtures/Configurations`.
@Suite("rapidgen with a screen recorded in several configurations")
struct ConfigurationCommandTests {
    static let fixtures = PackagePaths.fixtures("Configurations")

    static func fixture(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
    }

    /// A package whose map of `SignUp` is generated from the English recording.
    func package() throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try cli.write(
            #"{"maps": [{"recording": "Recordings/SignUp.json", "screen": "SignUp", "output": "Maps/SignUp.swift"}]}"#,
            to: "rapidmap.json")
        try cli.write(try Self.fixture("SignUp.json"), to: "Recordings/SignUp.json")
        try cli.makeFolder("Maps")
        #expect(cli.run([]) == .success)
        return cli
    }

    @Test("the generated map declares the language of its labels")
    func labelLanguage() throws {
        let cli = try package()
        let map = try cli.read("Maps/SignUp.swift")
        #expect(
            map.contains(
                "/// The labels are in en: a recording in another language is verified without them.\n    nonisolated public static var labelLanguage: String? { \"en\" }\n"
            ))
    }

    @Test("check verifies the map against every recorded configuration and passes the mirrored Arabic one")
    func mirroredPasses() throws {
        let cli = try package()
        try cli.write(try Self.fixture("SignUp@ar-rtl.json"), to: "Recordings/SignUp@ar-rtl.json")
        #expect(cli.run(["check"]) == .success, "\(cli.errors)")
        #expect(cli.output == "1 map up to date, in 2 recorded configurations (rapidmap.json)\n")
    }

    @Test("check fails a configuration whose order differs, and explains it")
    func differencesExplained() throws {
        let cli = try package()
        try cli.write(try Self.fixture("SignUp-ar-not-mirrored.json"), to: "Recordings/SignUp@ar-rtl.json")
        try cli.write(try Self.fixture("SignUp@en-accessibility-XXXL.json"), to: "Recordings/SignUp@en-accessibility-XXXL.json")
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "Recordings/SignUp@en-pad.json")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(
            cli.errors == """
                Recordings/SignUp@ar-rtl.json: error: SignUp in ar (right-to-left) does not match its map (1 difference)
                Recordings/SignUp@ar-rtl.json: note: in ar (right-to-left), elements 1 and 2 are swapped: the row `email`/`emailHelp` is not mirrored
                Recordings/SignUp@en-accessibility-XXXL.json: error: SignUp at accessibility-XXXL does not match its map (1 difference)
                Recordings/SignUp@en-accessibility-XXXL.json: note: at accessibility-XXXL, `signIn` moves before `forgotPassword`: the row wrapped
                Recordings/SignUp@en-pad.json: error: SignUp on pad does not match its map (1 difference)
                Recordings/SignUp@en-pad.json: note: on pad, the screen also has `promo`

                """)
        #expect(cli.output == "3 recorded configurations differ from their map (see the notes above)\n")
    }

    @Test("a right-to-left recording whose order agrees but whose layout is not mirrored fails check")
    func mirroringOnly() throws {
        let cli = try package()
        var arabic = try AccessibilityTree(reading: Data(try Self.fixture("SignUp@ar-rtl.json").utf8))
        arabic[arabic.firstIndex(identifier: "SignUp.title")!].frame = Frame(x: 20, y: 100, width: 200, height: 40)
        try cli.write(String(decoding: NativeJSONWriter.write(arabic), as: UTF8.self), to: "Recordings/SignUp@ar-rtl.json")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.errors.contains("Recordings/SignUp@ar-rtl.json: error: SignUp in ar (right-to-left) matches its map, but its layout is not mirrored\n"))
        #expect(
            cli.errors.contains("note: in ar (right-to-left), `title` is not mirrored: it is at x = 20, the mirror of its left-to-right place is x = 170\n"))
    }

    @Test("a stale map and a differing configuration are both counted")
    func staleAndDiffering() throws {
        let cli = try package()
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "Recordings/SignUp@en-pad.json")
        try cli.write(try Self.fixture("SignUp@en-accessibility-XXXL.json"), to: "Recordings/SignUp.json")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(
            cli.output
                == "1 of 1 map stale; run `swift run rapidgen` and commit the result; 1 recorded configuration differs from its map (see the notes above)\n")
    }

    @Test("an unreadable configuration recording is an input error naming it")
    func unreadableVariant() throws {
        let cli = try package()
        try cli.write("{\"format\": \"rapidmap-native-json\"", to: "Recordings/SignUp@ar-rtl.json")
        #expect(cli.run(["check"]) == .input)
        #expect(cli.errors.contains("error: expected `,` or `}` after an object member, found the end of the input"))
    }

    @Test("files that only look like variants are not checked")
    func notVariants() throws {
        let cli = try package()
        try cli.write("not json", to: "Recordings/SignUp@.json")
        try cli.write("not json", to: "Recordings/SignUp@ar rtl.json")
        try cli.write("not json", to: "Recordings/SignUpX@ar.json")
        try cli.write("not json", to: "Recordings/SignUp@ar.txt")
        #expect(cli.run(["check"]) == .success, "\(cli.errors)")
    }

    @Test("accept writes a tree recorded in another configuration beside the recording, never over it")
    func acceptVariant() throws {
        let cli = try package()
        let english = try cli.read("Recordings/SignUp.json")
        let map = try cli.read("Maps/SignUp.swift")
        try cli.write(try Self.fixture("SignUp-ar-not-mirrored.json"), to: "artifacts/SignUpTests-9-SignUp@ar-rtl.json")
        #expect(
            cli.run(["accept", "artifacts/SignUpTests-9-SignUp@ar-rtl.json", "--screen", "SignUp", "--configuration", "ar-rtl"]) == .success,
            "\(cli.errors)")
        #expect(try cli.read("Recordings/SignUp.json") == english)
        #expect(try cli.read("Maps/SignUp.swift") == map)
        #expect(try cli.read("Recordings/SignUp@ar-rtl.json") == (try Self.fixture("SignUp-ar-not-mirrored.json")))
        #expect(
            cli.errors.hasPrefix(
                "updated Recordings/SignUp@ar-rtl.json (SignUp's recording in ar (right-to-left), from artifacts/SignUpTests-9-SignUp@ar-rtl.json); Recordings/SignUp.json and the map are unchanged"
            ))
        // The check then explains why the Arabic run failed.
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.errors.contains("elements 1 and 2 are swapped: the row `email`/`emailHelp` is not mirrored"))
    }

    @Test("accept refuses a tree whose configuration is not the one named")
    func acceptWrongConfiguration() throws {
        let cli = try package()
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "artifacts/pad.json")
        #expect(cli.run(["accept", "artifacts/pad.json", "--screen", "SignUp", "--configuration", "ar-rtl"]) == .input)
        #expect(cli.errors == "artifacts/pad.json: error: the recorded tree is in the configuration en-pad (en, pad, portrait), not ar-rtl\n")
        #expect(!cli.exists("Recordings/SignUp@ar-rtl.json"))
        #expect(!cli.exists("Recordings/SignUp@en-pad.json"))
    }

    @Test("accept of a tree in the recording's own configuration replaces it and regenerates the map")
    func acceptSameConfiguration() throws {
        let cli = try package()
        var english = try AccessibilityTree(reading: Data(try Self.fixture("SignUp.json").utf8))
        english[english.firstIndex(identifier: "SignUp.signIn")!].label = "Log in"
        try cli.write(String(decoding: NativeJSONWriter.write(english), as: UTF8.self), to: "artifacts/en.json")
        #expect(cli.run(["accept", "artifacts/en.json", "--screen", "SignUp", "--configuration", "en"]) == .success, "\(cli.errors)")
        #expect(try cli.read("Maps/SignUp.swift").contains("label: \"Log in\""))
        #expect(!cli.exists("Recordings/SignUp@en.json"))
    }

    @Test("accept of a listed screen takes the map's and the recording's locks, a stale one taken over, and gives them back")
    func acceptOfAListedScreenLocksItsFiles() throws {
        let cli = try package()
        // A lock a stopped test left on the map an hour ago: taken over, then given back.
        let stale = "Maps/SignUp.swift" + ProjectWriter.lockSuffix
        try cli.write("", to: stale)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: cli.path(stale))
        var english = try AccessibilityTree(reading: Data(try Self.fixture("SignUp.json").utf8))
        english[english.firstIndex(identifier: "SignUp.signIn")!].label = "Log in"
        try cli.write(String(decoding: NativeJSONWriter.write(english), as: UTF8.self), to: "artifacts/en.json")
        #expect(cli.run(["accept", "artifacts/en.json", "--screen", "SignUp"]) == .success, "\(cli.errors)")
        #expect(try cli.read("Maps/SignUp.swift").contains("label: \"Log in\""))
        #expect(!cli.exists(stale), "the stale lock was not taken over and given back")
        #expect(!cli.exists("Recordings/SignUp.json" + ProjectWriter.lockSuffix))
        #expect(!cli.exists(stale + LockFiles.takeoverSuffix))
    }

    @Test("accept of the recording's own tree in another layout leaves the committed recording byte for byte")
    func acceptEqualTreeKeepsTheRecording() throws {
        let cli = try package()
        let committed = try cli.read("Recordings/SignUp.json")
        let tree = try AccessibilityTree(reading: Data(committed.utf8))
        let compact = String(decoding: NativeJSONWriter.write(tree, pretty: false), as: UTF8.self)
        #expect(compact != committed)
        try cli.write(compact, to: "artifacts/en.json")
        #expect(cli.run(["accept", "artifacts/en.json", "--screen", "SignUp"]) == .success, "\(cli.errors)")
        #expect(try cli.read("Recordings/SignUp.json") == committed)
        #expect(!cli.errors.contains("updated Recordings/SignUp.json"))
    }

    @Test("a configuration declared in \"variants\" is a deliberate difference written into the same region, and check passes")
    func declaredVariant() throws {
        let cli = try CLIHarness()
        try cli.write(
            #"{"maps": [{"recording": "Recordings/SignUp.json", "screen": "SignUp", "output": "Maps/SignUp.swift", "variants": "en-pad"}]}"#,
            to: "rapidmap.json")
        try cli.write(try Self.fixture("SignUp.json"), to: "Recordings/SignUp.json")
        try cli.makeFolder("Maps")
        // Declared but not recorded: an error naming the missing file.
        #expect(cli.run([]) == .input)
        #expect(cli.errors.contains("Recordings/SignUp@en-pad.json: error: no recording of SignUp in the configuration en-pad"))
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "Recordings/SignUp@en-pad.json")
        #expect(cli.run([]) == .success, "\(cli.errors)")
        let map = try cli.read("Maps/SignUp.swift")
        #expect(
            map.contains(
                """
                    /// Deliberate differences: the map in other configurations, from their recordings.
                    nonisolated public static func variants() -> [MapVariant] {
                        var variants: [MapVariant] = []
                        variants.reserveCapacity(1)
                        do {
                            var controls: [ControlInformation] = []
                            controls.reserveCapacity(7)
                            controls.append(ControlInformation(index: 0, type: .staticText, identifier: "SignUp.title", label: "Create account"))
                            controls.append(ControlInformation(index: 1, type: .staticText, identifier: "SignUp.promo", label: "Join 10,000 teams"))
                """))
        #expect(
            map.hasSuffix(
                """
                            variants.append(MapVariant(idiom: .pad, controls: controls))
                        }
                        return variants
                    }
                    // rapidgen:end
                }

                """))
        try cli.write(try Self.fixture("SignUp@ar-rtl.json"), to: "Recordings/SignUp@ar-rtl.json")
        #expect(cli.run(["check"]) == .success, "\(cli.errors)")
        #expect(cli.output == "1 map up to date, in 3 recorded configurations (rapidmap.json)\n")
        // A changed tablet recording makes the region stale.
        var pad = try AccessibilityTree(reading: Data(try Self.fixture("SignUp@en-pad.json").utf8))
        pad[pad.firstIndex(identifier: "SignUp.promo")!].label = "Join 20,000 teams"
        try cli.write(String(decoding: NativeJSONWriter.write(pad), as: UTF8.self), to: "Recordings/SignUp@en-pad.json")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(
            cli.errors.contains(
                "+ controls.append(ControlInformation(index: 1, type: .staticText, identifier: \"SignUp.promo\", label: \"Join 20,000 teams\"))"))
    }

    @Test("\"variants\" must list configuration names")
    func badVariantsValue() throws {
        let cli = try CLIHarness()
        try cli.write(#"{"maps": [{"recording": "R.json", "screen": "S", "output": "S.swift", "variants": "en-pad, ../x"}]}"#, to: "rapidmap.json")
        #expect(cli.run(["check"]) == .input)
        #expect(cli.errors.contains("rapidmap.json:1:83: error: \"variants\" must list configuration names"))
    }

    @Test("report --site writes the matrix, a page per recorded configuration and the summary, each cell linking to its page")
    func site() throws {
        let cli = try package()
        try cli.write(try Self.fixture("SignUp@ar-rtl.json"), to: "Recordings/SignUp@ar-rtl.json")
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "Recordings/SignUp@en-pad.json")
        #expect(cli.run(["report", "--site", "Site"]) == .success, "\(cli.errors)")
        #expect(cli.errors == "wrote Site/index.html (1 screen, 3 recorded configurations), 3 pages and summary.json\n")
        let index = try cli.read("Site/index.html")
        let links = index.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links == ["SignUp@en.html", "SignUp@ar-rtl.html", "SignUp@en-pad.html"])
        for link in links { #expect(cli.exists("Site/" + link), "\(link)") }
        #expect(index.contains("aria-label=\"SignUp in ar-rtl: verified\""))
        #expect(index.contains("aria-label=\"SignUp in en-pad: differs\""))
        let pad = try cli.read("Site/SignUp@en-pad.html")
        #expect(pad.contains("SignUp on pad does not match its map (1 difference)\non pad, the screen also has `promo`"))
        #expect(pad.contains("<h2 id=\"findings\">Audit findings</h2>"))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(try cli.read("Site/summary.json").utf8)) as? [String: Any])
        #expect((summary["evidence"] as? [String: Any])?["verified"] as? Int == 2)
        // Usage: --site takes no recordings.
        #expect(cli.run(["report", "--site", "Site", "Recordings/SignUp.json"]) == .usage)
    }

    @Test("accept of a declared variant's tree writes its recording and regenerates the map's variant, so check passes")
    func acceptDeclaredVariant() throws {
        let cli = try CLIHarness()
        try cli.write(
            #"{"maps": [{"recording": "Recordings/SignUp.json", "screen": "SignUp", "output": "Maps/SignUp.swift", "variants": "en-pad"}]}"#,
            to: "rapidmap.json")
        try cli.write(try Self.fixture("SignUp.json"), to: "Recordings/SignUp.json")
        try cli.write(try Self.fixture("SignUp@en-pad.json"), to: "Recordings/SignUp@en-pad.json")
        try cli.makeFolder("Maps")
        #expect(cli.run([]) == .success, "\(cli.errors)")
        var pad = try AccessibilityTree(reading: Data(try Self.fixture("SignUp@en-pad.json").utf8))
        pad[pad.firstIndex(identifier: "SignUp.promo")!].label = "Join 20,000 teams"
        try cli.write(String(decoding: NativeJSONWriter.write(pad), as: UTF8.self), to: "artifacts/pad.json")
        #expect(cli.run(["accept", "artifacts/pad.json", "--screen", "SignUp", "--configuration", "en-pad"]) == .success, "\(cli.errors)")
        #expect(try cli.read("Maps/SignUp.swift").contains("label: \"Join 20,000 teams\""))
        #expect(try cli.read("Recordings/SignUp@en-pad.json") == (try cli.read("artifacts/pad.json")))
        #expect(cli.run(["check"]) == .success, "\(cli.errors)")
    }

    @Test("compare explains two configurations without a map, mirroring included, and exits 1 when they differ")
    func compare() throws {
        let cli = try CLIHarness()
        for name in ["SignUp.json", "SignUp@ar-rtl.json", "SignUp-ar-not-mirrored.json", "SignUp@en-accessibility-XXXL.json"] {
            try cli.write(try Self.fixture(name), to: name)
        }
        #expect(cli.run(["compare", "SignUp.json", "SignUp@ar-rtl.json", "--scope", "SignUp"]) == .success)
        #expect(cli.output == "SignUp@ar-rtl.json (ar (right-to-left), phone, portrait) agrees with SignUp.json (en, phone, portrait)\n")
        #expect(cli.run(["compare", "SignUp.json", "SignUp-ar-not-mirrored.json", "--scope", "SignUp"]) == .checkFailed)
        #expect(cli.output == "SignUp-ar-not-mirrored.json: in ar (right-to-left), elements 1 and 2 are swapped: the row `email`/`emailHelp` is not mirrored\n")
        #expect(cli.run(["compare", "SignUp.json", "SignUp@en-accessibility-XXXL.json"]) == .checkFailed)
        #expect(cli.output == "SignUp@en-accessibility-XXXL.json: at accessibility-XXXL, `signIn` moves before `forgotPassword`: the row wrapped\n")
        #expect(cli.run(["compare", "SignUp.json"]) == .usage)
    }
}
