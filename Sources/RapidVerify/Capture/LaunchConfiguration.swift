/// The configuration an app runs in, as its launch arguments tell it: how an Xcode test
/// plan (or a UI test's own `app.launchArguments`) sets the language, the right-to-left
/// pseudo-language and the text size. Pure, so the XCUITest adapter only forwards the
/// arguments and this is tested on Linux.
///
/// Arguments read (each a flag followed by its value, as `NSUserDefaults` reads them):
/// - `-AppleLanguages (ar)` (also `("pt-BR", en)`): the first language;
/// - `-AppleLocale ar_SA`: the language when `-AppleLanguages` is absent;
/// - `-AppleTextDirection YES` or `-NSForceRightToLeftWritingDirection YES` (the
///   right-to-left pseudo-language): right to left;
/// - `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryAccessibilityXXXL`: the
///   text size (any spelling `InterfaceContentSizeCategory(parsing:)` takes).
///
/// Without a forced direction, the layout direction is the language's
/// (`InterfaceLayoutDirection(language:)`).
public enum LaunchConfiguration {
    /// What `arguments` say of the configuration; fields they do not set stay unknown.
    public static func configuration(arguments: [String]) -> RecordingConfiguration {
        var values: [String: String] = [:]
        var i = 0
        while i + 1 < arguments.count {
            let flag = arguments[i]
            if flag.hasPrefix("-"), values[flag] == nil { values[flag] = arguments[i + 1] }
            i += flag.hasPrefix("-") ? 2 : 1
        }
        var found = RecordingConfiguration()
        if let languages = values["-AppleLanguages"], let first = firstLanguage(languages) {
            found.language = first
        } else if let locale = values["-AppleLocale"], !locale.isEmpty {
            found.language = RecordingConfiguration.fileSafe(String(locale.prefix { $0 != "_" && $0 != "@" }))
        }
        if isYes(values["-AppleTextDirection"]) || isYes(values["-NSForceRightToLeftWritingDirection"]) {
            found.layoutDirection = .rightToLeft
        } else if let language = found.language {
            found.layoutDirection = InterfaceLayoutDirection(language: language)
        }
        if let size = values["-UIPreferredContentSizeCategoryName"] {
            found.contentSizeCategory = InterfaceContentSizeCategory(parsing: size)
        }
        return found
    }

    /// The configuration of a UI test's app: what its own launch arguments say, then what
    /// the test runner's say (a test plan passes its language to both), then the runner's
    /// first preferred language, with the device's idiom.
    public static func configuration(
        appArguments: [String], runnerArguments: [String],
        preferredLanguage: String?, idiom: Idiom
    ) -> RecordingConfiguration {
        var found = configuration(arguments: runnerArguments).merging(configuration(arguments: appArguments))
        if found.language == nil, let preferredLanguage {
            found.language = preferredLanguage
            if found.layoutDirection == nil { found.layoutDirection = InterfaceLayoutDirection(language: preferredLanguage) }
        }
        found.idiom = idiom
        return found
    }

    /// The flags this type reads.
    public static let flags = [
        "-AppleLanguages", "-AppleLocale", "-AppleTextDirection",
        "-NSForceRightToLeftWritingDirection", "-UIPreferredContentSizeCategoryName",
    ]

    /// The configuration flags of `arguments` with their values, in order, for a UI test to
    /// pass its test plan's configuration on to the app it launches (a test plan's
    /// arguments go to the test runner):
    /// ```swift
    /// app.launchArguments += LaunchConfiguration.forwarded(ProcessInfo.processInfo.arguments)
    /// ```
    public static func forwarded(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i + 1 < arguments.count {
            if flags.contains(arguments[i]) {
                out += [arguments[i], arguments[i + 1]]
                i += 2
            } else {
                i += 1
            }
        }
        return out
    }

    /// The first entry of a property-list array written as text: `(ar)`, `("pt-BR", en)`, `ar`.
    static func firstLanguage(_ text: String) -> String? {
        let inner = text.drop { $0 == "(" || $0 == " " }
        let first = inner.prefix { $0 != "," && $0 != ")" }
        let trimmed = first.trimmingCharacters(in: " \"")
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `YES`, `yes`, `true` or `1`.
    static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["yes", "true", "1"].contains(value.lowercased())
    }
}

extension Substring {
    /// The text without `characters` at either end.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        return String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
