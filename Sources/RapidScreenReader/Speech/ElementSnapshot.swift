import Foundation
import RapidMap
import RapidTree

/// A JSON snapshot of the elements VoiceOver visits, in order: per element its type,
/// identifier, label, frame, whether it is enabled, and its traits (A11yUITests' snapshot
/// idea). Compared with a float tolerance, so a frame that moves by a fraction of a point
/// in a new OS release does not fail a test.
///
/// The JSON is an array of objects with sorted keys, pretty-printed, ending with a newline:
/// ```json
/// [
///   {
///     "enabled" : true,
///     "frame" : [20, 447, 350, 50],
///     "identifier" : "LoginScreen.signIn",
///     "label" : "Sign In",
///     "traits" : ["button"],
///     "type" : "button"
///   }
/// ]
/// ```
public struct ElementSnapshot: Sendable, Hashable, Codable {
    /// The default tolerance, in points, when frames are compared.
    public static let defaultTolerance = 0.1

    /// One element.
    public struct Entry: Sendable, Hashable, Codable {
        /// The type's name, e.g. `button`.
        public var type: String
        /// The identifier, if any.
        public var identifier: String?
        /// The label, if any.
        public var label: String?
        /// `[x, y, width, height]` in points.
        public var frame: [Double]
        /// False when disabled.
        public var enabled: Bool
        /// Trait names (`AccessibilityTraitSet.names`).
        public var traits: [String]

        /// The entry for an ordered element.
        public init(_ element: OrderedElement) {
            let node = element.node
            type = node.type.name
            identifier = node.identifier
            label = node.label
            frame = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            enabled = node.enabled
            traits = node.traits.names
        }

        /// `#3 button "LoginScreen.signIn"` style name used in change lists.
        func name(at position: Int) -> String {
            var s = "#\(position + 1) \(type)"
            if let identifier { s += " \"\(identifier)\"" } else if let label { s += " \"\(label)\"" }
            return s
        }
    }

    /// The elements, in VoiceOver order.
    public var entries: [Entry]

    /// The snapshot of ordered elements.
    public init(_ elements: [OrderedElement]) {
        entries = elements.map(Entry.init)
    }

    /// Decodes a snapshot from its JSON array.
    public init(from decoder: any Decoder) throws {
        entries = try [Entry](from: decoder)
    }

    /// Encodes the JSON array.
    public func encode(to encoder: any Encoder) throws {
        try entries.encode(to: encoder)
    }

    /// The JSON text.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Strings, booleans and (with the strategy above) any double always encode.
        let data = (try? encoder.encode(self)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a snapshot's JSON; throws a message naming the problem.
    public static func parse(_ text: String) throws -> ElementSnapshot {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(ElementSnapshot.self, from: Data(text.utf8))
    }

    /// What changed from `reference` to `self`, one line per change, element by element
    /// (position by position); empty when they match within `tolerance` points.
    public func changes(from reference: ElementSnapshot, tolerance: Double = defaultTolerance) -> [String] {
        var lines: [String] = []
        let common = min(entries.count, reference.entries.count)
        for i in 0..<common {
            let old = reference.entries[i], new = entries[i]
            var parts: [String] = []
            if old.type != new.type { parts.append("type \(old.type) → \(new.type)") }
            if old.identifier != new.identifier { parts.append("identifier \(Self.quoted(old.identifier)) → \(Self.quoted(new.identifier))") }
            if old.label != new.label { parts.append("label \(Self.quoted(old.label)) → \(Self.quoted(new.label))") }
            if old.enabled != new.enabled { parts.append("enabled \(old.enabled) → \(new.enabled)") }
            if old.traits != new.traits { parts.append("traits [\(old.traits.joined(separator: ", "))] → [\(new.traits.joined(separator: ", "))]") }
            let names = ["x", "y", "width", "height"]
            if old.frame.count != 4 || new.frame.count != 4 {
                if old.frame != new.frame { parts.append("frame \(old.frame) → \(new.frame)") }
            } else {
                for k in 0..<4 where !(abs(old.frame[k] - new.frame[k]) <= tolerance || Self.sameSpecial(old.frame[k], new.frame[k])) {
                    parts.append("frame.\(names[k]) \(Self.shown(old.frame[k])) → \(Self.shown(new.frame[k]))")
                }
            }
            if !parts.isEmpty { lines.append(new.name(at: i) + ": " + parts.joined(separator: ", ")) }
        }
        for i in common..<max(common, reference.entries.count) {
            lines.append(reference.entries[i].name(at: i) + ": missing (in the reference, not in the tree)")
        }
        for i in common..<max(common, entries.count) {
            lines.append(entries[i].name(at: i) + ": unexpected (in the tree, not in the reference)")
        }
        return lines
    }

    /// Both NaN, or the same infinity: equal for a snapshot, though not `<=` any tolerance.
    static func sameSpecial(_ a: Double, _ b: Double) -> Bool {
        (a.isNaN && b.isNaN) || (a.isInfinite && a == b)
    }

    /// A number as a change shows it: to a thousandth of a point, without float noise.
    static func shown(_ v: Double) -> String {
        v.isFinite ? Frame.format((v * 1000).rounded() / 1000) : Frame.format(v)
    }

    static func quoted(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "none" }
}
