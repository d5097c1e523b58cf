import Foundation

/// The one-pass structure of an Appium page source: prolog, optional `<AppiumAUT>`
/// wrapper, element tags streamed into an `AccessibilityTree.Builder`, comments and
/// processing instructions skipped. A loop with an explicit stack of open tags: nesting
/// depth costs heap memory, never call-stack depth.
struct AppiumXMLDocumentParser {
    /// One tag opened and not yet closed.
    private struct OpenTag {
        /// Offset of its `<`.
        var offset: Int
        /// Where its name starts in ``openNames``, and its length.
        var nameStart: Int
        var nameCount: Int
        /// True for the `<AppiumAUT>` wrapper, which is not a node.
        var isWrapper: Bool
    }

    private var scanner: XMLByteScanner
    private var builder: AccessibilityTree.Builder
    private var open: [OpenTag] = []
    /// The names of the open tags, one after the other: a close tag is compared with a copy,
    /// since the bytes of its open tag may have been given back (``ReleaseWindow``).
    private var openNames: [UInt8] = []
    private var attributes = AppiumXMLAttributes()
    private var types = XMLByteCache<ControlType>()
    private var traitLists = XMLByteCache<AccessibilityTraitSet>()
    private var documentElementClosed = false
    private var sawWrapper = false
    private var sawFocused = false

    /// Creates a parser over a non-empty input.
    init(scanner: XMLByteScanner, path: String?) {
        self.scanner = scanner
        self.builder = AccessibilityTree.Builder(
            source: RecordingSource(format: .appiumXML, path: path),
            capacity: NodeCapacity.reserve(opening: UInt8(ascii: "<"), in: scanner.bytes))
    }

    /// Reads the whole document.
    mutating func parse() throws -> AccessibilityTree {
        try skipByteOrderMark()
        while true {
            scanner.skipIndentation()
            guard scanner.hasMore else { break }
            let lt = scanner.position
            // Between two tags nothing before is read again (open tags' names are copies).
            scanner.window.passed(lt)
            guard scanner.byte(lt) == UInt8(ascii: "<") else { throw unexpectedText(at: lt) }
            scanner.position += 1
            guard scanner.hasMore else { throw scanner.error("the file ends after `<`", at: lt) }
            switch scanner.byte(scanner.position) {
            case UInt8(ascii: "/"):
                scanner.position += 1
                try closeTag(at: lt)
            case UInt8(ascii: "?"):
                try processingInstruction(at: lt)
            case UInt8(ascii: "!"):
                try markupDeclaration(at: lt)
            default:
                try startTag(at: lt)
            }
        }
        return try finish()
    }

    // MARK: Tags

    private mutating func startTag(at lt: Int) throws {
        let tag = try scanner.readName("an element name")
        attributes.reset()
        var selfClosing = false
        while true {
            let spaced = scanner.skipWhitespace()
            guard scanner.hasMore else { throw endsInside(tag: tag, at: lt) }
            let b = scanner.byte(scanner.position)
            if b == UInt8(ascii: ">") { scanner.position += 1; break }
            if b == UInt8(ascii: "/") {
                scanner.position += 1
                guard scanner.hasMore else { throw endsInside(tag: tag, at: lt) }
                guard scanner.byte(scanner.position) == UInt8(ascii: ">") else {
                    throw scanner.error("expected `>` after `/` in `<\(name(tag))>`", at: scanner.position)
                }
                scanner.position += 1
                selfClosing = true
                break
            }
            guard spaced else {
                throw scanner.error(
                    "expected whitespace before the next attribute of `<\(name(tag))>`, found `\(scanner.snippet(at: scanner.position, limit: 12))`",
                    at: scanner.position)
            }
            let attribute = try scanner.readName("an attribute name or `>`")
            let value = try scanner.readAttributeValue(attribute: attribute)
            try attributes.record(name: attribute, value: value, tag: tag, scanner: scanner)
        }

        if open.isEmpty {
            if documentElementClosed {
                throw scanner.error("a second root element `<\(name(tag))>`: a page source has exactly one", at: lt)
            }
            if scanner.equals(tag.start, tag.count, "hierarchy") || scanner.equals(tag.start, tag.count, "node") {
                throw scanner.error(
                    "this looks like an Android uiautomator dump (`<hierarchy>` of `<node>` elements), not an iOS page source; RapidMap reads iOS accessibility trees only",
                    at: lt)
            }
            if scanner.equals(tag.start, tag.count, "AppiumAUT") {
                sawWrapper = true
                if selfClosing {
                    documentElementClosed = true
                } else {
                    pushOpen(tag, at: lt, isWrapper: true)
                }
                return
            }
        }
        guard builder.canOpen else {
            throw scanner.error("a second root element `<\(name(tag))>` inside `<AppiumAUT>`: a page source has exactly one", at: lt)
        }
        let node = try attributes.node(tag: tag, scanner: scanner, types: &types, traitLists: &traitLists, sawFocused: &sawFocused)
        // A page source that writes `traits` records them all (AccessibilityTree.traitsRecorded).
        if attributes.traits != nil { builder.traitsRecorded = true }
        builder.open(node)
        if selfClosing {
            builder.close()
            if open.isEmpty { documentElementClosed = true }
        } else {
            pushOpen(tag, at: lt, isWrapper: false)
        }
    }

    /// Remembers a tag opened at `lt`, with a copy of its name.
    private mutating func pushOpen(_ tag: (start: Int, count: Int), at lt: Int, isWrapper: Bool) {
        open.append(OpenTag(offset: lt, nameStart: openNames.count, nameCount: tag.count, isWrapper: isWrapper))
        openNames.append(contentsOf: UnsafeBufferPointer(start: scanner.base + tag.start, count: tag.count))
    }

    /// The name of an open tag.
    private func name(of tag: OpenTag) -> String {
        String(decoding: openNames[tag.nameStart..<(tag.nameStart + tag.nameCount)], as: UTF8.self)
    }

    private mutating func closeTag(at lt: Int) throws {
        let tag = try scanner.readName("an element name after `</`")
        scanner.skipWhitespace()
        guard scanner.hasMore else { throw scanner.error("the file ends inside the close tag `</\(name(tag))>`", at: lt) }
        guard scanner.byte(scanner.position) == UInt8(ascii: ">") else {
            throw scanner.error(
                "expected `>` to end the close tag `</\(name(tag))`, found `\(scanner.snippet(at: scanner.position, limit: 12))`", at: scanner.position)
        }
        scanner.position += 1
        guard let top = open.last else {
            throw scanner.error("close tag `</\(name(tag))>` has no matching open tag", at: lt)
        }
        let matches =
            top.nameCount == tag.count
            && openNames.withUnsafeBufferPointer {
                memcmp($0.baseAddress! + top.nameStart, scanner.base + tag.start, tag.count) == 0
            }
        guard matches else {
            let opened = name(of: top)
            throw scanner.error("close tag `</\(name(tag))>` does not match `<\(opened)>` opened at line \(scanner.line(of: top.offset))", at: lt)
        }
        open.removeLast()
        openNames.removeLast(top.nameCount)
        if !top.isWrapper { builder.close() }
        if open.isEmpty { documentElementClosed = true }
    }

    // MARK: Everything else

    /// `<?target …?>`: skipped. The XML declaration's encoding must be UTF-8 (or ASCII).
    private mutating func processingInstruction(at lt: Int) throws {
        guard let close = scanner.find("?>", from: lt + 2) else {
            throw scanner.error("the processing instruction is not closed with `?>`", at: lt)
        }
        if scanner.matches("<?xml", at: lt), lt + 5 < scanner.end, XMLByteScanner.isWhitespace(scanner.byte(lt + 5)) || scanner.byte(lt + 5) == 0x3F {
            try checkEncoding(declarationFrom: lt + 5, to: close)
        }
        scanner.position = close + 2
    }

    private func checkEncoding(declarationFrom start: Int, to stop: Int) throws {
        let declaration = scanner.text(from: start, to: stop)
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        switch name.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii":
            return
        default:
            throw scanner.error("the XML declaration says encoding `\(name.prefix(20))`; only UTF-8 page sources are read", at: start)
        }
    }

    /// `<!--…-->`, `<![CDATA[…]]>` or `<!DOCTYPE …>`.
    private mutating func markupDeclaration(at lt: Int) throws {
        if scanner.matches("<!--", at: lt) {
            guard let close = scanner.find("-->", from: lt + 4) else {
                throw scanner.error("the comment is not closed with `-->`", at: lt)
            }
            scanner.position = close + 3
        } else if scanner.matches("<![CDATA[", at: lt) {
            guard !open.isEmpty else { throw scanner.error("a CDATA section outside the root element", at: lt) }
            guard let close = scanner.find("]]>", from: lt + 9) else {
                throw scanner.error("the CDATA section is not closed with `]]>`", at: lt)
            }
            var i = lt + 9
            while i < close {
                guard XMLByteScanner.isWhitespace(scanner.byte(i)) else {
                    throw scanner.error("a CDATA section with text: an Appium page source keeps everything in attributes, never in element text", at: lt)
                }
                i += 1
            }
            scanner.position = close + 3
        } else if scanner.matches("<!DOCTYPE", at: lt) {
            throw scanner.error("a DOCTYPE declaration: RapidMap reads no DTD and expands no declared entities, so documents with one are refused", at: lt)
        } else {
            throw scanner.error("unexpected `\(scanner.snippet(at: lt, limit: 12))`", at: lt)
        }
    }

    private mutating func skipByteOrderMark() throws {
        let s = scanner
        switch TextEncoding.detect({ s.byte($0) }, count: s.end) {
        case .utf8(let offset): scanner.position = offset
        case .utf16: throw s.error("the file is UTF-16; save the page source as UTF-8", at: 0)
        }
    }

    private mutating func finish() throws -> AccessibilityTree {
        if let top = open.last {
            let count = open.count - (sawWrapper && open[0].isWrapper ? 1 : 0)
            let opened = name(of: top)
            throw scanner.error(
                "the file ends inside `<\(opened)>` opened at line \(scanner.line(of: top.offset)) (\(count) element\(count == 1 ? "" : "s") not closed)",
                at: scanner.end)
        }
        guard builder.count > 0 else {
            let message = sawWrapper ? "`<AppiumAUT>` holds no element" : "the file holds no XML element"
            throw scanner.error(message, at: scanner.end)
        }
        var tree: AccessibilityTree
        do {
            tree = try builder.finish()
        } catch {
            throw scanner.error("the tree is incomplete: \(error)", at: scanner.end)
        }
        RecordingPlatform.recognise(&tree, stated: sawFocused ? .tv : nil, screen: tree[0].frame)
        return tree
    }

    private func name(_ tag: (start: Int, count: Int)) -> String {
        scanner.text(from: tag.start, to: tag.start + tag.count)
    }

    private func endsInside(tag: (start: Int, count: Int), at lt: Int) -> RecordingError {
        scanner.error("the file ends inside the tag `<\(name(tag))`", at: lt)
    }

    private func unexpectedText(at offset: Int) -> RecordingError {
        if builder.count == 0 && open.isEmpty && !sawWrapper {
            return scanner.error("this is not XML: expected `<`, found `\(scanner.snippet(at: offset, limit: 16))`", at: offset)
        }
        return scanner.error(
            "unexpected text `\(scanner.snippet(at: offset, limit: 16))`: an Appium page source keeps everything in attributes, never in element text",
            at: offset)
    }
}
