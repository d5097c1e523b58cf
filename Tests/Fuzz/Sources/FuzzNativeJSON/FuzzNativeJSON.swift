import FuzzSupport
import RapidVerify

/// libFuzzer entry point: `NativeJSONReader` gives a tree or a `RecordingError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzInput.check(FuzzInput.data(start, count), with: NativeJSONReader.self)
    return 0
}
