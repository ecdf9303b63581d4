import ActionableFuzzing

/// libFuzzer's entry point of the `pipeline` target (`FuzzTarget.pipeline`, ``FuzzHarness``): stops the process with
/// the broken invariants, which libFuzzer reports as a crash and saves the input for. Built with `-sanitize=fuzzer`,
/// the program's `main` is libFuzzer's (see `Fuzz/run`); a plain `swift build` links an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.pipeline.fuzz(data, size)
}
