import RapidMap
import RapidVerify

/// Recognises labels that are file, asset or code names rather than words.
enum FileNames {
    private static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tif", "tiff", "bmp"]

    /// `ic_close.png`, `IMG_0042`, `btn_back_normal`, `icon-close@2x`.
    static func looksLikeFileName(_ label: String) -> Bool {
        guard !label.contains(" ") else { return false }
        let lower = label.lowercased()
        if let dot = lower.lastIndex(of: "."), extensions.contains(String(lower[lower.index(after: dot)...])) { return true }
        if lower.contains("@2x") || lower.contains("@3x") { return true }
        if lower.hasPrefix("img_") || lower.hasPrefix("dsc_") || lower.hasPrefix("dscn"),
            lower.drop(while: { !$0.isNumber }).allSatisfy(\.isNumber), lower.contains(where: \.isNumber)
        {
            return true
        }
        let prefixes = ["ic_", "icon_", "btn_", "img_", "image_", "bg_", "ico_", "ic-", "icon-", "btn-"]
        return prefixes.contains { lower.hasPrefix($0) } && lower.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-".contains($0)) }
    }

    /// `closeButton`, `login.submit`, `btn_ok`: one ASCII token with an inner capital after
    /// a lowercase letter (beyond a brand's first letter), or dots or underscores between
    /// letters.
    static func looksLikeCode(_ label: String) -> Bool {
        guard !label.contains(" "), label.allSatisfy({ $0.isASCII }), label.count >= 4 else { return false }
        let chars = Array(label)
        var humps = 0
        for i in 1..<chars.count where chars[i].isUppercase && chars[i - 1].isLowercase { humps += 1 }
        // "iPhone", "iCloud", "eBay": one hump right after a single leading lowercase letter.
        if humps == 1, chars.count > 1, chars[0].isLowercase, chars[1].isUppercase { humps = 0 }
        if humps > 0, chars[0].isLowercase { return true }
        for i in 1..<(chars.count - 1) where (chars[i] == "." || chars[i] == "_") && chars[i - 1].isLetter && chars[i + 1].isLetter {
            return true
        }
        return false
    }
}
