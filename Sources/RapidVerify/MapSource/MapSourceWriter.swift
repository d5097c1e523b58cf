/// Writes a screen's control map as Swift source: the text `rapidgen generate` writes
/// and the corrected map a failed verification shows.
///
/// The output is deterministic (no timestamp, no tool version): the same elements and
/// options always give byte-identical text. The generated part of a file sits between
/// two marker lines so it can be regenerated in place:
/// ```swift
/// public enum LoginScreen: RapidScreen {
///     // rapidgen:begin LoginScreen
///     // Generated from Recordings/Login.json by `swift run rapidgen generate …`.
///     public static func controlsInformation() -> [ControlInformation] {
///         [
///             ControlInformation(index: 0, type: .textField, identifier: "LoginScreen.email", label: "Email"),
///         ]
///     }
///     // rapidgen:end
/// }
/// ```
public enum MapSourceWriter {
    /// The prefix of the line that opens a generated region; the screen's type name follows.
    public static let beginMarker = "// rapidgen:begin"
    /// The line that closes a generated region.
    public static let endMarker = "// rapidgen:end"

    /// One map entry as a Swift expression:
    /// `ControlInformation(index: 2, type: .button, identifier: "signIn", label: "Sign In")`.
    public static func expression(for control: ControlInformation) -> String {
        var s = "ControlInformation(index: \(control.index), type: .\(typeCaseName(control.type)), identifier: \(SwiftSourceEscaping.optionalLiteral(control.identifier))"
        if let label = control.label { s += ", label: \(SwiftSourceEscaping.stringLiteral(label))" }
        if let value = control.value { s += ", value: \(SwiftSourceEscaping.stringLiteral(value))" }
        if let traits = control.traits { s += ", traits: \(traitsExpression(traits))" }
        return s + ")"
    }

    /// The generated region, from its begin marker line to its end marker line, each line
    /// indented by `level` indents and ending in a newline.
    public static func region(screen: String, controls: [ControlInformation],
                              options: MapSourceOptions = MapSourceOptions(), level: Int = 1) -> String {
        region(screen: screen, controls: controls, options: options,
               indentation: String(repeating: options.indent, count: level))
    }

    /// The generated region with its first line indented by `indentation` (the
    /// indentation found at an existing begin marker) and each line ended by `lineEnding`.
    public static func region(screen: String, controls: [ControlInformation],
                              options: MapSourceOptions, indentation: String,
                              lineEnding: String = "\n") -> String {
        let typeName = SwiftSourceEscaping.identifier(screen)
        let pad = indentation
        let modifier = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        var lines: [String] = []
        lines.append(pad + beginMarker + " " + markerName(typeName))
        var provenance = "// Generated"
        if let path = options.recordingPath { provenance += " from " + SwiftSourceEscaping.commentText(path) }
        provenance += " by rapidgen."
        if let command = options.command { provenance += " Regenerate: " + SwiftSourceEscaping.commentText(command) }
        lines.append(pad + provenance)
        if options.mode != .exact {
            lines.append(pad + "// Mode: \(options.mode.rawValue) — \(options.mode.summary)")
        }
        lines.append(pad + "// Edits between the rapidgen markers are replaced when the map is regenerated.")
        if unquoted(typeName) != screen {
            lines.append(pad + "\(modifier)static var screenIdentifier: String { \(SwiftSourceEscaping.stringLiteral(screen)) }")
            lines.append("")
        }
        lines.append(pad + "\(modifier)static func controlsInformation() -> [ControlInformation] {")
        if controls.isEmpty {
            lines.append(pad + options.indent + "[]")
        } else {
            lines.append(pad + options.indent + "[")
            for c in controls.sorted(by: { $0.index < $1.index }) {
                lines.append(pad + options.indent + options.indent + expression(for: c) + ",")
            }
            lines.append(pad + options.indent + "]")
        }
        lines.append(pad + "}")
        lines.append(pad + endMarker)
        return lines.map { $0.isEmpty ? lineEnding : $0 + lineEnding }.joined()
    }

    /// A complete new Swift file declaring the screen as an enum conforming to `RapidScreen`.
    public static func file(screen: String, controls: [ControlInformation],
                            options: MapSourceOptions = MapSourceOptions()) -> String {
        let typeName = SwiftSourceEscaping.identifier(screen)
        let modifier = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        return """
        // Created by rapidgen. Code outside the rapidgen markers is yours and is kept when the map is regenerated.
        import RapidMap

        /// The VoiceOver map of the \(SwiftSourceEscaping.commentText(screen)) screen.
        \(modifier)enum \(typeName): RapidScreen {
        \(region(screen: screen, controls: controls, options: options, level: 1))}

        """
    }

    /// The name written after the begin marker for a screen type name (without backticks).
    public static func markerName(_ typeName: String) -> String { unquoted(typeName) }

    /// The Swift case name of a type, in backticks where it is a keyword (`` .`switch` ``).
    static func typeCaseName(_ type: ControlType) -> String {
        SwiftSourceEscaping.keywords.contains(type.name) || type == .any || type == .switch ? "`\(type.name)`" : type.name
    }

    /// A traits value as Swift source: `[.button, .selected]`, with
    /// `AccessibilityTraits(rawValue: …)` for bits without a name.
    static func traitsExpression(_ traits: AccessibilityTraits) -> String {
        var named = AccessibilityTraits()
        var parts: [String] = []
        for entry in AccessibilityTraits.named where traits.contains(entry.trait) {
            parts.append("." + entry.name)
            named.insert(entry.trait)
        }
        let rest = traits.rawValue & ~named.rawValue
        if rest != 0 { parts.append("AccessibilityTraits(rawValue: \(rest))") }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
