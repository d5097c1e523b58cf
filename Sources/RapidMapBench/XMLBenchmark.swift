import Foundation
import RapidVerify
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Times ``AppiumSourceReader`` building a tree from a ~100k-element Appium page source,
/// beside Foundation's `XMLParser` with an empty delegate reading the same bytes
/// (which builds nothing, so it is a generous baseline).
enum XMLBenchmark {
    static func run() {
        let cells = 20_000
        let bytes = renderFeed(cells: cells)
        let data = Data(bytes)
        let megabytes = Double(data.count) / 1_000_000
        print("== Appium XML page source (\(String(format: "%.1f", megabytes)) MB, \(2 + cells * 5 + 1) elements) ==")

        var tree: AccessibilityTree?
        let reader = bestOf(7) {
            tree = try? AppiumSourceReader.read(data, path: nil)
        }
        guard let tree else {
            do { _ = try AppiumSourceReader.read(data, path: nil) } catch { print("  AppiumSourceReader failed: \(error)") }
            return
        }
        let readerRate = megabytes / reader
        print("  AppiumSourceReader (tree of \(tree.count) nodes): \(format(readerRate)) MB/s  (best \(format(reader * 1000)) ms)")

        #if canImport(FoundationXML)
        var parsed = false
        let foundation = bestOf(5) {
            // Stream mode: on Linux, `XMLParser(data:)` hands libxml2 one chunk and fails
            // past 10 MB; the stream feeds it in pieces, as a reader of a large file would.
            let parser = XMLParser(stream: InputStream(data: data))
            let delegate = EmptyDelegate()
            parser.delegate = delegate
            parsed = parser.parse()
        }
        let foundationRate = megabytes / foundation
        print("  Foundation XMLParser, empty delegate (ok: \(parsed)): \(format(foundationRate)) MB/s  (best \(format(foundation * 1000)) ms)")
        print("  ratio AppiumSourceReader / XMLParser: \(String(format: "%.2f", readerRate / foundationRate))x")
        #else
        print("  Foundation XMLParser: not available on this platform")
        #endif
    }

    #if canImport(FoundationXML)
    private final class EmptyDelegate: NSObject, XMLParserDelegate {}
    #endif

    /// The best wall-clock time of `runs` runs, in seconds.
    private static func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    // MARK: Feed generator

    /// A deterministic feed screen as WebDriverAgent writes it: application → window →
    /// scroll view → `cells` cells, each with an image, a title, a subtitle and a button.
    /// Some titles are non-ASCII, some carry entities, some buttons are selected or hidden.
    static func renderFeed(cells: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(cells * 1400)
        func line(_ depth: Int, _ s: String) {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
            out.append(contentsOf: s.utf8)
            out.append(0x0A)
        }
        func element(_ type: String, name: String? = nil, label: String? = nil, value: String? = nil,
                     enabled: Bool = true, visible: Bool = true, accessible: Bool,
                     x: Int, y: Int, width: Int, height: Int, index: Int, traits: String? = nil, close: Bool) -> String {
            var s = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\""
            if let name { s += " name=\"\(name)\"" }
            if let label { s += " label=\"\(label)\"" }
            if let value { s += " value=\"\(value)\"" }
            s += " enabled=\"\(enabled)\" visible=\"\(visible)\" accessible=\"\(accessible)\""
            s += " x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" index=\"\(index)\""
            if let traits { s += " traits=\"\(traits)\"" }
            return s + (close ? "/>" : ">")
        }
        let titles = ["Morning run &amp; coffee", "Café ☕ in Zürich", "東京の夜景", "Release notes: &quot;v2&quot;",
                      "Weekly digest", "Ünïcödé &lt;tags&gt;", "Photo dump 📷", "Plain title"]
        let cellHeight = 120
        line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        line(0, "<AppiumAUT>")
        line(1, element("Application", name: "Feed", label: "Feed", accessible: false, x: 0, y: 0, width: 390, height: 844, index: 0, close: false))
        line(2, element("Window", accessible: false, x: 0, y: 0, width: 390, height: 844, index: 0, close: false))
        line(3, element("ScrollView", name: "feed.list", accessible: false, x: 0, y: 0, width: 390, height: 844, index: 0, close: false))
        for i in 0..<cells {
            let y = 100 + i * cellHeight
            let title = titles[i % titles.count]
            line(4, element("Cell", name: "feed.cell.\(i)", accessible: false, x: 0, y: y, width: 390, height: cellHeight, index: i, close: false))
            line(5, element("Image", name: "avatar_\(i % 50)", accessible: true, x: 16, y: y + 12, width: 48, height: 48, index: 0, traits: "Image", close: true))
            line(5, element("StaticText", name: title, label: title, value: title, accessible: true, x: 76, y: y + 12, width: 280, height: 22, index: 1, traits: "StaticText", close: true))
            line(5, element("StaticText", name: "\(i) min ago", label: "\(i) min ago", value: "\(i) min ago", accessible: true, x: 76, y: y + 38, width: 200, height: 18, index: 2, traits: "StaticText", close: true))
            line(5, element("Button", name: "feed.like.\(i)", label: "Like", visible: i % 17 != 0, accessible: true,
                            x: 330, y: y + 70, width: 44, height: 44, index: 3, traits: i % 3 == 0 ? "Button, Selected" : "Button", close: true))
            line(4, "</XCUIElementTypeCell>")
        }
        line(3, "</XCUIElementTypeScrollView>")
        line(2, "</XCUIElementTypeWindow>")
        line(1, "</XCUIElementTypeApplication>")
        line(0, "</AppiumAUT>")
        return out
    }
}
