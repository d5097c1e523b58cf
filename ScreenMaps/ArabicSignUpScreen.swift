// Example screen of the ScreenMaps module. Only the part between the rapidgen markers is
// generated (`swift run rapidgen`); the rest is hand-written and kept when the map is regenerated.
import RapidMap

/// An Arabic sign-up form laid out right to left: VoiceOver reads each row from the
/// right edge, so the back button comes before the title and the phone field before
/// its country-code button.
nonisolated public enum ArabicSignUpScreen: RapidScreen {
    // rapidgen:begin ArabicSignUpScreen
    // Generated from ScreenMaps/Recordings/ArabicSignUpScreen.json by rapidgen. Regenerate: swift run rapidgen
    // Edits between the rapidgen markers are replaced when the map is regenerated.
    nonisolated public static func controlsInformation() -> [ControlInformation] {
        var controls: [ControlInformation] = []
        controls.reserveCapacity(10)
        controls.append(ControlInformation(index: 0, type: .button, identifier: "ArabicSignUpScreen.back", label: "رجوع"))
        controls.append(ControlInformation(index: 1, type: .staticText, identifier: nil, label: "إنشاء حساب"))
        controls.append(ControlInformation(index: 2, type: .staticText, identifier: nil, label: "مرحبًا بك في أكمي"))
        controls.append(ControlInformation(index: 3, type: .textField, identifier: "ArabicSignUpScreen.fullName", label: "الاسم الكامل"))
        controls.append(ControlInformation(index: 4, type: .textField, identifier: "ArabicSignUpScreen.phone", label: "رقم الجوال"))
        controls.append(ControlInformation(index: 5, type: .button, identifier: "ArabicSignUpScreen.countryCode", label: "رمز الدولة"))
        controls.append(ControlInformation(index: 6, type: .switch, identifier: "ArabicSignUpScreen.acceptTerms", label: "أوافق على الشروط والأحكام"))
        controls.append(ControlInformation(index: 7, type: .button, identifier: "ArabicSignUpScreen.continue", label: "متابعة"))
        controls.append(ControlInformation(index: 8, type: .staticText, identifier: nil, label: "لديك حساب بالفعل؟"))
        controls.append(ControlInformation(index: 9, type: .button, identifier: "ArabicSignUpScreen.signIn", label: "تسجيل الدخول"))
        return controls
    }
    // rapidgen:end
}
