import RapidVerify
/// A value written as a word in `rapidmap.json` and on `rapidgen`'s command line: a
/// mode, a labels policy, an access level, a recording format. Both read it with
/// ``parse(_:)``, so they accept the same words and reject others with the same message,
/// and `rapidgen --help` lists the words from ``valueNames``.
package protocol NamedOptionValue: Sendable {
    /// What the value is, for messages: `mode`, `labels policy`.
    static var valueKind: String { get }
    /// The canonical names, in the order help and messages list them.
    static var valueNames: [String] { get }
    /// The value a name stands for (canonical names and any aliases), or nil.
    init?(valueName: String)
    /// One line saying what a canonical name means, for help; nil when the name says it.
    static func valueHelp(_ name: String) -> String?
}

extension NamedOptionValue {
    package static func valueHelp(_ name: String) -> String? { nil }

    /// The value `text` names, or the message for an unknown name:
    /// `unknown mode 'strict' (expected exact, ordered or present)`.
    package static func parse(_ text: String) -> Result<Self, NamedOptionValueError> {
        if let value = Self(valueName: text) { return .success(value) }
        return .failure(
            NamedOptionValueError(
                message: "unknown \(valueKind) '\(text)' (expected \(listed(valueNames, conjunction: "or")))"))
    }

    /// `a`, `a or b`, `a, b or c`.
    package static func listed(_ words: [String], conjunction: String) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension VerificationMode: NamedOptionValue {
    package static var valueKind: String { "mode" }
    package static var valueNames: [String] { allCases.map(\.rawValue) }
    package init?(valueName: String) { self.init(rawValue: valueName) }
    package static func valueHelp(_ name: String) -> String? { Self(rawValue: name)?.summary }
}

extension MapSourceOptions.Labels: NamedOptionValue {
    package static var valueKind: String { "labels policy" }
    package static var valueNames: [String] { allCases.map(\.rawValue) }
    package init?(valueName: String) { self.init(rawValue: valueName) }
    package static func valueHelp(_ name: String) -> String? {
        switch Self(rawValue: name) {
        case .all: return "every element's label"
        case .withoutIdentifier: return "labels only where an element has no identifier"
        case nil: return nil
        }
    }
}

extension MapSourceOptions.AccessLevel: NamedOptionValue {
    package static var valueKind: String { "access level" }
    package static var valueNames: [String] { allCases.map(\.rawValue) }
    package init?(valueName: String) { self.init(rawValue: valueName) }
}

extension RecordingFormat: NamedOptionValue {
    package static var valueKind: String { "format" }
    package static var valueNames: [String] { allCases.map(\.rawValue) }
    package init?(valueName: String) { self.init(name: valueName) }
}
