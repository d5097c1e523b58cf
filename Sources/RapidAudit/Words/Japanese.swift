import RapidMap
import RapidVerify
/// Japanese audit words. Japanese is written without spaces, so these words match
/// anywhere in a label (`"閉じるボタン"` holds `"ボタン"`).
extension AuditWordList {
    /// Japanese.
    public static let japanese = AuditWordList(
        language: "ja",
        nonDescriptiveTitles: [
            "ここをクリック", "ここをタップ", "こちら", "ここ", "クリック", "タップ", "もっと見る",
            "詳しくはこちら", "続きを読む", "その他", "ok", "はい", "リンク", "ボタン", "詳細",
        ],
        typeWords: [
            .button: ["ボタン"], .link: ["リンク"], .image: ["画像"], .switch: ["スイッチ"], .toggle: ["スイッチ"],
            .checkBox: ["チェックボックス"], .slider: ["スライダー"], .tab: ["タブ"],
            .textField: ["テキストフィールド", "入力欄"], .searchField: ["検索フィールド"],
        ],
        imageWords: ["画像", "イメージ", "写真", "アイコン", "図", "グラフィック"],
        matchesWholeWords: false)
}
