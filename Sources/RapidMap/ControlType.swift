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
    /// Any type: in a map, matches every element (`XCUIElement.ElementType.any`, 0).
    case `any` = 0
    /// Another element, of no more specific type (`XCUIElement.ElementType.other`, 1; `XCUIElementTypeOther`).
    case other = 1
    /// An application (`XCUIElement.ElementType.application`, 2; `XCUIElementTypeApplication`).
    case application = 2
    /// A group (`XCUIElement.ElementType.group`, 3; `XCUIElementTypeGroup`).
    case group = 3
    /// A window (`XCUIElement.ElementType.window`, 4; `XCUIElementTypeWindow`).
    case window = 4
    /// A sheet (`XCUIElement.ElementType.sheet`, 5; `XCUIElementTypeSheet`).
    case sheet = 5
    /// A drawer (`XCUIElement.ElementType.drawer`, 6; `XCUIElementTypeDrawer`).
    case drawer = 6
    /// An alert (`XCUIElement.ElementType.alert`, 7; `XCUIElementTypeAlert`).
    case alert = 7
    /// A dialog (`XCUIElement.ElementType.dialog`, 8; `XCUIElementTypeDialog`).
    case dialog = 8
    /// A button (`XCUIElement.ElementType.button`, 9; `XCUIElementTypeButton`).
    case button = 9
    /// A radio button (`XCUIElement.ElementType.radioButton`, 10; `XCUIElementTypeRadioButton`).
    case radioButton = 10
    /// A radio group (`XCUIElement.ElementType.radioGroup`, 11; `XCUIElementTypeRadioGroup`).
    case radioGroup = 11
    /// A check box (`XCUIElement.ElementType.checkBox`, 12; `XCUIElementTypeCheckBox`).
    case checkBox = 12
    /// A disclosure triangle (`XCUIElement.ElementType.disclosureTriangle`, 13; `XCUIElementTypeDisclosureTriangle`).
    case disclosureTriangle = 13
    /// A pop up button (`XCUIElement.ElementType.popUpButton`, 14; `XCUIElementTypePopUpButton`).
    case popUpButton = 14
    /// A combo box (`XCUIElement.ElementType.comboBox`, 15; `XCUIElementTypeComboBox`).
    case comboBox = 15
    /// A menu button (`XCUIElement.ElementType.menuButton`, 16; `XCUIElementTypeMenuButton`).
    case menuButton = 16
    /// A toolbar button (`XCUIElement.ElementType.toolbarButton`, 17; `XCUIElementTypeToolbarButton`).
    case toolbarButton = 17
    /// A popover (`XCUIElement.ElementType.popover`, 18; `XCUIElementTypePopover`).
    case popover = 18
    /// A keyboard (`XCUIElement.ElementType.keyboard`, 19; `XCUIElementTypeKeyboard`).
    case keyboard = 19
    /// A key (`XCUIElement.ElementType.key`, 20; `XCUIElementTypeKey`).
    case key = 20
    /// A navigation bar (`XCUIElement.ElementType.navigationBar`, 21; `XCUIElementTypeNavigationBar`).
    case navigationBar = 21
    /// A tab bar (`XCUIElement.ElementType.tabBar`, 22; `XCUIElementTypeTabBar`).
    case tabBar = 22
    /// A tab group (`XCUIElement.ElementType.tabGroup`, 23; `XCUIElementTypeTabGroup`).
    case tabGroup = 23
    /// A toolbar (`XCUIElement.ElementType.toolbar`, 24; `XCUIElementTypeToolbar`).
    case toolbar = 24
    /// A status bar (`XCUIElement.ElementType.statusBar`, 25; `XCUIElementTypeStatusBar`).
    case statusBar = 25
    /// A table (`XCUIElement.ElementType.table`, 26; `XCUIElementTypeTable`).
    case table = 26
    /// A table row (`XCUIElement.ElementType.tableRow`, 27; `XCUIElementTypeTableRow`).
    case tableRow = 27
    /// A table column (`XCUIElement.ElementType.tableColumn`, 28; `XCUIElementTypeTableColumn`).
    case tableColumn = 28
    /// An outline (`XCUIElement.ElementType.outline`, 29; `XCUIElementTypeOutline`).
    case outline = 29
    /// An outline row (`XCUIElement.ElementType.outlineRow`, 30; `XCUIElementTypeOutlineRow`).
    case outlineRow = 30
    /// A browser (`XCUIElement.ElementType.browser`, 31; `XCUIElementTypeBrowser`).
    case browser = 31
    /// A collection view (`XCUIElement.ElementType.collectionView`, 32; `XCUIElementTypeCollectionView`).
    case collectionView = 32
    /// A slider (`XCUIElement.ElementType.slider`, 33; `XCUIElementTypeSlider`).
    case slider = 33
    /// A page indicator (`XCUIElement.ElementType.pageIndicator`, 34; `XCUIElementTypePageIndicator`).
    case pageIndicator = 34
    /// A progress indicator (`XCUIElement.ElementType.progressIndicator`, 35; `XCUIElementTypeProgressIndicator`).
    case progressIndicator = 35
    /// An activity indicator (`XCUIElement.ElementType.activityIndicator`, 36; `XCUIElementTypeActivityIndicator`).
    case activityIndicator = 36
    /// A segmented control (`XCUIElement.ElementType.segmentedControl`, 37; `XCUIElementTypeSegmentedControl`).
    case segmentedControl = 37
    /// A picker (`XCUIElement.ElementType.picker`, 38; `XCUIElementTypePicker`).
    case picker = 38
    /// A picker wheel (`XCUIElement.ElementType.pickerWheel`, 39; `XCUIElementTypePickerWheel`).
    case pickerWheel = 39
    /// A switch (`XCUIElement.ElementType.switch`, 40; `XCUIElementTypeSwitch`).
    case `switch` = 40
    /// A toggle (`XCUIElement.ElementType.toggle`, 41; `XCUIElementTypeToggle`).
    case toggle = 41
    /// A link (`XCUIElement.ElementType.link`, 42; `XCUIElementTypeLink`).
    case link = 42
    /// An image (`XCUIElement.ElementType.image`, 43; `XCUIElementTypeImage`).
    case image = 43
    /// An icon (`XCUIElement.ElementType.icon`, 44; `XCUIElementTypeIcon`).
    case icon = 44
    /// A search field (`XCUIElement.ElementType.searchField`, 45; `XCUIElementTypeSearchField`).
    case searchField = 45
    /// A scroll view (`XCUIElement.ElementType.scrollView`, 46; `XCUIElementTypeScrollView`).
    case scrollView = 46
    /// A scroll bar (`XCUIElement.ElementType.scrollBar`, 47; `XCUIElementTypeScrollBar`).
    case scrollBar = 47
    /// A static text (`XCUIElement.ElementType.staticText`, 48; `XCUIElementTypeStaticText`).
    case staticText = 48
    /// A text field (`XCUIElement.ElementType.textField`, 49; `XCUIElementTypeTextField`).
    case textField = 49
    /// A secure text field (`XCUIElement.ElementType.secureTextField`, 50; `XCUIElementTypeSecureTextField`).
    case secureTextField = 50
    /// A date picker (`XCUIElement.ElementType.datePicker`, 51; `XCUIElementTypeDatePicker`).
    case datePicker = 51
    /// A text view (`XCUIElement.ElementType.textView`, 52; `XCUIElementTypeTextView`).
    case textView = 52
    /// A menu (`XCUIElement.ElementType.menu`, 53; `XCUIElementTypeMenu`).
    case menu = 53
    /// A menu item (`XCUIElement.ElementType.menuItem`, 54; `XCUIElementTypeMenuItem`).
    case menuItem = 54
    /// A menu bar (`XCUIElement.ElementType.menuBar`, 55; `XCUIElementTypeMenuBar`).
    case menuBar = 55
    /// A menu bar item (`XCUIElement.ElementType.menuBarItem`, 56; `XCUIElementTypeMenuBarItem`).
    case menuBarItem = 56
    /// A map (`XCUIElement.ElementType.map`, 57; `XCUIElementTypeMap`).
    case map = 57
    /// A web view (`XCUIElement.ElementType.webView`, 58; `XCUIElementTypeWebView`).
    case webView = 58
    /// An increment arrow (`XCUIElement.ElementType.incrementArrow`, 59; `XCUIElementTypeIncrementArrow`).
    case incrementArrow = 59
    /// A decrement arrow (`XCUIElement.ElementType.decrementArrow`, 60; `XCUIElementTypeDecrementArrow`).
    case decrementArrow = 60
    /// A timeline (`XCUIElement.ElementType.timeline`, 61; `XCUIElementTypeTimeline`).
    case timeline = 61
    /// A rating indicator (`XCUIElement.ElementType.ratingIndicator`, 62; `XCUIElementTypeRatingIndicator`).
    case ratingIndicator = 62
    /// A value indicator (`XCUIElement.ElementType.valueIndicator`, 63; `XCUIElementTypeValueIndicator`).
    case valueIndicator = 63
    /// A split group (`XCUIElement.ElementType.splitGroup`, 64; `XCUIElementTypeSplitGroup`).
    case splitGroup = 64
    /// A splitter (`XCUIElement.ElementType.splitter`, 65; `XCUIElementTypeSplitter`).
    case splitter = 65
    /// A relevance indicator (`XCUIElement.ElementType.relevanceIndicator`, 66; `XCUIElementTypeRelevanceIndicator`).
    case relevanceIndicator = 66
    /// A color well (`XCUIElement.ElementType.colorWell`, 67; `XCUIElementTypeColorWell`).
    case colorWell = 67
    /// A help tag (`XCUIElement.ElementType.helpTag`, 68; `XCUIElementTypeHelpTag`).
    case helpTag = 68
    /// A matte (`XCUIElement.ElementType.matte`, 69; `XCUIElementTypeMatte`).
    case matte = 69
    /// A dock item (`XCUIElement.ElementType.dockItem`, 70; `XCUIElementTypeDockItem`).
    case dockItem = 70
    /// A ruler (`XCUIElement.ElementType.ruler`, 71; `XCUIElementTypeRuler`).
    case ruler = 71
    /// A ruler marker (`XCUIElement.ElementType.rulerMarker`, 72; `XCUIElementTypeRulerMarker`).
    case rulerMarker = 72
    /// A grid (`XCUIElement.ElementType.grid`, 73; `XCUIElementTypeGrid`).
    case grid = 73
    /// A level indicator (`XCUIElement.ElementType.levelIndicator`, 74; `XCUIElementTypeLevelIndicator`).
    case levelIndicator = 74
    /// A cell (`XCUIElement.ElementType.cell`, 75; `XCUIElementTypeCell`).
    case cell = 75
    /// A layout area (`XCUIElement.ElementType.layoutArea`, 76; `XCUIElementTypeLayoutArea`).
    case layoutArea = 76
    /// A layout item (`XCUIElement.ElementType.layoutItem`, 77; `XCUIElementTypeLayoutItem`).
    case layoutItem = 77
    /// A handle (`XCUIElement.ElementType.handle`, 78; `XCUIElementTypeHandle`).
    case handle = 78
    /// A stepper (`XCUIElement.ElementType.stepper`, 79; `XCUIElementTypeStepper`).
    case stepper = 79
    /// A tab (`XCUIElement.ElementType.tab`, 80; `XCUIElementTypeTab`).
    case tab = 80
    /// A touch bar (`XCUIElement.ElementType.touchBar`, 81; `XCUIElementTypeTouchBar`).
    case touchBar = 81
    /// A status item (`XCUIElement.ElementType.statusItem`, 82; `XCUIElementTypeStatusItem`).
    case statusItem = 82

    /// The Swift case name, e.g. `"button"`, `"staticText"`.
    public var name: String { Self.names[Int(rawValue)] }

    /// The name XCUITest's debugDescription uses, e.g. `"Button"`, `"StaticText"`.
    package var debugName: String {
        let n = name
        return n.prefix(1).uppercased() + n.dropFirst()
    }

    /// The tag Appium and WebDriverAgent use, e.g. `"XCUIElementTypeButton"`.
    package var xcuiName: String { "XCUIElementType" + debugName }

    /// Same as ``name``.
    public var description: String { name }

    /// Whether this is a type people type into: a text field, secure text field, search
    /// field or text view. A recording's keyboard focus on one of them is its editing state.
    package var isTextInput: Bool {
        self == .textField || self == .secureTextField || self == .searchField || self == .textView
    }

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
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button", "radioButton", "radioGroup", "checkBox",
        "disclosureTriangle", "popUpButton", "comboBox", "menuButton", "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup",
        "toolbar", "statusBar", "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView", "slider", "pageIndicator",
        "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel", "switch", "toggle", "link", "image", "icon", "searchField",
        "scrollView", "scrollBar", "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar", "menuBarItem", "map",
        "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator", "valueIndicator", "splitGroup", "splitter", "relevanceIndicator",
        "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid", "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper",
        "tab", "touchBar", "statusItem",
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
