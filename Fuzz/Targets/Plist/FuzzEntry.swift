import ActionableFuzzing

/// libFuzzer's entry point of the `plist` target (`FuzzTarget.plist`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.plist.fuzz(data, size)
}
