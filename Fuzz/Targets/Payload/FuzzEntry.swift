import ActionableFuzzing

/// libFuzzer's entry point of the `payload` target (`FuzzTarget.payload`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.payload.fuzz(data, size)
}
