/// The kind of device a tree was captured on. It sets the traversal's row tolerance:
/// 8 points on a phone, 13 on every other idiom.
public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
    /// iPhone.
    case phone
    /// iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// Mac (Catalyst or "Designed for iPad").
    case mac
    /// Apple Vision Pro.
    case vision
    /// Apple Watch.
    case watch
}

/// The reading direction of a screen's layout.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right (English, Japanese, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …): rows are read from the right edge.
    case rightToLeft
}

/// A format of recorded accessibility trees that RapidMap reads.
public enum RecordingFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// RapidMap's own JSON (`{"format": "rapidmap-tree", "version": 1, …}`).
    case native
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
        case "native", "rapidmap", "rapidmap-json", "json": self = .native
        case "appium-xml", "appium", "xml", "wda-xml": self = .appiumXML
        case "debug-description", "debugdescription", "debug", "dd", "po": self = .debugDescription
        case "wda-json", "wda", "webdriveragent": self = .webDriverAgentJSON
        default: return nil
        }
    }

    /// A human name, e.g. "Appium XML".
    public var displayName: String {
        switch self {
        case .native: return "RapidMap JSON"
        case .appiumXML: return "Appium XML"
        case .debugDescription: return "XCUITest debugDescription"
        case .webDriverAgentJSON: return "WebDriverAgent JSON"
        }
    }

    /// The raw value.
    public var description: String { rawValue }
}

/// Where a tree came from: its format and, when read from a file, the file's path.
public struct RecordingSource: Sendable, Hashable, Codable {
    /// The format the tree was read from, or nil for a tree built in code.
    public var format: RecordingFormat?
    /// The path of the file it was read from, if any.
    public var path: String?

    /// Creates a source description.
    public init(format: RecordingFormat? = nil, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// A tree built in code.
    public static let code = RecordingSource()
}
