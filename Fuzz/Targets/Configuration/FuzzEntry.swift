import ActionableFuzzing

/// libFuzzer's entry point of the `configuration` target (`FuzzTarget.configuration`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.configuration.fuzz(data, size)
}
