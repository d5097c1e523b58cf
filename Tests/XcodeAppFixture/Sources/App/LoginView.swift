// The sign-in screen as a SwiftUI view, with the controls of its map. The outermost view
// keeps its children as elements and carries the screen's identifier, so verify finds the
// screen's root.
#if canImport(SwiftUI)
import AppScreens
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 12) {
            Image("AcmeLogo")
                .accessibilityLabel("Acme")
                .accessibilityIdentifier(LoginScreen.id("logo"))
            Text("Welcome back")
                .accessibilityAddTraits(.isHeader)
            TextField("Email", text: $email, prompt: Text("name@example.com"))
                .accessibilityIdentifier(LoginScreen.id("email"))
            HStack {
                SecureField("Password", text: $password)
                    .accessibilityIdentifier(LoginScreen.id("password"))
                Button {
                } label: {
                    Image(systemName: "eye")
                }
                .accessibilityLabel("Show password")
                .accessibilityIdentifier(LoginScreen.id("showPassword"))
            }
            Link("Forgot password?", destination: URL(string: "acme://reset-password")!)
                .accessibilityIdentifier(LoginScreen.id("forgotPassword"))
            Button("Sign In") {}
                .accessibilityIdentifier(LoginScreen.id("signIn"))
            HStack {
                Text("Don’t have an account?")
                Button("Create account") {}
                    .accessibilityIdentifier(LoginScreen.id("createAccount"))
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(LoginScreen.screenIdentifier)
    }
}
#endif
