/// How a UI test finds the element of one map entry: the query `LoginScreen.element(3, in: app)`
/// runs, as a value, so the same rule is run on a recorded tree (``evaluate(in:)``) and turned
/// into an XCUITest query by RapidTesting's thin adapter.
///
/// The rule follows the map's matching (see ``Verifier``):
/// - an entry with an identifier is found by that identifier and the entry's type, anywhere in
///   the app (scoped identifiers such as `LoginScreen.email` are unique by construction):
///   `app.descendants(matching: .textField)` matching `identifier == "LoginScreen.email"`
///   (a predicate, not `matching(identifier:)`, which also accepts a label, title, value or
///   placeholder equal to the string);
/// - an entry without one is found by its type and label (no label: an empty label) inside the
///   screen's root view, or, when no node has the screen identifier, in the part of the app
///   its map declares (``declaredScope``: the whole app, or for `MapScope.appWindow` the app's
///   window without the status bar, the keyboard and other windows), as verification scopes
///   a screen: `root.descendants(matching: .staticText)` matching `label == "Welcome back"`.
///   So unnamed static texts are reachable too.
///
/// An empty identifier counts as none. The type `ControlType.any` matches every type, as
/// `XCUIElement.ElementType.any` does. `ControlType`'s raw values are those of
/// `XCUIElement.ElementType`, so ``elementTypeRawValue`` is the XCUITest type.
public struct ControlQuery: Sendable, Hashable, CustomStringConvertible {
    /// The screen's name, for messages: `LoginScreen`.
    public var screen: String
    /// The map entry the query finds.
    public var entry: ControlInformation
    /// The identifier the element must have, or nil for a type-and-label query.
    public var identifier: String?
    /// The label the element must have when there is no identifier ("" when the entry has
    /// none, as XCUITest reads an element without a label).
    public var label: String?
    /// The identifier of the screen's root view a type-and-label query looks inside, or nil
    /// for an identifier query (which looks in the whole app).
    public var scope: String?
    /// What the screen's map declares it covers (`RapidScreen.mapScope`): where a
    /// type-and-label query looks when no node has the screen identifier.
    public var declaredScope: MapScope = .screenRoot

    /// The predicate format of an identifier query, with the identifier as its one argument.
    public static let identifierPredicateFormat = "identifier == %@"
    /// The predicate format of a label query, with the label as its one argument.
    public static let labelPredicateFormat = "label == %@"

    /// The query for `entry` of the screen whose root view has `screenIdentifier` and whose
    /// map declares `declaredScope`.
    public init(entry: ControlInformation, screen: String, screenIdentifier: String, declaredScope: MapScope = .screenRoot) {
        self.screen = screen
        self.entry = entry
        self.declaredScope = declaredScope
        if let id = ControlIdentifier.meaningful(entry.identifier) {
            identifier = id
            label = nil
            scope = nil
        } else {
            identifier = nil
            label = MapComparison.labelKey(entry.label) ?? ""
            scope = screenIdentifier
        }
    }

    /// The query for the entry whose `index` is `index` in `screen`'s map, or the reason there
    /// is none, naming the map's size.
    public static func resolve<S: RapidScreen>(_ index: Int, of screen: S.Type) -> Result<ControlQuery, MissingMapEntry> {
        let map = screen.controlsInformation()
        let name = String(describing: screen)
        guard let entry = map.first(where: { $0.index == index }) else {
            return .failure(MissingMapEntry(screen: name, index: index, indexes: map.map(\.index)))
        }
        return .success(ControlQuery(entry: entry, screen: name, screenIdentifier: screen.screenIdentifier, declaredScope: screen.mapScope))
    }

    /// What `waitFor` looks for to know `screen` is up when its root view cannot be: for a map
    /// declared `MapScope.appWindow` (recorded while the root view had no identifier), the
    /// query of the map's first entry that has an identifier, else of its first entry with a
    /// label. Nil when the root view is waited for: a map scoped to its root, or one with
    /// neither.
    public static func screenMarker<S: RapidScreen>(of screen: S.Type) -> ControlQuery? {
        guard screen.mapScope == .appWindow else { return nil }
        let map = screen.controlsInformation()
        guard
            let entry = map.first(where: { ControlIdentifier.meaningful($0.identifier) != nil })
                ?? map.first(where: { MapComparison.labelKey($0.label) != nil })
        else { return nil }
        return ControlQuery(
            entry: entry, screen: String(describing: screen), screenIdentifier: screen.screenIdentifier, declaredScope: .appWindow)
    }

    /// The entry's type: the element type the query asks for.
    public var elementType: ControlType { entry.type }

    /// The raw value of the `XCUIElement.ElementType` the query asks for (the same as
    /// `ControlType`'s).
    public var elementTypeRawValue: UInt { entry.type.rawValue }

    /// The `NSPredicate` format the element must match below the type: ``identifierPredicateFormat``
    /// or ``labelPredicateFormat``.
    public var predicateFormat: String {
        identifier == nil ? Self.labelPredicateFormat : Self.identifierPredicateFormat
    }

    /// The one argument of ``predicateFormat``: the identifier or the label.
    public var predicateArgument: String { identifier ?? label ?? "" }

    /// Whether a node answers the query (its place in the tree aside).
    public func matches(_ node: AccessibilityNode) -> Bool {
        guard entry.type.matches(node.type) else { return false }
        if let identifier { return ControlIdentifier.meaningful(node.identifier) == identifier }
        return (MapComparison.labelKey(node.label) ?? "") == label
    }

    /// `textField "LoginScreen.email"`, or `staticText label "Welcome back" in "LoginScreen"`
    /// (`… in "LoginScreen", else the app's window` for a map declared `MapScope.appWindow`).
    public var description: String {
        if let identifier { return "\(entry.type.name) \"\(identifier)\"" }
        let window = declaredScope == .appWindow ? ", else the app's window" : ""
        return "\(entry.type.name) label \"\(label ?? "")\" in \"\(scope ?? "")\"\(window)"
    }

    /// The nodes the query finds in a recorded tree, as XCUITest would in the running app: the
    /// descendants of the app (or of the screen root, for a label query) that match. A screen
    /// root without children is not a scope: it is SwiftUI's copy of the screen's identifier
    /// on its one element, and XCUITest's `descendants(matching:)` of an element never
    /// includes the element itself, so the whole app is searched, as for a screen root not
    /// found. Without the screen root, a map declared `MapScope.appWindow` is searched in the
    /// app's window, its status bars and keyboards left out (`ScreenScope.appWindow(in:)`).
    public func evaluate(in tree: AccessibilityTree) -> ControlQueryResult {
        var base = tree.root
        var foundScope = false
        var leavesOutSystemUI = false
        if let scope {
            let found = ScreenScope.find(screenIdentifier: scope, in: tree, recorded: declaredScope)
            if case .appWindow = found { leavesOutSystemUI = true }
            foundScope = found.foundScreenRoot || leavesOutSystemUI
            let node = found.node(in: tree)
            if tree.subtree(of: node).count > 1 { base = node }
        }
        let range = tree.subtree(of: base)
        var found: [Int] = []
        var position = range.lowerBound + 1
        while position < range.upperBound {
            let node = tree[position]
            if leavesOutSystemUI, node.type == .statusBar || node.type == .keyboard {
                position = tree.subtree(of: position).upperBound
                continue
            }
            if matches(node) { found.append(position) }
            position += 1
        }
        return ControlQueryResult(query: self, matches: found, scopeFound: scope == nil || foundScope)
    }
}
