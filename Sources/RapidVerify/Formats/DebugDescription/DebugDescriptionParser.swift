import Foundation

/// The byte-level reader behind ``DebugDescriptionReader``: one forward pass over the text,
/// one element line at a time, with an explicit stack of indentations (no recursion).
/// The rules it implements are documented on ``DebugDescriptionReader``.
struct DebugDescriptionParser {
    /// Why the text could not be read, at a byte offset of the text being parsed.
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let n: Int
    private let source: RecordingSource
    /// The cursor of the element line being read.
    private var p = 0

    init(_ raw: UnsafeRawBufferPointer, source: RecordingSource) {
        b = raw.isEmpty ? UnsafeBufferPointer(start: nil, count: 0) : raw.assumingMemoryBound(to: UInt8.self)
        n = b.count
        self.source = source
    }

    // MARK: - The whole text

    /// Reads the first dump in the text.
    mutating func parse() throws -> AccessibilityTree {
        var start = TextEncoding.byteOrderMarkLength(b)
        let header = subtreeHeader(from: start)
        if let header { start = nextLine(from: header) }

        var builder = AccessibilityTree.Builder(
            idiom: .phone, layoutDirection: .leftToRight, source: source,
            capacity: NodeCapacity.reserve(opening: UInt8(ascii: "\n"), or: UInt8(ascii: "\r"), in: UnsafeRawBufferPointer(b)))
        var indents: [Int] = []
        var rootIsApplication = false
        var sizingFrame: Frame?
        var sizingFromWindow = false
        var lineStart = start

        lines: while lineStart < n {
            var k = lineStart
            var column = indentation(&k)
            if isEndOfLine(k) {
                lineStart = nextLine(from: k)
                continue
            }
            switch section(at: k) {
            case .end:
                break lines
            case .header:
                if builder.count > 0 { break lines }
                lineStart = nextLine(from: k)
                continue
            case .noise:
                lineStart = nextLine(from: k)
                continue
            case .none:
                break
            }
            column += skipMarker(&k)
            let contentStart = k
            if builder.count == 0, header == nil, !anyLineStartsAnEntry(from: start) {
                throw Failure(
                    offset: contentStart,
                    message:
                        "not a recording: looks like plain text (no line reads as an element line such as "
                        + "`Button, 0x…, {{x, y}, {w, h}}, label: '…'`, and there is no `Element subtree:`)")
            }
            let (node, hasFrame) = try element(at: k)

            // Attach: the parent is the nearest open line indented less.
            while let last = indents.last, last >= column {
                if indents.count == 1 {
                    if rootIsApplication { break }
                    throw Failure(
                        offset: contentStart,
                        message:
                            "a second top-level element: this line is not indented under the root "
                            + "`\(builder[0].type.debugName)` (a dump has one root)")
                }
                builder.close()
                indents.removeLast()
            }
            if builder.count == 0 {
                rootIsApplication = node.type == .application
                if hasFrame { sizingFrame = node.frame }
            } else if node.type == .window, hasFrame, !sizingFromWindow {
                sizingFrame = node.frame
                sizingFromWindow = true
            }
            builder.open(node)
            indents.append(column)
            lineStart = nextLine(from: p)
        }

        guard builder.count > 0 else {
            throw Failure(
                offset: start,
                message: header == nil
                    ? "no element lines: expected a dump such as `Button, 0x…, {{x, y}, {w, h}}, label: '…'`"
                    : "no element lines after `Element subtree:`")
        }
        while builder.depth > 0 { builder.close() }
        var tree: AccessibilityTree
        do {
            tree = try builder.finish()
        } catch {
            throw Failure(offset: n, message: "\(error)")
        }
        if !RecordingPlatform.recognise(&tree, stated: nil, screen: sizingFrame), let frame = sizingFrame,
            min(frame.width, frame.height) >= 744
        {
            tree.idiom = .pad
        }
        return tree
    }

    /// The lines that are not element lines.
    private enum Section {
        /// `Path to element:`, `Query chain:`: the tree is over.
        case end
        /// `Attributes:`, `Element subtree:`: before the tree, skipped; after it, the tree is over.
        case header
        /// Test log lines (`t =     0.52s …`) and lldb prompts (`(lldb) po app`): skipped.
        case noise
    }

    private func section(at k: Int) -> Section? {
        switch b[k] {
        case UInt8(ascii: "P"): return starts(with: Self.pathHeader, at: k) ? .end : nil
        case UInt8(ascii: "Q"): return starts(with: Self.queryHeader, at: k) ? .end : nil
        case UInt8(ascii: "A"): return starts(with: Self.attributesHeader, at: k) ? .header : nil
        case UInt8(ascii: "E"): return starts(with: Self.subtreeHeaderText, at: k) ? .header : nil
        case UInt8(ascii: "("), UInt8(ascii: "t"):
            return Self.isNoise(b.baseAddress.unsafelyUnwrapped, at: k, end: n) ? .noise : nil
        default: return nil
        }
    }

    /// Whether the text at `k` (a line's start after its indentation) is a test log line
    /// (XCTest's activity lines, `t =     0.52s Tap "Sign In" Button`) or an lldb prompt
    /// (`(lldb) po app`): lines skipped wherever a dump may be pasted with them.
    static func isNoise(_ base: UnsafePointer<UInt8>, at k: Int, end n: Int) -> Bool {
        guard k < n else { return false }
        if base[k] == UInt8(ascii: "(") {
            guard k + lldbPrompt.count <= n else { return false }
            for (j, c) in lldbPrompt.enumerated() where base[k + j] != c { return false }
            return true
        }
        guard base[k] == UInt8(ascii: "t") else { return false }
        var j = k + 1
        while j < n, base[j] == 0x20 || base[j] == 0x09 { j += 1 }
        return j < n && base[j] == UInt8(ascii: "=")
    }

    /// Whether any line from `start` starts like an element line or a section header.
    private func anyLineStartsAnEntry(from start: Int) -> Bool {
        var lineStart = start
        while lineStart < n {
            if startsNewEntry(at: lineStart) { return true }
            lineStart = nextLine(from: lineStart)
        }
        return false
    }

    static let pathHeader = Array("Path to element:".utf8)
    static let queryHeader = Array("Query chain:".utf8)
    static let attributesHeader = Array("Attributes:".utf8)
    static let subtreeHeaderText = Array("Element subtree:".utf8)
    static let lldbPrompt = Array("(lldb)".utf8)

    /// The offset of the first `Element subtree:` that starts a line (after indentation or a
    /// comment prefix), or nil.
    private func subtreeHeader(from start: Int) -> Int? {
        guard let base = b.baseAddress else { return nil }
        let needle = Self.subtreeHeaderText
        var i = start
        while i + needle.count <= n {
            guard let hit = memchr(base + i, Int32(needle[0]), n - i) else { return nil }
            let j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if starts(with: needle, at: j) {
                var k = j
                while k > 0, b[k - 1] == 0x20 || b[k - 1] == 0x09 || b[k - 1] == UInt8(ascii: "/") { k -= 1 }
                if k == 0 || b[k - 1] == 0x0A || b[k - 1] == 0x0D || (k == 3 && TextEncoding.byteOrderMarkLength(b) == 3) { return j }
            }
            i = j + 1
        }
        return nil
    }

    // MARK: - Lines

    @inline(__always)
    private func isEndOfLine(_ i: Int) -> Bool { i >= n || b[i] == 0x0A || b[i] == 0x0D }

    /// The start of the line after the one holding `i`.
    private func nextLine(from i: Int) -> Int {
        var k = i
        while k < n {
            let c = b[k]
            if c == 0x0A { return k + 1 }
            if c == 0x0D { return k + 1 < n && b[k + 1] == 0x0A ? k + 2 : k + 1 }
            k += 1
        }
        return n
    }

    /// Skips the indentation (and a `//` or `///` comment prefix, measuring after it);
    /// returns its width in columns, a tab advancing to the next multiple of 4.
    private func indentation(_ k: inout Int) -> Int {
        var column = 0
        while k < n {
            let c = b[k]
            if c == 0x20 { column += 1 } else if c == 0x09 { column = (column / 4 + 1) * 4 } else { break }
            k += 1
        }
        if k + 1 < n, b[k] == UInt8(ascii: "/"), b[k + 1] == UInt8(ascii: "/") {
            k += 2
            if k < n, b[k] == UInt8(ascii: "/") { k += 1 }
            column = 0
            while k < n {
                let c = b[k]
                if c == 0x20 { column += 1 } else if c == 0x09 { column = (column / 4 + 1) * 4 } else { break }
                k += 1
            }
        }
        return column
    }

    /// Skips a `→`, `↳` or `->` marker; returns the columns it takes.
    private func skipMarker(_ k: inout Int) -> Int {
        guard k < n else { return 0 }
        if b[k] == 0xE2, k + 2 < n, b[k + 1] == 0x86, b[k + 2] == 0x92 || b[k + 2] == 0xB3 {
            k += 3
            return 1
        }
        if b[k] == UInt8(ascii: "-"), k + 1 < n, b[k + 1] == UInt8(ascii: ">") {
            k += 2
            return 2
        }
        return 0
    }

    /// True when the line starting at `lineStart` starts like an element line or a section
    /// header: a quoted string does not run into such a line.
    private func startsNewEntry(at lineStart: Int) -> Bool {
        var k = lineStart
        _ = indentation(&k)
        if isEndOfLine(k) { return false }
        if section(at: k) != nil { return true }
        _ = skipMarker(&k)
        let wordStart = k
        while k < n, Self.isLetter(b[k]) { k += 1 }
        guard k > wordStart, Self.type(b, wordStart, k) != nil else { return false }
        return isEndOfLine(k) || b[k] == UInt8(ascii: ",") || (b[k] == 0x20 && k + 1 < n && b[k + 1] == UInt8(ascii: "("))
    }

    private func starts(with needle: [UInt8], at k: Int) -> Bool {
        guard k + needle.count <= n else { return false }
        var j = 0
        while j < needle.count {
            if b[k + j] != needle[j] { return false }
            j += 1
        }
        return true
    }

    // MARK: - One element line

    /// Reads the element line whose type starts at `k`; leaves ``p`` at the end of its line.
    private mutating func element(at k: Int) throws -> (AccessibilityNode, hasFrame: Bool) {
        p = k
        while p < n, Self.isLetter(b[p]) || Self.isDigit(b[p]) { p += 1 }
        guard p > k else {
            throw Failure(
                offset: k,
                message:
                    "expected an element line such as `Button, 0x…, {{x, y}, {w, h}}, label: '…'`, found `\(snippet(at: k))`")
        }
        guard let type = Self.type(b, k, p) else {
            throw Failure(offset: k, message: "unknown element type `\(text(k, p))`")
        }
        // `Window (Main)`
        if p + 1 < n, b[p] == 0x20, b[p + 1] == UInt8(ascii: "(") {
            var j = p + 2
            while !isEndOfLine(j), b[j] != UInt8(ascii: ")") { j += 1 }
            guard j < n, b[j] == UInt8(ascii: ")") else {
                throw Failure(offset: p + 1, message: "`(` after the element type is not closed")
            }
            p = j + 1
        }

        var node = AccessibilityNode(type: type)
        var hasFrame = false
        var title: String?
        var keyboardFocused = false
        while true {
            skipSpaces()
            if isEndOfLine(p) { break }
            guard b[p] == UInt8(ascii: ",") else {
                throw Failure(offset: p, message: "expected `,` or the end of the line, found `\(snippet(at: p))`")
            }
            p += 1
            skipSpaces()
            if isEndOfLine(p) { throw Failure(offset: p, message: "expected an attribute after `,`") }
            let c = b[p]
            if c == UInt8(ascii: "{") {
                guard !hasFrame else { throw Failure(offset: p, message: "a second frame on one element") }
                node.frame = try frame()
                hasFrame = true
            } else if c == UInt8(ascii: "0"), p + 1 < n, b[p + 1] == UInt8(ascii: "x") {
                let start = p
                p += 2
                while p < n, Self.hexValue(b[p]) != nil { p += 1 }
                guard p > start + 2 else { throw Failure(offset: start, message: "expected hexadecimal digits after `0x`") }
            } else if Self.isLower(c) {
                try keyedField(into: &node, title: &title)
            } else if let (flag, end) = flag(at: p) {
                switch flag {
                case .selected:
                    node.selected = true
                    node.traits.insert(.selected)
                case .disabled:
                    node.enabled = false
                    node.traits.insert(.notEnabled)
                case .keyboardFocused:
                    keyboardFocused = true
                case .focused:
                    break
                }
                p = end
            } else {
                throw Failure(
                    offset: p,
                    message:
                        "unknown attribute `\(snippet(at: p))` (flags are Selected, Disabled, Keyboard Focused, Focused)")
            }
        }
        if node.label == nil, let title { node.label = title }
        // The keyboard's focus on a text input is its editing state; on anything else (a
        // macOS sheet or cell) it is not.
        if keyboardFocused, node.type.isTextInput { node.traits.insert(.isEditing) }
        RecordedEchoes.remove(from: &node, selectedButtonEcho: false)
        return (node, hasFrame)
    }

    private mutating func skipSpaces() {
        while p < n, b[p] == 0x20 || b[p] == 0x09 { p += 1 }
    }

    /// Reads `key: value` at ``p``.
    private mutating func keyedField(into node: inout AccessibilityNode, title: inout String?) throws {
        let keyStart = p
        while p < n, Self.isLetter(b[p]) { p += 1 }
        guard p < n, b[p] == UInt8(ascii: ":") else {
            throw Failure(offset: keyStart, message: "expected `key:` or a flag, found `\(snippet(at: keyStart))`")
        }
        let key = Key(b, keyStart, p)
        p += 1
        skipSpaces()
        switch key {
        case .identifier: node.identifier = try quotedField(key: "identifier")
        case .label: node.label = try quotedField(key: "label")
        case .placeholderValue: node.placeholder = try quotedField(key: "placeholderValue")
        case .title: title = try quotedField(key: "title")
        case .value: node.value = try valueField()
        case .pid: _ = try integer(after: "pid:")
        case .traits:
            let mask = AccessibilityTraitSet(rawValue: try integer(after: "traits:"))
            node.traits.formUnion(mask)
            if mask.contains(.selected) { node.selected = true }
            if mask.contains(.notEnabled) { node.enabled = false }
        case .other:
            _ = try valueField()
        }
    }

    private enum Key {
        case identifier, label, placeholderValue, title, value, pid, traits, other

        init(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) {
            func equals(_ word: StaticString) -> Bool {
                guard word.utf8CodeUnitCount == e - s else { return false }
                let w = word.utf8Start
                for j in 0..<(e - s) where b[s + j] != w[j] { return false }
                return true
            }
            switch b[s] {
            case UInt8(ascii: "i"): self = equals("identifier") ? .identifier : .other
            case UInt8(ascii: "l"): self = equals("label") ? .label : .other
            case UInt8(ascii: "p"): self = equals("placeholderValue") ? .placeholderValue : equals("pid") ? .pid : .other
            case UInt8(ascii: "t"): self = equals("title") ? .title : equals("traits") ? .traits : .other
            case UInt8(ascii: "v"): self = equals("value") ? .value : .other
            default: self = .other
            }
        }
    }

    private mutating func integer(after key: String) throws -> UInt64 {
        let start = p
        var value: UInt64 = 0
        while p < n, Self.isDigit(b[p]) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(b[p] - 0x30))
            guard !o1, !o2 else { throw Failure(offset: start, message: "the number after `\(key)` is too large") }
            value = sum
            p += 1
        }
        guard p > start else { throw Failure(offset: start, message: "expected a number after `\(key)`") }
        return value
    }

    private mutating func quotedField(key: String) throws -> String {
        guard p < n, b[p] == UInt8(ascii: "'") else {
            throw Failure(offset: p, message: "expected a quoted string after `\(key):`")
        }
        return try quoted(multiline: true)
    }

    /// A value: quoted when it starts with `'` and closes on its line, else the text up to
    /// the next field or the end of the line.
    private mutating func valueField() throws -> String {
        if p < n, b[p] == UInt8(ascii: "'") {
            let start = p
            if let s = try? quoted(multiline: false) { return s }
            p = start
        }
        let start = p
        var k = p
        while !isEndOfLine(k) {
            if b[k] == UInt8(ascii: ","), isFieldStart(at: k + 1) { break }
            k += 1
        }
        var end = k
        while end > start, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
        p = k
        return text(start, end)
    }

    /// Reads the quoted string whose opening `'` is at ``p``.
    private mutating func quoted(multiline: Bool) throws -> String {
        let open = p
        var q = p + 1
        var crossedLine = false
        // A `'` followed by `, Word` on the opening line: when no quote closes the string,
        // the likelier mistake is an unknown flag there.
        var flagLike: Int?
        while true {
            guard q < n else {
                throw unterminated(open: open, flagLike: flagLike)
            }
            let c = b[q]
            if c == UInt8(ascii: "'") {
                if closesString(after: q + 1) { break }
                if !crossedLine, flagLike == nil, q + 3 < n, b[q + 1] == UInt8(ascii: ","), b[q + 2] == 0x20,
                    b[q + 3] >= UInt8(ascii: "A"), b[q + 3] <= UInt8(ascii: "Z")
                {
                    flagLike = q + 3
                }
            } else if c == 0x0A || c == 0x0D {
                var next = q + 1
                if c == 0x0D, next < n, b[next] == 0x0A { next += 1 }
                if !multiline || next >= n || startsNewEntry(at: next) {
                    throw unterminated(open: open, flagLike: flagLike)
                }
                crossedLine = true
                q = next
                continue
            }
            q += 1
        }
        p = q + 1
        var s = text(open + 1, q)
        if crossedLine, s.contains("\r") {
            s = s.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        return s
    }

    private func unterminated(open: Int, flagLike: Int?) -> Failure {
        if let flagLike {
            return Failure(
                offset: flagLike,
                message:
                    "unknown attribute `\(snippet(at: flagLike))` (flags are Selected, Disabled, Keyboard Focused, Focused)")
        }
        return Failure(offset: open, message: "unterminated quoted string (no closing `'`)")
    }

    /// True when a `'` just before `j` closes a string: the line ends, or `,` and a field follow.
    private func closesString(after j: Int) -> Bool {
        var k = j
        while k < n, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
        if isEndOfLine(k) { return true }
        guard b[k] == UInt8(ascii: ",") else { return false }
        var j = k + 1
        while j < n, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
        return isEndOfLine(j) || isFieldStart(at: j)
    }

    /// True when a field starts at `k` (after optional spaces): a frame, an address,
    /// a `key:` or a known flag followed by `,` or the end of the line.
    private func isFieldStart(at k0: Int) -> Bool {
        var k = k0
        while k < n, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
        guard k < n else { return false }
        let c = b[k]
        if c == UInt8(ascii: "{") { return true }
        if c == UInt8(ascii: "0") { return k + 1 < n && b[k + 1] == UInt8(ascii: "x") }
        if Self.isLower(c) {
            var j = k
            while j < n, j - k < 40, Self.isLetter(b[j]) { j += 1 }
            return j < n && b[j] == UInt8(ascii: ":")
        }
        return flag(at: k) != nil
    }

    private enum Flag { case selected, disabled, keyboardFocused, focused }

    private static let flags: [(text: [UInt8], flag: Flag)] = [
        (Array("Selected".utf8), .selected), (Array("Disabled".utf8), .disabled),
        (Array("Keyboard Focused".utf8), .keyboardFocused), (Array("Focused".utf8), .focused),
    ]

    /// The known flag at `k` when it is followed by `,` or the end of the line, with the
    /// offset just after it.
    private func flag(at k: Int) -> (Flag, Int)? {
        for entry in Self.flags where starts(with: entry.text, at: k) {
            var j = k + entry.text.count
            while j < n, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
            if isEndOfLine(j) || b[j] == UInt8(ascii: ",") { return (entry.flag, k + entry.text.count) }
        }
        return nil
    }

    // MARK: - Frames and numbers

    /// `{{x, y}, {w, h}}` or `{x, y, w, h}` at ``p``, read by the shared ``FrameText``.
    private mutating func frame() throws -> Frame {
        switch FrameText.scan(b.baseAddress.unsafelyUnwrapped, from: p, to: n, flat: true) {
        case .frame(let frame, let end):
            p = end
            return frame
        case .failure(let at, let expected):
            let found = at < n && b[at] != 0x0A && b[at] != 0x0D ? snippet(at: at) : "end of line"
            throw Failure(offset: at, message: "malformed frame: expected \(expected.count == 1 ? "`\(expected)`" : expected), found `\(found)`")
        }
    }

    // MARK: - Types and characters

    /// The type named by the bytes `s..<e`, looked up in the shared name table
    /// (``RecordedNames/controlType(_:_:limit:)``): `StaticText`, `XCUIElementTypeButton`, ….
    @inline(__always)
    static func type(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> ControlType? {
        guard let base = b.baseAddress else { return nil }
        return RecordedNames.controlType(base + s, e - s, limit: base + b.count)
    }

    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return nil
        }
    }

    private func text(_ s: Int, _ e: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)
    }

    /// Up to 40 bytes of the line from `k`, for messages.
    private func snippet(at k: Int) -> String {
        var e = k
        while e < n, e - k < 40, b[e] != 0x0A, b[e] != 0x0D { e += 1 }
        return k < e ? text(k, e) : "end of line"
    }
}
