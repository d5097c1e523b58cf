import RapidMap
import RapidVerify
/// The words the label checks look for, in one language. Each language is one data file
/// in `Audit/Words/` (`English.swift`, `German.swift`, …).
///
/// *Decision*: the lists are Swift source, not bundle resources: nothing to declare in
/// Package.swift, no `Bundle.module` lookup that differs between Linux, macOS and
/// statically linked tools, and a typo in a list is a compile error, not a runtime one.
///
/// Matching ignores case and diacritics' case only (not the diacritics themselves).
/// In languages written with spaces (``matchesWholeWords``) a word matches a whole word of
/// the label (`"button"` is found in `"Close button"`, not in `"Buttonhole"`); in Japanese
/// and Chinese it matches anywhere in the label (`"ボタン"` in `"閉じるボタン"`).
public struct AuditWordList: Sendable, Hashable {
    /// The language code (`en`, `de`, `fr`, `es`, `ja`, `zh`).
    public var language: String
    /// Titles that say nothing about what a button or link does (`"Click here"`, `"More"`,
    /// `"OK"`): the whole label, compared without case and trailing punctuation.
    public var nonDescriptiveTitles: Set<String>
    /// Words naming an element's type, by type: VoiceOver already speaks the type from
    /// the trait, so `"Close button"` is heard as "Close button, button".
    public var typeWords: [ControlType: [String]]
    /// Words that describe an image as an image (`"image"`, `"icon"`).
    public var imageWords: [String]
    /// Whether words match whole words (space-separated languages) or anywhere (CJK).
    public var matchesWholeWords: Bool

    /// Creates a list.
    public init(
        language: String, nonDescriptiveTitles: Set<String>, typeWords: [ControlType: [String]],
        imageWords: [String], matchesWholeWords: Bool
    ) {
        self.language = language
        self.nonDescriptiveTitles = Set(nonDescriptiveTitles.map { $0.lowercased() })
        self.typeWords = typeWords.mapValues { $0.map { $0.lowercased() } }
        self.imageWords = imageWords.map { $0.lowercased() }
        self.matchesWholeWords = matchesWholeWords
    }

    /// Every shipped language.
    public static let shipped: [AuditWordList] = [.english, .german, .french, .spanish, .japanese, .chinese]

    /// The list for a locale (`ja`, `ja_JP`, `ja-JP`, `zh-Hans`, `de-CH`): its language
    /// part, or nil when no list ships for it.
    public static func forLocale(_ locale: String) -> AuditWordList? {
        let language = locale.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        return shipped.first { $0.language == language }
    }

    /// The first of `words` found in `label`, or nil.
    package func firstWord(of words: [String], in label: String) -> String? {
        let lowered = label.lowercased()
        if !matchesWholeWords { return words.first { lowered.contains($0) } }
        let tokens = Self.words(of: lowered)
        return words.first { word in
            let parts = Self.words(of: word)
            guard !parts.isEmpty, parts.count <= tokens.count else { return false }
            for start in 0...(tokens.count - parts.count) where Array(tokens[start..<start + parts.count]) == parts {
                return true
            }
            return false
        }
    }

    /// Whether the whole label is a non-descriptive title.
    package func isNonDescriptive(_ label: String) -> Bool {
        let trimmed = label.lowercased().trimmingCharacters(in: Self.trailing)
        if matchesWholeWords { return nonDescriptiveTitles.contains(Self.words(of: trimmed).joined(separator: " ")) }
        return nonDescriptiveTitles.contains(trimmed)
    }

    /// The type words that apply to an element of `type` with `traits`.
    package func typeWords(for type: ControlType, traits: AccessibilityTraitSet) -> [String] {
        var result = typeWords[type] ?? []
        if traits.contains(.button), type != .button { result += typeWords[.button] ?? [] }
        if traits.contains(.link), type != .link { result += typeWords[.link] ?? [] }
        return result
    }

    private static let trailing: Set<Character> = [" ", ".", "!", "?", "…", "。", "！", "？", ":", "：", "\u{3000}"]

    /// The words of a text: runs of letters and digits.
    static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
