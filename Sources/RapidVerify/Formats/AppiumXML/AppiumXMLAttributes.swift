/// The attributes of one Appium element tag as read so far (raw, undecoded), and their
/// mapping onto an `AccessibilityNode`. The mapping rules are documented on
/// ``AppiumXMLReader``.
struct AppiumXMLAttributes {
    // The raw values of the attributes the mapping uses; nil when the tag does not have one.
    var type: XMLRawValue?
    var name: XMLRawValue?
    var label: XMLRawValue?
    var value: XMLRawValue?
    var placeholderValue: XMLRawValue?
    var enabled: XMLRawValue?
    var visible: XMLRawValue?
    var accessible: XMLRawValue?
    var selected: XMLRawValue?
    var x: XMLRawValue?
    var y: XMLRawValue?
    var width: XMLRawValue?
    var height: XMLRawValue?
    var traits: XMLRawValue?
    var focused: XMLRawValue?
    /// The names of the attributes read but not used (`index`, `hittable`, `rect`, …),
    /// kept only to refuse duplicates: compared one by one while there are few (what
    /// writers put on a tag), hashed past ``hashedOtherNamesThreshold``.
    private var otherNames: [(start: Int, count: Int)] = []
    /// Once a tag has ``hashedOtherNamesThreshold`` unused names: an open-addressing hash
    /// table, hashed over the names' bytes in place (nothing copied), its size a power of
    /// two at least twice the names. Each slot holds a name's hash in its high 32 bits and
    /// its position in ``otherNames`` in the low 32 (``emptySlot`` when free), so a probe
    /// touches one slot and looks at a name's bytes only when the hashes agree.
    private var otherNameTable: [UInt64] = []
    private static let emptySlot = UInt64.max
    /// How many unused names a tag may have before they are hashed: WebDriverAgent writes
    /// up to six (`index`, `hittable`, `rect`, `processId`, `bundleId`, `traits` on old
    /// versions); comparing a handful costs less than hashing, and past this a tag with
    /// thousands of distinct names stays linear.
    static let hashedOtherNamesThreshold = 16

    /// Forgets every attribute, for the next tag.
    @inline(__always)
    mutating func reset() {
        type = nil; name = nil; label = nil; value = nil; placeholderValue = nil
        enabled = nil; visible = nil; accessible = nil; selected = nil
        x = nil; y = nil; width = nil; height = nil; traits = nil; focused = nil
        if !otherNames.isEmpty { otherNames.removeAll(keepingCapacity: true) }
        if !otherNameTable.isEmpty { otherNameTable.removeAll(keepingCapacity: true) }
    }

    /// Stores one attribute. Throws when the tag already had an attribute of that name.
    @inline(__always)
    mutating func record(
        name attribute: (start: Int, count: Int), value raw: XMLRawValue,
        tag: (start: Int, count: Int), scanner s: XMLByteScanner
    ) throws {
        let a = attribute.start
        switch attribute.count {
        case 1:
            if s.byte(a) == UInt8(ascii: "x") { return try Self.store(raw, in: &x, attribute, tag, s) }
            if s.byte(a) == UInt8(ascii: "y") { return try Self.store(raw, in: &y, attribute, tag, s) }
        case 4:
            if s.equals(a, 4, "type") { return try Self.store(raw, in: &type, attribute, tag, s) }
            if s.equals(a, 4, "name") { return try Self.store(raw, in: &name, attribute, tag, s) }
        case 5:
            if s.equals(a, 5, "label") { return try Self.store(raw, in: &label, attribute, tag, s) }
            if s.equals(a, 5, "value") { return try Self.store(raw, in: &value, attribute, tag, s) }
            if s.equals(a, 5, "width") { return try Self.store(raw, in: &width, attribute, tag, s) }
        case 6:
            if s.equals(a, 6, "height") { return try Self.store(raw, in: &height, attribute, tag, s) }
            if s.equals(a, 6, "traits") { return try Self.store(raw, in: &traits, attribute, tag, s) }
        case 7:
            if s.equals(a, 7, "enabled") { return try Self.store(raw, in: &enabled, attribute, tag, s) }
            if s.equals(a, 7, "visible") { return try Self.store(raw, in: &visible, attribute, tag, s) }
            if s.equals(a, 7, "focused") { return try Self.store(raw, in: &focused, attribute, tag, s) }
        case 8:
            if s.equals(a, 8, "selected") { return try Self.store(raw, in: &selected, attribute, tag, s) }
        case 10:
            if s.equals(a, 10, "accessible") { return try Self.store(raw, in: &accessible, attribute, tag, s) }
        case 16:
            if s.equals(a, 16, "placeholderValue") { return try Self.store(raw, in: &placeholderValue, attribute, tag, s) }
        default:
            break
        }
        try recordOther(name: attribute, tag: tag, scanner: s)
    }

    /// Remembers the name of an attribute the mapping does not use, refusing a duplicate.
    /// Out of line, like the duplicate error: ``record(name:value:tag:scanner:)`` runs for
    /// every attribute, and with both inside it, it saved and restored more registers on
    /// each call.
    @inline(never)
    private mutating func recordOther(name attribute: (start: Int, count: Int), tag: (start: Int, count: Int), scanner s: XMLByteScanner) throws {
        let a = attribute.start
        if otherNames.count < Self.hashedOtherNamesThreshold {
            for other in otherNames where other.count == attribute.count && s.bytesEqual(other.start, a, count: attribute.count) {
                throw Self.duplicate(attribute, tag, s)
            }
            otherNames.append(attribute)
            if otherNames.count == Self.hashedOtherNamesThreshold { rehashOtherNames(s) }
            return
        }
        if let _ = otherNameSlot(attribute, s, insert: Int32(otherNames.count)) {
            throw Self.duplicate(attribute, tag, s)
        }
        otherNames.append(attribute)
        if otherNames.count * 2 > otherNameTable.count { rehashOtherNames(s) }
    }

    /// Looks `name` up in ``otherNameTable``; returns the position of an equal name, or
    /// stores `insert` in the empty slot found and returns nil.
    private mutating func otherNameSlot(_ name: (start: Int, count: Int), _ s: XMLByteScanner, insert: Int32) -> Int32? {
        // FNV-1a over the name's bytes, then mixed so that the high bits depend on every
        // byte (FNV's low bits depend only on the low bits of each byte).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in name.start..<(name.start + name.count) { hash = (hash ^ UInt64(s.byte(i))) &* 0x100_0000_01B3 }
        hash &*= 0x9E37_79B9_7F4A_7C15
        let tag = hash >> 32
        let mask = otherNameTable.count - 1
        var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - mask.nonzeroBitCount))
        while true {
            let entry = otherNameTable[slot]
            if entry == Self.emptySlot {
                otherNameTable[slot] = tag << 32 | UInt64(UInt32(insert))
                return nil
            }
            if entry >> 32 == tag {
                let index = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF)
                let other = otherNames[Int(index)]
                if other.count == name.count && s.bytesEqual(other.start, name.start, count: name.count) { return index }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Rebuilds ``otherNameTable`` at the least power of two above twice the names, so it
    /// doubles when more than half full and holds between a quarter and a half of its slots
    /// in names (amortised O(1) per name; about the memory of a `Set` of as many integers).
    ///
    /// A name's home slot is the top bits of its hash, and a slot keeps the top 32 bits as
    /// its tag: growing moves the entries by their tags, reading neither the names nor the
    /// input, and in the old table's order, which is the new table's order too, so the
    /// writes stream through memory instead of landing at random (a hash table past the
    /// processor's caches otherwise waits for memory on every entry it moves).
    private mutating func rehashOtherNames(_ s: XMLByteScanner) {
        var size = 64
        while size <= otherNames.count * 2 { size *= 2 }
        let old = otherNameTable
        otherNameTable = [UInt64](repeating: Self.emptySlot, count: size)
        guard !old.isEmpty else {
            for (i, name) in otherNames.enumerated() { _ = otherNameSlot(name, s, insert: Int32(i)) }
            return
        }
        let mask = size - 1
        let shift = UInt64(32 - mask.nonzeroBitCount)
        for entry in old where entry != Self.emptySlot {
            var slot = Int(truncatingIfNeeded: (entry >> 32) >> shift)
            while otherNameTable[slot] != Self.emptySlot { slot = (slot + 1) & mask }
            otherNameTable[slot] = entry
        }
    }

    @inline(__always)
    private static func store(
        _ raw: XMLRawValue, in slot: inout XMLRawValue?, _ attribute: (start: Int, count: Int),
        _ tag: (start: Int, count: Int), _ s: XMLByteScanner
    ) throws {
        guard slot == nil else { throw duplicate(attribute, tag, s) }
        slot = raw
    }

    /// The error for an attribute given twice (out of line: see ``recordOther(name:tag:scanner:)``).
    @inline(never)
    private static func duplicate(_ attribute: (start: Int, count: Int), _ tag: (start: Int, count: Int), _ s: XMLByteScanner) -> RecordingError {
        s.error(
            "attribute `\(s.text(from: attribute.start, to: attribute.start + attribute.count))` appears twice in `<\(s.text(from: tag.start, to: tag.start + tag.count))>`",
            at: attribute.start)
    }

    /// The node these attributes describe. `types` and `traitLists` cache decoded values
    /// by their bytes; `sawFocused` is set when the tag has tvOS's `focused` attribute.
    ///
    /// Every attribute is decoded into a local first and the node is made once, with all of
    /// them: setting them one by one on a node made with defaults copies the whole node
    /// twice an element, with a retain and a release of each of its strings.
    mutating func node(
        tag: (start: Int, count: Int), scanner s: XMLByteScanner,
        types: inout XMLByteCache<ControlType>, traitLists: inout XMLByteCache<AccessibilityTraitSet>,
        sawFocused: inout Bool
    ) throws -> AccessibilityNode {
        let type = try Self.controlType(type: type, tag: tag, scanner: s, cache: &types)

        let labelText = try label.map { try s.string($0) }
        var identifier: String?
        if let name {
            // `name` repeats the label when no identifier is set; identical bytes need no decoding.
            let sameBytes = label.map { $0.count == name.count && s.bytesEqual($0.start, name.start, count: name.count) } ?? false
            if !sameBytes { identifier = RecordedNames.identifier(name: try s.string(name), label: labelText) }
        }
        var valueText: String?
        if let value { let v = try s.string(value); if !v.isEmpty { valueText = v } }
        var placeholder: String?
        if let placeholderValue { let v = try s.string(placeholderValue); if !v.isEmpty { placeholder = v } }

        var frame = Frame.zero
        if x != nil || y != nil || width != nil || height != nil {
            frame = Frame(
                x: try x.map { try s.number($0, attribute: "x") } ?? 0,
                y: try y.map { try s.number($0, attribute: "y") } ?? 0,
                width: try width.map { try s.number($0, attribute: "width") } ?? 0,
                height: try height.map { try s.number($0, attribute: "height") } ?? 0)
            if x == nil || y == nil || width == nil || height == nil {
                throw Self.partialFrame(present: [x, y, width, height].map { $0 != nil }, tag: tag, scanner: s)
            }
        }
        var traitSet = AccessibilityTraitSet()
        if let traits { traitSet = try Self.traits(traits, scanner: s, cache: &traitLists) }
        let isEnabled = try enabled.map { try s.bool($0, attribute: "enabled") } ?? !traitSet.contains(.notEnabled)
        let isSelected = try selected.map { try s.bool($0, attribute: "selected") } ?? traitSet.contains(.selected)
        let isVisible = try visible.map { try s.bool($0, attribute: "visible") } ?? true
        var element = AccessibilityElementFlag.unknown
        if let accessible { element = try s.bool(accessible, attribute: "accessible") ? .yes : .no }
        if let focused {
            _ = try s.bool(focused, attribute: "focused")
            sawFocused = true
        }
        var node = AccessibilityNode(
            type: type, identifier: identifier, label: labelText?.isEmpty == false ? labelText : nil, value: valueText,
            placeholder: placeholder, frame: frame, traits: traitSet, enabled: isEnabled, selected: isSelected,
            isAccessibilityElement: element, visible: isVisible)
        RecordedEchoes.remove(from: &node, selectedButtonEcho: true)
        return node
    }

    /// An element with some of `x`, `y`, `width`, `height` but not all: an error (a frame
    /// silently completed with zeros would put the element somewhere it is not, and so
    /// change the VoiceOver order without a word).
    private static func partialFrame(present: [Bool], tag: (start: Int, count: Int), scanner s: XMLByteScanner) -> RecordingError {
        let names = ["x", "y", "width", "height"]
        let missing = zip(names, present).filter { !$0.1 }.map { "`\($0.0)`" }
        let tagName = s.text(from: tag.start, to: tag.start + tag.count)
        return s.error(
            "`<\(tagName)>` has no \(missing.joined(separator: ", ")): an element's frame needs all of "
                + "`x`, `y`, `width` and `height` (or none of them, for no frame)", at: max(tag.start - 1, 0))
    }

    /// The element type: the `type` attribute when present and not empty, else the tag name.
    private static func controlType(
        type: XMLRawValue?, tag: (start: Int, count: Int), scanner s: XMLByteScanner,
        cache: inout XMLByteCache<ControlType>
    ) throws -> ControlType {
        let start: Int, count: Int, offset: Int
        if let type, type.count > 0 {
            if type.needsDecoding { return try parseType(try s.string(type), at: type.start, scanner: s) }
            start = type.start; count = type.count; offset = type.start
        } else {
            start = tag.start; count = tag.count; offset = tag.start
        }
        if let cached = cache.value(at: start, count: count, in: s) { return cached }
        let text = try s.string(XMLRawValue(start: start, end: start + count, needsDecoding: false))
        let parsed = try parseType(text, at: offset, scanner: s)
        cache.insert(parsed, at: start, count: count, in: s)
        return parsed
    }

    /// Parses a type name. An unknown `XCUIElementType…` name (a type added by a newer
    /// Xcode) is `ControlType.other`; any other unknown name is an error.
    private static func parseType(_ text: String, at offset: Int, scanner s: XMLByteScanner) throws -> ControlType {
        if let t = RecordedNames.controlType(parsing: text) { return t }
        throw s.error("unknown element type `\(text.prefix(40))`: expected an XCUIElementType… name", at: offset)
    }

    /// Parses `traits`: a number (the raw mask, decimal or `0x` hexadecimal) or
    /// WebDriverAgent's comma-separated names (`Button, Selected`). Unknown names are
    /// skipped, so traits a newer iOS adds do not make a recording unreadable.
    private static func traits(
        _ raw: XMLRawValue, scanner s: XMLByteScanner,
        cache: inout XMLByteCache<AccessibilityTraitSet>
    ) throws -> AccessibilityTraitSet {
        if !raw.needsDecoding, let cached = cache.value(at: raw.start, count: raw.count, in: s) { return cached }
        let text = String(try s.string(raw).xmlTrimmed())
        let parsed: AccessibilityTraitSet
        if let mask = UInt64(text) {
            parsed = AccessibilityTraitSet(rawValue: mask)
        } else if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let mask = UInt64(text.dropFirst(2), radix: 16) else {
                throw s.error("attribute `traits` is not a hexadecimal mask: `\(text.prefix(30))`", at: raw.start)
            }
            parsed = AccessibilityTraitSet(rawValue: mask)
        } else {
            guard let names = RecordedNames.traits(names: text) else {
                throw s.error("attribute `traits` mixes numbers and names: `\(text.prefix(30))`", at: raw.start)
            }
            parsed = names
        }
        if !raw.needsDecoding { cache.insert(parsed, at: raw.start, count: raw.count, in: s) }
        return parsed
    }
}
