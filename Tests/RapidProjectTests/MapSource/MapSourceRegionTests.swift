import RapidVerify
import RapidProject
import Testing
import RapidMapTestSupport

@Suite("Map regions and in-place regeneration")
struct MapSourceRegionTests {
    static let controls = [
        ControlInformation(index: 0, type: .textField, identifier: "LoginScreen.email", label: "Email"),
        ControlInformation(index: 1, type: .button, identifier: nil, label: "Sign In"),
    ]
    static let options = MapSourceOptions(recordingPath: "Recordings/Login.json", command: "swift run rapidgen")

    func update(_ text: String, screen: String = "LoginScreen", force: Bool = false) throws -> MapFileUpdate {
        try MapFileUpdater.update(
            Array(text.utf8), file: "Login.swift", screen: screen,
            controls: Self.controls, options: Self.options, force: force)
    }

    func scanError(_ text: String) -> MapFileError? {
        do {
            _ = try MapRegion.scan(Array(text.utf8), file: "Login.swift")
            return nil
        } catch {
            return error
        }
    }

    @Test("a new file declares the screen and regenerating it changes nothing")
    func newFileIsStable() throws {
        let created = try MapFileUpdater.update(nil, file: nil, screen: "LoginScreen", controls: Self.controls, options: Self.options)
        #expect(created.kind == .created)
        let text = String(decoding: created.bytes, as: UTF8.self)
        #expect(text.contains("\nnonisolated public enum LoginScreen: RapidScreen {\n"))
        #expect(text.contains("\n    nonisolated public static func controlsInformation() -> [ControlInformation] {\n"))
        #expect(text.contains(#"controls.append(ControlInformation(index: 1, type: .button, identifier: nil, label: "Sign In"))"#))
        let again = try update(text)
        #expect(again.changed == false)
        #expect(again.bytes == created.bytes)
    }

    @Test("code outside the markers is kept byte for byte")
    func keepsOutsideCode() throws {
        let before =
            "// Mine.\nimport RapidMap\n\n/// Doc.\nenum LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n    old stuff\n    // rapidgen:end\n\n    static let extra = 1 // mine\n}\n// trailing"
        let result = try update(before)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(result.changed)
        #expect(text.hasPrefix("// Mine.\nimport RapidMap\n\n/// Doc.\nenum LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n"))
        #expect(text.hasSuffix("    // rapidgen:end\n\n    static let extra = 1 // mine\n}\n// trailing"))
        #expect(!text.contains("old stuff"))
    }

    @Test("CRLF line endings are kept, also inside the regenerated region")
    func crlf() throws {
        let before = "enum LoginScreen: RapidScreen {\r\n    // rapidgen:begin LoginScreen\r\n    // rapidgen:end\r\n}\r\n"
        let result = try update(before)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.hasPrefix("enum LoginScreen: RapidScreen {\r\n"))
        #expect(text.hasSuffix("    // rapidgen:end\r\n}\r\n"))
        let bareLF = result.bytes.enumerated().filter { $0.element == 0x0A && ($0.offset == 0 || result.bytes[$0.offset - 1] != 0x0D) }
        #expect(bareLF.isEmpty)
        #expect(try update(text).changed == false)
    }

    @Test("a missing final newline after the end marker stays missing")
    func noFinalNewline() throws {
        let result = try update("// rapidgen:begin LoginScreen\n// rapidgen:end")
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.hasSuffix("}\n// rapidgen:end"))
        #expect(try update(text).changed == false)
    }

    @Test("the region keeps the indentation found at its begin marker")
    func keepsIndentation() throws {
        let result = try update("struct A {\n\t\tenum LoginScreen: RapidScreen {\n\t\t\t// rapidgen:begin LoginScreen\n\t\t\t// rapidgen:end\n\t\t}\n}\n")
        let lines = String(decoding: result.bytes, as: UTF8.self).split(separator: "\n")
        let region = lines.drop { !$0.contains("rapidgen:begin") }.prefix { !$0.contains("rapidgen:end") }
        #expect(region.allSatisfy { $0.hasPrefix("\t\t\t") })
        #expect(lines.contains("\t\t\tnonisolated public static func controlsInformation() -> [ControlInformation] {"))
        #expect(lines.contains("\t\t\t\tcontrols.append(ControlInformation(index: 0, type: .textField, identifier: \"LoginScreen.email\", label: \"Email\"))"))
    }

    @Test("bytes that are not UTF-8 outside the region are kept")
    func keepsInvalidUTF8() throws {
        var bytes: [UInt8] = [0xFF, 0xFE, 0x0A]
        bytes += Array("// rapidgen:begin LoginScreen\n// rapidgen:end\n".utf8)
        bytes += [0xC3, 0x0A]
        let result = try MapFileUpdater.update(bytes, file: nil, screen: "LoginScreen", controls: Self.controls, options: Self.options)
        #expect(Array(result.bytes.prefix(3)) == [0xFF, 0xFE, 0x0A])
        #expect(Array(result.bytes.suffix(2)) == [0xC3, 0x0A])
    }

    @Test("a file without markers is refused unless forced")
    func noMarkers() throws {
        #expect(throws: MapFileError.self) { try update("enum LoginScreen {}\n") }
        let forced = try update("enum LoginScreen {}\n", force: true)
        #expect(forced.kind == .replacedFile)
        #expect(String(decoding: forced.bytes, as: UTF8.self).contains("// rapidgen:begin LoginScreen"))
    }

    @Test("a file with other screens' regions is refused unless forced, then appended to")
    func otherScreens() throws {
        let before = "enum A: RapidScreen {\n    // rapidgen:begin A\n    // rapidgen:end\n}\n"
        #expect(throws: MapFileError.self) { try update(before) }
        let forced = try update(before, force: true)
        let text = String(decoding: forced.bytes, as: UTF8.self)
        #expect(forced.kind == .appended)
        #expect(text.hasPrefix(before))
        // The appended declaration comes without the generated file's header and import.
        #expect(!text.dropFirst(before.count).contains("import RapidMap"))
        #expect(text.contains("nonisolated public enum LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n"))
        let regions = try MapRegion.scan(forced.bytes, file: nil)
        #expect(regions.map(\.screen) == ["A", "LoginScreen"])
    }

    @Test("begin without end is refused at the begin line")
    func beginWithoutEnd() throws {
        let error = try #require(scanError("a\n  // rapidgen:begin LoginScreen\nb\n"))
        #expect(error.line == 2)
        #expect(error.column == 3)
        #expect(error.description.hasPrefix("Login.swift:2:3: error: "))
        #expect(error.message.contains("no `// rapidgen:end`"))
    }

    @Test("end without begin is refused at the end line")
    func endWithoutBegin() throws {
        let error = try #require(scanError("a\nb\n// rapidgen:end\n"))
        #expect(error.line == 3)
    }

    @Test("a begin inside a region is refused")
    func nestedBegin() throws {
        let error = try #require(scanError("// rapidgen:begin A\n// rapidgen:begin B\n// rapidgen:end\n// rapidgen:end\n"))
        #expect(error.line == 2)
        #expect(error.message.contains("inside the region for A"))
    }

    @Test("two regions for the same screen are refused")
    func duplicateRegion() throws {
        let error = try #require(scanError("// rapidgen:begin A\n// rapidgen:end\n\n// rapidgen:begin A\n// rapidgen:end\n"))
        #expect(error.line == 4)
        #expect(error.message.contains("line 1"))
    }

    @Test("a begin marker without a name is refused")
    func beginWithoutName() throws {
        let error = try #require(scanError("// rapidgen:begin   \n// rapidgen:end\n"))
        #expect(error.line == 1)
    }

    @Test("an end marker naming another screen is refused")
    func endNamesOtherScreen() throws {
        let error = try #require(scanError("// rapidgen:begin A\n// rapidgen:end B\n"))
        #expect(error.line == 2)
    }

    @Test("merge-conflict markers are refused", arguments: ["<<<<<<< HEAD", "=======", ">>>>>>> main", "||||||| base"])
    func conflictMarkers(_ marker: String) throws {
        let error = try #require(scanError("// rapidgen:begin A\n" + marker + "\n// rapidgen:end\n"))
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(error.message.contains("merge-conflict"))
    }

    @Test("lines that only look like markers are ordinary lines")
    func nearMisses() throws {
        #expect(scanError("======== banner\n// rapidgen:beginning\n// rapidgen:endless\n  =======\n") == nil)
        #expect(try MapRegion.scan(Array("// rapidgen:beginning\n".utf8), file: nil).isEmpty)
    }

    @Test("a region's line numbers, indentation and line ending are recorded")
    func regionDetails() throws {
        let regions = try MapRegion.scan(Array("x\r\n\t// rapidgen:begin A\r\n\t// rapidgen:end".utf8), file: nil)
        let region = try #require(regions.first)
        #expect(region.beginLine == 2)
        #expect(region.endLine == 3)
        #expect(region.indentation == "\t")
        #expect(region.lineEnding == "\r\n")
        #expect(region.finalTerminator == "")
        #expect(region.byteRange == 3..<41)
    }

    @Test("a changed control is one difference")
    func differenceCount() throws {
        let created = try MapFileUpdater.update(nil, file: nil, screen: "LoginScreen", controls: Self.controls, options: Self.options)
        var changed = Self.controls
        changed[1].label = "Log In"
        changed.append(ControlInformation(index: 2, type: .link, identifier: "LoginScreen.help"))
        let result = try MapFileUpdater.update(created.bytes, file: nil, screen: "LoginScreen", controls: changed, options: Self.options)
        #expect(result.changed)
        #expect(result.differenceCount == 2)
    }

    @Test("a screen name that is not an identifier is found by its type name")
    func sanitizedScreenName() throws {
        let created = try MapFileUpdater.update(nil, file: nil, screen: "Login Screen", controls: Self.controls, options: Self.options)
        let text = String(decoding: created.bytes, as: UTF8.self)
        #expect(text.contains("// rapidgen:begin Login_Screen\n"))
        #expect(text.contains(#"public static var screenIdentifier: String { "Login Screen" }"#))
        #expect(try update(text, screen: "Login Screen").changed == false)
    }

    @Test("a region's members without nonisolated are found by their modifiers, not by words in a label")
    func missingNonisolatedFound() {
        let old = """
            \t// rapidgen:begin LoginScreen
            \tpublic static var labelLanguage: String? { "en" }
            \tnonisolated public static var verificationMode: VerificationMode { .ordered }
            \t@MainActor static func controlsInformation() -> [ControlInformation] {
            \t\t[ControlInformation(index: 0, type: .button, identifier: nil, label: "public static var x")]
            \t}
            \t// rapidgen:end

            """
        let comparison = MapRegionComparison(old: old, new: old.replacingOccurrences(of: "\tpublic static", with: "\tnonisolated public static"))
        #expect(
            comparison.missingNonisolated == [
                .init(line: 1, column: 2, text: #"public static var labelLanguage: String? { "en" }"#),
                .init(line: 3, column: 2, text: "@MainActor static func controlsInformation() -> [ControlInformation] {"),
            ])
        // The second member still lacks it in the new text: more than isolation differs.
        #expect(comparison.outcome == .declarationsDiffer && !comparison.onlyIsolationDiffers)
        let fixed = old.replacingOccurrences(of: "\tpublic static", with: "\tnonisolated public static")
            .replacingOccurrences(of: "\t@MainActor static", with: "\tnonisolated @MainActor static")
        #expect(MapRegionComparison(old: old, new: fixed).onlyIsolationDiffers)
        #expect(MapRegionComparison(old: fixed, new: fixed).missingNonisolated.isEmpty)
    }
}
