import RapidMap
import RapidVerify
/// German audit words: the usual German UI terms for the same ideas as ``english``
/// ("hier klicken", "Schaltfläche", "Bild").
extension AuditWordList {
    /// German.
    public static let german = AuditWordList(
        language: "de",
        nonDescriptiveTitles: [
            "hier klicken", "hier tippen", "hier", "klicken", "tippen", "mehr", "weiterlesen",
            "mehr erfahren", "ok", "los", "link", "taste", "schaltfläche", "details",
        ],
        typeWords: [
            .button: ["schaltfläche", "taste", "button", "knopf"], .link: ["link", "verknüpfung"],
            .image: ["bild"], .switch: ["schalter"], .toggle: ["schalter"], .checkBox: ["kontrollkästchen"],
            .slider: ["schieberegler"], .tab: ["tab", "reiter"], .textField: ["textfeld", "eingabefeld"],
            .searchField: ["suchfeld"],
        ],
        imageWords: ["bild", "grafik", "symbol", "icon", "foto", "abbildung"],
        matchesWholeWords: true)
}
