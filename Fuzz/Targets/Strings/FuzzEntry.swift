import ActionableFuzzing

/// libFuzzer's entry point of the `strings` target (`FuzzTarget.strings`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.strings.fuzz(data, size)
}
