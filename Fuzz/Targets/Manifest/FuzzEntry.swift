import ActionableFuzzing

/// libFuzzer's entry point of the `manifest` target (`FuzzTarget.manifest`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.manifest.fuzz(data, size)
}
