import ActionableFuzzing

/// libFuzzer's entry point of the `diff` target (`FuzzTarget.diff`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.diff.fuzz(data, size)
}
