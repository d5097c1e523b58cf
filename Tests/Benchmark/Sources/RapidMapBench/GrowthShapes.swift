import Foundation
import RapidVerify
import RapidProject
import RapidAudit
import RapidExperience

/// The adversarial shapes of the complexity harness (``GrowthHarness``): for every reader
/// and command, the inputs that are wide (many siblings, many keys or attributes on one
/// element, known, unknown and repeated, many distinct names), deep, long (labels, values,
/// runs of escapes and entities, one long line) and many (entries, screens, maps, regions).
/// Each generator gives an input whose size grows in proportion to `n`.
enum GrowthShapes {
    static func all() -> [GrowthHarness.Shape] {
        readers() + configuration() + mapSource() + phases() + commands() + compiler()
    }

    typealias Shape = GrowthHarness.Shape

    // MARK: Readers

    /// A reader's work on some bytes: the read, whose refusal counts as work too.
    static func reading(_ read: @escaping (Data, String?) throws -> AccessibilityTree, _ bytes: String) -> () throws -> Void {
        let data = Data(bytes.utf8)
        return { _ = try read(data, "growth") }
    }

    /// `count` copies of `part(i)` joined by `separator`.
    static func repeated(_ count: Int, separator: String = "", _ part: (Int) -> String) -> String {
        var out = ""
        out.reserveCapacity(count * 16)
        for i in 0..<count {
            if i > 0 { out += separator }
            out += part(i)
        }
        return out
    }

    /// `i` in letters (`a`, `b`, …, `ba`, …), for names that may hold only letters.
    static func letters(_ i: Int) -> String {
        var i = i
        var out = [UInt8]()
        repeat {
            out.append(UInt8(ascii: "a") + UInt8(i % 26))
            i /= 26
        } while i > 0
        return String(decoding: out.reversed(), as: UTF8.self)
    }

    static let nativeHead = #"{"format": "rapidmap-native-json", "version": 1, "root": "#
    static let nativeLeaf = #"{"type": "button", "frame": [0, 0, 1, 1]}"#

    static func readers() -> [Shape] {
        let native = NativeJSONReader.read as (Data, String?) throws -> AccessibilityTree
        let wda = WebDriverAgentJSONReader.read as (Data, String?) throws -> AccessibilityTree
        let xml = AppiumXMLReader.read as (Data, String?) throws -> AccessibilityTree
        let dump = DebugDescriptionReader.read as (Data, String?) throws -> AccessibilityTree
        let k = 1_000
        let wdaRect = #""rect": {"x": 0, "y": 0, "width": 1, "height": 1}"#
        let xmlOpen =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844""#
        let xmlClose = "</XCUIElementTypeApplication></AppiumAUT>"
        let dumpHead = "Element subtree:\n →Application, 0x600003a1c000, pid: 1, label: 'App'\n"
        return [
            // Native JSON.
            Shape(subject: "native JSON", shape: "many siblings", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "window", "frame": [0, 0, 390, 844], "children": ["#
                        + repeated(n, separator: ",\n") {
                            #"{"type": "button", "identifier": "b\#($0)", "label": "Item \#($0)", "frame": [0, \#($0), 10, 10]}"#
                        } + "]}}")
            },
            Shape(subject: "native JSON", shape: "deep nesting", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + String(repeating: #"{"type": "other", "frame": [0, 0, 1, 1], "children": ["#, count: n)
                        + nativeLeaf + String(repeating: "]}", count: n) + "}")
            },
            Shape(subject: "native JSON", shape: "many distinct unknown keys on one node", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "#
                        + repeated(n, separator: ", ") { #""x-\#($0)": \#($0)"# } + "}}")
            },
            Shape(subject: "native JSON", shape: "one unknown key repeated", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "#
                        + repeated(n, separator: ", ") { _ in #""extra": [1, {"a": null}]"# } + "}}")
            },
            Shape(subject: "native JSON", shape: "many traits and custom actions", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "traits": ["#
                        + repeated(n, separator: ", ") { _ in #""button""# } + #"], "customActions": ["#
                        + repeated(n, separator: ", ") { #""Action \#($0)""# } + "]}}")
            },
            Shape(subject: "native JSON", shape: "long label", start: 16 * k, cap: 8_000 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "label": ""#
                        + String(repeating: "Crème brûlée 佐藤 ", count: n / 20) + "\"}}")
            },
            Shape(subject: "native JSON", shape: "long run of \\u escapes (json.dump)", start: 16 * k, cap: 8_000 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "label": ""#
                        + String(repeating: #"\u00e9\u4f50\ud83c\udf0d\n\"\\"#, count: n / 30) + "\"}}")
            },
            Shape(subject: "native JSON", shape: "many lines, error at the end", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "window", "frame": [0, 0, 390, 844], "children": ["#
                        + repeated(n, separator: ",\n") { _ in nativeLeaf } + ", oops]}}")
            },
            Shape(subject: "native JSON", shape: "one long line, error at the end", start: k, cap: 400 * k) { n in
                reading(
                    native,
                    nativeHead + #"{"type": "window", "frame": [0, 0, 390, 844], "children": ["#
                        + repeated(n, separator: ", ") { _ in nativeLeaf } + ", oops]}}")
            },
            Shape(subject: "native JSON", shape: "many invalid UTF-8 bytes", start: k, cap: 400 * k) { n in
                var bytes = Array((nativeHead + #"{"type": "button", "frame": [0, 0, 1, 1], "label": ""#).utf8)
                bytes += [UInt8](repeating: 0xFF, count: n)
                bytes += Array("\"}}".utf8)
                let data = Data(bytes)
                return { _ = try NativeJSONReader.read(data, path: "growth") }
            },

            // WebDriverAgent JSON.
            Shape(subject: "WDA JSON", shape: "many siblings", start: k, cap: 400 * k) { n in
                reading(
                    wda,
                    #"{"value": {"type": "XCUIElementTypeWindow", \#(wdaRect), "children": ["#
                        + repeated(n, separator: ",\n") {
                            #"{"type": "XCUIElementTypeButton", "name": "b\#($0)", "label": "Item \#($0)", "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "rect": {"x": 0, "y": \#($0), "width": 10, "height": 10}}"#
                        }
                        + "]}, \"sessionId\": \"s\"}")
            },
            Shape(subject: "WDA JSON", shape: "deep nesting", start: k, cap: 400 * k) { n in
                reading(
                    wda,
                    String(repeating: #"{"type": "XCUIElementTypeOther", \#(wdaRect), "children": ["#, count: n)
                        + #"{"type": "XCUIElementTypeButton", \#(wdaRect)}"# + String(repeating: "]}", count: n))
            },
            Shape(subject: "WDA JSON", shape: "many distinct unknown keys on one node", start: k, cap: 400 * k) { n in
                reading(
                    wda,
                    #"{"type": "XCUIElementTypeButton", \#(wdaRect), "#
                        + repeated(n, separator: ", ") { #""x-\#($0)": "\#($0)""# } + "}")
            },
            Shape(subject: "WDA JSON", shape: "many distinct unknown type names", start: k, cap: 400 * k) { n in
                reading(
                    wda,
                    #"{"type": "XCUIElementTypeWindow", \#(wdaRect), "children": ["#
                        + repeated(n, separator: ",\n") { #"{"type": "XCUIElementTypeFuture\#($0)", \#(wdaRect)}"# } + "]}")
            },
            Shape(subject: "WDA JSON", shape: "long traits list", start: k, cap: 400 * k) { n in
                reading(
                    wda,
                    #"{"type": "XCUIElementTypeButton", \#(wdaRect), "traits": ""#
                        + repeated(n, separator: ", ") { $0 % 2 == 0 ? "Button" : "Unknown\($0)" } + "\"}")
            },
            Shape(subject: "WDA JSON", shape: "long run of \\u escapes", start: 16 * k, cap: 8_000 * k) { n in
                reading(
                    wda,
                    #"{"type": "XCUIElementTypeButton", \#(wdaRect), "label": ""#
                        + String(repeating: #"\u00e9\u4f50\ud83c\udf0d\n\"\\"#, count: n / 30) + "\"}")
            },

            // Appium XML.
            Shape(subject: "Appium XML", shape: "many siblings", start: k, cap: 400 * k) { n in
                reading(
                    xml,
                    xmlOpen + ">"
                        + repeated(n, separator: "\n") {
                            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="b\#($0)" label="Item \#($0)" enabled="true" visible="true" accessible="true" x="0" y="\#($0)" width="10" height="10" index="\#($0)"/>"#
                        } + xmlClose)
            },
            Shape(subject: "Appium XML", shape: "deep nesting", start: k, cap: 400 * k) { n in
                reading(
                    xml,
                    xmlOpen + ">" + String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="1" height="1">"#, count: n)
                        + String(repeating: "</XCUIElementTypeOther>", count: n) + xmlClose)
            },
            // The two shapes of unknown attributes are capped at 4,000,000 names, so that the
            // confirmation of a ratio over the limit (at 4n) can measure 1,024,000 names beside
            // 8,192,000: both beyond the processor's caches. The reader hashes the names past a
            // handful (AppiumXMLAttributes), so both are judged beside a Set of as many names,
            // whose wait on memory at 8n is taken off (GrowthHarness.Result.judged).
            Shape(
                subject: "Appium XML", shape: "many distinct unknown attributes on one element", start: k, cap: 4000 * k, hashBaseline: true
            ) { n in
                reading(xml, xmlOpen + " " + repeated(n, separator: " ") { #"a\#($0)="\#($0)""# } + ">" + xmlClose)
            },
            // The same table as above, with names of one length.
            Shape(subject: "Appium XML", shape: "unknown attributes of one length", start: k, cap: 4000 * k, hashBaseline: true) { n in
                reading(
                    xml,
                    xmlOpen + " "
                        + repeated(n, separator: " ") {
                            "a" + String(String($0, radix: 16).reversed()).padding(toLength: 8, withPad: "0", startingAt: 0) + #"="1""#
                        } + ">" + xmlClose)
            },
            Shape(subject: "Appium XML", shape: "many distinct unknown element names", start: k, cap: 400 * k) { n in
                reading(
                    xml,
                    xmlOpen + ">"
                        + repeated(n, separator: "\n") {
                            #"<XCUIElementTypeFuture\#($0) type="XCUIElementTypeFuture\#($0)" x="0" y="0" width="1" height="1"/>"#
                        } + xmlClose)
            },
            Shape(subject: "Appium XML", shape: "long run of entities", start: 16 * k, cap: 8_000 * k) { n in
                reading(xml, xmlOpen + #" label=""# + String(repeating: "&amp;&#233;&#x4F50;&lt;&quot;", count: n / 30) + #"">"# + xmlClose)
            },
            Shape(subject: "Appium XML", shape: "long attribute value", start: 16 * k, cap: 8_000 * k) { n in
                reading(xml, xmlOpen + #" label=""# + String(repeating: "Crème brûlée 佐藤 ", count: n / 20) + #"">"# + xmlClose)
            },
            Shape(subject: "Appium XML", shape: "many comments and whitespace", start: k, cap: 400 * k) { n in
                reading(xml, xmlOpen + ">" + repeated(n, separator: "\n") { "<!-- comment \($0) -->   \t" } + xmlClose)
            },

            // debugDescription.
            Shape(subject: "debugDescription", shape: "many siblings", start: k, cap: 400 * k) { n in
                reading(
                    dump,
                    dumpHead + "    Window (Main), 0x600003a1c0e0, {{0.0, 0.0}, {390.0, 844.0}}\n"
                        + repeated(n) { "      Button, 0x600003a1c380, {{0.0, \($0).0}, {70.0, 44.0}}, identifier: 'b\($0)', label: 'Item \($0)'\n" })
            },
            Shape(subject: "debugDescription", shape: "deep nesting (depth √n, bytes n)", start: 16 * k, cap: 16_000 * k) { n in
                let depth = max(2, Int(Double(n).squareRoot() / 2))
                return reading(
                    dump, dumpHead + repeated(depth) { String(repeating: " ", count: 4 + 2 * $0) + "Other, 0x600003a1c1c0, {{0.0, 0.0}, {1.0, 1.0}}\n" })
            },
            Shape(subject: "debugDescription", shape: "many distinct unknown fields on one line", start: k, cap: 400 * k) { n in
                reading(
                    dump,
                    dumpHead + "    Button, 0x600003a1c380, {{0.0, 0.0}, {70.0, 44.0}}, "
                        + repeated(n, separator: ", ") { "key\(letters($0)): v\($0)" } + "\n")
            },
            Shape(subject: "debugDescription", shape: "long label with quotes", start: 16 * k, cap: 8_000 * k) { n in
                reading(
                    dump,
                    dumpHead + "    Button, 0x600003a1c380, {{0.0, 0.0}, {70.0, 44.0}}, label: '"
                        + String(repeating: "Rock 'n', roll, Crème 佐藤 ", count: n / 30) + "', Selected\n")
            },
            Shape(subject: "debugDescription", shape: "escaped dump on one line (po string)", start: 16 * k, cap: 8_000 * k) { n in
                reading(
                    dump,
                    "\"" + #"Element subtree:\n →Application, 0x600003a1c000, pid: 1, label: \'App\'\n"#
                        + repeated(n / 90) { #"    Button, 0x600003a1c380, {{0.0, \#($0).0}, {70.0, 44.0}}, label: \'It\\em\'\n"# } + "\"")
            },
            Shape(subject: "debugDescription", shape: "many log lines", start: k, cap: 400 * k) { n in
                reading(dump, dumpHead + repeated(n) { "    t =     \($0).52s Tap \"Button\"\n" })
            },
            Shape(subject: "debugDescription", shape: "many invalid UTF-8 bytes", start: k, cap: 400 * k) { n in
                var bytes = Array((dumpHead + "    Button, 0x600003a1c380, {{0.0, 0.0}, {70.0, 44.0}}, label: '").utf8)
                bytes += [UInt8](repeating: 0xFF, count: n)
                bytes += Array("'\n".utf8)
                let data = Data(bytes)
                return { _ = try DebugDescriptionReader.read(data, path: "growth") }
            },
        ]
    }

    // MARK: rapidmap.json

    static func configEntry(_ i: Int, recording: String = "Recordings/R.json", folder: String = "Maps/") -> String {
        #"    {"recording": "\#(recording)", "screen": "Screen\#(i)", "output": "\#(folder)", "mode": "exact"}"#
    }

    static func configuration() -> [Shape] {
        let k = 1_000
        func parsing(_ text: String) -> () throws -> Void {
            let bytes = Array(text.utf8)
            return { _ = try ManifestFile.parse(bytes, path: "rapidmap.json") }
        }
        return [
            Shape(subject: "rapidmap.json loader", shape: "many entries, one a line", start: k, cap: 400 * k) { n in
                parsing("{\n  \"maps\": [\n" + repeated(n, separator: ",\n") { configEntry($0) } + "\n  ]\n}\n")
            },
            Shape(subject: "rapidmap.json loader", shape: "many entries on one line", start: k, cap: 400 * k) { n in
                parsing(#"{"maps": ["# + repeated(n, separator: ", ") { configEntry($0) } + "]}")
            },
            Shape(subject: "rapidmap.json loader", shape: "many entries, the last one wrong", start: k, cap: 400 * k) { n in
                parsing("{\n  \"maps\": [\n" + repeated(n, separator: ",\n") { configEntry($0) } + ",\n    {\"recording\": 1}\n  ]\n}\n")
            },
            Shape(subject: "rapidmap.json loader", shape: "long string values", start: 16 * k, cap: 8_000 * k) { n in
                parsing(#"{"maps": [{"recording": "R.json", "screen": "S", "output": ""# + String(repeating: #"Maps/\u00e9/"#, count: n / 12) + "\"}]}")
            },
            Shape(subject: "rapidmap.json loader", shape: "deep nesting in an unknown value", start: k, cap: 400 * k) { n in
                parsing(#"{"maps": [], "extra": "# + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "}")
            },
        ]
    }

    // MARK: Map sources

    /// `count` controls with identifiers and labels (`labelLength` characters each).
    static func controls(_ count: Int, labelLength: Int = 12) -> [ControlInformation] {
        let filler = String(repeating: "é", count: max(0, labelLength - 8))
        return (0..<count).map { i in
            ControlInformation(
                index: i, type: i % 3 == 0 ? .button : .staticText, identifier: "control.\(i)",
                label: "Label \(i) \(filler)")
        }
    }

    static func mapSource() -> [Shape] {
        let k = 1_000
        /// A file holding `regions` screens' regions of `perRegion` controls each.
        func file(regions: Int, perRegion: Int) -> [UInt8] {
            var text = "import RapidMap\n\n"
            let entries = controls(perRegion)
            for r in 0..<regions {
                text += "extension Screen\(r) {\n" + MapSourceWriter.region(screen: "Screen\(r)", controls: entries) + "}\n\n"
            }
            return Array(text.utf8)
        }
        return [
            Shape(subject: "map source generate", shape: "huge map (many controls)", start: k, cap: 400 * k) { n in
                let entries = controls(n)
                return { _ = MapSourceWriter.file(screen: "Feed", controls: entries) }
            },
            Shape(subject: "map source generate", shape: "long labels", start: 16 * k, cap: 4_000 * k) { n in
                let entries = controls(8, labelLength: n / 8)
                return { _ = MapSourceWriter.file(screen: "Feed", controls: entries) }
            },
            Shape(subject: "map source check", shape: "huge map, regenerated in place", start: k, cap: 200 * k) { n in
                let existing = file(regions: 1, perRegion: n)
                let entries = controls(n)
                return { _ = try MapFileUpdater.update(existing, file: "Feed.swift", screen: "Screen0", controls: entries, options: MapSourceOptions()) }
            },
            Shape(subject: "map source check", shape: "huge map, every line changed", start: k, cap: 200 * k) { n in
                let existing = file(regions: 1, perRegion: n)
                let entries = controls(n).map { c -> ControlInformation in
                    var c = c; c.label = (c.label ?? "") + "!"; return c
                }
                return {
                    let update = try MapFileUpdater.update(existing, file: "Feed.swift", screen: "Screen0", controls: entries, options: MapSourceOptions())
                    if let previous = update.previousRegion {
                        _ = MapRegionComparison(old: previous.text, new: update.regionText).changeCount
                    }
                }
            },
            Shape(subject: "map source check", shape: "huge map in the array-literal form, one entry changed", start: k, cap: 200 * k) { n in
                // The form earlier versions wrote: read by MapSourceParser, compared by entries.
                let entries = controls(n)
                let old =
                    "    // rapidgen:begin Screen0\n    nonisolated public static func controlsInformation() -> [ControlInformation] {\n        [\n"
                    + entries.map { "            " + MapSourceWriter.expression(for: $0) + ",\n" }.joined()
                    + "        ]\n    }\n    // rapidgen:end\n"
                var changed = entries
                changed[n / 2].label = "Changed"
                let new = MapSourceWriter.region(screen: "Screen0", controls: changed)
                return { _ = MapRegionComparison(old: old, new: new).changeCount }
            },
            Shape(subject: "map source check", shape: "many regions in one file", start: 200, cap: 20 * k) { n in
                let existing = file(regions: n, perRegion: 2)
                let entries = controls(2)
                return { _ = try MapFileUpdater.update(existing, file: "Maps.swift", screen: "Screen\(n - 1)", controls: entries, options: MapSourceOptions()) }
            },
            Shape(subject: "map source check", shape: "region scan of many regions", start: 200, cap: 20 * k) { n in
                let existing = file(regions: n, perRegion: 2)
                return { _ = try MapRegion.scan(existing, file: "Maps.swift") }
            },
        ]
    }

    // MARK: Phases on trees

    /// A window of `n` buttons (wide), or a chain `n` deep ending in one button.
    static func tree(_ n: Int, deep: Bool = false, labelLength: Int = 8, distinctLabels: Bool = true) -> AccessibilityTree {
        var b = AccessibilityTree.Builder(idiom: .phone, layoutDirection: .leftToRight, capacity: n + 2)
        b.open(AccessibilityNode(type: .window, identifier: "Feed", frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        let filler = String(repeating: "é", count: max(0, labelLength - 8))
        if deep {
            for _ in 0..<n { b.open(AccessibilityNode(type: .other, frame: Frame(x: 0, y: 0, width: 390, height: 844))) }
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: "deep", label: "Deep \(filler)", frame: Frame(x: 0, y: 0, width: 44, height: 44), traits: [.button]))
            for _ in 0..<n { b.close() }
        } else {
            for i in 0..<n {
                let row = Double(i / 4), column = Double(i % 4)
                b.leaf(
                    AccessibilityNode(
                        type: i % 2 == 0 ? .button : .staticText, identifier: "item.\(i)",
                        label: distinctLabels ? "Item \(i) \(filler)" : "Same",
                        frame: Frame(x: column * 90, y: row * 30, width: 80, height: 28),
                        traits: i % 2 == 0 ? [.button] : [.staticText]))
            }
        }
        b.close()
        return try! b.finish()
    }

    static func phases() -> [Shape] {
        let k = 1_000
        let engine = TraversalEngine()
        func verifying(_ t: AccessibilityTree, _ map: [ControlInformation]) -> () throws -> Void {
            { _ = Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: t) }
        }
        func ownMap(_ t: AccessibilityTree) -> [ControlInformation] {
            MapSourceOptions().controls(for: engine.order(t))
        }
        return [
            Shape(subject: "order", shape: "many siblings", start: k, cap: 400 * k) { n in
                let t = tree(n)
                return { _ = engine.order(t) }
            },
            Shape(subject: "order", shape: "deep nesting", start: k, cap: 400 * k) { n in
                let t = tree(n, deep: true)
                return { _ = engine.order(t) }
            },
            // The verifier numbers every key by hashing it (identifiers in cache-sized buckets,
            // IdentifierTable.firstOccurrences; labels in a Dictionary), once per entry and per
            // element: the verify shapes whose keys are all distinct are judged beside a Set,
            // like the other hashed lookups.
            Shape(subject: "verify", shape: "many siblings, map matches", start: k, cap: 400 * k, hashBaseline: true) { n in
                let t = tree(n)
                return verifying(t, ownMap(t))
            },
            Shape(subject: "verify", shape: "deep nesting, map matches", start: k, cap: 400 * k) { n in
                let t = tree(n, deep: true)
                return verifying(t, ownMap(t))
            },
            Shape(subject: "verify", shape: "map reversed (every entry differs)", start: k, cap: 200 * k) { n in
                let t = tree(n)
                let map = ownMap(t).reversed().enumerated().map { i, c -> ControlInformation in
                    var c = c; c.index = i; return c
                }
                return verifying(t, map)
            },
            Shape(subject: "verify", shape: "map of other controls", start: k, cap: 200 * k, hashBaseline: true) { n in
                let t = tree(n)
                let map = ownMap(t).map { c -> ControlInformation in
                    var c = c; c.identifier = "other." + (c.identifier ?? ""); return c
                }
                return verifying(t, map)
            },
            Shape(subject: "verify", shape: "identical labels, no identifiers", start: k, cap: 200 * k, hashBaseline: true) { n in
                let t = tree(n, distinctLabels: false)
                let map = ownMap(t).map { c -> ControlInformation in
                    var c = c; c.identifier = nil; return c
                }
                return verifying(t, map)
            },
            Shape(subject: "report", shape: "failure, every entry differs", start: k, cap: 200 * k) { n in
                let t = tree(n)
                let map = ownMap(t).reversed().enumerated().map { i, c -> ControlInformation in
                    var c = c; c.index = i; return c
                }
                let failure = Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: t)
                return { _ = failure.report() }
            },
            Shape(subject: "audit", shape: "many siblings", start: k, cap: 200 * k) { n in
                let t = tree(n)
                return { _ = Auditor.audit(t) }
            },
            Shape(subject: "audit", shape: "identical labels (duplicates)", start: k, cap: 200 * k) { n in
                let t = tree(n, distinctLabels: false)
                return { _ = Auditor.audit(t) }
            },
            Shape(subject: "audit", shape: "deep nesting", start: k, cap: 200 * k) { n in
                let t = tree(n, deep: true)
                return { _ = Auditor.audit(t) }
            },
            Shape(subject: "audit", shape: "long labels", start: 16 * k, cap: 4_000 * k) { n in
                let t = tree(8, labelLength: n / 8)
                return { _ = Auditor.audit(t) }
            },
            Shape(subject: "speak", shape: "many siblings", start: k, cap: 400 * k) { n in
                let t = tree(n)
                return { _ = Experience.speak(t) }
            },
            Shape(subject: "speak", shape: "deep nesting", start: k, cap: 400 * k) { n in
                let t = tree(n, deep: true)
                return { _ = Experience.speak(t) }
            },
            Shape(subject: "speak", shape: "long labels", start: 16 * k, cap: 4_000 * k) { n in
                let t = tree(8, labelLength: n / 8)
                return { _ = Experience.speak(t) }
            },
            Shape(subject: "render", shape: "many siblings", start: k, cap: 200 * k) { n in
                let t = tree(n)
                return { _ = Experience.render(t, name: "Feed") }
            },
            Shape(subject: "render", shape: "long labels", start: 16 * k, cap: 4_000 * k) { n in
                let t = tree(8, labelLength: n / 8)
                return { _ = Experience.render(t, name: "Feed") }
            },
            Shape(subject: "report (HTML)", shape: "many siblings", start: k, cap: 200 * k) { n in
                let t = tree(n)
                return { _ = Experience.report([Experience.Recording(name: "Feed", tree: t)], screen: nil) }
            },
            Shape(subject: "order table", shape: "many siblings", start: k, cap: 400 * k) { n in
                let t = tree(n)
                let order = engine.order(t)
                return { _ = OrderListing.table(order) }
            },
        ]
    }

    // MARK: rapidgen with a configuration

    /// The `rapidgen` built beside this benchmark, if any.
    static let rapidgen: URL? = {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("rapidgen")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// The folders the commands' shapes write in, removed when the harness ends.
    nonisolated(unsafe) static var scratch: [URL] = []

    /// A new folder with a small recording (`Recordings/R.json`), a `Maps/` folder and a
    /// `rapidmap.json` of `entries` (its text).
    static func project(config: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rapidmap-growth-\(UUID().uuidString)")
        scratch.append(root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Recordings"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Maps"), withIntermediateDirectories: true)
        try NativeJSONWriter.write(tree(6), pretty: true).write(to: root.appendingPathComponent("Recordings/R.json"))
        try Data(config.utf8).write(to: root.appendingPathComponent("rapidmap.json"))
        return root
    }

    /// Runs `rapidgen` in `directory`; its output is discarded.
    static func runRapidgen(_ arguments: [String], in directory: URL) throws {
        guard let rapidgen else { return }
        let process = Process()
        process.executableURL = rapidgen
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// The compiler's peak memory type-checking the map of *n* controls, the least over runs.
    nonisolated(unsafe) static var compilerPeaks: [Int: Int] = [:]

    /// `swiftc` type-checking a generated map (``MapTypeCheck``): processor time and peak
    /// memory of the compiler process.
    static func compiler() -> [Shape] {
        guard MapTypeCheck.swiftc != nil, MapTypeCheck.modules != nil else {
            Bench.say("Growth: no swiftc on PATH or no RapidMap module beside rapidmap-bench: the type-check shape is skipped")
            return []
        }
        func megabytes(_ n: Int) -> String { compilerPeaks[n].map { String(format: "%.0f MB", Double($0) / 1e6) } ?? "-" }
        return [
            Shape(
                subject: "swiftc -typecheck (Xcode 26 settings)", shape: "generated map of n controls", start: 1_000, cap: 2_000,
                minimumSeconds: 0.2, reportsItsTime: true,
                note: { n in "peak \(megabytes(n)) at n, \(megabytes(n * GrowthHarness.growth)) at \(GrowthHarness.growth)n" }
            ) { n in
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rapidmap-growth-\(UUID().uuidString)")
                scratch.append(folder)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = try MapTypeCheck.writeMap(n, in: folder)
                // Once outside the clock: a map that does not compile stops the run.
                _ = try MapTypeCheck.typeCheck(file)
                return {
                    let run = try MapTypeCheck.typeCheck(file)
                    GrowthHarness.reportedSeconds = run.cpuSeconds
                    compilerPeaks[n] = min(compilerPeaks[n] ?? .max, run.peakBytes)
                }
            }
        ]
    }

    static func removeScratch() {
        for url in scratch { try? FileManager.default.removeItem(at: url) }
        scratch.removeAll()
    }

    static func commands() -> [Shape] {
        guard rapidgen != nil else {
            Bench.say(
                "Growth: rapidgen is not built beside rapidmap-bench (swift build -c release): the generate/check/accept shapes are skipped"
            )
            return []
        }
        func config(_ n: Int, _ entry: (Int) -> String) -> String {
            "{\n  \"maps\": [\n" + repeated(n, separator: ",\n", entry) + "\n  ]\n}\n"
        }
        // A project whose one map file holds `n` screens' regions, one entry each.
        func manyScreensInOneFile(_ n: Int) throws -> URL {
            let root = try project(config: config(n) { configEntry($0, folder: "Maps/All.swift") })
            let controls = MapSourceOptions().controls(for: TraversalEngine().order(tree(6)))
            var text = "import RapidMap\n\n"
            for i in 0..<n {
                text += "public enum Screen\(i): RapidScreen {\n" + MapSourceWriter.region(screen: "Screen\(i)", controls: controls) + "}\n\n"
            }
            try Data(text.utf8).write(to: root.appendingPathComponent("Maps/All.swift"))
            return root
        }
        return [
            Shape(
                subject: "rapidgen generate --manifest", shape: "many maps in one output folder", start: 100, cap: 20_000, minimumSeconds: 0.2, wallClock: true
            ) { n in
                let root = try project(config: config(n) { configEntry($0) })
                return { try runRapidgen(["generate", "--manifest", "rapidmap.json", "--quiet"], in: root) }
            },
            Shape(subject: "rapidgen check --manifest", shape: "many maps in one output folder", start: 100, cap: 20_000, minimumSeconds: 0.2, wallClock: true)
            {
                n in
                let root = try project(config: config(n) { configEntry($0) })
                try runRapidgen(["generate", "--manifest", "rapidmap.json", "--quiet"], in: root)
                return { try runRapidgen(["check", "--manifest", "rapidmap.json", "--quiet"], in: root) }
            },
            Shape(
                subject: "rapidgen check --manifest", shape: "every entry names one missing recording", start: 100, cap: 20_000, minimumSeconds: 0.2,
                wallClock: true
            ) { n in
                let root = try project(config: config(n) { configEntry($0, recording: "Recordings/Missing.json") })
                return { try runRapidgen(["check", "--manifest", "rapidmap.json"], in: root) }
            },
            Shape(subject: "rapidgen generate --manifest", shape: "many screens in one map file", start: 100, cap: 10_000, minimumSeconds: 0.2, wallClock: true)
            {
                n in
                let root = try manyScreensInOneFile(n)
                return { try runRapidgen(["generate", "--manifest", "rapidmap.json", "--quiet"], in: root) }
            },
            Shape(subject: "rapidgen check --manifest", shape: "many screens in one map file", start: 100, cap: 10_000, minimumSeconds: 0.2, wallClock: true) {
                n in
                let root = try manyScreensInOneFile(n)
                return { try runRapidgen(["check", "--manifest", "rapidmap.json", "--quiet"], in: root) }
            },
            Shape(subject: "rapidgen accept", shape: "the last of many entries", start: 100, cap: 20_000, minimumSeconds: 0.2, wallClock: true) { n in
                let root = try project(config: config(n) { configEntry($0) })
                let artifact = root.appendingPathComponent("artifact.json")
                try NativeJSONWriter.write(tree(7), pretty: true).write(to: artifact)
                return { try runRapidgen(["accept", artifact.path, "--screen", "Screen\(n - 1)", "--manifest", "rapidmap.json", "--quiet"], in: root) }
            },
        ]
    }
}
