/// The identifier convention RapidMap uses: `<screen>.<control>`.
///
/// RapidA11y's original scheme, `UIButton_0__control_a11yID`, used the type and position
/// only, so two screens with a first button got the same identifier. Scoping by the
/// screen keeps identifiers unique across an app and readable in failure messages.
public enum ControlIdentifier {
    /// The separator between the screen and the control name.
    public static let separator: Character = "."

    /// The identifier that counts, or nil: an empty identifier is the same as none, wherever
    /// RapidMap reads one (verification and its modes, navigation, inference, the map
    /// writer, map warnings, audits). UIKit reports an unset `accessibilityIdentifier` as
    /// an empty string in some recorders and as no attribute in others.
    package static func meaningful(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// `"<screen>.<control>"`. A control name that already starts with `"<screen>."`
    /// is returned unchanged, so scoping twice is harmless.
    public static func scoped(screen: String, control: String) -> String {
        let prefix = screen + String(separator)
        if control.hasPrefix(prefix) { return control }
        return prefix + control
    }

    /// Splits a scoped identifier into its screen and control parts at the first
    /// separator, or returns nil when it has none.
    package static func split(_ identifier: String) -> (screen: String, control: String)? {
        guard let screen = screenPart(of: identifier) else { return nil }
        return (String(screen), String(identifier[identifier.index(after: screen.endIndex)...]))
    }

    /// The screen part of a scoped identifier, as ``split(_:)`` finds it, without copying
    /// it; nil when the identifier is not scoped (no separator, or nothing before or after
    /// it). The verifier asks this of every map entry, so the separator is looked for in
    /// the UTF-8 bytes; where a byte beside it is not ASCII (a combining mark could make it
    /// part of a larger character), or a bridged string has no contiguous bytes, it is
    /// looked for by characters.
    package static func screenPart(of identifier: String) -> Substring? {
        // Nil as well when the bytes are not contiguous.
        let offset = identifier.utf8.withContiguousStorageIfAvailable(separatorOffset(in:))
        let dot: String.Index
        switch offset {
        case .some(.some(let i)) where i < 0: return nil
        case .some(.some(let i)): dot = identifier.utf8.index(identifier.utf8.startIndex, offsetBy: i)
        default:
            guard let character = identifier.firstIndex(of: separator) else { return nil }
            dot = character
        }
        guard dot != identifier.startIndex, identifier.index(after: dot) != identifier.endIndex else { return nil }
        return identifier[..<dot]
    }

    /// Whether `identifier`'s screen part (``screenPart(of:)``) is `screen`: what the
    /// verifier asks of every entry of a map to know whether the map is scoped by its screen.
    /// Decided on the UTF-8 bytes when the bytes beside the first separator and the texts
    /// compared are ASCII (a separator byte, then the screen's bytes or not); otherwise by
    /// ``screenPart(of:)`` and `String`'s equality, which compares canonically equivalent
    /// texts as equal.
    package static func screenPart(of identifier: String, is screen: String) -> Bool {
        let decided = identifier.utf8.withContiguousStorageIfAvailable { id in
            screen.utf8.withContiguousStorageIfAvailable { screenBytes in decideOnBytes(id, screenBytes) } ?? nil
        }
        if let decided, let decided { return decided }
        return screenPart(of: identifier) == screen[...]
    }

    /// ``screenPart(of:is:)`` on the bytes, or nil when the characters must decide.
    private static func decideOnBytes(_ id: UnsafeBufferPointer<UInt8>, _ screen: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let i = separatorOffset(in: id) else { return nil }
        // No separator, or nothing before or after it: not scoped.
        guard i > 0, i + 1 < id.count else { return false }
        if i == screen.count, UnsafeBufferPointer(rebasing: id[..<i]).elementsEqual(screen) { return true }
        // Different bytes are different texts when both are ASCII.
        var high: UInt8 = 0
        for k in 0..<i { high |= id[k] }
        for byte in screen { high |= byte }
        return high < 0x80 ? false : nil
    }

    /// The first separator byte's offset in `bytes` when the bytes beside it are ASCII, -1
    /// when there is no separator byte, nil when the characters must decide (a byte beside
    /// it is not ASCII: a combining mark could make it part of a larger character).
    private static func separatorOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let i = bytes.firstIndex(of: separatorByte) else { return -1 }
        let asciiBefore = i == 0 || bytes[i - 1] < 0x80
        let asciiAfter = i + 1 == bytes.count || bytes[i + 1] < 0x80
        return asciiBefore && asciiAfter ? i : nil
    }

    /// ``separator`` as a UTF-8 byte.
    private static let separatorByte = separator.asciiValue!
}
