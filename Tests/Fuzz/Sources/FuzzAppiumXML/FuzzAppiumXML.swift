import FuzzSupport
import RapidVerify

/// libFuzzer entry point: `AppiumXMLReader` gives a tree or a `RecordingError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzInput.check(FuzzInput.data(start, count), with: AppiumXMLReader.self)
    return 0
}
