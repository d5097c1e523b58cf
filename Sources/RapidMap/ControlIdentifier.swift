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
        guard let dot = identifier.firstIndex(of: separator), dot != identifier.startIndex else { return nil }
        let control = identifier[identifier.index(after: dot)...]
        guard !control.isEmpty else { return nil }
        return (String(identifier[..<dot]), String(control))
    }
}
