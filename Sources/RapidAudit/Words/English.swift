import RapidMap
import RapidVerify
/// English audit words. Sources: WCAG 2.4.4 Link Purpose's examples of link text that
/// says nothing out of context ("click here", "more"), Apple's guidance that a label
/// should not name the element's type (VoiceOver speaks the trait), and A11yUITests'
/// image-label words.
extension AuditWordList {
    /// English.
    public static let english = AuditWordList(
        language: "en",
        nonDescriptiveTitles: [
            "click here", "tap here", "press here", "here", "click", "tap", "more", "read more",
            "learn more", "see more", "ok", "okay", "go", "link", "button", "details",
        ],
        typeWords: [
            .button: ["button", "btn"], .link: ["link"], .image: ["image"], .switch: ["switch", "toggle"],
            .toggle: ["switch", "toggle"], .checkBox: ["checkbox", "check box"], .slider: ["slider"],
            .tab: ["tab"], .textField: ["text field", "textfield"], .searchField: ["search field"],
        ],
        imageWords: ["image", "picture", "graphic", "icon", "photo", "img"],
        matchesWholeWords: true)
}
