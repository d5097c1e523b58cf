/// The accessibility traits of an element, bit for bit as UIKit's `UIAccessibilityTraits`.
///
/// The public bits are UIKit's documented traits. The private bits are not in UIKit's
/// headers but appear in real dumps (WebDriverAgent's `traits`, old debugDescription
/// `traits: 8589934592` lines), so RapidMap names them too.
///
/// Each trait has a name (`name(of:)`, ``names``) used when reading and writing
/// recordings and maps: `AccessibilityTraitSet(names: ["button", "selected"])`.
public struct AccessibilityTraitSet: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The raw bit mask.
    public let rawValue: UInt64

    /// Creates traits from a raw bit mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element behaves like a button.
    public static let button = AccessibilityTraitSet(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = AccessibilityTraitSet(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = AccessibilityTraitSet(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = AccessibilityTraitSet(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraitSet(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = AccessibilityTraitSet(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = AccessibilityTraitSet(rawValue: 1 << 6)
    /// The element provides summary information when the app starts.
    public static let summaryElement = AccessibilityTraitSet(rawValue: 1 << 7)
    /// The element is not enabled.
    public static let notEnabled = AccessibilityTraitSet(rawValue: 1 << 8)
    /// The element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraitSet(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraitSet(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraitSet(rawValue: 1 << 11)
    /// The element can be adjusted continuously (a slider).
    public static let adjustable = AccessibilityTraitSet(rawValue: 1 << 12)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraitSet(rawValue: 1 << 13)
    /// The element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraitSet(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraitSet(rawValue: 1 << 15)
    /// The element is a header.
    public static let header = AccessibilityTraitSet(rawValue: 1 << 16)
    /// Private: the element accepts text entry.
    public static let textEntry = AccessibilityTraitSet(rawValue: 1 << 18)
    /// Private: the element is being edited.
    public static let isEditing = AccessibilityTraitSet(rawValue: 1 << 21)
    /// Private: the element is a secure text field.
    public static let secureTextField = AccessibilityTraitSet(rawValue: 1 << 24)
    /// Private: the element is a navigation back button.
    public static let backButton = AccessibilityTraitSet(rawValue: 1 << 27)
    /// Private: the element is an item of a tab bar.
    public static let tabBarItem = AccessibilityTraitSet(rawValue: 1 << 28)
    /// Private: the element is a multi-line text area.
    public static let textArea = AccessibilityTraitSet(rawValue: 1 << 47)
    /// Private: the element is a switch.
    public static let switchButton = AccessibilityTraitSet(rawValue: 1 << 53)

    /// Every named trait with its name, in bit order.
    public static let named: [(name: String, trait: AccessibilityTraitSet)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry),
        ("isEditing", .isEditing), ("secureTextField", .secureTextField),
        ("backButton", .backButton), ("tabBarItem", .tabBarItem), ("textArea", .textArea),
        ("switchButton", .switchButton),
    ]

    private static let byLowercasedName: [String: AccessibilityTraitSet] = {
        var table: [String: AccessibilityTraitSet] = [:]
        for entry in named { table[entry.name.lowercased()] = entry.trait }
        // Spellings seen in WebDriverAgent's `traits` attribute and UIKit's constant names.
        table["statictext"] = .staticText
        table["keyboardkey"] = .keyboardKey
        table["disabled"] = .notEnabled
        table["heading"] = .header
        table["switch"] = .switchButton
        table["tab"] = .tabBarItem
        return table
    }()

    /// The trait with this name (case-insensitive; `UIAccessibilityTrait` prefixes and
    /// a `bitN` spelling for unnamed bits are accepted), or nil.
    public init?(name: some StringProtocol) {
        var key = String(name).lowercased()
        for prefix in ["uiaccessibilitytrait", "accessibilitytrait"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        if let t = Self.byLowercasedName[key] { self = t; return }
        if key.hasPrefix("bit"), let n = Int(key.dropFirst(3)), (0..<64).contains(n) {
            self.init(rawValue: 1 << UInt64(n))
            return
        }
        return nil
    }

    /// Traits from a list of names; nil if any name is unknown.
    public init?(names: some Sequence<some StringProtocol>) {
        var result = AccessibilityTraitSet()
        for n in names {
            guard let t = AccessibilityTraitSet(name: n) else { return nil }
            result.insert(t)
        }
        self = result
    }

    /// The names of the traits set, in bit order. An unnamed bit is written `bitN`.
    public var names: [String] {
        var result: [String] = []
        var rest = rawValue
        for entry in Self.named where rawValue & entry.trait.rawValue != 0 {
            result.append(entry.name)
            rest &= ~entry.trait.rawValue
        }
        var bit: UInt64 = 0
        while rest != 0 {
            if rest & 1 != 0 { result.append("bit\(bit)") }
            rest >>= 1
            bit += 1
        }
        return result.sorted { Self.bitIndex(of: $0) < Self.bitIndex(of: $1) }
    }

    private static func bitIndex(of name: String) -> Int {
        guard let t = AccessibilityTraitSet(name: name) else { return 64 }
        return t.rawValue.trailingZeroBitCount
    }

    /// The names of the traits, e.g. `[button, selected]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
