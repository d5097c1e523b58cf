import RapidMap
import RapidVerify
/// Chinese audit words (Simplified and Traditional forms). Chinese is written without
/// spaces, so these words match anywhere in a label (`"关闭按钮"` holds `"按钮"`).
extension AuditWordList {
    /// Chinese.
    public static let chinese = AuditWordList(
        language: "zh",
        nonDescriptiveTitles: [
            "点击这里", "點擊這裡", "点击此处", "點擊此處", "这里", "這裡", "点击", "點擊", "更多",
            "查看更多", "了解更多", "ok", "好", "确定", "確定", "链接", "連結", "按钮", "按鈕", "详情", "詳情",
        ],
        typeWords: [
            .button: ["按钮", "按鈕"], .link: ["链接", "連結"], .image: ["图片", "圖片"], .switch: ["开关", "開關"],
            .toggle: ["开关", "開關"], .checkBox: ["复选框", "複選框"], .slider: ["滑块", "滑塊"],
            .tab: ["标签页", "標籤頁"], .textField: ["文本框", "文字方塊", "输入框"], .searchField: ["搜索框", "搜尋框"],
        ],
        imageWords: ["图片", "圖片", "图像", "圖像", "图标", "圖示", "照片", "图形"],
        matchesWholeWords: false)
}
