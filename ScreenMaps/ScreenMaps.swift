import RapidMap

/// The example app-domain module: four screens whose maps `rapidgen` generated from the
/// recordings in `ScreenMaps/Recordings/`, as listed in the package's `rapidmap.json`.
///
/// The workflow: record a screen's accessibility tree, run `swift run rapidgen` to
/// (re)generate its map between the `// rapidgen:begin` and `// rapidgen:end` markers,
/// commit both, and let CI run `swift run rapidgen check` so a map never drifts from its
/// recording.
public enum ScreenMaps {
    /// One example screen and its recording's path, relative to the package root.
    public struct Example: Sendable {
        /// The screen's name (its type name and root identifier).
        public var name: String
        /// The recording the map was generated from.
        public var recording: String
        /// The screen's map (its `controlsInformation()`).
        public var controls: [ControlInformation]
        /// The identifier of the screen's root view.
        public var screenIdentifier: String
    }

    /// Every example screen.
    public static var examples: [Example] {
        [example(LoginScreen.self), example(SettingsScreen.self), example(HomeScreen.self), example(ArabicSignUpScreen.self)]
    }

    static func example<S: RapidScreen>(_ screen: S.Type) -> Example {
        let name = String(describing: screen)
        return Example(name: name, recording: "ScreenMaps/Recordings/\(name).json",
                       controls: S.controlsInformation(), screenIdentifier: S.screenIdentifier)
    }
}
