import FuzzSupport
import RapidVerify

/// libFuzzer entry point: `rapidmap.json` parses to a manifest or a `MapFileError`
/// with a position, never a crash. A manifest read has its entries in file order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = [UInt8](FuzzInput.data(start, count))
    do {
        let manifest = try ManifestFile.parse(bytes, path: "rapidmap.json")
        for (a, b) in zip(manifest.maps, manifest.maps.dropFirst()) where a.line > b.line {
            fatalError("manifest entries out of file order: line \(a.line) before \(b.line)")
        }
    } catch {
        // The error's type is `MapFileError` (typed throws); its position must be in the file.
        if error.line < 0 || error.column < 0 { fatalError("negative error position: \(error)") }
    }
    return 0
}
