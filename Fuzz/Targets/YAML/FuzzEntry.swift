import ActionableFuzzing

/// libFuzzer's entry point of the `yaml` target (`FuzzTarget.yaml`); see `Fuzz/run`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.yaml.fuzz(data, size)
}
