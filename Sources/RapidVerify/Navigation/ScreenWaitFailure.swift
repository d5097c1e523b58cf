/// Why a screen did not appear in time, in words: `waitFor`'s issue.
/// ```
/// expected LoginScreen within 5 s; on screen: OnboardingScreen
/// ```
package struct ScreenWaitFailure: Sendable, Hashable, CustomStringConvertible {
    /// What the expected screen's root view (or marker, ``KnownScreen/marker``) was when the
    /// time ran out.
    package enum RootState: Sendable, Hashable {
        /// No element has the screen identifier.
        case absent
        /// The root view exists but cannot be tapped (covered, off screen, or animating).
        case notHittable
    }

    /// The screen waited for.
    package var expected: KnownScreen
    /// The time waited, in seconds.
    package var timeout: Double
    /// The root view's state at the end.
    package var rootState: RootState
    /// The screens known when the wait ended: the declared ones, the ones passed and the
    /// expected one.
    package var known: ScreenRegistry
    /// The known screens found on screen by one capture, or the reason the capture failed.
    package var onScreen: Result<[KnownScreen], CaptureFailure>

    /// A capture that failed, by its reason.
    package struct CaptureFailure: Error, Sendable, Hashable {
        /// The reason, as the capture gave it.
        package var reason: String
        /// A capture failure with a reason.
        package init(reason: String) { self.reason = reason }
    }

    /// A failure to report.
    package init(
        expected: KnownScreen, timeout: Double, rootState: RootState, known: ScreenRegistry,
        onScreen: Result<[KnownScreen], CaptureFailure>
    ) {
        self.expected = expected
        self.timeout = timeout
        self.rootState = rootState
        self.known = known
        self.onScreen = onScreen
    }

    /// The text: what was expected, the root's state when it exists, and which known
    /// screens are on screen instead (or why that is not known).
    package var description: String {
        var text = "expected \(expected.name) within \(Frame.format(timeout)) s"
        if rootState == .notHittable, let marker = expected.marker {
            text += ": its element \(marker.description) is there but not hittable"
        } else if rootState == .notHittable {
            text += ": its root view \"\(expected.identifier)\" is there but not hittable"
        }
        switch onScreen {
        case .failure(let failure):
            text += "; could not capture the app to tell which screens are on screen: \(failure.reason)"
        case .success(let screens) where !screens.isEmpty:
            text += "; on screen: " + screens.map(\.name).joined(separator: ", ")
        case .success:
            let names = known.screens.map(\.name).joined(separator: ", ")
            text +=
                known.screens.count == 1
                ? "; on screen: not \(names), and no other screen is known"
                : "; on screen: none of the \(known.screens.count) known screens (\(names))"
        }
        if known.screens.count == 1 {
            text +=
                "\n(declare the app's screens once, ScreenRegistry.declare(LoginScreen.self, HomeScreen.self, …), "
                + "or pass them, waitFor(\(expected.name).self, in: app, among: […]), to learn which one is up)"
        }
        return text
    }
}
