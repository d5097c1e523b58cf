import Foundation

/// Reads the text of WebDriverAgent's `GET /source?format=description` answer (the string
/// its JSON `value` holds): the `debugDescription` of each child of the application (its
/// windows), one after another, each opening with its own `Attributes:` line and
/// `Element subtree:`, separated by an empty line; or, for an application with no child, the
/// application's own `debugDescription` (WebDriverAgent's `fb_descriptionRepresentation`).
///
/// ```text
/// Attributes: Window (Main), 0x…, {{0.0, 0.0}, {390.0, 844.0}}
/// Element subtree:
///  →Window (Main), 0x…, {{0.0, 0.0}, {390.0, 844.0}}
///     Button, 0x…, {{20.0, 290.0}, {350.0, 50.0}}, identifier: 'signIn', label: 'Sign In'
/// Path to element:
///  …
///
/// Attributes: Window, 0x…, {{0.0, 0.0}, {390.0, 844.0}}
/// Element subtree:
///  →Window, …
/// ```
///
/// Each section is read by ``DebugDescriptionReader``. One section is the tree; several are
/// the windows, in order, under one `Application` node framed like the first window (the
/// answer names no application). An error gives the line in the whole text and says which
/// window it is in.
public enum DebugDescriptionWindows {
    /// The section header every window's description opens with.
    static let header = "Attributes:"

    /// Reads the description text. Throws `RecordingError`.
    public static func read(_ text: String, path: String?) throws -> AccessibilityTree {
        let sections = self.sections(text)
        guard sections.count > 1 else { return try readSection(text[...], firstLine: 1, window: nil, path: path) }
        var trees: [AccessibilityTree] = []
        trees.reserveCapacity(sections.count)
        for (n, section) in sections.enumerated() {
            trees.append(try readSection(section.text, firstLine: section.line, window: n + 1, path: path))
        }
        return joined(trees, source: RecordingSource(format: .debugDescription, path: path))
    }

    /// The sections of `text`: each starts at a line whose first non-blank text is
    /// ``header``, with its line number (from 1). Text before the first header belongs to
    /// the first section.
    static func sections(_ text: String) -> [(text: Substring, line: Int)] {
        var starts: [(index: String.Index, line: Int)] = []
        var line = 1
        var lineStart = text.startIndex
        var index = text.startIndex
        while true {
            let rest = text[lineStart...].drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix(header) { starts.append((starts.isEmpty ? text.startIndex : lineStart, line)) }
            guard let newline = text[index...].firstIndex(where: \.isNewline) else { break }
            index = text.index(after: newline)
            lineStart = index
            line += 1
        }
        guard !starts.isEmpty else { return [(text[...], 1)] }
        starts[0].line = 1
        return starts.indices.map { k in
            let end = k + 1 < starts.count ? starts[k + 1].index : text.endIndex
            return (text[starts[k].index..<end], starts[k].line)
        }
    }

    /// One section read; an error's line moved to the whole text's and the window named.
    static func readSection(_ text: Substring, firstLine: Int, window: Int?, path: String?) throws -> AccessibilityTree {
        do {
            return try DebugDescriptionReader.read(Data(text.utf8), path: path)
        } catch var error as RecordingError {
            if error.line > 0 { error.line += firstLine - 1 }
            error.message +=
                " (in the description held by the JSON `value` string" + (window.map { ", window \($0)" } ?? "") + ")"
            throw error
        }
    }

    /// The windows' trees under one application node, framed like the first window;
    /// the first tree's configuration. Copied without recursion.
    static func joined(_ trees: [AccessibilityTree], source: RecordingSource) -> AccessibilityTree {
        var builder = AccessibilityTree.Builder(
            idiom: trees[0].idiom, layoutDirection: trees[0].layoutDirection, source: source,
            capacity: trees.reduce(1) { $0 + $1.count })
        builder.configuration = trees[0].configuration
        _ = builder.open(AccessibilityNode(type: .application, frame: trees[0][0].frame))
        for tree in trees {
            // The end of each node still open, innermost last.
            var ends: [Int] = []
            for position in 0..<tree.count {
                while let end = ends.last, end <= position {
                    builder.close()
                    ends.removeLast()
                }
                _ = builder.open(tree[position])
                ends.append(tree.subtree(of: position).upperBound)
            }
            for _ in ends { builder.close() }
        }
        builder.close()
        // Balanced by construction.
        return try! builder.finish()
    }
}
