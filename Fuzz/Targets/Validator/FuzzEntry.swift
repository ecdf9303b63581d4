import ActionableFuzzing

/// libFuzzer's entry point of the `validator` target (`FuzzTarget.validator`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.validator.fuzz(data, size)
}
