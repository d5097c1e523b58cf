#if canImport(UIKit)
import UIKit
#endif

extension Idiom {
    /// The idiom of the device the test runs on (the app under test runs on the same one):
    /// `UIDevice`'s where UIKit has it, a watch on watchOS (whose UIKit has no `UIDevice`),
    /// else a Mac.
    @MainActor static var testDevice: Idiom {
        #if canImport(UIKit) && !os(watchOS)
        return Idiom(userInterfaceIdiomRawValue: UIDevice.current.userInterfaceIdiom.rawValue) ?? .phone
        #elseif os(watchOS)
        return .watch
        #else
        return .mac
        #endif
    }
}
