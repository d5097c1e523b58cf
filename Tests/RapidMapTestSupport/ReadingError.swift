import Foundation
import Testing
import RapidVerify

/// The ``RecordingError`` that `reader` gives for `data` read as the file `path`, or nil
/// when it reads fine. Any other error is recorded as a test issue.
package func readingError(_ reader: any TreeReader.Type, _ data: Data, path: String) -> RecordingError? {
    readingError { _ = try reader.read(data, path: path) }
}

/// The ``RecordingError`` that `read` throws, or nil when it reads fine. Any other error
/// is recorded as a test issue.
package func readingError(_ read: () throws -> Void) -> RecordingError? {
    do {
        try read()
        return nil
    } catch let error as RecordingError {
        return error
    } catch {
        Issue.record("not a RecordingError: \(error)")
        return nil
    }
}
