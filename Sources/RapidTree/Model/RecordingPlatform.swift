import RapidMap
/// The platform a recording comes from, as its `Idiom` shows, and whether RapidMap models
/// the order VoiceOver follows there.
///
/// The readers recognise the platform from what the recording shows, in this order, the
/// first that speaks winning (the readers and the XCUITest capture apply it):
/// 1. element types only macOS has (a menu bar, its items, dock items, status items):
///    macOS, whatever idiom the recording states. A Mac Catalyst or "Designed for iPad" app
///    recorded through XCUITest on the Mac shows the Mac's menu bar, so it is macOS, where
///    VoiceOver is macOS's.
/// 2. the idiom the recording states: native JSON's `idiom` (an in-app capture writes the
///    one UIKit reports: `mac` for a Catalyst app optimized for Mac; `pad` for a
///    "Designed for iPad" app or a Catalyst app scaled to match iPad, which an in-app capture
///    cannot tell from an iPad), and the `focused` attribute that only tvOS's page source
///    carries.
/// 3. the screen's size: 1920×1080 points is an Apple TV, an Apple Watch's screen is
///    watchOS; a debugDescription dump also takes a screen at least 744 points on both
///    sides for an iPad.
/// Otherwise the recording is taken for an iPhone's.
///
/// The traversal engine computes iOS's order (iPadOS's is the same, with a wider row
/// tolerance). VoiceOver on the other platforms moves differently, so a recording from one
/// of them is still ordered with iOS's rules, and `VerificationResult.platform` and the
/// result's notes say so:
///
/// ```swift
/// let result = Verifier.verify(HomeScreen.self, tvRecording)
/// if !result.platform.isOrderModelled { print(result.notes) }
/// // ["order computed with iOS's rules: tvOS's VoiceOver order is not modelled (…)"]
/// ```
public enum RecordingPlatform: String, Sendable, Hashable, CaseIterable {
    /// iPhone: the order RapidMap models.
    case iOS
    /// iPad: modelled (iOS's rules, with a 13-point row tolerance).
    case iPadOS
    /// Apple TV: not modelled.
    case tvOS
    /// Mac (Catalyst or "Designed for iPad"): not modelled.
    case macOS
    /// Apple Watch: not modelled.
    case watchOS
    /// Apple Vision Pro: not modelled.
    case visionOS
    /// CarPlay: not modelled.
    case carPlay

    /// The platform of a recording with this idiom.
    public init(idiom: Idiom) {
        switch idiom {
        case .phone: self = .iOS
        case .pad: self = .iPadOS
        case .tv: self = .tvOS
        case .mac: self = .macOS
        case .watch: self = .watchOS
        case .vision: self = .visionOS
        case .carPlay: self = .carPlay
        }
    }

    /// The platform's name as Apple writes it: `tvOS`, `CarPlay`.
    public var name: String {
        self == .carPlay ? "CarPlay" : rawValue
    }

    /// Whether the traversal engine models VoiceOver's order on this platform: true for iOS
    /// and iPadOS only.
    public var isOrderModelled: Bool {
        self == .iOS || self == .iPadOS
    }

    /// How VoiceOver's order differs on this platform, for the note a verification adds;
    /// nil where the order is modelled.
    package var unmodelledOrder: String? {
        switch self {
        case .iOS, .iPadOS: return nil
        case .tvOS: return "VoiceOver follows the focus engine, moving between focusable items by direction"
        case .macOS: return "VoiceOver enters and leaves groups, and moves with the VoiceOver keys"
        case .watchOS: return "watchOS has its own VoiceOver order and gestures"
        case .visionOS: return "visionOS has its own VoiceOver order and gestures"
        case .carPlay: return "CarPlay screens are driven by the car's own controls"
        }
    }

    /// The note every output that shows or checks an order of a recording from this platform
    /// carries (`rapidgen order`, `speak`, `render`, `generate`, `check`, `compare`, `report`
    /// and its site, and a verification's notes), or nil where the order is modelled:
    /// `order computed with iOS's rules: tvOS's VoiceOver order is not modelled (…)`.
    public var verificationNote: String? {
        guard let why = unmodelledOrder else { return nil }
        return "order computed with iOS's rules: \(name)'s VoiceOver order is not modelled (\(why))"
    }
}

extension RecordingPlatform {
    /// True for the element types only a Mac's interface has: the menu bar and its items,
    /// the Dock's items and the menu bar's status items (`XCUIElementTypeMenuBar`, … in a
    /// page source). A few comparisons, so a reader can ask it of every node as it reads it.
    package static func isMacOSOnly(_ type: ControlType) -> Bool {
        switch type {
        case .menuBar, .menuBarItem, .dockItem, .statusItem: return true
        default: return false
        }
    }

    /// The element types ``isMacOSOnly(_:)`` names, in declaration order.
    package static let macOSOnlyTypes: [ControlType] = ControlType.allCases.filter(isMacOSOnly)

    /// Apple Watch screens in points, width × height, as the Human Interface Guidelines list
    /// them (watchOS device screen dimensions): 38 mm, 42 mm (Series 1–3), 40 and 44 mm
    /// (Series 4–6, SE), 41 and 45 mm (Series 7–9), 42 and 46 mm (Series 10 and 11), 49 mm
    /// (Ultra). No iPhone, iPad, Apple TV or Mac screen has one of these sizes.
    package static let watchScreens: [(width: Double, height: Double)] = [
        (136, 170), (156, 195), (162, 197), (184, 224), (176, 215), (198, 242), (187, 223), (208, 248), (205, 251),
    ]

    /// The idiom a screen of this size belongs to when only one platform has it: an Apple
    /// TV's or an Apple Watch's; nil for any other size.
    package static func idiom(ofScreen frame: Frame) -> Idiom? {
        if frame.isTelevisionScreen { return .tv }
        if watchScreens.contains(where: { $0.width == frame.width && $0.height == frame.height }) { return .watch }
        return nil
    }

    /// Sets `tree`'s idiom to the one the recording shows, by the precedence above: a type
    /// only macOS has, then the idiom it states (`stated`), then its screen's size
    /// (`screen`). Returns false, leaving the idiom as it is, when none of them tells. One
    /// pass over the nodes, reading each node's type in place (by index: a node handed to a
    /// closure is copied, its texts retained and released, which cost a million-node read
    /// 5% of its instructions).
    @discardableResult
    package static func recognise(_ tree: inout AccessibilityTree, stated: Idiom?, screen: Frame?) -> Bool {
        var macOSOnlyType = false
        for i in tree.nodes.indices where isMacOSOnly(tree.nodes[i].type) {
            macOSOnlyType = true
            break
        }
        return recognise(&tree, macOSOnlyType: macOSOnlyType, stated: stated, screen: screen)
    }

    /// ``recognise(_:stated:screen:)`` for a reader that asked ``isMacOSOnly(_:)`` of each
    /// node as it read it (`macOSOnlyType`: one was), so that no pass over the finished tree
    /// reads its nodes again.
    @discardableResult
    package static func recognise(_ tree: inout AccessibilityTree, macOSOnlyType: Bool, stated: Idiom?, screen: Frame?) -> Bool {
        let found: Idiom? = macOSOnlyType ? .mac : stated ?? screen.flatMap(Self.idiom(ofScreen:))
        guard let found else { return false }
        tree.idiom = found
        return true
    }
}
