/// Short, single-line texts for map entries and elements in reports.
///
/// Line breaks, quotes and invisible formatting characters in identifiers and labels are
/// escaped the way a Swift string literal writes them, so one entry is always one line
/// and a label can never hide or reorder the report around it.
enum ReportText {
    /// `button LoginScreen.signIn "Sign In"`: the declared type, identifier and label.
    static func expected(_ c: ControlInformation) -> String {
        ControlInformation.summary(type: c.type, identifier: c.identifier, label: c.label)
    }

    /// `button LoginScreen.signIn "Sign In"`: the element's type, identifier and label.
    static func actual(_ e: OrderedElement) -> String {
        ControlInformation.summary(type: e.node.type, identifier: e.node.identifier, label: e.node.label)
    }

    /// A string literal, or `nil`.
    static func literal(_ text: String?) -> String {
        SwiftSourceEscaping.optionalLiteral(text)
    }
}
