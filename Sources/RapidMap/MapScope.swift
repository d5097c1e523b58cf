/// Which part of a recorded tree a screen's map covers, declared by the map so that the
/// same map is always checked against the same part.
///
/// A map covers the subtree of the screen's root view, the view whose accessibility
/// identifier is ``RapidScreen/screenIdentifier`` (``screenRoot``, the default). On day
/// one a screen's root view often has no identifier yet: its first recording then covers
/// the app's window without system UI (``appWindow``), and the generated region declares
/// it:
/// ```swift
/// nonisolated public static var mapScope: MapScope { .appWindow }
/// ```
/// Giving the root view its identifier later does not silently change what the map
/// covers: verification fails once, saying the root is there now, and recording again
/// (`RAPIDMAP_RECORD=failed`, or `rapidgen accept`) scopes the map to the root, which
/// leaves out the navigation bar, the tab bar and anything else around the screen.
///
/// It lives in RapidMap, beside ``RapidScreen``, so app code declares it without importing
/// RapidVerify; RapidVerify's `ScreenScope` finds the part in a tree.
public enum MapScope: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The subtree of the view whose identifier is the screen's `screenIdentifier` (the
    /// default, and the meaning of every map that declares no scope). A tree without that
    /// view is verified whole, and the report says so.
    case screenRoot
    /// The app's window without system UI: the first window of the tree that holds
    /// neither a status bar nor a keyboard, with any status bar or keyboard inside it left
    /// out. Other windows (a heads-up display or a banner shown in a window of its own, the
    /// keyboard's window, the status bar's) are not part of the screen. A tree without any
    /// window (a captured view) is taken whole, without status bar and keyboard.
    case appWindow

    /// The raw value: `screenRoot` or `appWindow`.
    public var description: String { rawValue }
}
