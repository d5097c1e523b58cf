import Foundation

/// A fresh folder in the temporary directory.
package func temporaryFolder(_ name: String = #function) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("RapidTestingTests-\(UUID().uuidString)", isDirectory: true)
}
