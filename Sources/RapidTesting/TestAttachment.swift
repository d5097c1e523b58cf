import Foundation
import Testing
import XCTest

/// A file attached to a failing test: a picture, a recorded tree, a corrected map, a
/// transcript. Swift Testing saves attachments when run with
/// `swift test --attachments-path DIR`; Xcode keeps XCTest's in the test report.
struct TestAttachment: Sendable, Hashable {
    /// The file name, e.g. `LoginTests-42-LoginScreen.svg`.
    var name: String
    /// The content.
    var bytes: [UInt8]

    /// Attaches to the running test: with Swift Testing's `Attachment.record` inside a
    /// Swift Testing test, otherwise (on Apple platforms, where XCTest has attachments)
    /// with an `XCTAttachment` added to an activity of the running XCTest test.
    /// swift-corelibs-xctest (Linux) has no attachments, so there an XCTest failure keeps
    /// only the files written to the artifacts folder.
    func attachToRunningTest(at site: CallSite) {
        if Test.current != nil {
            Attachment.record(bytes, named: name,
                              sourceLocation: Testing.SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                                                     line: Int(site.line), column: Int(site.column)))
            return
        }
        #if canImport(Darwin)
        let attachment = XCTAttachment(data: Data(bytes))
        attachment.name = name
        attachment.lifetime = .keepAlways
        XCTContext.runActivity(named: "RapidMap: \(name)") { activity in activity.add(attachment) }
        #endif
    }
}
