/// Short, single-line texts for map entries and elements in reports.
///
/// Line breaks, quotes and invisible formatting characters in identifiers and labels are
/// escaped the way a Swift string literal writes them, so one entry is always one line
/// and a label can never hide or reorder the report around it.
enum Cell {
    /// `button LoginScreen.signIn "Sign In"`: the declared type, identifier and label.
    static func expected(_ c: ControlInformation) -> String {
        var s = c.type.name
        if let id = c.identifier { s += " " + identifier(id) }
        if let label = c.label { s += " " + literal(label) }
        return s
    }

    /// `button LoginScreen.signIn "Sign In"`: the element's type, identifier and label.
    static func actual(_ e: OrderedElement) -> String {
        var s = e.node.type.name
        if let id = e.node.identifier { s += " " + identifier(id) }
        if let label = e.node.label { s += " " + literal(label) }
        return s
    }

    /// An identifier as is when it is plain (no space, quote or special character),
    /// else as `id:"…"`.
    static func identifier(_ id: String) -> String {
        let plain =
            !id.isEmpty
            && id.unicodeScalars.allSatisfy { s in
                s.value > 0x20 && s != "\"" && s != "\\" && !SwiftSourceEscaping.needsUnicodeEscape(s)
                    && !s.properties.isWhitespace
            }
        return plain ? id : "id:" + SwiftSourceEscaping.stringLiteral(id)
    }

    /// A string literal, or `nil`.
    static func literal(_ text: String?) -> String {
        SwiftSourceEscaping.optionalLiteral(text)
    }
}
