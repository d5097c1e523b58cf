import Foundation
import RapidVerify
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Times ``AppiumXMLReader`` building a tree from the 100k-element long feed
/// (``FeedGenerator``) written as an Appium page source, beside Foundation's `XMLParser`
/// with an empty delegate reading the same bytes (which builds nothing, so it is a
/// generous baseline).
enum AppiumXMLBenchmark {
    static func run() throws {
        let feed = FeedGenerator.longFeed()
        let data = Data(appiumSource(feed))
        let megabytes = Double(data.count) / 1_000_000
        print("== Appium XML page source (\(String(format: "%.1f", megabytes)) MB, \(feed.count) elements) ==")

        let tree = try Bench.checkedRead("AppiumXMLReader", expected: feed) { try AppiumXMLReader.read(data, path: nil) }
        let reader = Bench.bestTime(runs: 7) { try? AppiumXMLReader.read(data, path: nil) }
        let readerRate = megabytes / reader
        print("  AppiumXMLReader (tree of \(tree.count) nodes): \(format(readerRate)) MB/s  (best \(format(reader * 1000)) ms)")

        #if canImport(FoundationXML)
        var parsed = false
        let foundation = Bench.bestTime(runs: 5) { () -> Bool in
            // Stream mode: on Linux, `XMLParser(data:)` hands libxml2 one chunk and fails
            // past 10 MB; the stream feeds it in pieces, as a reader of a large file would.
            let parser = XMLParser(stream: InputStream(data: data))
            let delegate = EmptyDelegate()
            parser.delegate = delegate
            parsed = parser.parse()
            return parsed
        }
        let foundationRate = megabytes / foundation
        print("  Foundation XMLParser, empty delegate (ok: \(parsed)): \(format(foundationRate)) MB/s  (best \(format(foundation * 1000)) ms)")
        print("  ratio AppiumXMLReader / XMLParser: \(String(format: "%.2f", readerRate / foundationRate))x")
        #else
        print("  Foundation XMLParser: not available on this platform")
        #endif
    }

    #if canImport(FoundationXML)
    private final class EmptyDelegate: NSObject, XMLParserDelegate {}
    #endif

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    // MARK: Rendering

    /// The tree as Appium's `/source` writes it: one `XCUIElementType…` element per node,
    /// indented by depth, with `name` (the identifier, or the label when there is none),
    /// `label`, `value`, flags, the frame, the index among siblings and the traits mask.
    static func appiumSource(_ tree: AccessibilityTree) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(tree.count * 330)
        func indent(_ depth: Int) {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1)))
        }
        func attribute(_ name: String, _ value: String?) {
            guard let value else { return }
            out.append(contentsOf: " \(name)=\"".utf8)
            for b in value.utf8 {
                switch b {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                default: out.append(b)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        out.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n".utf8)
        var siblingIndex: [Int] = [0]
        PreOrderWalk.walk(
            tree,
            open: { position, depth, isLeaf in
                let n = tree[position]
                if siblingIndex.count <= depth { siblingIndex.append(0) }
                let index = siblingIndex[depth]
                siblingIndex[depth] += 1
                if siblingIndex.count > depth + 1 { siblingIndex[depth + 1] = 0 }
                indent(depth)
                out.append(contentsOf: "<\(n.type.xcuiName)".utf8)
                attribute("type", n.type.xcuiName)
                attribute("name", n.identifier ?? n.label)
                attribute("label", n.label)
                attribute("value", n.value)
                attribute("enabled", String(n.enabled))
                attribute("visible", String(n.visible))
                attribute("accessible", String(n.isAccessibilityElement == .yes))
                attribute("x", Frame.format(n.frame.x))
                attribute("y", Frame.format(n.frame.y))
                attribute("width", Frame.format(n.frame.width))
                attribute("height", Frame.format(n.frame.height))
                attribute("index", String(index))
                attribute("traits", String(n.traits.rawValue))
                out.append(contentsOf: (isLeaf ? "/>\n" : ">\n").utf8)
            },
            close: { position, depth in
                indent(depth)
                out.append(contentsOf: "</\(tree[position].type.xcuiName)>\n".utf8)
            })
        out.append(contentsOf: "</AppiumAUT>\n".utf8)
        return out
    }
}
