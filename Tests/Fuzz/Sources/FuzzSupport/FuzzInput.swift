import Foundation
import RapidMap
import RapidVerify

/// What every fuzz target does with one input. A broken promise stops the process with
/// `fatalError`, which libFuzzer reports as a crash and saves the input as a reproducer.
public enum FuzzInput {
    /// The fuzzer's bytes as `Data` (libFuzzer may pass a null pointer for an empty input).
    public static func data(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let start, count > 0 else { return Data() }
        return Data(bytes: start, count: count)
    }

    /// Reads `data` with `reader`: the result must be a tree or a ``RecordingError``; any
    /// other error is a crash. A tree read is then ordered and written as native JSON,
    /// and that JSON must read back and write again to the same bytes (the writer never
    /// writes what the reader refuses).
    public static func check(_ data: Data, with reader: any TreeReader.Type) {
        let tree: AccessibilityTree
        do {
            tree = try reader.read(data, path: "fuzz-input")
        } catch is RecordingError {
            return
        } catch {
            fatalError("\(reader) threw something other than a RecordingError: \(error)")
        }
        if tree.count == 0 { fatalError("\(reader) returned an empty tree") }
        _ = TraversalEngine().order(tree)
        checkNativeRoundTrip(tree)
    }

    /// Writes `tree` as native JSON, reads it back and writes it again: both writes must
    /// be the same bytes and the tree read back must have as many nodes.
    public static func checkNativeRoundTrip(_ tree: AccessibilityTree) {
        let written = NativeJSONWriter.write(tree, pretty: false)
        let back: AccessibilityTree
        do {
            back = try NativeJSONReader.read(written, path: "written")
        } catch {
            fatalError("the native writer wrote JSON its reader refuses: \(error)\n\(String(decoding: written.prefix(2000), as: UTF8.self))")
        }
        if back.count != tree.count { fatalError("native round trip changed the node count: \(tree.count) → \(back.count)") }
        let again = NativeJSONWriter.write(back, pretty: false)
        if again != written {
            fatalError(
                "native JSON written, read and written again differs:\n\(String(decoding: written.prefix(2000), as: UTF8.self))\n\(String(decoding: again.prefix(2000), as: UTF8.self))"
            )
        }
    }
}
