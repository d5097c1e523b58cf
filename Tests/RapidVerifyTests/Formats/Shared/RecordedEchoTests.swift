import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Automation recorders fill an empty value from another attribute (WebDriverAgent's
/// `wdValue`; XCUITest's static text value); the readers drop such echoes, so the model
/// holds what the app set (`RecordedEchoes`).
@Suite struct RecordedEchoTests {
    static let xml = EchoSamples.appiumXML

    static func check(_ tree: AccessibilityTree) {
        #expect(tree.node("Mail Address")?.value == nil)
        #expect(tree.node("Inbox")?.value == "3 new")
        let search = tree.nodes.first { $0.type == .searchField }
        #expect(search?.value == nil)
        #expect(search?.placeholder == "Search book title")
        #expect(tree.node("email")?.value == "jane@example.com")
    }

    @Test func appiumXMLDropsLabelPlaceholderAndSelectedButtonEchoes() throws {
        let tree = try AppiumXMLReader.read(Data(Self.xml.utf8), path: nil)
        Self.check(tree)
        #expect(tree.node("Grid")?.value == nil)
        #expect(tree.node("Count")?.value == "1")  // not selected: the app's own value
    }

    @Test func webDriverAgentJSONDropsTheSameEchoes() throws {
        let json = """
            {"value": {"type": "Application", "label": "Books", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"type": "StaticText", "label": "Mail Address", "value": "Mail Address", "rect": {"x": 20, "y": 100, "width": 200, "height": 20}},
              {"type": "StaticText", "label": "Inbox", "value": "3 new", "rect": {"x": 20, "y": 130, "width": 200, "height": 20}},
              {"type": "SearchField", "label": "Search book title", "value": "Search book title", "placeholderValue": "Search book title", "rect": {"x": 20, "y": 160, "width": 350, "height": 36}},
              {"type": "TextField", "rawIdentifier": "email", "label": "Email", "value": "jane@example.com", "placeholderValue": "Email address", "rect": {"x": 20, "y": 210, "width": 350, "height": 36}},
              {"type": "Button", "label": "Grid", "value": "1", "isSelected": "1", "rect": {"x": 20, "y": 260, "width": 60, "height": 44}}
            ]}, "sessionId": "s"}
            """
        let tree = try WebDriverAgentJSONReader.read(Data(json.utf8), path: nil)
        Self.check(tree)
        #expect(tree.node("Grid")?.value == nil)
    }

    @Test func debugDescriptionDropsLabelAndPlaceholderEchoesButKeepsAButtonsValue() throws {
        let dump = """
            Application, 0x1, pid: 1, label: 'Books'
              Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x3, {{20.0, 100.0}, {200.0, 20.0}}, label: 'Mail Address', value: Mail Address
                StaticText, 0x4, {{20.0, 130.0}, {200.0, 20.0}}, label: 'Inbox', value: 3 new
                SearchField, 0x5, {{20.0, 160.0}, {350.0, 36.0}}, label: 'Search book title', placeholderValue: 'Search book title', value: Search book title
                TextField, 0x6, {{20.0, 210.0}, {350.0, 36.0}}, identifier: 'email', label: 'Email', placeholderValue: 'Email address', value: jane@example.com
                Button, 0x7, {{20.0, 260.0}, {60.0, 44.0}}, label: 'Grid', value: 1, Selected
            """
        let tree = try DebugDescriptionReader.read(Data(dump.utf8), path: nil)
        Self.check(tree)
        #expect(tree.node("Grid")?.value == "1")  // XCUITest does not invent a selected button's value
    }
}

/// Sources as users paste them: the W3C `/source` answer and escaped string literals.
@Suite struct PastedSourceTests {
    static let innerXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="login.submit" label="Café" x="20" y="300" width="350" height="44"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    /// `text` as a JSON string literal body (quotes, backslashes, line breaks and the é escaped).
    static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "é": out += "\\u00e9"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func read(_ text: String) throws -> AccessibilityTree {
        try AccessibilityTree(reading: Data(text.utf8), path: "pasted.txt")
    }

    static func error(_ text: String) -> RecordingError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? RecordingError
        }
    }

    @Test func theW3CSourceAnswerIsReadAsTheXMLItHolds() throws {
        let answer = "{\"value\":\"\(Self.jsonEscaped(Self.innerXML))\",\"sessionId\":\"8F2C\"}"
        let tree = try Self.read(answer)
        #expect(tree.node("login.submit")?.label == "Café")
        // The session id may come first, and the answer may be pretty-printed.
        let reordered = "{\n  \"sessionId\" : \"8F2C\",\n  \"value\" : \"\(Self.jsonEscaped(Self.innerXML))\"\n}\n"
        #expect(try Self.read(reordered).node("login.submit")?.label == "Café")
    }

    @Test func anErrorInTheW3CSourceNamesTheLineAndColumnInTheInnerXML() throws {
        let broken = Self.innerXML.replacingOccurrences(of: "height=\"44\"/>", with: "height=\"44\">")
        let error = try #require(Self.error("{\"value\":\"\(Self.jsonEscaped(broken))\",\"sessionId\":null}"))
        // The button left open on line 4 of the XML is found at the application's close tag, line 5.
        #expect(error.line == 5)
        #expect(error.column == 3)
        #expect(error.message.contains("line 4"))
        #expect(error.message.contains("in the XML page source held by the JSON `value` string"))
    }

    @Test func aPageSourcePastedAsAnEscapedStringLiteralIsReadWithItsPrefix() throws {
        for prefix in ["", "source = ", "let pageSource = "] {
            let literal = prefix + "\"" + Self.jsonEscaped(Self.innerXML) + "\"" + (prefix.hasPrefix("let") ? ";" : "")
            #expect(try Self.read(literal).node("login.submit")?.label == "Café", "prefix \(prefix)")
        }
    }

    @Test func aJSONSourcePastedAsAnEscapedStringLiteralIsRead() throws {
        let json = "{\"value\": {\"type\": \"Button\", \"label\": \"OK\", \"rect\": {\"x\": 0, \"y\": 0, \"width\": 44, \"height\": 44}}}"
        #expect(try Self.read("\"" + Self.jsonEscaped(json) + "\"").node("OK")?.type == .button)
    }

    @Test func anErrorInAnEscapedPageSourcePointsIntoTheOriginalLine() throws {
        let broken = Self.innerXML.replacingOccurrences(of: "y=\"300\"", with: "y=\"3x0\"")
        let literal = "source = \"" + Self.jsonEscaped(broken) + "\""
        let error = try #require(Self.error(literal))
        #expect(error.line == 1)
        let column = literal.distance(from: literal.startIndex, to: literal.range(of: "3x0")!.lowerBound) + 1
        #expect(error.column == column)
        #expect(error.message.contains("in the escaped string"))
    }

    @Test func aDebugDescriptionLiteralIsStillReadAsADump() throws {
        let literal = "\"Application, 0x1, pid: 1, label: 'Demo'\\n  Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'OK'\""
        #expect(try Self.read(literal).node("OK")?.type == .button)
    }
}
