import Foundation
import RapidMap
import RapidVerify
import RapidProject
import Testing

@Suite("Reading a generated map region back, in both forms")
struct MapSourceParserTests {
    static let controls = [
        ControlInformation(index: 0, type: .textField, identifier: "LoginScreen.email", label: "Email \"quoted\" \\ é\u{301}"),
        ControlInformation(index: 1, type: .button, identifier: nil, label: "Sign In", traits: [.button, .selected]),
        ControlInformation(index: 2, type: .switch, identifier: "LoginScreen.remember", value: "1", traits: AccessibilityTraitSet(rawValue: 1 << 40)),
    ]
    /// The first two controls in the other order, indexed in that order.
    static let variant: MapVariant = {
        var first = controls[1], second = controls[0]
        first.index = 0
        second.index = 1
        return MapVariant(language: "ar", layoutDirection: .rightToLeft, controls: [first, second])
    }()

    static func options(variants: [MapVariant] = []) -> MapSourceOptions {
        var options = MapSourceOptions(recordingPath: "Recordings/Login.json", command: "swift run rapidgen")
        options.variants = variants
        options.screenIdentifier = "Login.root"
        return options
    }

    /// The region in the statement form, as the writer writes it today.
    static func region(_ controls: [ControlInformation] = controls, variants: [MapVariant] = []) -> String {
        MapSourceWriter.region(screen: "LoginScreen", controls: controls, options: options(variants: variants))
    }

    /// The same region in the array-literal form earlier versions wrote.
    static func arrayLiteralRegion(_ controls: [ControlInformation] = controls, variants: [MapVariant] = []) -> String {
        var lines = [
            "    // rapidgen:begin LoginScreen",
            "    // Generated from Recordings/Login.json by rapidgen. Regenerate: swift run rapidgen",
            "    nonisolated public static var screenIdentifier: String { \"Login.root\" }",
            "",
            "    nonisolated public static func controlsInformation() -> [ControlInformation] {",
        ]
        func list(_ controls: [ControlInformation], indentation: String) {
            for c in controls { lines.append(indentation + MapSourceWriter.expression(for: c) + ",") }
        }
        if controls.isEmpty {
            lines.append("        []")
        } else {
            lines.append("        [")
            list(controls, indentation: "            ")
            lines.append("        ]")
        }
        lines.append("    }")
        if !variants.isEmpty {
            lines += ["", "    nonisolated public static func variants() -> [MapVariant] {", "        ["]
            for v in variants {
                let head = "            MapVariant(" + (MapSourceWriter.variantFields(v) + ["controls: ["]).joined(separator: ", ")
                if v.controls.isEmpty {
                    lines.append(head + "]),")
                } else {
                    lines.append(head)
                    list(v.controls, indentation: "                ")
                    lines.append("            ]),")
                }
            }
            lines += ["        ]", "    }"]
        }
        lines.append("    // rapidgen:end")
        return lines.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    func error(_ region: String) -> MapFileError? {
        do {
            _ = try MapSourceParser.parse(region: region)
            return nil
        } catch {
            return error
        }
    }

    @Test("the statement form reads back as the controls, variants and identifier written")
    func statementForm() throws {
        let read = try MapSourceParser.parse(region: Self.region(variants: [Self.variant]))
        #expect(read.form == .statements)
        #expect(read.controls == Self.controls)
        #expect(read.variants == [Self.variant])
        #expect(read.screenIdentifier == "Login.root")
    }

    @Test("the array-literal form reads back as the same controls and variants")
    func arrayLiteralForm() throws {
        let read = try MapSourceParser.parse(region: Self.arrayLiteralRegion(variants: [Self.variant]))
        #expect(read.form == .arrayLiteral)
        #expect(read.controls == Self.controls)
        #expect(read.variants == [Self.variant])
        #expect(read.screenIdentifier == "Login.root")
    }

    @Test("an array-literal region rewritten in the statement form has the writer's declarations")
    func rewrittenDeclarations() throws {
        for (controls, variants) in [(Self.controls, [Self.variant]), ([], []), (Self.controls, [MapVariant(idiom: .pad, controls: [])])] {
            let read = try MapSourceParser.parse(region: Self.arrayLiteralRegion(controls, variants: variants))
            let written = Self.lines(Self.region(controls, variants: variants))
            let declarations = { (lines: [String]) in
                lines.filter(MapRegionComparison.isDeclaration).map { $0.trimmingCharacters(in: .whitespaces) }
            }
            #expect(declarations(read.currentFormLines) == declarations(written))
            #expect(read.origins.count == read.currentFormLines.count)
            #expect(read.origins == read.origins.sorted() || !variants.isEmpty)
        }
    }

    @Test("an empty map and a variant without controls read back in both forms")
    func emptyLists() throws {
        let empty = MapVariant(orientation: .landscape, controls: [])
        for text in [Self.region([], variants: [empty]), Self.arrayLiteralRegion([], variants: [empty])] {
            let read = try MapSourceParser.parse(region: text)
            #expect(read.controls.isEmpty)
            #expect(read.variants == [empty])
        }
    }

    @Test("CRLF line endings read as LF")
    func crlf() throws {
        let read = try MapSourceParser.parse(region: Self.region().replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(read.controls == Self.controls)
    }

    @Test(
        "malformed lines are errors at their line and column",
        arguments: [
            // An identifier computed in code: reading stops at `+`.
            ("identifier: \"LoginScreen.email\"", "identifier: \"LoginScreen.\" + \"email\"", 9, "expected `)`"),
            // An unknown control type.
            ("type: .button", "type: .buton", 10, "expected a control type"),
            // A string cut short.
            ("label: \"Sign In\"", "label: \"Sign In", 10, "expected the closing quote"),
            // An unknown escape.
            ("value: \"1\"", "value: \"\\q\"", 11, "expected a known escape"),
            // A statement the writer never writes.
            ("return controls", "return controls.reversed()", 12, "expected `controls.append(ControlInformation(…))` or `return controls`"),
        ])
    func malformed(_ replacing: String, _ with: String, _ line: Int, _ message: String) throws {
        let text = Self.region().replacingOccurrences(of: replacing, with: with)
        #expect(text != Self.region())
        let failure = try #require(error(text))
        #expect(failure.line == line)
        #expect(failure.message.hasPrefix(message), "\(failure)")
        // The column is where reading stopped: inside the line, past its indentation.
        let lines = Self.lines(text)
        let column = failure.column
        #expect(column > 8 && column <= lines[failure.line - 1].unicodeScalars.count + 1, "\(failure)")
    }

    @Test("the column of an error points at the text that is wrong")
    func errorColumn() throws {
        let text = Self.region().replacingOccurrences(of: "type: .button", with: "type: .buton")
        let failure = try #require(error(text))
        let line = Array(Self.lines(text)[failure.line - 1].unicodeScalars)
        #expect(String(String.UnicodeScalarView(line[(failure.column - 1)...].prefix(5))) == "buton")
    }

    @Test("an array-literal line in a statement list, and a list that never ends, are errors")
    func mixedAndCutShort() throws {
        let mixed = Self.region().replacingOccurrences(of: "controls.append(ControlInformation(index: 1", with: "ControlInformation(index: 1")
        let failure = try #require(error(mixed))
        #expect(failure.line == 10)
        #expect(failure.column == 9)
        let lines = Self.lines(Self.arrayLiteralRegion())
        let cut = lines.prefix(7).joined(separator: "\n")
        let end = try #require(error(cut))
        #expect(end.line == 7)
        #expect(end.message.contains("controlsInformation()"))
    }

    @Test("rapidgen check compares an array-literal region by its entries: same entries pass, a changed one is stale at its line")
    func comparedByEntries() throws {
        let new = Self.region(variants: [Self.variant])
        let same = MapRegionComparison(old: Self.arrayLiteralRegion(variants: [Self.variant]), new: new)
        #expect(same.outcome == .olderForm)
        #expect(same.difference.isEmpty)

        var changed = Self.controls
        changed[1].label = "Log In"
        let old = Self.arrayLiteralRegion(changed, variants: [Self.variant])
        let stale = MapRegionComparison(old: old, new: new)
        #expect(stale.outcome == .declarationsDiffer)
        #expect(stale.changeCount == 1)
        let hunk = try #require(stale.difference.first)
        // The hunk is at the changed entry's line in the committed region (from 0).
        let oldLines = Self.lines(old)
        #expect(oldLines[stale.regionLine(hunk.oldStart)].contains("Log In"))
        #expect(hunk.removed.first?.contains("controls.append(ControlInformation(index: 1") == true)
        #expect(hunk.added.first?.contains("\"Sign In\"") == true)
    }

    @Test("an array-literal region without nonisolated is reported at its own lines")
    func isolationInOlderForm() throws {
        let old = Self.arrayLiteralRegion().replacingOccurrences(of: "nonisolated public static", with: "public static")
        let comparison = MapRegionComparison(old: old, new: Self.region())
        #expect(comparison.onlyIsolationDiffers)
        let lines = Self.lines(old)
        #expect(
            comparison.missingNonisolated.map { lines[$0.line].trimmingCharacters(in: .whitespaces) } == [
                "public static var screenIdentifier: String { \"Login.root\" }",
                "public static func controlsInformation() -> [ControlInformation] {",
            ])
    }
}
