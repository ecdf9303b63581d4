import ActionableFuzzing

/// libFuzzer's entry point of the `swift` target (`FuzzTarget.swift`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.swift.fuzz(data, size)
}
