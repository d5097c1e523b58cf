/// Byte tables for the names the JSON readers meet on every node, so that the common
/// spellings are recognised without creating a `String`. Uncommon spellings fall back to
/// ``ControlType/init(parsing:)`` and ``AccessibilityTraits/init(name:)``.
enum JSONNameTables {
    /// Control types by ``ControlType/name``, ``ControlType/debugName`` and
    /// ``ControlType/xcuiName``, to raw values.
    static let controlTypes: JSONByteTable = {
        var entries: [(String, Int32)] = []
        for t in ControlType.allCases {
            entries.append((t.name, Int32(t.rawValue)))
            entries.append((t.debugName, Int32(t.rawValue)))
            entries.append((t.xcuiName, Int32(t.rawValue)))
        }
        return JSONByteTable(entries)
    }()

    /// Trait names (as ``AccessibilityTraits/named`` spells them) to bit positions.
    static let traits: JSONByteTable = {
        var entries: [(String, Int32)] = []
        for entry in AccessibilityTraits.named {
            let bit = Int32(entry.trait.rawValue.trailingZeroBitCount)
            entries.append((entry.name, bit))
            entries.append((entry.name.prefix(1).uppercased() + entry.name.dropFirst(), bit))
        }
        return JSONByteTable(entries)
    }()

    /// The control type a string token names, or nil.
    @inline(__always)
    static func controlType(_ token: JSONStringToken, in scanner: inout JSONScanner, table: JSONByteTable) -> ControlType? {
        if let raw = scanner.lookup(table, token) { return ControlType(rawValue: UInt(raw)) }
        return ControlType(parsing: scanner.string(token))
    }

    /// The trait a string token names, or nil.
    @inline(__always)
    static func trait(_ token: JSONStringToken, in scanner: inout JSONScanner, table: JSONByteTable) -> AccessibilityTraits? {
        if let bit = scanner.lookup(table, token) { return AccessibilityTraits(rawValue: 1 << UInt64(bit)) }
        return AccessibilityTraits(name: scanner.string(token))
    }
}
