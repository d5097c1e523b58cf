import Foundation
import RapidVerify
import RapidProject
import Testing
import RapidMapTestSupport

/// Seeded random trees with hostile labels and screen names → generated Swift → compiled
/// and run → the controls the compiled code returns are the ones the tree gave, and the
/// compiled map passes ``Verifier`` against the tree it was generated from.
///
/// All generated files are compiled in one `swiftc` invocation together with RapidMap's
/// sources (as module `RapidMap`, so the files' `import RapidMap` is satisfied without
/// depending on the build directory's layout), and a `main.swift` that prints each
/// screen's `screenIdentifier` and `controlsInformation()` as JSON.
///
/// Half of the trees put the screen's content under a node with the screen identifier,
/// next to a status bar outside it, so the generator's and the verifier's shared scope
/// rule (``ScreenScope``) is exercised both ways.
@Suite("Generated maps round-trip through the compiler", .tags(.endToEnd))
struct MapSourceRoundTripTests {
    static let fragments = [
        "Sign In", "ログイン", "登录", "تسجيل الدخول", "שלום", "Ünïcödé", "👨‍👩‍👧", "🔒", "e\u{301}",
        "\"", "\\", "\\(x)", "\"\"\"", "#\"", "\"#", "##", "\n", "\r", "\r\n", "\t", "\0", "\u{7F}", "\u{85}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{061C}", "\u{200B}", "\u{FEFF}", "\u{FFFD}",
        "\u{E000}", "\u{10FFFF}", "\u{FFFE}", "\u{301}", "*/", "/*", "//", "// rapidgen:end", "$0", "%@", "'", " ",
        "<<<<<<< HEAD", "=======",
    ]

    static let screenNames = [
        "Login Screen", "2fa", "class", "Self", "Type", "Any", "String", "ControlInformation", "設定画面",
        "شاشة_الدخول", "../../x", "a\u{301}", "\u{301}start", "emoji😀", "", "_", "with\"quote", "new\nline",
        "rtl\u{202E}x", "some-screen.v2", "init", "nil", "x\u{FFFD}", "\u{FEFF}bom", "Swift", "RapidMap", "$x",
    ]

    static func text(_ rng: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in fragments.randomElement(using: &rng)! }.joined()
    }

    static func optionalText(_ rng: inout SeededRandom) -> String? {
        Int.random(in: 0..<3, using: &rng) == 0 ? nil : text(&rng)
    }

    /// A random tree of up to `size` nodes, built level by level without recursion. With a
    /// `screenRoot`, the random nodes sit under a container with that identifier, after a
    /// status bar that is outside the screen. Identifiers are unique (a repeated one gets a
    /// number appended): the verifier rightly fails a tree with repeated identifiers.
    static func tree(_ rng: inout SeededRandom, size: Int, screenRoot: String? = nil) -> AccessibilityTree {
        var builder = AccessibilityTree.Builder()
        builder.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        if let screenRoot {
            builder.leaf(
                AccessibilityNode(
                    type: .statusBar, identifier: "outside the screen", label: "12:00",
                    frame: Frame(x: 0, y: 0, width: 390, height: 44), isAccessibilityElement: .yes))
            builder.open(
                AccessibilityNode(
                    type: .other, identifier: screenRoot,
                    frame: Frame(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: .no))
        }
        var identifiers: Set<String> = screenRoot.map { [$0, "outside the screen"] } ?? []
        for n in 0..<size {
            var identifier = optionalText(&rng)
            if let id = identifier, !identifiers.insert(id).inserted {
                identifier = id + "#\(n)"
                identifiers.insert(id + "#\(n)")
            }
            let node = AccessibilityNode(
                type: Self.types.randomElement(using: &rng)!,
                identifier: identifier, label: optionalText(&rng), value: optionalText(&rng),
                frame: Frame(
                    x: Double.random(in: 0...390, using: &rng).rounded(), y: Double.random(in: 0...844, using: &rng).rounded(),
                    width: 44, height: 44),
                traits: AccessibilityTraitSet(rawValue: UInt64.random(in: 0...UInt64.max, using: &rng) & (Bool.random(using: &rng) ? 0x3 : 0x1_0000_0000_0109)),
                isAccessibilityElement: Bool.random(using: &rng) ? .yes : .no)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: builder.open(node)
            case 1 where builder.depth > (screenRoot == nil ? 1 : 2): builder.close(); builder.leaf(node)
            default: builder.leaf(node)
            }
        }
        while builder.depth > 0 { builder.close() }
        return (try? builder.finish()) ?? AccessibilityTree(root: NestedNode(AccessibilityNode(type: .window)))
    }

    /// Every type but the modal ones: an alert or a sheet hides the rest of its screen
    /// (the traversal's modal rule, tested in `ModalViewTests`), which would shrink the sample here.
    static let types = ControlType.allCases.filter { $0 != .alert && $0 != .sheet }

    struct Case {
        var screen: String
        var typeName: String
        var tree: AccessibilityTree
        var options: MapSourceOptions
        var elements: [OrderedElement]
        var controls: [ControlInformation]
    }

    struct Printed: Decodable {
        var screen: String
        var controls: [ControlInformation]
    }

    /// The verification modes a map generated in `mode` must pass in: its own and the laxer ones.
    static func verificationModes(for mode: VerificationMode) -> [VerificationMode] {
        switch mode {
        case .exact: return [.exact, .ordered, .present]
        case .ordered: return [.ordered, .present]
        case .present: return [.present]
        }
    }

    @Test("random hostile maps compile, return the controls of their trees and pass verification against them")
    func roundTrip() throws {
        var rng = SeededRandom(seed: 20_261_121)
        var cases: [Case] = []
        var usedTypeNames: Set<String> = []
        for n in 0..<60 {
            var screen = n < Self.screenNames.count ? Self.screenNames[n] : Self.text(&rng)
            if usedTypeNames.contains(MapFileUpdater.regionName(for: screen)) { screen += "\(n)" }
            let typeName = SwiftSourceEscaping.identifier(screen)
            usedTypeNames.insert(MapFileUpdater.regionName(for: screen))
            let tree = Self.tree(&rng, size: Int.random(in: 0...25, using: &rng), screenRoot: Bool.random(using: &rng) ? screen : nil)
            let options = MapSourceOptions(
                labels: MapSourceOptions.Labels.allCases.randomElement(using: &rng)!,
                values: Bool.random(using: &rng), traits: Bool.random(using: &rng),
                accessLevel: MapSourceOptions.AccessLevel.allCases.randomElement(using: &rng)!,
                recordingPath: Self.text(&rng), command: Self.text(&rng),
                mode: VerificationMode.allCases.randomElement(using: &rng)!)
            // The same path as `rapidgen generate`: the screen's scope, then its VoiceOver order.
            let elements = MapGeneration.elements(screen: screen, tree: tree)
            cases.append(
                Case(
                    screen: screen, typeName: typeName, tree: tree, options: options, elements: elements,
                    controls: options.controls(for: elements)))
        }

        // The sample is large enough to mean something.
        let total = cases.reduce(0) { $0 + $1.controls.count }
        #expect(total > 150, "only \(total) controls")
        #expect(cases.contains { $0.controls.contains { $0.traits.map { $0.rawValue & (1 << 48) != 0 } ?? false } })
        // Both sides of the scope rule occur, and a scoped tree leaves its status bar out.
        let scoped = cases.filter { MapGeneration.scope(of: $0.screen, in: $0.tree).foundScreenRoot }
        #expect(scoped.count > 10 && scoped.count < cases.count - 10, "\(scoped.count) scoped of \(cases.count)")
        #expect(scoped.allSatisfy { c in !c.elements.contains { $0.node.type == .statusBar && $0.node.identifier == "outside the screen" } })

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rapidgen-roundtrip-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        var main = "import Foundation\nstruct Printed: Encodable { var screen: String; var controls: [ControlInformation] }\n"
        main += "func emit<S: RapidScreen>(_ s: S.Type) {\n"
        main += "    let data = try! JSONEncoder().encode(Printed(screen: S.screenIdentifier, controls: S.controlsInformation()))\n"
        main += "    print(String(decoding: data, as: UTF8.self))\n}\n"
        for (n, c) in cases.enumerated() {
            let source = MapSourceWriter.file(screen: c.screen, controls: c.controls, options: c.options)
            // Regenerating the file in place changes nothing.
            let again = try MapFileUpdater.update(Array(source.utf8), file: nil, screen: c.screen, controls: c.controls, options: c.options)
            #expect(again.changed == false, "screen \(c.screen.debugDescription)")
            let url = directory.appendingPathComponent("Map\(n).swift")
            try Data(source.utf8).write(to: url)
            files.append(url.path)
            main += "emit(\(c.typeName).self)\n"
        }
        let mainURL = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        let rapidMapSources = PackagePaths.file("Sources/RapidMap")
        let sources = try FileManager.default.contentsOfDirectory(atPath: rapidMapSources.path)
            .filter { $0.hasSuffix(".swift") }.map { rapidMapSources.appendingPathComponent($0).path }
        let program = directory.appendingPathComponent("roundtrip")

        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-module-name", "RapidMap", "-package-name", "roundtrip",
                "-suppress-warnings", "-o", program.path,
            ] + sources + files + [mainURL.path])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.errors.prefix(4000))")
        guard compile.status == 0 else { return }
        let result = try Self.run(program.path, [])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == cases.count)
        for (c, line) in zip(cases, lines) {
            let printed = try JSONDecoder().decode(Printed.self, from: Data(line.utf8))
            #expect(printed.screen == c.screen)
            #expect(printed.controls == c.controls, "screen \(c.screen.debugDescription)")
            // The controls are the tree's elements the mode keeps, in order.
            let kept = c.elements.filter { c.options.mode.keeps($0.node) }
            #expect(printed.controls.count == kept.count)
            for (i, (control, element)) in zip(printed.controls, kept).enumerated() {
                #expect(control.index == i)
                #expect(control.type == element.node.type)
                #expect(control.identifier == element.node.identifier)
                if c.options.labels == .all || element.node.identifier == nil { #expect(control.label == element.node.label) }
            }
            // The compiled map passes against the tree it came from, in its mode and the laxer ones.
            for mode in Self.verificationModes(for: c.options.mode) {
                let verification = Verifier.verify(
                    screen: c.typeName, screenIdentifier: printed.screen, map: printed.controls,
                    tree: c.tree, mode: mode)
                #expect(verification.passed, "screen \(c.screen.debugDescription), map \(c.options.mode), verified \(mode):\n\(verification)")
                #expect(verification.scope == MapGeneration.scope(of: c.screen, in: c.tree))
            }
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently enough: stderr first can block when stdout fills,
        // so collect stdout on a background queue.
        nonisolated(unsafe) var output = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            output = out.fileHandleForReading.readDataToEndOfFile(); group.leave()
        }
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
