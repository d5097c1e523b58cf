// The sign-in screen as a SwiftUI view. The outermost view keeps its children as elements and
// carries the screen's identifier, so verify finds the screen's root.
#if canImport(SwiftUI)
import AppScreens
import SwiftUI

struct LoginView: View {
    var body: some View {
        VStack {
            Text("Welcome back")
            Button("Sign In") {}
                .accessibilityIdentifier(LoginScreen.id("signIn"))
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(LoginScreen.screenIdentifier)
    }
}
#endif
