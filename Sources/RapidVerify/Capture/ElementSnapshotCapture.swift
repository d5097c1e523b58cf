import Foundation

extension AccessibilityTree {
    /// Builds a tree from an XCUITest snapshot (or a fake one), walking it without recursion.
    ///
    /// Each snapshot becomes one node, in the snapshot's order:
    /// - `elementType` → ``AccessibilityNode/type`` by raw value (an unknown raw value → `ControlType.other`);
    /// - an empty `identifier` or `label` → nil; an empty label with a `title` takes the title;
    /// - `value` → its text (`String` as is, anything else as `"\(value)"`, nil stays nil);
    /// - `isSelected` → `selected` and the `.selected` trait, `!isEnabled` → `enabled == false` and
    ///   the `.notEnabled` trait, as ``DebugDescriptionReader`` does for the same flags;
    /// - ``AccessibilityNode/isAccessibilityElement`` stays `unknown`: a snapshot does not say it, so
    ///   the traversal engine infers it as for every XCUITest recording; nor does it say which
    ///   text input is being edited, so none is recorded as edited.
    ///
    /// A snapshot holding a type only macOS has (the menu bar an app on a Mac shows) is
    /// recorded as `Idiom.mac` whatever `idiom` says (``RecordingPlatform``).
    ///
    /// A snapshot is a value (`children` is an array), so it has no cycles.
    @MainActor
    package init<S: CapturableElementSnapshot>(
        capturingSnapshot root: S, idiom: Idiom,
        layoutDirection: InterfaceLayoutDirection
    ) {
        self.init(capturingSnapshot: root, configuration: RecordingConfiguration(layoutDirection: layoutDirection, idiom: idiom))
    }

    /// Builds a tree from an XCUITest snapshot as ``init(capturingSnapshot:idiom:layoutDirection:)``
    /// does, recorded in `configuration`: its unknown screen size and orientation are taken
    /// from the app's window (or the root's frame), its unknown idiom is a phone and its
    /// unknown layout direction left to right.
    ///
    /// A snapshot says nothing of what is on screen, so the walk decides two things from the
    /// frames:
    /// - **the window**: when the root is the application and its first window with a size
    ///   is not where the application is (Split View, Slide Over, Stage Manager: the app has a
    ///   slice of the screen), every frame is made relative to that window, so the screen
    ///   size is the window's and frames match a full-screen recording;
    /// - **visibility**: a node whose frame lies entirely outside its window (the nearest
    ///   enclosing `window`, else the root's frame) and entirely outside every enclosing
    ///   scroll container (`scrollView`, `table`, `collectionView`, `webView`) is recorded
    ///   ``AccessibilityNode/visible`` false, so a loaded page or cell off screen is not
    ///   read as an element. Windows and nodes without a size are left visible.
    ///
    /// The content of a remote container (a share sheet), whose frames restart at 0,0, is
    /// then placed at its container's corner, as for a recording read from a file
    /// (`RemoteContentPlacement`).
    @MainActor
    package init<S: CapturableElementSnapshot>(capturingSnapshot root: S, configuration: RecordingConfiguration) {
        var builder = Builder(source: .code)
        builder.configuration = configuration.merging(
            RecordingConfiguration(
                layoutDirection: configuration.layoutDirection ?? .leftToRight, idiom: configuration.idiom ?? .phone))
        var placement = SnapshotPlacement(root: root)
        // Each frame: the children still to add, the next one.
        var stack: [(children: [S], next: Int)] = []
        builder.open(placement.enter(root))
        stack.append((root.children, 0))
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                builder.open(placement.enter(child))
                stack.append((child.children, 0))
            } else {
                builder.close()
                placement.leave()
                stack.removeLast()
            }
        }
        // Balanced by construction: every open has its close.
        self = try! builder.finish()
        // A Mac's menu bar outranks the test device's idiom: an iPad app on a Mac ("Designed
        // for iPad", Mac Catalyst) runs its UI tests with the iPad idiom (RecordingPlatform).
        RecordingPlatform.recognise(&self, stated: idiom, screen: nil)
        ConfigurationInference.infer(&self)
        // XCUITest reads a remote container's content (a share sheet) in its own
        // coordinates, as the page sources WebDriverAgent builds from its snapshots show.
        RemoteContentPlacement.place(&self)
    }

    /// One snapshot's attributes as a node.
    @MainActor
    static func node<S: CapturableElementSnapshot>(from snapshot: S) -> AccessibilityNode {
        var traits: AccessibilityTraitSet = []
        if snapshot.isSelected { traits.insert(.selected) }
        if !snapshot.isEnabled { traits.insert(.notEnabled) }
        let label = snapshot.label.isEmpty ? snapshot.title : snapshot.label
        return AccessibilityNode(
            type: ControlType(rawValue: snapshot.elementType.rawValue) ?? .other,
            identifier: ControlIdentifier.meaningful(snapshot.identifier),
            label: label.isEmpty ? nil : label,
            value: snapshot.value.map { $0 as? String ?? "\($0)" },
            placeholder: snapshot.placeholderValue,
            frame: Frame(snapshot.frame),
            traits: traits,
            enabled: snapshot.isEnabled,
            selected: snapshot.isSelected)
    }
}

extension Frame {
    /// The frame of a `CGRect`, as given (not standardized: a recording keeps what was captured).
    public init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Idiom {
    /// The idiom of a `UIUserInterfaceIdiom` raw value: 0 phone, 1 pad, 2 tv, 3 carPlay, 5 mac,
    /// 6 vision. Unspecified (-1) and unknown values give nil.
    public init?(userInterfaceIdiomRawValue raw: Int) {
        switch raw {
        case 0: self = .phone
        case 1: self = .pad
        case 2: self = .tv
        case 3: self = .carPlay
        case 5: self = .mac
        case 6: self = .vision
        default: return nil
        }
    }
}

extension InterfaceLayoutDirection {
    /// The direction of a `UIUserInterfaceLayoutDirection` raw value: 1 is right to left,
    /// anything else left to right.
    public init(userInterfaceLayoutDirectionRawValue raw: Int) {
        self = raw == 1 ? .rightToLeft : .leftToRight
    }

    /// The direction a language is written in (`"ar"`, `"he-IL"` → right to left), from
    /// Foundation's `NSLocale.characterDirection(forLanguage:)` (available on every platform
    /// and deployment target); for an XCUITest run, whose app is another process, this is how
    /// the layout direction is found from the preferred language.
    public init(language identifier: String) {
        self = NSLocale.characterDirection(forLanguage: identifier) == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
