/// Writes a screen's control map as Swift source: the text `rapidgen generate` writes
/// and the corrected map a failed verification shows.
///
/// The output is deterministic (no timestamp, no tool version): the same elements and
/// options always give byte-identical text. The generated part of a file sits between
/// two marker lines so it can be regenerated in place:
/// ```swift
/// nonisolated public enum LoginScreen: RapidScreen {
///     // rapidgen:begin LoginScreen
///     // Generated from Recordings/Login.json by `swift run rapidgen generate …`.
///     nonisolated public static func controlsInformation() -> [ControlInformation] {
///         var controls: [ControlInformation] = []
///         controls.reserveCapacity(1)
///         controls.append(ControlInformation(index: 0, type: .textField, identifier: "LoginScreen.email", label: "Email"))
///         return controls
///     }
///     // rapidgen:end
/// }
/// ```
///
/// Every list is written as one statement per entry, appended to a variable, never as one
/// array literal: Swift type-checks an array literal as one system whose cost grows faster
/// than its entries (a literal of 1,000 entries is seconds and gigabytes in every clean
/// build of the app), while each statement is type-checked alone, so the map costs time
/// and memory linear in its entries at every size. The region still reads as a table, one
/// entry a line. `MapSourceParser` reads this form and the array literal earlier versions
/// wrote.
package enum MapSourceWriter {
    /// The prefix of the line that opens a generated region; the screen's type name follows.
    package static let beginMarker = "// rapidgen:begin"
    /// The comment before ``recordedEmptyDeclaration`` in a region.
    package static let recordedEmptyComment = "/// Recorded with no control: the map is empty, not missing."
    /// What a region of an empty map declares, after its member modifiers, so the screen
    /// counts as recorded (`RapidScreen.hasRecordedMap`).
    package static let recordedEmptyDeclaration = "static var hasRecordedMap: Bool { true }"
    /// The comment before ``appWindowDeclaration`` in a region.
    package static let appWindowComment =
        "/// Recorded over the app's window: no view had the screen's identifier. Give the root view that identifier, then record again."
    /// What a region recorded over the app's window declares, after its member modifiers
    /// (`RapidScreen.mapScope`).
    package static let appWindowDeclaration = "static var mapScope: MapScope { .appWindow }"
    /// The line that closes a generated region.
    package static let endMarker = "// rapidgen:end"

    /// One map entry as a Swift expression:
    /// `ControlInformation(index: 2, type: .button, identifier: "signIn", label: "Sign In")`.
    package static func expression(for control: ControlInformation) -> String {
        var s =
            "ControlInformation(index: \(control.index), type: .\(typeCaseName(control.type)), identifier: \(SwiftSourceEscaping.optionalLiteral(control.identifier))"
        if let label = control.label { s += ", label: \(SwiftSourceEscaping.stringLiteral(label))" }
        if let value = control.value { s += ", value: \(SwiftSourceEscaping.stringLiteral(value))" }
        if let traits = control.traits { s += ", traits: \(traitsExpression(traits))" }
        return s + ")"
    }

    /// The generated region, from its begin marker line to its end marker line, each line
    /// indented by `level` indents and ending in a newline.
    package static func region(
        screen: String, controls: [ControlInformation],
        options: MapSourceOptions = MapSourceOptions(), level: Int = 1
    ) -> String {
        region(
            screen: screen, controls: controls, options: options,
            indentation: String(repeating: options.indent, count: level))
    }

    /// The generated region with its first line indented by `indentation` (the
    /// indentation found at an existing begin marker) and each line ended by `lineEnding`.
    package static func region(
        screen: String, controls: [ControlInformation],
        options: MapSourceOptions, indentation: String,
        lineEnding: String = "\n"
    ) -> String {
        let pad = indentation
        let modifier = memberModifier(options)
        var lines: [String] = []
        lines.append(pad + beginMarker + " " + markerName(screen))
        lines.append(pad + headerComment(options))
        lines.append(pad + "// Edits between the rapidgen markers are replaced when the map is regenerated.")
        if let identifier = declaredScreenIdentifier(screen: screen, options: options) {
            lines.append(pad + "\(modifier)static var screenIdentifier: String { \(SwiftSourceEscaping.stringLiteral(identifier)) }")
        }
        if options.mapScope == .appWindow {
            lines.append(pad + appWindowComment)
            lines.append(pad + modifier + appWindowDeclaration)
        }
        if options.mode != .exact {
            lines.append(pad + "/// \(options.mode.rawValue): \(options.mode.summary).")
            lines.append(pad + "\(modifier)static var verificationMode: VerificationMode { .\(options.mode.rawValue) }")
        }
        if let language = options.labelLanguage, controls.contains(where: { $0.label != nil }) {
            lines.append(pad + "/// The labels are in \(SwiftSourceEscaping.commentText(language)): a recording in another language is verified without them.")
            lines.append(pad + "\(modifier)static var labelLanguage: String? { \(SwiftSourceEscaping.stringLiteral(language)) }")
        }
        if controls.isEmpty {
            lines.append(pad + recordedEmptyComment)
            lines.append(pad + modifier + recordedEmptyDeclaration)
        }
        if lines.count > 3 { lines.append("") }
        lines.append(pad + "\(modifier)static func controlsInformation() -> [ControlInformation] {")
        appendList(controls, indentation: pad + options.indent, to: &lines)
        lines.append(pad + options.indent + returnControls)
        lines.append(pad + "}")
        if !options.variants.isEmpty {
            let i1 = pad + options.indent, i2 = i1 + options.indent
            lines.append("")
            lines.append(pad + "/// Deliberate differences: the map in other configurations, from their recordings.")
            lines.append(pad + "\(modifier)static func variants() -> [MapVariant] {")
            lines.append(i1 + declareVariants)
            lines.append(i1 + "variants.reserveCapacity(\(options.variants.count))")
            for variant in options.variants {
                lines.append(i1 + openVariant)
                appendList(variant.controls, indentation: i2, to: &lines)
                lines.append(i2 + variantAppend(fields: variantFields(variant)))
                lines.append(i1 + "}")
            }
            lines.append(i1 + returnVariants)
            lines.append(pad + "}")
        }
        lines.append(pad + endMarker)
        return lines.map { $0.isEmpty ? lineEnding : $0 + lineEnding }.joined()
    }

    /// The statement that declares a list of controls.
    package static let declareControls = "var controls: [ControlInformation] = []"
    /// The statement that ends `controlsInformation()`.
    package static let returnControls = "return controls"
    /// The statement that declares the list of variants.
    package static let declareVariants = "var variants: [MapVariant] = []"
    /// The statement that ends `variants()`.
    package static let returnVariants = "return variants"
    /// The line that opens one variant's block (its own `controls`).
    package static let openVariant = "do {"

    /// A list of controls as statements, one entry a line, each line indented by
    /// `indentation`: the variable, its capacity, then one `controls.append(…)` per entry in
    /// index order.
    static func appendList(_ controls: [ControlInformation], indentation: String, to lines: inout [String]) {
        lines.append(indentation + declareControls)
        lines.append(indentation + "controls.reserveCapacity(\(controls.count))")
        for c in controls.sorted(by: { $0.index < $1.index }) {
            lines.append(indentation + "controls.append(" + expression(for: c) + ")")
        }
    }

    /// The statement that ends a variant's block: `variants.append(MapVariant(…, controls: controls))`.
    package static func variantAppend(fields: [String]) -> String {
        "variants.append(MapVariant(" + (fields + ["controls: controls"]).joined(separator: ", ") + "))"
    }

    /// What a variant states beside its controls, as Swift arguments: `language: "ar"`,
    /// `layoutDirection: .rightToLeft`, in the initializer's order.
    package static func variantFields(_ variant: MapVariant) -> [String] {
        let fields =
            [variant.language.map { "language: " + SwiftSourceEscaping.stringLiteral($0) }]
            + [
                ("layoutDirection", variant.layoutDirection?.rawValue),
                ("contentSizeCategory", variant.contentSizeCategory?.rawValue),
                ("idiom", variant.idiom?.rawValue), ("orientation", variant.orientation?.rawValue),
            ]
            .map { name, value in value.map { "\(name): .\($0)" } }
        return fields.compactMap { $0 }
    }

    /// The modifiers of each declaration in a region: `nonisolated`, then the access level
    /// (none for `internal`). Declared `nonisolated`, the members satisfy `RapidScreen`
    /// without an actor wherever the region sits: in an app module whose default isolation
    /// is the main actor (Xcode 26's new app targets), in a view controller's extension,
    /// in a SwiftUI view. So the map's conformance is not isolated, and tests of any
    /// isolation can verify it; `rapidgen check` names a region without it
    /// (``nonisolatedEdits(_:)``).
    static func memberModifier(_ options: MapSourceOptions) -> String {
        "nonisolated " + (options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " ")
    }

    /// The region's first comment line: where the map comes from and how to regenerate
    /// it. It holds only what the options give (a path relative to the package and a
    /// command), never a machine's absolute path; `rapidgen check` compares the map's
    /// declarations, not this comment (see `MapRegionComparison`).
    static func headerComment(_ options: MapSourceOptions) -> String {
        var provenance = "// Generated"
        if let path = options.recordingPath { provenance += " from " + SwiftSourceEscaping.commentText(path) }
        provenance += " by rapidgen."
        if let command = options.command { provenance += " Regenerate: " + SwiftSourceEscaping.commentText(command) }
        return provenance
    }

    /// The identifier the region declares as `screenIdentifier`, or nil when the
    /// screen's type name is its identifier (the protocol's default).
    static func declaredScreenIdentifier(screen: String, options: MapSourceOptions) -> String? {
        let identifier = options.screenIdentifier ?? screen
        return identifier == markerName(screen) ? nil : identifier
    }

    /// The Swift type name's parts for a screen name, each a valid identifier: a dotted
    /// path of plain identifiers (`"Onboarding.Screen"`) names a nested type and keeps
    /// its parts; any other name is made one identifier (`SwiftSourceEscaping.identifier(_:)`).
    package static func typeNameComponents(_ screen: String) -> [String] {
        let parts = screen.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && SwiftSourceEscaping.identifier($0) == $0 }) { return parts }
        return [SwiftSourceEscaping.identifier(screen)]
    }

    /// A complete new Swift file declaring the screen as an enum conforming to `RapidScreen`.
    package static func file(
        screen: String, controls: [ControlInformation],
        options: MapSourceOptions = MapSourceOptions()
    ) -> String {
        let parts = typeNameComponents(screen)
        // `nonisolated` on the type too, so what a team adds to it outside the region (an
        // identifier constant the app's views use) is not main-actor-isolated either.
        let modifier = memberModifier(options)
        // A nested type is declared in an extension of its (existing) outer type.
        let outer = parts.dropLast().joined(separator: ".")
        let level = outer.isEmpty ? 1 : 2
        let pad = outer.isEmpty ? "" : options.indent
        var text = """
            // Created by rapidgen. Code outside the rapidgen markers is yours and is kept when the map is regenerated.
            import RapidMap


            """
        if !outer.isEmpty { text += "extension \(outer) {\n" }
        text += pad + "/// The VoiceOver map of the \(SwiftSourceEscaping.commentText(screen)) screen.\n"
        text += pad + "\(modifier)enum \(parts[parts.count - 1]): RapidScreen {\n"
        text += region(screen: screen, controls: controls, options: options, level: level)
        text += pad + "}\n"
        if !outer.isEmpty { text += "}\n" }
        return text
    }

    /// The name written after the begin marker for a screen: its Swift type name,
    /// qualified where nested, without backticks (`LoginScreen`, `Onboarding.Screen`).
    package static func markerName(_ screen: String) -> String {
        typeNameComponents(screen).map(unquoted).joined(separator: ".")
    }

    /// The names that need backticks after a dot; every other keyword (`.switch`,
    /// `.default`, `.class`) is a valid member name there (SE-0071).
    static let memberKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol"]

    /// The Swift case name of a type as written after a dot: `.switch`, in backticks only
    /// where Swift requires it.
    static func typeCaseName(_ type: ControlType) -> String {
        memberKeywords.contains(type.name) ? "`\(type.name)`" : type.name
    }

    /// A traits value as Swift source: `[.button, .selected]`, with
    /// `AccessibilityTraitSet(rawValue: …)` for bits without a name.
    static func traitsExpression(_ traits: AccessibilityTraitSet) -> String {
        var named = AccessibilityTraitSet()
        var parts: [String] = []
        for entry in AccessibilityTraitSet.named where traits.contains(entry.trait) {
            parts.append("." + entry.name)
            named.insert(entry.trait)
        }
        let rest = traits.rawValue & ~named.rawValue
        if rest != 0 { parts.append("AccessibilityTraitSet(rawValue: \(rest))") }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
