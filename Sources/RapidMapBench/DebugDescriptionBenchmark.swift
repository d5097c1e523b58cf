import Foundation
import RapidVerify

/// Times ``DebugDescriptionReader`` on the 100k-element long feed (``FeedGenerator``)
/// printed as XCUITest prints `po app`, beside a Foundation baseline reading the same bytes.
///
/// The baseline is what a test author would write with Foundation alone:
/// `String(decoding:as:)`, `components(separatedBy: "\n")`, then one `NSRegularExpression`
/// match per line pulling out the indentation, type, frame, identifier and label, `Double(_:)`
/// for the four frame numbers, and a stack of indentations for the parents. It reads less
/// than the reader does (no value, placeholder or flags, no error locations) so it is, if
/// anything, favoured.
enum DebugDescriptionBenchmark {
    static func run() throws {
        let feed = FeedGenerator.longFeed()
        let text = dump(feed)
        let data = Data(text.utf8)
        let megabytes = Double(data.count) / 1_000_000
        print("== debugDescription (`po app`) text ==")
        print("input: long feed, \(feed.count) elements, " + String(format: "%.1f MB", megabytes))

        _ = try Bench.checkedRead("DebugDescriptionReader", expected: feed) { try DebugDescriptionReader.read(data, path: nil) }
        let reader = Bench.bestTime(runs: 7) { try? DebugDescriptionReader.read(data, path: nil) }
        var baselineNodes = 0
        let baseline = Bench.bestTime(runs: 3) { baselineNodes = FoundationDebugDescriptionBaseline.read(data) }
        guard baselineNodes == feed.count else {
            throw Bench.Failure(description: "the Foundation debugDescription baseline read \(baselineNodes) elements, expected \(feed.count)")
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

    /// The tree as XCUITest's debugDescription prints it: the `Attributes:` header, then
    /// `Element subtree:` with one line per node (type, address, frame, identifier, label,
    /// `Selected`), indented by depth, then the path and query chain footer.
    static func dump(_ tree: AccessibilityTree) -> String {
        var out = ""
        out.reserveCapacity(tree.count * 150)
        var address: UInt64 = 0x6000_00c0_0000
        func next() -> String {
            address += 0xe0
            return "0x" + String(address, radix: 16)
        }
        let app = next()
        let appLabel = tree.count > 0 ? tree[0].label.map { ", label: '\($0)'" } ?? "" : ""
        out += "Attributes: Application, \(app), pid: 4242\(appLabel)\n"
        out += "Element subtree:\n"
        PreOrderWalk.walk(
            tree,
            open: { position, depth, _ in
                let n = tree[position]
                let f = n.frame
                if position == 0 {
                    out += " →Application, \(app), pid: 4242, "
                } else {
                    out += String(repeating: " ", count: 2 + 2 * depth) + "\(n.type.debugName), \(next()), "
                }
                out += "{{\(Frame.format(f.x)), \(Frame.format(f.y))}, {\(Frame.format(f.width)), \(Frame.format(f.height))}}"
                if let identifier = n.identifier { out += ", identifier: '\(identifier)'" }
                if let label = n.label { out += ", label: '\(label)'" }
                if n.selected { out += ", Selected" }
                out += "\n"
            }, close: { _, _ in })
        out += "Path to element:\n"
        out += " →Application, \(app), pid: 4242\(appLabel)\n"
        out += "Query chain:\n"
        out += " →Find: Target Application 'com.example.Feed'\n"
        out += "  Output: {\n"
        out += "    Application, \(app), pid: 4242\(appLabel)\n"
        out += "  }\n"
        return out
    }
}

/// The Foundation baseline: see ``DebugDescriptionBenchmark``.
enum FoundationDebugDescriptionBaseline {
    struct Element {
        var type: String
        var frame: (Double, Double, Double, Double)?
        var identifier: String?
        var label: String?
        var parent: Int
    }

    static let pattern = try! NSRegularExpression(
        pattern:
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
                let w = group(5).flatMap(Double.init), let h = group(6).flatMap(Double.init)
            {
                frame = (x, y, w, h)
            }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            elements.append(
                Element(
                    type: group(2) ?? "", frame: frame, identifier: group(7), label: group(8),
                    parent: stack.last?.index ?? -1))
            stack.append((indent, elements.count - 1))
        }
        return elements.count
    }
}
