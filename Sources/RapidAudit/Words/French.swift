import RapidMap
import RapidVerify
/// French audit words: the usual French UI terms for the same ideas as ``english``
/// ("cliquez ici", "bouton", "image").
extension AuditWordList {
    /// French.
    public static let french = AuditWordList(
        language: "fr",
        nonDescriptiveTitles: [
            "cliquez ici", "cliquer ici", "touchez ici", "appuyez ici", "ici", "cliquez", "plus",
            "en savoir plus", "lire la suite", "voir plus", "ok", "d'accord", "lien", "bouton", "détails",
        ],
        typeWords: [
            .button: ["bouton"], .link: ["lien"], .image: ["image"], .switch: ["interrupteur", "commutateur"],
            .toggle: ["interrupteur"], .checkBox: ["case à cocher"], .slider: ["curseur"], .tab: ["onglet"],
            .textField: ["champ de texte", "champ"], .searchField: ["champ de recherche"],
        ],
        imageWords: ["image", "photo", "illustration", "icône", "graphique", "pictogramme"],
        matchesWholeWords: true)
}
