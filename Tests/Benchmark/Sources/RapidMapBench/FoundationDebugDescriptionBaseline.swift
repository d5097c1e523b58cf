import Foundation
import RapidVerify

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
