import Foundation
import RapidVerify

/// Times ``DebugDescriptionReader`` on a generated ~100,000-element feed dump, beside a
/// Foundation baseline reading the same bytes.
///
/// The baseline is what a test author would write with Foundation alone:
/// `String(decoding:as:)`, `components(separatedBy: "\n")`, then one `NSRegularExpression`
/// match per line pulling out the indentation, type, frame, identifier and label, `Double(_:)`
/// for the four frame numbers, and a stack of indentations for the parents. It reads less
/// than the reader does (no value, placeholder or flags, no error locations) so it is, if
/// anything, favoured.
enum DebugDescriptionBenchmark {
    static func run() {
        let cells = 20_000
        let text = FeedDump.render(cells: cells)
        let data = Data(text.utf8)
        let megabytes = Double(data.count) / 1_000_000
        print("== debugDescription (`po app`) text ==")
        print("input: feed of \(cells) cells, \(FeedDump.elementCount(cells: cells)) elements, "
              + String(format: "%.1f MB", megabytes))

        var nodes = 0
        let reader = bestOf(7) {
            do {
                nodes = try DebugDescriptionReader.read(data, path: nil).count
            } catch {
                fatalError("the generated dump must read: \(error)")
            }
        }
        var baselineNodes = 0
        let baseline = bestOf(3) { baselineNodes = FoundationDebugDescriptionBaseline.read(data) }
        guard nodes == FeedDump.elementCount(cells: cells), baselineNodes == nodes else {
            fatalError("node counts differ: reader \(nodes), baseline \(baselineNodes)")
        }
        report("DebugDescriptionReader", seconds: reader, megabytes: megabytes, runs: 7)
        report("Foundation baseline (split + NSRegularExpression)", seconds: baseline, megabytes: megabytes, runs: 3)
        print(String(format: "speed-up: %.1fx", baseline / reader))
        print("")
    }

    private static func report(_ name: String, seconds: Double, megabytes: Double, runs: Int) {
        let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
        print(padded + String(format: "best of %d: %8.2f ms  %8.1f MB/s", runs, seconds * 1000, megabytes / seconds))
    }

    /// The shortest of `runs` timings of `body`, in seconds.
    private static func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            let end = DispatchTime.now().uptimeNanoseconds
            best = min(best, Double(end - start) / 1e9)
        }
        return best
    }
}

/// A deterministic social feed as XCUITest prints it: application → window → other →
/// collection view → cells, each with an image, a title, a subtitle and a like button.
private enum FeedDump {
    /// Application, window, other, collection view, and five elements per cell.
    static func elementCount(cells: Int) -> Int { 4 + 5 * cells }

    static func render(cells: Int) -> String {
        var out = ""
        out.reserveCapacity(cells * 5 * 120)
        var address: UInt64 = 0x6000_00c0_0000
        func next() -> String {
            address += 0xe0
            return "0x" + String(address, radix: 16)
        }
        let app = next()
        out += "Attributes: Application, \(app), pid: 4242, label: 'Feed'\n"
        out += "Element subtree:\n"
        out += " →Application, \(app), pid: 4242, label: 'Feed'\n"
        out += "    Window (Main), \(next()), {{0.0, 0.0}, {390.0, 844.0}}\n"
        out += "      Other, \(next()), {{0.0, 0.0}, {390.0, 844.0}}\n"
        out += "        CollectionView, \(next()), {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'feed'\n"
        for i in 0..<cells {
            let y = 100 + i * 883  // tenths of a point: cells 88.3 points apart
            out += "          Cell, \(next()), \(frame(0, y, 3900, 880)), identifier: 'post.\(i)'\n"
            out += "            Image, \(next()), \(frame(160, y + 120, 560, 560)), identifier: 'avatar', label: 'user\(i % 97)'\n"
            out += "            StaticText, \(next()), \(frame(880, y + 100, 2400, 203)), label: 'Post number \(i), a look at day \(i % 365)'\n"
            out += "            StaticText, \(next()), \(frame(880, y + 420, 2400, 167)), label: 'by user\(i % 97) · \(i % 59) min ago'\n"
            let selected = i % 7 == 0 ? ", Selected" : ""
            out += "            Button, \(next()), \(frame(3340, y + 220, 440, 440)), identifier: 'like', label: 'Like'\(selected)\n"
        }
        out += "Path to element:\n"
        out += " →Application, \(app), pid: 4242, label: 'Feed'\n"
        out += "Query chain:\n"
        out += " →Find: Target Application 'com.example.Feed'\n"
        out += "  Output: {\n"
        out += "    Application, \(app), pid: 4242, label: 'Feed'\n"
        out += "  }\n"
        return out
    }

    /// `{{x, y}, {w, h}}` from values in tenths of a point, printed with one decimal as XCUITest does.
    private static func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
        "{{\(tenths(x)), \(tenths(y))}, {\(tenths(w)), \(tenths(h))}}"
    }

    private static func tenths(_ v: Int) -> String { "\(v / 10).\(v % 10)" }
}

/// The Foundation baseline: see ``DebugDescriptionBenchmark``.
private enum FoundationDebugDescriptionBaseline {
    struct Element {
        var type: String
        var frame: (Double, Double, Double, Double)?
        var identifier: String?
        var label: String?
        var parent: Int
    }

    static let pattern = try! NSRegularExpression(pattern:
        #"^(\s*)(?:→)?([A-Za-z]+)(?: \([^)]*\))?(?:, 0x[0-9a-fA-F]+)?(?:, pid: \d+)?"#
        + #"(?:, \{\{([-\d.]+), ([-\d.]+)\}, \{([-\d.]+), ([-\d.]+)\}\})?"#
        + #"(?:, identifier: '(.*?)')?(?:, label: '(.*?)'(?:,|$))?"#)

    /// Reads the dump; returns the number of elements.
    static func read(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var elements: [Element] = []
        var stack: [(indent: Int, index: Int)] = []
        var inTree = false
        for line in text.components(separatedBy: "\n") {
            if !inTree {
                if line.hasPrefix("Element subtree:") { inTree = true }
                continue
            }
            if line.hasPrefix("Path to element:") { break }
            let ns = line as NSString
            guard let match = pattern.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { continue }
            func group(_ i: Int) -> String? {
                let r = match.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            let indent = match.range(at: 1).length
            var frame: (Double, Double, Double, Double)?
            if let x = group(3).flatMap(Double.init), let y = group(4).flatMap(Double.init),
               let w = group(5).flatMap(Double.init), let h = group(6).flatMap(Double.init) {
                frame = (x, y, w, h)
            }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            elements.append(Element(type: group(2) ?? "", frame: frame, identifier: group(7), label: group(8),
                                    parent: stack.last?.index ?? -1))
            stack.append((indent, elements.count - 1))
        }
        return elements.count
    }
}
