// Created by rapidgen. Code outside the rapidgen markers is yours and is kept when the map is regenerated.
import RapidMap

/// The VoiceOver map of the LoginScreen screen.
nonisolated public enum LoginScreen: RapidScreen {
    // rapidgen:begin LoginScreen
    // Generated from Tests/AppTests/Recordings/LoginScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    /// The labels are in en: a recording in another language is verified without them.
    nonisolated public static var labelLanguage: String? { "en" }

    nonisolated public static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .image, identifier: "LoginScreen.logo", label: "Acme"),
            ControlInformation(index: 1, type: .staticText, identifier: nil, label: "Welcome back"),
            ControlInformation(index: 2, type: .textField, identifier: "LoginScreen.email", label: "Email"),
            ControlInformation(index: 3, type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
            ControlInformation(index: 4, type: .button, identifier: "LoginScreen.showPassword", label: "Show password"),
            ControlInformation(index: 5, type: .link, identifier: "LoginScreen.forgotPassword", label: "Forgot password?"),
            ControlInformation(index: 6, type: .button, identifier: "LoginScreen.signIn", label: "Sign In"),
            ControlInformation(index: 7, type: .staticText, identifier: nil, label: "Don’t have an account?"),
            ControlInformation(index: 8, type: .button, identifier: "LoginScreen.createAccount", label: "Create account"),
        ]
    }
    // rapidgen:end
}
