import RapidMap
import RapidVerify
import RapidProject
import Testing

@Suite("finding a screen's declaration and writing its first region into it")
struct SwiftDeclarationScannerTests {
    func names(_ text: String) -> [String] {
        SwiftDeclarationScanner.declarations(in: Array(text.utf8)).map(\.name)
    }

    @Test("a one-line declaration is found with its access level and indentation")
    func oneLine() throws {
        let text = "import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {}\n"
        let found = try #require(SwiftDeclarationScanner.declarations(of: "LoginScreen", in: Array(text.utf8)).first)
        #expect(found.accessLevel == "public")
        #expect(found.line == 3)
        #expect(found.indentation == "")
        #expect(!found.isExtension)
    }

    @Test("nested types and extensions are named by their qualified name; a same-named type elsewhere is not a match")
    func nested() {
        let text = """
            enum Onboarding {
                struct Screen: RapidScreen {
                    var x = 1
                }
            }
            enum Settings { enum Screen {} }
            extension Onboarding.Screen { }
            @MainActor final class Home: RapidScreen {}
            """
        #expect(names(text) == ["Onboarding.Screen", "Onboarding", "Settings.Screen", "Settings", "Onboarding.Screen", "Home"])
    }

    @Test("a type named in a comment, a string, a multi-line or raw string, or an interpolation is not a declaration")
    func notCode() {
        let text = ##"""
            // enum A {}
            /* enum B { /* nested */ enum C {} } */
            let s = "enum D {}"
            let m = """
                enum E {}
                """
            let r = #"enum F { "\#(x)" }"#
            let i = "\(f("enum G {}"))"
            enum Real {}
            """##
        #expect(names(text) == ["Real"])
    }

    @Test("a backticked name is a name, never a keyword; a statement before the declaration does not hide it")
    func backticks() {
        #expect(names("let x = 1\nenum `Type`: RapidScreen {}\nlet `enum` = 2\nstruct S { }") == ["Type", "S"])
    }

    @Test("a function body, a closure or a computed property is not a declaration")
    func bodies() {
        #expect(names("func enumerate() { }\nvar x: Int { 1 }\nlet c = { enumValue in }") == [])
    }

    func inserted(_ text: String, screen: String = "LoginScreen") throws -> String {
        let bytes = Array(text.utf8)
        let declaration = try #require(SwiftDeclarationScanner.declarations(of: screen, in: bytes).first)
        let out = MapRegionInsertion.insert(
            into: bytes, declaration: declaration, screen: screen,
            controls: [ControlInformation(index: 0, type: .button, identifier: "LoginScreen.signIn")], options: MapSourceOptions())
        return String(decoding: out, as: UTF8.self)
    }

    @Test("the region goes between the braces of a one-line declaration, with its access level, and the file reads back")
    func insertIntoOneLine() throws {
        let out = try inserted("import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {}\n")
        #expect(out.hasPrefix("import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n"))
        #expect(out.hasSuffix("    // rapidgen:end\n}\n"))
        #expect(out.contains("    nonisolated public static func controlsInformation()"))
        let regions = try MapRegion.scan(Array(out.utf8), file: nil)
        #expect(regions.map(\.screen) == ["LoginScreen"])
    }

    @Test("an internal declaration gets internal members; a nested one its indentation; tabs and CRLF are kept")
    func insertKeepsStyle() throws {
        let internalMap = try inserted("enum LoginScreen: RapidScreen {\n    static let x = 1\n}\n")
        #expect(internalMap.contains("    nonisolated static func controlsInformation()"))
        #expect(internalMap.hasSuffix("    // rapidgen:end\n    static let x = 1\n}\n"))
        let nested = try inserted("enum Shop {\n    enum LoginScreen: RapidScreen {}\n}\n", screen: "Shop.LoginScreen")
        #expect(nested.contains("\n        // rapidgen:begin Shop.LoginScreen\n"))
        #expect(nested.hasSuffix("        // rapidgen:end\n    }\n}\n"))
        let tabs = try inserted("enum X {\n\tenum LoginScreen: RapidScreen {}\n}\n", screen: "X.LoginScreen")
        #expect(tabs.contains("\n\t\t// rapidgen:begin X.LoginScreen\n"))
        let crlf = try inserted("public enum LoginScreen: RapidScreen {}\r\n")
        #expect(!crlf.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}
