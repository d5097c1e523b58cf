import Foundation

/// Reads WebDriverAgent's JSON page source (`RecordingFormat.webDriverAgentJSON`), what
/// `GET /source?format=json` returns.
///
/// The document may be the full response `{"value": {"tree": NODE}, "sessionId": …,
/// "status": 0}`, a response without `tree` (`{"value": NODE}`), or a bare `NODE`. An
/// object is taken as a wrapper when it has a `tree` object or a `value` *object* (a
/// node's own `value` is a string, number or null); otherwise it is the node itself.
///
/// A node is an object with these keys (all optional but the frame; others are skipped):
/// - `type`: `"Other"` or `"XCUIElementTypeOther"` (any spelling
///   `ControlType.init(parsing:)` accepts); a node without `type` is `ControlType.other`
///   (old WebDriverAgent versions leave it out for plain views);
/// - `name`, `label`: strings or null;
/// - `value`: a string, a number (kept as written, e.g. `"0.5"`), a boolean (`"1"`/`"0"`)
///   or null;
/// - `rawIdentifier` (and its misspelling `rawIndentifier`, which some versions write):
///   the accessibility identifier;
/// - `isEnabled`, `isVisible`, `isAccessible`, `isSelected`: `"1"`/`"0"` strings, booleans
///   or 1/0. `isVisible: "0"` gives `visible = false`; `isAccessible` gives
///   `AccessibilityElementFlag.yes`/`AccessibilityElementFlag.no` (absent: unknown);
/// - `frame`: the string `"{{x, y}, {w, h}}"`, and/or `rect`: `{"origin": {"x", "y"},
///   "size": {"width", "height"}}` or `{"x", "y", "width", "height"}`. When both are given,
///   `rect` wins (it holds unrounded numbers). A node with neither is an error;
/// - `traits`: a comma-separated string of trait names (`"Button, Selected"`; unknown names
///   are skipped) or a number (the raw bit mask). A source that writes it on any element
///   records every element's traits (`AccessibilityTree.traitsRecorded`); older sources
///   record only the `Selected` and `NotEnabled` states;
/// - `placeholderValue`: the placeholder;
/// - `children`: an array of nodes.
///
/// **Identifier policy.** WebDriverAgent's `name` is the accessibility identifier when one
/// is set and the label otherwise (XCUITest falls back to the label), so `name` alone does
/// not say whether an identifier exists. The reader therefore uses:
/// 1. `rawIdentifier`/`rawIndentifier` when the key is present: it is authoritative, and
///    null or `""` means the element has no identifier;
/// 2. otherwise `name`, but only when it differs from `label` (a `name` equal to the
///    label is most likely the label fallback, so the identifier is left nil).
///
/// Empty strings for `name`, `label`, `value`, `placeholderValue` and the identifier are
/// read as absent, as WebDriverAgent writes `""` for unset attributes. A value that
/// WebDriverAgent filled in from another attribute (a static text's label, a text entry's
/// placeholder, `1` for a selected button) is dropped (`RecordedEchoes`).
///
/// The source names no device: the idiom is `Idiom.mac` when a type only macOS has appears,
/// else `Idiom.tv` when the root is 1920×1080 points (an Apple TV's screen), `Idiom.watch`
/// for an Apple Watch's screen, else `Idiom.phone` (`RecordingPlatform`). It does not say
/// which text input is being edited.
///
/// The W3C answer to `GET /session/{id}/source`, `{"value": "<?xml …>", "sessionId": …}`
/// (what `curl` and client logs show for an XML source), is read as the XML page source
/// its `value` string holds, by ``AppiumXMLReader``; errors in it give the line and
/// column in that XML document.
///
/// The answer to `GET /source?format=description`, `{"value": "Attributes: Window, …",
/// "sessionId": …}`, holds the debugDescription of each of the application's windows, one
/// after another: a document whose `value` string starts with `Attributes:` (or
/// `Element subtree:`) is read by ``DebugDescriptionWindows``, the windows under one
/// application node.
///
/// Keys may come in any order; a known key given twice in one node is an error. The reader
/// shares its byte scanner and JSON rules with ``NativeJSONReader``: one pass, no intermediate JSON values,
/// an explicit stack (no recursion), and a `RecordingError` with line and column for every
/// problem.
public enum WebDriverAgentJSONReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.webDriverAgentJSON

    /// Reads a whole recording. Throws `RecordingError`.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        try data.withUnsafeBytes { raw in try read(raw, path: path) }
    }

    // MARK: Keys

    enum Key: Int32 {
        case type, name, label, value, rawIdentifier, rawIndentifier, isEnabled, isVisible, isAccessible, isSelected
        case frame, rect, traits, placeholderValue, children, tree
    }

    static let keys = ByteNameTable([
        ("type", Key.type.rawValue), ("name", Key.name.rawValue), ("label", Key.label.rawValue),
        ("value", Key.value.rawValue), ("rawIdentifier", Key.rawIdentifier.rawValue),
        ("rawIndentifier", Key.rawIndentifier.rawValue), ("isEnabled", Key.isEnabled.rawValue),
        ("isVisible", Key.isVisible.rawValue), ("isAccessible", Key.isAccessible.rawValue),
        ("isSelected", Key.isSelected.rawValue), ("frame", Key.frame.rawValue), ("rect", Key.rect.rawValue),
        ("traits", Key.traits.rawValue), ("placeholderValue", Key.placeholderValue.rawValue),
        ("children", Key.children.rawValue), ("tree", Key.tree.rawValue),
    ])

    enum RectKey: Int32 { case x, y, width, height, origin, size }

    static let rectKeys = ByteNameTable([
        ("x", RectKey.x.rawValue), ("y", RectKey.y.rawValue), ("width", RectKey.width.rawValue),
        ("height", RectKey.height.rawValue), ("origin", RectKey.origin.rawValue), ("size", RectKey.size.rawValue),
    ])

    // MARK: Reading

    /// What an object being read turned out to be.
    enum Kind {
        /// The document or a `value` object: a wrapper or a node, not known yet.
        case candidate
        /// A node.
        case node
        /// A wrapper (`{"value": …}` or `{"tree": …}`): only its inner tree matters.
        case wrapper
    }

    /// The bookkeeping of an object being read.
    struct OpenNode: JSONTreeObject {
        var kind: Kind
        /// The offset of its `{`.
        var start: Int
        /// Its position in the builder, or -1 while not added yet (always -1 for a wrapper).
        var position: Int = -1
        /// The keys seen, one bit per ``Key``.
        var seen: UInt32 = 0
        /// The number of children read so far.
        var childCount: Int = 0
        var name: String?
        var rawIdentifier: String?
        var misspelledRawIdentifier: String?
        var rect: Frame?

        init(kind: Kind, start: Int) {
            self.kind = kind
            self.start = start
        }

        init(childAt start: Int) { self.init(kind: .node, start: start) }

        func has(_ key: Key) -> Bool { seen & (1 << UInt32(key.rawValue)) != 0 }
    }

    /// What `""` means for an optional text (``JSONScanner/EmptyString``), the one rule for
    /// every text attribute of the format (`name`, `label`, a string `value`,
    /// `placeholderValue`, the raw identifier): absent, as WebDriverAgent writes `""` for
    /// every attribute that is not set.
    static let emptyString = JSONScanner.EmptyString.absent

    static func read(_ raw: UnsafeRawBufferPointer, path: String?, release: (any InputRelease)? = nil) throws -> AccessibilityTree {
        var s = try JSONScanner.atDocumentObject(raw, format: format, path: path, documentName: "WebDriverAgent JSON source", release: release)
        var builder = AccessibilityTree.Builder(
            source: RecordingSource(format: format, path: path),
            capacity: NodeCapacity.reserve(opening: UInt8(ascii: "{"), in: raw))
        let typeTable = RecordedNames.controlTypes
        let keyTable = keys
        let empty = emptyString
        let document = s.position
        var xmlSource: String?
        var descriptionSource: String?
        var walk = try JSONTreeWalk(first: OpenNode(kind: .candidate, start: s.position), &s)
        while true {
            guard walk.hasMember else {
                let isNode = walk.object.kind != .wrapper
                if isNode { try resolve(&walk.node, walk.object, &s, builder) }
                if try walk.endObject(isNode: isNode, &s, &builder) { continue }
                break
            }
            let keyToken = try s.readKey()
            guard let raw = s.lookup(keyTable, keyToken) else {
                try walk.skipMember(&s)
                continue
            }
            let key = Key(rawValue: raw).unsafelyUnwrapped
            let b = s.peek()
            let valueStart = s.position
            if walk.object.kind == .wrapper {
                if (key == .tree || key == .value) && b == UInt8(ascii: "{") {
                    throw s.error("a second `\(s.string(keyToken))` object: the source holds more than one tree", at: keyToken.quote)
                }
                try s.skipValue()
                try walk.nextMember(&s)
                continue
            }
            try s.markSeen(raw, keyToken, in: &walk.object.seen, within: "a node")
            if (key == .tree || key == .value) && b == UInt8(ascii: "{") && walk.object.kind == .candidate {
                // This object is a wrapper: read the inner object as the tree (`tree`) or
                // as another possible wrapper (`value`).
                walk.object.kind = .wrapper
                try walk.openInner(OpenNode(kind: key == .tree ? .node : .candidate, start: s.position), &s)
                continue
            }
            if key == .value, b == UInt8(ascii: "\""), walk.object.start == document, walk.object.seen == 1 << UInt32(raw), s.stringStartsWithMarkup() {
                // The W3C answer: the document's `value` is an XML page source.
                xmlSource = s.string(try s.readStringToken())
                walk.object.kind = .wrapper
                try walk.nextMember(&s)
                continue
            }
            if key == .value, b == UInt8(ascii: "\""), walk.object.start == document, walk.object.seen == 1 << UInt32(raw),
                s.stringStarts(with: "Attributes:") || s.stringStarts(with: "Element subtree:")
            {
                // The answer to `/source?format=description`: the windows' debugDescription text.
                descriptionSource = s.string(try s.readStringToken())
                walk.object.kind = .wrapper
                try walk.nextMember(&s)
                continue
            }
            switch key {
            case .tree:
                // Only a wrapper's `tree` means something; in a node it is an unknown key.
                try s.skipValue()
            case .type:
                if s.readNullIfPresent() { break }
                walk.node.type = try s.readControlType(typeTable, unknown: "unknown element type")
            case .name: walk.object.name = try s.readOptionalString("name", empty: empty)
            case .label: walk.node.label = try s.readOptionalString("label", empty: empty)
            case .value:
                switch b {
                case UInt8(ascii: "\""):
                    walk.node.value = try s.readOptionalString("value", empty: empty)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    _ = try s.readNumber()
                    walk.node.value = String(decoding: UnsafeBufferPointer(start: s.base + valueStart, count: s.position - valueStart), as: UTF8.self)
                case UInt8(ascii: "t"), UInt8(ascii: "f"):
                    walk.node.value = try s.readBool() ? "1" : "0"
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    throw s.error("`value` must be a string, a number, a boolean or null, found \(s.describeValue())")
                default:
                    guard s.readNullIfPresent() else {
                        throw s.error("`value` must be a string, a number, a boolean or null, found \(s.describeValue())")
                    }
                    walk.node.value = nil
                }
            case .rawIdentifier: walk.object.rawIdentifier = try s.readOptionalString("rawIdentifier", empty: empty)
            case .rawIndentifier: walk.object.misspelledRawIdentifier = try s.readOptionalString("rawIndentifier", empty: empty)
            case .isEnabled: if let v = try readFlag(&s, "isEnabled") { walk.node.enabled = v }
            case .isVisible: if let v = try readFlag(&s, "isVisible") { walk.node.visible = v }
            case .isSelected: if let v = try readFlag(&s, "isSelected") { walk.node.selected = v }
            case .isAccessible:
                if let v = try readFlag(&s, "isAccessible") { walk.node.isAccessibilityElement = v ? .yes : .no }
            case .frame:
                if s.readNullIfPresent() { walk.object.seen &= ~(1 << UInt32(raw)); break }
                guard b == UInt8(ascii: "\"") else {
                    throw s.error("`frame` must be a string like \"{{0, 0}, {320, 568}}\", found \(s.describeValue())")
                }
                let token = try s.readStringToken()
                walk.node.frame = try frameString(&s, token)
            case .rect:
                if s.readNullIfPresent() { walk.object.seen &= ~(1 << UInt32(raw)); break }
                walk.object.rect = try readRect(&s)
            case .traits:
                // A recorder that writes `traits` records them all (AccessibilityTree.traitsRecorded).
                if s.peek() != UInt8(ascii: "n") { builder.traitsRecorded = true }
                walk.node.traits = try readTraits(&s)
            case .placeholderValue: walk.node.placeholder = try s.readOptionalString("placeholderValue", empty: empty)
            case .children:
                if try s.openChildren() {
                    guard builder.canOpen else {
                        throw s.error("a second tree: the source holds more than one root", at: walk.object.start)
                    }
                    walk.object.kind = .node
                    try walk.openChildren(&s, &builder)
                    continue
                }
            }
            try walk.nextMember(&s)
        }
        try s.expectEnd()
        if let xmlSource { return try readW3CSource(xmlSource, path: path) }
        if let descriptionSource { return try DebugDescriptionWindows.read(descriptionSource, path: path) }
        guard var tree = try? builder.finish() else {
            throw RecordingError(format: format, file: path, line: 1, column: 1, message: "no accessibility tree found")
        }
        RecordingPlatform.recognise(&tree, stated: nil, screen: tree[0].frame)
        return tree
    }

    /// Resolves the frame and the identifier of a node whose `}` was read.
    @inline(__always)
    static func resolve(
        _ node: inout AccessibilityNode, _ meta: OpenNode, _ s: inout JSONScanner, _ builder: AccessibilityTree.Builder
    ) throws {
        if let rect = meta.rect {
            node.frame = rect
        } else if !meta.has(.frame) {
            if meta.kind == .candidate {
                throw s.error("no accessibility tree found: expected {\"value\": {\"tree\": NODE}}, {\"value\": NODE} or a node", at: meta.start)
            }
            throw s.error("node has neither `frame` nor `rect`", at: meta.start)
        }
        if meta.has(.rawIdentifier) {
            node.identifier = meta.rawIdentifier
        } else if meta.has(.rawIndentifier) {
            node.identifier = meta.misspelledRawIdentifier
        } else {
            node.identifier = RecordedNames.identifier(name: meta.name, label: node.label)
        }
        RecordedEchoes.remove(from: &node, selectedButtonEcho: true)
        if meta.position < 0 && !builder.canOpen {
            throw s.error("a second tree: the source holds more than one root", at: meta.start)
        }
    }

    /// Reads the XML page source a W3C answer's `value` string holds; an error keeps the
    /// line and column in that XML and says where it sits.
    static func readW3CSource(_ xml: String, path: String?) throws -> AccessibilityTree {
        do {
            return try AppiumXMLReader.read(Data(xml.utf8), path: path)
        } catch var error as RecordingError {
            error.message += " (in the XML page source held by the JSON `value` string)"
            throw error
        }
    }

    /// `"1"`/`"0"`, `"true"`/`"false"`, a boolean, 1/0 or null (nil).
    @inline(__always)
    static func readFlag(_ s: inout JSONScanner, _ name: StaticString) throws -> Bool? {
        let start = s.position
        switch s.peek() {
        case UInt8(ascii: "\""):
            let token = try s.readStringToken()
            let value: Bool? = s.withBytes(of: token) { bytes in
                if bytes.count == 1 {
                    if bytes[0] == UInt8(ascii: "1") { return true }
                    if bytes[0] == UInt8(ascii: "0") { return false }
                }
                switch String(decoding: bytes, as: UTF8.self).lowercased() {
                case "1", "true", "yes": return true
                case "0", "false", "no": return false
                default: return nil
                }
            }
            if let value { return value }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return try s.readBool()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let v = try s.readNumber()
            if v == 1 { return true }
            if v == 0 { return false }
        default:
            if s.readNullIfPresent() { return nil }
        }
        s.position = start
        throw s.error("`\(name)` must be \"1\", \"0\", true, false or null, found \(s.describeValue())", at: start)
    }

    /// `"{{x, y}, {w, h}}"`, whose bytes are `token`, read by the shared ``FrameText``
    /// (so `inf` and `nan` are kept, as in every format).
    static func frameString(_ s: inout JSONScanner, _ token: JSONStringToken) throws -> Frame {
        let frame: Frame? = s.withBytes(of: token) { bytes in
            guard let p = bytes.baseAddress,
                case .frame(let frame, let end) = FrameText.scan(p, from: 0, to: bytes.count, flat: false),
                end == bytes.count
            else { return nil }
            return frame
        }
        guard let frame else {
            throw s.error("`frame` must look like \"{{x, y}, {w, h}}\", found \"\(s.string(token))\"", at: token.quote)
        }
        return frame
    }

    /// `{"origin": {"x", "y"}, "size": {"width", "height"}}` or `{"x", "y", "width", "height"}`.
    static func readRect(_ s: inout JSONScanner) throws -> Frame {
        let start = s.position
        guard s.peek() == UInt8(ascii: "{") else { throw s.error("`rect` must be an object, found \(s.describeValue())") }
        s.position += 1
        var values: [Double?] = [nil, nil, nil, nil]  // x, y, width, height
        // The outer object, then at most one level of `origin` / `size`.
        var more = try s.firstMember()
        var inner: RectKey?
        var innerMore = false
        while true {
            let inInner = inner != nil
            guard inInner ? innerMore : more else {
                if inInner {
                    inner = nil
                    more = try s.nextMember()
                    continue
                }
                break
            }
            let token = try s.readKey()
            let key = s.lookup(rectKeys, token).flatMap(RectKey.init(rawValue:))
            switch key {
            case let key? where key == .x || key == .y || key == .width || key == .height:
                let index = Int(key.rawValue)
                guard s.peek() == UInt8(ascii: "-") || s.peek() &- UInt8(ascii: "0") < 10 else {
                    throw s.error("`rect.\(s.string(token))` must be a number, found \(s.describeValue())")
                }
                if values[index] != nil { throw s.error("duplicate key `\(s.string(token))` in `rect`", at: token.quote) }
                values[index] = try s.readNumber()
            case let key? where !inInner && (key == .origin || key == .size):
                guard s.peek() == UInt8(ascii: "{") else {
                    throw s.error("`rect.\(s.string(token))` must be an object, found \(s.describeValue())")
                }
                s.position += 1
                inner = key
                innerMore = try s.firstMember()
                continue
            default:
                try s.skipValue()
            }
            if inInner { innerMore = try s.nextMember() } else { more = try s.nextMember() }
        }
        let names = ["x", "y", "width", "height"]
        for i in 0..<4 where values[i] == nil {
            throw s.error("`rect` has no `\(names[i])`", at: start)
        }
        return Frame(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0)
    }

    /// A comma-separated string of trait names (unknown names skipped), a bit mask, or null.
    static func readTraits(_ s: inout JSONScanner) throws -> AccessibilityTraitSet {
        let start = s.position
        switch s.peek() {
        case UInt8(ascii: "\""):
            let token = try s.readStringToken()
            guard let traits = RecordedNames.traits(names: s.string(token)) else {
                throw s.error("`traits` mixes numbers and names: \"\(s.string(token).prefix(30))\"", at: start)
            }
            return traits
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let v = try s.readNumber()
            guard v == v.rounded(), v >= 0, v < 18_446_744_073_709_551_616 else {
                throw s.error("`traits` as a number must be a whole bit mask, found \(v)", at: start)
            }
            return AccessibilityTraitSet(rawValue: UInt64(v))
        default:
            if s.readNullIfPresent() { return [] }
            throw s.error("`traits` must be a string of names or a number, found \(s.describeValue())")
        }
    }
}
