import Foundation

/// Reads Appium / WebDriverAgent XML page sources: what `driver.page_source`,
/// Appium Inspector and WebDriverAgent's `/source` return for an iOS app.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <AppiumAUT>
///   <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo"
///       enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
///     <XCUIElementTypeButton type="XCUIElementTypeButton" name="login.submit" label="Sign In"
///         enabled="true" visible="true" accessible="true" x="20" y="300" width="350" height="44"
///         index="0" traits="Button"/>
///   </XCUIElementTypeApplication>
/// </AppiumAUT>
/// ```
///
/// ## Mapping
/// - **Type**: the `type` attribute when present and not empty, else the tag name, in any spelling
///   `ControlType.init(parsing:)` accepts. An unknown `XCUIElementType…` name (a type
///   added by a newer Xcode) becomes `ControlType.other`; any other unknown name is an error.
/// - **Identifier and label**: WebDriverAgent's `name` is the accessibility identifier when
///   one is set and *falls back to the label* otherwise. So `name` becomes the
///   `AccessibilityNode.identifier` unless it equals `label`; when the two are equal the
///   node gets no identifier (an identifier deliberately set to the label text cannot be
///   told apart, and is rare). `name` without `label` is an identifier.
/// - `label` → label, `value` → value, `placeholderValue` → placeholder. A value that
///   WebDriverAgent filled in from another attribute (a static text's label, a text
///   entry's placeholder, `1` for a selected button) is dropped (`RecordedEchoes`).
///   An empty string counts as absent; whitespace-only text is kept as written.
/// - `x`, `y`, `width`, `height` → frame. Negative, fractional, `inf` and `nan` values are
///   kept as written. An element with none of the four has the zero frame; one with some
///   but not all is an error naming the missing ones (a missing `height` read as 0 would
///   move the element in the VoiceOver order without a word).
/// - `enabled="false"` → not enabled; `selected` → selected. Absent, they follow the
///   `NotEnabled` / `Selected` traits (absent both: enabled, not selected).
/// - `visible="false"` → `AccessibilityNode.visible` false (the node is not an element; its
///   descendants are judged on their own).
/// - `accessible` → `AccessibilityNode.isAccessibilityElement` `.yes` / `.no`; absent
///   (2017-era sources have no `accessible`) → `.unknown`.
/// - `traits` → `AccessibilityTraitSet`: WebDriverAgent's comma-separated names
///   (`"Button, Selected"`; `ToggleButton` is the switch bit), or a decimal / `0x` mask.
///   Unknown names are skipped, so new traits do not make a file unreadable. A page source
///   with `traits` on any element records every element's traits
///   (`AccessibilityTree.traitsRecorded`); older ones record only the states.
/// - the idiom is recognised as `RecordingPlatform` says: a macOS-only type (the mac2
///   driver's `XCUIElementTypeMenuBar`, …) makes it `Idiom.mac`; `focused` (tvOS only)
///   `Idiom.tv`; else a root of 1920×1080 points `Idiom.tv` and an Apple Watch's screen
///   `Idiom.watch`; otherwise the idiom is `Idiom.phone` and the direction left to right
///   (the format records neither). `focused` is the focus engine's, not the keyboard's: the
///   format does not say which text input is being edited.
/// - `index`, `hittable`, `processId`, `bundleId` and any other attribute are read (and
///   checked for duplicates) but not used: document order is the order.
/// - The `<AppiumAUT>` wrapper is optional and is not a node.
///
/// ## XML accepted
/// Attributes in any order with single or double quotes; self-closing or explicit close
/// tags; a UTF-8 byte-order mark; LF, CR LF or CR line breaks; the XML declaration
/// (also on the same line as the first tag; its encoding must be UTF-8); comments and
/// processing instructions (skipped); the entities `&amp; &lt; &gt; &quot; &apos;` and
/// character references (`&#10;`, `&#x1F600;`). Literal tabs and line breaks inside a value
/// become spaces, as XML prescribes. Indentation plays no part.
///
/// Element text is refused (a page source keeps everything in attributes), and so is a
/// CDATA section with anything but whitespace. Errors are `RecordingError`s with line and
/// column for: an empty file, non-XML or binary input, a truncated document (at any byte),
/// unbalanced or mismatched tags (naming both tags and the line of the open one), a second
/// root, unquoted or duplicate attributes, unknown entities, bad character references,
/// invalid UTF-8, bad numbers or booleans, UTF-16 input, and Android uiautomator dumps
/// (`<hierarchy><node …>`), which are recognised and named as such.
///
/// ## Security
/// Recordings come from CI artifacts and other people's machines, so the reader refuses any
/// document with a `<!DOCTYPE`: it never processes a DTD, never defines or expands an
/// entity, never opens a file or URL. Billion-laughs and external-entity (XXE) documents
/// are therefore errors, not expansions. An undeclared `&name;` is an error too.
///
/// ## Why a hand-written reader
/// Foundation's `XMLParser` on Linux lives in FoundationXML, which needs libxml2 at run
/// time and brings DTD and entity handling that must be switched off correctly; it is also
/// slower than this reader (BENCHMARKS.md). The format is a small, regular subset
/// of XML, so a one-pass byte-level reader streams each tag straight into an
/// `AccessibilityTree.Builder` without building strings for tags or DOM nodes. It is a
/// loop with an explicit stack, so a document nested 1,000,000 levels deep neither
/// overflows nor slows down.
public enum AppiumXMLReader: TreeReader {
    /// The format this reader reads.
    public static let format = RecordingFormat.appiumXML

    /// Reads a whole page source. Throws `RecordingError` for anything that is not a
    /// complete, well-formed iOS page source; never returns a partial tree.
    public static func read(_ data: Data, path: String?) throws -> AccessibilityTree {
        try data.withUnsafeBytes { raw in try read(raw, path: path) }
    }

    /// Reads a whole page source, giving back the bytes it has read to `release`.
    static func read(_ raw: UnsafeRawBufferPointer, path: String?, release: (any InputRelease)? = nil) throws -> AccessibilityTree {
        guard raw.count > 0, let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw RecordingError(format: format, file: path, line: 1, column: 1, message: "the file is empty")
        }
        var scanner = XMLByteScanner(bytes: raw, base: base, file: path, format: format)
        scanner.window = ReleaseWindow(release)
        var parser = AppiumXMLDocumentParser(scanner: scanner, path: path)
        return try parser.parse()
    }
}
