import FuzzSupport
import RapidVerify
import RapidProject

/// libFuzzer entry point: `rapidmap.json` parses to a configuration or a `MapFileError`
/// with a position, never a crash. A configuration read has entries in file order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = [UInt8](FuzzInput.data(start, count))
    do {
        let config = try ManifestFile.parse(bytes, path: "rapidmap.json")
        for (a, b) in zip(config.maps, config.maps.dropFirst()) where a.line > b.line {
            fatalError("configuration entries out of file order: line \(a.line) before \(b.line)")
        }
    } catch {
        // The error's type is `MapFileError` (typed throws); its position must be in the file.
        if error.line < 0 || error.column < 0 { fatalError("negative error position: \(error)") }
    }
    return 0
}
