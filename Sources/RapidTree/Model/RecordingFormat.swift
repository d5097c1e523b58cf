import RapidMap
/// A format of recorded accessibility trees that RapidMap reads.
public enum RecordingFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Native JSON, the format RapidMap writes (`{"format": "rapidmap-native-json", "version": 2, …}`).
    case nativeJSON = "native-json"
    /// Appium / WebDriverAgent XML page source.
    case appiumXML = "appium-xml"
    /// XCUITest `debugDescription` text (`po app`).
    case debugDescription = "debug-description"
    /// WebDriverAgent JSON source (`/source?format=json`).
    case webDriverAgentJSON = "wda-json"

    /// Parses a format name as the command line takes it: the raw value or a short alias
    /// (`json`, `xml`, `appium`, `debug`, `dd`, `wda`).
    public init?(name: String) {
        switch name.lowercased() {
        case "native-json", "json": self = .nativeJSON
        case "appium-xml", "appium", "xml", "wda-xml": self = .appiumXML
        case "debug-description", "debugdescription", "debug", "dd", "po": self = .debugDescription
        case "wda-json", "wda", "webdriveragent": self = .webDriverAgentJSON
        default: return nil
        }
    }

    /// A human name, e.g. "Appium XML".
    public var displayName: String {
        switch self {
        case .nativeJSON: return "native JSON"
        case .appiumXML: return "Appium XML"
        case .debugDescription: return "XCUITest debugDescription"
        case .webDriverAgentJSON: return "WebDriverAgent JSON"
        }
    }

    /// The raw value.
    public var description: String { rawValue }
}
