import Foundation

/// Headless Chromium for the browser tests: found on `PATH` (`.ci/run` installs Debian's
/// `chromium` when missing). Tests that need it are skipped, visibly, when it is absent.
package enum Browser {
    /// The names looked for, in order.
    package static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The browser's path, or nil.
    package static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    package static var available: Bool { path != nil }

    /// A fresh folder for one test's files.
    package static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("RapidMap-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the browser headless with `arguments` and the page, returning standard output.
    package static func run(_ arguments: [String], page: URL, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        // A profile folder of its own, so parallel tests do not share one.
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--force-device-scale-factor=1",
            ] + arguments + [page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Renders `page` to a PNG of `width`×`height` CSS pixels and decodes it.
    package static func screenshot(_ page: URL, width: Int, height: Int, in folder: URL) throws -> PNGCodec.Image {
        let png = folder.appendingPathComponent("shot.png")
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)"], page: page, in: folder)
        return try PNGCodec.decode(Array(try Data(contentsOf: png)))
    }

    /// The DOM after the page ran (`--dump-dom`); with `waitMilliseconds`, after the page's
    /// scripts had that much virtual time (a page that fetches its content, as DocC's do).
    package static func dom(_ page: URL, in folder: URL, waitMilliseconds: Int? = nil) throws -> String {
        try run(["--dump-dom"] + (waitMilliseconds.map { ["--virtual-time-budget=\($0)"] } ?? []), page: page, in: folder)
    }
}
