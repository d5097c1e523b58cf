import RapidMap
import RapidVerify
extension AuditCheck {
    /// Every built-in check, in the order reports list them: A11yUITests' checks, then
    /// GTXiLib's, then those of Xcode's audit, then RapidMap's own added since 0.1.0.
    public static let all: [AuditCheck] = [
        .minimumSize, .minimumInteractiveSize, .labelPresence, .buttonLabel, .imageLabel, .labelLength,
        .header, .buttonTrait, .imageTrait, .conflictingTraits, .disabledElement, .duplicateLabel,
        .controlSpacing, .controlOverlap,
        .labelPunctuated, .labelImageName,
        .hitRegion, .elementDescription, .missingTrait, .elementDetection, .clippedText, .contrast,
        .activationPoint,
    ]
}
