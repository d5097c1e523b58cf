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
