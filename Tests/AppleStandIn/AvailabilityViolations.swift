// Planted violations for `.ci/apple-availability.sh`, which checks that the availability
// check reports exactly the lines marked `// planted:` here (never compiled into a target).
// Each unsafe use is repeated in the ways that make it safe (`@available`, `if #available`,
// `guard #available`, `@available(tvOS, unavailable)`), which must not be reported.
import Foundation
import UIKit
import XCUIAutomation

func plantedStringSearch(_ text: String) -> Bool {
    text.firstRange(of: "ab") != nil  // planted: iOS 16 / macOS 13 (_StringProcessing)
}

func plantedValidation(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)  // planted: iOS 18 / macOS 15 (Swift)
}

struct PlantedTimer {  // planted: its memberwise initializer takes the type below
    var clock: ContinuousClock?  // planted: a type named only in a type annotation
}

func plantedPartialQuery(_ text: String) -> Bool {
    // `*` stands for tvOS and watchOS at their minimums, where the API is still missing.
    if #available(iOS 16, macOS 13, *) {
        return text.firstRange(of: "ab") != nil  // planted: tvOS 16 / watchOS 9 above the minimums
    }
    return false
}

@MainActor
func plantedIdiom() -> UIUserInterfaceIdiom {
    .vision  // planted: UIKit stand-in, iOS 17
}

@MainActor
func plantedTap(_ element: XCUIElement) {
    element.tap()  // planted: XCUIAutomation stand-in, unavailable on tvOS
}

@available(tvOS, unavailable)
@MainActor
func safeTapWhereUnavailable(_ element: XCUIElement) {
    element.tap()  // the function is never built for tvOS
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func safeByAttribute(_ text: String) -> Bool {
    text.firstRange(of: "ab") != nil
}

func safeByQuery(_ text: String, _ bytes: [UInt8]) -> Bool {
    if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
        return String(validating: bytes, as: UTF8.self) != nil && text.firstRange(of: "ab") != nil
    }
    return false
}

func safeByGuard(_ text: String) -> Bool {
    guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return false }
    let clock: ContinuousClock? = nil
    return clock == nil && text.firstRange(of: "ab") != nil
}

@available(iOS 17, tvOS 17, *)
@MainActor
func safeIdiom() -> UIUserInterfaceIdiom { .vision }

func safeOldAPI(_ text: String) -> Bool {
    text.range(of: "ab") != nil && !text.isEmpty
}
