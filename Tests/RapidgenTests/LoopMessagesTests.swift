import Foundation
import RapidVerify
import RapidProject
import Testing
@testable import rapidgen
import RapidMapTestSupport

/// What rapidgen says to a user in the loop: warnings about maps that can never pass,
/// suggestions that run, permission errors that say what to do.
@Suite("rapidgen's warnings and suggestions")
struct LoopMessagesTests {
    @Test("8: generate warns about duplicate identifiers, naming them and their indexes, and says how to fix them")
    func duplicateIdentifiers() throws {
        let cli = try CLIHarness()
        try cli.write("root ListScreen\nbutton|ListScreen.row|Row 1\nbutton|ListScreen.row|Row 2\nbutton|ListScreen.add|Add\n", to: "l.rec")
        #expect(cli.run(["generate", "l.rec", "--screen", "ListScreen"]) == .success)
        #expect(
            cli.errors.contains(
                #"l.rec: warning: the map of ListScreen declares the same identifier for several elements, so verification cannot tell them apart: "ListScreen.row" (indexes 0, 1); give each element its own accessibilityIdentifier"#
            ))
        #expect(!cli.errors.contains("ListScreen.add\" (indexes"))
    }

    @Test("8: generate warns about an empty map, in exact and in ordered mode")
    func emptyMap() throws {
        let cli = try CLIHarness()
        try cli.write("root EmptyScreen\nstaticText||Hello\n", to: "e.rec")
        #expect(cli.run(["generate", "e.rec", "--screen", "EmptyScreen", "--mode", "ordered"]) == .success)
        #expect(
            cli.errors.contains(
                "warning: the map of EmptyScreen is empty: the recording has no element with an identifier (mode ordered lists only those) on the screen"))
        try cli.write("root EmptyScreen\n", to: "e.rec")
        #expect(cli.run(["generate", "e.rec", "--screen", "EmptyScreen"]) == .success)
        #expect(cli.errors.contains("warning: the map of EmptyScreen is empty: the recording has no element VoiceOver visits"))
        // A map with entries: no warning.
        try cli.write(TestRecording.login, to: "l.rec")
        #expect(cli.run(["generate", "l.rec", "--screen", "LoginScreen"]) == .success)
        #expect(!cli.errors.contains("warning"))
    }

    @Test("8: controls VoiceOver never reaches are named (type, identifier, label), with the fix")
    func unreachedControls() {
        // A cell that is an accessibility element hides its button; a hidden text field.
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window),
                children: [
                    NestedNode(
                        AccessibilityNode(type: .other, identifier: "S", isAccessibilityElement: .no),
                        children: [
                            NestedNode(
                                AccessibilityNode(type: .cell, label: "Row", frame: Frame(x: 0, y: 0, width: 100, height: 44), isAccessibilityElement: .yes),
                                children: [
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .button, identifier: "S.delete", label: "Delete", frame: Frame(x: 0, y: 0, width: 20, height: 20),
                                            isAccessibilityElement: .yes))
                                ]),
                            NestedNode(
                                AccessibilityNode(
                                    type: .staticText, label: "Title", frame: Frame(x: 0, y: 50, width: 100, height: 20), isAccessibilityElement: .yes)),
                        ])
                ]))
        let scope = MapGeneration.scope(of: "S", in: tree)
        let visited = MapGeneration.elements(in: tree, scope: scope)
        let controls = MapSourceOptions().controls(for: visited)
        let warnings = MapWarnings.warnings(
            screen: "S", controls: controls, visited: visited, tree: tree,
            scopeNode: scope.node(in: tree), mode: .exact)
        #expect(visited.count == 2)
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.hasPrefix(
                #"VoiceOver never reaches 1 control of S, so the map leaves it out: button "S.delete" label "Delete"; make each one an accessibility element"#)
                == true)
    }

    @Test("4: --identifier takes the map from that root view and declares it; --screen may name a nested type")
    func customIdentifierAndNestedType() throws {
        let cli = try CLIHarness()
        try cli.write("root profile.root\nbutton|profile.edit|Edit\n", to: "p.rec")
        #expect(cli.run(["generate", "p.rec", "--screen", "Account.ProfileScreen", "--identifier", "profile.root"]) == .success)
        #expect(
            cli.output.contains(
                "extension Account {\n    /// The VoiceOver map of the Account.ProfileScreen screen.\n    nonisolated public enum ProfileScreen: RapidScreen {\n        // rapidgen:begin Account.ProfileScreen\n"
            ))
        #expect(cli.output.contains(#"public static var screenIdentifier: String { "profile.root" }"#))
        #expect(cli.output.contains(#"identifier: "profile.edit""#))
        #expect(!cli.output.contains("Outside the screen"))
        #expect(!cli.errors.contains("warning"))
        // Without --identifier the type's qualified name is the root identifier: not in this tree.
        #expect(cli.run(["generate", "p.rec", "--screen", "Account.ProfileScreen"]) == .success)
        #expect(
            cli.errors.contains(
                #"warning: no element has the identifier "Account.ProfileScreen"; the map of Account.ProfileScreen covers the app's window without the status bar, the keyboard and other windows, and its region declares mapScope (when the screen's type declares another screenIdentifier, pass it with --identifier"#
            ))
    }

    @Test("12: every long option a message, a help text, the README or an article suggests exists")
    func suggestedFlagsExist() throws {
        let root = PackagePaths.root
        var known = Set(CommandSpec.globalOptions.flatMap(\.names) + ["--version", "--help", "--markdown"])  // help --markdown
        for command in Rapidgen.commands { known.formUnion(command.spec.options.flatMap(\.names)) }
        // Options of other tools that messages name (SwiftPM's plugin permission, mkdir).
        known.formUnion([
            "--allow-writing-to-package-directory", "--package-path", "--filter", "--skip-build", "--build-tests",
            "--attachments-path", "--stream", "--product",
        ])  // swift test's attachments folder; xmllint --stream in the speed comparison; swift build --product rapidgen
        known.insert("--name")  // the parser's comment spelling out `--name=value`
        known.insert("--target")  // what Xcode and SwiftPM pass a command plugin; the plugins take it out
        let folders = ["Generator", "Sources/RapidProject/MapSource", "Sources/RapidTesting", "Plugins/RapidgenPlugin", "Plugins/RapidgenCheckPlugin"]
        var texts: [(String, String)] = []
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) where name.hasSuffix(".swift") {
                texts.append(("\(folder)/\(name)", try String(contentsOf: root.appendingPathComponent(folder + "/" + name), encoding: .utf8)))
            }
        }
        // The README and every article of the DocC catalogs.
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path) else { continue }
            documents += names.filter { $0.hasSuffix(".md") }.map { catalog + "/" + $0 }
        }
        #expect(documents.count > 10)
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            texts.append((document, text.split(separator: "\n").filter { $0.contains("rapidgen") }.joined(separator: "\n")))
        }
        let pattern = try NSRegularExpression(pattern: "(?<![A-Za-z0-9_-])--[a-z][a-z-]*[a-z]")
        var unknown: [String] = []
        for (file, text) in texts {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                let flag = String(text[Range(match.range, in: text)!])
                if !known.contains(flag) { unknown.append("\(file): \(flag)") }
            }
        }
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test("12: every example of every subcommand's help parses")
    func examplesParse() throws {
        for command in Rapidgen.commands {
            for example in command.spec.examples {
                let words = example.split(separator: " ").map(String.init)
                #expect(words.first == command.spec.name)
                #expect(throws: Never.self, "\(example)") { try ParsedArguments.parse(Array(words.dropFirst()), spec: command.spec) }
            }
        }
    }

    @Test("12: permission errors name the file and say what to do")
    func permissionAdvice() {
        let write = FileSystemError.reason(errno: EACCES, path: "Maps/Login Screen.swift", writing: true)
        #expect(
            write == "permission denied; make Maps/Login Screen.swift writable (chmod u+w 'Maps/Login Screen.swift') or run rapidgen as a user who may write it"
        )
        #expect(FileSystemError.reason(errno: EPERM, path: "r.json", writing: false).contains("make r.json readable (chmod u+r r.json)"))
        #expect(FileSystemError.reason(errno: EROFS, path: "x", writing: true).contains("--allow-writing-to-package-directory"))
        #expect(FileSystemError.reason(errno: ENOSPC, path: "x", writing: true) == String(cString: strerror(ENOSPC)))
    }

    @Test("12: a folder rapidgen cannot write into is reported with the folder and the fix")
    func unwritableFolder() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "l.rec")
        try cli.makeFolder("Locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: cli.path("Locked"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.path("Locked")) }
        guard access(cli.path("Locked"), W_OK) != 0 else {
            // Root may write anywhere; the message itself is tested in permissionAdvice.
            withKnownIssue("running as root: permissions do not apply") { Issue.record("skipped: root can write to a read-only folder") }
            return
        }
        #expect(cli.run(["generate", "l.rec", "--screen", "LoginScreen", "-o", "Locked/Login.swift"]) == .output)
        #expect(
            cli.errors.contains(
                "Locked/Login.swift: error: cannot create a temporary file in \(cli.path("Locked")) to replace it atomically: permission denied; make"))
    }

    @Test("12: generated code writes .switch, not .`switch`, and still backticks what Swift requires")
    func keywordCases() {
        #expect(
            MapSourceWriter.expression(for: ControlInformation(index: 0, type: .switch, identifier: "s"))
                == #"ControlInformation(index: 0, type: .switch, identifier: "s")"#)
        #expect(MapSourceWriter.expression(for: ControlInformation(index: 0, type: .any, identifier: nil)).contains("type: .any,"))
    }
}
