import Foundation

/// Reads RapidMap's own JSON recording format (`RecordingFormat.nativeJSON`), versions 1 and 2.
///
/// ```json
/// {"format": "rapidmap-native-json", "version": 1, "idiom": "phone", "layoutDirection": "leftToRight",
///  "root": {"type": "window", "frame": [0, 0, 390, 844], "children": [
///    {"type": "button", "identifier": "login.signIn", "label": "Sign In",
///     "frame": [20, 300, 335, 44], "traits": ["button"]}]}}
/// ```
///
/// The document is an object with `format` (must be `"rapidmap-native-json"`), `version`
/// (an integer; 1 and 2 are read, a greater one is refused with a clear error), the optional
/// `idiom` and `layoutDirection` (raw values of `Idiom` and `InterfaceLayoutDirection`;
/// defaults `phone` and `leftToRight`; a tree holding a type only macOS has is `mac`
/// whatever its `idiom` says, `RecordingPlatform`) and `root`, a node. A text input's
/// editing state is its `isEditing` trait. The optional `traitsRecorded` (a boolean; absent
/// or null: false) says whether the recorder recorded every node's traits
/// (`AccessibilityTree.traitsRecorded`): a file without it reads as files always have, its
/// nodes recorded with only states taking the traits their types imply when spoken. Readers
/// before it skip the key, so it needs no new version.
///
/// Version 2 adds the rest of the recording's `RecordingConfiguration`, each optional
/// (absent or null: unknown): `language` (a BCP 47 tag, `"ar"`), `contentSizeCategory` (a
/// raw value of `InterfaceContentSizeCategory`, `"accessibilityExtraExtraExtraLarge"`),
/// `screenSize` (`[width, height]` in points) and `orientation` (`portrait`, `landscape`).
/// ``NativeJSONWriter`` writes version 2 only when one of them is known, so a recording
/// without them stays version 1 and older readers keep reading it.
///
/// A node is an object with the attributes of `AccessibilityNode`. Only `type` (any
/// spelling `ControlType.init(parsing:)` accepts) and `frame` (`[x, y, width, height]`)
/// are required. `traits` is an array of trait names, `isAccessibilityElement` a boolean
/// (absent or null: unknown), `containerType` a raw value of `ContainerType`,
/// `explicitOrder` an array of child positions (each in range and listed once),
/// `customActions` an array of strings and `children` an array of nodes. The optional
/// `foregroundColor` and `backgroundColor` (`"#RRGGBB"` or `"#RRGGBBAA"`), `fontSize` and
/// `boldFont` describe a text for the `contrast` audit. The optional `activationPoint`
/// (`[x, y]` in screen points) is where VoiceOver activates the element.
///
/// Rules:
/// - keys may come in any order (`children` may come before `frame`);
/// - unknown keys are skipped (their values are still checked to be valid JSON), so newer
///   writers can add attributes that this reader ignores;
/// - a known key given twice in one object is an error (the reader never picks one
///   silently); unknown keys are not checked for repeats;
/// - `null` for any attribute but `type` and `frame` means the attribute is absent;
/// - numbers may also be the strings `"nan"`, `"inf"` and `"-inf"`, which is how
///   ``NativeJSONWriter`` writes values JSON cannot hold;
/// - strings must be valid UTF-8 (invalid bytes are an error, never replaced); control
///   characters must be escaped; `\uXXXX` surrogate pairs are combined and a lone
///   surrogate is an error;
/// - numbers follow the JSON grammar strictly; plain decimals are converted by an exact
///   fast path, others by `Double(String)`, so the result always equals `Double(String)`;
/// - a UTF-8 byte order mark at the start is skipped.
///
/// The reader makes one pass over the bytes straight into an
/// `AccessibilityTree.Builder` with an explicit stack (no recursion, no intermediate JSON
/// values, no Foundation JSON), so a tree nested 1,000,000 levels deep is read fine. Every
/// error is a `RecordingError` with the line and column of the offending byte.
public enum NativeJSONReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.nativeJSON

    /// The newest format version this reader understands.
    public static let supportedVersion = 2

    /// Reads a whole recording. Throws `RecordingError`.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        try data.withUnsafeBytes { raw in try read(raw, path: path) }
    }

    // MARK: Keys

    enum DocumentKey: Int32 {
        case format, version, idiom, layoutDirection, root, language, contentSizeCategory, screenSize, orientation
        case traitsRecorded
    }

    enum NodeKey: Int32 {
        case type, identifier, label, value, placeholder, hint, frame, traits, enabled, selected
        case isAccessibilityElement, hidden, visible, alpha, clipsToBounds, accessibilityElementsHidden
        case modal, groupsChildren, containerType, explicitOrder, sortPriority, customActions, children
        case foregroundColor, backgroundColor, fontSize, boldFont, activationPoint

        static let names = [
            "type", "identifier", "label", "value", "placeholder", "hint", "frame", "traits", "enabled", "selected",
            "isAccessibilityElement", "hidden", "visible", "alpha", "clipsToBounds", "accessibilityElementsHidden",
            "modal", "groupsChildren", "containerType", "explicitOrder", "sortPriority", "customActions", "children",
            "foregroundColor", "backgroundColor", "fontSize", "boldFont", "activationPoint",
        ]
    }

    static let documentKeys = ByteNameTable([
        ("format", DocumentKey.format.rawValue), ("version", DocumentKey.version.rawValue),
        ("idiom", DocumentKey.idiom.rawValue), ("layoutDirection", DocumentKey.layoutDirection.rawValue),
        ("root", DocumentKey.root.rawValue), ("language", DocumentKey.language.rawValue),
        ("contentSizeCategory", DocumentKey.contentSizeCategory.rawValue),
        ("screenSize", DocumentKey.screenSize.rawValue), ("orientation", DocumentKey.orientation.rawValue),
        ("traitsRecorded", DocumentKey.traitsRecorded.rawValue),
    ])

    static let nodeKeys = ByteNameTable(NodeKey.names.enumerated().map { ($0.element, Int32($0.offset)) })

    static let containerTypes = ByteNameTable(ContainerType.allCases.enumerated().map { ($0.element.rawValue, Int32($0.offset)) })

    // MARK: Document

    static func read(_ raw: UnsafeRawBufferPointer, path: String?, release: (any InputRelease)? = nil) throws -> AccessibilityTree {
        var s = try JSONScanner.atDocumentObject(raw, format: format, path: path, documentName: "RapidMap tree", release: release)
        s.position += 1
        var builder = AccessibilityTree.Builder(
            source: RecordingSource(format: format, path: path),
            capacity: NodeCapacity.reserve(opening: UInt8(ascii: "{"), in: raw))
        var seen: UInt32 = 0
        var formatName: String?
        var macOSOnlyType = false
        var version: Int?
        var hasMember = try s.firstMember()
        while hasMember {
            let key = try s.readKey()
            guard let raw = s.lookup(documentKeys, key), let k = DocumentKey(rawValue: raw) else {
                hasMember = try s.skipMember()
                continue
            }
            try s.markSeen(raw, key, in: &seen, within: "the document")
            let valueStart = s.position
            switch k {
            case .format:
                guard s.peek() == UInt8(ascii: "\"") else { throw s.error("`format` must be a string, found \(s.describeValue())") }
                let name = try s.readString()
                guard name == "rapidmap-native-json" else {
                    throw s.error("`format` is \"\(name)\", not \"rapidmap-native-json\": this is not a RapidMap tree", at: valueStart)
                }
                formatName = name
            case .version:
                guard s.peek() == UInt8(ascii: "-") || s.peek() &- UInt8(ascii: "0") < 10 else {
                    throw s.error("`version` must be a number, found \(s.describeValue())")
                }
                let v = try s.readNumber()
                guard v == v.rounded(), v >= 1, v < 1e9 else {
                    throw s.error("`version` must be a whole number from 1, found \(v)", at: valueStart)
                }
                guard Int(v) <= supportedVersion else {
                    throw s.error(
                        "this recording is format version \(Int(v)), newer than this reader (it reads versions 1 to \(supportedVersion)); update RapidMap",
                        at: valueStart)
                }
                version = Int(v)
            case .idiom:
                if let idiom = try readOptionalName(&s, "idiom", parse: Idiom.init(rawValue:)) { builder.idiom = idiom }
            case .layoutDirection:
                if let direction = try readOptionalName(&s, "layoutDirection", parse: InterfaceLayoutDirection.init(rawValue:)) {
                    builder.layoutDirection = direction
                }
            case .language:
                if s.readNullIfPresent() { break }
                guard s.peek() == UInt8(ascii: "\"") else { throw s.error("`language` must be a string such as \"en\", found \(s.describeValue())") }
                let tag = try s.readString()
                guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                    throw s.error("`language` must be a language tag such as \"en\" or \"pt-BR\", found \"\(tag)\"", at: valueStart)
                }
                builder.configuration.language = tag
            case .contentSizeCategory:
                if let size = try readOptionalName(&s, "contentSizeCategory", parse: InterfaceContentSizeCategory.init(parsing:)) {
                    builder.configuration.contentSizeCategory = size
                }
            case .screenSize:
                if s.readNullIfPresent() { break }
                guard s.peek() == UInt8(ascii: "[") else { throw s.error("`screenSize` must be [width, height], found \(s.describeValue())") }
                s.position += 1
                var values: [Double] = []
                var more = try s.firstElement()
                while more {
                    guard values.count < 2, s.peek() == UInt8(ascii: "-") || s.peek() &- UInt8(ascii: "0") < 10 else {
                        throw s.error("`screenSize` must be [width, height], two numbers", at: valueStart)
                    }
                    values.append(try s.readNumber())
                    more = try s.nextElement()
                }
                guard values.count == 2, values.allSatisfy({ $0 >= 0 }) else {
                    throw s.error("`screenSize` must be [width, height], two numbers from 0", at: valueStart)
                }
                builder.configuration.screenSize = ScreenSize(width: values[0], height: values[1])
            case .orientation:
                if let orientation = try readOptionalName(&s, "orientation", parse: Orientation.init(rawValue:)) {
                    builder.configuration.orientation = orientation
                }
            case .traitsRecorded:
                if let v = try readOptionalBool(&s, "traitsRecorded") { builder.traitsRecorded = v }
            case .root:
                guard s.peek() == UInt8(ascii: "{") else { throw s.error("`root` must be a node object, found \(s.describeValue())") }
                macOSOnlyType = try readNodes(&s, into: &builder)
            }
            hasMember = try s.nextMember()
        }
        try s.expectEnd()
        guard formatName != nil else {
            throw RecordingError(
                format: format, file: path, line: 1, column: 1,
                message: "missing \"format\": \"rapidmap-native-json\" (is this a RapidMap tree?)")
        }
        guard version != nil else {
            throw RecordingError(format: format, file: path, line: 1, column: 1, message: "missing `version`")
        }
        guard seen & (1 << UInt32(DocumentKey.root.rawValue)) != 0, var tree = try? builder.finish() else {
            throw RecordingError(format: format, file: path, line: 1, column: 1, message: "missing `root` node")
        }
        // A macOS type outranks the stated idiom (RecordingPlatform's precedence); the types
        // were asked about as they were read, so the finished tree is not read again.
        RecordingPlatform.recognise(&tree, macOSOnlyType: macOSOnlyType, stated: tree.idiom, screen: nil)
        return tree
    }

    /// A document attribute that is null (nil: the recording does not say) or a string
    /// `parse` knows (`idiom`, `layoutDirection`, `contentSizeCategory`, `orientation`);
    /// another string is an error that lists the known values.
    static func readOptionalName<T: RawRepresentable & CaseIterable>(
        _ s: inout JSONScanner, _ name: StaticString, parse: (String) -> T?
    ) throws -> T? where T.RawValue == String {
        if s.readNullIfPresent() { return nil }
        let at = s.position
        guard s.peek() == UInt8(ascii: "\"") else { throw s.error("`\(name)` must be a string, found \(s.describeValue())") }
        let text = try s.readString()
        guard let value = parse(text) else {
            throw s.error("unknown \(name) \"\(text)\" (known: \(T.allCases.map(\.rawValue).joined(separator: ", ")))", at: at)
        }
        return value
    }

    // MARK: Nodes

    /// The bookkeeping of a node being read.
    struct OpenNode: JSONTreeObject {
        /// The offset of its `{`.
        var start: Int
        /// Its position in the builder, or -1 while it is not added yet.
        var position: Int = -1
        /// The keys seen, one bit per ``NodeKey``.
        var seen: UInt32 = 0
        /// The number of children read so far.
        var childCount: Int = 0
        /// The offset of its `explicitOrder` value.
        var orderOffset: Int = 0

        init(childAt start: Int) { self.start = start }
    }

    /// What `""` means for an optional text (``JSONScanner/EmptyString``), the one rule for
    /// every text attribute of the format: a text. An element can have an empty label, and
    /// ``NativeJSONWriter`` writes an absent one as no key at all.
    static let emptyString = JSONScanner.EmptyString.text

    /// Reads the node whose `{` is at the position, and all its descendants, with the shared
    /// ``JSONTreeWalk``.
    /// Returns whether a node has a type only macOS has (``RecordingPlatform/isMacOSOnly(_:)``).
    static func readNodes(_ s: inout JSONScanner, into builder: inout AccessibilityTree.Builder) throws -> Bool {
        var macOSOnlyType = false
        let typeTable = RecordedNames.controlTypes
        let traitTable = RecordedNames.traits
        let keyTable = nodeKeys
        let empty = emptyString
        var walk = try JSONTreeWalk(first: OpenNode(childAt: s.position), &s)
        while true {
            guard walk.hasMember else {
                try check(walk.node, walk.object, &s)
                if try walk.endObject(isNode: true, &s, &builder) { continue }
                return macOSOnlyType
            }
            let token = try s.readKey()
            guard let key = s.lookup(keyTable, token) else {
                try walk.skipMember(&s)
                continue
            }
            try s.markSeen(key, token, in: &walk.object.seen, within: "a node")
            let b = s.peek()
            let valueStart = s.position
            switch NodeKey(rawValue: key).unsafelyUnwrapped {
            case .type:
                let type = try s.readControlType(typeTable, unknown: "unknown type")
                walk.node.type = type
                if RecordingPlatform.isMacOSOnly(type) { macOSOnlyType = true }
            case .identifier: walk.node.identifier = try s.readOptionalString("identifier", empty: empty)
            case .label: walk.node.label = try s.readOptionalString("label", empty: empty)
            case .value: walk.node.value = try s.readOptionalString("value", empty: empty)
            case .placeholder: walk.node.placeholder = try s.readOptionalString("placeholder", empty: empty)
            case .hint: walk.node.hint = try s.readOptionalString("hint", empty: empty)
            case .frame:
                walk.node.frame = try readFrame(&s)
            case .traits:
                if s.readNullIfPresent() { break }
                guard b == UInt8(ascii: "[") else { throw s.error("`traits` must be an array of trait names, found \(s.describeValue())") }
                s.position += 1
                var traits = AccessibilityTraitSet()
                var more = try s.firstElement()
                while more {
                    guard s.peek() == UInt8(ascii: "\"") else { throw s.error("`traits` must hold trait names (strings), found \(s.describeValue())") }
                    let at = s.position
                    let token = try s.readStringToken()
                    guard let t = RecordedNames.trait(token, in: &s, table: traitTable) else {
                        throw s.error("unknown trait \"\(s.string(token))\"", at: at)
                    }
                    traits.insert(t)
                    more = try s.nextElement()
                }
                walk.node.traits = traits
            case .enabled: if let v = try readOptionalBool(&s, "enabled") { walk.node.enabled = v }
            case .selected: if let v = try readOptionalBool(&s, "selected") { walk.node.selected = v }
            case .isAccessibilityElement:
                if let v = try readOptionalBool(&s, "isAccessibilityElement") { walk.node.isAccessibilityElement = v ? .yes : .no }
            case .hidden: if let v = try readOptionalBool(&s, "hidden") { walk.node.hidden = v }
            case .visible: if let v = try readOptionalBool(&s, "visible") { walk.node.visible = v }
            case .alpha: if let v = try readOptionalNumber(&s, "`alpha`") { walk.node.alpha = v }
            case .clipsToBounds: if let v = try readOptionalBool(&s, "clipsToBounds") { walk.node.clipsToBounds = v }
            case .accessibilityElementsHidden:
                if let v = try readOptionalBool(&s, "accessibilityElementsHidden") { walk.node.accessibilityElementsHidden = v }
            case .modal: if let v = try readOptionalBool(&s, "modal") { walk.node.modal = v }
            case .groupsChildren: if let v = try readOptionalBool(&s, "groupsChildren") { walk.node.groupsChildren = v }
            case .containerType:
                if s.readNullIfPresent() { break }
                guard b == UInt8(ascii: "\"") else { throw s.error("`containerType` must be a string, found \(s.describeValue())") }
                let token = try s.readStringToken()
                guard let index = s.lookup(containerTypes, token) else {
                    throw s.error(
                        "unknown containerType \"\(s.string(token))\" (known: \(ContainerType.allCases.map(\.rawValue).joined(separator: ", ")))",
                        at: valueStart)
                }
                walk.node.containerType = ContainerType.allCases[Int(index)]
            case .explicitOrder:
                if s.readNullIfPresent() { break }
                guard b == UInt8(ascii: "[") else { throw s.error("`explicitOrder` must be an array of child positions, found \(s.describeValue())") }
                walk.object.orderOffset = valueStart
                s.position += 1
                var order: [Int] = []
                var more = try s.firstElement()
                while more {
                    let at = s.position
                    guard s.peek() == UInt8(ascii: "-") || s.peek() &- UInt8(ascii: "0") < 10 else {
                        throw s.error("`explicitOrder` must hold child positions (numbers), found \(s.describeValue())")
                    }
                    let v = try s.readNumber()
                    guard v == v.rounded(), v >= 0, v < 2_147_483_648 else {
                        throw s.error("`explicitOrder` entries must be whole numbers from 0, found \(v)", at: at)
                    }
                    order.append(Int(v))
                    more = try s.nextElement()
                }
                walk.node.explicitOrder = order
            case .sortPriority: if let v = try readOptionalNumber(&s, "`sortPriority`") { walk.node.sortPriority = v }
            case .customActions:
                if s.readNullIfPresent() { break }
                guard b == UInt8(ascii: "[") else { throw s.error("`customActions` must be an array of strings, found \(s.describeValue())") }
                s.position += 1
                var actions: [String] = []
                var more = try s.firstElement()
                while more {
                    guard s.peek() == UInt8(ascii: "\"") else { throw s.error("`customActions` must hold strings, found \(s.describeValue())") }
                    actions.append(try s.readString())
                    more = try s.nextElement()
                }
                walk.node.customActions = actions
            case .foregroundColor: walk.node.foregroundColor = try readOptionalColor(&s, "foregroundColor", empty: empty)
            case .backgroundColor: walk.node.backgroundColor = try readOptionalColor(&s, "backgroundColor", empty: empty)
            case .fontSize: walk.node.fontSize = try readOptionalNumber(&s, "`fontSize`")
            case .boldFont: if let v = try readOptionalBool(&s, "boldFont") { walk.node.boldFont = v }
            case .activationPoint:
                if s.readNullIfPresent() { break }
                walk.node.activationPoint = try readPoint(&s)
            case .children:
                if try s.openChildren() {
                    try walk.openChildren(&s, &builder)
                    continue
                }
            }
            try walk.nextMember(&s)
        }
    }

    /// Checks a node whose `}` was read: its type and frame, and its `explicitOrder`
    /// against its children.
    @inline(__always)
    static func check(_ node: AccessibilityNode, _ meta: OpenNode, _ s: inout JSONScanner) throws {
        let required: UInt32 = 1 << UInt32(NodeKey.type.rawValue) | 1 << UInt32(NodeKey.frame.rawValue)
        if meta.seen & required != required {
            let missing = meta.seen & (1 << UInt32(NodeKey.type.rawValue)) == 0 ? "type" : "frame"
            throw s.error("node has no `\(missing)` (every node needs a type and a frame)", at: meta.start)
        }
        if let order = node.explicitOrder {
            var used = [Bool](repeating: false, count: meta.childCount)
            for entry in order {
                guard entry < meta.childCount else {
                    throw s.error(
                        "`explicitOrder` entry \(entry) is out of range: the node has \(meta.childCount) child\(meta.childCount == 1 ? "" : "ren")",
                        at: meta.orderOffset)
                }
                guard !used[entry] else {
                    throw s.error("`explicitOrder` lists child \(entry) more than once", at: meta.orderOffset)
                }
                used[entry] = true
            }
        }
    }

    /// A colour `"#RRGGBB"` or `"#RRGGBBAA"`, or null.
    static func readOptionalColor(_ s: inout JSONScanner, _ name: StaticString, empty: JSONScanner.EmptyString) throws -> RGBColor? {
        let at = s.position
        guard let text = try s.readOptionalString(name, empty: empty) else { return nil }
        guard let color = RGBColor(hex: text) else {
            throw s.error("`\(name)` must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"", at: at)
        }
        return color
    }

    @inline(__always)
    static func readOptionalBool(_ s: inout JSONScanner, _ name: StaticString) throws -> Bool? {
        let b = s.peek()
        if b == UInt8(ascii: "t") || b == UInt8(ascii: "f") {
            if s.matchLiteral("true") { return true }
            if s.matchLiteral("false") { return false }
        }
        if s.readNullIfPresent() { return nil }
        throw s.error("`\(name)` must be true, false or null, found \(s.describeValue())")
    }

    @inline(__always)
    static func readOptionalNumber(_ s: inout JSONScanner, _ name: StaticString) throws -> Double? {
        // `name` is the key in backquotes, e.g. "`alpha`".
        if s.readNullIfPresent() { return nil }
        return try readNumberOrSpecial(&s, name)
    }

    /// A number, or one of the strings "nan", "inf", "-inf".
    @inline(__always)
    static func readNumberOrSpecial(_ s: inout JSONScanner, _ what: StaticString) throws -> Double {
        let b = s.peek()
        if b == UInt8(ascii: "-") || b &- UInt8(ascii: "0") < 10 { return try s.readNumber() }
        if b == UInt8(ascii: "\"") {
            let at = s.position
            let text = try s.readString()
            switch text {
            case "nan": return .nan
            case "inf": return .infinity
            case "-inf": return -.infinity
            default: throw s.error("\(what) must be a number (or \"nan\", \"inf\", \"-inf\"), found the string \"\(text)\"", at: at)
            }
        }
        throw s.error("\(what) must be a number, found \(s.describeValue())")
    }

    /// An `activationPoint`: `[x, y]`, each a number or `"nan"`, `"inf"`, `"-inf"`.
    static func readPoint(_ s: inout JSONScanner) throws -> ScreenPoint {
        let start = s.position
        guard s.peek() == UInt8(ascii: "[") else {
            throw s.error("`activationPoint` must be an array of 2 numbers [x, y], found \(s.describeValue())")
        }
        s.position += 1
        var values: [Double] = []
        var more = try s.firstElement()
        while more {
            guard values.count < 2 else { throw s.error("`activationPoint` must have exactly 2 numbers, found more", at: start) }
            let d = s.peek()
            values.append(
                d &- UInt8(ascii: "0") < 10 || d == UInt8(ascii: "-")
                    ? try s.readNumber() : try readNumberOrSpecial(&s, "each `activationPoint` entry"))
            more = try s.nextElement()
        }
        guard values.count == 2 else { throw s.error("`activationPoint` must have exactly 2 numbers, found \(values.count)", at: start) }
        return ScreenPoint(x: values[0], y: values[1])
    }

    /// `[x, y, width, height]`. Inlined into the node loop: every node has a frame.
    @inline(__always)
    static func readFrame(_ s: inout JSONScanner) throws -> Frame {
        let start = s.position
        guard s.peek() == UInt8(ascii: "[") else {
            throw s.error("`frame` must be an array of 4 numbers [x, y, width, height], found \(s.describeValue())")
        }
        s.position += 1
        var values = (0.0, 0.0, 0.0, 0.0)
        var n = 0
        var more = try s.firstElement()
        while more {
            guard n < 4 else { throw s.error("`frame` must have exactly 4 numbers, found more", at: start) }
            let d = s.peek()
            let v =
                d &- UInt8(ascii: "0") < 10 || d == UInt8(ascii: "-")
                ? try s.readNumber() : try readNumberOrSpecial(&s, "each `frame` entry")
            switch n {
            case 0: values.0 = v
            case 1: values.1 = v
            case 2: values.2 = v
            default: values.3 = v
            }
            n += 1
            more = try s.nextElement()
        }
        guard n == 4 else { throw s.error("`frame` must have exactly 4 numbers, found \(n)", at: start) }
        return Frame(x: values.0, y: values.1, width: values.2, height: values.3)
    }
}
