import Foundation
import RapidVerify
import Testing

@Suite("Contrast: colours in the model and the native format")
struct AuditContrastTests {
    @Test("WCAG contrast ratios of known pairs")
    func ratios() throws {
        let white = try #require(RGBColor(hex: "#FFFFFF"))
        let black = try #require(RGBColor(hex: "#000000"))
        #expect(abs(black.contrastRatio(over: white) - 21) < 1e-9)
        #expect(abs(white.contrastRatio(over: white) - 1) < 1e-9)
        let grey = try #require(RGBColor(hex: "#767676"))
        #expect(abs(grey.contrastRatio(over: white) - 4.54) < 0.01)
        // Half-transparent black over white is mid grey.
        let half = try #require(RGBColor(hex: "#00000080"))
        #expect(abs(half.over(white).red - 0.498) < 0.01)
        #expect(half.hex == "#00000080" && grey.hex == "#767676")
    }

    @Test("colour strings: #RRGGBB or #RRGGBBAA only")
    func parsing() {
        #expect(RGBColor(hex: "#1a2B3c")?.hex == "#1A2B3C")
        for bad in ["1A2B3C", "#1A2B3", "#GGGGGG", "#1A2B3C4", "", "#+1A2B3C"] { #expect(RGBColor(hex: bad) == nil, "\(bad)") }
    }

    @Test("the native format reads and writes the colour and font fields")
    func nativeRoundTrip() throws {
        let text = AccessibilityNode(
            type: .staticText, label: "Terms", frame: Frame(x: 0, y: 0, width: 100, height: 20),
            foregroundColor: RGBColor(hex: "#AAAAAA"), backgroundColor: RGBColor(hex: "#FFFFFF80"),
            fontSize: 15.5, boldFont: true)
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [NestedNode(text)]))
        let data = NativeJSONWriter.write(tree, pretty: false)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(##""foregroundColor":"#AAAAAA""##) || json.contains(##""foregroundColor": "#AAAAAA""##))
        let read = try NativeJSONReader.read(data, path: nil)
        #expect(read == tree)
        #expect(read[1].fontSize == 15.5 && read[1].boldFont)
    }

    @Test("a bad colour in the native format is an error at its line and column")
    func badColour() {
        let json = """
            {"format": "rapidmap-native-json", "version": 1, "root": {"type": "window", "frame": [0, 0, 390, 844],
             "foregroundColor": "red"}}
            """
        do {
            _ = try NativeJSONReader.read(Data(json.utf8), path: "Bad.json")
            Issue.record("expected an error")
        } catch let error as RecordingError {
            #expect(error.line == 2 && error.column == 21)
            #expect(error.message.contains("must be a colour"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
