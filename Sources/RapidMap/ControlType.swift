/// The type of an element in an accessibility tree: every case of XCUITest's
/// `XCUIElement.ElementType`, with the same raw values (`any` is 0, `statusItem` is 82).
///
/// `ControlType` parses every spelling a recording or a person uses:
/// `"XCUIElementTypeButton"`, `"Button"`, `"button"` and `"9"` all give ``button``,
/// and a few friendly aliases (`"label"` → ``staticText``, `"textfield"` → ``textField``)
/// are accepted too. See ``init(parsing:)``.
///
/// When a map is matched against a tree, ``any`` is a wildcard: it matches every type.
public enum ControlType: UInt, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    case `any` = 0
    case other = 1
    case application = 2
    case group = 3
    case window = 4
    case sheet = 5
    case drawer = 6
    case alert = 7
    case dialog = 8
    case button = 9
    case radioButton = 10
    case radioGroup = 11
    case checkBox = 12
    case disclosureTriangle = 13
    case popUpButton = 14
    case comboBox = 15
    case menuButton = 16
    case toolbarButton = 17
    case popover = 18
    case keyboard = 19
    case key = 20
    case navigationBar = 21
    case tabBar = 22
    case tabGroup = 23
    case toolbar = 24
    case statusBar = 25
    case table = 26
    case tableRow = 27
    case tableColumn = 28
    case outline = 29
    case outlineRow = 30
    case browser = 31
    case collectionView = 32
    case slider = 33
    case pageIndicator = 34
    case progressIndicator = 35
    case activityIndicator = 36
    case segmentedControl = 37
    case picker = 38
    case pickerWheel = 39
    case `switch` = 40
    case toggle = 41
    case link = 42
    case image = 43
    case icon = 44
    case searchField = 45
    case scrollView = 46
    case scrollBar = 47
    case staticText = 48
    case textField = 49
    case secureTextField = 50
    case datePicker = 51
    case textView = 52
    case menu = 53
    case menuItem = 54
    case menuBar = 55
    case menuBarItem = 56
    case map = 57
    case webView = 58
    case incrementArrow = 59
    case decrementArrow = 60
    case timeline = 61
    case ratingIndicator = 62
    case valueIndicator = 63
    case splitGroup = 64
    case splitter = 65
    case relevanceIndicator = 66
    case colorWell = 67
    case helpTag = 68
    case matte = 69
    case dockItem = 70
    case ruler = 71
    case rulerMarker = 72
    case grid = 73
    case levelIndicator = 74
    case cell = 75
    case layoutArea = 76
    case layoutItem = 77
    case handle = 78
    case stepper = 79
    case tab = 80
    case touchBar = 81
    case statusItem = 82

    /// The Swift case name, e.g. `"button"`, `"staticText"`.
    public var name: String { Self.names[Int(rawValue)] }

    /// The name XCUITest's debugDescription uses, e.g. `"Button"`, `"StaticText"`.
    public var debugName: String {
        let n = name
        return n.prefix(1).uppercased() + n.dropFirst()
    }

    /// The tag Appium and WebDriverAgent use, e.g. `"XCUIElementTypeButton"`.
    public var xcuiName: String { "XCUIElementType" + debugName }

    /// Same as ``name``.
    public var description: String { name }

    /// Whether this type matches `other` when a map is checked against a tree:
    /// equal types match, and ``any`` on either side matches everything.
    public func matches(_ other: ControlType) -> Bool {
        self == .any || other == .any || self == other
    }

    /// Parses a type from any common spelling: `"XCUIElementTypeButton"`, `"Button"`,
    /// `"button"`, `"BUTTON"`, the raw value `"9"`, or an alias such as `"label"`.
    /// Returns nil for an unknown name or an out-of-range number.
    public init?(parsing text: some StringProtocol) {
        var s = Substring(text).trimmingASCIIWhitespace()
        if let n = UInt(s) {
            guard let t = ControlType(rawValue: n) else { return nil }
            self = t
            return
        }
        if s.hasPrefix("XCUIElementType") { s = s.dropFirst("XCUIElementType".count) }
        let key = s.lowercased()
        if let t = Self.byLowercasedName[key] { self = t; return }
        return nil
    }

    static let names: [String] = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button", "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton", "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar", "statusBar", "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView", "slider", "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel", "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar", "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar", "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator", "valueIndicator", "splitGroup", "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid", "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab", "touchBar", "statusItem"
    ]

    /// Lowercased names and aliases to types.
    static let byLowercasedName: [String: ControlType] = {
        var table: [String: ControlType] = [:]
        for t in ControlType.allCases { table[t.name.lowercased()] = t }
        let aliases: [String: ControlType] = [
            "label": .staticText, "text": .staticText, "statictext": .staticText,
            "textfield": .textField, "securefield": .secureTextField, "securetext": .secureTextField,
            "textarea": .textView, "checkbox": .checkBox, "radio": .radioButton,
            "searchbar": .searchField, "list": .table, "tableview": .table,
            "collection": .collectionView, "imageview": .image, "view": .other,
            "uibutton": .button, "uilabel": .staticText, "uitextfield": .textField,
            "uiswitch": .switch, "uislider": .slider, "uiimageview": .image,
            "spinner": .activityIndicator, "progress": .progressIndicator,
            "segmented": .segmentedControl, "webview": .webView,
        ]
        for (k, v) in aliases where table[k] == nil { table[k] = v }
        return table
    }()
}

extension Substring {
    /// The substring without leading and trailing ASCII spaces, tabs and newlines.
    func trimmingASCIIWhitespace() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return s
    }
}
