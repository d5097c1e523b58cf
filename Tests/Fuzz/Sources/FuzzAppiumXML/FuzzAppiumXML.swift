import FuzzSupport
import RapidVerify

/// libFuzzer entry point: `AppiumSourceReader` gives a tree or a `RecordingError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzInput.check(FuzzInput.data(start, count), with: AppiumSourceReader.self)
    return 0
}
