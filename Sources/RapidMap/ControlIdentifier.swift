/// The identifier convention RapidMap uses: `<screen>.<control>`.
///
/// RapidA11y's original scheme, `UIButton_0__control_a11yID`, used the type and position
/// only, so two screens with a first button got the same identifier. Scoping by the
/// screen keeps identifiers unique across an app and readable in failure messages.
public enum ControlIdentifier {
    /// The separator between the screen and the control name.
    public static let separator: Character = "."

    /// `"<screen>.<control>"`. A control name that already starts with `"<screen>."`
    /// is returned unchanged, so scoping twice is harmless.
    public static func scoped(screen: String, control: String) -> String {
        let prefix = screen + String(separator)
        if control.hasPrefix(prefix) { return control }
        return prefix + control
    }

    /// Splits a scoped identifier into its screen and control parts at the first
    /// separator, or returns nil when it has none.
    public static func split(_ identifier: String) -> (screen: String, control: String)? {
        guard let screen = screenPart(of: identifier) else { return nil }
        return (String(screen), String(identifier[identifier.index(after: screen.endIndex)...]))
    }

    /// The screen part of a scoped identifier, as ``split(_:)`` finds it, without copying
    /// it; nil when the identifier is not scoped (no separator, or nothing before or after
    /// it). The verifier asks this of every map entry, so the separator is looked for in
    /// the UTF-8 bytes; where a byte beside it is not ASCII (a combining mark could make it
    /// part of a larger character), it is looked for by characters.
    package static func screenPart(of identifier: String) -> Substring? {
        let bytes = identifier.utf8
        // A character that is the separator has its byte: no byte, no separator.
        guard let byte = bytes.firstIndex(of: separatorByte) else { return nil }
        let dot: String.Index
        if byte == bytes.startIndex || bytes[bytes.index(before: byte)] < 0x80,
            bytes.index(after: byte) == bytes.endIndex || bytes[bytes.index(after: byte)] < 0x80
        {
            dot = byte
        } else {
            guard let character = identifier.firstIndex(of: separator) else { return nil }
            dot = character
        }
        guard dot != identifier.startIndex, identifier.index(after: dot) != identifier.endIndex else { return nil }
        return identifier[..<dot]
    }

    /// ``separator`` as a UTF-8 byte.
    private static let separatorByte = separator.asciiValue!
}
