import ActionableFuzzing

/// libFuzzer's entry point of the `import` target (`FuzzTarget.import`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.import.fuzz(data, size)
}
