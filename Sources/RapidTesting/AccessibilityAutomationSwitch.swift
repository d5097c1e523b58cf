// The accessibility runtime's switch for unit-test captures. Apple documents no API that
// turns the accessibility runtime on in a unit test; this is libAccessibility's automation
// switch (`_AXSAutomationEnabled`, `_AXSSetAutomationEnabled`), the one KIF,
// AccessibilitySnapshot and GTXiLib use, loaded with `dlopen` at the first capture. It is the
// only undocumented call in RapidMap, lives in RapidTesting (test bundles only, never an
// app), and every failure to reach it is a `CaptureError` naming the cause, never a crash.
// The switch is a device-wide preference: as KIF (KIFAccessibilityEnabler.m:84-92) and
// AccessibilitySnapshot (ASAccessibilityEnabler.m:17-34) do, the first capture turns it on
// and it is turned back off when the process exits, never in between.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// libAccessibility's automation switch, as C functions found by name.
@MainActor
struct AccessibilityAutomationSwitch {
    /// `int _AXSAutomationEnabled(void)`.
    typealias Reader = @convention(c) () -> Int32
    /// `void _AXSSetAutomationEnabled(int)`.
    typealias Writer = @convention(c) (Int32) -> Void

    let read: Reader
    let write: Writer

    /// The switch of this process, loaded once; or why it cannot be reached.
    static let shared: Result<AccessibilityAutomationSwitch, CaptureError> = load()

    /// libAccessibility's path: under the simulator's runtime root in a simulator
    /// (`IPHONE_SIMULATOR_ROOT`), else the system's.
    static var libraryPath: String {
        let path = "/usr/lib/libAccessibility.dylib"
        guard let root = ProcessInfo.processInfo.environment["IPHONE_SIMULATOR_ROOT"] else { return path }
        return root + path
    }

    private static func load() -> Result<AccessibilityAutomationSwitch, CaptureError> {
        let path = libraryPath
        guard let library = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else {
            return .failure(.accessibilityRuntime("dlopen could not open \(path)"))
        }
        guard let read = dlsym(library, "_AXSAutomationEnabled"), let write = dlsym(library, "_AXSSetAutomationEnabled") else {
            return .failure(.accessibilityRuntime("\(path) has no automation switch"))
        }
        return .success(
            AccessibilityAutomationSwitch(
                read: unsafeBitCast(read, to: Reader.self), write: unsafeBitCast(write, to: Writer.self)))
    }

    /// Whether the switch is on.
    var isOn: Bool { read() != 0 }

    /// Sets the switch.
    func set(_ on: Bool) { write(on ? 1 : 0) }

    /// Has the switch turned off when the process exits (`atexit`).
    func turnOffAtExit() {
        automationWriterAtExit = write
        atexit(turnAutomationOffAtExit)
    }
}

/// The switch's writer the exit handler calls; set once, on the main actor, before the
/// handler is registered.
nonisolated(unsafe) private var automationWriterAtExit: AccessibilityAutomationSwitch.Writer?

/// Turns the automation switch off, at exit.
private func turnAutomationOffAtExit() {
    automationWriterAtExit?(0)
}
#endif
