import Testing
@testable import rapidgen

// PluginArguments.swift is the plugins' own file, linked here (Plugins/RapidgenPlugin).
@Suite("The command plugins' arguments (Xcode's --target selections)")
struct PluginArgumentsTests {
    /// What Xcode passes when two targets are chosen in its plugin sheet and nothing is typed.
    static let xcodeSelection = ["--target", "App", "--target", "AppTests"]

    @Test("Xcode's --target NAME pairs are taken out and kept in order")
    func targetPairsAreTakenOut() throws {
        let parsed = try PluginArguments(Self.xcodeSelection)
        #expect(parsed.rapidgen == [])
        #expect(parsed.targets == ["App", "AppTests"])
    }

    @Test("--target=NAME is a selection too")
    func inlineTargetIsTakenOut() throws {
        let parsed = try PluginArguments(["--target=App", "check"])
        #expect(parsed.rapidgen == ["check"])
        #expect(parsed.targets == ["App"])
    }

    @Test("every other argument reaches rapidgen unchanged, in order, around the selections")
    func otherArgumentsKeepTheirOrder() throws {
        let parsed = try PluginArguments(["generate", "--target", "App", "rec.json", "--screen", "Login", "-o", "Out/", "--target", "Kit", "--force"])
        #expect(parsed.rapidgen == ["generate", "rec.json", "--screen", "Login", "-o", "Out/", "--force"])
        #expect(parsed.targets == ["App", "Kit"])
    }

    @Test("after -- nothing is taken out: rapidgen reads the rest as positionals")
    func doubleDashEndsTheSelections() throws {
        let parsed = try PluginArguments(["--target", "App", "generate", "--", "--target", "x.json"])
        #expect(parsed.rapidgen == ["generate", "--", "--target", "x.json"])
        #expect(parsed.targets == ["App"])
    }

    @Test("the check plugin runs check first, and once when it was typed too")
    func checkCommandGoesFirstOnce() throws {
        #expect(try PluginArguments(Self.xcodeSelection, command: "check").rapidgen == ["check"])
        #expect(try PluginArguments(["--quiet"], command: "check").rapidgen == ["check", "--quiet"])
        #expect(try PluginArguments(["check", "--quiet"], command: "check").rapidgen == ["check", "--quiet"])
        // Anything else typed is check's business (its usage error names it).
        #expect(try PluginArguments(["generate"], command: "check").rapidgen == ["check", "generate"])
    }

    @Test(
        "a --target without a name is an error, not a target or an argument",
        arguments: [["--target"], ["check", "--target"], ["--target="], ["--target", ""]])
    func targetWithoutNameFails(arguments: [String]) {
        #expect(throws: PluginArguments.MissingTargetName()) { try PluginArguments(arguments) }
        #expect("\(PluginArguments.MissingTargetName())" == "--target needs a target name (--target NAME)")
    }

    @Test("the note names the selected targets, and there is none without a selection")
    func targetsNote() throws {
        #expect(try PluginArguments(["check"]).targetsNote == nil)
        #expect(
            try PluginArguments(Self.xcodeSelection).targetsNote
                == "rapidgen works on every map rapidmap.json lists; the selected targets (App, AppTests) do not narrow it")
    }

    @Test("what Xcode passes fails rapidgen as an unknown option; split, rapidgen generates and checks the manifest")
    func xcodeArgumentsReachRapidgen() throws {
        let cli = try ManifestCommandTests().package()
        #expect(cli.run(Self.xcodeSelection) == .usage)
        #expect(!cli.exists("Maps/LoginScreen.swift"))
        #expect(cli.errors.contains("unknown option '--target'"), "\(cli.errors)")
        #expect(cli.run(try PluginArguments(Self.xcodeSelection).rapidgen) == .success, "\(cli.errors)")
        #expect(cli.exists("Maps/LoginScreen.swift") && cli.exists("Maps/LoginOrdered.swift"))
        #expect(cli.run(try PluginArguments(Self.xcodeSelection, command: "check").rapidgen) == .success, "\(cli.errors)")
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        #expect(cli.run(try PluginArguments(Self.xcodeSelection, command: "check").rapidgen) == .checkFailed)
    }
}
