import Foundation
import RapidVerify

/// Hand-made recordings of one sign-up screen (`Tests/Fixtures/Configurations/`): English left to right
/// on a phone (the map's recording), Arabic right to left mirrored and with the
/// `email`/`emailHelp` row not mirrored, English at accessibility-XXXL (the
/// `forgotPassword`/`signIn` row wrapped, `signIn` first), and English on an iPad with a
/// second column.
package enum ConfigurationFixtures {
    package static let folder = PackagePaths.fixtures("Configurations")

    package static func tree(_ name: String) throws -> AccessibilityTree {
        try AccessibilityTree(contentsOf: folder.appendingPathComponent(name))
    }

    package static var english: AccessibilityTree { get throws { try tree("SignUp.json") } }
    package static var arabic: AccessibilityTree { get throws { try tree("SignUp@ar-rtl.json") } }
    package static var arabicNotMirrored: AccessibilityTree { get throws { try tree("SignUp-ar-not-mirrored.json") } }
    package static var largeText: AccessibilityTree { get throws { try tree("SignUp@en-accessibility-XXXL.json") } }
    package static var pad: AccessibilityTree { get throws { try tree("SignUp@en-pad.json") } }
}
