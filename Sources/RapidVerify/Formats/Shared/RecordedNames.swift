/// The names every reader meets on every node, recognised one way for every format:
/// element type names, trait names (including WebDriverAgent's spellings) and
/// WebDriverAgent's name/label rule for identifiers.
///
/// The byte tables recognise the common spellings without creating a `String`; uncommon
/// spellings fall back to `ControlType.init(parsing:)` and `AccessibilityTraitSet.init(name:)`.
enum RecordedNames {
    /// Control types by `ControlType.name`, `ControlType.debugName` and
    /// `ControlType.xcuiName`, to raw values.
    static let controlTypes: ByteNameTable = {
        var entries: [(String, Int32)] = []
        for t in ControlType.allCases {
            entries.append((t.name, Int32(t.rawValue)))
            entries.append((t.debugName, Int32(t.rawValue)))
            entries.append((t.xcuiName, Int32(t.rawValue)))
        }
        return ByteNameTable(entries)
    }()

    /// Trait names (as `AccessibilityTraitSet.named` spells them, also capitalised as
    /// WebDriverAgent writes them, and WebDriverAgent's own ``wdaTraitNames``) to bit
    /// positions, or -1 for a name that stands for no trait (`None`).
    static let traits: ByteNameTable = {
        var entries: [(String, Int32)] = []
        for entry in AccessibilityTraitSet.named {
            let bit = Int32(entry.trait.rawValue.trailingZeroBitCount)
            entries.append((entry.name, bit))
            entries.append((entry.name.prefix(1).uppercased() + entry.name.dropFirst(), bit))
        }
        for (name, trait) in wdaTraitNames {
            entries.append((name, trait.isEmpty ? -1 : Int32(trait.rawValue.trailingZeroBitCount)))
        }
        return ByteNameTable(entries)
    }()

    /// The element type the `count` bytes at `bytes` name (any spelling the
    /// ``controlTypes`` table or ``controlType(parsing:)`` accepts), or nil.
    /// `limit` is the end of the readable memory (see ``ByteNameTable/lookup(_:_:limit:)``).
    @inline(__always)
    static func controlType(_ bytes: UnsafePointer<UInt8>, _ count: Int, limit: UnsafePointer<UInt8>) -> ControlType? {
        if let raw = controlTypes.lookup(bytes, count, limit: limit) { return ControlType(rawValue: UInt(raw)) }
        return controlType(parsing: String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }

    /// The element type a name spells, in any spelling `ControlType.init(parsing:)` accepts.
    /// An unknown `XCUIElementType…` name (a type a newer Xcode added) is
    /// `ControlType.other`, in every format, so a new type does not make a recording
    /// unreadable; any other unknown name is nil (the reader reports it).
    static func controlType(parsing text: String) -> ControlType? {
        if let t = ControlType(parsing: text) { return t }
        return text.hasPrefix("XCUIElementType") && text.count > "XCUIElementType".count ? .other : nil
    }

    /// The trait a name spells: WebDriverAgent's names (``wdaTraitNames``), then any name
    /// `AccessibilityTraitSet.init(name:)` accepts; nil when unknown.
    static func trait(named word: some StringProtocol) -> AccessibilityTraitSet? {
        wdaTraitNames[String(word)] ?? wdaTraitNames[word.lowercased()] ?? AccessibilityTraitSet(name: word)
    }

    /// Reads WebDriverAgent's `traits` text, the same in Appium XML and WebDriverAgent JSON:
    /// names separated by commas, spaces or `|` (`"Button, Selected"`); unknown names are
    /// skipped, so traits a newer iOS adds do not make a recording unreadable. Nil when a
    /// part starts with a digit (numbers and names mixed), which the caller reports.
    static func traits(names text: some StringProtocol) -> AccessibilityTraitSet? {
        var result = AccessibilityTraitSet()
        for word in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            if let first = word.first, first.isNumber { return nil }
            if let t = trait(named: word) { result.insert(t) }
        }
        return result
    }

    /// WebDriverAgent trait names that `AccessibilityTraitSet.init(name:)` does not know.
    ///
    /// `ToggleButton` decision, the same in every format: it is the `AccessibilityTraitSet.switchButton`
    /// bit. The iOS 17 SDK added `UIAccessibilityTraitToggleButton` ("behaves like a toggle
    /// button") for the bit switches carry, which RapidMap names `switchButton`, and
    /// WebDriverAgent writes the trait's name as `ToggleButton`. The XML and JSON readers
    /// both look it up here, so a switch reads the same in either format.
    static let wdaTraitNames: [String: AccessibilityTraitSet] = [
        "none": [], "None": [],
        "togglebutton": .switchButton, "ToggleButton": .switchButton,
    ]

    /// WebDriverAgent's name/label rule, the same in Appium XML and WebDriverAgent JSON.
    ///
    /// WebDriverAgent's `name` is the accessibility identifier when one is set and falls
    /// back to the label otherwise (XCUITest's `identifier` is empty then), so a `name` equal
    /// to the label is taken as that fallback: no identifier. An empty `name` is no
    /// identifier; a `name` without a label is an identifier.
    @inline(__always)
    static func identifier(name: String?, label: String?) -> String? {
        guard let name, !name.isEmpty, name != label else { return nil }
        return name
    }

    /// The control type a JSON string token names, or nil.
    @inline(__always)
    static func controlType(_ token: JSONStringToken, in scanner: inout JSONScanner, table: ByteNameTable) -> ControlType? {
        if let raw = scanner.lookup(table, token) { return ControlType(rawValue: UInt(raw)) }
        return controlType(parsing: scanner.string(token))
    }

    /// The trait a JSON string token names ([] for `None`), or nil.
    @inline(__always)
    static func trait(_ token: JSONStringToken, in scanner: inout JSONScanner, table: ByteNameTable) -> AccessibilityTraitSet? {
        if let bit = scanner.lookup(table, token) { return bit < 0 ? [] : AccessibilityTraitSet(rawValue: 1 << UInt64(bit)) }
        return trait(named: scanner.string(token))
    }
}
