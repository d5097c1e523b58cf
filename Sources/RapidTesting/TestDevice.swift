#if canImport(UIKit)
import UIKit
#endif

extension Idiom {
    /// The idiom of the device the test runs on (the app under test runs on the same one).
    @MainActor static var testDevice: Idiom {
        #if canImport(UIKit)
        return Idiom(userInterfaceIdiomRawValue: UIDevice.current.userInterfaceIdiom.rawValue) ?? .phone
        #else
        return .mac
        #endif
    }
}
