/// A screen whose VoiceOver order is declared as an indexed control map.
///
/// Conform any app-domain type to it: a view controller, a SwiftUI view, a plain enum.
/// The protocol needs nothing beyond the standard library, so app targets can import
/// `RapidMap` without XCTest.
///
/// A map is plain data that tests of any isolation read, so the conformance is never
/// isolated to an actor: the protocol refines `SendableMetatype`. In a module whose default
/// isolation is the main actor (an Xcode 26 app target), declare the members `nonisolated`,
/// as `rapidgen` writes them, and a type of its own `nonisolated` too: then the map works
/// in a plain enum, a view controller or a SwiftUI view, and from every test. An isolated
/// conformance is an error at the declaration ("conformance of 'LoginScreen' to protocol
/// 'RapidScreen' crosses into main actor-isolated code"), not in each test that uses it.
/// ```swift
/// nonisolated enum LoginScreen: RapidScreen {
///     nonisolated static func controlsInformation() -> [ControlInformation] {
///         var controls: [ControlInformation] = []
///         controls.reserveCapacity(3)
///         controls.append(ControlInformation(index: 0, type: .textField, identifier: id("email")))
///         controls.append(ControlInformation(index: 1, type: .secureTextField, identifier: id("password")))
///         controls.append(ControlInformation(index: 2, type: .button, identifier: id("signIn")))
///         return controls
///     }
/// }
/// ```
public protocol RapidScreen: SendableMetatype {
    /// The controls of the screen, one per element VoiceOver visits, indexed in that order.
    ///
    /// A screen declared without a map (`nonisolated public enum LoginScreen: RapidScreen {}`)
    /// gets an empty one and ``hasRecordedMap`` false: its first `verify` records the map
    /// into the declaration, as a snapshot test's first run records its reference.
    static func controlsInformation() -> [ControlInformation]

    /// Whether the map was recorded: false for a screen declared without one (the default
    /// of an empty ``controlsInformation()``), true for any map with a control, and for a
    /// recorded empty map, whose generated region declares it. Decided by what the compiler
    /// sees, never by reading a file.
    static var hasRecordedMap: Bool { get }

    /// The accessibility identifier of the screen's root view: verification orders only
    /// its subtree. Defaults to the type's name, qualified where it is nested
    /// (`screenTypeName`), so `Onboarding.Screen` and `Settings.Screen` never collide.
    static var screenIdentifier: String { get }

    /// Which part of a tree the map covers.
    ///
    /// <!-- default: map-scope = screenRoot -->
    /// The subtree of the root view with ``screenIdentifier`` (``MapScope/screenRoot``, the
    /// default), or, for a map recorded while the root view had no identifier, the app's
    /// window without system UI (``MapScope/appWindow``, which the generated region declares).
    static var mapScope: MapScope { get }

    /// How the map is compared with the screen.
    ///
    /// <!-- default: verification-mode = exact -->
    /// The default is ``VerificationMode/exact``. `rapidgen` writes the mode into the
    /// generated region for any other mode, so the mode travels with the map: a regenerated
    /// or pasted corrected map keeps it.
    static var verificationMode: VerificationMode { get }

    /// The language the map's labels were recorded in (a BCP 47 tag, `"en"`), or nil
    /// (the default) for labels checked in every language. A recording whose language is
    /// known and differs (by its primary subtag: `en-GB` is `en`) is verified without the
    /// labels, so one map serves every language a test plan runs; `rapidgen` writes it into
    /// the generated region from the recording's language.
    static var labelLanguage: String? { get }

    /// Deliberate differences of the map in other configurations (an iPad layout), which
    /// `rapidgen` writes into the generated region; empty by default. See ``MapVariant``.
    static func variants() -> [MapVariant]
}

extension RapidScreen {
    /// No control: the map of a screen declared without one, until its first recording.
    public static func controlsInformation() -> [ControlInformation] { [] }

    /// True when the map has a control; a generated region of an empty map says true itself.
    public static var hasRecordedMap: Bool { !controlsInformation().isEmpty }

    /// The type's name, qualified where it is nested: `"LoginScreen"`, `"Onboarding.Screen"`.
    public static var screenIdentifier: String { screenTypeName }

    /// ``MapScope/screenRoot``: the subtree of the screen's root view.
    public static var mapScope: MapScope { .screenRoot }  // documented default: map-scope

    /// ``VerificationMode/exact``.
    public static var verificationMode: VerificationMode { .exact }  // documented default: verification-mode

    /// nil: the labels are checked in every language.
    public static var labelLanguage: String? { nil }

    /// No variant: the map is the same in every configuration.
    public static func variants() -> [MapVariant] { [] }

    /// The Swift type's name without its module, qualified where it is nested
    /// (`"Onboarding.Screen"`): the name `rapidgen` keys a map by (`"screen"` in
    /// `rapidmap.json`, the `// rapidgen:begin` marker). A generic or local type, whose
    /// qualified name is not a plain dotted path, gives its short name.
    package static var screenTypeName: String {
        let reflected = String(reflecting: Self.self)
        let short = String(describing: Self.self)
        guard !reflected.contains("("), !reflected.contains("<"), let dot = reflected.firstIndex(of: ".") else { return short }
        return String(reflected[reflected.index(after: dot)...])
    }

    /// An accessibility identifier scoped by this screen: `LoginScreen.id("signIn")` is
    /// `"LoginScreen.signIn"`. Use it both where the app sets `accessibilityIdentifier`
    /// and in the map, so two screens' "signIn" buttons never collide.
    public static func id(_ control: String) -> String {
        ControlIdentifier.scoped(screen: screenIdentifier, control: control)
    }
}
