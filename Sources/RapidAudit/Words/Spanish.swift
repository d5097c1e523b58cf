import RapidMap
import RapidVerify
/// Spanish audit words: the usual Spanish UI terms for the same ideas as ``english``
/// ("haga clic aquí", "botón", "imagen").
extension AuditWordList {
    /// Spanish.
    public static let spanish = AuditWordList(
        language: "es",
        nonDescriptiveTitles: [
            "haga clic aquí", "haz clic aquí", "pulsa aquí", "toca aquí", "aquí", "clic", "más",
            "leer más", "ver más", "saber más", "ok", "vale", "aceptar", "enlace", "botón", "detalles",
        ],
        typeWords: [
            .button: ["botón", "boton"], .link: ["enlace", "vínculo"], .image: ["imagen"],
            .switch: ["interruptor"], .toggle: ["interruptor"], .checkBox: ["casilla"],
            .slider: ["control deslizante", "deslizador"], .tab: ["pestaña"],
            .textField: ["campo de texto"], .searchField: ["campo de búsqueda"],
        ],
        imageWords: ["imagen", "foto", "fotografía", "gráfico", "icono", "ícono", "ilustración"],
        matchesWholeWords: true)
}
